// k8s.io/api/networking/v1: Ingress, IngressClass, NetworkPolicy, IPAddress, ServiceCIDR, as operators create them beside their workloads. The types are
// networkingv1.go (every type of v0.36 types.go); DeepCopy methods are generated (see ../deepcopy.ts).

import { goPackage } from '../pkg.ts';
import src from './networkingv1.go?raw';
import stringers from './networkingv1.pb-string.go?raw';
import { registerSource } from './register.ts';

const registerSrc = registerSource('networking.k8s.io', [
  'Ingress',
  'IngressClass',
  'NetworkPolicy',
  'IPAddress',
  'ServiceCIDR',
]);

export const networkingv1Package = goPackage({
  path: 'k8s.io/api/networking/v1',
  files: { 'types.go': src, 'register.go': registerSrc },
  deepCopy: { runtimePkg: 'runtime' },
  stringers,
});
