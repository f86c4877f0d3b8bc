// The reconciler's unit test: a fake client with the status subresource, and an interceptor that
// counts the writes to it, so a status written any other way fails the test.
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
	"sigs.k8s.io/controller-runtime/pkg/client/interceptor"

	labv1 "example.com/lab/api/v1"
	"example.com/lab/internal/controller"
)

func main() {
	ctx := context.Background()
	scheme := runtime.NewScheme()
	if err := labv1.AddToScheme(scheme); err != nil {
		fail("AddToScheme: %v", err)
	}

	statusWrites := 0
	app := &labv1.App{
		ObjectMeta: metav1.ObjectMeta{Name: "shop", Namespace: "team-a"},
		Spec:       labv1.AppSpec{Version: "1.4.2"},
	}
	c := fake.NewClientBuilder().
		WithScheme(scheme).
		WithObjects(app).
		WithStatusSubresource(&labv1.App{}).
		WithInterceptorFuncs(interceptor.Funcs{
			SubResourceUpdate: func(ctx context.Context, c client.Client, sub string, obj client.Object, opts ...client.SubResourceUpdateOption) error {
				if sub == "status" {
					statusWrites++
				}
				return c.SubResource(sub).Update(ctx, obj, opts...)
			},
		}).
		Build()
	r := &controller.AppReconciler{Client: c, Scheme: scheme}

	key := types.NamespacedName{Namespace: "team-a", Name: "shop"}
	for i := 0; i < 2; i++ { // the second pass must change nothing
		if _, err := r.Reconcile(ctx, ctrl.Request{NamespacedName: key}); err != nil {
			fail("Reconcile #%d: %v", i+1, err)
		}
	}
	if statusWrites != 1 {
		fail("status writes = %d, want 1", statusWrites)
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
