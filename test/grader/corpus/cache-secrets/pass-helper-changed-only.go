// corpus: pass
// A helper that asks the API server for the one Secret; writes the status only when it changed.
package controller

import (
	"context"
	"fmt"

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
// +kubebuilder:rbac:groups="",resources=secrets,verbs=get

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	app := &labv1.App{}
	if err := r.Get(ctx, req.NamespacedName, app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	found, err := r.secretExists(ctx, app.Namespace, app.Spec.SecretName)
	if err != nil {
		return ctrl.Result{}, err
	}
	msg := "credentials loaded"
	if !found {
		msg = fmt.Sprintf("secret %s not found", app.Spec.SecretName)
	}
	if app.Status.CredentialsFound == found && app.Status.Message == msg {
		return ctrl.Result{}, nil
	}
	app.Status.CredentialsFound, app.Status.Message = found, msg
	return ctrl.Result{}, r.Status().Update(ctx, app)
}

// secretExists reads one Secret from the API server; the manager cache would list them all.
func (r *AppReconciler) secretExists(ctx context.Context, namespace, name string) (bool, error) {
	var s corev1.Secret
	switch err := r.APIReader.Get(ctx, types.NamespacedName{Namespace: namespace, Name: name}, &s); {
	case apierrors.IsNotFound(err):
		return false, nil
	case err != nil:
		return false, err
	}
	return true, nil
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Named("app").
		Complete(r)
}
