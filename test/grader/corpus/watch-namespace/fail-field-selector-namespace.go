// corpus: fail rbac.cache-syncs
// replaces: cmd/main.go
// Mistake: restricts the cache with a DefaultFieldSelector metadata.namespace=WATCH_NAMESPACE; the informers still list and watch at the cluster scope (with a field selector), which the Role does not allow.
package main

import (
	"os"

	"k8s.io/apimachinery/pkg/fields"
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

	ns := os.Getenv("WATCH_NAMESPACE")
	opts := ctrl.Options{Scheme: scheme}
	if ns != "" {
		setupLog.Info("restricting the cache", "namespace", ns)
		opts.Cache = cache.Options{
			DefaultFieldSelector: fields.OneTermEqualSelector("metadata.namespace", ns),
		}
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
