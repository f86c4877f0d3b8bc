// corpus: pass
// Style: a deploymentBuilder helper struct feeds controllerutil.CreateOrPatch; the status is server-side applied to /status (typed App with TypeMeta, FieldOwner, ForceOwnership), conditions kept with meta.SetStatusCondition; an event Recorder from SetupWithManager.
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

const fieldOwner = client.FieldOwner("app-controller")

// deploymentBuilder knows what an App's Deployment must look like.
type deploymentBuilder struct {
	app    *labv1.App
	secret string
	scheme *runtime.Scheme
}

func (b deploymentBuilder) mutate(dep *appsv1.Deployment) controllerutil.MutateFn {
	return func() error {
		labels := map[string]string{"app.kubernetes.io/name": b.app.Name}
		replicas := b.app.Spec.Replicas
		dep.Spec.Replicas = &replicas
		dep.Spec.Selector = &metav1.LabelSelector{MatchLabels: labels}
		dep.Spec.Template.Labels = labels
		dep.Spec.Template.Spec.Containers = []corev1.Container{{
			Name:  "app",
			Image: b.app.Spec.Image,
			EnvFrom: []corev1.EnvFromSource{{
				SecretRef: &corev1.SecretEnvSource{LocalObjectReference: corev1.LocalObjectReference{Name: b.secret}},
			}},
		}}
		return controllerutil.SetControllerReference(b.app, dep, b.scheme)
	}
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch
// +kubebuilder:rbac:groups="",resources=secrets,verbs=get;list;watch
// +kubebuilder:rbac:groups=apps,resources=deployments,verbs=get;list;watch;create;update;patch
// +kubebuilder:rbac:groups="",resources=events,verbs=create;patch

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	logger := log.FromContext(ctx)

	app := &labv1.App{}
	if err := r.Get(ctx, req.NamespacedName, app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	secret := &corev1.Secret{}
	err := r.Get(ctx, client.ObjectKey{Namespace: app.Namespace, Name: app.Spec.SecretName}, secret)
	if apierrors.IsNotFound(err) {
		r.Recorder.Eventf(app, corev1.EventTypeWarning, "SecretMissing", "secret %s not found", app.Spec.SecretName)
		return ctrl.Result{}, r.applyStatus(ctx, app, metav1.ConditionFalse, "SecretMissing", "secret "+app.Spec.SecretName+" not found", 0)
	}
	if err != nil {
		return ctrl.Result{}, fmt.Errorf("get secret: %w", err)
	}

	dep := &appsv1.Deployment{ObjectMeta: metav1.ObjectMeta{Name: app.Name, Namespace: app.Namespace}}
	op, err := controllerutil.CreateOrPatch(ctx, r.Client, dep, deploymentBuilder{app: app, secret: secret.Name, scheme: r.Scheme}.mutate(dep))
	if err != nil {
		return ctrl.Result{}, fmt.Errorf("deployment: %w", err)
	}
	logger.V(1).Info("deployment reconciled", "operation", op)

	status, reason := metav1.ConditionFalse, "Progressing"
	if dep.Status.ReadyReplicas == app.Spec.Replicas {
		status, reason = metav1.ConditionTrue, "AllReplicasReady"
	}
	return ctrl.Result{}, r.applyStatus(ctx, app, status, reason, "", dep.Status.ReadyReplicas)
}

// applyStatus sends the App's whole status as this controller's apply configuration.
func (r *AppReconciler) applyStatus(ctx context.Context, app *labv1.App, status metav1.ConditionStatus, reason, message string, ready int32) error {
	conds := append([]metav1.Condition(nil), app.Status.Conditions...)
	meta.SetStatusCondition(&conds, metav1.Condition{
		Type: "Available", Status: status, Reason: reason, Message: message, ObservedGeneration: app.Generation,
	})
	applied := &labv1.App{
		TypeMeta:   metav1.TypeMeta{APIVersion: labv1.GroupVersion.String(), Kind: "App"},
		ObjectMeta: metav1.ObjectMeta{Name: app.Name, Namespace: app.Namespace},
		Status: labv1.AppStatus{
			ObservedGeneration: app.Generation,
			ReadyReplicas:      ready,
			Conditions:         conds,
		},
	}
	return r.Status().Patch(ctx, applied, client.Apply, fieldOwner, client.ForceOwnership)
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	r.Recorder = mgr.GetEventRecorderFor("app-controller")
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Owns(&appsv1.Deployment{}).
		Named("app").
		Complete(r)
}
