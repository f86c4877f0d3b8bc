// corpus: fail scope.list-namespace
// A generic list-and-count helper (type parameters, a size func); the caller passes only the label selector.
package controller

import (
	"context"

	corev1 "k8s.io/api/core/v1"
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

type listOf[T any] interface {
	client.ObjectList
	*T
}

// count lists objects of one kind and returns how many came back.
func count[T any, PT listOf[T]](ctx context.Context, c client.Reader, size func(PT) int, opts ...client.ListOption) (int, error) {
	list := PT(new(T))
	if err := c.List(ctx, list, opts...); err != nil {
		return 0, err
	}
	return size(list), nil
}

// Reconcile counts the App's Pods and records the count in its status.
func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	n, err := count[corev1.PodList](ctx, r, func(l *corev1.PodList) int { return len(l.Items) },
		client.MatchingLabels{"app": app.Spec.Component})
	if err != nil {
		return ctrl.Result{}, err
	}

	app.Status.Pods = int32(n)
	return ctrl.Result{}, r.Status().Update(ctx, &app)
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Named("app").
		Complete(r)
}
