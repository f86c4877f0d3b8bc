// corpus: fail outcome.secrets-not-cached
// Reads through the APIReader, but SetupWithManager registers a field index on Secrets (copied from a tutorial): the index starts a Secret informer.
package controller

import (
	"context"

	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/types"
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

const secretTypeField = ".type"

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

	var secret corev1.Secret
	err := r.APIReader.Get(ctx, types.NamespacedName{Namespace: app.Namespace, Name: app.Spec.SecretName}, &secret)
	if client.IgnoreNotFound(err) != nil {
		return ctrl.Result{}, err
	}
	app.Status.CredentialsFound = !apierrors.IsNotFound(err)
	if app.Status.CredentialsFound {
		app.Status.Message = "credentials loaded"
	} else {
		log.Info("credentials secret not found", "secret", app.Spec.SecretName)
		app.Status.Message = "secret " + app.Spec.SecretName + " not found"
	}
	return ctrl.Result{}, r.Status().Update(ctx, &app)
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	// index Secrets by type, for looking up opaque credentials later
	if err := mgr.GetFieldIndexer().IndexField(context.Background(), &corev1.Secret{}, secretTypeField,
		func(o client.Object) []string {
			return []string{string(o.(*corev1.Secret).Type)}
		}); err != nil {
		return err
	}
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Named("app").
		Complete(r)
}
