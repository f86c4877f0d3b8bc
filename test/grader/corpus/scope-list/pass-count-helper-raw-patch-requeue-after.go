// corpus: pass
// A count helper with a ListOption slice, an early return when the count is unchanged, the status written with a raw JSON merge patch, a periodic RequeueAfter.
package controller

import (
	"context"
	"fmt"
	"time"

	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/types"
	"k8s.io/apimachinery/pkg/runtime"
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
// +kubebuilder:rbac:groups="",resources=pods,verbs=get;list;watch

// Reconcile counts the App's Pods and records the count in its status.
func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	n, err := r.countPods(ctx, app.Namespace, app.Spec.Component)
	if err != nil {
		return ctrl.Result{}, fmt.Errorf("counting pods of %s: %w", req.NamespacedName, err)
	}
	if app.Status.Pods == n {
		// nothing to write; look again in a minute
		return ctrl.Result{RequeueAfter: time.Minute}, nil
	}
	patch := []byte(fmt.Sprintf(`{"status":{"pods":%d}}`, n))
	if err := r.Status().Patch(ctx, &app, client.RawPatch(types.MergePatchType, patch)); err != nil {
		return ctrl.Result{}, err
	}
	return ctrl.Result{RequeueAfter: time.Minute}, nil
}

// countPods counts the Pods of one component in one namespace.
func (r *AppReconciler) countPods(ctx context.Context, namespace, component string) (int32, error) {
	pods := &corev1.PodList{}
	opts := []client.ListOption{
		client.InNamespace(namespace),
		client.MatchingLabels(map[string]string{"app": component}),
	}
	if err := r.List(ctx, pods, opts...); err != nil {
		return 0, err
	}
	return int32(len(pods.Items)), nil
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Named("app").
		Complete(r)
}
