// corpus: pass
// Style: a table of desired conditions applied in a loop with meta.SetStatusCondition, equality.Semantic.DeepEqual before writing, the status sent as a MergeFromWithOptimisticLock patch; logr from the context.
package controller

import (
	"context"

	"k8s.io/apimachinery/pkg/api/equality"
	"k8s.io/apimachinery/pkg/api/meta"
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

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	logger := log.FromContext(ctx)

	app := &labv1.App{}
	if err := r.Get(ctx, req.NamespacedName, app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	before := app.DeepCopy()

	// (Rolling out the version is left out of this exercise.)
	desired := []metav1.Condition{
		{Type: "Available", Status: metav1.ConditionTrue, Reason: "RolledOut", Message: "version " + app.Spec.Version + " is running"},
	}
	for _, c := range desired {
		c.ObservedGeneration = app.Generation
		meta.SetStatusCondition(&app.Status.Conditions, c)
	}
	app.Status.ObservedGeneration = app.Generation

	if equality.Semantic.DeepEqual(before.Status, app.Status) {
		logger.V(1).Info("status up to date")
		return ctrl.Result{}, nil
	}
	patch := client.MergeFromWithOptions(before, client.MergeFromWithOptimisticLock{})
	if err := r.Status().Patch(ctx, app, patch); err != nil {
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
