// corpus: pass
// logr logger in the reconciler struct; on a conflict it asks for Requeue: true with a nil error, anything else is returned.
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
	Log    logr.Logger
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (res ctrl.Result, err error) {
	l := r.Log.WithValues("app", req.String())
	var obj labv1.App
	if err = r.Get(ctx, req.NamespacedName, &obj); err != nil {
		return res, client.IgnoreNotFound(err)
	}
	if obj.Status.Phase == "Ready" && obj.Status.Version == obj.Spec.Version {
		return res, nil
	}
	obj.Status.Phase = "Ready"
	obj.Status.Version = obj.Spec.Version
	switch err = r.Status().Update(ctx, &obj); {
	case err == nil:
		return res, nil
	case apierrors.IsConflict(err):
		l.V(1).Info("stale App, trying again")
		return ctrl.Result{Requeue: true}, nil
	default:
		return res, err
	}
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	r.Log = mgr.GetLogger().WithName("app")
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		WithEventFilter(predicate.GenerationChangedPredicate{}).
		Named("app").
		Complete(r)
}
