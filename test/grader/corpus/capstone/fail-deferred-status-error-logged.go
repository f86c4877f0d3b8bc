// corpus: fail status.conflict-handled
// Status is written once, in a defer; the defer logs a failed write and keeps the error to itself.
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

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch
// +kubebuilder:rbac:groups="",resources=secrets,verbs=get;list;watch
// +kubebuilder:rbac:groups=apps,resources=deployments,verbs=get;list;watch;create;update

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (res ctrl.Result, err error) {
	app := &labv1.App{}
	if err := r.Get(ctx, req.NamespacedName, app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	before := app.Status.DeepCopy()
	defer func() {
		app.Status.ObservedGeneration = app.Generation
		if equalStatus(before, &app.Status) {
			return
		}
		if uerr := r.Status().Update(ctx, app); uerr != nil {
			ctrl.LoggerFrom(ctx).Error(fmt.Errorf("updating status: %w", uerr), "status not saved")
		}
	}()

	secret, err := r.credentials(ctx, app)
	if apierrors.IsNotFound(err) {
		r.available(app, metav1.ConditionFalse, "SecretMissing", 0)
		return ctrl.Result{}, nil
	}
	if err != nil {
		return ctrl.Result{}, err
	}
	dep, err := r.deployment(ctx, app, secret)
	if err != nil {
		return ctrl.Result{}, err
	}
	if dep.Status.ReadyReplicas == app.Spec.Replicas {
		r.available(app, metav1.ConditionTrue, "AllReplicasReady", dep.Status.ReadyReplicas)
	} else {
		r.available(app, metav1.ConditionFalse, "Progressing", dep.Status.ReadyReplicas)
	}
	return ctrl.Result{}, nil
}

func equalStatus(a, b *labv1.AppStatus) bool {
	if a.ReadyReplicas != b.ReadyReplicas || a.ObservedGeneration != b.ObservedGeneration || len(a.Conditions) != len(b.Conditions) {
		return false
	}
	for i := range a.Conditions {
		x, y := a.Conditions[i], b.Conditions[i]
		if x.Type != y.Type || x.Status != y.Status || x.Reason != y.Reason || x.ObservedGeneration != y.ObservedGeneration {
			return false
		}
	}
	return true
}

func (r *AppReconciler) credentials(ctx context.Context, app *labv1.App) (*corev1.Secret, error) {
	s := &corev1.Secret{}
	return s, r.Get(ctx, types.NamespacedName{Namespace: app.Namespace, Name: app.Spec.SecretName}, s)
}

func (r *AppReconciler) deployment(ctx context.Context, app *labv1.App, secret *corev1.Secret) (*appsv1.Deployment, error) {
	dep := &appsv1.Deployment{ObjectMeta: metav1.ObjectMeta{Name: app.Name, Namespace: app.Namespace}}
	_, err := controllerutil.CreateOrUpdate(ctx, r.Client, dep, func() error {
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
		return controllerutil.SetControllerReference(app, dep, r.Scheme)
	})
	return dep, err
}

func (r *AppReconciler) available(app *labv1.App, status metav1.ConditionStatus, reason string, ready int32) {
	app.Status.ReadyReplicas = ready
	meta.SetStatusCondition(&app.Status.Conditions, metav1.Condition{
		Type:               "Available",
		Status:             status,
		Reason:             reason,
		ObservedGeneration: app.Generation,
	})
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Owns(&appsv1.Deployment{}).
		Named("app").
		Complete(r)
}
