// corpus: fail status.observed-generation
// Mistake: a generic upsert assigns to the range variable (a copy), so an existing condition is never replaced: after the spec change the condition keeps the old observedGeneration (and message).
package controller

import (
	"context"
	"fmt"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/log"

	labv1 "example.com/lab/api/v1"
)

// AppReconciler reconciles an App object.
type AppReconciler struct {
	client.Client
	Scheme *runtime.Scheme
}

// upsert replaces the item with the same key, or appends it.
func upsert[T any](items []T, item T, key func(T) string) []T {
	for _, it := range items {
		if key(it) == key(item) {
			it = item
			return items
		}
	}
	return append(items, item)
}

func conditionType(c metav1.Condition) string { return c.Type }

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	if app.Status.ObservedGeneration == app.Generation {
		return ctrl.Result{}, nil
	}

	app.Status.Conditions = upsert(app.Status.Conditions, metav1.Condition{
		Type:               "Available",
		Status:             metav1.ConditionTrue,
		Reason:             "RolledOut",
		Message:            "version " + app.Spec.Version + " is running",
		ObservedGeneration: app.Generation,
		LastTransitionTime: metav1.Now(),
	}, conditionType)
	app.Status.ObservedGeneration = app.Generation
	if err := r.Status().Update(ctx, &app); err != nil {
		return ctrl.Result{}, fmt.Errorf("status: %w", err)
	}
	log.FromContext(ctx).Info("status written", "generation", app.Generation)
	return ctrl.Result{}, nil
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Named("app").
		Complete(r)
}
