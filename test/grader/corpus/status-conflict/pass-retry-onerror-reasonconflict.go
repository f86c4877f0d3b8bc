// corpus: pass
// Style: retry.OnError with its own predicate and backoff, re-reading the App through a helper each try.
package controller

import (
	"context"
	"time"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/types"
	"k8s.io/apimachinery/pkg/util/wait"
	"k8s.io/client-go/util/retry"
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

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch

var statusBackoff = wait.Backoff{Steps: 4, Duration: 20 * time.Millisecond, Factor: 2.0, Jitter: 0.1}

func (r *AppReconciler) markReady(ctx context.Context, key types.NamespacedName) error {
	return retry.OnError(statusBackoff, apierrors.IsConflict, func() error {
		var app labv1.App
		if err := r.Get(ctx, key, &app); err != nil {
			return err
		}
		if app.Status.Phase == "Ready" && app.Status.Version == app.Spec.Version {
			return nil
		}
		app.Status.Phase = "Ready"
		app.Status.Version = app.Spec.Version
		return r.Status().Update(ctx, &app)
	})
}

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	if err := r.markReady(ctx, req.NamespacedName); err != nil {
		if apierrors.IsNotFound(err) {
			return ctrl.Result{}, nil
		}
		return ctrl.Result{}, err
	}
	return ctrl.Result{}, nil
}

func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		WithEventFilter(predicate.GenerationChangedPredicate{}).
		Named("app").
		Complete(r)
}
