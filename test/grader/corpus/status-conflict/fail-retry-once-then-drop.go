// corpus: fail status.conflict-handled
// Mistake: a hand-written "retry once" loop re-reads and writes again, but after the second failure it logs and returns nil.
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

type AppReconciler struct {
	client.Client
	Scheme *runtime.Scheme
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	log := logf.FromContext(ctx)
	var app labv1.App
	for attempt := 0; attempt < 2; attempt++ {
		if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
			return ctrl.Result{}, client.IgnoreNotFound(err)
		}
		if app.Status.Phase == "Ready" && app.Status.Version == app.Spec.Version {
			return ctrl.Result{}, nil
		}
		app.Status.Phase = "Ready"
		app.Status.Version = app.Spec.Version
		err := r.Status().Update(ctx, &app)
		if err == nil {
			return ctrl.Result{}, nil
		}
		if !apierrors.IsConflict(err) {
			return ctrl.Result{}, err
		}
		log.V(1).Info("conflict, trying again", "attempt", attempt)
	}
	log.Info("giving up after conflicts")
	return ctrl.Result{}, nil
}

func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		WithEventFilter(predicate.GenerationChangedPredicate{}).
		Named("app").
		Complete(r)
}
