// corpus: fail rbac.cache-syncs
// replaces: cmd/main.go
// WATCH_NAMESPACE read right, but kube-system added to DefaultNamespaces "for the leader election lease": the cache lists there, where the Role grants nothing, and never syncs.
package main

import (
	"fmt"
	"os"

	"k8s.io/apimachinery/pkg/runtime"
	utilruntime "k8s.io/apimachinery/pkg/util/runtime"
	clientgoscheme "k8s.io/client-go/kubernetes/scheme"
	ctrl "sigs.k8s.io/controller-runtime"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
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
			// kube-system too: the leader election lease lives there
			DefaultNamespaces: map[string]cache.Config{ns: {}, metav1.NamespaceSystem: {}},
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
