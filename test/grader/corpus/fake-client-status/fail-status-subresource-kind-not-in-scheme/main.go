// corpus: fail test.passes
// The test registers the status subresource for ConfigMaps, a kind its scheme lacks: the fake client's Build panics before any Reconcile.
package main

import (
	"context"
	"fmt"
	"os"
	"reflect"

	corev1 "k8s.io/api/core/v1"
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
	seed := &labv1.App{
		ObjectMeta: metav1.ObjectMeta{Name: "shop", Namespace: "team-a"},
		Spec:       labv1.AppSpec{Version: "2.0.0"},
	}
	// as the CRD: +kubebuilder:subresource:status
	c := fake.NewClientBuilder().WithScheme(scheme).WithObjects(seed).WithStatusSubresource(&corev1.ConfigMap{}).Build()
	r := &controller.AppReconciler{Client: c, Scheme: scheme}

	key := client.ObjectKeyFromObject(seed)
	for pass := 1; pass <= 2; pass++ {
		if _, err := r.Reconcile(ctx, ctrl.Request{NamespacedName: key}); err != nil {
			fail("Reconcile pass %d: %v", pass, err)
		}
	}
	var got labv1.App
	if err := c.Get(ctx, key, &got); err != nil {
		fail("Get: %v", err)
	}
	want := labv1.AppStatus{Phase: "Ready", Version: "2.0.0"}
	if !reflect.DeepEqual(got.Status, want) {
		fail("status = %#v, want %#v", got.Status, want)
	}
	fmt.Println("PASS")
}

func fail(format string, args ...any) {
	fmt.Printf("FAIL: "+format+"\n", args...)
	os.Exit(1)
}
