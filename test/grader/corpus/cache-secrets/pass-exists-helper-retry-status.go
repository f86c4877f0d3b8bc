// corpus: pass
// Style: a secretExists helper over client.Reader that folds NotFound with client.IgnoreNotFound, called with APIReader; the status written in retry.RetryOnConflict around a fresh Get.
package controller

import (
	"context"

	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/client-go/util/retry"
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

func secretExists(ctx context.Context, rd client.Reader, key client.ObjectKey) (bool, error) {
	err := rd.Get(ctx, key, &corev1.Secret{})
	if err == nil {
		return true, nil
	}
	return false, client.IgnoreNotFound(err)
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch
// +kubebuilder:rbac:groups="",resources=secrets,verbs=get

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	found, err := secretExists(ctx, r.APIReader, client.ObjectKey{Namespace: app.Namespace, Name: app.Spec.SecretName})
	if err != nil {
		return ctrl.Result{}, err
	}
	msg := "credentials loaded"
	if !found {
		msg = "secret " + app.Spec.SecretName + " not found"
	}

	err = retry.RetryOnConflict(retry.DefaultBackoff, func() error {
		var latest labv1.App
		if err := r.Get(ctx, req.NamespacedName, &latest); err != nil {
			return err
		}
		latest.Status.CredentialsFound = found
		latest.Status.Message = msg
		return r.Status().Update(ctx, &latest)
	})
	return ctrl.Result{}, client.IgnoreNotFound(err)
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Named("app").
		Complete(r)
}
