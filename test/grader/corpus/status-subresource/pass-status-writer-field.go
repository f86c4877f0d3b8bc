// corpus: pass
// Keeps a client.SubResourceWriter in a variable and writes the status through it after a guard clause in a helper.
package controller

import (
	"context"

	"k8s.io/apimachinery/pkg/runtime"
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

func ready(app *labv1.App) bool {
	return app.Status.Phase == "Ready" && app.Status.Version == app.Spec.Version
}

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	if ready(&app) {
		return ctrl.Result{}, nil
	}
	var sw client.SubResourceWriter = r.Status()
	app.Status = labv1.AppStatus{Phase: "Ready", Version: app.Spec.Version}
	return ctrl.Result{}, sw.Update(ctx, &app)
}

func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).For(&labv1.App{}).Named("app").Complete(r)
}
