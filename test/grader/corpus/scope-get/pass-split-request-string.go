// corpus: pass
// Style: the key parsed back from the request's "namespace/name" string with cache.SplitMetaNamespaceKey, the status written by a merge patch.
package controller

import (
	"context"
	"fmt"

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

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch
// +kubebuilder:rbac:groups="",resources=secrets,verbs=get;list;watch

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	ns, _, err := cache.SplitMetaNamespaceKey(req.String())
	if err != nil {
		return ctrl.Result{}, err
	}
	app := &labv1.App{}
	if err := r.Get(ctx, req.NamespacedName, app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	base := app.DeepCopy()
	secret := &corev1.Secret{}
	switch err := r.Get(ctx, client.ObjectKey{Namespace: ns, Name: app.Spec.SecretName}, secret); {
	case err == nil:
		app.Status.CredentialsFound, app.Status.Message = true, "credentials loaded"
	case apierrors.IsNotFound(err):
		app.Status.CredentialsFound, app.Status.Message = false, fmt.Sprintf("secret %s not found", app.Spec.SecretName)
	default:
		return ctrl.Result{}, err
	}
	return ctrl.Result{}, r.Status().Patch(ctx, app, client.MergeFrom(base))
}

func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).For(&labv1.App{}).Named("app").Complete(r)
}
