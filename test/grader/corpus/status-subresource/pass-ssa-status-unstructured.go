// corpus: pass
// Applies only the status (unstructured apiVersion/kind/metadata/status) to the status subresource with a field owner, forced.
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

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	logger := ctrl.LoggerFrom(ctx)
	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	if app.Status.Phase == "Ready" && app.Status.Version == app.Spec.Version {
		return ctrl.Result{}, nil
	}
	status := &unstructured.Unstructured{}
	status.SetGroupVersionKind(labv1.GroupVersion.WithKind("App"))
	status.SetNamespace(app.Namespace)
	status.SetName(app.Name)
	if err := unstructured.SetNestedStringMap(status.Object, map[string]string{
		"phase":   "Ready",
		"version": app.Spec.Version,
	}, "status"); err != nil {
		return ctrl.Result{}, err
	}
	if err := r.Status().Patch(ctx, status, client.Apply, client.FieldOwner("app-status"), client.ForceOwnership); err != nil {
		logger.Error(err, "status apply failed")
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
