// k8s.io/client-go/plugin/pkg/client/auth and its cloud providers' packages: every kubebuilder
// scaffold's main.go imports the first for its side effect, older scaffolds and controller-runtime's
// examples import .../auth/gcp. Since client-go v0.26 the gcp and azure plugins are stubs whose
// factory fails with the text that tells the user which credential plugin replaces them
// ([CG] plugin/pkg/client/auth/gcp/gcp_stub.go, azure/azure_stub.go); auth imports both
// (plugins_providers.go). Its oidc plugin (plugins.go) is not modelled: a kubeconfig user naming
// the oidc auth-provider gets rest.GetAuthProvider's "no Auth Provider found".
import { goPackage } from '../pkg.ts';

export const clientAuthPackage = goPackage({
  path: 'k8s.io/client-go/plugin/pkg/client/auth',
  files: {
    'plugins_providers.go': `// Package auth imports the client-go credential plugins for their side effects.
package auth

import (
	// Initialize client auth plugins for cloud providers.
	_ "k8s.io/client-go/plugin/pkg/client/auth/azure"
	_ "k8s.io/client-go/plugin/pkg/client/auth/gcp"
)
`,
  },
});

/** A removed cloud provider's stub: it registers a factory that fails with `message`. */
function removedProvider(name: string, factory: string, message: string) {
  return goPackage({
    path: `k8s.io/client-go/plugin/pkg/client/auth/${name}`,
    files: {
      [`${name}_stub.go`]: `package ${name}

import (
	"errors"

	"k8s.io/client-go/rest"
	"k8s.io/klog/v2"
)

func init() {
	if err := rest.RegisterAuthProviderPlugin("${name}", ${factory}); err != nil {
		klog.Fatalf("Failed to register ${name} auth plugin: %v", err)
	}
}

func ${factory}(_ string, _ map[string]string, _ rest.AuthProviderConfigPersister) (rest.AuthProvider, error) {
	return nil, errors.New(\`${message}\`)
}
`,
    },
  });
}

export const clientAuthGcpPackage = removedProvider(
  'gcp',
  'newGCPAuthProvider',
  `The gcp auth plugin has been removed.
Please use the "gke-gcloud-auth-plugin" kubectl/client-go credential plugin instead.
See https://cloud.google.com/blog/products/containers-kubernetes/kubectl-auth-changes-in-gke for further details`,
);

export const clientAuthAzurePackage = removedProvider(
  'azure',
  'newAzureAuthProvider',
  `The azure auth plugin has been removed.
Please use the https://github.com/Azure/kubelogin kubectl/client-go credential plugin instead.
See https://kubernetes.io/docs/reference/access-authn-authz/authentication/#client-go-credential-plugins for further details`,
);
