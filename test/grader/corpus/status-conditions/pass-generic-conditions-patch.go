// corpus: pass
// A generic helper over objects that expose their conditions; the status is merge-patched only when meta.SetStatusCondition reports a change or observedGeneration moved.
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

// conditioned is any object whose status holds conditions.
type conditioned interface {
	client.Object
	conditions() *[]metav1.Condition
}

type appObj struct{ *labv1.App }

func (a appObj) conditions() *[]metav1.Condition { return &a.Status.Conditions }

// markAvailable sets Available=True for the object's generation; it reports whether anything changed.
func markAvailable[T conditioned](obj T, reason, msg string) bool {
	return meta.SetStatusCondition(obj.conditions(), metav1.Condition{
		Type:               "Available",
		Status:             metav1.ConditionTrue,
		Reason:             reason,
		Message:            msg,
		ObservedGeneration: obj.GetGeneration(),
	})
}

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	app := &labv1.App{}
	if err := r.Get(ctx, req.NamespacedName, app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	base := app.DeepCopy()

	changed := markAvailable(appObj{app}, "RolledOut", "version "+app.Spec.Version+" is running")
	if app.Status.ObservedGeneration != app.Generation {
		app.Status.ObservedGeneration = app.Generation
		changed = true
	}
	if !changed {
		return ctrl.Result{}, nil
	}
	return ctrl.Result{}, r.Status().Patch(ctx, app, client.MergeFrom(base))
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Named("app").
		Complete(r)
}
