// sigs.k8s.io/controller-runtime/pkg/client/config: GetConfig / GetConfigOrDie, which a manager's
// main uses (`ctrl.GetConfigOrDie()`). In the simulator the "kubeconfig" is the run's cluster and
// identity (the manager's ServiceAccount, or the admin when the runner says so).

import type { NativeContext } from '../../../go/interp/native.ts';
import { zero } from '../../../go/interp/values.ts';
import { ADMIN_USER } from '../../apiserver/server.ts';
import { fillConfig } from '../../bind/client-identity.ts';
import { maybeKubeEnv } from '../../bind/env.ts';
import { goPackage } from '../pkg.ts';

const src = `package config

import (
	"fmt"
	"os"

	"k8s.io/client-go/rest"
)

// GetConfig creates a *rest.Config for talking to a Kubernetes API server: the simulated cluster,
// as the run's identity.
func GetConfig() (*rest.Config, error) {
	return clusterConfig(), nil
}

// GetConfigWithContext creates a *rest.Config for talking to a Kubernetes API server with a
// specific context.
func GetConfigWithContext(context string) (*rest.Config, error) {
	return clusterConfig(), nil
}

// GetConfigOrDie creates a *rest.Config for talking to a Kubernetes apiserver. If
// --kubeconfig is set, will use the kubeconfig file at that location. Otherwise will assume
// running in cluster and use the cluster provided kubeconfig.
//
// Will log an error and exit if there is an error creating the rest.Config.
func GetConfigOrDie() *rest.Config {
	config, err := GetConfig()
	if err != nil {
		fmt.Fprintf(os.Stderr, "unable to get kubeconfig: %v\\n", err)
		os.Exit(1)
	}
	return config
}

func clusterConfig() *rest.Config
`;

export const clientConfigPackage = goPackage({
  path: 'sigs.k8s.io/controller-runtime/pkg/client/config',
  files: { 'config.go': src },
  natives: {
    clusterConfig: (ctx: NativeContext) => {
      const cfg = zero(ctx.typeOf('k8s.io/client-go/rest', 'Config'));
      fillConfig(cfg, 'https://10.96.0.1:443', maybeKubeEnv()?.identity ?? ADMIN_USER);
      return cfg;
    },
  },
});
