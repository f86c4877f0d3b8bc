// k8s.io/api/core/v1: the core kinds reconcilers touch (Pod, Secret, ConfigMap, Service, Namespace,
// Node, Event, ServiceAccount and their lists) in corev1.go, with the real field names and json tags;
// every other type, field and constant of k8s.io/api v0.36 core/v1 types.go (PersistentVolumeClaim,
// the volume sources, Lifecycle, TopologySpreadConstraint, …) in corev1-more.go, so any real project's
// use of them compiles. DeepCopy methods are generated (see ../deepcopy.ts).

import { goPackage } from '../pkg.ts';
import src from './corev1.go?raw';
import stringers from './corev1.pb-string.go?raw';
import moreSrc from './corev1-more.go?raw';
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
  'PersistentVolumeClaim',
  'PersistentVolume',
  'Endpoints',
  'PodTemplate',
  'ReplicationController',
  'LimitRange',
  'ResourceQuota',
]);

export const corev1Package = goPackage({
  path: 'k8s.io/api/core/v1',
  files: {
    'types.go': src,
    'types_more.go': moreSrc,
    'scheduling.go': schedulingSrc,
    'register.go': registerSrc,
  },
  deepCopy: { runtimePkg: 'runtime' },
  stringers,
});
