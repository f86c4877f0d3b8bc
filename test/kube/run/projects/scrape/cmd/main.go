package main

import (
	"flag"
	"os"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/runtime"
	utilruntime "k8s.io/apimachinery/pkg/util/runtime"
	"k8s.io/client-go/discovery"
	clientgoscheme "k8s.io/client-go/kubernetes/scheme"
	"k8s.io/client-go/tools/clientcmd"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/log/zap"
	metricsserver "sigs.k8s.io/controller-runtime/pkg/metrics/server"

	monitoringv1alpha1 "github.com/example/scrape-operator/api/v1alpha1"
	"github.com/example/scrape-operator/internal/controller"
)

var (
	scheme   = runtime.NewScheme()
	setupLog = ctrl.Log.WithName("setup")
)

func init() {
	utilruntime.Must(clientgoscheme.AddToScheme(scheme))
	utilruntime.Must(monitoringv1alpha1.AddToScheme(scheme))
}

// serviceMonitorGroupVersion is the Prometheus Operator's API; it is optional.
const serviceMonitorGroupVersion = "monitoring.coreos.com/v1"

func main() {
	opts := zap.Options{Development: true}
	opts.BindFlags(flag.CommandLine)
	flag.Parse()
	ctrl.SetLogger(zap.New(zap.UseFlagOptions(&opts)))

	// $KUBECONFIG or ~/.kube/config, else the pod's service account, as kubectl resolves it.
	kubeconfig := clientcmd.NewNonInteractiveDeferredLoadingClientConfig(
		clientcmd.NewDefaultClientConfigLoadingRules(), &clientcmd.ConfigOverrides{})
	cfg, err := kubeconfig.ClientConfig()
	if err != nil {
		setupLog.Error(err, "unable to load kubeconfig")
		os.Exit(1)
	}
	namespace, _, err := kubeconfig.Namespace()
	if err != nil {
		setupLog.Error(err, "unable to read the kubeconfig namespace")
		os.Exit(1)
	}

	dc, err := discovery.NewDiscoveryClientForConfig(cfg)
	if err != nil {
		setupLog.Error(err, "unable to create discovery client")
		os.Exit(1)
	}
	version, err := dc.ServerVersion()
	if err != nil {
		setupLog.Error(err, "unable to read the server version")
		os.Exit(1)
	}
	serviceMonitors := true
	if _, err := dc.ServerResourcesForGroupVersion(serviceMonitorGroupVersion); apierrors.IsNotFound(err) {
		serviceMonitors = false
	} else if err != nil {
		setupLog.Error(err, "unable to discover the ServiceMonitor API")
		os.Exit(1)
	}
	setupLog.Info("cluster", "version", version.String(), "namespace", namespace, "serviceMonitors", serviceMonitors)

	mgr, err := ctrl.NewManager(cfg, ctrl.Options{
		Scheme:  scheme,
		Metrics: metricsserver.Options{BindAddress: "0"},
	})
	if err != nil {
		setupLog.Error(err, "unable to start manager")
		os.Exit(1)
	}

	if err = (&controller.ScrapeTargetReconciler{
		Client:          mgr.GetClient(),
		Scheme:          mgr.GetScheme(),
		ServiceMonitors: serviceMonitors,
	}).SetupWithManager(mgr); err != nil {
		setupLog.Error(err, "unable to create controller", "controller", "ScrapeTarget")
		os.Exit(1)
	}

	setupLog.Info("starting manager")
	if err := mgr.Start(ctrl.SetupSignalHandler()); err != nil {
		setupLog.Error(err, "problem running manager")
		os.Exit(1)
	}
}
