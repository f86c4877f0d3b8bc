// corpus: fail outcome.deployment-ready
// The Deployment's owner reference is set with controllerutil.SetOwnerReference, without controller: true: Owns() follows only a controller reference, so the Deployment's readiness never reaches the App.
package controller

import (
	"context"

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

	// Who/what: the Secret is in the App's own namespace; the key must say so.
	var secret corev1.Secret
	err := r.Get(ctx, types.NamespacedName{Namespace: app.Namespace, Name: app.Spec.SecretName}, &secret)
	if apierrors.IsNotFound(err) {
		return r.setAvailable(ctx, &app, metav1.ConditionFalse, "SecretMissing",
			"secret "+app.Spec.SecretName+" not found", 0)
	}
	if err != nil {
		return ctrl.Result{}, err
	}

	dep := &appsv1.Deployment{ObjectMeta: metav1.ObjectMeta{Name: app.Name, Namespace: app.Namespace}}
	if _, err := controllerutil.CreateOrUpdate(ctx, r.Client, dep, func() error {
		labels := map[string]string{"app.kubernetes.io/name": app.Name}
		dep.Spec.Replicas = new(app.Spec.Replicas)
		dep.Spec.Selector = &metav1.LabelSelector{MatchLabels: labels}
		dep.Spec.Template.Labels = labels
		dep.Spec.Template.Spec.Containers = []corev1.Container{{
			Name:  "app",
			Image: app.Spec.Image,
			EnvFrom: []corev1.EnvFromSource{{
				SecretRef: &corev1.SecretEnvSource{LocalObjectReference: corev1.LocalObjectReference{Name: secret.Name}},
			}},
		}}
		return controllerutil.SetOwnerReference(&app, dep, r.Scheme)
	}); err != nil {
		return ctrl.Result{}, err
	}

	status := metav1.ConditionFalse
	reason := "Progressing"
	if dep.Status.ReadyReplicas == app.Spec.Replicas {
		status, reason = metav1.ConditionTrue, "AllReplicasReady"
	}
	return r.setAvailable(ctx, &app, status, reason, "", dep.Status.ReadyReplicas)
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
