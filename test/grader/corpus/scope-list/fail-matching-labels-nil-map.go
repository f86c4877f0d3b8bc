// corpus: fail outcome.pod-count
// The selector is built from the App's labels into a map left nil when the App has none: client.MatchingLabels(nil) selects every Pod of the namespace.
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

// Reconcile counts the App's Pods and records the count in its status.
func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	var pods corev1.PodList
	if err := r.List(ctx, &pods, client.InNamespace(app.Namespace), podSelector(&app)); err != nil {
		return ctrl.Result{}, err
	}

	app.Status.Pods = int32(len(pods.Items))
	if err := r.Status().Update(ctx, &app); err != nil {
		return ctrl.Result{}, err
	}
	return ctrl.Result{}, nil
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Named("app").
		Complete(r)
}

// podSelector selects the App's Pods by the labels they share with it; an App may name its
// component in spec.component instead.
func podSelector(app *labv1.App) client.MatchingLabels {
	var sel map[string]string
	for k, v := range app.Labels {
		if k == "app" {
			if sel == nil {
				sel = map[string]string{}
			}
			sel[k] = v
		}
	}
	if sel == nil && app.Spec.Component != "" && app.Labels != nil {
		sel = map[string]string{"app": app.Spec.Component}
	}
	return client.MatchingLabels(sel)
}
