// k8s.io/api/batch/v1: Job (the CronJob tutorial's child objects).

import { goPackage } from '../pkg.ts';
import src from './batchv1.go?raw';
import { registerSource } from './register.ts';

const registerSrc = registerSource('batch', ['Job']);

export const batchv1Package = goPackage({
  path: 'k8s.io/api/batch/v1',
  files: { 'types.go': src, 'register.go': registerSrc },
  deepCopy: { runtimePkg: 'runtime' },
});
