// corpus: pass
// The Secret read through APIReader into a throwaway object, client.IgnoreNotFound's result tested and the original err kept for found/not found, the reader filled in SetupWithManager when nil, the status merge-patched.
package controller

import (
	"context"
	"fmt"

	corev1 "k8s.io/api/core/v1"
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
// One Secret per App, read once per reconcile: get is all it takes, not list and watch of every
// Secret in the cluster.
// +kubebuilder:rbac:groups="",resources=secrets,verbs=get

// Reconcile reads the Secret an App refers to and reports whether the credentials are there.
func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	log := logf.FromContext(ctx)

	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	base := app.DeepCopy()
	err := r.APIReader.Get(ctx, client.ObjectKey{Namespace: req.Namespace, Name: app.Spec.SecretName}, &corev1.Secret{})
	if err := client.IgnoreNotFound(err); err != nil {
		return ctrl.Result{}, fmt.Errorf("reading secret %s: %w", app.Spec.SecretName, err)
	}
	found := err == nil
	app.Status.CredentialsFound = found
	app.Status.Message = "credentials loaded"
	if !found {
		log.Info("credentials secret not found", "secret", app.Spec.SecretName)
		app.Status.Message = "secret " + app.Spec.SecretName + " not found"
	}
	return ctrl.Result{}, r.Status().Patch(ctx, &app, client.MergeFrom(base))
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	if r.APIReader == nil {
		r.APIReader = mgr.GetAPIReader()
	}
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Named("app").
		Complete(r)
}
