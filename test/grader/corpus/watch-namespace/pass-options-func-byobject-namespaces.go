// corpus: pass
// replaces: cmd/main.go
// A managerOptions() helper reading WATCH_NAMESPACE with os.LookupEnv; each watched kind gets Namespaces in cache.ByObject.
package main

import (
	"fmt"
	"os"

	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/runtime"
	utilruntime "k8s.io/apimachinery/pkg/util/runtime"
	clientgoscheme "k8s.io/client-go/kubernetes/scheme"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/cache"
	"sigs.k8s.io/controller-runtime/pkg/client"
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

func managerOptions() (ctrl.Options, error) {
	ns, ok := os.LookupEnv("WATCH_NAMESPACE")
	if !ok || ns == "" {
		return ctrl.Options{}, fmt.Errorf("WATCH_NAMESPACE must be set")
	}
	only := map[string]cache.Config{ns: {}}
	return ctrl.Options{
		Scheme: scheme,
		Cache: cache.Options{ByObject: map[client.Object]cache.ByObject{
			&labv1.App{}:        {Namespaces: only},
			&corev1.ConfigMap{}: {Namespaces: only},
		}},
	}, nil
}

func main() {
	ctrl.SetLogger(zap.New(zap.UseDevMode(true)))

	opts, err := managerOptions()
	if err != nil {
		setupLog.Error(err, "bad configuration")
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
