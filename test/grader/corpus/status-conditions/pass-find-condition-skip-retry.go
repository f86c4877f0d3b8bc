// corpus: pass
// Skips the write when the Available condition already describes this generation; else re-reads and sets it inside retry.RetryOnConflict.
package controller

import (
	"context"

	"k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
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

func upToDate(app *labv1.App) bool {
	c := meta.FindStatusCondition(app.Status.Conditions, "Available")
	return c != nil && c.Status == metav1.ConditionTrue && c.ObservedGeneration == app.Generation &&
		app.Status.ObservedGeneration == app.Generation
}

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	app := &labv1.App{}
	if err := r.Get(ctx, req.NamespacedName, app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	if upToDate(app) {
		return ctrl.Result{}, nil
	}
	err := retry.RetryOnConflict(retry.DefaultRetry, func() error {
		if err := r.Get(ctx, req.NamespacedName, app); err != nil {
			return err
		}
		meta.SetStatusCondition(&app.Status.Conditions, metav1.Condition{
			Type:               "Available",
			Status:             metav1.ConditionTrue,
			Reason:             "RolledOut",
			Message:            "version " + app.Spec.Version + " is running",
			ObservedGeneration: app.Generation,
		})
		app.Status.ObservedGeneration = app.Generation
		return r.Status().Update(ctx, app)
	})
	return ctrl.Result{}, client.IgnoreNotFound(err)
}

func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).For(&labv1.App{}).Named("app").Complete(r)
}
