// The fake client's own semantics (SEMANTICS.md §5), which differ from the API server's.
package main

import (
	"context"
	"fmt"

	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	utilruntime "k8s.io/apimachinery/pkg/util/runtime"
	clientgoscheme "k8s.io/client-go/kubernetes/scheme"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/client/fake"

	webappv1 "example.com/guestbook/api/v1"
)

func main() {
	scheme := runtime.NewScheme()
	utilruntime.Must(clientgoscheme.AddToScheme(scheme))
	utilruntime.Must(webappv1.AddToScheme(scheme))
	ctx := context.Background()

	seed := &webappv1.Guestbook{ObjectMeta: metav1.ObjectMeta{Name: "gb", Namespace: "default"}, Spec: webappv1.GuestbookSpec{Size: 1}}
	c := fake.NewClientBuilder().WithScheme(scheme).WithObjects(seed).Build()

	var gb webappv1.Guestbook
	fmt.Println("get:", c.Get(ctx, client.ObjectKeyFromObject(seed), &gb), "rv:", gb.ResourceVersion, "generation:", gb.Generation)
	stale := gb.DeepCopy()
	gb.Spec.Size = 2
	fmt.Println("update:", c.Update(ctx, &gb), "rv:", gb.ResourceVersion, "generation:", gb.Generation)
	stale.Spec.Size = 3
	err := c.Update(ctx, stale)
	fmt.Println("stale update:", err, apierrors.IsConflict(err))
	// No WithStatusSubresource for the CRD type: Update writes status, Status().Update is a 404.
	gb.Status.Ready = 1
	fmt.Println("update with status:", c.Update(ctx, &gb), "ready:", gb.Status.Ready)
	err = c.Status().Update(ctx, &gb)
	fmt.Println("status update:", err, apierrors.IsNotFound(err))

	cm := &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: "cm", Namespace: "default", Labels: map[string]string{"app": "a"}}}
	fmt.Println("create:", c.Create(ctx, cm), "rv:", cm.ResourceVersion)
	var cms corev1.ConfigMapList
	fmt.Println("list:", c.List(ctx, &cms, client.MatchingLabels{"app": "a"}), len(cms.Items))
	fmt.Println("create with rv:", c.Create(ctx, &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: "x", Namespace: "default", ResourceVersion: "3"}}))

	withStatus := fake.NewClientBuilder().WithScheme(scheme).WithObjects(seed).WithStatusSubresource(&webappv1.Guestbook{}).Build()
	var g2 webappv1.Guestbook
	_ = withStatus.Get(ctx, client.ObjectKeyFromObject(seed), &g2)
	g2.Status.Ready = 4
	fmt.Println("status update with subresource:", withStatus.Status().Update(ctx, &g2), "ready:", g2.Status.Ready)
	// With the subresource, Update keeps the stored status (and hands it back in the object).
	g2.Status.Ready = 9
	fmt.Println("update with subresource:", withStatus.Update(ctx, &g2), "ready:", g2.Status.Ready)
	// Create stores .status as given, subresource or not (versionedTracker.Create copies nothing).
	created := &webappv1.Guestbook{ObjectMeta: metav1.ObjectMeta{Name: "gb2", Namespace: "default"}, Status: webappv1.GuestbookStatus{Ready: 7}}
	fmt.Println("create with status:", withStatus.Create(ctx, created), "ready:", created.Status.Ready)
	var g3 webappv1.Guestbook
	_ = withStatus.Get(ctx, client.ObjectKeyFromObject(created), &g3)
	fmt.Println("stored status after create:", g3.Status.Ready)
	// No preflight check for a namespaced kind without a namespace: the tracker just finds nothing.
	err = withStatus.Get(ctx, client.ObjectKey{Name: "gb"}, &g3)
	fmt.Println("get without namespace:", err, apierrors.IsNotFound(err))
}

// Output:
// get: <nil> rv: 999 generation: 0
// update: <nil> rv: 1000 generation: 0
// stale update: Operation cannot be fulfilled on guestbooks.webapp.my.domain "gb": object was modified true
// update with status: <nil> ready: 1
// status update: guestbooks.webapp.my.domain "gb" not found true
// create: <nil> rv: 1
// list: <nil> 1
// create with rv: resourceVersion can not be set for Create requests
// status update with subresource: <nil> ready: 4
// update with subresource: <nil> ready: 4
// create with status: <nil> ready: 7
// stored status after create: 7
// get without namespace: guestbooks.webapp.my.domain "gb" not found true
