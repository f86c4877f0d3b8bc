// corpus: pass
// retry.RetryOnConflict around a fresh Get and Status().Update, the write inside the closure.
package controller

import (
	"context"

	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/client-go/util/retry"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"

	labv1 "example.com/lab/api/v1"
)

type AppReconciler struct {
	client.Client
	Scheme *runtime.Scheme
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	gone := false
	err := retry.RetryOnConflict(retry.DefaultRetry, func() error {
		var app labv1.App
		if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
			gone = client.IgnoreNotFound(err) == nil
			return err
		}
		if app.Status.Phase == "Ready" && app.Status.Version == app.Spec.Version {
			return nil
		}
		app.Status.Phase = "Ready"
		app.Status.Version = app.Spec.Version
		return r.Status().Update(ctx, &app)
	})
	if gone {
		return ctrl.Result{}, nil
	}
	return ctrl.Result{}, err
}

func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Named("app").
		Complete(r)
}
