// corpus: fail loop.settles
// Drops the filter and the Owns, and polls every second with RequeueAfter until the Deployment is ready.
package controller

import (
	"context"
	"fmt"
	"time"

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
// +kubebuilder:rbac:groups=apps,resources=deployments,verbs=get;list;watch;create;update

// Reconcile runs the App as a Deployment named <app>-web and reports its ready replicas.
func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	logger := log.FromContext(ctx).WithValues("app", req.NamespacedName)

	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		if apierrors.IsNotFound(err) {
			return ctrl.Result{}, nil
		}
		return ctrl.Result{}, fmt.Errorf("get app: %w", err)
	}

	var dep appsv1.Deployment
	err := r.Get(ctx, types.NamespacedName{Namespace: app.Namespace, Name: app.Name + "-web"}, &dep)
	switch {
	case apierrors.IsNotFound(err):
		dep = r.deploymentFor(&app)
		if err := controllerutil.SetControllerReference(&app, &dep, r.Scheme); err != nil {
			return ctrl.Result{}, err
		}
		logger.Info("creating deployment", "name", dep.Name)
		if err := r.Create(ctx, &dep); err != nil {
			return ctrl.Result{}, fmt.Errorf("create deployment: %w", err)
		}
	case err != nil:
		return ctrl.Result{}, fmt.Errorf("get deployment: %w", err)
	}

	available := dep.Status.ReadyReplicas == app.Spec.Replicas
	app.Status.ReadyReplicas = dep.Status.ReadyReplicas
	app.Status.ObservedGeneration = app.Generation
	if available {
		meta.SetStatusCondition(&app.Status.Conditions, metav1.Condition{Type: "Available", Status: metav1.ConditionTrue, Reason: "AllReplicasReady", ObservedGeneration: app.Generation})
	} else {
		meta.SetStatusCondition(&app.Status.Conditions, metav1.Condition{Type: "Available", Status: metav1.ConditionFalse, Reason: "Progressing", ObservedGeneration: app.Generation})
	}
	if err := r.Status().Update(ctx, &app); err != nil {
		return ctrl.Result{}, fmt.Errorf("update status: %w", err)
	}
	if !available {
		logger.V(1).Info("deployment not ready yet, checking again", "ready", dep.Status.ReadyReplicas)
		return ctrl.Result{RequeueAfter: time.Second}, nil
	}
	return ctrl.Result{}, nil
}

func (r *AppReconciler) deploymentFor(app *labv1.App) appsv1.Deployment {
	labels := map[string]string{"app.kubernetes.io/name": app.Name}
	replicas := app.Spec.Replicas
	return appsv1.Deployment{
		ObjectMeta: metav1.ObjectMeta{Name: app.Name + "-web", Namespace: app.Namespace, Labels: labels},
		Spec: appsv1.DeploymentSpec{
			Replicas: &replicas,
			Selector: &metav1.LabelSelector{MatchLabels: labels},
			Template: corev1.PodTemplateSpec{
				ObjectMeta: metav1.ObjectMeta{Labels: labels},
				Spec:       corev1.PodSpec{Containers: []corev1.Container{{Name: "app", Image: app.Spec.Image}}},
			},
		},
	}
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	// the Deployment is read on every pass anyway, so it need not be watched
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Named("app").
		Complete(r)
}
