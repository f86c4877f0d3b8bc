// corpus: fail status.conflict-handled
// Mistake: the backoff loop retries the write with the object it read before the loop, so every try is a 409, and the timeout that ends the loop is dropped.
package controller

import (
	"context"
	"time"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/util/wait"
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
	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	if app.Status.Phase == "Ready" && app.Status.Version == app.Spec.Version {
		return ctrl.Result{}, nil
	}
	app.Status.Phase, app.Status.Version = "Ready", app.Spec.Version
	backoff := wait.Backoff{Duration: 20 * time.Millisecond, Factor: 2, Steps: 3}
	err := wait.ExponentialBackoffWithContext(ctx, backoff, func(ctx context.Context) (bool, error) {
		err := r.Status().Update(ctx, &app)
		if apierrors.IsConflict(err) {
			return false, nil
		}
		return err == nil, err
	})
	if wait.Interrupted(err) {
		logf.FromContext(ctx).Info("gave up writing status", "error", err.Error())
		return ctrl.Result{}, nil
	}
	return ctrl.Result{}, err
}

func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).For(&labv1.App{}).
		WithEventFilter(predicate.GenerationChangedPredicate{}).Named("app").Complete(r)
}
