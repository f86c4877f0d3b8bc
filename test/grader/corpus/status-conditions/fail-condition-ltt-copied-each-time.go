// corpus: fail status.transition-time
// Mistake: updates the found condition in place but stamps LastTransitionTime on every reconcile.
package controller

import (
	"context"

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
	if app.Status.ObservedGeneration == app.Generation && meta.IsStatusConditionTrue(app.Status.Conditions, "Available") {
		return ctrl.Result{}, nil
	}
	app.Status.ObservedGeneration = app.Generation
	cond := meta.FindStatusCondition(app.Status.Conditions, "Available")
	if cond == nil {
		app.Status.Conditions = append(app.Status.Conditions, metav1.Condition{Type: "Available"})
		cond = &app.Status.Conditions[len(app.Status.Conditions)-1]
	}
	cond.Status = metav1.ConditionTrue
	cond.Reason = "RolledOut"
	cond.Message = "version " + app.Spec.Version + " is running"
	cond.ObservedGeneration = app.Generation
	cond.LastTransitionTime = metav1.Now()
	return ctrl.Result{}, r.Status().Update(ctx, &app)
}

func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Named("app").
		Complete(r)
}
