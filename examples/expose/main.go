// Command expose is a client-go controller in the shape of kubernetes/sample-controller: shared
// informers for Deployments and Services, a rate-limited work queue fed by their event handlers,
// workers that read through the listers. Every Deployment labelled expose=true gets a Service of
// the same name, owned by it, for its first container port.
package main

import (
	"flag"
	"log"
	"time"

	"k8s.io/client-go/informers"
	"k8s.io/client-go/kubernetes"
	"k8s.io/client-go/tools/clientcmd"
	"sigs.k8s.io/controller-runtime/pkg/manager/signals"
)

// +kubebuilder:rbac:groups=apps,resources=deployments,verbs=get;list;watch
// +kubebuilder:rbac:groups="",resources=services,verbs=get;list;watch;create;update

func main() {
	var kubeconfig string
	var workers int
	flag.StringVar(&kubeconfig, "kubeconfig", "", "Path to a kubeconfig. Only required if out-of-cluster.")
	flag.IntVar(&workers, "workers", 2, "Number of workers processing the work queue.")
	flag.Parse()

	// set up signals so we handle the shutdown signal gracefully
	ctx := signals.SetupSignalHandler()

	rules := clientcmd.NewDefaultClientConfigLoadingRules()
	rules.ExplicitPath = kubeconfig
	cfg, err := clientcmd.NewNonInteractiveDeferredLoadingClientConfig(rules, &clientcmd.ConfigOverrides{}).ClientConfig()
	if err != nil {
		log.Fatalf("Error building kubeconfig: %v", err)
	}
	client, err := kubernetes.NewForConfig(cfg)
	if err != nil {
		log.Fatalf("Error building kubernetes clientset: %v", err)
	}

	factory := informers.NewSharedInformerFactory(client, 30*time.Second)
	controller := NewController(ctx, client,
		factory.Apps().V1().Deployments(),
		factory.Core().V1().Services())

	// Start is non-blocking: the informers run in their own goroutines until ctx is done.
	factory.Start(ctx.Done())

	if err := controller.Run(ctx, workers); err != nil {
		log.Fatalf("Error running controller: %v", err)
	}
}
