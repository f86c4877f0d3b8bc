// corpus: fail scope.list-namespace
// List options come from a closure that forgets the namespace (only the label selector): a cluster-wide list.
package controller

import (
	"context"

	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/runtime"
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
// +kubebuilder:rbac:groups="",resources=pods,verbs=get;list;watch

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	optsFor := func(a *labv1.App) []client.ListOption {
		return []client.ListOption{client.MatchingLabels{"app": a.Spec.Component}}
	}
	count := func(opts ...client.ListOption) (int, error) {
		pods := &corev1.PodList{}
		if err := r.List(ctx, pods, opts...); err != nil {
			return 0, err
		}
		return len(pods.Items), nil
	}

	n, err := count(optsFor(&app)...)
	if err != nil {
		return ctrl.Result{}, err
	}
	app.Status.Pods = int32(n)
	return ctrl.Result{}, r.Status().Update(ctx, &app)
}

func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Named("app").
		Complete(r)
}
