// corpus: pass
// Style: a generic fetch over a pointer constraint (PT interface{ *T; client.Object }), the namespace chosen with cmp.Or(app.Namespace, req.Namespace), the status written with a merge patch.
package controller

import (
	"cmp"
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
	Scheme *runtime.Scheme
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch
// +kubebuilder:rbac:groups="",resources=secrets,verbs=get;list;watch

// fetch reads one object of type T; a missing one is (nil, nil).
func fetch[T any, PT interface {
	*T
	client.Object
}](ctx context.Context, c client.Reader, key types.NamespacedName) (PT, error) {
	obj := PT(new(T))
	if err := c.Get(ctx, key, obj); err != nil {
		if apierrors.IsNotFound(err) {
			return nil, nil
		}
		return nil, fmt.Errorf("get %s: %w", key, err)
	}
	return obj, nil
}

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	app, err := fetch[labv1.App](ctx, r.Client, req.NamespacedName)
	if err != nil || app == nil {
		return ctrl.Result{}, err
	}
	ns := cmp.Or(app.Namespace, req.Namespace)
	secret, err := fetch[corev1.Secret](ctx, r.Client, types.NamespacedName{Namespace: ns, Name: app.Spec.SecretName})
	if err != nil {
		return ctrl.Result{}, err
	}

	base := app.DeepCopy()
	if secret == nil {
		app.Status.CredentialsFound = false
		app.Status.Message = fmt.Sprintf("secret %s not found", app.Spec.SecretName)
	} else {
		app.Status.CredentialsFound = true
		app.Status.Message = "credentials loaded"
	}
	if err := r.Status().Patch(ctx, app, client.MergeFrom(base)); err != nil {
		return ctrl.Result{}, fmt.Errorf("patch status: %w", err)
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
