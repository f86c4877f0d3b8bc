// corpus: fail outcome.scaled-replicas-kept
// Rebuilds the whole Deployment each pass (replicas 1) and writes it with r.Update on the live resourceVersion.
package controller

import (
	"context"

	appsv1 "k8s.io/api/apps/v1"
	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"

	labv1 "example.com/lab/api/v1"
)

var _ = apierrors.IsNotFound

// AppReconciler reconciles an App object.
type AppReconciler struct {
	client.Client
	Scheme *runtime.Scheme
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=apps,resources=deployments,verbs=get;list;watch;create;update;patch

func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Owns(&appsv1.Deployment{}).
		Named("app").
		Complete(r)
}

func podTemplate(app *labv1.App) corev1.PodTemplateSpec {
	return corev1.PodTemplateSpec{
		ObjectMeta: metav1.ObjectMeta{Labels: map[string]string{"app.kubernetes.io/name": app.Name}},
		Spec:       corev1.PodSpec{Containers: []corev1.Container{{Name: "app", Image: app.Spec.Image}}},
	}
}

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	one := int32(1)
	desired := &appsv1.Deployment{
		ObjectMeta: metav1.ObjectMeta{Name: app.Name + "-web", Namespace: app.Namespace},
		Spec: appsv1.DeploymentSpec{
			Replicas: &one,
			Selector: &metav1.LabelSelector{MatchLabels: map[string]string{"app.kubernetes.io/name": app.Name}},
			Template: podTemplate(&app),
		},
	}
	if err := ctrl.SetControllerReference(&app, desired, r.Scheme); err != nil {
		return ctrl.Result{}, err
	}
	var live appsv1.Deployment
	switch err := r.Get(ctx, client.ObjectKeyFromObject(desired), &live); {
	case apierrors.IsNotFound(err):
		return ctrl.Result{}, r.Create(ctx, desired)
	case err != nil:
		return ctrl.Result{}, err
	}
	desired.ResourceVersion = live.ResourceVersion
	return ctrl.Result{}, r.Update(ctx, desired)
}
