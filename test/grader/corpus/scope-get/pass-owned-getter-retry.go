// corpus: pass
// Style: a small getter type that holds the App and reads "its" objects; status through an Apply-free Update with RetryOnConflict.
package controller

import (
	"context"

	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/client-go/util/retry"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"

	labv1 "example.com/lab/api/v1"
)

type AppReconciler struct {
	client.Client
	Scheme *runtime.Scheme
}

// owned reads objects that live beside their owner.
type owned struct {
	c     client.Reader
	owner metav1.Object
}

func (o owned) get(ctx context.Context, name string, into client.Object) error {
	return o.c.Get(ctx, client.ObjectKey{Namespace: o.owner.GetNamespace(), Name: name}, into)
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch
// +kubebuilder:rbac:groups="",resources=secrets,verbs=get;list;watch

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	err := retry.RetryOnConflict(retry.DefaultRetry, func() error {
		var app labv1.App
		if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
			return err
		}
		var s corev1.Secret
		err := owned{c: r.Client, owner: &app}.get(ctx, app.Spec.SecretName, &s)
		if err != nil && !apierrors.IsNotFound(err) {
			return err
		}
		app.Status.CredentialsFound = err == nil
		if err == nil {
			app.Status.Message = "credentials loaded"
		} else {
			app.Status.Message = "secret " + app.Spec.SecretName + " not found"
		}
		return r.Status().Update(ctx, &app)
	})
	return ctrl.Result{}, client.IgnoreNotFound(err)
}

func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).For(&labv1.App{}).Named("app").Complete(r)
}
