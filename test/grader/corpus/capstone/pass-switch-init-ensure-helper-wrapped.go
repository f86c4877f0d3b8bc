// corpus: pass
// Switch statements with an init (the Secret's Get, the ready count), an ensureDeployment helper returning the stored Deployment, errors wrapped with %w.
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

// Reconcile runs the App as a Deployment once its credentials exist, and reports progress.
func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	var secret corev1.Secret
	key := types.NamespacedName{Namespace: app.Namespace, Name: app.Spec.SecretName}
	switch err := r.Get(ctx, key, &secret); {
	case apierrors.IsNotFound(err):
		return r.setAvailable(ctx, &app, metav1.ConditionFalse, "SecretMissing",
			"secret "+app.Spec.SecretName+" not found", 0)
	case err != nil:
		return ctrl.Result{}, fmt.Errorf("get secret %s: %w", key, err)
	}

	dep, err := r.ensureDeployment(ctx, &app, secret.Name)
	if err != nil {
		return ctrl.Result{}, fmt.Errorf("deployment for %s: %w", req.NamespacedName, err)
	}

	switch ready := dep.Status.ReadyReplicas; {
	case ready == app.Spec.Replicas:
		return r.setAvailable(ctx, &app, metav1.ConditionTrue, "AllReplicasReady", "", ready)
	default:
		return r.setAvailable(ctx, &app, metav1.ConditionFalse, "Progressing", "", ready)
	}
}

// ensureDeployment creates or updates the App's Deployment and returns it as stored.
func (r *AppReconciler) ensureDeployment(ctx context.Context, app *labv1.App, secretName string) (*appsv1.Deployment, error) {
	dep := &appsv1.Deployment{ObjectMeta: metav1.ObjectMeta{Name: app.Name, Namespace: app.Namespace}}
	_, err := controllerutil.CreateOrUpdate(ctx, r.Client, dep, func() error {
		labels := map[string]string{"app.kubernetes.io/name": app.Name}
		replicas := app.Spec.Replicas
		dep.Spec.Replicas = &replicas
		dep.Spec.Selector = &metav1.LabelSelector{MatchLabels: labels}
		dep.Spec.Template.Labels = labels
		dep.Spec.Template.Spec.Containers = []corev1.Container{{
			Name:  "app",
			Image: app.Spec.Image,
			EnvFrom: []corev1.EnvFromSource{{
				SecretRef: &corev1.SecretEnvSource{LocalObjectReference: corev1.LocalObjectReference{Name: secretName}},
			}},
		}}
		return controllerutil.SetControllerReference(app, dep, r.Scheme)
	})
	return dep, err
}

// setAvailable writes status through the status subresource. SetStatusCondition keeps one
// condition per type and moves LastTransitionTime only on a real change, so a reconcile that
// finds nothing new writes nothing new. A conflict is returned: the request is requeued and the
// next pass reads the fresh object.
func (r *AppReconciler) setAvailable(ctx context.Context, app *labv1.App, status metav1.ConditionStatus,
	reason, message string, ready int32) (ctrl.Result, error) {
	app.Status.ObservedGeneration = app.Generation
	app.Status.ReadyReplicas = ready
	meta.SetStatusCondition(&app.Status.Conditions, metav1.Condition{
		Type:               "Available",
		Status:             status,
		Reason:             reason,
		Message:            message,
		ObservedGeneration: app.Generation,
	})
	if err := r.Status().Update(ctx, app); err != nil {
		return ctrl.Result{}, err
	}
	return ctrl.Result{}, nil
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Owns(&appsv1.Deployment{}).
		Named("app").
		Complete(r)
}
