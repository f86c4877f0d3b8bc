// corpus: fail outcome.deployment-ready
// Mistake: the Deployment is applied from a typed apply configuration, and GenerationChangedPredicate is passed to Owns too: a Deployment's status change keeps its generation, so the App never hears that it became ready.
package controller

import (
	"context"

	appsv1 "k8s.io/api/apps/v1"
	"k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	appsv1ac "k8s.io/client-go/applyconfigurations/apps/v1"
	corev1ac "k8s.io/client-go/applyconfigurations/core/v1"
	metav1ac "k8s.io/client-go/applyconfigurations/meta/v1"
	"k8s.io/utils/ptr"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/builder"
	"sigs.k8s.io/controller-runtime/pkg/client"
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

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	dep := webDeployment(&app)
	if err := r.Apply(ctx, dep, client.FieldOwner("app-controller"), client.ForceOwnership); err != nil {
		return ctrl.Result{}, err
	}
	var ready int32
	if dep.Status != nil {
		ready = ptr.Deref(dep.Status.ReadyReplicas, 0)
	}
	status, reason := metav1.ConditionFalse, "Progressing"
	if ready == app.Spec.Replicas {
		status, reason = metav1.ConditionTrue, "AllReplicasReady"
	}
	app.Status.ObservedGeneration = app.Generation
	app.Status.ReadyReplicas = ready
	meta.SetStatusCondition(&app.Status.Conditions, metav1.Condition{
		Type: "Available", Status: status, Reason: reason, ObservedGeneration: app.Generation,
	})
	return ctrl.Result{}, r.Status().Update(ctx, &app)
}

func webDeployment(app *labv1.App) *appsv1ac.DeploymentApplyConfiguration {
	labels := map[string]string{"app.kubernetes.io/name": app.Name}
	owner := metav1ac.OwnerReference().
		WithAPIVersion(labv1.GroupVersion.String()).
		WithKind("App").
		WithName(app.Name).
		WithUID(app.UID).
		WithController(true).
		WithBlockOwnerDeletion(true)
	pod := corev1ac.PodTemplateSpec().
		WithLabels(labels).
		WithSpec(corev1ac.PodSpec().WithContainers(corev1ac.Container().WithName("app").WithImage(app.Spec.Image)))
	return appsv1ac.Deployment(app.Name+"-web", app.Namespace).
		WithOwnerReferences(owner).
		WithSpec(appsv1ac.DeploymentSpec().
			WithReplicas(app.Spec.Replicas).
			WithSelector(metav1ac.LabelSelector().WithMatchLabels(labels)).
			WithTemplate(pod))
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}, builder.WithPredicates(predicate.GenerationChangedPredicate{})).
		Owns(&appsv1.Deployment{}, builder.WithPredicates(predicate.GenerationChangedPredicate{})).
		Named("app").
		Complete(r)
}
