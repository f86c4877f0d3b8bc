// corpus: fail outcome.scaled-replicas-kept
// RetryOnConflict around Get + Update of the live Deployment; a new image "restarts small" by resetting replicas to 1.
package controller

import (
	"context"

	appsv1 "k8s.io/api/apps/v1"
	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/types"
	"k8s.io/client-go/util/retry"
	"k8s.io/utils/ptr"
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
// +kubebuilder:rbac:groups=apps,resources=deployments,verbs=get;list;watch;create;update;patch

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	key := types.NamespacedName{Namespace: app.Namespace, Name: app.Name + "-web"}
	err := retry.RetryOnConflict(retry.DefaultRetry, func() error {
		var dep appsv1.Deployment
		if err := r.Get(ctx, key, &dep); apierrors.IsNotFound(err) {
			return r.Create(ctx, r.fresh(&app, key), client.FieldOwner("app-controller"))
		} else if err != nil {
			return err
		}
		if dep.Spec.Template.Spec.Containers[0].Image == app.Spec.Image {
			return nil
		}
		dep.Spec.Template.Spec.Containers[0].Image = app.Spec.Image
		// roll the new image out from a single Pod
		dep.Spec.Replicas = ptr.To[int32](1)
		return r.Update(ctx, &dep, client.FieldOwner("app-controller"))
	})
	return ctrl.Result{}, err
}

func (r *AppReconciler) fresh(app *labv1.App, key types.NamespacedName) *appsv1.Deployment {
	labels := map[string]string{"app.kubernetes.io/name": app.Name}
	dep := &appsv1.Deployment{
		ObjectMeta: metav1.ObjectMeta{Name: key.Name, Namespace: key.Namespace},
		Spec: appsv1.DeploymentSpec{
			Selector: &metav1.LabelSelector{MatchLabels: labels},
			Template: corev1.PodTemplateSpec{
				ObjectMeta: metav1.ObjectMeta{Labels: labels},
				Spec:       corev1.PodSpec{Containers: []corev1.Container{{Name: "app", Image: app.Spec.Image}}},
			},
		},
	}
	_ = controllerutil.SetControllerReference(app, dep, r.Scheme)
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
