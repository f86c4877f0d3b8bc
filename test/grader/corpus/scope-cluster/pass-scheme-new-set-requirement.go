// corpus: pass
// Style: the list type made by the scheme from its GVK, a set-based requirement (zone in [x]), the count from meta.ExtractList.
package controller

import (
	"context"

	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/api/meta"
	"k8s.io/apimachinery/pkg/labels"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/selection"
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
// +kubebuilder:rbac:groups="",resources=nodes,verbs=get;list;watch

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	obj, err := r.Scheme.New(corev1.SchemeGroupVersion.WithKind("NodeList"))
	if err != nil {
		return ctrl.Result{}, err
	}
	list := obj.(client.ObjectList)
	zone, err := labels.NewRequirement("topology.kubernetes.io/zone", selection.In, []string{app.Spec.Zone})
	if err != nil {
		return ctrl.Result{}, err
	}
	if err := r.List(ctx, list, client.MatchingLabelsSelector{Selector: labels.NewSelector().Add(*zone)}); err != nil {
		return ctrl.Result{}, err
	}
	items, err := meta.ExtractList(list)
	if err != nil {
		return ctrl.Result{}, err
	}
	app.Status.Nodes = int32(len(items))
	return ctrl.Result{}, r.Status().Update(ctx, &app)
}

func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).For(&labv1.App{}).Named("app").Complete(r)
}
