// The manager's client in a test-style program: cached reads (Kind-named NotFound for an empty
// namespace, stale reads right after a write), direct writes, GetAPIReader's direct reads.
package main

import (
	"context"
	"fmt"
	"path/filepath"
	"time"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	utilruntime "k8s.io/apimachinery/pkg/util/runtime"
	clientgoscheme "k8s.io/client-go/kubernetes/scheme"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/envtest"

	webappv1 "example.com/guestbook/api/v1"
)

func main() {
	testEnv := &envtest.Environment{CRDDirectoryPaths: []string{filepath.Join("..", "..", "config", "crd", "bases")}}
	cfg, err := testEnv.Start()
	if err != nil {
		panic(err)
	}
	defer testEnv.Stop()
	scheme := runtime.NewScheme()
	utilruntime.Must(clientgoscheme.AddToScheme(scheme))
	utilruntime.Must(webappv1.AddToScheme(scheme))

	mgr, err := ctrl.NewManager(cfg, ctrl.Options{Scheme: scheme})
	if err != nil {
		panic(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go func() {
		if err := mgr.Start(ctx); err != nil {
			panic(err)
		}
	}()
	fmt.Println("synced:", mgr.GetCache().WaitForCacheSync(ctx))
	c := mgr.GetClient()
	// The first read starts the Guestbook informer (lazily, cluster-wide).
	var list webappv1.GuestbookList
	fmt.Println("list:", c.List(ctx, &list), len(list.Items))

	gb := &webappv1.Guestbook{ObjectMeta: metav1.ObjectMeta{Name: "gb", Namespace: "default"}}
	fmt.Println("create:", c.Create(ctx, gb))
	var got webappv1.Guestbook
	fmt.Println("cached get right after create:", c.Get(ctx, client.ObjectKeyFromObject(gb), &got))
	fmt.Println("direct get:", mgr.GetAPIReader().Get(ctx, client.ObjectKeyFromObject(gb), &got), got.ResourceVersion == gb.ResourceVersion)
	time.Sleep(100 * time.Millisecond)
	fmt.Println("cached get later:", c.Get(ctx, client.ObjectKeyFromObject(gb), &got), got.Kind)
	fmt.Println("cached get, empty namespace:", c.Get(ctx, client.ObjectKey{Name: "gb"}, &got))
	fmt.Println("direct get, empty namespace:", mgr.GetAPIReader().Get(ctx, client.ObjectKey{Name: "gb"}, &got))
}

// Output:
// synced: true
// list: <nil> 0
// create: <nil>
// cached get right after create: Guestbook.webapp.my.domain "gb" not found
// direct get: <nil> true
// cached get later: <nil> Guestbook
// cached get, empty namespace: Guestbook.webapp.my.domain "gb" not found
// direct get, empty namespace: an empty namespace may not be set when a resource name is provided
