// corpus: fail scope.get-namespace
// Mistake: a generic getNamed helper keys the read with client.ObjectKeyFromObject of a Secret skeleton that has only a name, so the Secret is looked up in no namespace; the other four fixes are in (status patch with optimistic lock, SetStatusCondition, observedGeneration, RBAC).
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

	labv1 "example.com/lab/api/v1"
)

// AppReconciler reconciles an App object.
type AppReconciler struct {
	client.Client
	Scheme *runtime.Scheme
}

// getNamed fills obj, which carries the key it should be read with.
func getNamed[T client.Object](ctx context.Context, c client.Reader, obj T) (T, error) {
	if err := c.Get(ctx, client.ObjectKeyFromObject(obj), obj); err != nil {
		return obj, fmt.Errorf("get %T %s: %w", obj, obj.GetName(), err)
	}
	return obj, nil
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch
// +kubebuilder:rbac:groups="",resources=secrets,verbs=get;list;watch
// +kubebuilder:rbac:groups=apps,resources=deployments,verbs=get;list;watch;create;update

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	app, err := getNamed(ctx, r.Client, &labv1.App{ObjectMeta: metav1.ObjectMeta{Name: req.Name, Namespace: req.Namespace}})
	if err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	secret, err := getNamed(ctx, r.Client, &corev1.Secret{ObjectMeta: metav1.ObjectMeta{Name: app.Spec.SecretName}})
	if apierrors.IsNotFound(err) {
		return ctrl.Result{}, r.setAvailable(ctx, app, metav1.ConditionFalse, "SecretMissing", 0)
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
		return ctrl.SetControllerReference(app, dep, r.Scheme)
	}); err != nil {
		return ctrl.Result{}, err
	}

	status := metav1.ConditionFalse
	if dep.Status.ReadyReplicas == app.Spec.Replicas {
		status = metav1.ConditionTrue
	}
	return ctrl.Result{}, r.setAvailable(ctx, app, status, "Rollout", dep.Status.ReadyReplicas)
}

func (r *AppReconciler) setAvailable(ctx context.Context, app *labv1.App, status metav1.ConditionStatus, reason string, ready int32) error {
	patch := client.MergeFromWithOptions(app.DeepCopy(), client.MergeFromWithOptimisticLock{})
	app.Status.ObservedGeneration = app.Generation
	app.Status.ReadyReplicas = ready
	meta.SetStatusCondition(&app.Status.Conditions, metav1.Condition{
		Type: "Available", Status: status, Reason: reason, ObservedGeneration: app.Generation,
	})
	return r.Status().Patch(ctx, app, patch)
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Owns(&appsv1.Deployment{}).
		Named("app").
		Complete(r)
}
