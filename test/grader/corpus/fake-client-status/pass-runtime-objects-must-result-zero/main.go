// corpus: pass
// utilruntime.Must for the scheme, WithRuntimeObjects, the key from client.ObjectKeyFromObject, and a check that the Result asks for nothing.
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
	utilruntime "k8s.io/apimachinery/pkg/util/runtime"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/client/fake"

	labv1 "example.com/lab/api/v1"
	"example.com/lab/internal/controller"
)

func main() {
	ctx := context.Background()
	scheme := runtime.NewScheme()
	utilruntime.Must(labv1.AddToScheme(scheme))

	app := &labv1.App{
		ObjectMeta: metav1.ObjectMeta{Name: "shop", Namespace: "team-a"},
		Spec:       labv1.AppSpec{Version: "1.4.2"},
	}
	c := fake.NewClientBuilder().
		WithScheme(scheme).
		WithRuntimeObjects(app).
		WithStatusSubresource(&labv1.App{}). // as the CRD: +kubebuilder:subresource:status
		Build()
	r := &controller.AppReconciler{Client: c, Scheme: scheme}

	key := client.ObjectKeyFromObject(app)
	res, err := r.Reconcile(ctx, ctrl.Request{NamespacedName: key})
	if err != nil {
		fail("Reconcile: %v", err)
	}
	if !res.IsZero() {
		fail("Reconcile result = %+v, want none", res)
	}

	var got labv1.App
	if err := c.Get(ctx, key, &got); err != nil {
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
