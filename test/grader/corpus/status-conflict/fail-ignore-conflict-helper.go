// corpus: fail status.conflict-handled
// A generic ignore helper (like client.IgnoreNotFound) wraps the status write and drops conflicts too.
package controller

import (
	"context"
	"errors"
	"net/http"
	"time"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/client-go/util/retry"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	logf "sigs.k8s.io/controller-runtime/pkg/log"
	"sigs.k8s.io/controller-runtime/pkg/predicate"

	labv1 "example.com/lab/api/v1"
)

var (
	_ = errors.As
	_ = http.StatusConflict
	_ = time.Second
	_ = apierrors.IsConflict
	_ = metav1.StatusReasonConflict
	_ = retry.DefaultRetry
	_ = logf.FromContext
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
		WithEventFilter(predicate.GenerationChangedPredicate{}).
		Named("app").
		Complete(r)
}

func ignore(err error, preds ...func(error) bool) error {
	for _, p := range preds {
		if p(err) {
			return nil
		}
	}
	return err
}

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	if app.Status.Phase == "Ready" && app.Status.Version == app.Spec.Version {
		return ctrl.Result{}, nil
	}
	app.Status.Phase = "Ready"
	app.Status.Version = app.Spec.Version
	return ctrl.Result{}, ignore(r.Status().Update(ctx, &app), apierrors.IsNotFound, apierrors.IsConflict)
}
