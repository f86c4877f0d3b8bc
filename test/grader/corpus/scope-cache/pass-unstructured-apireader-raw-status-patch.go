// corpus: pass
// Reads platform/tiers as an unstructured.Unstructured through APIReader (unstructured.NestedString for the tier's count) and writes status.replicas with a raw JSON merge patch on the status subresource.
package controller

import (
	"context"
	"fmt"
	"strconv"

	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/types"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/log"

	labv1 "example.com/lab/api/v1"
)

// AppReconciler reconciles an App object.
type AppReconciler struct {
	client.Client
	APIReader client.Reader
	Scheme    *runtime.Scheme
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch
// +kubebuilder:rbac:groups="",resources=configmaps,verbs=get;list;watch

// APIReader for the one ConfigMap outside team-a: a request per reconcile, and no informer watching
// the platform namespace.

// Reconcile looks up the replica count of the App's tier.
func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	tiers := &unstructured.Unstructured{}
	tiers.SetGroupVersionKind(schema.GroupVersionKind{Version: "v1", Kind: "ConfigMap"})
	if err := r.APIReader.Get(ctx, types.NamespacedName{Namespace: "platform", Name: "tiers"}, tiers); err != nil {
		return ctrl.Result{}, fmt.Errorf("tiers: %w", err)
	}
	count, found, err := unstructured.NestedString(tiers.Object, "data", app.Spec.Tier)
	if err != nil || !found {
		return ctrl.Result{}, fmt.Errorf("tier %q not in platform/tiers", app.Spec.Tier)
	}
	replicas, err := strconv.Atoi(count)
	if err != nil {
		return ctrl.Result{}, fmt.Errorf("tier %q: %w", app.Spec.Tier, err)
	}
	if app.Status.Replicas == int32(replicas) {
		return ctrl.Result{}, nil
	}
	log.FromContext(ctx).V(1).Info("setting replicas", "tier", app.Spec.Tier, "replicas", replicas)
	patch := client.RawPatch(types.MergePatchType, fmt.Appendf(nil, `{"status":{"replicas":%d}}`, replicas))
	return ctrl.Result{}, r.Status().Patch(ctx, &app, patch)
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Named("app").
		Complete(r)
}
