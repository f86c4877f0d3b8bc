// corpus: fail status.observed-generation
// Session 43's miss, caught since session 44: full-lifecycle restarts the rollout (kubectl rollout restart), so the Deployment's generation moves past the App's.
// Mistake: observedGeneration taken from the Deployment it made (dep.Generation), not from the App.
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

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch
// +kubebuilder:rbac:groups="",resources=secrets,verbs=get;list;watch
// +kubebuilder:rbac:groups=apps,resources=deployments,verbs=get;list;watch;create;update

// observed is what one pass found, before anything is written to the App's status.
type observed struct {
	status  metav1.ConditionStatus
	reason  string
	message string
	ready   int32
	// the generation the status describes
	generation int64
}

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	obs, err := r.apply(ctx, &app)
	if err != nil {
		return ctrl.Result{}, err
	}

	err = retry.RetryOnConflict(retry.DefaultRetry, func() error {
		var latest labv1.App
		if err := r.Get(ctx, req.NamespacedName, &latest); err != nil {
			return err
		}
		before := latest.Status.DeepCopy()
		latest.Status.ReadyReplicas = obs.ready
		latest.Status.ObservedGeneration = obs.generation
		meta.SetStatusCondition(&latest.Status.Conditions, metav1.Condition{
			Type:               "Available",
			Status:             obs.status,
			Reason:             obs.reason,
			Message:            obs.message,
			ObservedGeneration: obs.generation,
		})
		if equalStatus(before, &latest.Status) {
			return nil
		}
		return r.Status().Update(ctx, &latest)
	})
	return ctrl.Result{}, client.IgnoreNotFound(err)
}

func equalStatus(a, b *labv1.AppStatus) bool {
	if a.ReadyReplicas != b.ReadyReplicas || a.ObservedGeneration != b.ObservedGeneration || len(a.Conditions) != len(b.Conditions) {
		return false
	}
	for i := range a.Conditions {
		x, y := a.Conditions[i], b.Conditions[i]
		if x.Type != y.Type || x.Status != y.Status || x.Reason != y.Reason || x.Message != y.Message || x.ObservedGeneration != y.ObservedGeneration {
			return false
		}
	}
	return true
}

// apply makes the Deployment if the Secret exists, and says what it found.
func (r *AppReconciler) apply(ctx context.Context, app *labv1.App) (observed, error) {
	var secret corev1.Secret
	key := client.ObjectKey{Namespace: app.Namespace, Name: app.Spec.SecretName}
	if err := r.Get(ctx, key, &secret); err != nil {
		if apierrors.IsNotFound(err) {
			return observed{metav1.ConditionFalse, "SecretMissing", fmt.Sprintf("secret %s not found", app.Spec.SecretName), 0, app.Generation}, nil
		}
		return observed{}, err
	}

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
				SecretRef: &corev1.SecretEnvSource{LocalObjectReference: corev1.LocalObjectReference{Name: secret.Name}},
			}},
		}}
		return ctrl.SetControllerReference(app, dep, r.Scheme)
	})
	if err != nil {
		return observed{}, err
	}
	if dep.Status.ReadyReplicas == app.Spec.Replicas {
		return observed{metav1.ConditionTrue, "AllReplicasReady", "", dep.Status.ReadyReplicas, dep.Generation}, nil
	}
	return observed{metav1.ConditionFalse, "Progressing", "", dep.Status.ReadyReplicas, dep.Generation}, nil
}

func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Owns(&appsv1.Deployment{}).
		Named("app").
		Complete(r)
}
