// sigs.k8s.io/controller-runtime/pkg/cache ([CR] pkg/cache/cache.go, v0.24.1): the options that
// shape the manager's informer cache, and the Cache the manager hands out. Reads go through the
// manager's cached reader (K1's client over the simulated InformerCache); IndexField registers a
// field index whose extractor is the learner's Go function.

import { cacheNatives } from '../../bind/manager-cache.ts';
import { goPackage } from '../pkg.ts';
import src from './cache.go?raw';

export const cachePackage = goPackage({
  path: 'sigs.k8s.io/controller-runtime/pkg/cache',
  files: { 'cache.go': src },
  natives: cacheNatives,
});
