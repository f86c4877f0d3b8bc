// k8s.io/apimachinery/pkg/util/runtime: Must (every kubebuilder main calls
// utilruntime.Must(clientgoscheme.AddToScheme(scheme))).

import { goPackage } from '../pkg.ts';

const src = `package runtime

// Must panics on non-nil errors. Useful to handling programmer level errors.
func Must(err error) {
	if err != nil {
		panic(err)
	}
}
`;

export const utilRuntimePackage = goPackage({
  path: 'k8s.io/apimachinery/pkg/util/runtime',
  files: { 'runtime.go': src },
});
