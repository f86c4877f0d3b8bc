// RBAC as seen from Go: impersonated service accounts and envtest users get the exact 403s
// (SEMANTICS.md §7).
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
	"k8s.io/client-go/rest"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/envtest"

	webappv1 "example.com/guestbook/api/v1"
)

func show(what string, err error) {
	fmt.Printf("%s: %v [forbidden=%t]\n", what, err, apierrors.IsForbidden(err))
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
	admin, err := client.New(cfg, client.Options{Scheme: scheme})
	if err != nil {
		panic(err)
	}
	ctx := context.Background()
	gb := &webappv1.Guestbook{ObjectMeta: metav1.ObjectMeta{Name: "gb", Namespace: "default"}}
	if err := admin.Create(ctx, gb); err != nil {
		panic(err)
	}

	// The service account may get guestbooks in "default" only (a Role, bound in the test setup).
	saCfg := rest.CopyConfig(cfg)
	saCfg.Impersonate = rest.ImpersonationConfig{UserName: "system:serviceaccount:my-op-system:my-op-controller-manager"}
	sa, err := client.New(saCfg, client.Options{Scheme: scheme})
	if err != nil {
		panic(err)
	}
	show("get in default", sa.Get(ctx, client.ObjectKeyFromObject(gb), &webappv1.Guestbook{}))
	show("get in team-a", sa.Get(ctx, client.ObjectKey{Namespace: "team-a", Name: "gb"}, &webappv1.Guestbook{}))
	show("list cluster-wide", sa.List(ctx, &webappv1.GuestbookList{}))
	show("list in default", sa.List(ctx, &webappv1.GuestbookList{}, client.InNamespace("default")))
	show("create", sa.Create(ctx, &webappv1.Guestbook{ObjectMeta: metav1.ObjectMeta{Name: "new", Namespace: "default"}}))
	show("update", sa.Update(ctx, gb))
	show("status update", sa.Status().Update(ctx, gb))
	show("delete", sa.Delete(ctx, gb))
	show("list pods", sa.List(ctx, &corev1.PodList{}))

	// A user provisioned by envtest, without any binding.
	user, err := testEnv.AddUser(envtest.User{Name: "alice", Groups: []string{"devs"}}, cfg)
	if err != nil {
		panic(err)
	}
	alice, err := client.New(user.Config(), client.Options{Scheme: scheme})
	if err != nil {
		panic(err)
	}
	show("alice lists nodes", alice.List(ctx, &corev1.NodeList{}))
	show("alice gets a secret", alice.Get(ctx, client.ObjectKey{Namespace: "default", Name: "s"}, &corev1.Secret{}))
}

// Output:
// get in default: <nil> [forbidden=false]
// get in team-a: guestbooks.webapp.my.domain "gb" is forbidden: User "system:serviceaccount:my-op-system:my-op-controller-manager" cannot get resource "guestbooks" in API group "webapp.my.domain" in the namespace "team-a" [forbidden=true]
// list cluster-wide: guestbooks.webapp.my.domain is forbidden: User "system:serviceaccount:my-op-system:my-op-controller-manager" cannot list resource "guestbooks" in API group "webapp.my.domain" at the cluster scope [forbidden=true]
// list in default: guestbooks.webapp.my.domain is forbidden: User "system:serviceaccount:my-op-system:my-op-controller-manager" cannot list resource "guestbooks" in API group "webapp.my.domain" in the namespace "default" [forbidden=true]
// create: guestbooks.webapp.my.domain is forbidden: User "system:serviceaccount:my-op-system:my-op-controller-manager" cannot create resource "guestbooks" in API group "webapp.my.domain" in the namespace "default" [forbidden=true]
// update: guestbooks.webapp.my.domain "gb" is forbidden: User "system:serviceaccount:my-op-system:my-op-controller-manager" cannot update resource "guestbooks" in API group "webapp.my.domain" in the namespace "default" [forbidden=true]
// status update: guestbooks.webapp.my.domain "gb" is forbidden: User "system:serviceaccount:my-op-system:my-op-controller-manager" cannot update resource "guestbooks/status" in API group "webapp.my.domain" in the namespace "default" [forbidden=true]
// delete: guestbooks.webapp.my.domain "gb" is forbidden: User "system:serviceaccount:my-op-system:my-op-controller-manager" cannot delete resource "guestbooks" in API group "webapp.my.domain" in the namespace "default" [forbidden=true]
// list pods: pods is forbidden: User "system:serviceaccount:my-op-system:my-op-controller-manager" cannot list resource "pods" in API group "" at the cluster scope [forbidden=true]
// alice lists nodes: nodes is forbidden: User "alice" cannot list resource "nodes" in API group "" at the cluster scope [forbidden=true]
// alice gets a secret: secrets "s" is forbidden: User "alice" cannot get resource "secrets" in API group "" in the namespace "default" [forbidden=true]
