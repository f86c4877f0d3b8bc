// k8s.io/client-go/plugin/pkg/client/auth: every kubebuilder scaffold's main.go imports it for its
// side effect (registering the exec/OIDC credential plugins). The simulated cluster needs no
// credential plugins, so the package is empty: the blank import compiles, as with the real one.
import { goPackage } from '../pkg.ts';

export const clientAuthPackage = goPackage({
  path: 'k8s.io/client-go/plugin/pkg/client/auth',
  files: {
    'plugins.go': `// Package auth imports the client-go credential plugins for their side effects.
package auth
`,
  },
});
