// The reconciler's unit test as a program: FAIL and exit 1 on a failed assertion, PASS otherwise.
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

func must(what string, err error) {
	if err != nil {
		fmt.Printf("FAIL: %s: %v\n", what, err)
		os.Exit(1)
	}
}

func main() {
	ctx := context.Background()
	scheme := runtime.NewScheme()
	must("AddToScheme", labv1.AddToScheme(scheme))

	c := fake.NewClientBuilder().
		WithScheme(scheme).
		WithStatusSubresource(&labv1.App{}).
		Build()

	// The App as a user's manifest declares it, applied.
	app := &labv1.App{
		TypeMeta:   metav1.TypeMeta{APIVersion: labv1.GroupVersion.String(), Kind: "App"},
		ObjectMeta: metav1.ObjectMeta{Namespace: "team-a", Name: "shop"},
		Spec:       labv1.AppSpec{Version: "1.4.2"},
	}
	must("apply App", c.Patch(ctx, app, client.Apply, client.FieldOwner("test-setup")))

	r := &controller.AppReconciler{Client: c, Scheme: scheme}
	_, err := r.Reconcile(ctx, ctrl.Request{NamespacedName: client.ObjectKeyFromObject(app)})
	must("Reconcile", err)

	var got labv1.App
	must("Get", c.Get(ctx, client.ObjectKeyFromObject(app), &got))
	if got.Status.Phase != "Ready" || got.Status.Version != got.Spec.Version {
		fmt.Printf("FAIL: status = %+v, want phase Ready and version %s\n", got.Status, got.Spec.Version)
		os.Exit(1)
	}
	fmt.Println("PASS")
}
