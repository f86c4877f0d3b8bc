// corpus: pass
// Reads the Secret through APIReader inside retry.OnError for transient server errors, in a small method returning (found, err).
package controller

import (
	"context"

	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/client-go/util/retry"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"

	labv1 "example.com/lab/api/v1"
)

type AppReconciler struct {
	client.Client
	APIReader client.Reader
	Scheme    *runtime.Scheme
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch
// +kubebuilder:rbac:groups="",resources=secrets,verbs=get

func transient(err error) bool {
	return apierrors.IsServerTimeout(err) || apierrors.IsTimeout(err) || apierrors.IsTooManyRequests(err)
}

func (r *AppReconciler) secretExists(ctx context.Context, ns, name string) (bool, error) {
	var s corev1.Secret
	err := retry.OnError(retry.DefaultBackoff, transient, func() error {
		return r.APIReader.Get(ctx, client.ObjectKey{Namespace: ns, Name: name}, &s)
	})
	if apierrors.IsNotFound(err) {
		return false, nil
	}
	return err == nil, err
}

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	ok, err := r.secretExists(ctx, app.Namespace, app.Spec.SecretName)
	if err != nil {
		return ctrl.Result{}, err
	}
	app.Status.CredentialsFound = ok
	app.Status.Message = "credentials loaded"
	if !ok {
		app.Status.Message = "secret " + app.Spec.SecretName + " not found"
	}
	return ctrl.Result{}, r.Status().Update(ctx, &app)
}

func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).For(&labv1.App{}).Named("app").Complete(r)
}
