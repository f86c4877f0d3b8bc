// corpus: fail rbac.writes-allowed
// Server-side apply in a helper (a PATCH) with markers that grant create and update only, as for CreateOrUpdate.
package controller

import (
	"context"
	"maps"

	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
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
// 缓存要 list/watch ConfigMap（Owns），apply 会创建或更新它。
// +kubebuilder:rbac:groups="",resources=configmaps,verbs=get;list;watch;create;update

// Reconcile publishes the App's settings in a ConfigMap the App owns.
func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	cm, err := r.applySettings(ctx, &app)
	if err != nil {
		return ctrl.Result{}, err
	}

	if app.Status.ConfigMap != cm.Name {
		app.Status.ConfigMap = cm.Name
		if err := r.Status().Update(ctx, &app); err != nil {
			return ctrl.Result{}, err
		}
	}
	return ctrl.Result{}, nil
}

// applySettings 用 server-side apply 发布 ConfigMap（只声明我们关心的字段）。
func (r *AppReconciler) applySettings(ctx context.Context, app *labv1.App) (*corev1.ConfigMap, error) {
	cm := &corev1.ConfigMap{
		TypeMeta:   metav1.TypeMeta{APIVersion: "v1", Kind: "ConfigMap"},
		ObjectMeta: metav1.ObjectMeta{Name: app.Name + "-settings", Namespace: app.Namespace},
		Data:       maps.Clone(app.Spec.Settings),
	}
	if err := ctrl.SetControllerReference(app, cm, r.Scheme); err != nil {
		return nil, err
	}
	return cm, r.Patch(ctx, cm, client.Apply, client.FieldOwner("app-controller"), client.ForceOwnership)
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Owns(&corev1.ConfigMap{}).
		Named("app").
		Complete(r)
}
