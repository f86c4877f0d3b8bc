// corpus: fail status.one-condition-per-type
// Mistake: the upsert tests the index with > 0, so a condition found at index 0 is appended again instead of replaced.
package controller

import (
	"slices"
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

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch

// Reconcile reports that the App is available.
func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	// (Rolling out the version is left out of this exercise.)
	// SetStatusCondition replaces the condition of the same type and only moves
	// LastTransitionTime when Status changes, so a second pass writes nothing new: the API
	// server treats it as a no-op, sends no watch event, and the loop settles.
	app.Status.ObservedGeneration = app.Generation
	setCondition(&app.Status.Conditions, metav1.Condition{
		Type:               "Available",
		Status:             metav1.ConditionTrue,
		Reason:             "RolledOut",
		Message:            "version " + app.Spec.Version + " is running",
		ObservedGeneration: app.Generation,
	})
	if err := r.Status().Update(ctx, &app); err != nil {
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

func setCondition(conds *[]metav1.Condition, c metav1.Condition) {
	i := slices.IndexFunc(*conds, func(x metav1.Condition) bool { return x.Type == c.Type })
	if i > 0 {
		if (*conds)[i].Status == c.Status {
			c.LastTransitionTime = (*conds)[i].LastTransitionTime
		} else {
			c.LastTransitionTime = metav1.Now()
		}
		(*conds)[i] = c
		return
	}
	c.LastTransitionTime = metav1.Now()
	*conds = append(*conds, c)
}
