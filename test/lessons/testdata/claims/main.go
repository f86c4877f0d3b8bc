// The claims of the status and scope lessons that have no single catalogued message, run against
// the simulated cluster with controller-runtime v0.24 calls. Each line is one claim; the test
// (test/lessons/claims.test.ts) compares the whole output with the trailer below.
package main

import (
	"context"
	"fmt"
	"path/filepath"
	"time"

	appsv1 "k8s.io/api/apps/v1"
	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	utilruntime "k8s.io/apimachinery/pkg/util/runtime"
	clientgoscheme "k8s.io/client-go/kubernetes/scheme"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/cache"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/envtest"

	webappv1 "example.com/guestbook/api/v1"
)

func show(what string, err error) {
	var code int32
	if s, ok := err.(apierrors.APIStatus); ok {
		code = s.Status().Code
	}
	fmt.Printf("%s: %v [code=%d notfound=%t ignored=%v]\n", what, err, code, apierrors.IsNotFound(err), client.IgnoreNotFound(err))
}

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
	c, err := client.New(cfg, client.Options{Scheme: scheme})
	if err != nil {
		panic(err)
	}
	ctx := context.Background()

	gb := &webappv1.Guestbook{ObjectMeta: metav1.ObjectMeta{Name: "gb", Namespace: "default"}, Spec: webappv1.GuestbookSpec{Size: 1}}
	show("create", c.Create(ctx, gb))
	createdRV := gb.ResourceVersion

	// Status lesson: Update, then Status().Update of the same object. The Update's answer replaced
	// the object (resourceVersion and stored status included): no conflict, and the status edit is gone.
	gb.Spec.Size = 2
	gb.Status.Ready = 2
	show("update spec+status", c.Update(ctx, gb))
	show("then status update", c.Status().Update(ctx, gb))
	var stored webappv1.Guestbook
	show("get", c.Get(ctx, client.ObjectKeyFromObject(gb), &stored))
	fmt.Printf("stored: size=%d ready=%d\n", stored.Spec.Size, stored.Status.Ready)

	// Scope lesson: PATCH is not pre-checked. Without a namespace it is sent, the server answers 404,
	// and IgnoreNotFound turns it into nil; Update and Delete are refused before sending.
	noNS := &webappv1.Guestbook{ObjectMeta: metav1.ObjectMeta{Name: "gb"}}
	base := noNS.DeepCopy()
	noNS.Labels = map[string]string{"team": "a"}
	show("patch without namespace", c.Patch(ctx, noNS, client.MergeFrom(base)))
	noNS.Status.Ready = 3
	show("status patch without namespace", c.Status().Patch(ctx, noNS, client.MergeFrom(base)))
	applied := &webappv1.Guestbook{
		TypeMeta:   metav1.TypeMeta{APIVersion: "webapp.my.domain/v1", Kind: "Guestbook"},
		ObjectMeta: metav1.ObjectMeta{Name: "gb"},
		Spec:       webappv1.GuestbookSpec{Size: 5},
	}
	show("apply without namespace", c.Patch(ctx, applied, client.Apply, client.FieldOwner("lab")))
	show("update without namespace", c.Update(ctx, noNS))
	show("delete without namespace", c.Delete(ctx, noNS))
	cm := &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: "cm"}}
	cmBase := cm.DeepCopy()
	cm.Data = map[string]string{"a": "1"}
	show("configmap patch without namespace", c.Patch(ctx, cm, client.MergeFrom(cmBase)))
	show("get after the patches", c.Get(ctx, client.ObjectKeyFromObject(gb), &stored))
	fmt.Printf("stored: size=%d ready=%d labels=%v\n", stored.Spec.Size, stored.Status.Ready, stored.Labels)

	// MergeFrom sends a resourceVersion when the object's differs from the original's: an object
	// older than its original conflicts.
	patched := stored.DeepCopy()
	patched.Labels = map[string]string{"team": "b"}
	show("merge patch, same version", c.Patch(ctx, patched, client.MergeFrom(stored.DeepCopy())))
	older := patched.DeepCopy()
	older.ResourceVersion = createdRV
	older.Labels = map[string]string{"team": "c"}
	show("merge patch, object older than its original", c.Patch(ctx, older, client.MergeFrom(patched)))

	// Delete does not write into the object; with a finalizer the server sets deletionTimestamp and
	// bumps generation.
	fin := &webappv1.Guestbook{ObjectMeta: metav1.ObjectMeta{Name: "fin", Namespace: "default", Finalizers: []string{"webapp.my.domain/cleanup"}}}
	show("create with finalizer", c.Create(ctx, fin))
	gen := fin.Generation
	show("delete", c.Delete(ctx, fin))
	fmt.Printf("after delete, local object: deletionTimestamp set=%t generation=%d\n", fin.DeletionTimestamp != nil, fin.Generation)
	var deleting webappv1.Guestbook
	show("get", c.Get(ctx, client.ObjectKeyFromObject(fin), &deleting))
	fmt.Printf("stored: deletionTimestamp set=%t generation %d -> %d\n", deleting.DeletionTimestamp != nil, gen, deleting.Generation)

	// A cache restricted to namespaces: a Get with an empty namespace is not a NotFound.
	mgr, err := ctrl.NewManager(cfg, ctrl.Options{Scheme: scheme, Cache: cache.Options{
		DefaultNamespaces: map[string]cache.Config{"default": {}},
	}})
	if err != nil {
		panic(err)
	}
	mctx, cancel := context.WithCancel(ctx)
	defer cancel()
	go func() {
		if err := mgr.Start(mctx); err != nil {
			panic(err)
		}
	}()
	mgr.GetCache().WaitForCacheSync(mctx)
	var got webappv1.Guestbook
	show("cached get in default", mgr.GetClient().Get(mctx, client.ObjectKey{Namespace: "default", Name: "gb"}, &got))
	time.Sleep(100 * time.Millisecond)
	show("cached get in default, later", mgr.GetClient().Get(mctx, client.ObjectKey{Namespace: "default", Name: "gb"}, &got))
	show("cached get, empty namespace", mgr.GetClient().Get(mctx, client.ObjectKey{Name: "gb"}, &got))

	// ReaderFailOnMissingInformer: a read of a kind without an informer fails at once.
	strict, err := ctrl.NewManager(cfg, ctrl.Options{Scheme: scheme, Cache: cache.Options{ReaderFailOnMissingInformer: true}})
	if err != nil {
		panic(err)
	}
	go func() {
		if err := strict.Start(mctx); err != nil {
			panic(err)
		}
	}()
	strict.GetCache().WaitForCacheSync(mctx)
	show("strict cache get of a Secret", strict.GetClient().Get(mctx, client.ObjectKey{Namespace: "default", Name: "s"}, &corev1.Secret{}))
	show("strict cache list of Deployments", strict.GetClient().List(mctx, &appsv1.DeploymentList{}))
}

