// corpus: fail outcome.scaled-replicas-kept
// Mistake: leaves replicas out of the apply, but on a new image deletes the Deployment and applies a fresh one: the new Deployment starts at the default of 1, the scale is lost.
package controller

import (
	"context"

	appsv1 "k8s.io/api/apps/v1"
	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"

	labv1 "example.com/lab/api/v1"
)

// AppReconciler reconciles an App object.
type AppReconciler struct {
	client.Client
	Scheme *runtime.Scheme
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=apps,resources=deployments,verbs=get;list;watch;create;update;patch;delete

// Reconcile runs the App as a Deployment named <app>-web, written with server-side apply.
func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	labels := map[string]string{"app.kubernetes.io/name": app.Name}
	dep := &appsv1.Deployment{
		// An apply request names the kind it applies: a typed object needs its TypeMeta.
		TypeMeta:   metav1.TypeMeta{APIVersion: "apps/v1", Kind: "Deployment"},
		ObjectMeta: metav1.ObjectMeta{Name: app.Name + "-web", Namespace: app.Namespace},
		Spec: appsv1.DeploymentSpec{
			Selector: &metav1.LabelSelector{MatchLabels: labels},
			Template: corev1.PodTemplateSpec{
				ObjectMeta: metav1.ObjectMeta{Labels: labels},
				Spec: corev1.PodSpec{
					Containers: []corev1.Container{{Name: "app", Image: app.Spec.Image}},
				},
			},
		},
	}
	// A new image: start over from a fresh Deployment rather than rolling the old one.
	var live appsv1.Deployment
	if err := r.Get(ctx, client.ObjectKeyFromObject(dep), &live); err == nil &&
		len(live.Spec.Template.Spec.Containers) > 0 &&
		live.Spec.Template.Spec.Containers[0].Image != app.Spec.Image {
		if err := r.Delete(ctx, &live, client.PropagationPolicy(metav1.DeletePropagationForeground)); err != nil {
			return ctrl.Result{}, client.IgnoreNotFound(err)
		}
		return ctrl.Result{Requeue: true}, nil
	} else if client.IgnoreNotFound(err) != nil {
		return ctrl.Result{}, err
	}
	if err := ctrl.SetControllerReference(&app, dep, r.Scheme); err != nil {
		return ctrl.Result{}, err
	}
	// These are the fields this controller manages; take them back from anyone who changed them.
	err := r.Patch(ctx, dep, client.Apply, client.FieldOwner("app-controller"), client.ForceOwnership)
	return ctrl.Result{}, err
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Owns(&appsv1.Deployment{}).
		Named("app").
		Complete(r)
}
