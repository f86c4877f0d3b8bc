// Every catalogued message a lesson quotes that a Go program can provoke on the simulated cluster,
// one line per message: "<catalogue id>: <the error or log line>". test/lessons/messages.test.ts
// matches each line against the catalogue entry the lessons show with <Message id="…" />.
package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"time"

	appsv1 "k8s.io/api/apps/v1"
	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	utilruntime "k8s.io/apimachinery/pkg/util/runtime"
	clientgoscheme "k8s.io/client-go/kubernetes/scheme"
	"k8s.io/client-go/rest"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/cache"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/controller/controllerutil"
	"sigs.k8s.io/controller-runtime/pkg/envtest"
	"sigs.k8s.io/controller-runtime/pkg/log/zap"

	webappv1 "example.com/guestbook/api/v1"
)

func show(id string, err error) {
	fmt.Printf("%s: %v\n", id, err)
}

// startManager starts a manager with these options and waits for its cache.
func startManager(ctx context.Context, cfg *rest.Config, opts ctrl.Options) ctrl.Manager {
	mgr, err := ctrl.NewManager(cfg, opts)
	if err != nil {
		panic(err)
	}
	go func() {
		if err := mgr.Start(ctx); err != nil {
			panic(err)
		}
	}()
	mgr.GetCache().WaitForCacheSync(ctx)
	return mgr
}

