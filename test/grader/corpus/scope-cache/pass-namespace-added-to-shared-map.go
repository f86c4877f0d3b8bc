// corpus: pass
// replaces: cmd/main.go
// Style: platform is added to the DefaultNamespaces map after ctrl.Options was built from it; the options hold the same map, so the cache covers platform.
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

	// This operator serves the team-a namespace only, so its cache watches only team-a.
	watched := map[string]cache.Config{"team-a": {}}
	opts := ctrl.Options{
		Scheme: scheme,
		Cache:  cache.Options{DefaultNamespaces: watched},
	}
	// The tiers ConfigMap lives in platform. We chose to cache platform too: the reconciler reads
	// tiers on every pass, and a cached read costs no request; the price is a list and watch of
	// platform's ConfigMaps (and Apps), which is a small namespace. Added to the same map the
	// options already hold, so opts sees it.
	watched["platform"] = cache.Config{}

	mgr, err := ctrl.NewManager(ctrl.GetConfigOrDie(), opts)
	if err != nil {
		setupLog.Error(err, "unable to start manager")
		os.Exit(1)
	}

	if err := (&controller.AppReconciler{
		Client:    mgr.GetClient(),
		APIReader: mgr.GetAPIReader(),
		Scheme:    mgr.GetScheme(),
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
