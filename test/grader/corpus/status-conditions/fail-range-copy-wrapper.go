// corpus: fail status.observed-generation
// A wrapper type's Set updates the condition through a range copy: found, but never changed after the first write.
package controller

import (
	"context"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
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

// conditionSet wraps the App's conditions so the reconciler reads like prose.
type conditionSet struct{ list *[]metav1.Condition }

// Set puts c in the list: updates the one of the same type, or appends it.
func (s conditionSet) Set(c metav1.Condition) {
	for _, existing := range *s.list {
		if existing.Type == c.Type {
			if existing.Status != c.Status {
				existing.LastTransitionTime = metav1.Now()
			}
			existing.Status = c.Status
			existing.Reason = c.Reason
			existing.Message = c.Message
			existing.ObservedGeneration = c.ObservedGeneration
			return
		}
	}
	c.LastTransitionTime = metav1.Now()
	*s.list = append(*s.list, c)
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch

// Reconcile reports that the App is available.
func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	if app.Status.ObservedGeneration == app.Generation {
		return ctrl.Result{}, nil // this spec is already reported
	}

	app.Status.ObservedGeneration = app.Generation
	conditionSet{&app.Status.Conditions}.Set(metav1.Condition{
		Type:               "Available",
		Status:             metav1.ConditionTrue,
		Reason:             "RolledOut",
		Message:            "version " + app.Spec.Version + " is running",
		ObservedGeneration: app.Generation,
	})
	return ctrl.Result{}, r.Status().Update(ctx, &app)
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Named("app").
		Complete(r)
}
