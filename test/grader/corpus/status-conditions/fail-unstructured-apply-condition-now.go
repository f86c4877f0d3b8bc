// corpus: fail status.transition-time
// Mistake: the Available condition server-side applied as an unstructured status configuration, stamped with the current time on every pass.
package controller

import (
	"context"
	"time"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
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
	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	cond := available(&app)
	u := &unstructured.Unstructured{}
	u.SetGroupVersionKind(labv1.GroupVersion.WithKind("App"))
	u.SetNamespace(app.Namespace)
	u.SetName(app.Name)
	if err := unstructured.SetNestedSlice(u.Object, []interface{}{cond}, "status", "conditions"); err != nil {
		return ctrl.Result{}, err
	}
	if err := unstructured.SetNestedField(u.Object, app.Generation, "status", "observedGeneration"); err != nil {
		return ctrl.Result{}, err
	}
	err := r.Status().Apply(ctx, client.ApplyConfigurationFromUnstructured(u), client.FieldOwner("app-conditions"), client.ForceOwnership)
	return ctrl.Result{}, err
}

// available is the condition as a JSON object, as of now.
func available(app *labv1.App) map[string]interface{} {
	since := metav1.Now()
	return map[string]interface{}{
		"type":               "Available",
		"status":             string(metav1.ConditionTrue),
		"reason":             "RolledOut",
		"message":            "version " + app.Spec.Version + " is running",
		"observedGeneration": app.Generation,
		"lastTransitionTime": since.UTC().Format(time.RFC3339),
	}
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Named("app").
		Complete(r)
}
