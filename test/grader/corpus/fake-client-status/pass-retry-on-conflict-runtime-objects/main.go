// corpus: pass
// WithRuntimeObjects and WithStatusSubresource(app) (the seeded object names its kind); a switch of assertions and a second Reconcile that must not write.
// The reconciler's unit test. The lab has no `go test` yet, so this program plays
// TestReconcileMarksAppReady: it prints FAIL and exits 1 when an assertion fails, as a failing
// test does, and prints PASS otherwise.
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
	// The seeded App itself registers its kind's status subresource.
	c := fake.NewClientBuilder().
		WithScheme(scheme).
		WithRuntimeObjects(app).
		WithStatusSubresource(app).
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
	switch {
	case got.Status.Phase != "Ready":
		fail("status.phase = %q, want Ready", got.Status.Phase)
	case got.Status.Version != "1.4.2":
		fail("status.version = %q, want 1.4.2", got.Status.Version)
	}
	// A second pass has nothing to do: it must not write again.
	rv := got.ResourceVersion
	if _, err := r.Reconcile(ctx, ctrl.Request{NamespacedName: key}); err != nil {
		fail("second Reconcile: %v", err)
	}
	if err := c.Get(ctx, key, &got); err != nil {
		fail("Get: %v", err)
	}
	if got.ResourceVersion != rv {
		fail("second Reconcile wrote the App again (resourceVersion %s → %s)", rv, got.ResourceVersion)
	}
	fmt.Println("PASS")
}

func fail(format string, args ...any) {
	fmt.Printf("FAIL: "+format+"\n", args...)
	os.Exit(1)
}
