// sigs.k8s.io/controller-runtime/pkg/reconcile: Request, Result, Reconciler, TerminalError. Result
// as of the minor: Result.Priority exists from v0.23.

import { goPackage } from '../pkg.ts';
import src from './reconcile.go?raw';
import resultSrc from './reconcile-result.go?raw';
import resultV022Src from './reconcile-result-v022.go?raw';

export const reconcilePackage = goPackage({
  path: 'sigs.k8s.io/controller-runtime/pkg/reconcile',
  files: { 'reconcile.go': src, 'result.go': resultSrc },
});

export const reconcileV022Package = goPackage({
  path: 'sigs.k8s.io/controller-runtime/pkg/reconcile',
  files: { 'reconcile.go': src, 'result.go': resultV022Src },
});
