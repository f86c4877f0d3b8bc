// corpus: pass
// Creates the Deployment with one replica if it is missing; otherwise a merge patch with optimistic lock that changes only the image.
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

// Reconcile runs the App as a Deployment named <app>-web.
func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	logger := log.FromContext(ctx)

	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	var dep appsv1.Deployment
	err := r.Get(ctx, client.ObjectKey{Namespace: app.Namespace, Name: app.Name + "-web"}, &dep)
	if apierrors.IsNotFound(err) {
		logger.Info("creating deployment", "image", app.Spec.Image)
		return ctrl.Result{}, r.Create(ctx, r.newDeployment(&app))
	}
	if err != nil {
		return ctrl.Result{}, err
	}

	if dep.Spec.Template.Spec.Containers[0].Image == app.Spec.Image {
		return ctrl.Result{}, nil
	}
	base := client.MergeFromWithOptions(dep.DeepCopy(), client.MergeFromWithOptimisticLock{})
	dep.Spec.Template.Spec.Containers[0].Image = app.Spec.Image
	if err := r.Patch(ctx, &dep, base); err != nil {
		if apierrors.IsConflict(err) {
			logger.V(1).Info("deployment changed meanwhile, retrying", "deployment", dep.Name)
			return ctrl.Result{Requeue: true}, nil
		}
		return ctrl.Result{}, err
	}
	logger.Info("image updated", "deployment", dep.Name, "image", app.Spec.Image, "replicas", ptr.Deref(dep.Spec.Replicas, 0))
	return ctrl.Result{}, nil
}

// newDeployment is the Deployment as first created: one Pod, whoever scales it later owns replicas.
func (r *AppReconciler) newDeployment(app *labv1.App) *appsv1.Deployment {
	labels := map[string]string{"app.kubernetes.io/name": app.Name}
	dep := &appsv1.Deployment{
		ObjectMeta: metav1.ObjectMeta{Name: app.Name + "-web", Namespace: app.Namespace},
		Spec: appsv1.DeploymentSpec{
			Replicas: ptr.To[int32](1),
			Selector: &metav1.LabelSelector{MatchLabels: labels},
			Template: corev1.PodTemplateSpec{
				ObjectMeta: metav1.ObjectMeta{Labels: labels},
				Spec:       corev1.PodSpec{Containers: []corev1.Container{{Name: "app", Image: app.Spec.Image}}},
			},
		},
	}
	_ = ctrl.SetControllerReference(app, dep, r.Scheme)
	return dep
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Owns(&appsv1.Deployment{}).
		Named("app").
		Complete(r)
}
