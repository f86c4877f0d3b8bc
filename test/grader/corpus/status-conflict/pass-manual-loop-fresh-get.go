// corpus: pass
// Style: a hand-written loop of three attempts, each with a fresh Get into a new variable; the last error is returned.
package controller

import (
	"context"
	"fmt"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/runtime"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	logf "sigs.k8s.io/controller-runtime/pkg/log"
	"sigs.k8s.io/controller-runtime/pkg/predicate"

	labv1 "example.com/lab/api/v1"
)

// AppReconciler reconciles an App object.
type AppReconciler struct {
	client.Client
	Scheme *runtime.Scheme
}

const statusAttempts = 3

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	log := logf.FromContext(ctx).WithValues("app", req.NamespacedName)

	var lastErr error
	for attempt := 1; attempt <= statusAttempts; attempt++ {
		var current labv1.App
		if err := r.Get(ctx, req.NamespacedName, &current); err != nil {
			return ctrl.Result{}, client.IgnoreNotFound(err)
		}
		if current.Status.Phase == "Ready" && current.Status.Version == current.Spec.Version {
			return ctrl.Result{}, nil
		}
		current.Status.Phase = "Ready"
		current.Status.Version = current.Spec.Version
		lastErr = r.Status().Update(ctx, &current)
		if lastErr == nil {
			return ctrl.Result{}, nil
		}
		if !apierrors.IsConflict(lastErr) {
			break
		}
		log.V(1).Info("status conflict, reading again", "attempt", attempt)
	}
	return ctrl.Result{}, fmt.Errorf("marking app ready: %w", lastErr)
}

func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		WithEventFilter(predicate.GenerationChangedPredicate{}).
		Named("app").
		Complete(r)
}
