// sigs.k8s.io/controller-runtime/pkg/finalizer: NewFinalizers, Register, Finalize (plain Go over
// controllerutil's finalizer helpers).

import { goPackage } from '../pkg.ts';
import src from './finalizer.go?raw';

export const finalizerPackage = goPackage({
  path: 'sigs.k8s.io/controller-runtime/pkg/finalizer',
  files: { 'finalizer.go': src },
});
