// corpus: pass
// Reads the Secret through the APIReader; the status is server-side applied through r.Status().Apply with an unstructured apply configuration (only the two status fields), and a missing Secret is polled with RequeueAfter instead of a watch; the secrets marker grants get only.
package controller

import (
	"context"
	"fmt"
	"time"

	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/types"
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

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch
// +kubebuilder:rbac:groups="",resources=secrets,verbs=get

const recheckMissing = 30 * time.Second

// Reconcile reads the Secret an App refers to and reports whether the credentials are there.
func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	found, msg, err := r.credentials(ctx, types.NamespacedName{Namespace: app.Namespace, Name: app.Spec.SecretName})
	if err != nil {
		return ctrl.Result{}, err
	}
	if app.Status.CredentialsFound != found || app.Status.Message != msg {
		if err := r.applyStatus(ctx, &app, found, msg); err != nil {
			return ctrl.Result{}, fmt.Errorf("status of %s: %w", req.NamespacedName, err)
		}
	}
	if !found {
		// No watch on Secrets (it would list every Secret of the cluster): look again later.
		return ctrl.Result{RequeueAfter: recheckMissing}, nil
	}
	return ctrl.Result{}, nil
}

func (r *AppReconciler) credentials(ctx context.Context, key types.NamespacedName) (bool, string, error) {
	var secret corev1.Secret
	err := r.APIReader.Get(ctx, key, &secret)
	if apierrors.IsNotFound(err) {
		return false, "secret " + key.Name + " not found", nil
	}
	if err != nil {
		return false, "", fmt.Errorf("read secret %s: %w", key, err)
	}
	return true, "credentials loaded", nil
}

func (r *AppReconciler) applyStatus(ctx context.Context, app *labv1.App, found bool, msg string) error {
	u := &unstructured.Unstructured{}
	u.SetGroupVersionKind(labv1.GroupVersion.WithKind("App"))
	u.SetNamespace(app.Namespace)
	u.SetName(app.Name)
	if err := unstructured.SetNestedField(u.Object, found, "status", "credentialsFound"); err != nil {
		return err
	}
	if err := unstructured.SetNestedField(u.Object, msg, "status", "message"); err != nil {
		return err
	}
	return r.Status().Apply(ctx, client.ApplyConfigurationFromUnstructured(u), client.FieldOwner("app-credentials"), client.ForceOwnership)
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Named("app").
		Complete(r)
}
