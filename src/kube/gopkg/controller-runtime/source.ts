// sigs.k8s.io/controller-runtime/pkg/source ([CR] pkg/source/source.go, pkg/internal/source/kind.go):
// a Kind source watches one type through the manager's cache. Start hands the simulated manager a
// dispatch closure; each informer event is decoded into a fresh Go object and dispatched here, in
// Go, through the predicates to the event handler, which adds requests to the controller's queue.

import { startKindNative } from '../../bind/controller.ts';
import { goPackage } from '../pkg.ts';
import src from './source.go?raw';

export const sourcePackage = goPackage({
  path: 'sigs.k8s.io/controller-runtime/pkg/source',
  files: { 'source.go': src },
  natives: { startKind: startKindNative },
});
