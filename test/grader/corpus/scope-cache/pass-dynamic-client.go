// corpus: pass
// A dynamic client (unstructured ConfigMap) built from the manager's config; IsNotFound handled apart from other errors.
package controller

import (
	"context"
	"fmt"
	"strconv"
	"time"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/client-go/dynamic"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"

	labv1 "example.com/lab/api/v1"
)

// AppReconciler reconciles an App object.
type AppReconciler struct {
	client.Client
	// APIReader reads straight from the API server, bypassing the cache.
	APIReader client.Reader
	Scheme    *runtime.Scheme

	dyn dynamic.Interface
}

var configMaps = schema.GroupVersionResource{Version: "v1", Resource: "configmaps"}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch
// +kubebuilder:rbac:groups="",resources=configmaps,verbs=get;list;watch

// Reconcile looks up the replica count of the App's tier. The dynamic client is not cached: the
// tiers ConfigMap is read once per reconcile and platform stays out of our cache (and our RBAC for
// list/watch there).
func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	u, err := r.dyn.Resource(configMaps).Namespace("platform").Get(ctx, "tiers", metav1.GetOptions{})
	switch {
	case apierrors.IsNotFound(err):
		// the platform team has not published the tiers yet
		return ctrl.Result{RequeueAfter: time.Minute}, nil
	case err != nil:
		return ctrl.Result{}, err
	}
	raw, found, err := unstructured.NestedString(u.Object, "data", app.Spec.Tier)
	if err != nil || !found {
		return ctrl.Result{}, fmt.Errorf("tier %q missing from platform/tiers", app.Spec.Tier)
	}
	n, err := strconv.Atoi(raw)
	if err != nil {
		return ctrl.Result{}, err
	}
	app.Status.Replicas = int32(n)
	return ctrl.Result{}, r.Status().Update(ctx, &app)
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	r.dyn = dynamic.NewForConfigOrDie(mgr.GetConfig())
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Named("app").
		Complete(r)
}
