package config

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
		fmt.Fprintf(os.Stderr, "unable to get kubeconfig: %v\n", err)
		os.Exit(1)
	}
	return config
}

func clusterConfig() *rest.Config
