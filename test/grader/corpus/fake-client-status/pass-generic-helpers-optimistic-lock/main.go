// The reconciler's unit test, as a program: FAIL and exit 1 on a failed assertion, PASS otherwise.
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

func must[T any](v T, err error) T {
	if err != nil {
		fail("%v", err)
	}
	return v
}

func newScheme() (*runtime.Scheme, error) {
	s := runtime.NewScheme()
	return s, labv1.AddToScheme(s)
}

func main() {
	ctx := context.Background()
	scheme := must(newScheme())

	app := &labv1.App{
		ObjectMeta: metav1.ObjectMeta{Name: "shop", Namespace: "team-a"},
		Spec:       labv1.AppSpec{Version: "1.4.2"},
	}
	// Like the cluster: the App CRD has the status subresource, so Update ignores status.
	c := fake.NewClientBuilder().
		WithScheme(scheme).
		WithObjects(app).
		WithStatusSubresource(app).
		Build()
	r := &controller.AppReconciler{Client: c, Scheme: scheme}

	key := client.ObjectKeyFromObject(app)
	must(r.Reconcile(ctx, ctrl.Request{NamespacedName: key}))

	got := &labv1.App{}
	if err := c.Get(ctx, key, got); err != nil {
		fail("Get: %v", err)
	}
	checks := []struct {
		field, got, want string
	}{
		{"status.phase", got.Status.Phase, "Ready"},
		{"status.version", got.Status.Version, "1.4.2"},
	}
	for _, tc := range checks {
		if tc.got != tc.want {
			fail("%s = %q, want %q", tc.field, tc.got, tc.want)
		}
	}
	fmt.Println("PASS")
}

func fail(format string, args ...any) {
	fmt.Printf("FAIL: "+format+"\n", args...)
	os.Exit(1)
}
