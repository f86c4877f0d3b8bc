// corpus: fail status.written-via-subresource
// Mistake: the status goes through /status only when a StatusSubresource flag is set, and neither cmd/main.go nor the test sets it: r.Update is what runs, on the cluster and in the (fixed) test.
package controller

import (
	"context"

	"k8s.io/apimachinery/pkg/runtime"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"

	labv1 "example.com/lab/api/v1"
)

// AppReconciler reconciles an App object.
type AppReconciler struct {
	client.Client
	Scheme *runtime.Scheme

	// StatusSubresource writes the status through /status. Set it where the CRD has the
	// subresource.
	StatusSubresource bool
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch;update;patch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch

// Reconcile marks the App Ready and records the version it rolled out.
func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	if app.Status.Phase == "Ready" && app.Status.Version == app.Spec.Version {
		return ctrl.Result{}, nil
	}

	// (Rolling out the version is left out of this exercise.)
	app.Status.Phase = "Ready"
	app.Status.Version = app.Spec.Version
	if err := r.writeStatus(ctx, &app); err != nil {
		return ctrl.Result{}, err
	}
	return ctrl.Result{}, nil
}

func (r *AppReconciler) writeStatus(ctx context.Context, app *labv1.App) error {
	if r.StatusSubresource {
		return r.Status().Update(ctx, app)
	}
	return r.Update(ctx, app)
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Named("app").
		Complete(r)
}
