// k8s.io/client-go/tools/leaderelection and its resourcelock package, in Go as the real ones are
// (leaderelection.go, resourcelock.go here): a Lease taken and renewed through the typed
// CoordinationV1 client, on the virtual clock.

import { goPackage } from '../../pkg.ts';
import { clientGoMinor } from '../clientcmd/clientcmd.ts';
import healthzSrc from './healthzadaptor.go?raw';
import leaderelectionSrc from './leaderelection.go?raw';
import resourcelockSrc from './resourcelock.go?raw';

export const leaderelectionPackage = goPackage({
  path: 'k8s.io/client-go/tools/leaderelection',
  files: { 'leaderelection.go': leaderelectionSrc, 'healthzadaptor.go': healthzSrc },
  natives: { clientGoMinor: () => clientGoMinor() },
});

export const resourcelockPackage = goPackage({
  path: 'k8s.io/client-go/tools/leaderelection/resourcelock',
  files: { 'leaselock.go': resourcelockSrc },
});
