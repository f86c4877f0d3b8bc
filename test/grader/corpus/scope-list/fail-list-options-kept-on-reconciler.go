// corpus: fail scope.list-namespace
// Mistake: the list options are built once, on the first reconcile, and kept on the reconciler; every later App lists in the first App's namespace.
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

	listOpts *client.ListOptions
}

func (r *AppReconciler) optsFor(app *labv1.App) *client.ListOptions {
	if r.listOpts == nil {
		r.listOpts = &client.ListOptions{}
		client.InNamespace(app.Namespace).ApplyToList(r.listOpts)
	}
	o := *r.listOpts
	client.MatchingLabels{"app": app.Spec.Component}.ApplyToList(&o)
	return &o
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
	if err := r.List(ctx, &pods, r.optsFor(&app)); err != nil {
		return ctrl.Result{}, err
	}
	app.Status.Pods = int32(len(pods.Items))
	return ctrl.Result{}, r.Status().Update(ctx, &app)
}

func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).For(&labv1.App{}).Named("app").Complete(r)
}
