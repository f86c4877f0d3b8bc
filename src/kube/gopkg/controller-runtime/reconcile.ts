// sigs.k8s.io/controller-runtime/pkg/reconcile: Request, Result, Reconciler, TerminalError.

import { goPackage } from '../pkg.ts';
import src from './reconcile.go?raw';

export const reconcilePackage = goPackage({
  path: 'sigs.k8s.io/controller-runtime/pkg/reconcile',
  files: { 'reconcile.go': src },
});
