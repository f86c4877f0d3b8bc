// corpus: fail status.written-via-subresource
// A markReady method on the reconciler sets the status and saves with r.Client.Update; a logr logger reports it.
package controller

import (
	"context"

	"github.com/go-logr/logr"
	"k8s.io/apimachinery/pkg/runtime"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"

	labv1 "example.com/lab/api/v1"
)

// AppReconciler reconciles an App object.
type AppReconciler struct {
	Client client.Client
	Scheme *runtime.Scheme
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch;update;patch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch

func (r *AppReconciler) markReady(ctx context.Context, log logr.Logger, app *labv1.App) error {
	app.Status.Phase = "Ready"
	app.Status.Version = app.Spec.Version
	log.Info("marking ready", "version", app.Spec.Version)
	return r.Client.Update(ctx, app)
}

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	log := ctrl.LoggerFrom(ctx)
	var app labv1.App
	if err := r.Client.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	if app.Status.Phase == "Ready" && app.Status.Version == app.Spec.Version {
		return ctrl.Result{}, nil
	}
	if err := r.markReady(ctx, log, &app); err != nil {
		return ctrl.Result{}, err
	}
	return ctrl.Result{}, nil
}

func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).For(&labv1.App{}).Named("app").Complete(r)
}
