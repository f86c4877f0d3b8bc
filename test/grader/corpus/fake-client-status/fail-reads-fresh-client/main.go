// The reconciler's unit test.
package main

import (
	"context"
	"fmt"
	"os"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/types"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/client/fake"

	labv1 "example.com/lab/api/v1"
	"example.com/lab/internal/controller"
)

func newClient(scheme *runtime.Scheme) client.Client {
	app := &labv1.App{
		ObjectMeta: metav1.ObjectMeta{Name: "shop", Namespace: "team-a"},
		Spec:       labv1.AppSpec{Version: "1.4.2"},
	}
	return fake.NewClientBuilder().WithScheme(scheme).WithObjects(app).WithStatusSubresource(&labv1.App{}).Build()
}

func main() {
	ctx := context.Background()
	scheme := runtime.NewScheme()
	if err := labv1.AddToScheme(scheme); err != nil {
		fmt.Printf("FAIL: %v\n", err)
		os.Exit(1)
	}
	r := &controller.AppReconciler{Client: newClient(scheme), Scheme: scheme}
	key := types.NamespacedName{Namespace: "team-a", Name: "shop"}
	if _, err := r.Reconcile(ctx, ctrl.Request{NamespacedName: key}); err != nil {
		fmt.Printf("FAIL: Reconcile: %v\n", err)
		os.Exit(1)
	}
	var got labv1.App
	if err := newClient(scheme).Get(ctx, key, &got); err != nil {
		fmt.Printf("FAIL: Get: %v\n", err)
		os.Exit(1)
	}
	if got.Status.Phase != "Ready" {
		fmt.Printf("FAIL: status = %+v, want phase Ready\n", got.Status)
		os.Exit(1)
	}
	fmt.Println("PASS")
}
