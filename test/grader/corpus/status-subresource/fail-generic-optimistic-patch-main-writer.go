// corpus: fail status.written-via-subresource
// Mistake: a generic patchWithLock helper takes a client.Writer and the reconciler hands it r.Client, so the optimistic-lock merge patch goes to the App itself and the API server drops its status.
package controller

import (
	"context"

	"k8s.io/apimachinery/pkg/runtime"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/log"

	labv1 "example.com/lab/api/v1"
)

// AppReconciler reconciles an App object.
type AppReconciler struct {
	client.Client
	Scheme *runtime.Scheme
}

// patchWithLock applies mutate to obj and sends the difference, failing on a concurrent change.
func patchWithLock[T client.Object](ctx context.Context, w client.Writer, obj T, mutate func(T)) error {
	base := obj.DeepCopyObject().(T)
	mutate(obj)
	return w.Patch(ctx, obj, client.MergeFromWithOptions(base, client.MergeFromWithOptimisticLock{}))
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch;update;patch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	app := &labv1.App{}
	if err := r.Get(ctx, req.NamespacedName, app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	if app.Status.Phase == "Ready" && app.Status.Version == app.Spec.Version {
		return ctrl.Result{}, nil
	}

	log.FromContext(ctx).Info("marking ready", "version", app.Spec.Version)
	err := patchWithLock(ctx, r.Client, app, func(a *labv1.App) {
		a.Status.Phase = "Ready"
		a.Status.Version = a.Spec.Version
	})
	return ctrl.Result{}, err
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Named("app").
		Complete(r)
}