func main() {
	// controller-runtime logs API warnings through its logger; print them with the rest.
	ctrl.SetLogger(zap.New(zap.UseDevMode(true), zap.WriteTo(os.Stdout)))
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
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	for _, ns := range []string{"team-a", "other-ns"} {
		utilruntime.Must(c.Create(ctx, &corev1.Namespace{ObjectMeta: metav1.ObjectMeta{Name: ns}}))
	}

	// Status lesson: the API server's answers.
	show("api-not-found", c.Get(ctx, client.ObjectKey{Namespace: "default", Name: "gb"}, &webappv1.Guestbook{}))
	gb := &webappv1.Guestbook{ObjectMeta: metav1.ObjectMeta{Name: "gb", Namespace: "default"}, Spec: webappv1.GuestbookSpec{Size: 1}}
	utilruntime.Must(c.Create(ctx, gb))
	stale := gb.DeepCopy()
	gb.Spec.Size = 2
	utilruntime.Must(c.Update(ctx, gb))
	stale.Spec.Size = 3
	show("conflict", c.Update(ctx, stale))
	noRV := gb.DeepCopy()
	noRV.ResourceVersion = ""
	show("resource-version-required", c.Update(ctx, noRV))
	show("resource-version-on-create", c.Create(ctx, &webappv1.Guestbook{ObjectMeta: metav1.ObjectMeta{Name: "copy", Namespace: "default", ResourceVersion: gb.ResourceVersion}}))
	unversioned := &webappv1.Guestbook{ObjectMeta: metav1.ObjectMeta{Name: "gb", Namespace: "default"}}
	show("optimistic-lock-without-rv", c.Patch(ctx, gb, client.MergeFromWithOptions(unversioned, client.MergeFromWithOptimisticLock{})))
	applied := func(x int32) *webappv1.Guestbook {
		return &webappv1.Guestbook{
			TypeMeta:   metav1.TypeMeta{APIVersion: "webapp.my.domain/v1", Kind: "Guestbook"},
			ObjectMeta: metav1.ObjectMeta{Name: "gb", Namespace: "default"},
			Spec:       webappv1.GuestbookSpec{Size: 2, X: x},
		}
	}
	show("apply-needs-field-manager", c.Patch(ctx, applied(1), client.Apply))
	utilruntime.Must(c.Patch(ctx, applied(1), client.Apply, client.FieldOwner("alice")))
	show("apply-conflict", c.Patch(ctx, applied(2), client.Apply, client.FieldOwner("bob")))
	utilruntime.Must(c.Get(ctx, client.ObjectKeyFromObject(gb), gb))
	bad := gb.DeepCopy()
	bad.Status.Ready = -1
	show("status-invalid", c.Status().Update(ctx, bad))
	pruned := gb.DeepCopy()
	pruned.Status.Foo = "bar"
	// unknown-field-warning: logged at Info by the client's warning handler (a zap line, below).
	utilruntime.Must(c.Status().Update(ctx, pruned))

	// Finalizers lesson: no new finalizer on an object that is being deleted.
	fin := &webappv1.Guestbook{ObjectMeta: metav1.ObjectMeta{Name: "shop", Namespace: "default", Finalizers: []string{"webapp.my.domain/registration"}}}
	utilruntime.Must(c.Create(ctx, fin))
	utilruntime.Must(c.Delete(ctx, fin))
	utilruntime.Must(c.Get(ctx, client.ObjectKeyFromObject(fin), fin))
	controllerutil.AddFinalizer(fin, "webapp.my.domain/backup")
	show("finalizer-added-while-deleting", c.Update(ctx, fin))

	// Scope lesson: namespaces the client does not fill in, owner references.
	noNS := &webappv1.Guestbook{ObjectMeta: metav1.ObjectMeta{Name: "gb"}}
	show("empty-namespace-with-name", c.Update(ctx, noNS))
	show("empty-namespace-create", c.Create(ctx, &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: "child"}}))
	show("patch-without-namespace", c.Patch(ctx, noNS, client.MergeFrom(noNS.DeepCopy())))
	show("cross-namespace-owner", controllerutil.SetControllerReference(gb, &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: "child", Namespace: "team-a"}}, scheme))
	show("cluster-scoped-owner", controllerutil.SetControllerReference(gb, &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: "child"}}, scheme))

	// The manager's cache: Kind-named NotFound, a namespace-restricted cache, a strict cache.
	mgr := startManager(ctx, cfg, ctrl.Options{Scheme: scheme})
	var got webappv1.Guestbook
	show("cache-not-found-kind", mgr.GetClient().Get(ctx, client.ObjectKey{Name: "gb"}, &got))
	restricted := startManager(ctx, cfg, ctrl.Options{Scheme: scheme, Cache: cache.Options{DefaultNamespaces: map[string]cache.Config{"default": {}}}})
	show("unknown-namespace-get", restricted.GetClient().Get(ctx, client.ObjectKey{Namespace: "other-ns", Name: "my-secret"}, &corev1.Secret{}))
	show("unknown-namespace-list", restricted.GetClient().List(ctx, &corev1.SecretList{}, client.InNamespace("other-ns")))
	strict := startManager(ctx, cfg, ctrl.Options{Scheme: scheme, Cache: cache.Options{ReaderFailOnMissingInformer: true}})
	show("resource-not-cached", strict.GetClient().Get(ctx, client.ObjectKey{Namespace: "default", Name: "my-secret"}, &corev1.Secret{}))

	// Permissions lesson: the operator's service account without any role.
	saCfg := rest.CopyConfig(cfg)
	saCfg.Impersonate = rest.ImpersonationConfig{UserName: "system:serviceaccount:my-op-system:my-op-controller-manager"}
	sa, err := client.New(saCfg, client.Options{Scheme: scheme})
	if err != nil {
		panic(err)
	}
	show("forbidden-list-cluster", sa.List(ctx, &corev1.PodList{}))
	show("forbidden-get-namespace", sa.Get(ctx, client.ObjectKey{Namespace: "default", Name: "web"}, &appsv1.Deployment{}))
	show("forbidden-status", sa.Status().Update(ctx, gb))
	show("forbidden-create", sa.Create(ctx, &appsv1.Deployment{ObjectMeta: metav1.ObjectMeta{Name: "web", Namespace: "default"}}))
	saMgr := startManager(ctx, saCfg, ctrl.Options{Scheme: scheme})
	short, stop := context.WithTimeout(ctx, 5*time.Second)
	defer stop()
	show("informer-sync-timeout", saMgr.GetClient().Get(short, client.ObjectKey{Namespace: "default", Name: "my-secret"}, &corev1.Secret{}))
}
