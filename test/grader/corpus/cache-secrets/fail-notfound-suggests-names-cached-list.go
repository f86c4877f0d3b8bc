// corpus: fail outcome.secrets-not-cached
// Mistake only on the error path: the Secret is read through APIReader, but when it is missing the reconciler lists the namespace's Secrets through the cached client to suggest a close name; web's missing Secret starts an informer over every Secret.
package controller

import (
	"context"
	"fmt"
	"strings"

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

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch
// +kubebuilder:rbac:groups="",resources=secrets,verbs=get;list;watch

// suggest names the Secrets of the namespace that share a prefix with the missing one.
func (r *AppReconciler) suggest(ctx context.Context, ns, missing string) string {
	var secrets corev1.SecretList
	if err := r.List(ctx, &secrets, client.InNamespace(ns)); err != nil {
		return ""
	}
	prefix, _, _ := strings.Cut(missing, "-")
	var close []string
	for _, s := range secrets.Items {
		if strings.HasPrefix(s.Name, prefix) {
			close = append(close, s.Name)
		}
	}
	if len(close) == 0 {
		return ""
	}
	return " (did you mean " + strings.Join(close, ", ") + "?)"
}

// Reconcile reads the Secret an App refers to and reports whether the credentials are there.
func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	log := logf.FromContext(ctx)

	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	var secret corev1.Secret
	key := types.NamespacedName{Namespace: app.Namespace, Name: app.Spec.SecretName}
	if err := r.APIReader.Get(ctx, key, &secret); err != nil {
		if !apierrors.IsNotFound(err) {
			return ctrl.Result{}, fmt.Errorf("read secret %s: %w", key, err)
		}
		log.Info("credentials secret not found", "secret", key)
		app.Status.CredentialsFound = false
		app.Status.Message = "secret " + app.Spec.SecretName + " not found" + r.suggest(ctx, app.Namespace, app.Spec.SecretName)
	} else {
		app.Status.CredentialsFound = true
		app.Status.Message = "credentials loaded"
	}

	if err := r.Status().Update(ctx, &app); err != nil {
		return ctrl.Result{}, err
	}
	return ctrl.Result{}, nil
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Named("app").
		Complete(r)
}
