package config

import (
	"flag"
	"fmt"
	"os"

	"k8s.io/client-go/rest"
)

// KubeconfigFlagName is the name of the kubeconfig flag
const KubeconfigFlagName = "kubeconfig"

var kubeconfig string

// init registers the "kubeconfig" flag to the default command line FlagSet, as the real package
// does ([CR] pkg/client/config/config.go): a main that defines its own "kubeconfig" flag on
// flag.CommandLine then panics with "flag redefined: kubeconfig".
func init() {
	RegisterFlags(flag.CommandLine)
}

// RegisterFlags registers flag variables to the given FlagSet if not already registered.
// It uses the default command line FlagSet, if none is provided. Currently, it only registers the kubeconfig flag.
func RegisterFlags(fs *flag.FlagSet) {
	if fs == nil {
		fs = flag.CommandLine
	}
	if f := fs.Lookup(KubeconfigFlagName); f != nil {
		kubeconfig = f.Value.String()
	} else {
		fs.StringVar(&kubeconfig, KubeconfigFlagName, "", "Paths to a kubeconfig. Only required if out-of-cluster.")
	}
}

// GetConfig creates a *rest.Config for talking to a Kubernetes API server: the simulated cluster,
// as the run's identity.
func GetConfig() (*rest.Config, error) {
	return GetConfigWithContext("")
}

// GetConfigWithContext creates a *rest.Config for talking to a Kubernetes API server with a
// specific context.
func GetConfigWithContext(context string) (*rest.Config, error) {
	// --kubeconfig names the file to load (clientcmd's ExplicitPath): a missing one is os.Stat's
	// error; any existing file is taken to name the run's cluster.
	if len(kubeconfig) > 0 {
		if _, err := os.Stat(kubeconfig); os.IsNotExist(err) && !isHomeKubeconfig(kubeconfig) {
			return nil, err
		}
	}
	return clusterConfig(), nil
}

// isHomeKubeconfig: the machine's own kubeconfig, ~/.kube/config (client-go tools/clientcmd here).
func isHomeKubeconfig(path string) bool {
	home, err := os.UserHomeDir()
	return err == nil && path == home+"/.kube/config"
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
