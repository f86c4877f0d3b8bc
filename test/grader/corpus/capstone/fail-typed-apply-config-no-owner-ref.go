// corpus: fail outcome.deployment-ready
// Mistake: the Deployment is a typed apply configuration sent with r.Apply, but without an owner reference (SetControllerReference does not take an apply configuration): Owns never maps its status changes to the App.
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
	appsv1ac "k8s.io/client-go/applyconfigurations/apps/v1"
	corev1ac "k8s.io/client-go/applyconfigurations/core/v1"
	metav1ac "k8s.io/client-go/applyconfigurations/meta/v1"
	"k8s.io/utils/ptr"
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
// +kubebuilder:rbac:groups="",resources=secrets,verbs=get;list;watch
// +kubebuilder:rbac:groups=apps,resources=deployments,verbs=get;list;watch;create;patch

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	app := &labv1.App{}
	if err := r.Get(ctx, req.NamespacedName, app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	base := app.DeepCopy()

	secret := &corev1.Secret{}
	switch err := r.Get(ctx, client.ObjectKey{Namespace: app.Namespace, Name: app.Spec.SecretName}, secret); {
	case apierrors.IsNotFound(err):
		return ctrl.Result{}, r.report(ctx, app, base, metav1.ConditionFalse, "SecretMissing", "secret "+app.Spec.SecretName+" not found", 0)
	case err != nil:
		return ctrl.Result{}, err
	}

	dep := deploymentFor(app, secret.Name)
	if err := r.Apply(ctx, dep, client.FieldOwner("app-controller"), client.ForceOwnership); err != nil {
		return ctrl.Result{}, fmt.Errorf("apply deployment: %w", err)
	}
	// the apply answers with the whole object: its status is the Deployment's as stored
	var ready int32
	if dep.Status != nil {
		ready = ptr.Deref(dep.Status.ReadyReplicas, 0)
	}
	status, reason := metav1.ConditionFalse, "Progressing"
	if ready == app.Spec.Replicas {
		status, reason = metav1.ConditionTrue, "AllReplicasReady"
	}
	return ctrl.Result{}, r.report(ctx, app, base, status, reason, "", ready)
}

func deploymentFor(app *labv1.App, secretName string) *appsv1ac.DeploymentApplyConfiguration {
	labels := map[string]string{"app.kubernetes.io/name": app.Name}
	return appsv1ac.Deployment(app.Name, app.Namespace).
		WithSpec(appsv1ac.DeploymentSpec().
			WithReplicas(app.Spec.Replicas).
			WithSelector(metav1ac.LabelSelector().WithMatchLabels(labels)).
			WithTemplate(corev1ac.PodTemplateSpec().
				WithLabels(labels).
				WithSpec(corev1ac.PodSpec().WithContainers(corev1ac.Container().
					WithName("app").
					WithImage(app.Spec.Image).
					WithEnvFrom(corev1ac.EnvFromSource().
						WithSecretRef(corev1ac.SecretEnvSource().WithName(secretName)))))))
}

func (r *AppReconciler) report(ctx context.Context, app, base *labv1.App, status metav1.ConditionStatus, reason, msg string, ready int32) error {
	app.Status.ObservedGeneration = app.Generation
	app.Status.ReadyReplicas = ready
	meta.SetStatusCondition(&app.Status.Conditions, metav1.Condition{
		Type: "Available", Status: status, Reason: reason, Message: msg, ObservedGeneration: app.Generation,
	})
	return r.Status().Patch(ctx, app, client.MergeFrom(base))
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Owns(&appsv1.Deployment{}).
		Named("app").
		Complete(r)
}
