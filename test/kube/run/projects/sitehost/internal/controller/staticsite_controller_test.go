package controller

import (
	"context"
	"strings"
	"testing"

	appsv1 "k8s.io/api/apps/v1"
	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/types"
	clientgoscheme "k8s.io/client-go/kubernetes/scheme"
	"k8s.io/client-go/tools/record"
	"k8s.io/utils/ptr"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/client/fake"

	webv1alpha1 "github.com/pagewright/sitehost-operator/api/v1alpha1"
)

func newScheme(t *testing.T) *runtime.Scheme {
	t.Helper()
	s := runtime.NewScheme()
	if err := clientgoscheme.AddToScheme(s); err != nil {
		t.Fatal(err)
	}
	if err := webv1alpha1.AddToScheme(s); err != nil {
		t.Fatal(err)
	}
	return s
}

func site(name, content string) *webv1alpha1.StaticSite {
	return &webv1alpha1.StaticSite{
		ObjectMeta: metav1.ObjectMeta{Name: name, Namespace: "web"},
		Spec:       webv1alpha1.StaticSiteSpec{ContentRef: content, Replicas: ptr.To[int32](2), Image: "nginx:1.27-alpine"},
	}
}

func pages(name string, data map[string]string) *corev1.ConfigMap {
	return &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: name, Namespace: "web"}, Data: data}
}

func drain(rec *record.FakeRecorder) []string {
	var out []string
	for {
		select {
		case e := <-rec.Events:
			out = append(out, e)
		default:
			return out
		}
	}
}

func TestReconcileCreatesDeploymentAndService(t *testing.T) {
	s := newScheme(t)
	c := fake.NewClientBuilder().
		WithScheme(s).
		WithObjects(site("docs", "docs-pages"), pages("docs-pages", map[string]string{"index.html": "<h1>hi</h1>"})).
		WithStatusSubresource(&webv1alpha1.StaticSite{}).
		Build()
	rec := record.NewFakeRecorder(10)
	r := &StaticSiteReconciler{Client: c, Scheme: s, Recorder: rec}

	ctx := context.Background()
	key := types.NamespacedName{Namespace: "web", Name: "docs"}
	if _, err := r.Reconcile(ctx, ctrl.Request{NamespacedName: key}); err != nil {
		t.Fatalf("reconcile: %v", err)
	}

	var dep appsv1.Deployment
	if err := c.Get(ctx, key, &dep); err != nil {
		t.Fatalf("deployment: %v", err)
	}
	if got := *dep.Spec.Replicas; got != 2 {
		t.Errorf("replicas = %d, want 2", got)
	}
	if !metav1.IsControlledBy(&dep, site("docs", "")) && len(dep.OwnerReferences) != 1 {
		t.Errorf("owner references = %+v", dep.OwnerReferences)
	}
	t.Logf("owner: %s/%s controller=%v", dep.OwnerReferences[0].Kind, dep.OwnerReferences[0].Name, *dep.OwnerReferences[0].Controller)

	var svc corev1.Service
	if err := c.Get(ctx, key, &svc); err != nil {
		t.Fatalf("service: %v", err)
	}
	t.Logf("service port %d -> %s", svc.Spec.Ports[0].Port, svc.Spec.Ports[0].TargetPort.String())

	var got webv1alpha1.StaticSite
	if err := c.Get(ctx, key, &got); err != nil {
		t.Fatal(err)
	}
	ready := meta.FindStatusCondition(got.Status.Conditions, "Ready")
	if ready == nil || ready.Status != metav1.ConditionTrue {
		t.Fatalf("Ready = %+v", ready)
	}
	t.Logf("Ready=%s reason=%s message=%q hash=%s", ready.Status, ready.Reason, ready.Message, got.Status.ContentHash)
	for _, e := range drain(rec) {
		t.Log(e)
	}

	// a second pass changes nothing the server keeps, but CreateOrUpdate still reports it
	if _, err := r.Reconcile(ctx, ctrl.Request{NamespacedName: key}); err != nil {
		t.Fatalf("second reconcile: %v", err)
	}
	for _, e := range drain(rec) {
		t.Log(e)
	}
}

