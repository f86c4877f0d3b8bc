// corpus: pass
// Server-side apply of the status through an unstructured object built in a helper (no resourceVersion, so no conflict with the label writer).
package controller

import (
	"context"

	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/runtime"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/predicate"

	labv1 "example.com/lab/api/v1"
)

type AppReconciler struct {
	client.Client
	Scheme *runtime.Scheme
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch

func statusApply(app *labv1.App) *unstructured.Unstructured {
	u := &unstructured.Unstructured{}
	u.SetAPIVersion("lab.example.com/v1")
	u.SetKind("App")
	u.SetNamespace(app.Namespace)
	u.SetName(app.Name)
	_ = unstructured.SetNestedField(u.Object, "Ready", "status", "phase")
	_ = unstructured.SetNestedField(u.Object, app.Spec.Version, "status", "version")
	return u
}

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	if app.Status.Phase == "Ready" && app.Status.Version == app.Spec.Version {
		return ctrl.Result{}, nil
	}
	err := r.Status().Patch(ctx, statusApply(&app), client.Apply, client.FieldOwner("app-controller"), client.ForceOwnership)
	return ctrl.Result{}, err
}

func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		WithEventFilter(predicate.GenerationChangedPredicate{}).
		Named("app").
		Complete(r)
}
