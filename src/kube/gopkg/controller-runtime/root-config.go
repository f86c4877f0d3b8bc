package config

import (
	"errors"
	"os"

	"k8s.io/client-go/rest"
	logf "sigs.k8s.io/controller-runtime/pkg/log"
)

var log = logf.Log.WithName("controller-runtime").WithName("client").WithName("config")

// GetConfig creates a *rest.Config for talking to a Kubernetes API server: here, the simulated
// cluster of the run, as the manager's identity (its ServiceAccount, or the admin).
func GetConfig() (*rest.Config, error) {
	cfg := loadConfig()
	if cfg == nil {
		return nil, errors.New("invalid configuration: no configuration has been provided, try setting KUBERNETES_MASTER environment variable")
	}
	return cfg, nil
}

func loadConfig() *rest.Config

// GetConfigOrDie creates a *rest.Config for talking to a Kubernetes apiserver. Will log an error
// and exit if there is an error creating the rest.Config.
func GetConfigOrDie() *rest.Config {
	config, err := GetConfig()
	if err != nil {
		log.Error(err, "unable to get kubeconfig")
		os.Exit(1)
	}
	return config
}
