// corpus: pass
// Style: the whole status server-side applied (typed App with TypeMeta, FieldOwner, ForceOwnership) from the stored conditions updated with meta.SetStatusCondition; the list-map keyed by type merges by key.
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

	conditions := append([]metav1.Condition(nil), app.Status.Conditions...)
	meta.SetStatusCondition(&conditions, metav1.Condition{
		Type:               "Available",
		Status:             metav1.ConditionTrue,
		Reason:             "RolledOut",
		Message:            "version " + app.Spec.Version + " is running",
		ObservedGeneration: app.Generation,
	})
	if app.Status.ObservedGeneration == app.Generation && len(app.Status.Conditions) == len(conditions) &&
		meta.IsStatusConditionTrue(app.Status.Conditions, "Available") {
		return ctrl.Result{}, nil
	}

	applied := &labv1.App{
		TypeMeta:   metav1.TypeMeta{APIVersion: labv1.GroupVersion.String(), Kind: "App"},
		ObjectMeta: metav1.ObjectMeta{Name: app.Name, Namespace: app.Namespace},
		Status:     labv1.AppStatus{ObservedGeneration: app.Generation, Conditions: conditions},
	}
	if err := r.Status().Patch(ctx, applied, client.Apply, client.FieldOwner("app-controller"), client.ForceOwnership); err != nil {
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
