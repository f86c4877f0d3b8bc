// k8s.io/api/policy/v1: PodDisruptionBudget, Eviction, as operators create them beside their workloads. The types are
// policyv1.go (every type of v0.36 types.go); DeepCopy methods are generated (see ../deepcopy.ts).

import { goPackage } from '../pkg.ts';
import src from './policyv1.go?raw';
import stringers from './policyv1.pb-string.go?raw';
import { registerSource } from './register.ts';

const registerSrc = registerSource('policy', ['PodDisruptionBudget'], { single: ['Eviction'] });

export const policyv1Package = goPackage({
  path: 'k8s.io/api/policy/v1',
  files: { 'types.go': src, 'register.go': registerSrc },
  deepCopy: { runtimePkg: 'runtime' },
  stringers,
});
