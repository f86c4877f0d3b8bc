// The reconciler's unit test, as a program (FAIL and exit 1 on a failed assertion, PASS otherwise):
// the fake client has the App's status subresource, as the CRD does.
package main

import (
	"context"
	"fmt"
	"os"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/types"
	utilruntime "k8s.io/apimachinery/pkg/util/runtime"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client/fake"

	labv1 "example.com/lab/api/v1"
	"example.com/lab/internal/controller"
)

func main() {
	scheme := runtime.NewScheme()
	utilruntime.Must(labv1.AddToScheme(scheme))

	seed := &labv1.App{
		ObjectMeta: metav1.ObjectMeta{Namespace: "team-a", Name: "shop"},
		Spec:       labv1.AppSpec{Version: "1.4.2"},
	}
	c := fake.NewClientBuilder().
		WithScheme(scheme).
		WithObjects(seed).
		WithStatusSubresource(&labv1.App{}).
		Build()

	key := types.NamespacedName{Namespace: "team-a", Name: "shop"}
	r := &controller.AppReconciler{Client: c, Scheme: scheme}
	if _, err := r.Reconcile(context.Background(), ctrl.Request{NamespacedName: key}); err != nil {
		fmt.Println("FAIL: Reconcile:", err)
		os.Exit(1)
	}

	got := &labv1.App{}
	if err := c.Get(context.Background(), key, got); err != nil {
		fmt.Println("FAIL: Get:", err)
		os.Exit(1)
	}
	for _, tc := range []struct{ field, got, want string }{
		{"status.phase", got.Status.Phase, "Ready"},
		{"status.version", got.Status.Version, "1.4.2"},
		{"spec.version", got.Spec.Version, "1.4.2"},
	} {
		if tc.got != tc.want {
			fmt.Printf("FAIL: %s = %q, want %q\n", tc.field, tc.got, tc.want)
			os.Exit(1)
		}
	}
	fmt.Println("PASS")
}
