// k8s.io/api/apps/v1: Deployment (the kind operators most often own) in appsv1.go, the other kinds
// (StatefulSet, DaemonSet, ReplicaSet, ControllerRevision) in appsv1-more.go.

import { goPackage } from '../pkg.ts';
import src from './appsv1.go?raw';
import stringers from './appsv1.pb-string.go?raw';
import moreSrc from './appsv1-more.go?raw';
import { registerSource } from './register.ts';

const registerSrc = registerSource('apps', [
  'Deployment',
  'ReplicaSet',
  'StatefulSet',
  'DaemonSet',
  'ControllerRevision',
]);

export const appsv1Package = goPackage({
  path: 'k8s.io/api/apps/v1',
  files: { 'types.go': src, 'types_more.go': moreSrc, 'register.go': registerSrc },
  deepCopy: { runtimePkg: 'runtime' },
  stringers,
});
