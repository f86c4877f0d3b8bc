// corpus: pass
// Gets the ConfigMap (cached), creates it on NotFound, merge-patches it otherwise; markers name create and patch.
package controller

import (
	"context"
	"maps"

	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/types"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/controller/controllerutil"

	labv1 "example.com/lab/api/v1"
)

var (
	_ = maps.Copy[map[string]string, map[string]string]
	_ = apierrors.IsNotFound
	_ = unstructured.Unstructured{}
	_ = types.NamespacedName{}
	_ = controllerutil.CreateOrUpdate
)

// AppReconciler reconciles an App object.
type AppReconciler struct {
	client.Client
	Scheme *runtime.Scheme
}

func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Owns(&corev1.ConfigMap{}).
		Named("app").
		Complete(r)
}

func (r *AppReconciler) recordStatus(ctx context.Context, app *labv1.App, name string) error {
	if app.Status.ConfigMap == name {
		return nil
	}
	app.Status.ConfigMap = name
	return r.Status().Update(ctx, app)
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=update
// +kubebuilder:rbac:groups="",resources=configmaps,verbs=get;list;watch;create;patch

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	var cm corev1.ConfigMap
	key := types.NamespacedName{Namespace: app.Namespace, Name: app.Name + "-settings"}
	switch err := r.Get(ctx, key, &cm); {
	case apierrors.IsNotFound(err):
		cm = corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: key.Name, Namespace: key.Namespace}, Data: maps.Clone(app.Spec.Settings)}
		if err := ctrl.SetControllerReference(&app, &cm, r.Scheme); err != nil {
			return ctrl.Result{}, err
		}
		if err := r.Create(ctx, &cm); err != nil {
			return ctrl.Result{}, err
		}
	case err != nil:
		return ctrl.Result{}, err
	default:
		base := cm.DeepCopy()
		cm.Data = maps.Clone(app.Spec.Settings)
		if err := r.Patch(ctx, &cm, client.MergeFrom(base)); err != nil {
			return ctrl.Result{}, err
		}
	}
	return ctrl.Result{}, r.recordStatus(ctx, &app, key.Name)
}
