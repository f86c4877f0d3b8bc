// corpus: pass
// replaces: cmd/main.go
// DefaultNamespaces from WATCH_NAMESPACE, and cache.TransformStripManagedFields() as the DefaultTransform.
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

func main() {
	ctrl.SetLogger(zap.New(zap.UseDevMode(true)))

	// The Deployment sets WATCH_NAMESPACE (OLM sets it from the OperatorGroup's target namespaces).
	// The cache lists and watches only there, where the Role grants list and watch.
	ns, err := watchNamespace()
	if err != nil {
		setupLog.Error(err, "unable to get the namespace to watch")
		os.Exit(1)
	}
	mgr, err := ctrl.NewManager(ctrl.GetConfigOrDie(), ctrl.Options{
		Scheme: scheme,
		Cache: cache.Options{
			DefaultNamespaces: map[string]cache.Config{ns: {}},
			// managed fields are never read here: keep them out of the cache's memory
			DefaultTransform: cache.TransformStripManagedFields(),
		},
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

// watchNamespace is the namespace the operator was installed for. Unset is an error here: an empty
// namespace would make the cache list at the cluster scope, which the Role does not allow.
func watchNamespace() (string, error) {
	ns, found := os.LookupEnv("WATCH_NAMESPACE")
	if !found || ns == "" {
		return "", fmt.Errorf("WATCH_NAMESPACE must be set")
	}
	return ns, nil
}
