// corpus: pass
// Server-side applies the ConfigMap (patch, and create since an apply can create) and patches the status with MergeFrom; markers list exactly those verbs.
package controller

import (
	"context"

	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"

	labv1 "example.com/lab/api/v1"
)

type AppReconciler struct {
	client.Client
	Scheme *runtime.Scheme
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch
// +kubebuilder:rbac:groups=core,resources=configmaps,verbs=get;list;watch;create;patch

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	cm := &corev1.ConfigMap{
		TypeMeta:   metav1.TypeMeta{APIVersion: "v1", Kind: "ConfigMap"},
		ObjectMeta: metav1.ObjectMeta{Name: app.Name + "-settings", Namespace: app.Namespace},
		Data:       app.Spec.Settings,
	}
	if err := ctrl.SetControllerReference(&app, cm, r.Scheme); err != nil {
		return ctrl.Result{}, err
	}
	if err := r.Patch(ctx, cm, client.Apply, client.FieldOwner("app-controller"), client.ForceOwnership); err != nil {
		return ctrl.Result{}, err
	}
	if app.Status.ConfigMap == cm.Name {
		return ctrl.Result{}, nil
	}
	base := app.DeepCopy()
	app.Status.ConfigMap = cm.Name
	return ctrl.Result{}, r.Status().Patch(ctx, &app, client.MergeFrom(base))
}

func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Owns(&corev1.ConfigMap{}).
		Named("app").
		Complete(r)
}
