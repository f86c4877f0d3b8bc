// Namespaces and scopes through a direct client (client.New): SEMANTICS.md §1.4, §1.5, §3.
package main

import (
	"context"
	"fmt"
	"path/filepath"

	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	utilruntime "k8s.io/apimachinery/pkg/util/runtime"
	clientgoscheme "k8s.io/client-go/kubernetes/scheme"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/envtest"

	webappv1 "example.com/guestbook/api/v1"
)

func show(what string, err error) {
	var code int32
	if s, ok := err.(apierrors.APIStatus); ok {
		code = s.Status().Code
	}
	fmt.Printf("%s: %v [code=%d reason=%q]\n", what, err, code, apierrors.ReasonForError(err))
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

	// client-go preflight checks: plain errors, no request.
	show("get, empty name", c.Get(ctx, client.ObjectKey{Namespace: "default"}, &webappv1.Guestbook{}))
	noNS := &webappv1.Guestbook{ObjectMeta: metav1.ObjectMeta{Name: "gb"}}
	show("update, empty namespace", c.Update(ctx, noNS))
	show("delete, empty namespace", c.Delete(ctx, noNS))
	// PATCH is not pre-checked: it reaches the server on a cluster-wide URL.
	show("patch, empty namespace", c.Patch(ctx, noNS, client.MergeFrom(noNS.DeepCopy())))

	// API server NotFound names the plural resource.
	show("get missing", c.Get(ctx, client.ObjectKey{Namespace: "default", Name: "nope"}, &webappv1.Guestbook{}))
	show("create in missing namespace", c.Create(ctx, &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: "x", Namespace: "nope"}}))

	// List without InNamespace: every namespace; no implicit default namespace.
	if err := c.Create(ctx, &corev1.Namespace{ObjectMeta: metav1.ObjectMeta{Name: "team-a"}}); err != nil {
		panic(err)
	}
	for _, ns := range []string{"default", "team-a"} {
		if err := c.Create(ctx, &webappv1.Guestbook{ObjectMeta: metav1.ObjectMeta{Name: "gb", Namespace: ns}}); err != nil {
			panic(err)
		}
	}
	var all, inA webappv1.GuestbookList
	show("list all", c.List(ctx, &all))
	show("list team-a", c.List(ctx, &inA, client.InNamespace("team-a")))
	fmt.Println("all:", len(all.Items), "team-a:", len(inA.Items), "first:", all.Items[0].Namespace+"/"+all.Items[0].Name)

	// Cluster-scoped kinds: the namespace is cleared or ignored, never an error.
	node := &corev1.Node{ObjectMeta: metav1.ObjectMeta{Name: "n1", Namespace: "x"}}
	show("create node with namespace", c.Create(ctx, node))
	fmt.Printf("stored namespace: %q\n", node.Namespace)
	if err := c.Create(ctx, &corev1.Node{ObjectMeta: metav1.ObjectMeta{Name: "n2"}}); err != nil {
		panic(err)
	}
	var got corev1.Node
	show("get node with namespace", c.Get(ctx, client.ObjectKey{Namespace: "x", Name: "n1"}, &got))
	var nodes corev1.NodeList
	show("list nodes in x", c.List(ctx, &nodes, client.InNamespace("x")))
	fmt.Println("nodes:", len(nodes.Items))
	show("delete all nodes in x", c.DeleteAllOf(ctx, &corev1.Node{}, client.InNamespace("x")))
	show("list nodes", c.List(ctx, &nodes))
	fmt.Println("nodes left:", len(nodes.Items))

	// Label selectors and Limit.
	for i, app := range []string{"a", "b", "a"} {
		cm := &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{
			Name: fmt.Sprintf("cm-%d", i), Namespace: "default", Labels: map[string]string{"app": app},
		}}
		if err := c.Create(ctx, cm); err != nil {
			panic(err)
		}
	}
	var cms corev1.ConfigMapList
	show("list app=a", c.List(ctx, &cms, client.InNamespace("default"), client.MatchingLabels{"app": "a"}))
	fmt.Println("app=a:", len(cms.Items), cms.Items[0].Name, cms.Items[1].Name)
	show("list has app", c.List(ctx, &cms, client.HasLabels{"app"}))
	fmt.Println("has app:", len(cms.Items))
	show("list limit 2", c.List(ctx, &cms, client.InNamespace("default"), client.Limit(2)))
	fmt.Println("page:", len(cms.Items), "more:", cms.Continue != "", "remaining:", *cms.RemainingItemCount)
	show("list continue", c.List(ctx, &cms, client.InNamespace("default"), client.Limit(2), client.Continue(cms.Continue)))
	fmt.Println("page 2:", len(cms.Items), cms.Items[0].Name, "more:", cms.Continue != "")

	// NewNamespacedClient: the only opt-in namespace defaulting.
	nc := client.NewNamespacedClient(c, "team-a")
	var one webappv1.Guestbook
	show("namespaced get", nc.Get(ctx, client.ObjectKey{Name: "gb"}, &one))
	fmt.Println("got:", one.Namespace+"/"+one.Name)
	show("namespaced get, other namespace", nc.Get(ctx, client.ObjectKey{Namespace: "default", Name: "gb"}, &one))
	show("namespaced create, other namespace", nc.Create(ctx, &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: "y", Namespace: "default"}}))
	show("namespaced list", nc.List(ctx, &inA))
	fmt.Println("namespaced list:", len(inA.Items))
	show("namespaced list of nodes", nc.List(ctx, &nodes))
}

// Output:
// get, empty name: resource name may not be empty [code=0 reason=""]
// update, empty namespace: an empty namespace may not be set when a resource name is provided [code=0 reason=""]
// delete, empty namespace: an empty namespace may not be set when a resource name is provided [code=0 reason=""]
// patch, empty namespace: the server could not find the requested resource (patch guestbooks.webapp.my.domain gb) [code=404 reason="NotFound"]
// get missing: guestbooks.webapp.my.domain "nope" not found [code=404 reason="NotFound"]
// create in missing namespace: namespaces "nope" not found [code=404 reason="NotFound"]
// list all: <nil> [code=0 reason=""]
// list team-a: <nil> [code=0 reason=""]
// all: 2 team-a: 1 first: default/gb
// create node with namespace: <nil> [code=0 reason=""]
// stored namespace: ""
// get node with namespace: <nil> [code=0 reason=""]
// list nodes in x: <nil> [code=0 reason=""]
// nodes: 2
// delete all nodes in x: <nil> [code=0 reason=""]
// list nodes: <nil> [code=0 reason=""]
// nodes left: 0
// list app=a: <nil> [code=0 reason=""]
// app=a: 2 cm-0 cm-2
// list has app: <nil> [code=0 reason=""]
// has app: 3
// list limit 2: <nil> [code=0 reason=""]
// page: 2 more: true remaining: 1
// list continue: <nil> [code=0 reason=""]
// page 2: 1 cm-2 more: false
// namespaced get: <nil> [code=0 reason=""]
// got: team-a/gb
// namespaced get, other namespace: namespace default provided for the object gb does not match the namespace team-a on the client [code=0 reason=""]
// namespaced create, other namespace: namespace default of the object y does not match the namespace team-a on the client [code=0 reason=""]
// namespaced list: <nil> [code=0 reason=""]
// namespaced list: 1
// namespaced list of nodes: <nil> [code=0 reason=""]
