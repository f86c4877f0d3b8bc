// corpus: fail status.conflict-handled
// Mistake: after the 409 it reads the App again through the same helper as at the start (fresh, for a log line), then returns nil without writing: the conflict is dropped.
package controller

import (
	"context"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/types"

	"k8s.io/apimachinery/pkg/runtime"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	logf "sigs.k8s.io/controller-runtime/pkg/log"
	"sigs.k8s.io/controller-runtime/pkg/predicate"

	labv1 "example.com/lab/api/v1"
)

// AppReconciler reconciles an App object.
type AppReconciler struct {
	client.Client
	Scheme *runtime.Scheme
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch

// Reconcile marks the App Ready and records the version it rolled out.
func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	log := logf.FromContext(ctx)

	var app labv1.App
	if err := r.load(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	if app.Status.Phase == "Ready" && app.Status.Version == app.Spec.Version {
		return ctrl.Result{}, nil
	}

	app.Status.Phase = "Ready"
	app.Status.Version = app.Spec.Version
	if err := r.Status().Update(ctx, &app); err != nil {
		if apierrors.IsConflict(err) {
			// Keep our copy current for the log; the next event brings us back anyway.
			if err := r.load(ctx, req.NamespacedName, &app); err != nil {
				return ctrl.Result{}, client.IgnoreNotFound(err)
			}
			log.Info("status changed underneath us", "resourceVersion", app.ResourceVersion)
			return ctrl.Result{}, nil
		}
		return ctrl.Result{}, err
	}
	return ctrl.Result{}, nil
}

// load reads the App into obj.
func (r *AppReconciler) load(ctx context.Context, key types.NamespacedName, obj *labv1.App) error {
	return r.Get(ctx, key, obj)
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		// Only spec changes (a new generation) trigger a reconcile, not metadata or status writes.
		WithEventFilter(predicate.GenerationChangedPredicate{}).
		Named("app").
		Complete(r)
}
