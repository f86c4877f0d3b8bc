// corpus: pass
// Style: nested ifs rather than early returns; the Secret key is a client.ObjectKey in the App's namespace; the status is merge-patched with an optimistic lock, and a 409 (recognised through %w with apierrors.IsConflict) asks for a requeue; logr key/values.
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
// +kubebuilder:rbac:groups="",resources=secrets,verbs=get;list;watch
// +kubebuilder:rbac:groups=apps,resources=deployments,verbs=get;list;watch;create;update

type availability struct {
	status  metav1.ConditionStatus
	reason  string
	message string
	ready   int32
}

// Reconcile runs the App as a Deployment once its credentials exist, and reports progress.
func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	logger := log.FromContext(ctx)

	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	var avail availability
	var secret corev1.Secret
	secretKey := client.ObjectKey{Namespace: app.Namespace, Name: app.Spec.SecretName}
	if err := r.Get(ctx, secretKey, &secret); err != nil {
		if apierrors.IsNotFound(err) {
			avail = availability{metav1.ConditionFalse, "SecretMissing", "secret " + secretKey.Name + " not found", 0}
		} else {
			return ctrl.Result{}, fmt.Errorf("read secret %s: %w", secretKey, err)
		}
	} else {
		dep, err := r.ensureDeployment(ctx, &app, &secret)
		if err != nil {
			return ctrl.Result{}, err
		}
		if dep.Status.ReadyReplicas == app.Spec.Replicas {
			avail = availability{metav1.ConditionTrue, "AllReplicasReady", "", dep.Status.ReadyReplicas}
		} else {
			avail = availability{metav1.ConditionFalse, "Progressing", "", dep.Status.ReadyReplicas}
		}
	}

	if err := r.writeStatus(ctx, &app, avail); err != nil {
		if apierrors.IsConflict(err) {
			logger.V(1).Info("status conflict, requeueing", "app", req.NamespacedName)
			return ctrl.Result{Requeue: true}, nil
		}
		return ctrl.Result{}, err
	}
	return ctrl.Result{}, nil
}

func (r *AppReconciler) ensureDeployment(ctx context.Context, app *labv1.App, secret *corev1.Secret) (*appsv1.Deployment, error) {
	dep := &appsv1.Deployment{ObjectMeta: metav1.ObjectMeta{Name: app.Name, Namespace: app.Namespace}}
	op, err := controllerutil.CreateOrUpdate(ctx, r.Client, dep, func() error {
		labels := map[string]string{"app.kubernetes.io/name": app.Name}
		replicas := app.Spec.Replicas
		dep.Spec.Replicas = &replicas
		if dep.Spec.Selector == nil {
			dep.Spec.Selector = &metav1.LabelSelector{MatchLabels: labels}
		}
		dep.Spec.Template.Labels = labels
		dep.Spec.Template.Spec.Containers = []corev1.Container{{
			Name:  "app",
			Image: app.Spec.Image,
			EnvFrom: []corev1.EnvFromSource{{
				SecretRef: &corev1.SecretEnvSource{LocalObjectReference: corev1.LocalObjectReference{Name: secret.Name}},
			}},
		}}
		return ctrl.SetControllerReference(app, dep, r.Scheme)
	})
	if err != nil {
		return nil, fmt.Errorf("deployment %s: %w", client.ObjectKeyFromObject(dep), err)
	}
	log.FromContext(ctx).V(1).Info("deployment", "name", dep.Name, "operation", op)
	return dep, nil
}

// writeStatus patches the App's status; the optimistic lock makes a stale copy fail with 409.
func (r *AppReconciler) writeStatus(ctx context.Context, app *labv1.App, a availability) error {
	patch := client.MergeFromWithOptions(app.DeepCopy(), client.MergeFromWithOptimisticLock{})
	app.Status.ReadyReplicas = a.ready
	app.Status.ObservedGeneration = app.Generation
	meta.SetStatusCondition(&app.Status.Conditions, metav1.Condition{
		Type:               "Available",
		Status:             a.status,
		Reason:             a.reason,
		Message:            a.message,
		ObservedGeneration: app.Generation,
	})
	if err := r.Status().Patch(ctx, app, patch); err != nil {
		return fmt.Errorf("status of %s: %w", client.ObjectKeyFromObject(app), err)
	}
	return nil
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Owns(&appsv1.Deployment{}).
		Named("app").
		Complete(r)
}
