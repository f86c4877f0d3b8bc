// corpus: pass
// Reconciler: RetryOnConflict around a fresh Get and a status merge patch; test: WithStatusSubresource given the seeded App itself, a desired-status struct compared with reflect.DeepEqual.
package controller

import (
	"context"

	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/client-go/util/retry"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"

	labv1 "example.com/lab/api/v1"
)

// AppReconciler reconciles an App object.
type AppReconciler struct {
	client.Client
	Scheme *runtime.Scheme
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	err := retry.RetryOnConflict(retry.DefaultRetry, func() error {
		app := &labv1.App{}
		if err := r.Get(ctx, req.NamespacedName, app); err != nil {
			return err
		}
		want := labv1.AppStatus{Phase: "Ready", Version: app.Spec.Version}
		if app.Status == want {
			return nil
		}
		base := app.DeepCopy()
		app.Status = want
		return r.Status().Patch(ctx, app, client.MergeFrom(base))
	})
	return ctrl.Result{}, client.IgnoreNotFound(err)
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).For(&labv1.App{}).Named("app").Complete(r)
}
