// corpus: pass
// APIReader for platform/tiers (its error returned with a RequeueAfter beside it), strconv.ParseInt with a TerminalError for a malformed count, the status in retry.RetryOnConflict(DefaultBackoff) on a fresh Get, skipped when unchanged.
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
	"k8s.io/client-go/util/retry"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/reconcile"

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
func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	var tiers corev1.ConfigMap
	if err := r.APIReader.Get(ctx, tiersKey, &tiers); err != nil {
		return ctrl.Result{RequeueAfter: 30 * time.Second}, fmt.Errorf("reading %s: %w", tiersKey, err)
	}
	replicas, err := strconv.ParseInt(tiers.Data[app.Spec.Tier], 10, 32)
	if err != nil {
		return ctrl.Result{}, reconcile.TerminalError(fmt.Errorf("tier %q in %s: %w", app.Spec.Tier, tiersKey, err))
	}

	err = retry.RetryOnConflict(retry.DefaultBackoff, func() error {
		var latest labv1.App
		if err := r.Get(ctx, req.NamespacedName, &latest); err != nil {
			return err
		}
		if latest.Status.Replicas == int32(replicas) {
			return nil
		}
		latest.Status.Replicas = int32(replicas)
		return r.Status().Update(ctx, &latest)
	})
	return ctrl.Result{}, client.IgnoreNotFound(err)
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Named("app").
		Complete(r)
}
