// corpus: fail status.conflict-handled
// retry.RetryOnConflict around the status write alone, on the object read before; the last 409 is logged and dropped.
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

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	log := logf.FromContext(ctx)
	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	if app.Status.Phase == "Ready" && app.Status.Version == app.Spec.Version {
		return ctrl.Result{}, nil
	}
	app.Status.Phase = "Ready"
	app.Status.Version = app.Spec.Version
	if err := retry.RetryOnConflict(retry.DefaultRetry, func() error {
		return r.Status().Update(ctx, &app)
	}); err != nil {
		log.Error(err, "giving up on status")
	}
	return ctrl.Result{}, nil
}
