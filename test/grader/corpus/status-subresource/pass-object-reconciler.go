// corpus: pass
// reconcile.AsReconciler with a typed ObjectReconciler: the framework Gets the App, the method writes status through a named (not embedded) client field.
package controller

import (
	"context"

	"k8s.io/apimachinery/pkg/runtime"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/reconcile"

	labv1 "example.com/lab/api/v1"
)

// AppReconciler reconciles an App object.
type AppReconciler struct {
	client.Client
	Scheme *runtime.Scheme
}

// appStatusMarker holds its own client: the typed reconciler gets the App already read.
type appStatusMarker struct {
	kube client.Client
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch;update;patch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch

func (m *appStatusMarker) Reconcile(ctx context.Context, app *labv1.App) (reconcile.Result, error) {
	if app.Status.Phase == "Ready" && app.Status.Version == app.Spec.Version {
		return reconcile.Result{}, nil
	}
	app.Status.Phase = "Ready"
	app.Status.Version = app.Spec.Version
	return reconcile.Result{}, m.kube.Status().Update(ctx, app)
}

// Reconcile is kept for the manager's wiring in cmd/main.go.
func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	return reconcile.AsReconciler[*labv1.App](r.Client, &appStatusMarker{kube: r.Client}).Reconcile(ctx, req)
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Named("app").
		Complete(reconcile.AsReconciler[*labv1.App](mgr.GetClient(), &appStatusMarker{kube: mgr.GetClient()}))
}
