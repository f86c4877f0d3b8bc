// k8s.io/api/autoscaling/v2: HorizontalPodAutoscaler, as operators create them beside their workloads. The types are
// autoscalingv2.go (every type of v0.36 types.go); DeepCopy methods are generated (see ../deepcopy.ts).

import { goPackage } from '../pkg.ts';
import src from './autoscalingv2.go?raw';
import stringers from './autoscalingv2.pb-string.go?raw';
import { registerSource } from './register.ts';

const registerSrc = registerSource('autoscaling', ['HorizontalPodAutoscaler'], { version: 'v2' });

export const autoscalingv2Package = goPackage({
  path: 'k8s.io/api/autoscaling/v2',
  files: { 'types.go': src, 'register.go': registerSrc },
  deepCopy: { runtimePkg: 'runtime' },
  stringers,
});
