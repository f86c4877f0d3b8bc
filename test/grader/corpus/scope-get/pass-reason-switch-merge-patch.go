// corpus: pass
// A switch on apierrors.ReasonForError (StatusReasonUnknown for a nil error), the key from req.Namespace as client.ObjectKey, errors wrapped with %w, the status merge-patched.
package controller

import (
	"context"
	"fmt"

	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/runtime"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	logf "sigs.k8s.io/controller-runtime/pkg/log"

	labv1 "example.com/lab/api/v1"
)

// AppReconciler reconciles an App object.
type AppReconciler struct {
	client.Client
	Scheme *runtime.Scheme
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch
// +kubebuilder:rbac:groups="",resources=secrets,verbs=get;list;watch

// Reconcile reads the Secret an App refers to and reports whether the credentials are there.
func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	log := logf.FromContext(ctx)

	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	base := app.DeepCopy()
	var secret corev1.Secret
	key := client.ObjectKey{Namespace: req.Namespace, Name: app.Spec.SecretName}
	err := r.Get(ctx, key, &secret)
	switch apierrors.ReasonForError(err) {
	case metav1.StatusReasonUnknown: // nil, or an error without a status
		if err != nil {
			return ctrl.Result{}, fmt.Errorf("reading %s: %w", key, err)
		}
		app.Status.CredentialsFound = true
		app.Status.Message = "credentials loaded"
	case metav1.StatusReasonNotFound:
		log.Info("credentials secret not found", "secret", key.String())
		app.Status.CredentialsFound = false
		app.Status.Message = "secret " + key.Name + " not found"
	default:
		return ctrl.Result{}, fmt.Errorf("reading %s: %w", key, err)
	}

	if err := r.Status().Patch(ctx, &app, client.MergeFrom(base)); err != nil {
		return ctrl.Result{}, err
	}
	return ctrl.Result{}, nil
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Named("app").
		Complete(r)
}
