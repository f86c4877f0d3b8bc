// corpus: fail rbac.cache-syncs
// replaces: cmd/main.go
// Mistake: starts the manager over every namespace first and restricts the cache to WATCH_NAMESPACE only if NewManager returns an error; NewManager does not fail (the refusals come when the cache starts), so the restricted manager is never built.
package main

import (
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

func main() {
	ctrl.SetLogger(zap.New(zap.UseDevMode(true)))

	cfg := ctrl.GetConfigOrDie()
	mgr, err := ctrl.NewManager(cfg, ctrl.Options{Scheme: scheme})
	if err != nil {
		// no cluster-wide permissions: fall back to the namespace we were installed for
		ns := os.Getenv("WATCH_NAMESPACE")
		setupLog.Info("falling back to one namespace", "namespace", ns, "reason", err.Error())
		mgr, err = ctrl.NewManager(cfg, ctrl.Options{
			Scheme: scheme,
			Cache:  cache.Options{DefaultNamespaces: map[string]cache.Config{ns: {}}},
		})
	}
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
