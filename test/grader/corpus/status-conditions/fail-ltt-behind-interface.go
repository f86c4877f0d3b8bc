// corpus: fail status.transition-time
// The condition is built behind an interface whose implementation stamps LastTransitionTime after SetStatusCondition.
package controller

import (
	"context"
	"fmt"

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
	Scheme   *runtime.Scheme
	reporter reporter
}

type reporter interface {
	Report(app *labv1.App)
}

type availableReporter struct{}

// Report marks the App available. 记录"最近一次确认"的时间，方便排查。
func (availableReporter) Report(app *labv1.App) {
	meta.SetStatusCondition(&app.Status.Conditions, metav1.Condition{
		Type:               "Available",
		Status:             metav1.ConditionTrue,
		Reason:             "RolledOut",
		Message:            fmt.Sprintf("version %s is running", app.Spec.Version),
		ObservedGeneration: app.Generation,
	})
	meta.FindStatusCondition(app.Status.Conditions, "Available").LastTransitionTime = metav1.Now()
	app.Status.ObservedGeneration = app.Generation
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
		return ctrl.Result{}, nil
	}
	if r.reporter == nil {
		r.reporter = availableReporter{}
	}
	r.reporter.Report(&app)
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
