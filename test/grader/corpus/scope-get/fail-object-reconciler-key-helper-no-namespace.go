// corpus: fail scope.get-namespace
// Mistake: an ObjectReconciler[*App] whose key helper builds the Secret key from the name alone (client.ObjectKey{Name: …}), so the Get has no namespace.
package controller

import (
	"context"

	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/types"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/reconcile"

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

func credentialsKey(app *labv1.App) types.NamespacedName {
	return client.ObjectKey{Name: app.Spec.SecretName}
}

func (r *AppReconciler) Reconcile(ctx context.Context, app *labv1.App) (reconcile.Result, error) {
	before := app.DeepCopy()
	found, msg, err := r.lookup(ctx, credentialsKey(app))
	if err != nil {
		return reconcile.Result{}, err
	}
	app.Status.CredentialsFound, app.Status.Message = found, msg
	return reconcile.Result{}, r.Status().Patch(ctx, app, client.MergeFrom(before))
}

func (r *AppReconciler) lookup(ctx context.Context, key types.NamespacedName) (bool, string, error) {
	var s corev1.Secret
	if err := r.Get(ctx, key, &s); err != nil {
		if apierrors.IsNotFound(err) {
			return false, "secret " + key.Name + " not found", nil
		}
		return false, "", err
	}
	return true, "credentials loaded", nil
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Named("app").
		Complete(reconcile.AsReconciler(mgr.GetClient(), r))
}
