package main

import (
	"context"
	"fmt"
	"time"

	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/client-go/kubernetes/scheme"
	"sigs.k8s.io/controller-runtime/pkg/client"

	"oplab.dev/test/cluster"
)

func main() {
	ctx := context.Background()
	c := cluster.ManagerClient(scheme.Scheme, "")

	// The informer starts on the first read; a write lands in it only after the watch event.
	var cms corev1.ConfigMapList
	fmt.Println("list:", c.List(ctx, &cms), len(cms.Items))
	cm := &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: "cfg", Namespace: "default"}, Data: map[string]string{"owner": "gb"}}
	fmt.Println("create:", c.Create(ctx, cm))
	var got corev1.ConfigMap
	err := c.Get(ctx, client.ObjectKeyFromObject(cm), &got)
	fmt.Println("get right after create:", err, apierrors.IsNotFound(err))
	time.Sleep(20 * time.Millisecond)
	err = c.Get(ctx, client.ObjectKeyFromObject(cm), &got)
	fmt.Printf("get after 20ms: %v rv=%s kind=%q apiVersion=%q\n", err, got.ResourceVersion, got.Kind, got.APIVersion)

	// Cached Get with an empty namespace: NotFound with the Kind, not the resource.
	err = c.Get(ctx, client.ObjectKey{Name: "cfg"}, &got)
	fmt.Println("get without namespace:", err, apierrors.IsNotFound(err))

	// Field index and label selectors from the cache.
	fmt.Println("list by field:", c.List(ctx, &cms, client.MatchingFields{"owner": "gb"}), len(cms.Items))
	fmt.Println("list by other field:", c.List(ctx, &cms, client.InNamespace("default"), client.MatchingFields{"owner": "x"}), len(cms.Items))
	fmt.Println("continue from the cache:", c.List(ctx, &cms, client.Continue("abc")))

	// Cluster-scoped kinds: a namespace selects nothing in the cache.
	fmt.Println("create node:", c.Create(ctx, &corev1.Node{ObjectMeta: metav1.ObjectMeta{Name: "n1"}}))
	time.Sleep(20 * time.Millisecond)
	var nodes corev1.NodeList
	fmt.Println("list nodes:", c.List(ctx, &nodes), len(nodes.Items))
	fmt.Println("list nodes in x:", c.List(ctx, &nodes, client.InNamespace("x")), len(nodes.Items))
	var node corev1.Node
	fmt.Println("get node with a namespace:", c.Get(ctx, client.ObjectKey{Namespace: "x", Name: "n1"}, &node), node.Name)

	// A cache restricted to namespaces: plain errors elsewhere.
	scoped := cluster.ManagerClient(scheme.Scheme, "", "team-a")
	err = scoped.Get(ctx, client.ObjectKey{Namespace: "default", Name: "cfg"}, &got)
	fmt.Println("scoped get:", err, apierrors.IsNotFound(err))
	fmt.Println("scoped list:", scoped.List(ctx, &cms, client.InNamespace("default")))

	// An informer the identity may not list: the read waits for the sync until the context ends.
	sa := cluster.ManagerClient(scheme.Scheme, "sa")
	tctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	start := time.Now()
	err = sa.Get(tctx, client.ObjectKey{Namespace: "default", Name: "s"}, &corev1.Secret{})
	fmt.Println("forbidden informer:", err, apierrors.IsTimeout(err), time.Since(start))
}
