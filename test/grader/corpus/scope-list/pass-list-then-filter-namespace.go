// corpus: pass
// Lists by label, then keeps only the Pods whose namespace is the App's (the cache holds them all; the count is right).
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
	var pods corev1.PodList
	if err := r.List(ctx, &pods, client.InNamespace(req.Namespace), client.MatchingLabels{"app": app.Spec.Component}); err != nil {
		return ctrl.Result{}, err
	}
	n := 0
	for i := range pods.Items {
		if pods.Items[i].Namespace == app.Namespace {
			n++
		}
	}
	if app.Status.Pods == int32(n) {
		return ctrl.Result{}, nil
	}
	patch := client.MergeFrom(app.DeepCopy())
	app.Status.Pods = int32(n)
	return ctrl.Result{}, r.Status().Patch(ctx, &app, patch)
}

func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).For(&labv1.App{}).Named("app").Complete(r)
}
