// corpus: fail scope.cache-namespace
// A helper reads platform/tiers with the reader it is given, and Reconcile hands it the cached client; the error becomes a quiet RequeueAfter.
package controller

import (
	"context"
	"fmt"
	"strconv"
	"time"

	corev1 "k8s.io/api/core/v1"
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

// tierReplicas reads the replica count of a tier from the platform's ConfigMap.
func tierReplicas(ctx context.Context, c client.Reader, tier string) (int32, error) {
	var tiers corev1.ConfigMap
	if err := c.Get(ctx, tiersKey, &tiers); err != nil {
		return 0, fmt.Errorf("reading %s: %w", tiersKey, err)
	}
	n, err := strconv.Atoi(tiers.Data[tier])
	return int32(n), err
}

// Reconcile looks up the replica count of the App's tier.
func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	replicas, err := tierReplicas(ctx, r, app.Spec.Tier)
	if err != nil {
		// the platform team may not have published the tiers yet: look again later, quietly
		return ctrl.Result{RequeueAfter: 30 * time.Second}, nil
	}
	app.Status.Replicas = replicas
	return ctrl.Result{}, r.Status().Update(ctx, &app)
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Named("app").
		Complete(r)
}
