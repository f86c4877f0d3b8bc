// corpus: fail outcome.pod-count
// Lists in the App's namespace with the label selector in ListOptions.Raw: the cached client never applies Raw, so every Pod of the namespace is counted.
package controller

import (
	"context"
	"fmt"

	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	logf "sigs.k8s.io/controller-runtime/pkg/log"

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

// Reconcile counts the App's Pods.
func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	log := logf.FromContext(ctx)

	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	var pods corev1.PodList
	opts := &client.ListOptions{
		Namespace: app.Namespace,
		Raw:       &metav1.ListOptions{LabelSelector: "app=" + app.Spec.Component},
	}
	if err := r.List(ctx, &pods, opts); err != nil {
		return ctrl.Result{}, fmt.Errorf("listing pods of %s: %w", req.NamespacedName, err)
	}
	n := int32(len(pods.Items))
	if app.Status.Pods == n {
		return ctrl.Result{}, nil
	}
	log.Info("pod count changed", "from", app.Status.Pods, "to", n)
	app.Status.Pods = n
	if err := r.Status().Update(ctx, &app); err != nil {
		return ctrl.Result{}, fmt.Errorf("updating status: %w", err)
	}
	return ctrl.Result{}, nil
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).For(&labv1.App{}).Named("app").Complete(r)
}
