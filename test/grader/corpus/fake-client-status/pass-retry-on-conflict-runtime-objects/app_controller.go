// corpus: pass
// The status written inside retry.RetryOnConflict: each attempt reads the App again and updates the status subresource; a helper decides what the status should be, errors wrapped with %w.
package controller

import (
	"context"
	"fmt"

	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/client-go/util/retry"
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

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch

// desired is the status an App should have, and whether it has it already.
func desired(app *labv1.App) (labv1.AppStatus, bool) {
	want := app.Status
	want.Phase = "Ready"
	want.Version = app.Spec.Version
	return want, app.Status.Phase == want.Phase && app.Status.Version == want.Version
}

// Reconcile marks the App Ready and records the version it rolled out.
func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	err := retry.RetryOnConflict(retry.DefaultRetry, func() error {
		var app labv1.App
		if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
			return err
		}
		want, done := desired(&app)
		if done {
			return nil
		}
		app.Status = want
		log.FromContext(ctx).V(1).Info("marking ready", "version", want.Version)
		return r.Status().Update(ctx, &app)
	})
	if err := client.IgnoreNotFound(err); err != nil {
		return ctrl.Result{}, fmt.Errorf("status of %s: %w", req.NamespacedName, err)
	}
	return ctrl.Result{}, nil
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Named("app").
		Complete(r)
}
