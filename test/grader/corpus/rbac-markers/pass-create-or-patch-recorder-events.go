// corpus: pass
// Style: controllerutil.CreateOrPatch (patch, not update, in the markers), an event Recorder taken in SetupWithManager with its own events marker, logr from the context.
package controller

import (
	"context"
	"fmt"
	"maps"

	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/client-go/tools/record"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/controller/controllerutil"
	"sigs.k8s.io/controller-runtime/pkg/log"

	labv1 "example.com/lab/api/v1"
)

// AppReconciler reconciles an App object.
type AppReconciler struct {
	client.Client
	Scheme   *runtime.Scheme
	Recorder record.EventRecorder
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch
// +kubebuilder:rbac:groups="",resources=configmaps,verbs=get;list;watch;create;patch
// +kubebuilder:rbac:groups="",resources=events,verbs=create;patch

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	logger := log.FromContext(ctx)

	app := &labv1.App{}
	if err := r.Get(ctx, req.NamespacedName, app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	cm := &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: app.Name + "-settings", Namespace: app.Namespace}}
	op, err := controllerutil.CreateOrPatch(ctx, r.Client, cm, func() error {
		if cm.Data == nil {
			cm.Data = map[string]string{}
		}
		maps.Copy(cm.Data, app.Spec.Settings)
		return controllerutil.SetControllerReference(app, cm, r.Scheme)
	})
	if err != nil {
		return ctrl.Result{}, fmt.Errorf("publish settings: %w", err)
	}
	if op != controllerutil.OperationResultNone {
		logger.Info("settings published", "configmap", cm.Name, "operation", op)
		r.Recorder.Eventf(app, corev1.EventTypeNormal, "Published", "ConfigMap %s %s", cm.Name, op)
	}

	if app.Status.ConfigMap != cm.Name {
		app.Status.ConfigMap = cm.Name
		if err := r.Status().Update(ctx, app); err != nil {
			return ctrl.Result{}, err
		}
	}
	return ctrl.Result{}, nil
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	r.Recorder = mgr.GetEventRecorderFor("app-controller")
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Owns(&corev1.ConfigMap{}).
		Named("app").
		Complete(r)
}
