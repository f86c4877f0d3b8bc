// corpus: pass
// Style: wait.ExponentialBackoffWithContext around a fresh Get and the status write; a conflict only means "try again", any other error ends the loop.
package controller

import (
	"context"
	"time"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/util/wait"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
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
	backoff := wait.Backoff{Duration: 50 * time.Millisecond, Factor: 2, Steps: 5}
	err := wait.ExponentialBackoffWithContext(ctx, backoff, func(ctx context.Context) (bool, error) {
		var app labv1.App
		if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
			return false, client.IgnoreNotFound(err)
		}
		if app.Status.Phase == "Ready" && app.Status.Version == app.Spec.Version {
			return true, nil
		}
		app.Status.Phase, app.Status.Version = "Ready", app.Spec.Version
		switch err := r.Status().Update(ctx, &app); {
		case err == nil:
			return true, nil
		case apierrors.IsConflict(err):
			return false, nil
		default:
			return false, err
		}
	})
	return ctrl.Result{}, err
}

func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).For(&labv1.App{}).
		WithEventFilter(predicate.GenerationChangedPredicate{}).Named("app").Complete(r)
}
