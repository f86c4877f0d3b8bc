// corpus: pass
// The desired Deployment spec built by a function, assigned in CreateOrUpdate only when the live spec does not already carry it (equality.Semantic.DeepDerivative, so defaults and the rollout restart's annotation stay); a generic read helper; a conflict found with errors.As and requeued; status written only when it changed.
package controller

import (
	"context"
	"errors"
	"fmt"
	"net/http"

	appsv1 "k8s.io/api/apps/v1"
	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/api/equality"
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

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch
// +kubebuilder:rbac:groups="",resources=secrets,verbs=get;list;watch
// +kubebuilder:rbac:groups=apps,resources=deployments,verbs=get;list;watch;create;update

func codeOf(err error) int32 {
	var se *apierrors.StatusError
	if errors.As(err, &se) {
		return se.ErrStatus.Code
	}
	return 0
}

// read fetches one object of the App's namespace; found is false on a 404.
func read[T client.Object](ctx context.Context, c client.Reader, ns, name string, obj T) (found bool, err error) {
	if err := c.Get(ctx, client.ObjectKey{Namespace: ns, Name: name}, obj); err != nil {
		if codeOf(err) == http.StatusNotFound {
			return false, nil
		}
		return false, fmt.Errorf("get %s/%s: %w", ns, name, err)
	}
	return true, nil
}

func desired(app *labv1.App) appsv1.DeploymentSpec {
	labels := map[string]string{"app.kubernetes.io/name": app.Name}
	replicas := app.Spec.Replicas
	return appsv1.DeploymentSpec{
		Replicas: &replicas,
		Selector: &metav1.LabelSelector{MatchLabels: labels},
		Template: corev1.PodTemplateSpec{
			ObjectMeta: metav1.ObjectMeta{Labels: labels},
			Spec: corev1.PodSpec{Containers: []corev1.Container{{
				Name:  "app",
				Image: app.Spec.Image,
				EnvFrom: []corev1.EnvFromSource{{
					SecretRef: &corev1.SecretEnvSource{LocalObjectReference: corev1.LocalObjectReference{Name: app.Spec.SecretName}},
				}},
			}}},
		},
	}
}

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	app := &labv1.App{}
	found, err := read(ctx, r.Client, req.Namespace, req.Name, app)
	if err != nil || !found {
		return ctrl.Result{}, err
	}

	cond := metav1.Condition{Type: "Available", ObservedGeneration: app.Generation}
	var ready int32
	hasSecret, err := read(ctx, r.Client, app.Namespace, app.Spec.SecretName, &corev1.Secret{})
	switch {
	case err != nil:
		return ctrl.Result{}, err
	case !hasSecret:
		cond.Status, cond.Reason, cond.Message = metav1.ConditionFalse, "SecretMissing", "secret "+app.Spec.SecretName+" not found"
	default:
		dep := &appsv1.Deployment{ObjectMeta: metav1.ObjectMeta{Name: app.Name, Namespace: app.Namespace}}
		if _, err := controllerutil.CreateOrUpdate(ctx, r.Client, dep, func() error {
			want := desired(app)
			// keep what the API server defaulted, so an unchanged spec sends no update
			if dep.CreationTimestamp.IsZero() || !equality.Semantic.DeepDerivative(want, dep.Spec) {
				dep.Spec = want
			}
			return controllerutil.SetControllerReference(app, dep, r.Scheme)
		}); err != nil {
			return ctrl.Result{}, err
		}
		ready = dep.Status.ReadyReplicas
		cond.Status, cond.Reason = metav1.ConditionFalse, "Progressing"
		if ready == app.Spec.Replicas {
			cond.Status, cond.Reason = metav1.ConditionTrue, "AllReplicasReady"
		}
	}

	before := app.Status.DeepCopy()
	app.Status.ObservedGeneration = app.Generation
	app.Status.ReadyReplicas = ready
	meta.SetStatusCondition(&app.Status.Conditions, cond)
	if equality.Semantic.DeepEqual(before, &app.Status) {
		return ctrl.Result{}, nil
	}
	if err := r.Status().Update(ctx, app); err != nil {
		if codeOf(err) == http.StatusConflict {
			return ctrl.Result{Requeue: true}, nil
		}
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
