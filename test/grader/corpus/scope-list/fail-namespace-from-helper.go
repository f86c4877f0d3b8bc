// corpus: fail scope.list-namespace
// Mistake: a helper returns the team's namespace as a constant (the one the author tested with), and the List uses it.
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

// podNamespace is where the App's Pods run.
func podNamespace(_ *labv1.App) string {
	return "team-a"
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch
// +kubebuilder:rbac:groups="",resources=pods,verbs=get;list;watch

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	app := &labv1.App{}
	if err := r.Get(ctx, req.NamespacedName, app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	pods := &corev1.PodList{}
	err := r.List(ctx, pods,
		client.InNamespace(podNamespace(app)),
		client.MatchingLabels{"app": app.Spec.Component},
	)
	if err != nil {
		return ctrl.Result{}, err
	}
	app.Status.Pods = int32(len(pods.Items))
	return ctrl.Result{}, r.Status().Update(ctx, app)
}

func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).For(&labv1.App{}).Named("app").Complete(r)
}
