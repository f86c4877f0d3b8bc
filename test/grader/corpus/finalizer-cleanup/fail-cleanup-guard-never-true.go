// corpus: fail outcome.deletion-completes
// Mistake: the cleanup branch runs only when the App is being deleted AND has no finalizers left, which never happens while ours is on it; the App stays stuck in deletion.
package controller

import (
	"context"
	"strings"

	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/controller/controllerutil"

	labv1 "example.com/lab/api/v1"
)

const registrationFinalizer = "lab.example.com/registration"

type AppReconciler struct {
	client.Client
	Scheme *runtime.Scheme
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch;update;patch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/finalizers,verbs=update
// +kubebuilder:rbac:groups="",resources=configmaps,verbs=get;list;watch;create;update;patch;delete

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	reg := &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{
		Name:      strings.ReplaceAll(app.Spec.Hostname, ".", "-"),
		Namespace: "registry",
	}}

	if !app.DeletionTimestamp.IsZero() && len(app.Finalizers) == 0 {
		if err := client.IgnoreNotFound(r.Delete(ctx, reg)); err != nil {
			return ctrl.Result{}, err
		}
		controllerutil.RemoveFinalizer(&app, registrationFinalizer)
		return ctrl.Result{}, r.Update(ctx, &app)
	}
	if !app.DeletionTimestamp.IsZero() {
		return ctrl.Result{}, nil
	}

	if controllerutil.AddFinalizer(&app, registrationFinalizer) {
		if err := r.Update(ctx, &app); err != nil {
			return ctrl.Result{}, err
		}
	}
	_, err := controllerutil.CreateOrUpdate(ctx, r.Client, reg, func() error {
		reg.Data = map[string]string{"app": app.Namespace + "/" + app.Name}
		return nil
	})
	return ctrl.Result{}, err
}

func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).For(&labv1.App{}).Named("app").Complete(r)
}
