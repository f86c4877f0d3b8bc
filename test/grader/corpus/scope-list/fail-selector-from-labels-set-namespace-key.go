// corpus: fail scope.list-namespace
// Mistake: the selector is built with labels.SelectorFromSet in a helper, adding a "namespace" label set to the App's namespace: Pods carry no such label, the List spans every namespace and matches none.
package controller

import (
	"context"

	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/labels"
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

func podSelector(app *labv1.App) labels.Selector {
	return labels.SelectorFromSet(labels.Set{
		"app":       app.Spec.Component,
		"namespace": app.GetNamespace(),
	})
}

// Reconcile counts the App's Pods and records the count in its status.
func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	app := &labv1.App{}
	if err := r.Get(ctx, req.NamespacedName, app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	pods := &corev1.PodList{}
	if err := r.List(ctx, pods, &client.ListOptions{LabelSelector: podSelector(app)}); err != nil {
		return ctrl.Result{}, err
	}

	if app.Status.Pods == int32(len(pods.Items)) {
		return ctrl.Result{}, nil
	}
	app.Status.Pods = int32(len(pods.Items))
	return ctrl.Result{}, r.Status().Update(ctx, app)
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Named("app").
		Complete(r)
}
