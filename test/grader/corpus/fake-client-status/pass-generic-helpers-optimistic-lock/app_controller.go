// corpus: pass
// Style: the reconciler returns early, wraps errors with %w, logs with logr key/values and merge-patches the status with an optimistic lock; the test builds its fake through a generic must helper and checks fields from a table, reading back with client.ObjectKeyFromObject.
package controller

import (
	"context"
	"fmt"

	"k8s.io/apimachinery/pkg/runtime"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/log"

	labv1 "example.com/lab/api/v1"
)

// AppReconciler reconciles an App object.
type AppReconciler struct {
	client.Client
	Scheme *runtime.Scheme
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch;update;patch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch

const phaseReady = "Ready"

func ready(app *labv1.App) bool {
	return app.Status.Phase == phaseReady && app.Status.Version == app.Spec.Version
}

// Reconcile marks the App Ready and records the version it rolled out.
func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	logger := log.FromContext(ctx).WithValues("app", req.NamespacedName)

	app := &labv1.App{}
	if err := r.Get(ctx, req.NamespacedName, app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	if ready(app) {
		return ctrl.Result{}, nil
	}

	patch := client.MergeFromWithOptions(app.DeepCopy(), client.MergeFromWithOptimisticLock{})
	app.Status.Phase = phaseReady
	app.Status.Version = app.Spec.Version
	if err := r.Status().Patch(ctx, app, patch); err != nil {
		return ctrl.Result{}, fmt.Errorf("patch status of %s: %w", client.ObjectKeyFromObject(app), err)
	}
	logger.Info("marked ready", "version", app.Status.Version)
	return ctrl.Result{}, nil
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Named("app").
		Complete(r)
}
