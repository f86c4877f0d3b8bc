// corpus: pass
// Style: a generic listIn helper for any ObjectList, the status written in retry.RetryOnConflict around Get+Status().Update, logr from the context.
package controller

import (
	"context"
	"fmt"

	corev1 "k8s.io/api/core/v1"
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

// listIn lists objects of one namespace that carry every label in sel.
func listIn[L client.ObjectList](ctx context.Context, c client.Reader, list L, namespace string, sel map[string]string) error {
	if err := c.List(ctx, list, client.InNamespace(namespace), client.MatchingLabels(sel)); err != nil {
		return fmt.Errorf("list in %s: %w", namespace, err)
	}
	return nil
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch
// +kubebuilder:rbac:groups="",resources=pods,verbs=get;list;watch

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	logger := log.FromContext(ctx)

	app := &labv1.App{}
	if err := r.Get(ctx, req.NamespacedName, app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	pods := &corev1.PodList{}
	if err := listIn(ctx, r.Client, pods, app.Namespace, map[string]string{"app": app.Spec.Component}); err != nil {
		return ctrl.Result{}, err
	}
	count := int32(len(pods.Items))
	logger.Info("counted pods", "component", app.Spec.Component, "pods", count)

	err := retry.RetryOnConflict(retry.DefaultRetry, func() error {
		latest := &labv1.App{}
		if err := r.Get(ctx, req.NamespacedName, latest); err != nil {
			return err
		}
		if latest.Status.Pods == count {
			return nil
		}
		latest.Status.Pods = count
		return r.Status().Update(ctx, latest)
	})
	return ctrl.Result{}, client.IgnoreNotFound(err)
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Named("app").
		Complete(r)
}
