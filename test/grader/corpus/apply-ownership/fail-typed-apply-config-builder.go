// corpus: fail outcome.scaled-replicas-kept
// Typed apply configurations (client-go applyconfigurations) sent with r.Apply; the spec still says WithReplicas(1) and the apply is forced.
package controller

import (
	"context"

	appsv1 "k8s.io/api/apps/v1"
	"k8s.io/apimachinery/pkg/runtime"
	appsv1ac "k8s.io/client-go/applyconfigurations/apps/v1"
	corev1ac "k8s.io/client-go/applyconfigurations/core/v1"
	metav1ac "k8s.io/client-go/applyconfigurations/meta/v1"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"

	labv1 "example.com/lab/api/v1"
)

// AppReconciler reconciles an App object.
type AppReconciler struct {
	client.Client
	Scheme *runtime.Scheme
}

const owner = client.FieldOwner("app-controller")

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=apps,resources=deployments,verbs=get;list;watch;create;update;patch

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	app := &labv1.App{}
	if err := r.Get(ctx, req.NamespacedName, app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	return ctrl.Result{}, r.Apply(ctx, deploymentFor(app), owner, client.ForceOwnership)
}

func deploymentFor(app *labv1.App) *appsv1ac.DeploymentApplyConfiguration {
	sel := map[string]string{"app.kubernetes.io/name": app.Name}
	return appsv1ac.Deployment(app.Name+"-web", app.Namespace).
		WithOwnerReferences(metav1ac.OwnerReference().
			WithAPIVersion(labv1.GroupVersion.String()).
			WithKind("App").
			WithName(app.Name).
			WithUID(app.UID).
			WithController(true).
			WithBlockOwnerDeletion(true)).
		WithSpec(appsv1ac.DeploymentSpec().
			WithReplicas(1).
			WithSelector(metav1ac.LabelSelector().WithMatchLabels(sel)).
			WithTemplate(corev1ac.PodTemplateSpec().
				WithLabels(sel).
				WithSpec(corev1ac.PodSpec().
					WithContainers(corev1ac.Container().
						WithName("app").
						WithImage(app.Spec.Image)))))
}

func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Owns(&appsv1.Deployment{}).
		Named("app").
		Complete(r)
}
