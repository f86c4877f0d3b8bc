// corpus: fail outcome.scaled-replicas-kept
// Mistake: the applied Deployment is built from a table of (path, value) defaults with unstructured.SetNestedField, and the table still holds spec.replicas: every apply forces it back to 1.
package controller

import (
	"context"

	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/runtime"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/controller/controllerutil"

	appsv1 "k8s.io/api/apps/v1"

	labv1 "example.com/lab/api/v1"
)

// AppReconciler reconciles an App object.
type AppReconciler struct {
	client.Client
	Scheme *runtime.Scheme
}

type field struct {
	path  []string
	value any
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=apps,resources=deployments,verbs=get;list;watch;create;update;patch

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	labels := map[string]any{"app.kubernetes.io/name": app.Name}
	dep := &unstructured.Unstructured{}
	dep.SetAPIVersion("apps/v1")
	dep.SetKind("Deployment")
	dep.SetNamespace(app.Namespace)
	dep.SetName(app.Name + "-web")
	for _, f := range []field{
		{[]string{"spec", "replicas"}, int64(1)},
		{[]string{"spec", "selector", "matchLabels"}, labels},
		{[]string{"spec", "template", "metadata", "labels"}, labels},
		{[]string{"spec", "template", "spec", "containers"}, []any{map[string]any{"name": "app", "image": app.Spec.Image}}},
	} {
		if err := unstructured.SetNestedField(dep.Object, f.value, f.path...); err != nil {
			return ctrl.Result{}, err
		}
	}
	if err := controllerutil.SetControllerReference(&app, dep, r.Scheme); err != nil {
		return ctrl.Result{}, err
	}
	return ctrl.Result{}, r.Patch(ctx, dep, client.Apply, client.FieldOwner("app-controller"), client.ForceOwnership)
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Owns(&appsv1.Deployment{}).
		Named("app").
		Complete(r)
}
