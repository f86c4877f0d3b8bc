// corpus: pass
// An ObjectReconciler[*App] completed with reconcile.AsReconciler; the status write retried with retry.RetryOnConflict on a freshly read copy.
package controller

import (
	"context"

	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/client-go/util/retry"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/predicate"
	"sigs.k8s.io/controller-runtime/pkg/reconcile"

	labv1 "example.com/lab/api/v1"
)

// AppReconciler reconciles an App object.
type AppReconciler struct {
	client.Client
	Scheme *runtime.Scheme
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch

// Reconcile gets the App already read by the adapter.
func (r *AppReconciler) Reconcile(ctx context.Context, app *labv1.App) (reconcile.Result, error) {
	if upToDate(app) {
		return reconcile.Result{}, nil
	}
	key := client.ObjectKeyFromObject(app)
	err := retry.RetryOnConflict(retry.DefaultRetry, func() error {
		latest := &labv1.App{}
		if err := r.Get(ctx, key, latest); err != nil {
			return err
		}
		if upToDate(latest) {
			return nil
		}
		latest.Status.Phase = "Ready"
		latest.Status.Version = latest.Spec.Version
		return r.Status().Update(ctx, latest)
	})
	return reconcile.Result{}, client.IgnoreNotFound(err)
}

func upToDate(app *labv1.App) bool {
	return app.Status.Phase == "Ready" && app.Status.Version == app.Spec.Version
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		WithEventFilter(predicate.GenerationChangedPredicate{}).
		Named("app").
		Complete(reconcile.AsReconciler[*labv1.App](mgr.GetClient(), r))
}
