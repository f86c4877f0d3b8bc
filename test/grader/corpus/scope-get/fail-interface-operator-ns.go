// corpus: fail scope.get-namespace
// Behind an interface built once in SetupWithManager with the manager's namespace ("default" when POD_NAMESPACE is unset), not the App's.
package controller

import (
	"context"
	"os"

	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/types"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"

	labv1 "example.com/lab/api/v1"
)

type AppReconciler struct {
	client.Client
	Scheme *runtime.Scheme

	secrets secretGetter
}

type secretGetter interface {
	SecretExists(ctx context.Context, name string) (bool, error)
}

type fixedNamespace struct {
	c  client.Reader
	ns string
}

func (f *fixedNamespace) SecretExists(ctx context.Context, name string) (bool, error) {
	err := f.c.Get(ctx, types.NamespacedName{Namespace: f.ns, Name: name}, &corev1.Secret{})
	if apierrors.IsNotFound(err) {
		return false, nil
	}
	return err == nil, err
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch
// +kubebuilder:rbac:groups="",resources=secrets,verbs=get;list;watch

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	ok, err := r.secrets.SecretExists(ctx, app.Spec.SecretName)
	if err != nil {
		return ctrl.Result{}, err
	}
	app.Status.CredentialsFound = ok
	if ok {
		app.Status.Message = "credentials loaded"
	} else {
		app.Status.Message = "secret " + app.Spec.SecretName + " not found"
	}
	if err := r.Status().Update(ctx, &app); err != nil {
		return ctrl.Result{}, err
	}
	return ctrl.Result{}, nil
}

func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	ns := os.Getenv("POD_NAMESPACE")
	if ns == "" {
		ns = "default"
	}
	r.secrets = &fixedNamespace{c: mgr.GetClient(), ns: ns}
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Named("app").
		Complete(r)
}
