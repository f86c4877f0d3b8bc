// A unit test that uses a fake client shaped like the cluster (status subresource) and reconciles twice.
package main

import (
	"context"
	"fmt"
	"os"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/types"
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
	app := &labv1.App{
		ObjectMeta: metav1.ObjectMeta{Name: "shop", Namespace: "team-a"},
		Spec:       labv1.AppSpec{Version: "1.4.2"},
	}
	// The App CRD has +kubebuilder:subresource:status: the fake client must know it too.
	c := fake.NewClientBuilder().WithScheme(scheme).WithObjects(app).WithStatusSubresource(app).Build()
	r := &controller.AppReconciler{Client: c, Scheme: scheme}
	key := types.NamespacedName{Namespace: "team-a", Name: "shop"}

	var rvs []string
	for i := 0; i < 2; i++ {
		if _, err := r.Reconcile(ctx, ctrl.Request{NamespacedName: key}); err != nil {
			fail("Reconcile #%d: %v", i+1, err)
		}
		var got labv1.App
		if err := c.Get(ctx, key, &got); err != nil {
			fail("Get: %v", err)
		}
		if got.Status.Phase != "Ready" || got.Status.Version != "1.4.2" {
			fail("after reconcile #%d: status = %+v, want phase Ready and version 1.4.2", i+1, got.Status)
		}
		rvs = append(rvs, got.ResourceVersion)
	}
	if rvs[0] != rvs[1] {
		fail("second reconcile wrote again: resourceVersion %s -> %s", rvs[0], rvs[1])
	}
	fmt.Println("PASS")
}

func fail(format string, args ...any) {
	fmt.Printf("FAIL: "+format+"\n", args...)
	os.Exit(1)
}
