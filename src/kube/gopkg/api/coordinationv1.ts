// k8s.io/api/coordination/v1: Lease, which operators read or hold for their own leader election
// or heartbeats. The types are coordinationv1.go (every type of v0.36 types.go); DeepCopy methods
// are generated (see ../deepcopy.ts).

import { goPackage } from '../pkg.ts';
import src from './coordinationv1.go?raw';
import stringers from './coordinationv1.pb-string.go?raw';
import { registerSource } from './register.ts';

const registerSrc = registerSource('coordination.k8s.io', ['Lease']);

export const coordinationv1Package = goPackage({
  path: 'k8s.io/api/coordination/v1',
  files: { 'types.go': src, 'register.go': registerSrc },
  deepCopy: { runtimePkg: 'runtime' },
  stringers,
});
