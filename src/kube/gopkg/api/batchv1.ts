// k8s.io/api/batch/v1: Job (the CronJob tutorial's child objects) in batchv1.go, CronJob and the Job
// policy types in batchv1-more.go.

import { goPackage } from '../pkg.ts';
import src from './batchv1.go?raw';
import stringers from './batchv1.pb-string.go?raw';
import moreSrc from './batchv1-more.go?raw';
import { registerSource } from './register.ts';

const registerSrc = registerSource('batch', ['Job', 'CronJob']);

export const batchv1Package = goPackage({
  path: 'k8s.io/api/batch/v1',
  files: { 'types.go': src, 'types_more.go': moreSrc, 'register.go': registerSrc },
  deepCopy: { runtimePkg: 'runtime' },
  stringers,
});
