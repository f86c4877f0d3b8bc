// corpus: pass
// replaces: cmd/main.go
// Not gofmt'ed; a generic helper turns a comma-separated WATCH_NAMESPACE into the cache's map, panicking when it is empty.
package main

import (
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

var scheme = runtime.NewScheme()
var setupLog = ctrl.Log.WithName("setup")

func init() {
    utilruntime.Must(clientgoscheme.AddToScheme(scheme))
    utilruntime.Must(labv1.AddToScheme(scheme))
}

// toSet builds a map with one zero value per key.
func toSet[K comparable, V any](keys []K) map[K]V {
    m := make(map[K]V, len(keys))
    for _, k := range keys { m[k] = *new(V) }
    return m
}

func mustEnv(name string) string {
    v, ok := os.LookupEnv(name)
    if !ok || strings.TrimSpace(v) == "" { panic(name + " must be set") }
    return v
}

func main() {
    ctrl.SetLogger(zap.New(zap.UseDevMode(true)))
    namespaces := strings.Split(mustEnv("WATCH_NAMESPACE"), ",")
    for i := range namespaces { namespaces[i] = strings.TrimSpace(namespaces[i]) }
    setupLog.Info("cache restricted", "namespaces", namespaces)

    mgr, err := ctrl.NewManager(ctrl.GetConfigOrDie(), ctrl.Options{Scheme: scheme, Cache: cache.Options{DefaultNamespaces: toSet[string, cache.Config](namespaces)}})
    if err != nil { setupLog.Error(err, "unable to start manager"); os.Exit(1) }

    if err = (&controller.AppReconciler{Client: mgr.GetClient(), Scheme: mgr.GetScheme()}).SetupWithManager(mgr); err != nil {
        setupLog.Error(err, "unable to create controller", "controller", "App"); os.Exit(1)
    }
    if err = mgr.Start(ctrl.SetupSignalHandler()); err != nil { setupLog.Error(err, "problem running manager"); os.Exit(1) }
}
