// corpus: fail outcome.scaled-replicas-kept
// Mistake: keeps Replicas: 1 in the applied Deployment, applies without force first and, when the API server answers 409 (kubectl-patch owns spec.replicas), applies again with ForceOwnership: the fallback takes replicas back.
package controller

import (
	"context"

	appsv1 "k8s.io/api/apps/v1"
	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/utils/ptr"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/log"

	labv1 "example.com/lab/api/v1"
)

// AppReconciler reconciles an App object.
type AppReconciler struct {
	client.Client
	Scheme *runtime.Scheme
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=apps,resources=deployments,verbs=get;list;watch;create;update;patch

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	dep := r.desired(&app)
	if err := ctrl.SetControllerReference(&app, dep, r.Scheme); err != nil {
		return ctrl.Result{}, err
	}
	err := r.Patch(ctx, dep, client.Apply, client.FieldOwner("app-controller"))
	if apierrors.IsConflict(err) {
		// Someone else touched a field we manage: we are the controller, so we win.
		log.FromContext(ctx).V(1).Info("apply conflict, forcing", "error", err.Error())
		err = r.Patch(ctx, r.desired(&app), client.Apply, client.FieldOwner("app-controller"), client.ForceOwnership)
	}
	return ctrl.Result{}, err
}

func (r *AppReconciler) desired(app *labv1.App) *appsv1.Deployment {
	labels := map[string]string{"app.kubernetes.io/name": app.Name}
	dep := &appsv1.Deployment{
		TypeMeta:   metav1.TypeMeta{APIVersion: "apps/v1", Kind: "Deployment"},
		ObjectMeta: metav1.ObjectMeta{Name: app.Name + "-web", Namespace: app.Namespace},
		Spec: appsv1.DeploymentSpec{
			Replicas: ptr.To[int32](1),
			Selector: &metav1.LabelSelector{MatchLabels: labels},
			Template: corev1.PodTemplateSpec{
				ObjectMeta: metav1.ObjectMeta{Labels: labels},
				Spec: corev1.PodSpec{
					Containers: []corev1.Container{{Name: "app", Image: app.Spec.Image}},
				},
			},
		},
	}
	_ = ctrl.SetControllerReference(app, dep, r.Scheme)
	return dep
}

func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Owns(&appsv1.Deployment{}).
		Named("app").
		Complete(r)
}
