// corpus: pass
// Writes the owner reference by hand and applies with the options in another order; no replicas.
package controller

import (
	"context"

	appsv1 "k8s.io/api/apps/v1"
	corev1 "k8s.io/api/core/v1"
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

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=apps,resources=deployments,verbs=get;list;watch;create;update;patch

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		if client.IgnoreNotFound(err) == nil {
			return ctrl.Result{}, nil
		}
		return ctrl.Result{}, err
	}

	sel := map[string]string{"app.kubernetes.io/name": app.Name}
	var dep appsv1.Deployment
	dep.APIVersion = "apps/v1"
	dep.Kind = "Deployment"
	dep.Name = app.Name + "-web"
	dep.Namespace = app.Namespace
	dep.OwnerReferences = []metav1.OwnerReference{{
		APIVersion:         labv1.GroupVersion.String(),
		Kind:               "App",
		Name:               app.Name,
		UID:                app.UID,
		Controller:         ptr.To(true),
		BlockOwnerDeletion: ptr.To(true),
	}}
	// No Replicas: the on-call engineer (or an autoscaler) owns the scale.
	dep.Spec = appsv1.DeploymentSpec{
		Selector: &metav1.LabelSelector{MatchLabels: sel},
		Template: corev1.PodTemplateSpec{
			ObjectMeta: metav1.ObjectMeta{Labels: sel},
			Spec:       corev1.PodSpec{Containers: []corev1.Container{{Name: "app", Image: app.Spec.Image}}},
		},
	}
	return ctrl.Result{}, r.Patch(ctx, &dep, client.Apply, client.FieldOwner("app-controller"), client.ForceOwnership)
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Owns(&appsv1.Deployment{}).
		Named("app").
		Complete(r)
}
