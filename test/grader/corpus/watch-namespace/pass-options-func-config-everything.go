// replaces: cmd/main.go
// corpus: pass
// Style: a managerOptions() (ctrl.Options, error) helper with LookupEnv that refuses an unset WATCH_NAMESPACE; the namespace's cache.Config spells out labels.Everything().
package main

import (
	"fmt"
	"os"

	"k8s.io/apimachinery/pkg/labels"

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

func main() {
	ctrl.SetLogger(zap.New(zap.UseDevMode(true)))

	opts, err := managerOptions()
	if err != nil {
		setupLog.Error(err, "bad environment")
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

	setupLog.Info("starting manager")
	if err := mgr.Start(ctrl.SetupSignalHandler()); err != nil {
		setupLog.Error(err, "problem running manager")
		os.Exit(1)
	}
}

// managerOptions scopes the cache to the namespace the operator was installed for: its Role only
// covers that namespace, so an informer anywhere else would be refused.
func managerOptions() (ctrl.Options, error) {
	watch, ok := os.LookupEnv("WATCH_NAMESPACE")
	if !ok || watch == "" {
		return ctrl.Options{}, fmt.Errorf("WATCH_NAMESPACE must be set to the namespace this operator serves")
	}
	return ctrl.Options{
		Scheme: scheme,
		Cache: cache.Options{
			DefaultNamespaces: map[string]cache.Config{
				watch: {LabelSelector: labels.Everything()},
			},
		},
	}, nil
}
