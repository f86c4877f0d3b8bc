// corpus: pass
// client-go for the Secret (typed clientset from the manager's config: get only), a table of readiness rules, a status conflict requeued.
package controller

import (
	"context"

	appsv1 "k8s.io/api/apps/v1"
	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/client-go/kubernetes"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/controller/controllerutil"

	labv1 "example.com/lab/api/v1"
)

// AppReconciler reconciles an App object.
type AppReconciler struct {
	client.Client
	Scheme *runtime.Scheme

	kube kubernetes.Interface
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch
// +kubebuilder:rbac:groups="",resources=secrets,verbs=get
// +kubebuilder:rbac:groups=apps,resources=deployments,verbs=get;list;watch;create;update;patch

// Reconcile runs the App as a Deployment once its credentials exist, and reports progress.
func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	log := ctrl.LoggerFrom(ctx).WithValues("app", req.NamespacedName, "generation", app.Generation)
	secret, err := r.kube.CoreV1().Secrets(app.Namespace).Get(ctx, app.Spec.SecretName, metav1.GetOptions{})
	if apierrors.IsNotFound(err) {
		log.Info("waiting for credentials", "secret", app.Spec.SecretName)
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
		return ctrl.SetControllerReference(&app, dep, r.Scheme)
	}); err != nil {
		return ctrl.Result{}, err
	}

	rules := []struct {
		ok     bool
		status metav1.ConditionStatus
		reason string
	}{
		{dep.Status.ObservedGeneration < dep.Generation, metav1.ConditionFalse, "Progressing"},
		{dep.Status.ReadyReplicas < app.Spec.Replicas, metav1.ConditionFalse, "Progressing"},
		{true, metav1.ConditionTrue, "AllReplicasReady"},
	}
	for _, rule := range rules {
		if rule.ok {
			log.V(1).Info("availability", "reason", rule.reason, "ready", dep.Status.ReadyReplicas)
			return r.setAvailable(ctx, &app, rule.status, rule.reason, "", dep.Status.ReadyReplicas)
		}
	}
	return ctrl.Result{}, nil
}

// setAvailable records the App's availability in its status.
func (r *AppReconciler) setAvailable(ctx context.Context, app *labv1.App, status metav1.ConditionStatus,
	reason, message string, ready int32) (ctrl.Result, error) {
	app.Status.ReadyReplicas = ready
	app.Status.ObservedGeneration = app.Generation
	meta.SetStatusCondition(&app.Status.Conditions, metav1.Condition{
		Type:               "Available",
		Status:             status,
		Reason:             reason,
		Message:            message,
		ObservedGeneration: app.Generation,
	})
	if err := r.Status().Update(ctx, app); err != nil {
		if apierrors.IsConflict(err) {
			// someone wrote the App since we read it: start over from a fresh read
			return ctrl.Result{Requeue: true}, nil
		}
		return ctrl.Result{}, err
	}
	return ctrl.Result{}, nil
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	r.kube = kubernetes.NewForConfigOrDie(mgr.GetConfig())
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Owns(&appsv1.Deployment{}).
		Named("app").
		Complete(r)
}
