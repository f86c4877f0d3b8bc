// corpus: fail rbac.cache-syncs
// 缓存选项在辅助函数里构造，读的是 NAMESPACE 而不是 WATCH_NAMESPACE：the cache covers the cluster (helper + getenv passed as a func value).
// replaces: cmd/main.go
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

	// The Deployment sets WATCH_NAMESPACE (OLM sets it from the OperatorGroup's target namespaces).
	// The cache lists and watches only there, where the Role grants list and watch.
	mgr, err := ctrl.NewManager(ctrl.GetConfigOrDie(), managerOptions(os.Getenv))
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

// managerOptions 根据环境变量构造 Manager 的选项。
// 变量名写成了 NAMESPACE（Helm chart 里的习惯），部署只设置了 WATCH_NAMESPACE，于是缓存覆盖整个集群。
func managerOptions(getenv func(string) string) ctrl.Options {
	opts := ctrl.Options{Scheme: scheme}
	if ns := getenv("NAMESPACE"); ns != "" {
		opts.Cache = cache.Options{DefaultNamespaces: map[string]cache.Config{ns: {}}}
	}
	return opts
}
