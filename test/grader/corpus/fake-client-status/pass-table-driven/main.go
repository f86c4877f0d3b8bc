// The reconciler's unit test, table-driven.
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

func must[T any](v T, err error) T {
	if err != nil {
		fmt.Printf("FAIL: %v\n", err)
		os.Exit(1)
	}
	return v
}

func main() {
	ctx := context.Background()
	scheme := runtime.NewScheme()
	must(0, labv1.AddToScheme(scheme))
	cases := []struct {
		name   string
		status labv1.AppStatus
	}{
		{"new app", labv1.AppStatus{}},
		{"already ready", labv1.AppStatus{Phase: "Ready", Version: "1.4.2"}},
	}
	failed := false
	for _, tc := range cases {
		app := &labv1.App{
			ObjectMeta: metav1.ObjectMeta{Name: "shop", Namespace: "team-a"},
			Spec:       labv1.AppSpec{Version: "1.4.2"},
			Status:     tc.status,
		}
		c := fake.NewClientBuilder().WithScheme(scheme).WithObjects(app).WithStatusSubresource(&labv1.App{}).Build()
		r := &controller.AppReconciler{Client: c, Scheme: scheme}
		key := types.NamespacedName{Namespace: "team-a", Name: "shop"}
		must(r.Reconcile(ctx, ctrl.Request{NamespacedName: key}))
		var got labv1.App
		must(0, c.Get(ctx, key, &got))
		if got.Status.Phase != "Ready" || got.Status.Version != "1.4.2" {
			fmt.Printf("FAIL: %s: status = %+v, want Ready 1.4.2\n", tc.name, got.Status)
			failed = true
		}
	}
	if failed {
		os.Exit(1)
	}
	fmt.Println("PASS")
}
