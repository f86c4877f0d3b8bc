// The reconciler's unit test: a table of Apps and a fake client with the status subresource.
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

	cases := []struct {
		name string
		app  *labv1.App
	}{
		{"new app", &labv1.App{
			ObjectMeta: metav1.ObjectMeta{Name: "shop", Namespace: "team-a"},
			Spec:       labv1.AppSpec{Version: "1.4.2"},
		}},
		{"already ready", &labv1.App{
			ObjectMeta: metav1.ObjectMeta{Name: "web", Namespace: "team-a"},
			Spec:       labv1.AppSpec{Version: "2.0.0"},
			Status:     labv1.AppStatus{Phase: "Ready", Version: "2.0.0"},
		}},
	}
	for _, tc := range cases {
		c := fake.NewClientBuilder().
			WithScheme(scheme).
			WithObjects(tc.app).
			WithStatusSubresource(&labv1.App{}).
			Build()
		r := &controller.AppReconciler{Client: c, Scheme: scheme}

		key := client.ObjectKeyFromObject(tc.app)
		if _, err := r.Reconcile(ctx, ctrl.Request{NamespacedName: key}); err != nil {
			fail("%s: Reconcile: %v", tc.name, err)
		}
		var got labv1.App
		if err := c.Get(ctx, key, &got); err != nil {
			fail("%s: Get: %v", tc.name, err)
		}
		if got.Status.Phase != "Ready" || got.Status.Version != tc.app.Spec.Version {
			fail("%s: status = %+v, want phase Ready and version %s", tc.name, got.Status, tc.app.Spec.Version)
		}
	}
	fmt.Println("PASS")
}

func fail(format string, args ...any) {
	fmt.Printf("FAIL: "+format+"\n", args...)
	os.Exit(1)
}
