// corpus: pass
// errors.As on *apierrors.StatusError; NotFound read from ErrStatus.Reason; a generic lookup helper takes the owner.
package controller

import (
	"context"
	"errors"

	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/types"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"

	labv1 "example.com/lab/api/v1"
)

var (
	_ = errors.As
	_ = apierrors.IsNotFound
	_ = metav1.StatusReasonNotFound
	_ = types.NamespacedName{}
)

// AppReconciler reconciles an App object.
type AppReconciler struct {
	client.Client
	Scheme *runtime.Scheme
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch
// +kubebuilder:rbac:groups="",resources=secrets,verbs=get;list;watch

func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Named("app").
		Complete(r)
}

func (r *AppReconciler) report(ctx context.Context, app *labv1.App, found bool, msg string) (ctrl.Result, error) {
	app.Status.CredentialsFound = found
	app.Status.Message = msg
	return ctrl.Result{}, r.Status().Update(ctx, app)
}

func lookup[T client.Object](ctx context.Context, c client.Reader, owner metav1.Object, name string, into T) error {
	return c.Get(ctx, types.NamespacedName{Namespace: owner.GetNamespace(), Name: name}, into)
}

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	app := &labv1.App{}
	if err := r.Get(ctx, req.NamespacedName, app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	err := lookup(ctx, r.Client, app, app.Spec.SecretName, &corev1.Secret{})
	var statusErr *apierrors.StatusError
	if errors.As(err, &statusErr) && statusErr.ErrStatus.Reason == metav1.StatusReasonNotFound {
		return r.report(ctx, app, false, "secret "+app.Spec.SecretName+" not found")
	}
	if err != nil {
		return ctrl.Result{}, err
	}
	return r.report(ctx, app, true, "credentials loaded")
}
