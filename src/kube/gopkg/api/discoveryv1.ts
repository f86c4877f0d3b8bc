// k8s.io/api/discovery/v1: EndpointSlice, which service-aware controllers list by the kubernetes.io/service-
// name label. The types are discoveryv1.go (every type of v0.36 types.go); DeepCopy methods are generated
// (see ../deepcopy.ts).

import { goPackage } from '../pkg.ts';
import src from './discoveryv1.go?raw';
import stringers from './discoveryv1.pb-string.go?raw';
import { registerSource } from './register.ts';

const registerSrc = registerSource('discovery.k8s.io', ['EndpointSlice']);

export const discoveryv1Package = goPackage({
  path: 'k8s.io/api/discovery/v1',
  files: { 'types.go': src, 'register.go': registerSrc },
  deepCopy: { runtimePkg: 'runtime' },
  stringers,
});
