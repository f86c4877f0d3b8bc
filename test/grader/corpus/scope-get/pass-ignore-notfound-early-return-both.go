// corpus: pass
// Style: early returns with client.IgnoreNotFound for the App and a fmt.Errorf("%w") wrap for the Secret, apierrors.IsNotFound tested after the wrap; the status written with a MergeFromWithOptimisticLock patch only when it changes.
package controller

import (
	"context"
	"fmt"

	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/runtime"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/log"

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

func (r *AppReconciler) readSecret(ctx context.Context, app *labv1.App) error {
	key := client.ObjectKey{Namespace: req(app).Namespace, Name: app.Spec.SecretName}
	if err := r.Get(ctx, key, &corev1.Secret{}); err != nil {
		return fmt.Errorf("secret %s: %w", key, err)
	}
	return nil
}

// req is the request that reconciles app: its own namespace and name.
func req(app *labv1.App) ctrl.Request {
	return ctrl.Request{NamespacedName: client.ObjectKeyFromObject(app)}
}

func (r *AppReconciler) Reconcile(ctx context.Context, request ctrl.Request) (ctrl.Result, error) {
	app := &labv1.App{}
	if err := r.Get(ctx, request.NamespacedName, app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	found, message := true, "credentials loaded"
	if err := r.readSecret(ctx, app); apierrors.IsNotFound(err) {
		log.FromContext(ctx).Info("secret missing", "error", err.Error())
		found, message = false, "secret "+app.Spec.SecretName+" not found"
	} else if err != nil {
		return ctrl.Result{}, err
	}
	if app.Status.CredentialsFound == found && app.Status.Message == message {
		return ctrl.Result{}, nil
	}

	patch := client.MergeFromWithOptions(app.DeepCopy(), client.MergeFromWithOptimisticLock{})
	app.Status.CredentialsFound = found
	app.Status.Message = message
	return ctrl.Result{}, r.Status().Patch(ctx, app, patch)
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Named("app").
		Complete(r)
}
