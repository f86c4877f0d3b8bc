// corpus: fail scope.get-namespace
// Mistake: the key's namespace is taken from the Secret variable before anything was read into it ("the Secret's own namespace"), so it is empty; NotFound reported as missing credentials.
package controller

import (
	"context"
	"fmt"

	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/types"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"

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

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	patch := client.MergeFrom(app.DeepCopy())

	var secret corev1.Secret
	name := types.NamespacedName{Namespace: secret.Namespace, Name: app.Spec.SecretName}
	if err := r.Get(ctx, name, &secret); client.IgnoreNotFound(err) != nil {
		return ctrl.Result{}, fmt.Errorf("reading %s: %w", name, err)
	} else if err != nil {
		app.Status.CredentialsFound = false
		app.Status.Message = fmt.Sprintf("secret %s not found", app.Spec.SecretName)
	} else {
		app.Status.CredentialsFound = true
		app.Status.Message = "credentials loaded"
	}
	return ctrl.Result{}, r.Status().Patch(ctx, &app, patch)
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Named("app").
		Complete(r)
}
