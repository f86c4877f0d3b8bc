// corpus: fail outcome.secrets-not-cached
// Mistake: reads the Secret as unstructured through the manager's client, believing unstructured reads skip the cache, while main.go (copied from another project) turns on caching of unstructured objects.
package controller

import (
	"context"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"

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
// +kubebuilder:rbac:groups="",resources=secrets,verbs=get;list;watch

// Reconcile reads the Secret an App refers to and reports whether the credentials are there.
func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	u := &unstructured.Unstructured{}
	u.SetGroupVersionKind(schema.GroupVersionKind{Version: "v1", Kind: "Secret"})
	err := r.Get(ctx, client.ObjectKey{Namespace: app.Namespace, Name: app.Spec.SecretName}, u)
	if err != nil && !apierrors.IsNotFound(err) {
		return ctrl.Result{}, err
	}
	app.Status.CredentialsFound = err == nil
	if err == nil {
		app.Status.Message = "credentials loaded"
	} else {
		app.Status.Message = "secret " + app.Spec.SecretName + " not found"
	}
	return ctrl.Result{}, r.Status().Update(ctx, &app)
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Named("app").
		Complete(r)
}
