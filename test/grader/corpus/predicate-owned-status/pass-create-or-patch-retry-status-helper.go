// corpus: pass
// CreateOrPatch through a desired-state helper (controller reference inside), the status written in retry.RetryOnConflict on a fresh Get, GenerationChangedPredicate on For only.
package controller

import (
	"context"
	"fmt"

	appsv1 "k8s.io/api/apps/v1"
	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/client-go/util/retry"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/builder"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/controller/controllerutil"
	"sigs.k8s.io/controller-runtime/pkg/predicate"

	labv1 "example.com/lab/api/v1"
)

// AppReconciler reconciles an App object.
type AppReconciler struct {
	client.Client
	Scheme *runtime.Scheme
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch
// +kubebuilder:rbac:groups=apps,resources=deployments,verbs=get;list;watch;create;update;patch

func (r *AppReconciler) mutate(app *labv1.App, dep *appsv1.Deployment) func() error {
	return func() error {
		labels := map[string]string{"app.kubernetes.io/name": app.Name}
		replicas := app.Spec.Replicas
		dep.Spec.Replicas = &replicas
		dep.Spec.Selector = &metav1.LabelSelector{MatchLabels: labels}
		dep.Spec.Template.Labels = labels
		dep.Spec.Template.Spec.Containers = []corev1.Container{{Name: "app", Image: app.Spec.Image}}
		return controllerutil.SetControllerReference(app, dep, r.Scheme)
	}
}

// Reconcile runs the App as a Deployment named <app>-web and reports its ready replicas.
func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	app := &labv1.App{}
	if err := r.Get(ctx, req.NamespacedName, app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	dep := &appsv1.Deployment{ObjectMeta: metav1.ObjectMeta{Name: app.Name + "-web", Namespace: app.Namespace}}
	if _, err := controllerutil.CreateOrPatch(ctx, r.Client, dep, r.mutate(app, dep)); err != nil {
		return ctrl.Result{}, fmt.Errorf("deployment %s: %w", dep.Name, err)
	}

	err := retry.RetryOnConflict(retry.DefaultRetry, func() error {
		latest := &labv1.App{}
		if err := r.Get(ctx, req.NamespacedName, latest); err != nil {
			return err
		}
		cond := metav1.Condition{Type: "Available", Status: metav1.ConditionFalse, Reason: "Progressing", ObservedGeneration: latest.Generation}
		if dep.Status.ReadyReplicas == latest.Spec.Replicas {
			cond.Status, cond.Reason = metav1.ConditionTrue, "AllReplicasReady"
		}
		latest.Status.ObservedGeneration = latest.Generation
		latest.Status.ReadyReplicas = dep.Status.ReadyReplicas
		meta.SetStatusCondition(&latest.Status.Conditions, cond)
		return r.Status().Update(ctx, latest)
	})
	return ctrl.Result{}, client.IgnoreNotFound(err)
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}, builder.WithPredicates(predicate.GenerationChangedPredicate{})).
		Owns(&appsv1.Deployment{}).
		Named("app").
		Complete(r)
}
