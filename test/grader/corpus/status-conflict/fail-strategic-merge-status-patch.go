// corpus: fail outcome.status-ready
// Mistake: writes the status with r.Status().Patch and client.StrategicMergeFrom, as for a Deployment: the App is a custom resource, the API server answers 415 to a strategic merge patch, and the status is never written.
package controller

import (
	"context"

	"k8s.io/apimachinery/pkg/runtime"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	logf "sigs.k8s.io/controller-runtime/pkg/log"
	"sigs.k8s.io/controller-runtime/pkg/predicate"

	labv1 "example.com/lab/api/v1"
)

// AppReconciler reconciles an App object.
type AppReconciler struct {
	client.Client
	Scheme *runtime.Scheme
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch

// Reconcile marks the App Ready and records the version it rolled out.
func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	log := logf.FromContext(ctx)

	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	if app.Status.Phase == "Ready" && app.Status.Version == app.Spec.Version {
		return ctrl.Result{}, nil
	}

	// (Rolling out the version is left out of this exercise.)
	base := app.DeepCopy()
	app.Status.Phase = "Ready"
	app.Status.Version = app.Spec.Version
	if err := r.Status().Patch(ctx, &app, client.StrategicMergeFrom(base)); err != nil {
		// A 409 Conflict means someone wrote the App after we read it. Returning the error
		// requeues the request with backoff; the next Reconcile reads the fresh object.
		log.Info("status update failed, requeueing", "error", err.Error())
		return ctrl.Result{}, err
	}
	return ctrl.Result{}, nil
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		// Only spec changes (a new generation) trigger a reconcile, not metadata or status writes.
		WithEventFilter(predicate.GenerationChangedPredicate{}).
		Named("app").
		Complete(r)
}
