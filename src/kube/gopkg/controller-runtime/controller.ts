// sigs.k8s.io/controller-runtime/pkg/controller ([CR] pkg/controller/controller.go and
// pkg/internal/controller/controller.go, v0.24.1). The reconcile handler — Reconcile with panic
// recovery, the `Reconciler error` log, TerminalError detection — is Go, run here; the work queue,
// rate limiter and workers are the simulated controller's (src/kube/runtime/controller.ts), which
// calls back into reconcileHandler and applies the requeue rules to what it returns.

import { controllerNatives } from '../../bind/controller.ts';
import { goPackage } from '../pkg.ts';
import src from './controller.go?raw';
import typedSrc from './controller-typed.go?raw';

export const controllerPackage = goPackage({
  path: 'sigs.k8s.io/controller-runtime/pkg/controller',
  files: { 'controller.go': src, 'controller-typed.go': typedSrc },
  natives: controllerNatives,
});
