// corpus: fail scope.get-namespace
// Mistake: an unstructured Secret given only its name, then keyed by client.ObjectKeyFromObject, so the key has no namespace; the status written with a merge patch.
package controller

import (
	"context"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
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

var secretGVK = schema.GroupVersionKind{Version: "v1", Kind: "Secret"}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch
// +kubebuilder:rbac:groups="",resources=secrets,verbs=get;list;watch

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	base := app.DeepCopy()

	secret := &unstructured.Unstructured{}
	secret.SetGroupVersionKind(secretGVK)
	secret.SetName(app.Spec.SecretName)
	err := r.Get(ctx, client.ObjectKeyFromObject(secret), secret)
	switch {
	case apierrors.IsNotFound(err):
		log.FromContext(ctx).Info("no credentials yet", "secret", app.Spec.SecretName)
		app.Status.CredentialsFound = false
		app.Status.Message = "secret " + app.Spec.SecretName + " not found"
	case err != nil:
		return ctrl.Result{}, err
	default:
		app.Status.CredentialsFound = true
		app.Status.Message = "credentials loaded"
	}
	return ctrl.Result{}, r.Status().Patch(ctx, &app, client.MergeFrom(base))
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Named("app").
		Complete(r)
}
