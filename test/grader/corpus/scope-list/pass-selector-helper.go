// corpus: pass
// Style: a helper that lists, MatchingLabelsSelector with a Requirement, counting in a loop.
package controller

import (
	"context"

	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/labels"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/selection"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	logf "sigs.k8s.io/controller-runtime/pkg/log"

	labv1 "example.com/lab/api/v1"
)

type AppReconciler struct {
	client.Client
	Scheme *runtime.Scheme
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch
// +kubebuilder:rbac:groups="",resources=pods,verbs=get;list;watch

func (r *AppReconciler) podsOf(ctx context.Context, app *labv1.App) ([]corev1.Pod, error) {
	req, err := labels.NewRequirement("app", selection.Equals, []string{app.Spec.Component})
	if err != nil {
		return nil, err
	}
	var list corev1.PodList
	err = r.List(ctx, &list,
		client.InNamespace(app.GetNamespace()),
		client.MatchingLabelsSelector{Selector: labels.NewSelector().Add(*req)})
	return list.Items, err
}

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	log := logf.FromContext(ctx)
	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	pods, err := r.podsOf(ctx, &app)
	if err != nil {
		return ctrl.Result{}, err
	}
	var n int32
	for range pods {
		n++
	}
	log.Info("counted pods", "count", n)
	app.Status.Pods = n
	if err := r.Status().Update(ctx, &app); err != nil {
		return ctrl.Result{}, err
	}
	return ctrl.Result{}, nil
}

func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).For(&labv1.App{}).Named("app").Complete(r)
}
