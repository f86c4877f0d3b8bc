// corpus: pass
// The test: the fake client with the status subresource, and a generic expect helper over a table of fields; the reconciler patches r.SubResource("status") with an optimistic lock and wraps its errors with %w.
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

func expect[T comparable](what string, got, want T) {
	if got != want {
		fail("%s = %v, want %v", what, got, want)
	}
}

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
	// as on the cluster: the CRD has +kubebuilder:subresource:status
	c := fake.NewClientBuilder().
		WithScheme(scheme).
		WithObjects(app).
		WithStatusSubresource(&labv1.App{}).
		Build()
	r := &controller.AppReconciler{Client: c, Scheme: scheme}

	key := types.NamespacedName{Namespace: "team-a", Name: "shop"}
	if _, err := r.Reconcile(ctx, ctrl.Request{NamespacedName: key}); err != nil {
		fail("Reconcile: %v", err)
	}

	var got labv1.App
	if err := c.Get(ctx, key, &got); err != nil {
		fail("Get: %v", err)
	}
	for _, f := range []struct{ what, got, want string }{
		{"status.phase", got.Status.Phase, "Ready"},
		{"status.version", got.Status.Version, "1.4.2"},
	} {
		expect(f.what, f.got, f.want)
	}
	fmt.Println("PASS")
}

func fail(format string, args ...any) {
	fmt.Printf("FAIL: "+format+"\n", args...)
	os.Exit(1)
}
