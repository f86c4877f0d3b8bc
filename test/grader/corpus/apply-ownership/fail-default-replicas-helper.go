// corpus: fail outcome.scaled-replicas-kept
// Sets a default of 1 replica in the helper: the apply takes spec.replicas back from kubectl-patch.
package controller

import (
	"context"
	"fmt"

	appsv1 "k8s.io/api/apps/v1"
	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/utils/ptr"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	logf "sigs.k8s.io/controller-runtime/pkg/log"

	labv1 "example.com/lab/api/v1"
)

const fieldManager = "app-controller"

const defaultReplicas int32 = 1

// AppReconciler reconciles an App object.
type AppReconciler struct {
	client.Client
	Scheme *runtime.Scheme
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=apps,resources=deployments,verbs=get;list;watch;create;update;patch

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	log := logf.FromContext(ctx)
	app := &labv1.App{}
	if err := r.Get(ctx, req.NamespacedName, app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	dep, err := r.desiredDeployment(app)
	if err != nil {
		return ctrl.Result{}, err
	}
	log.Info("applying deployment", "name", dep.Name, "image", app.Spec.Image)
	if err := r.Patch(ctx, dep, client.Apply, client.ForceOwnership, client.FieldOwner(fieldManager)); err != nil {
		return ctrl.Result{}, fmt.Errorf("apply deployment %s: %w", dep.Name, err)
	}
	return ctrl.Result{}, nil
}

// desiredDeployment holds only the fields this controller owns. spec.replicas is not one of them:
// leaving it unset in the apply request leaves it to whoever scales the Deployment.
func (r *AppReconciler) desiredDeployment(app *labv1.App) (*appsv1.Deployment, error) {
	labels := map[string]string{"app.kubernetes.io/name": app.Name}
	dep := &appsv1.Deployment{
		TypeMeta: metav1.TypeMeta{APIVersion: appsv1.SchemeGroupVersion.String(), Kind: "Deployment"},
		ObjectMeta: metav1.ObjectMeta{
			Name:      app.Name + "-web",
			Namespace: app.Namespace,
		},
	}
	dep.Spec.Replicas = ptr.To(defaultReplicas)
	dep.Spec.Selector = &metav1.LabelSelector{MatchLabels: labels}
	dep.Spec.Template.Labels = labels
	dep.Spec.Template.Spec.Containers = []corev1.Container{{Name: "app", Image: app.Spec.Image}}
	if err := ctrl.SetControllerReference(app, dep, r.Scheme); err != nil {
		return nil, err
	}
	return dep, nil
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Owns(&appsv1.Deployment{}).
		Named("app").
		Complete(r)
}
