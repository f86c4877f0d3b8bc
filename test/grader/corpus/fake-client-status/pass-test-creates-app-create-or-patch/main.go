// The reconciler's unit test: the App is created through the fake client, as the API server would
// receive it, and the status must survive a reconcile on a client that has the status subresource.
package main

import (
	"context"
	"fmt"
	"os"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/client/fake"

	labv1 "example.com/lab/api/v1"
	"example.com/lab/internal/controller"
)

func main() {
	ctx := context.Background()
	scheme := runtime.NewScheme()
	if err := labv1.AddToScheme(scheme); err != nil {
		fail("AddToScheme: %v", err)
	}
	c := fake.NewClientBuilder().WithScheme(scheme).WithStatusSubresource(&labv1.App{}).Build()

	app := &labv1.App{
		ObjectMeta: metav1.ObjectMeta{Name: "shop", Namespace: "team-a"},
		Spec:       labv1.AppSpec{Version: "1.4.2"},
	}
	if err := c.Create(ctx, app); err != nil {
		fail("Create: %v", err)
	}
	r := &controller.AppReconciler{Client: c, Scheme: scheme}
	req := ctrl.Request{NamespacedName: client.ObjectKeyFromObject(app)}
	for i := 1; i <= 2; i++ {
		if _, err := r.Reconcile(ctx, req); err != nil {
			fail("Reconcile #%d: %v", i, err)
		}
	}

	got := &labv1.App{}
	if err := c.Get(ctx, req.NamespacedName, got); err != nil {
		fail("Get: %v", err)
	}
	if got.Status.Phase != "Ready" || got.Status.Version != "1.4.2" {
		fail("status = %+v, want phase Ready and version 1.4.2", got.Status)
	}
	fmt.Println("PASS")
}

func fail(format string, args ...any) {
	fmt.Printf("FAIL: "+format+"\n", args...)
	os.Exit(1)
}
