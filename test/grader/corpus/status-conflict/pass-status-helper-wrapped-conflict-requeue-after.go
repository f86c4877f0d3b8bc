// corpus: pass
// Style: a statusUpdater helper struct, errors wrapped with %w and tested with errors.As into *apierrors.StatusError; a conflict asks for a short RequeueAfter, anything else is returned.
package controller

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"time"

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

type statusUpdater struct{ w client.SubResourceWriter }

func (s statusUpdater) ready(ctx context.Context, app *labv1.App) error {
	app.Status.Phase = "Ready"
	app.Status.Version = app.Spec.Version
	if err := s.w.Update(ctx, app); err != nil {
		return fmt.Errorf("ready %s: %w", app.Name, err)
	}
	return nil
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	if app.Status.Phase == "Ready" && app.Status.Version == app.Spec.Version {
		return ctrl.Result{}, nil
	}

	err := statusUpdater{w: r.Status()}.ready(ctx, &app)
	var se *apierrors.StatusError
	if errors.As(err, &se) && se.ErrStatus.Code == http.StatusConflict {
		logf.FromContext(ctx).Info("conflict, trying again shortly")
		return ctrl.Result{RequeueAfter: 200 * time.Millisecond}, nil
	}
	return ctrl.Result{}, err
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		WithEventFilter(predicate.GenerationChangedPredicate{}).
		Named("app").
		Complete(r)
}
