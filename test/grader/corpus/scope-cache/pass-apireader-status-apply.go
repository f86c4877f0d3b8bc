// corpus: pass
// Reads the tiers ConfigMap through the APIReader (the one object from platform, no informer for it) in a helper that wraps its errors with %w, and writes status.replicas by server-side apply on the status subresource, skipped when it already holds the count.
package controller

import (
	"context"
	"fmt"
	"strconv"

	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/types"
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
}

// The platform team publishes the replica count of each tier in this ConfigMap.
var tiersKey = types.NamespacedName{Namespace: "platform", Name: "tiers"}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch
// +kubebuilder:rbac:groups="",resources=configmaps,verbs=get;list;watch

// Reconcile looks up the replica count of the App's tier.
//
// Choice: the APIReader. One ConfigMap in platform, read once per reconcile, costs one GET; widening
// the cache to platform would keep every ConfigMap of that namespace in memory and watch them all.
func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	replicas, err := r.tierReplicas(ctx, app.Spec.Tier)
	if err != nil {
		return ctrl.Result{}, err
	}
	if app.Status.Replicas == replicas {
		return ctrl.Result{}, nil
	}
	patch := &labv1.App{
		TypeMeta:   metav1.TypeMeta{APIVersion: labv1.GroupVersion.String(), Kind: "App"},
		ObjectMeta: metav1.ObjectMeta{Namespace: app.Namespace, Name: app.Name},
		Status:     labv1.AppStatus{Replicas: replicas},
	}
	if err := r.Status().Patch(ctx, patch, client.Apply, client.FieldOwner("app-controller"), client.ForceOwnership); err != nil {
		return ctrl.Result{}, fmt.Errorf("apply status of %s: %w", req.NamespacedName, err)
	}
	return ctrl.Result{}, nil
}

func (r *AppReconciler) tierReplicas(ctx context.Context, tier string) (int32, error) {
	var tiers corev1.ConfigMap
	if err := r.APIReader.Get(ctx, tiersKey, &tiers); err != nil {
		return 0, fmt.Errorf("read %s: %w", tiersKey, err)
	}
	v, ok := tiers.Data[tier]
	if !ok {
		return 0, fmt.Errorf("tier %q is not in %s", tier, tiersKey)
	}
	n, err := strconv.ParseInt(v, 10, 32)
	if err != nil {
		return 0, fmt.Errorf("tier %q in %s: %w", tier, tiersKey, err)
	}
	return int32(n), nil
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Named("app").
		Complete(r)
}