// Output:
// create: <nil> [code=0 notfound=false ignored=<nil>]
// update spec+status: <nil> [code=0 notfound=false ignored=<nil>]
// then status update: <nil> [code=0 notfound=false ignored=<nil>]
// get: <nil> [code=0 notfound=false ignored=<nil>]
// stored: size=2 ready=0
// patch without namespace: the server could not find the requested resource (patch guestbooks.webapp.my.domain gb) [code=404 notfound=true ignored=<nil>]
// status patch without namespace: the server could not find the requested resource (patch guestbooks.webapp.my.domain gb) [code=404 notfound=true ignored=<nil>]
// apply without namespace: the server could not find the requested resource (patch guestbooks.webapp.my.domain gb) [code=404 notfound=true ignored=<nil>]
// update without namespace: an empty namespace may not be set when a resource name is provided [code=0 notfound=false ignored=an empty namespace may not be set when a resource name is provided]
// delete without namespace: an empty namespace may not be set when a resource name is provided [code=0 notfound=false ignored=an empty namespace may not be set when a resource name is provided]
// configmap patch without namespace: the server could not find the requested resource [code=404 notfound=true ignored=<nil>]
// get after the patches: <nil> [code=0 notfound=false ignored=<nil>]
// stored: size=2 ready=0 labels=map[]
// merge patch, same version: <nil> [code=0 notfound=false ignored=<nil>]
// merge patch, object older than its original: Operation cannot be fulfilled on guestbooks.webapp.my.domain "gb": the object has been modified; please apply your changes to the latest version and try again [code=409 notfound=false ignored=Operation cannot be fulfilled on guestbooks.webapp.my.domain "gb": the object has been modified; please apply your changes to the latest version and try again]
// create with finalizer: <nil> [code=0 notfound=false ignored=<nil>]
// delete: <nil> [code=0 notfound=false ignored=<nil>]
// after delete, local object: deletionTimestamp set=false generation=1
// get: <nil> [code=0 notfound=false ignored=<nil>]
// stored: deletionTimestamp set=true generation 1 -> 2
// cached get in default: <nil> [code=0 notfound=false ignored=<nil>]
// cached get in default, later: <nil> [code=0 notfound=false ignored=<nil>]
// cached get, empty namespace: unable to get: /gb because of unknown namespace for the cache [code=0 notfound=false ignored=unable to get: /gb because of unknown namespace for the cache]
// strict cache get of a Secret: /v1, Kind=Secret is not cached [code=0 notfound=false ignored=/v1, Kind=Secret is not cached]
// strict cache list of Deployments: apps/v1, Kind=Deployment is not cached [code=0 notfound=false ignored=apps/v1, Kind=Deployment is not cached]
