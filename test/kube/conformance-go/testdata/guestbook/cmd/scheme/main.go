// Schemes from Go: unregistered types, GVK look-ups, scoping through the client's RESTMapper, and
// TypeMeta as the client leaves it (SEMANTICS.md §4.3 client side; [CR] apiutil, client.go).
package main

import (
	"context"
	"fmt"
	"path/filepath"

	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	clientgoscheme "k8s.io/client-go/kubernetes/scheme"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/client/apiutil"
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
	ctx := context.Background()

	// client.Options{} without a Scheme: client-go's scheme, which does not know the CRD types.
	plain, err := client.New(cfg, client.Options{})
	if err != nil {
		panic(err)
	}
	err = plain.Get(ctx, client.ObjectKey{Namespace: "default", Name: "gb"}, &webappv1.Guestbook{})
	fmt.Println("unregistered:", err)

	scheme := runtime.NewScheme()
	if err := clientgoscheme.AddToScheme(scheme); err != nil {
		panic(err)
	}
	if err := webappv1.AddToScheme(scheme); err != nil {
		panic(err)
	}
	c, err := client.New(cfg, client.Options{Scheme: scheme})
	if err != nil {
		panic(err)
	}
	gvk, err := c.GroupVersionKindFor(&webappv1.GuestbookList{})
	fmt.Println("gvk of list:", gvk, err)
	gvk, err = apiutil.GVKForObject(&corev1.Pod{}, scheme)
	fmt.Println("gvk of pod:", gvk.GroupVersion().String(), gvk.Kind, err)
	namespaced, err := c.IsObjectNamespaced(&corev1.Node{})
	fmt.Println("node namespaced:", namespaced, err)
	namespaced, err = c.IsObjectNamespaced(&webappv1.Guestbook{})
	fmt.Println("guestbook namespaced:", namespaced, err)
	mapping, err := c.RESTMapper().RESTMapping(schema.GroupKind{Group: "webapp.my.domain", Kind: "Guestbook"}, "v1")
	fmt.Println("mapping:", mapping.Resource.Resource, mapping.Scope.Name(), err)
	_, err = c.RESTMapper().RESTMapping(schema.GroupKind{Group: "webapp.my.domain", Kind: "Nope"}, "v1")
	fmt.Println("no mapping:", err)
	fmt.Println("scheme is the client's:", c.Scheme() == scheme)

	// TypeMeta: Create leaves it empty; Update and Patch restore what the caller had set.
	gb := &webappv1.Guestbook{
		TypeMeta:   metav1.TypeMeta{APIVersion: "webapp.my.domain/v1", Kind: "Guestbook"},
		ObjectMeta: metav1.ObjectMeta{Name: "gb", Namespace: "default"},
	}
	fmt.Printf("create: %v kind=%q\n", c.Create(ctx, gb), gb.Kind)
	gb.SetGroupVersionKind(webappv1.GroupVersion.WithKind("Guestbook"))
	gb.Spec.Size = 3
	fmt.Printf("update: %v kind=%q size=%d\n", c.Update(ctx, gb), gb.Kind, gb.Spec.Size)
	var got webappv1.Guestbook
	fmt.Printf("get: %v kind=%q apiVersion=%q\n", c.Get(ctx, client.ObjectKeyFromObject(gb), &got), got.Kind, got.APIVersion)
}

// Output:
// unregistered: no kind is registered for the type v1.Guestbook in scheme "pkg/mod/k8s.io/client-go@v0.36.0/kubernetes/scheme/register.go:82"
// gvk of list: webapp.my.domain/v1, Kind=GuestbookList <nil>
// gvk of pod: v1 Pod <nil>
// node namespaced: false <nil>
// guestbook namespaced: true <nil>
// mapping: guestbooks namespace <nil>
// no mapping: no matches for kind "Nope" in version "webapp.my.domain/v1"
// scheme is the client's: true
// create: <nil> kind=""
// update: <nil> kind="Guestbook" size=3
// get: <nil> kind="" apiVersion=""
