// corpus: fail loop.settles
// Returns an error after a successful pass "so the App is checked again later": only error backoff keeps the loop going, no call fails.
package controller

import (
	"context"
	"fmt"

	appsv1 "k8s.io/api/apps/v1"
	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/types"
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

// errRecheck 让 controller-runtime 过一会儿再调谐一次（作者以为这样可以“定期检查”）。
var errRecheck = fmt.Errorf("recheck later")

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch
// +kubebuilder:rbac:groups="",resources=secrets,verbs=get;list;watch
// +kubebuilder:rbac:groups=apps,resources=deployments,verbs=get;list;watch;create;update;patch

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	var secret corev1.Secret
	if err := r.Get(ctx, types.NamespacedName{Namespace: app.Namespace, Name: app.Spec.SecretName}, &secret); err != nil {
		if apierrors.IsNotFound(err) {
			return ctrl.Result{}, r.writeStatus(ctx, &app, metav1.ConditionFalse, "SecretMissing", 0)
		}
		return ctrl.Result{}, err
	}

	dep := &appsv1.Deployment{ObjectMeta: metav1.ObjectMeta{Name: app.Name, Namespace: app.Namespace}}
	_, err := controllerutil.CreateOrPatch(ctx, r.Client, dep, func() error {
		labels := map[string]string{"app.kubernetes.io/name": app.Name}
		replicas := app.Spec.Replicas
		dep.Spec.Replicas = &replicas
		dep.Spec.Selector = &metav1.LabelSelector{MatchLabels: labels}
		dep.Spec.Template.Labels = labels
		dep.Spec.Template.Spec.Containers = []corev1.Container{{
			Name:    "app",
			Image:   app.Spec.Image,
			EnvFrom: []corev1.EnvFromSource{{SecretRef: &corev1.SecretEnvSource{LocalObjectReference: corev1.LocalObjectReference{Name: secret.Name}}}},
		}}
		return controllerutil.SetControllerReference(&app, dep, r.Scheme)
	})
	if err != nil {
		return ctrl.Result{}, err
	}

	cond, reason := metav1.ConditionFalse, "Progressing"
	if dep.Status.ReadyReplicas == app.Spec.Replicas {
		cond, reason = metav1.ConditionTrue, "AllReplicasReady"
	}
	if err := r.writeStatus(ctx, &app, cond, reason, dep.Status.ReadyReplicas); err != nil {
		return ctrl.Result{}, err
	}
	// 再来一次，确保 Deployment 一直是好的
	return ctrl.Result{}, errRecheck
}

func (r *AppReconciler) writeStatus(ctx context.Context, app *labv1.App, s metav1.ConditionStatus, reason string, ready int32) error {
	app.Status.ReadyReplicas = ready
	app.Status.ObservedGeneration = app.Generation
	meta.SetStatusCondition(&app.Status.Conditions, metav1.Condition{
		Type: "Available", Status: s, Reason: reason, ObservedGeneration: app.Generation,
	})
	return r.Status().Update(ctx, app)
}

func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Owns(&appsv1.Deployment{}).
		Named("app").
		Complete(r)
}
