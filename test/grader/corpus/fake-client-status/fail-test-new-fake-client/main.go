// corpus: fail test.catches-mistake
// Mistake: the test builds its client with fake.NewFakeClient(app), the short form, which has no WithStatusSubresource: an Update of the whole App writes its status there, so the test passes against the shipped reconciler too.
// The reconciler's unit test. The lab has no `go test` yet, so this program plays
// TestReconcileMarksAppReady: it prints FAIL and exits 1 when an assertion fails, as a failing
// test does, and prints PASS otherwise.
package main

import (
	"context"
	"fmt"
	"os"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	clientgoscheme "k8s.io/client-go/kubernetes/scheme"
	"k8s.io/apimachinery/pkg/types"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client/fake"

	labv1 "example.com/lab/api/v1"
	"example.com/lab/internal/controller"
)

func main() {
	ctx := context.Background()
	// fake.NewFakeClient uses client-go's scheme: register the App there.
	if err := labv1.AddToScheme(clientgoscheme.Scheme); err != nil {
		fail("AddToScheme: %v", err)
	}
	scheme := clientgoscheme.Scheme

	app := &labv1.App{
		ObjectMeta: metav1.ObjectMeta{Name: "shop", Namespace: "team-a"},
		Spec:       labv1.AppSpec{Version: "1.4.2"},
	}
	c := fake.NewFakeClient(app)
	r := &controller.AppReconciler{Client: c, Scheme: scheme}

	key := types.NamespacedName{Namespace: "team-a", Name: "shop"}
	if _, err := r.Reconcile(ctx, ctrl.Request{NamespacedName: key}); err != nil {
		fail("Reconcile: %v", err)
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
