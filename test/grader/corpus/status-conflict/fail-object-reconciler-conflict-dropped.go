// corpus: fail status.conflict-handled
// Mistake: an ObjectReconciler[*App] (reconcile.AsReconciler) writes the status from the copy the adapter read and returns no error for a 409.
package controller

import (
	"context"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/runtime"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	logf "sigs.k8s.io/controller-runtime/pkg/log"
	"sigs.k8s.io/controller-runtime/pkg/predicate"
	"sigs.k8s.io/controller-runtime/pkg/reconcile"

	labv1 "example.com/lab/api/v1"
)

// AppReconciler reconciles an App object.
type AppReconciler struct {
	client.Client
	Scheme *runtime.Scheme
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch

// Reconcile gets the App already read by the adapter.
func (r *AppReconciler) Reconcile(ctx context.Context, app *labv1.App) (reconcile.Result, error) {
	if app.Status.Phase == "Ready" && app.Status.Version == app.Spec.Version {
		return reconcile.Result{}, nil
	}
	app.Status.Phase = "Ready"
	app.Status.Version = app.Spec.Version
	switch err := r.Status().Update(ctx, app); {
	case err == nil:
		return reconcile.Result{}, nil
	case apierrors.IsConflict(err):
		logf.FromContext(ctx).V(1).Info("app changed under us; the next event will redo it")
		return reconcile.Result{}, nil
	default:
		return reconcile.Result{}, err
	}
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		WithEventFilter(predicate.GenerationChangedPredicate{}).
		Named("app").
		Complete(reconcile.AsReconciler[*labv1.App](mgr.GetClient(), r))
}
