// corpus: pass
// Finds the condition by hand, moves lastTransitionTime only when status flips, skips the write when nothing changed.
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
	want := metav1.Condition{
		Type:               "Available",
		Status:             metav1.ConditionTrue,
		Reason:             "RolledOut",
		Message:            "version " + app.Spec.Version + " is running",
		ObservedGeneration: app.Generation,
	}
	if !upsertCondition(&app.Status.Conditions, want) && app.Status.ObservedGeneration == app.Generation {
		return ctrl.Result{}, nil // already says this
	}
	app.Status.ObservedGeneration = app.Generation
	return ctrl.Result{}, r.Status().Update(ctx, &app)
}

// upsertCondition sets c in conds, keyed by type; it reports whether anything changed.
func upsertCondition(conds *[]metav1.Condition, c metav1.Condition) bool {
	for i := range *conds {
		old := &(*conds)[i]
		if old.Type != c.Type {
			continue
		}
		if old.Status == c.Status && old.Reason == c.Reason && old.Message == c.Message &&
			old.ObservedGeneration == c.ObservedGeneration {
			return false
		}
		if old.Status != c.Status {
			old.LastTransitionTime = metav1.Now()
		}
		old.Status, old.Reason, old.Message, old.ObservedGeneration = c.Status, c.Reason, c.Message, c.ObservedGeneration
		return true
	}
	c.LastTransitionTime = metav1.Now()
	*conds = append(*conds, c)
	return true
}

var _ = meta.FindStatusCondition
var _ = equality.Semantic

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Named("app").
		Complete(r)
}
