// corpus: pass
// replaces: cmd/main.go
// Style: the manager's options are built by a list of option functions; a clusterWide option is defined for a future all-namespaces install but not in the list.
package main

import (
	"fmt"
	"os"

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

type option func(*ctrl.Options) error

func withScheme(o *ctrl.Options) error {
	o.Scheme = scheme
	return nil
}

func withWatchNamespace(o *ctrl.Options) error {
	ns, ok := os.LookupEnv("WATCH_NAMESPACE")
	if !ok || ns == "" {
		return fmt.Errorf("WATCH_NAMESPACE must be set")
	}
	o.Cache.DefaultNamespaces = map[string]cache.Config{ns: {}}
	return nil
}

// clusterWide is for an install with a ClusterRole; this operator does not have one.
func clusterWide(o *ctrl.Options) error {
	o.Cache.DefaultNamespaces = nil
	return nil
}

var _ option = clusterWide

func build(opts ...option) (ctrl.Options, error) {
	var o ctrl.Options
	for _, apply := range opts {
		if err := apply(&o); err != nil {
			return o, err
		}
	}
	return o, nil
}

func main() {
	ctrl.SetLogger(zap.New(zap.UseDevMode(true)))

	opts, err := build(withScheme, withWatchNamespace)
	if err != nil {
		setupLog.Error(err, "invalid configuration")
		os.Exit(1)
	}

	mgr, err := ctrl.NewManager(ctrl.GetConfigOrDie(), opts)
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

	setupLog.Info("starting manager", "namespaces", len(opts.Cache.DefaultNamespaces))
	if err := mgr.Start(ctrl.SetupSignalHandler()); err != nil {
		setupLog.Error(err, "problem running manager")
		os.Exit(1)
	}
}
