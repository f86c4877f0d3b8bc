// corpus: pass
// Checks that the Secret exists by reading only its metadata (PartialObjectMetadata) in the App's namespace, and patches the status.
package controller

import (
	"context"
	"fmt"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
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
	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	meta := &metav1.PartialObjectMetadata{}
	meta.SetGroupVersionKind(metav1.SchemeGroupVersion.WithKind("Secret"))
	meta.APIVersion = "v1"
	key := client.ObjectKey{Namespace: app.GetNamespace(), Name: app.Spec.SecretName}
	before := app.DeepCopy()
	switch err := r.Get(ctx, key, meta); {
	case err == nil:
		app.Status.CredentialsFound, app.Status.Message = true, "credentials loaded"
	case apierrors.IsNotFound(err):
		app.Status.CredentialsFound, app.Status.Message = false, fmt.Sprintf("secret %s not found", key.Name)
	default:
		return ctrl.Result{}, err
	}
	return ctrl.Result{}, r.Status().Patch(ctx, &app, client.MergeFrom(before))
}

func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).For(&labv1.App{}).Named("app").Complete(r)
}
