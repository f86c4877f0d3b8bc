// corpus: pass
// A conditionsHolder interface with an adapter type, meta.SetStatusCondition through the interface, equality.Semantic to skip a no-op, and a status merge patch.
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

type conditionsHolder interface {
	client.Object
	GetConditions() *[]metav1.Condition
}

type appAdapter struct{ *labv1.App }

func (a appAdapter) GetConditions() *[]metav1.Condition { return &a.Status.Conditions }

func markAvailable(h conditionsHolder, message string) {
	meta.SetStatusCondition(h.GetConditions(), metav1.Condition{
		Type:               "Available",
		Status:             metav1.ConditionTrue,
		Reason:             "RolledOut",
		Message:            message,
		ObservedGeneration: h.GetGeneration(),
	})
}

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	app := &labv1.App{}
	if err := r.Get(ctx, req.NamespacedName, app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	before := app.DeepCopy()
	app.Status.ObservedGeneration = app.Generation
	markAvailable(appAdapter{app}, "version "+app.Spec.Version+" is running")
	if equality.Semantic.DeepEqual(before.Status, app.Status) {
		return ctrl.Result{}, nil
	}
	return ctrl.Result{}, r.Status().Patch(ctx, app, client.MergeFrom(before))
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Named("app").
		Complete(r)
}
