// The reconciler's unit test, as a program: FAIL and exit 1 on a failed assertion.
package main

import (
	"context"
	"fmt"
	"os"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	ctrl "sigs.k8s.io/controller-runtime"
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
	seed := &labv1.App{
		ObjectMeta: metav1.ObjectMeta{Name: "shop", Namespace: "team-a"},
		Spec:       labv1.AppSpec{Version: "1.4.2"},
	}
	c := fake.NewClientBuilder().WithScheme(scheme).WithObjects(seed).WithStatusSubresource(&labv1.App{}).Build()
	r := &controller.AppReconciler{Client: c, Scheme: scheme}
	req := ctrl.Request{}
	req.Namespace, req.Name = "team-a", "shop"

	if _, err := r.Reconcile(ctx, req); err != nil {
		fail("first Reconcile: %v", err)
	}
	var first labv1.App
	if err := c.Get(ctx, req.NamespacedName, &first); err != nil {
		fail("Get: %v", err)
	}
	if first.Status.Phase != "Ready" || first.Status.Version != "1.4.2" {
		fail("after the first pass status = %+v", first.Status)
	}
	if _, err := r.Reconcile(ctx, req); err != nil {
		fail("second Reconcile: %v", err)
	}
	var second labv1.App
	if err := c.Get(ctx, req.NamespacedName, &second); err != nil {
		fail("Get: %v", err)
	}
	if second.ResourceVersion != first.ResourceVersion {
		fail("the second pass wrote again: resourceVersion %s -> %s", first.ResourceVersion, second.ResourceVersion)
	}
	fmt.Println("PASS")
}

func fail(format string, args ...any) {
	fmt.Printf("FAIL: "+format+"\n", args...)
	os.Exit(1)
}
