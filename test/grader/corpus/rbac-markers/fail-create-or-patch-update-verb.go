// corpus: fail rbac.writes-allowed
// Publishes the ConfigMap with controllerutil.CreateOrPatch, but the markers grant update (what CreateOrUpdate needs), not the patch CreateOrPatch sends.
package controller

import (
	"context"
	"fmt"
	"maps"

	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/controller/controllerutil"
	"sigs.k8s.io/controller-runtime/pkg/log"

	labv1 "example.com/lab/api/v1"
)

// AppReconciler reconciles an App object.
type AppReconciler struct {
	client.Client
	Scheme *runtime.Scheme
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch
// +kubebuilder:rbac:groups=core,resources=configmaps,verbs=get;list;watch;create;update

// Reconcile publishes the App's settings in the ConfigMap <app>-settings.
func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	logger := log.FromContext(ctx)

	app := &labv1.App{}
	if err := r.Get(ctx, req.NamespacedName, app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	cm := &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: app.Name + "-settings", Namespace: app.Namespace}}
	result, err := controllerutil.CreateOrPatch(ctx, r.Client, cm, func() error {
		cm.Data = maps.Clone(app.Spec.Settings)
		return controllerutil.SetControllerReference(app, cm, r.Scheme)
	})
	if err != nil {
		return ctrl.Result{}, fmt.Errorf("publishing %s: %w", client.ObjectKeyFromObject(cm), err)
	}
	if result != controllerutil.OperationResultNone {
		logger.Info("settings published", "configmap", cm.Name, "result", result)
	}

	if app.Status.ConfigMap == cm.Name {
		return ctrl.Result{}, nil
	}
	app.Status.ConfigMap = cm.Name
	if err := r.Status().Update(ctx, app); err != nil {
		return ctrl.Result{}, fmt.Errorf("recording status: %w", err)
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
