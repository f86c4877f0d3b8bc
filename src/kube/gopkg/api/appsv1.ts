// k8s.io/api/apps/v1: Deployment (the kind operators most often own).

import { goPackage } from '../pkg.ts';
import src from './appsv1.go?raw';
import { registerSource } from './register.ts';

const registerSrc = registerSource('apps', ['Deployment']);

export const appsv1Package = goPackage({
  path: 'k8s.io/api/apps/v1',
  files: { 'types.go': src, 'register.go': registerSrc },
  deepCopy: { runtimePkg: 'runtime' },
});
