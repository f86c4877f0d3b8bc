// corpus: pass
// A table of status setters applied in a loop; the status written with r.Status().Update, a conflict recognised with errors.As on a wrapped error and answered with a requeue.
package controller

import (
	"context"
	"errors"
	"fmt"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
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

type setter func(*labv1.App) bool

func phaseReady(a *labv1.App) bool {
	if a.Status.Phase == "Ready" {
		return false
	}
	a.Status.Phase = "Ready"
	return true
}

func versionRolledOut(a *labv1.App) bool {
	if a.Status.Version == a.Spec.Version {
		return false
	}
	a.Status.Version = a.Spec.Version
	return true
}

// Reconcile marks the App Ready and records the version it rolled out.
func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	changed := false
	for _, set := range []setter{phaseReady, versionRolledOut} {
		if set(&app) {
			changed = true
		}
	}
	if !changed {
		return ctrl.Result{}, nil
	}

	err := save(ctx, r.Status(), &app)
	var se *apierrors.StatusError
	if errors.As(err, &se) && se.ErrStatus.Reason == metav1.StatusReasonConflict {
		return ctrl.Result{Requeue: true}, nil
	}
	return ctrl.Result{}, err
}

func save(ctx context.Context, w client.SubResourceWriter, app *labv1.App) error {
	if err := w.Update(ctx, app); err != nil {
		return fmt.Errorf("status of %s/%s: %w", app.Namespace, app.Name, err)
	}
	return nil
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Named("app").
		Complete(r)
}
