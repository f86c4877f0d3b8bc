// k8s.io/apimachinery/pkg/util/duration: HumanDuration and ShortHumanDuration (the AGE column of
// kubectl-style listings), plain Go.

import { goPackage } from '../pkg.ts';
import src from './utilduration.go?raw';

export const utilDurationPackage = goPackage({
  path: 'k8s.io/apimachinery/pkg/util/duration',
  files: { 'duration.go': src },
});
