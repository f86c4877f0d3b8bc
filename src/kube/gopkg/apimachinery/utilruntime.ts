// k8s.io/apimachinery/pkg/util/runtime: Must (every kubebuilder main calls
// utilruntime.Must(clientgoscheme.AddToScheme(scheme))).

import { goPackage } from '../pkg.ts';
import src from './utilruntime.go?raw';

export const utilRuntimePackage = goPackage({
  path: 'k8s.io/apimachinery/pkg/util/runtime',
  files: { 'runtime.go': src },
});
