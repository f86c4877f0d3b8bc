// corpus: pass
// An unstructured App: status set with SetNestedField and written with r.Status().Update.
package controller

import (
	"context"

	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"

	labv1 "example.com/lab/api/v1"
)

// AppReconciler reconciles an App object.
type AppReconciler struct {
	client.Client
	Scheme *runtime.Scheme
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch;update;patch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch

var appGVK = schema.GroupVersionKind{Group: "lab.example.com", Version: "v1", Kind: "App"}

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	u := &unstructured.Unstructured{}
	u.SetGroupVersionKind(appGVK)
	if err := r.Get(ctx, req.NamespacedName, u); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	version, _, _ := unstructured.NestedString(u.Object, "spec", "version")
	phase, _, _ := unstructured.NestedString(u.Object, "status", "phase")
	current, _, _ := unstructured.NestedString(u.Object, "status", "version")
	if phase == "Ready" && current == version {
		return ctrl.Result{}, nil
	}
	if err := unstructured.SetNestedField(u.Object, "Ready", "status", "phase"); err != nil {
		return ctrl.Result{}, err
	}
	if err := unstructured.SetNestedField(u.Object, version, "status", "version"); err != nil {
		return ctrl.Result{}, err
	}
	return ctrl.Result{}, r.Status().Update(ctx, u)
}

func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).For(&labv1.App{}).Named("app").Complete(r)
}