func TestReconcileMissingContent(t *testing.T) {
	s := newScheme(t)
	c := fake.NewClientBuilder().WithScheme(s).
		WithObjects(site("blog", "blog-pages")).
		WithStatusSubresource(&webv1alpha1.StaticSite{}).
		Build()
	rec := record.NewFakeRecorder(10)
	r := &StaticSiteReconciler{Client: c, Scheme: s, Recorder: rec}
	key := types.NamespacedName{Namespace: "web", Name: "blog"}
	if _, err := r.Reconcile(context.Background(), ctrl.Request{NamespacedName: key}); err != nil {
		t.Fatalf("reconcile: %v", err)
	}
	var got webv1alpha1.StaticSite
	_ = c.Get(context.Background(), key, &got)
	ready := meta.FindStatusCondition(got.Status.Conditions, "Ready")
	t.Logf("Ready=%s reason=%s message=%q", ready.Status, ready.Reason, ready.Message)
	events := drain(rec)
	if len(events) != 1 || !strings.HasPrefix(events[0], "Warning ContentMissing") {
		t.Fatalf("events = %q", events)
	}
	t.Log(events[0])
}

func TestReconcileRefusesForeignDeployment(t *testing.T) {
	s := newScheme(t)
	foreign := &appsv1.Deployment{
		ObjectMeta: metav1.ObjectMeta{
			Name: "shop", Namespace: "web",
			OwnerReferences: []metav1.OwnerReference{{
				APIVersion: "argoproj.io/v1alpha1", Kind: "Rollout", Name: "shop", UID: "6f1c",
				Controller: ptr.To(true), BlockOwnerDeletion: ptr.To(true),
			}},
		},
	}
	c := fake.NewClientBuilder().WithScheme(s).
		WithObjects(site("shop", "shop-pages"), pages("shop-pages", map[string]string{"index.html": "shop"}), foreign).
		WithStatusSubresource(&webv1alpha1.StaticSite{}).
		Build()
	rec := record.NewFakeRecorder(10)
	r := &StaticSiteReconciler{Client: c, Scheme: s, Recorder: rec}
	key := types.NamespacedName{Namespace: "web", Name: "shop"}
	if _, err := r.Reconcile(context.Background(), ctrl.Request{NamespacedName: key}); err != nil {
		t.Fatalf("reconcile: %v", err)
	}
	for _, e := range drain(rec) {
		t.Log(e)
	}
	var got webv1alpha1.StaticSite
	_ = c.Get(context.Background(), key, &got)
	t.Logf("Ready reason=%s", meta.FindStatusCondition(got.Status.Conditions, "Ready").Reason)
}

func TestSitesForContentUsesTheIndex(t *testing.T) {
	s := newScheme(t)
	c := fake.NewClientBuilder().WithScheme(s).
		WithObjects(site("a", "shared"), site("b", "shared"), site("c", "other")).
		WithIndex(&webv1alpha1.StaticSite{}, ContentRefField, IndexContentRef).
		Build()
	r := &StaticSiteReconciler{Client: c, Scheme: s}
	reqs := r.sitesForContent(context.Background(), pages("shared", nil))
	if len(reqs) != 2 {
		t.Fatalf("requests = %v", reqs)
	}
	t.Log(reqs)

	// without the index the fake client refuses the field selector
	plain := &StaticSiteReconciler{Client: fake.NewClientBuilder().WithScheme(s).Build(), Scheme: s}
	var list webv1alpha1.StaticSiteList
	err := plain.List(context.Background(), &list, client.MatchingFields{ContentRefField: "shared"})
	t.Logf("unindexed: %v", err)
}
