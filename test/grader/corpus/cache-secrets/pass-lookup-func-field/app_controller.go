// corpus: pass
// Style: the reconciler holds a lookup function (LookupSecret) instead of a reader; main.go fills it with a closure over mgr.GetAPIReader(); the status goes out as a merge patch.
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

// SecretLookup fetches one Secret by namespace and name.
type SecretLookup func(ctx context.Context, key types.NamespacedName) (*corev1.Secret, error)

// AppReconciler reconciles an App object.
type AppReconciler struct {
	client.Client
	// APIReader reads straight from the API server, without the cache (mgr.GetAPIReader()).
	APIReader client.Reader
	Scheme    *runtime.Scheme

	LookupSecret SecretLookup
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch
// +kubebuilder:rbac:groups="",resources=secrets,verbs=get

// Reconcile reads the Secret an App refers to and reports whether the credentials are there.
func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	before := app.DeepCopy()

	_, err := r.LookupSecret(ctx, types.NamespacedName{Namespace: app.Namespace, Name: app.Spec.SecretName})
	switch {
	case err == nil:
		app.Status.CredentialsFound = true
		app.Status.Message = "credentials loaded"
	case apierrors.IsNotFound(err):
		app.Status.CredentialsFound = false
		app.Status.Message = "secret " + app.Spec.SecretName + " not found"
	default:
		return ctrl.Result{}, err
	}
	return ctrl.Result{}, r.Status().Patch(ctx, &app, client.MergeFrom(before))
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Named("app").
		Complete(r)
}
