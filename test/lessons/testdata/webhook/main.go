// The webhook-validate solution's validator answering one bad field with apierrors.NewInvalid: the
// client sees the validator's 422, behind the API server's "denied the request" prefix.
package main

import (
	"context"
	"fmt"
	"time"

	labv1 "example.com/lab/api/v1"
	webhookv1 "example.com/lab/internal/webhook/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	utilruntime "k8s.io/apimachinery/pkg/util/runtime"
	clientgoscheme "k8s.io/client-go/kubernetes/scheme"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
)

func main() {
	scheme := runtime.NewScheme()
	utilruntime.Must(clientgoscheme.AddToScheme(scheme))
	utilruntime.Must(labv1.AddToScheme(scheme))

	cfg := ctrl.GetConfigOrDie()
	mgr, err := ctrl.NewManager(cfg, ctrl.Options{Scheme: scheme})
	if err != nil {
		fmt.Println("manager:", err)
		return
	}
	if err := webhookv1.SetupAppWebhookWithManager(mgr); err != nil {
		fmt.Println("setup:", err)
		return
	}

	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	errc := make(chan error, 1)
	go func() { errc <- mgr.GetWebhookServer().Start(ctx) }()
	select {
	case err := <-errc:
		fmt.Println("webhook server:", err)
		return
	case <-time.After(100 * time.Millisecond):
	}

	c, err := client.New(cfg, client.Options{Scheme: scheme})
	if err != nil {
		fmt.Println("client:", err)
		return
	}
	big := &labv1.App{ObjectMeta: metav1.ObjectMeta{Name: "big", Namespace: "team-a"}, Spec: labv1.AppSpec{Image: "shop:1.4.2", Replicas: 20}}
	err = c.Create(ctx, big)
	fmt.Printf("webhook-invalid: %v [invalid=%t]\n", err, apierrors.IsInvalid(err))
}
