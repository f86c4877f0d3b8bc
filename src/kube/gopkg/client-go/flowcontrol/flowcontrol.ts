// k8s.io/client-go/util/flowcontrol: rate limiters and Backoff, in Go as the real package is
// (throttle.go, backoff.go here).

import { goPackage } from '../../pkg.ts';
import backoffSrc from './backoff.go?raw';
import throttleSrc from './throttle.go?raw';

export const flowcontrolPackage = goPackage({
  path: 'k8s.io/client-go/util/flowcontrol',
  files: { 'throttle.go': throttleSrc, 'backoff.go': backoffSrc },
});
