// corpus: fail status.conflict-handled
// A finish(err) helper the reconciler returns through: it logs a conflict at V(1) and turns it into success.
package controller

import (
	"context"

	"github.com/go-logr/logr"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/runtime"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/predicate"

	labv1 "example.com/lab/api/v1"
)

// AppReconciler reconciles an App object.
type AppReconciler struct {
	client.Client
	Scheme *runtime.Scheme
}

func finish(log logr.Logger, err error) (ctrl.Result, error) {
	if apierrors.IsConflict(err) {
		log.V(1).Info("someone else wrote the App; the next event will fix it")
		return ctrl.Result{}, nil
	}
	return ctrl.Result{}, err
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	log := logr.FromContextOrDiscard(ctx)
	var obj labv1.App
	if err := r.Get(ctx, req.NamespacedName, &obj); err != nil {
		return finish(log, client.IgnoreNotFound(err))
	}
	if obj.Status.Phase == "Ready" && obj.Status.Version == obj.Spec.Version {
		return finish(log, nil)
	}
	obj.Status.Phase = "Ready"
	obj.Status.Version = obj.Spec.Version
	return finish(log, r.Status().Update(ctx, &obj))
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		WithEventFilter(predicate.GenerationChangedPredicate{}).
		Named("app").
		Complete(r)
}
