// corpus: fail status.one-condition-per-type
// A generic upsert helper sets the condition, but the App is saved with r.Update (allowed by the markers): the API server drops .status.
package controller

import (
	"context"

	"k8s.io/apimachinery/pkg/api/equality"
	"k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"

	labv1 "example.com/lab/api/v1"
)

var (
	_ = equality.Semantic
	_ = meta.SetStatusCondition
)

// AppReconciler reconciles an App object.
type AppReconciler struct {
	client.Client
	Scheme *runtime.Scheme
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch;update
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch

func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Named("app").
		Complete(r)
}

func upsert[T any](items []T, match func(T) bool, v T) []T {
	for i := range items {
		if match(items[i]) {
			items[i] = v
			return items
		}
	}
	return append(items, v)
}

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	if app.Status.ObservedGeneration == app.Generation {
		return ctrl.Result{}, nil
	}
	app.Status.ObservedGeneration = app.Generation
	app.Status.Conditions = upsert(app.Status.Conditions, func(c metav1.Condition) bool { return c.Type == "Available" }, metav1.Condition{
		Type:               "Available",
		Status:             metav1.ConditionTrue,
		Reason:             "RolledOut",
		Message:            "version " + app.Spec.Version + " is running",
		ObservedGeneration: app.Generation,
		LastTransitionTime: metav1.Now(),
	})
	return ctrl.Result{}, r.Update(ctx, &app)
}
