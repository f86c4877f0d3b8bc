// corpus: pass
// Style: builds client.ListOptions and fills it with ApplyOptions, then counts only Pods not being deleted.
package controller

import (
	"context"

	corev1 "k8s.io/api/core/v1"
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

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch
// +kubebuilder:rbac:groups="",resources=pods,verbs=get;list;watch

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	logger := log.FromContext(ctx).WithValues("app", req.NamespacedName)
	app := &labv1.App{}
	if err := r.Get(ctx, req.NamespacedName, app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	listOpts := &client.ListOptions{}
	listOpts.ApplyOptions([]client.ListOption{
		client.InNamespace(req.Namespace),
		client.MatchingLabels{"app": app.Spec.Component},
	})
	pods := &corev1.PodList{}
	if err := r.List(ctx, pods, listOpts); err != nil {
		return ctrl.Result{}, err
	}
	var n int32
	for i := range pods.Items {
		if pods.Items[i].DeletionTimestamp.IsZero() {
			n++
		}
	}
	logger.V(1).Info("counted pods", "count", n)
	if app.Status.Pods == n {
		return ctrl.Result{}, nil
	}
	app.Status.Pods = n
	return ctrl.Result{}, r.Status().Update(ctx, app)
}

func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Named("app").
		Complete(r)
}
