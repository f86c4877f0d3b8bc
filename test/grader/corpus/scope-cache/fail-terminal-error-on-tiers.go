// corpus: fail scope.cache-namespace
// Mistake: keeps the cached read of platform/tiers and, tired of the growing backoff, wraps its error in reconcile.TerminalError: the retries stop, the read still fails against the team-a cache and the status is never written.
package controller

import (
	"context"
	"fmt"
	"strconv"

	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/runtime"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/log"
	"sigs.k8s.io/controller-runtime/pkg/reconcile"

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

// Reconcile looks up the replica count of the App's tier.
func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	logger := log.FromContext(ctx)
	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	var tiers corev1.ConfigMap
	if err := r.Get(ctx, client.ObjectKey{Namespace: "platform", Name: "tiers"}, &tiers); err != nil {
		// A missing tiers ConfigMap is the platform team's problem, not ours: no point retrying.
		logger.V(1).Info("tiers unavailable", "error", err.Error())
		return ctrl.Result{}, reconcile.TerminalError(err)
	}
	replicas, err := strconv.Atoi(tiers.Data[app.Spec.Tier])
	if err != nil {
		return ctrl.Result{}, reconcile.TerminalError(fmt.Errorf("tier %q: %w", app.Spec.Tier, err))
	}

	app.Status.Replicas = int32(replicas)
	return ctrl.Result{}, r.Status().Update(ctx, &app)
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Named("app").
		Complete(r)
}
