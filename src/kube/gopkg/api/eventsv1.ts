// k8s.io/api/events/v1: Event as tools/events records it. The types are eventsv1.go (every type of v0.36
// types.go); DeepCopy methods are generated (see ../deepcopy.ts).

import { goPackage } from '../pkg.ts';
import src from './eventsv1.go?raw';
import stringers from './eventsv1.pb-string.go?raw';
import { registerSource } from './register.ts';

const registerSrc = registerSource('events.k8s.io', ['Event']);

export const eventsv1Package = goPackage({
  path: 'k8s.io/api/events/v1',
  files: { 'types.go': src, 'register.go': registerSrc },
  deepCopy: { runtimePkg: 'runtime' },
  stringers,
});
