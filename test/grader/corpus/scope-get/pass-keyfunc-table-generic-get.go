// corpus: pass
// The Secret's key made by a named key function from a small table of lookups; a generic get helper that wraps errors with %w; NotFound recognised with apierrors.IsNotFound through the wrapping; status patched from a copy.
package controller

import (
	"context"
	"fmt"

	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
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
// +kubebuilder:rbac:groups="",resources=secrets,verbs=get;list;watch

// sameNamespace names an object in the App's own namespace.
func sameNamespace(app *labv1.App, name string) client.ObjectKey {
	return client.ObjectKey{Namespace: app.GetNamespace(), Name: name}
}

func get[T client.Object](ctx context.Context, c client.Reader, key client.ObjectKey, obj T) error {
	if err := c.Get(ctx, key, obj); err != nil {
		return fmt.Errorf("get %T %s: %w", obj, key, err)
	}
	return nil
}

// Reconcile reads the Secret an App refers to and reports whether the credentials are there.
func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var app labv1.App
	if err := get(ctx, r.Client, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	found, msg := true, "credentials loaded"
	for _, l := range []struct {
		name string
		into client.Object
	}{
		{app.Spec.SecretName, &corev1.Secret{}},
	} {
		err := get(ctx, r.Client, sameNamespace(&app, l.name), l.into)
		if apierrors.IsNotFound(err) {
			found, msg = false, "secret "+l.name+" not found"
			break
		}
		if err != nil {
			return ctrl.Result{}, err
		}
	}

	base := app.DeepCopy()
	app.Status.CredentialsFound = found
	app.Status.Message = msg
	if err := r.Status().Patch(ctx, &app, client.MergeFrom(base)); err != nil {
		return ctrl.Result{}, fmt.Errorf("status: %w", err)
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
