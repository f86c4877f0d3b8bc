// corpus: fail status.written-via-subresource
// Two status mistakes at once: retry.RetryOnConflict around a fresh Get and r.Update (the App itself, so status is dropped), appending a condition each pass; everything else fixed.
package controller

import (
	"context"

	appsv1 "k8s.io/api/apps/v1"
	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/client-go/util/retry"
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

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch;update
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch
// +kubebuilder:rbac:groups="",resources=secrets,verbs=get;list;watch
// +kubebuilder:rbac:groups=apps,resources=deployments,verbs=get;list;watch;create;update

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	var secret corev1.Secret
	err := r.Get(ctx, client.ObjectKey{Namespace: req.Namespace, Name: app.Spec.SecretName}, &secret)
	if apierrors.IsNotFound(err) {
		return ctrl.Result{}, r.report(ctx, req, metav1.ConditionFalse, "SecretMissing", 0)
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

	status := metav1.ConditionFalse
	if dep.Status.ReadyReplicas == app.Spec.Replicas {
		status = metav1.ConditionTrue
	}
	return ctrl.Result{}, r.report(ctx, req, status, "Rollout", dep.Status.ReadyReplicas)
}

// report writes the App's progress, retrying on conflicts with a fresh copy.
func (r *AppReconciler) report(ctx context.Context, req ctrl.Request, status metav1.ConditionStatus, reason string, ready int32) error {
	return retry.RetryOnConflict(retry.DefaultRetry, func() error {
		var app labv1.App
		if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
			return err
		}
		app.Status.ObservedGeneration = app.Generation
		app.Status.ReadyReplicas = ready
		app.Status.Conditions = append(app.Status.Conditions, metav1.Condition{
			Type: "Available", Status: status, Reason: reason,
			ObservedGeneration: app.Generation, LastTransitionTime: metav1.Now(),
		})
		return r.Update(ctx, &app)
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
