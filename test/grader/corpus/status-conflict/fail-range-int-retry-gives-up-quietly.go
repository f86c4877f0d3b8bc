// corpus: fail status.conflict-handled
// Mistake: the same range-over-int retry loop, but a conflict left after the last attempt is logged and dropped ("the next event will fix it"), and no spec change comes.
package controller

import (
	"context"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
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

const attempts = 3

// Reconcile marks the App Ready and records the version it rolled out.
func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	log := logf.FromContext(ctx)

	var app labv1.App
	var err error
	for attempt := range attempts {
		if err = r.Get(ctx, req.NamespacedName, &app); err != nil {
			return ctrl.Result{}, client.IgnoreNotFound(err)
		}
		if app.Status.Phase == "Ready" && app.Status.Version == app.Spec.Version {
			return ctrl.Result{}, nil
		}
		app.Status.Phase = "Ready"
		app.Status.Version = app.Spec.Version
		if err = r.Status().Update(ctx, &app); !apierrors.IsConflict(err) {
			break
		}
		log.V(1).Info("status conflict, reading the App again", "attempt", attempt+1)
	}
	if apierrors.IsConflict(err) {
		log.Info("still conflicting, giving up until the next event", "attempts", attempts)
		return ctrl.Result{}, nil
	}
	return ctrl.Result{}, err
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		WithEventFilter(predicate.GenerationChangedPredicate{}).
		Named("app").
		Complete(r)
}
