// k8s.io/client-go/dynamic/dynamicinformer and dynamic/dynamiclister, in Go as the real packages
// are (informer.go, lister.go here) over tools/cache's shared index informer and the dynamic client.

import { goPackage } from '../../pkg.ts';
import informerSrc from './informer.go?raw';
import listerSrc from './lister.go?raw';

export const dynamicinformerPackage = goPackage({
  path: 'k8s.io/client-go/dynamic/dynamicinformer',
  files: { 'informer.go': informerSrc },
});

export const dynamiclisterPackage = goPackage({
  path: 'k8s.io/client-go/dynamic/dynamiclister',
  files: { 'lister.go': listerSrc },
});
