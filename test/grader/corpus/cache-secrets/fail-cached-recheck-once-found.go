// corpus: fail outcome.secrets-not-cached
// Mistake: a "fast path" re-checks the Secret through the cached client once the App already reports it found, and reads through the API reader only the first time: the second reconcile's cached Get starts the informer over every Secret.
package controller

import (
	"context"

	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
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
// +kubebuilder:rbac:groups="",resources=secrets,verbs=get;list;watch

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	// Already confirmed once: the cached client is cheaper for the re-check.
	reader := client.Reader(r.APIReader)
	if app.Status.CredentialsFound {
		reader = r.Client
	}

	var secret corev1.Secret
	err := reader.Get(ctx, types.NamespacedName{Namespace: app.Namespace, Name: app.Spec.SecretName}, &secret)
	found := true
	if apierrors.IsNotFound(err) {
		found = false
	} else if err != nil {
		return ctrl.Result{}, err
	}

	msg := "credentials loaded"
	if !found {
		msg = "secret " + app.Spec.SecretName + " not found"
	}
	if app.Status.CredentialsFound == found && app.Status.Message == msg {
		return ctrl.Result{}, nil
	}
	app.Status.CredentialsFound = found
	app.Status.Message = msg
	return ctrl.Result{}, r.Status().Update(ctx, &app)
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Named("app").
		Complete(r)
}
