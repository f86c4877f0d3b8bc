package main

import (
	"context"
	"fmt"
	"time"

	labv1 "example.com/lab/api/v1"
	webhookv1 "example.com/lab/internal/webhook/v1"
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
	go func() {
		if err := mgr.GetWebhookServer().Start(ctx); err != nil {
			fmt.Println("webhook server:", err)
		}
	}()
	time.Sleep(50 * time.Millisecond)

	c, _ := client.New(cfg, client.Options{Scheme: scheme})
	app := &labv1.App{ObjectMeta: metav1.ObjectMeta{Name: "web", Namespace: "team-a", Labels: map[string]string{"protected": "true"}}, Spec: labv1.AppSpec{Image: "shop:1"}}
	if err := c.Create(ctx, app); err != nil {
		fmt.Println("create web:", err)
	}
	fmt.Println("web:", app.Spec.Replicas, app.Annotations["lab.example.com/defaulted"])
	for _, a := range []*labv1.App{
		{ObjectMeta: metav1.ObjectMeta{Name: "big", Namespace: "team-a"}, Spec: labv1.AppSpec{Image: "shop:1", Replicas: 9}},
		{ObjectMeta: metav1.ObjectMeta{Name: "boom", Namespace: "team-a"}, Spec: labv1.AppSpec{Image: "boom", Replicas: 1}},
	} {
		fmt.Printf("create %s: %v\n", a.Name, c.Create(ctx, a))
	}
	fmt.Println("delete web:", c.Delete(ctx, app))
}
