// corpus: fail outcome.secrets-not-cached
// A credentials wrapper type holds the reader it looks Secrets up with; SetupWithManager gives it mgr.GetClient(), which is cached.
package controller

import (
	"context"

	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/types"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"

	labv1 "example.com/lab/api/v1"
)

// AppReconciler reconciles an App object.
type AppReconciler struct {
	client.Client
	APIReader client.Reader
	Scheme    *runtime.Scheme

	creds credentials
}

// credentials answers whether an App's Secret exists.
type credentials struct {
	reader client.Reader
}

// present looks the Secret up; NotFound is an answer, not an error.
func (c credentials) present(ctx context.Context, namespace, name string) (bool, error) {
	var s corev1.Secret
	err := c.reader.Get(ctx, types.NamespacedName{Namespace: namespace, Name: name}, &s)
	if apierrors.IsNotFound(err) {
		return false, nil
	}
	return err == nil, err
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch
// +kubebuilder:rbac:groups="",resources=secrets,verbs=get;list;watch

// Reconcile reads the Secret an App refers to and reports whether the credentials are there.
func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	found, err := r.creds.present(ctx, app.Namespace, app.Spec.SecretName)
	if err != nil {
		return ctrl.Result{}, err
	}
	app.Status.CredentialsFound = found
	app.Status.Message = "credentials loaded"
	if !found {
		app.Status.Message = "secret " + app.Spec.SecretName + " not found"
	}
	return ctrl.Result{}, r.Status().Update(ctx, &app)
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	r.creds = credentials{reader: mgr.GetClient()}
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Named("app").
		Complete(r)
}
