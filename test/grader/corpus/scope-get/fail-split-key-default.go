// corpus: fail scope.get-namespace
// Mistake: spec.secretName is read as a "namespace/name" key; a bare name has no namespace part, so the helper falls back to "default".
package controller

import (
	"context"

	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/client-go/tools/cache"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"

	labv1 "example.com/lab/api/v1"
)

type AppReconciler struct {
	client.Client
	Scheme *runtime.Scheme
}

func secretKey(ref string) (client.ObjectKey, error) {
	ns, name, err := cache.SplitMetaNamespaceKey(ref)
	if ns == "" {
		ns = corev1.NamespaceDefault
	}
	return client.ObjectKey{Namespace: ns, Name: name}, err
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch
// +kubebuilder:rbac:groups="",resources=secrets,verbs=get;list;watch

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	key, err := secretKey(app.Spec.SecretName)
	if err != nil {
		return ctrl.Result{}, err
	}
	var secret corev1.Secret
	err = r.Get(ctx, key, &secret)
	if err != nil && !apierrors.IsNotFound(err) {
		return ctrl.Result{}, err
	}
	app.Status.CredentialsFound = err == nil
	app.Status.Message = "looked up " + key.String()
	return ctrl.Result{}, r.Status().Update(ctx, &app)
}

func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).For(&labv1.App{}).Named("app").Complete(r)
}
