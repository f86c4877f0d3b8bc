// corpus: pass
// Style: the first pass creates the Deployment with one replica (a Create under the field owner), later passes server-side apply only the template; apierrors.IsNotFound on a %w-wrapped read decides which.
package controller

import (
	"context"
	"fmt"

	appsv1 "k8s.io/api/apps/v1"
	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/utils/ptr"
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

func (r *AppReconciler) current(ctx context.Context, key client.ObjectKey) (*appsv1.Deployment, error) {
	dep := &appsv1.Deployment{}
	if err := r.Get(ctx, key, dep); err != nil {
		return nil, fmt.Errorf("read deployment %s: %w", key, err)
	}
	return dep, nil
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=apps,resources=deployments,verbs=get;list;watch;create;update;patch

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	labels := map[string]string{"app.kubernetes.io/name": app.Name}
	desired := &appsv1.Deployment{
		TypeMeta:   metav1.TypeMeta{APIVersion: "apps/v1", Kind: "Deployment"},
		ObjectMeta: metav1.ObjectMeta{Name: app.Name + "-web", Namespace: app.Namespace},
		Spec: appsv1.DeploymentSpec{
			Selector: &metav1.LabelSelector{MatchLabels: labels},
			Template: corev1.PodTemplateSpec{
				ObjectMeta: metav1.ObjectMeta{Labels: labels},
				Spec:       corev1.PodSpec{Containers: []corev1.Container{{Name: "app", Image: app.Spec.Image}}},
			},
		},
	}
	if err := ctrl.SetControllerReference(&app, desired, r.Scheme); err != nil {
		return ctrl.Result{}, err
	}

	_, err := r.current(ctx, client.ObjectKeyFromObject(desired))
	switch {
	case apierrors.IsNotFound(err):
		desired.Spec.Replicas = ptr.To[int32](1) // a starting size, never asserted again
		return ctrl.Result{}, r.Create(ctx, desired, owner)
	case err != nil:
		return ctrl.Result{}, err
	}
	return ctrl.Result{}, r.Patch(ctx, desired, client.Apply, owner, client.ForceOwnership)
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Owns(&appsv1.Deployment{}).
		Named("app").
		Complete(r)
}
