// corpus: pass
// 每次重试都重新 Get，再用带乐观锁的 MergeFrom 补丁写 status；条件由 meta.SetStatusCondition 维护。
package controller

import (
	"context"

	"k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/client-go/util/retry"
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

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	logger := log.FromContext(ctx).WithValues("app", req.NamespacedName)
	var gone bool
	err := retry.RetryOnConflict(retry.DefaultRetry, func() error {
		var app labv1.App
		if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
			if client.IgnoreNotFound(err) == nil { gone = true; return nil }
			return err
		}
		base := app.DeepCopy()
		// 乐观锁：补丁里带上 resourceVersion，别人先写了就 409，然后重试
		patch := client.MergeFromWithOptions(base, client.MergeFromWithOptimisticLock{})

		app.Status.ObservedGeneration = app.Generation
		changed := meta.SetStatusCondition(&app.Status.Conditions, metav1.Condition{
			Type: "Available", Status: metav1.ConditionTrue, Reason: "RolledOut",
			Message: "version " + app.Spec.Version + " is running", ObservedGeneration: app.Generation})
		if !changed && base.Status.ObservedGeneration == app.Generation {
			logger.V(1).Info("状态没变，不写")
			return nil
		}
		logger.Info("写 status", "generation", app.Generation)
		return r.Status().Patch(ctx, &app, patch)
	})
	if gone { return ctrl.Result{}, nil }
	return ctrl.Result{}, err
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).For(&labv1.App{}).Named("app").Complete(r)
}
