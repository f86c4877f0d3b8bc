// corpus: pass
// Style: a live List through APIReader in the App's namespace with a metadata.name field selector, an empty list turned into NotFound; the marker grants list only.
package controller

import (
	"context"

	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/runtime"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	logf "sigs.k8s.io/controller-runtime/pkg/log"

	labv1 "example.com/lab/api/v1"
)

// AppReconciler reconciles an App object.
type AppReconciler struct {
	client.Client
	// APIReader reads straight from the API server, without the cache (mgr.GetAPIReader()).
	APIReader client.Reader
	Scheme    *runtime.Scheme
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch
// +kubebuilder:rbac:groups="",resources=secrets,verbs=list

// Reconcile reads the Secret an App refers to and reports whether the credentials are there.
func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	log := logf.FromContext(ctx)

	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	// Ask the API server, not the cache, for the Secrets of this namespace with this one name: a
	// live List answers an empty list instead of NotFound, and nothing is kept in memory.
	var secrets corev1.SecretList
	err := r.APIReader.List(ctx, &secrets,
		client.InNamespace(app.Namespace),
		client.MatchingFields{"metadata.name": app.Spec.SecretName})
	if err == nil && len(secrets.Items) == 0 {
		err = apierrors.NewNotFound(corev1.Resource("secrets"), app.Spec.SecretName)
	}
	switch {
	case apierrors.IsNotFound(err):
		log.Info("credentials secret not found", "secret", app.Spec.SecretName)
		app.Status.CredentialsFound = false
		app.Status.Message = "secret " + app.Spec.SecretName + " not found"
	case err != nil:
		return ctrl.Result{}, err
	default:
		app.Status.CredentialsFound = true
		app.Status.Message = "credentials loaded"
	}

	if err := r.Status().Update(ctx, &app); err != nil {
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
