// corpus: pass
// A generic helper writes any object's status through r.Status(); Reconcile calls it.
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
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch;update;patch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch

func saveStatus[T client.Object](ctx context.Context, c client.Client, obj T, mutate func(T)) error {
	mutate(obj)
	return c.Status().Update(ctx, obj)
}

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	app := &labv1.App{}
	if err := r.Get(ctx, req.NamespacedName, app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	if app.Status.Phase == "Ready" && app.Status.Version == app.Spec.Version {
		return ctrl.Result{}, nil
	}
	err := saveStatus(ctx, r.Client, app, func(a *labv1.App) {
		a.Status.Phase = "Ready"
		a.Status.Version = a.Spec.Version
	})
	return ctrl.Result{}, err
}

func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).For(&labv1.App{}).Named("app").Complete(r)
}
