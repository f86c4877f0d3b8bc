// corpus: fail status.conflict-handled
// Mistake: errors are gathered in a slice and only logged with errors.Join; the reconcile returns nil whatever happened.
package controller

import (
	"context"
	"errors"

	"k8s.io/apimachinery/pkg/runtime"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	logf "sigs.k8s.io/controller-runtime/pkg/log"
	"sigs.k8s.io/controller-runtime/pkg/predicate"

	labv1 "example.com/lab/api/v1"
)

type AppReconciler struct {
	client.Client
	Scheme *runtime.Scheme
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var errs []error
	defer func() {
		if err := errors.Join(errs...); err != nil {
			logf.FromContext(ctx).Error(err, "reconcile had errors")
		}
	}()
	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	if app.Status.Phase != "Ready" || app.Status.Version != app.Spec.Version {
		app.Status.Phase, app.Status.Version = "Ready", app.Spec.Version
		errs = append(errs, r.Status().Update(ctx, &app))
	}
	return ctrl.Result{}, nil
}

func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).For(&labv1.App{}).
		WithEventFilter(predicate.GenerationChangedPredicate{}).Named("app").Complete(r)
}
