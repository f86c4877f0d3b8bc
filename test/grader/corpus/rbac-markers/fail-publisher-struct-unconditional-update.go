// corpus: fail rbac.writes-allowed
// Mistake: a publisher helper struct writes the ConfigMap with retry.RetryOnConflict around Get and an unconditional Update once it exists; the markers grant create but not update, so every reconcile after the first is refused.
package controller

import (
	"context"
	"fmt"

	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/client-go/util/retry"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/controller/controllerutil"

	labv1 "example.com/lab/api/v1"
)

// AppReconciler reconciles an App object.
type AppReconciler struct {
	client.Client
	Scheme *runtime.Scheme
}

type publisher struct {
	c      client.Client
	scheme *runtime.Scheme
}

func (p publisher) publish(ctx context.Context, app *labv1.App) (string, error) {
	name := app.Name + "-settings"
	err := retry.RetryOnConflict(retry.DefaultRetry, func() error {
		cm := &corev1.ConfigMap{}
		err := p.c.Get(ctx, client.ObjectKey{Namespace: app.Namespace, Name: name}, cm)
		if apierrors.IsNotFound(err) {
			cm = &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: name, Namespace: app.Namespace}, Data: app.Spec.Settings}
			if err := controllerutil.SetControllerReference(app, cm, p.scheme); err != nil {
				return err
			}
			return p.c.Create(ctx, cm)
		}
		if err != nil {
			return err
		}
		cm.Data = app.Spec.Settings
		return p.c.Update(ctx, cm)
	})
	if err != nil {
		return "", fmt.Errorf("publish %s: %w", name, err)
	}
	return name, nil
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch
// +kubebuilder:rbac:groups="",resources=configmaps,verbs=get;list;watch;create

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	name, err := publisher{c: r.Client, scheme: r.Scheme}.publish(ctx, &app)
	if err != nil {
		return ctrl.Result{}, err
	}
	if app.Status.ConfigMap != name {
		app.Status.ConfigMap = name
		if err := r.Status().Update(ctx, &app); err != nil {
			return ctrl.Result{}, err
		}
	}
	return ctrl.Result{}, nil
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Owns(&corev1.ConfigMap{}).
		Named("app").
		Complete(r)
}
