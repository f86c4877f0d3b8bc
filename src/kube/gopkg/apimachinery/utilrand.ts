// k8s.io/apimachinery/pkg/util/rand: random names and strings (rand.String(5) for generated
// suffixes and passwords, SafeEncodeString for hashes), plain Go.

import { goPackage } from '../pkg.ts';
import src from './utilrand.go?raw';

export const utilRandPackage = goPackage({
  path: 'k8s.io/apimachinery/pkg/util/rand',
  files: { 'rand.go': src },
});
