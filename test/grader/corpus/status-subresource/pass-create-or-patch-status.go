// corpus: pass
// Style: controllerutil.CreateOrPatch, which patches the status subresource when the mutate function changed status.
package controller

import (
	"context"

	"k8s.io/apimachinery/pkg/runtime"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/controller/controllerutil"
	"sigs.k8s.io/controller-runtime/pkg/log"

	labv1 "example.com/lab/api/v1"
)

// AppReconciler reconciles an App object.
type AppReconciler struct {
	client.Client
	Scheme *runtime.Scheme
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch;create;update;patch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var existing labv1.App
	if err := r.Get(ctx, req.NamespacedName, &existing); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	app := &labv1.App{}
	app.Name, app.Namespace = existing.Name, existing.Namespace
	op, err := controllerutil.CreateOrPatch(ctx, r.Client, app, func() error {
		app.Status.Phase = "Ready"
		app.Status.Version = app.Spec.Version
		return nil
	})
	if err != nil {
		return ctrl.Result{}, err
	}
	log.FromContext(ctx).Info("app reconciled", "operation", op)
	return ctrl.Result{}, nil
}

func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Named("app").
		Complete(r)
}
