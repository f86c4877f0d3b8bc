// replaces: cmd/main.go
// corpus: pass
// Reads WATCH_NAMESPACE in a helper that accepts a comma-separated list, iterating strings.SplitSeq (Go 1.24) and skipping blanks; an empty result stops the manager before it starts.
package main

import (
	"errors"
	"os"
	"strings"

	"k8s.io/apimachinery/pkg/runtime"
	utilruntime "k8s.io/apimachinery/pkg/util/runtime"
	clientgoscheme "k8s.io/client-go/kubernetes/scheme"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/cache"
	"sigs.k8s.io/controller-runtime/pkg/log/zap"

	labv1 "example.com/lab/api/v1"
	"example.com/lab/internal/controller"
)

var (
	scheme   = runtime.NewScheme()
	setupLog = ctrl.Log.WithName("setup")
)

func init() {
	utilruntime.Must(clientgoscheme.AddToScheme(scheme))
	utilruntime.Must(labv1.AddToScheme(scheme))
}

var errNoNamespace = errors.New("WATCH_NAMESPACE is empty: this operator is installed for a namespace and cannot watch the whole cluster")

// cacheNamespaces turns "team-a" or "team-a, team-c" into the cache's DefaultNamespaces.
func cacheNamespaces(env string) (map[string]cache.Config, error) {
	out := map[string]cache.Config{}
	for ns := range strings.SplitSeq(env, ",") {
		if ns = strings.TrimSpace(ns); ns != "" {
			out[ns] = cache.Config{}
		}
	}
	if len(out) == 0 {
		return nil, errNoNamespace
	}
	return out, nil
}

func main() {
	ctrl.SetLogger(zap.New(zap.UseDevMode(true)))

	namespaces, err := cacheNamespaces(os.Getenv("WATCH_NAMESPACE"))
	if err != nil {
		setupLog.Error(err, "unable to configure the cache")
		os.Exit(1)
	}
	setupLog.V(1).Info("cache restricted", "namespaces", len(namespaces))

	mgr, err := ctrl.NewManager(ctrl.GetConfigOrDie(), ctrl.Options{
		Scheme: scheme,
		Cache:  cache.Options{DefaultNamespaces: namespaces},
	})
	if err != nil {
		setupLog.Error(err, "unable to start manager")
		os.Exit(1)
	}

	if err := (&controller.AppReconciler{
		Client: mgr.GetClient(),
		Scheme: mgr.GetScheme(),
	}).SetupWithManager(mgr); err != nil {
		setupLog.Error(err, "unable to create controller", "controller", "App")
		os.Exit(1)
	}

	setupLog.Info("starting manager")
	if err := mgr.Start(ctrl.SetupSignalHandler()); err != nil {
		setupLog.Error(err, "problem running manager")
		os.Exit(1)
	}
}
