// corpus: fail status.written-via-subresource
// Mistake: the unstructured apply configuration goes to r.Apply, the object itself, not r.Status().Apply: the API server drops .status from it.
package controller

import (
	"context"

	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
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

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch;update;patch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch

func statusConfig(app *labv1.App, phase string) *unstructured.Unstructured {
	u := &unstructured.Unstructured{}
	u.SetAPIVersion(labv1.GroupVersion.String())
	u.SetKind("App")
	u.SetName(app.Name)
	u.SetNamespace(app.Namespace)
	_ = unstructured.SetNestedField(u.Object, phase, "status", "phase")
	_ = unstructured.SetNestedField(u.Object, app.Spec.Version, "status", "version")
	return u
}

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	app := new(labv1.App)
	if err := r.Get(ctx, req.NamespacedName, app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	if app.Status.Phase == "Ready" && app.Status.Version == app.Spec.Version {
		return ctrl.Result{}, nil
	}
	ac := client.ApplyConfigurationFromUnstructured(statusConfig(app, "Ready"))
	if err := r.Apply(ctx, ac, client.FieldOwner("app-status"), client.ForceOwnership); err != nil {
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
