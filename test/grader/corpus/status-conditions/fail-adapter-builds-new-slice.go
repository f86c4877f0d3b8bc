// corpus: fail status.transition-time
// The same adapter, but markAvailable rebuilds the conditions slice with a fresh condition stamped now: one condition, but its lastTransitionTime moves on every spec change.
package controller

import (
	"context"

	"k8s.io/apimachinery/pkg/api/equality"
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
	conds := h.GetConditions()
	kept := (*conds)[:0]
	for _, c := range *conds {
		if c.Type != "Available" {
			kept = append(kept, c)
		}
	}
	*conds = append(kept, metav1.Condition{
		Type:               "Available",
		Status:             metav1.ConditionTrue,
		Reason:             "RolledOut",
		Message:            message,
		ObservedGeneration: h.GetGeneration(),
		LastTransitionTime: metav1.Now(),
	})
}

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	app := &labv1.App{}
	if err := r.Get(ctx, req.NamespacedName, app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	if app.Status.ObservedGeneration == app.Generation && len(app.Status.Conditions) == 1 {
		return ctrl.Result{}, nil
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
