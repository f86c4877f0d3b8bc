// corpus: fail status.one-condition-per-type
// Mistake: a hand-rolled upsert finds the existing condition by type and reason; the reason names the version (Version1_4_2), so each new version appends a second Available.
package controller

import (
	"context"
	"strings"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"

	labv1 "example.com/lab/api/v1"
)

type AppReconciler struct {
	client.Client
	Scheme *runtime.Scheme
}

func upsert(conds []metav1.Condition, c metav1.Condition) []metav1.Condition {
	for i := range conds {
		if conds[i].Type == c.Type && conds[i].Reason == c.Reason {
			if conds[i].Status != c.Status {
				conds[i].LastTransitionTime = c.LastTransitionTime
			}
			conds[i].Status, conds[i].Message, conds[i].ObservedGeneration = c.Status, c.Message, c.ObservedGeneration
			return conds
		}
	}
	return append(conds, c)
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	if app.Status.ObservedGeneration == app.Generation {
		return ctrl.Result{}, nil
	}
	app.Status.Conditions = upsert(app.Status.Conditions, metav1.Condition{
		Type:               "Available",
		Status:             metav1.ConditionTrue,
		Reason:             "Version" + strings.ReplaceAll(app.Spec.Version, ".", "_"),
		Message:            "version " + app.Spec.Version + " is running",
		ObservedGeneration: app.Generation,
		LastTransitionTime: metav1.Now(),
	})
	app.Status.ObservedGeneration = app.Generation
	return ctrl.Result{}, r.Status().Update(ctx, &app)
}

func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).For(&labv1.App{}).Named("app").Complete(r)
}
