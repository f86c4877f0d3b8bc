// corpus: pass
// Style: a metadata-only list (PartialObjectMetadataList) scoped with ListOptions.ApplyOptions, counted with meta.EachListItem.
package controller

import (
	"context"

	"k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/labels"
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
	app := new(labv1.App)
	if err := r.Get(ctx, req.NamespacedName, app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	pods := &metav1.PartialObjectMetadataList{}
	pods.APIVersion, pods.Kind = "v1", "PodList"
	opts := (&client.ListOptions{}).ApplyOptions([]client.ListOption{
		client.InNamespace(req.Namespace),
		client.MatchingLabelsSelector{Selector: labels.SelectorFromSet(labels.Set{"app": app.Spec.Component})},
	})
	if err := r.List(ctx, pods, opts); err != nil {
		return ctrl.Result{}, err
	}
	var n int32
	if err := meta.EachListItem(pods, func(runtime.Object) error { n++; return nil }); err != nil {
		return ctrl.Result{}, err
	}
	patch := client.MergeFrom(app.DeepCopy())
	app.Status.Pods = n
	return ctrl.Result{}, r.Status().Patch(ctx, app, patch)
}

func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).For(&labv1.App{}).Named("app").Complete(r)
}
