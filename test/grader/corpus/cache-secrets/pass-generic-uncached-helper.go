// corpus: pass
// A generic helper reads any object through the APIReader and reports found / not found; errors.As on the StatusError.
package controller

import (
	"context"
	"errors"
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
	APIReader client.Reader
	Scheme    *runtime.Scheme
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch
// +kubebuilder:rbac:groups="",resources=secrets,verbs=get

// exists reads one object straight from the API server.
func exists[T client.Object](ctx context.Context, rd client.Reader, ns, name string, obj T) (bool, error) {
	err := rd.Get(ctx, client.ObjectKey{Namespace: ns, Name: name}, obj)
	var status *apierrors.StatusError
	if errors.As(err, &status) && status.ErrStatus.Code == http.StatusNotFound {
		return false, nil
	}
	return err == nil, err
}

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	found, err := exists(ctx, r.APIReader, app.Namespace, app.Spec.SecretName, &corev1.Secret{})
	if err != nil {
		return ctrl.Result{}, err
	}
	patch := client.MergeFrom(app.DeepCopy())
	app.Status.CredentialsFound = found
	app.Status.Message = map[bool]string{true: "credentials loaded", false: "secret not found"}[found]
	return ctrl.Result{}, r.Status().Patch(ctx, &app, patch)
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Named("app").
		Complete(r)
}
