// corpus: pass
// Works on a DeepCopy of the status, skips the write when equality.Semantic.DeepEqual says nothing changed; a helper method builds the condition.
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

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch

func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Named("app").
		Complete(r)
}

func (r *AppReconciler) available(app *labv1.App) metav1.Condition {
	return metav1.Condition{
		Type:               "Available",
		Status:             metav1.ConditionTrue,
		Reason:             "RolledOut",
		Message:            "version " + app.Spec.Version + " is running",
		ObservedGeneration: app.Generation,
	}
}

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	log := ctrl.LoggerFrom(ctx).WithValues("app", req.NamespacedName)
	app := &labv1.App{}
	if err := r.Get(ctx, req.NamespacedName, app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	want := app.Status.DeepCopy()
	want.ObservedGeneration = app.Generation
	meta.SetStatusCondition(&want.Conditions, r.available(app))
	if equality.Semantic.DeepEqual(*want, app.Status) {
		log.V(1).Info("status up to date")
		return ctrl.Result{}, nil
	}
	app.Status = *want
	if err := r.Status().Update(ctx, app); err != nil {
		return ctrl.Result{}, err
	}
	return ctrl.Result{}, nil
}
