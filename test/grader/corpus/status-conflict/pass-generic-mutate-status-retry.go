// corpus: pass
// A generic mutateStatus helper: retry.RetryOnConflict around a fresh Get into a new object, the mutation as a closure.
package controller

import (
	"context"

	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/types"
	"k8s.io/client-go/util/retry"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/predicate"

	labv1 "example.com/lab/api/v1"
)

// AppReconciler reconciles an App object.
type AppReconciler struct {
	client.Client
	Scheme *runtime.Scheme
}

func mutateStatus[T client.Object](ctx context.Context, c client.Client, key types.NamespacedName, fresh func() T, mutate func(T) bool) error {
	return retry.RetryOnConflict(retry.DefaultBackoff, func() error {
		obj := fresh()
		if err := c.Get(ctx, key, obj); err != nil {
			return err
		}
		if !mutate(obj) {
			return nil
		}
		return c.Status().Update(ctx, obj)
	})
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	err := mutateStatus(ctx, r.Client, req.NamespacedName, func() *labv1.App { return &labv1.App{} },
		func(a *labv1.App) bool {
			if a.Status.Phase == "Ready" && a.Status.Version == a.Spec.Version {
				return false
			}
			a.Status.Phase = "Ready"
			a.Status.Version = a.Spec.Version
			return true
		})
	return ctrl.Result{}, client.IgnoreNotFound(err)
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		WithEventFilter(predicate.GenerationChangedPredicate{}).
		Named("app").
		Complete(r)
}
