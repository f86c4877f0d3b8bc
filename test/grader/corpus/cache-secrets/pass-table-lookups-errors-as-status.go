// corpus: pass
// Table-driven reads through the API reader (each entry an object and what to report), errors wrapped with %w and told apart with errors.As on *apierrors.StatusError; the status written with a merge patch from a copy.
package controller

import (
	"context"
	"errors"
	"fmt"
	"net/http"

	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/runtime"
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

type lookup struct {
	what string
	key  client.ObjectKey
	obj  client.Object
}

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	lookups := []lookup{
		{what: "secret", key: client.ObjectKey{Namespace: app.Namespace, Name: app.Spec.SecretName}, obj: &corev1.Secret{}},
	}
	missing := ""
	for _, l := range lookups {
		if err := r.fetch(ctx, l); err != nil {
			var se *apierrors.StatusError
			if errors.As(err, &se) && se.Status().Code == http.StatusNotFound {
				missing = fmt.Sprintf("%s %s not found", l.what, l.key.Name)
				break
			}
			return ctrl.Result{}, err
		}
	}

	base := app.DeepCopy()
	app.Status.CredentialsFound = missing == ""
	app.Status.Message = "credentials loaded"
	if missing != "" {
		app.Status.Message = missing
	}
	if err := r.Status().Patch(ctx, &app, client.MergeFrom(base)); err != nil {
		return ctrl.Result{}, fmt.Errorf("patch status of %s: %w", req.NamespacedName, err)
	}
	return ctrl.Result{}, nil
}

func (r *AppReconciler) fetch(ctx context.Context, l lookup) error {
	if err := r.APIReader.Get(ctx, l.key, l.obj); err != nil {
		return fmt.Errorf("read %s %s: %w", l.what, l.key, err)
	}
	return nil
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Named("app").
		Complete(r)
}
