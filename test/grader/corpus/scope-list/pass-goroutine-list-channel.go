// corpus: pass
// Counts in a goroutine that sends the result on a channel, with the namespace passed in as an argument.
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

type countResult struct {
	n   int
	err error
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch
// +kubebuilder:rbac:groups="",resources=pods,verbs=get;list;watch

func (r *AppReconciler) countPods(ctx context.Context, ns, component string, out chan<- countResult) {
	var pods corev1.PodList
	err := r.List(ctx, &pods, client.InNamespace(ns), client.MatchingLabels{"app": component})
	out <- countResult{n: len(pods.Items), err: err}
}

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	ch := make(chan countResult, 1)
	go r.countPods(ctx, app.Namespace, app.Spec.Component, ch)
	res := <-ch
	if res.err != nil {
		return ctrl.Result{}, res.err
	}
	app.Status.Pods = int32(res.n)
	return ctrl.Result{}, r.Status().Update(ctx, &app)
}

func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).For(&labv1.App{}).Named("app").Complete(r)
}
