// TestReconcileMarksAppReady as a program (FAIL + exit 1, or PASS).
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
	scheme := runtime.NewScheme()
	must(labv1.AddToScheme(scheme))

	seed := &labv1.App{
		ObjectMeta: metav1.ObjectMeta{Name: "shop", Namespace: "team-a"},
		Spec:       labv1.AppSpec{Version: "1.4.2"},
	}
	cl := fake.NewClientBuilder().
		WithScheme(scheme).
		WithRuntimeObjects(seed).
		WithStatusSubresource(&labv1.App{}). // the CRD has +kubebuilder:subresource:status
		Build()

	ctx := context.TODO()
	key := types.NamespacedName{Namespace: seed.Namespace, Name: seed.Name}
	rec := &controller.AppReconciler{Client: cl, Scheme: scheme}
	if _, err := rec.Reconcile(ctx, ctrl.Request{NamespacedName: key}); err != nil {
		fmt.Printf("FAIL: Reconcile returned %v\n", err)
		os.Exit(1)
	}

	after := &labv1.App{}
	must(cl.Get(ctx, key, after))
	if want := (labv1.AppStatus{Phase: "Ready", Version: "1.4.2"}); after.Status != want {
		fmt.Printf("FAIL: status %+v, want %+v\n", after.Status, want)
		os.Exit(1)
	}
	fmt.Println("PASS")
}

func must(err error) {
	if err != nil {
		fmt.Printf("FAIL: %v\n", err)
		os.Exit(1)
	}
}
