// corpus: pass
// The reconciler applies the status through r.Status().Apply with client.ApplyConfigurationFromUnstructured (only the status fields set, errors wrapped with %w, a switch on the App's state); the test builds its fake client with WithStatusSubresource and checks the status with a table of wanted fields.
package controller

import (
	"context"
	"fmt"

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

// Reconcile marks the App Ready and records the version it rolled out.
func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	app := &labv1.App{}
	if err := r.Get(ctx, req.NamespacedName, app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	switch {
	case !app.DeletionTimestamp.IsZero():
		return ctrl.Result{}, nil
	case app.Status.Phase == "Ready" && app.Status.Version == app.Spec.Version:
		return ctrl.Result{}, nil
	}
	if err := r.applyStatus(ctx, app, "Ready", app.Spec.Version); err != nil {
		return ctrl.Result{}, fmt.Errorf("marking %s ready: %w", req.NamespacedName, err)
	}
	return ctrl.Result{}, nil
}

// applyStatus sends only the fields this controller owns.
func (r *AppReconciler) applyStatus(ctx context.Context, app *labv1.App, phase, version string) error {
	u := &unstructured.Unstructured{}
	u.SetGroupVersionKind(labv1.GroupVersion.WithKind("App"))
	u.SetNamespace(app.Namespace)
	u.SetName(app.Name)
	if err := unstructured.SetNestedStringMap(u.Object, map[string]string{"phase": phase, "version": version}, "status"); err != nil {
		return err
	}
	return r.Status().Apply(ctx, client.ApplyConfigurationFromUnstructured(u), client.FieldOwner("app-status"), client.ForceOwnership)
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Named("app").
		Complete(r)
}
