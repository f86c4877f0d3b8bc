// corpus: pass
// Server-side applies the status (client.Apply, FieldOwner, ForceOwnership) with the condition built each pass; LastTransitionTime kept from the live condition when the status did not change.
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

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	cond := metav1.Condition{
		Type:               "Available",
		Status:             metav1.ConditionTrue,
		Reason:             "RolledOut",
		Message:            "version " + app.Spec.Version + " is running",
		ObservedGeneration: app.Generation,
		LastTransitionTime: metav1.Now(),
	}
	if old := meta.FindStatusCondition(app.Status.Conditions, "Available"); old != nil && old.Status == cond.Status {
		cond.LastTransitionTime = old.LastTransitionTime
	}
	patch := &labv1.App{
		TypeMeta:   metav1.TypeMeta{APIVersion: labv1.GroupVersion.String(), Kind: "App"},
		ObjectMeta: metav1.ObjectMeta{Name: app.Name, Namespace: app.Namespace},
		Status: labv1.AppStatus{
			ObservedGeneration: app.Generation,
			Conditions:         []metav1.Condition{cond},
		},
	}
	return ctrl.Result{}, r.Status().Patch(ctx, patch, client.Apply, client.FieldOwner("app-controller"), client.ForceOwnership)
}
