// A test-style program: envtest + client.New, printing the errors a learner meets first.
package main

import (
	"context"
	"fmt"
	"os"
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

func report(what string, err error) {
	fmt.Printf("%s: %v\n", what, err)
	fmt.Printf("  NotFound=%t Conflict=%t Forbidden=%t reason=%q\n",
		apierrors.IsNotFound(err), apierrors.IsConflict(err), apierrors.IsForbidden(err), apierrors.ReasonForError(err))
}

func main() {
	testEnv := &envtest.Environment{
		CRDDirectoryPaths:     []string{filepath.Join("config", "crd", "bases")},
		ErrorIfCRDPathMissing: true,
	}
	cfg, err := testEnv.Start()
	if err != nil {
		fmt.Println("starting envtest:", err)
		os.Exit(1)
	}
	defer testEnv.Stop()

	scheme := runtime.NewScheme()
	utilruntime.Must(clientgoscheme.AddToScheme(scheme))
	utilruntime.Must(webappv1.AddToScheme(scheme))

	k8sClient, err := client.New(cfg, client.Options{Scheme: scheme})
	if err != nil {
		fmt.Println("client:", err)
		os.Exit(1)
	}
	ctx := context.Background()

	// 1. Get with an empty namespace.
	err = k8sClient.Get(ctx, client.ObjectKey{Name: "gb"}, &webappv1.Guestbook{})
	report("get without namespace", err)

	// 2. Create without a namespace.
	err = k8sClient.Create(ctx, &webappv1.Guestbook{ObjectMeta: metav1.ObjectMeta{Name: "gb"}})
	report("create without namespace", err)

	// 3. A stale Status().Update.
	gb := &webappv1.Guestbook{
		ObjectMeta: metav1.ObjectMeta{Name: "gb", Namespace: "default"},
		Spec:       webappv1.GuestbookSpec{Size: 1},
	}
	if err := k8sClient.Create(ctx, gb); err != nil {
		panic(err)
	}
	stale := gb.DeepCopy()
	gb.Spec.Size = 2
	if err := k8sClient.Update(ctx, gb); err != nil {
		panic(err)
	}
	stale.Status.Ready = 1
	err = k8sClient.Status().Update(ctx, stale)
	report("stale status update", err)

	// 4. A List as a service account that has no RBAC.
	saConfig := rest.CopyConfig(cfg)
	saConfig.Impersonate = rest.ImpersonationConfig{
		UserName: "system:serviceaccount:my-op-system:my-op-controller-manager",
	}
	saClient, err := client.New(saConfig, client.Options{Scheme: scheme})
	if err != nil {
		panic(err)
	}
	err = saClient.List(ctx, &corev1.PodList{})
	report("forbidden list", err)

	// 5. Status().Update on a CRD without the status subresource.
	w := &webappv1.Widget{ObjectMeta: metav1.ObjectMeta{Name: "w", Namespace: "default"}}
	if err := k8sClient.Create(ctx, w); err != nil {
		panic(err)
	}
	w.Status.Ready = 1
	err = k8sClient.Status().Update(ctx, w)
	report("status update without subresource", err)
}
