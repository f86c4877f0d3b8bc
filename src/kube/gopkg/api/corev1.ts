// k8s.io/api/core/v1: the core kinds reconcilers touch (Pod, Secret, ConfigMap, Service, Namespace,
// Node, Event, ServiceAccount and their lists), with the real field names and json tags. A subset:
// rarely used fields are left out. DeepCopy methods are generated (see ../deepcopy.ts).

import { goPackage } from '../pkg.ts';
import src from './corev1.go?raw';
import { schedulingSrc } from './corev1-scheduling.ts';
import { registerSource } from './register.ts';

const registerSrc = registerSource('', [
  'Pod',
  'Secret',
  'ConfigMap',
  'Service',
  'ServiceAccount',
  'Namespace',
  'Node',
  'Event',
]);

export const corev1Package = goPackage({
  path: 'k8s.io/api/core/v1',
  files: { 'types.go': src, 'scheduling.go': schedulingSrc, 'register.go': registerSrc },
  deepCopy: { runtimePkg: 'runtime' },
});
