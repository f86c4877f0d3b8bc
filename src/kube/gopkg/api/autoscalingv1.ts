// k8s.io/api/autoscaling/v1: HorizontalPodAutoscaler and Scale (the /scale subresource's body). The types are
// autoscalingv1.go (every type of v0.36 types.go); DeepCopy methods are generated (see ../deepcopy.ts).

import { goPackage } from '../pkg.ts';
import src from './autoscalingv1.go?raw';
import stringers from './autoscalingv1.pb-string.go?raw';
import { registerSource } from './register.ts';

const registerSrc = registerSource('autoscaling', ['HorizontalPodAutoscaler'], { single: ['Scale'] });

export const autoscalingv1Package = goPackage({
  path: 'k8s.io/api/autoscaling/v1',
  files: { 'types.go': src, 'register.go': registerSrc },
  deepCopy: { runtimePkg: 'runtime' },
  stringers,
});
