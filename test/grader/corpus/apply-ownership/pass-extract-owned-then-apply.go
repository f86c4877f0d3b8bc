// corpus: pass
// Reads the Deployment, extracts what app-controller owns with appsv1ac.ExtractDeployment, changes the container's image in it and applies that back forced; a missing Deployment gets a fresh configuration. Errors sorted with a switch, wrapped with %w.
package controller

import (
	"context"
	"fmt"

	appsv1 "k8s.io/api/apps/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/types"
	appsv1ac "k8s.io/client-go/applyconfigurations/apps/v1"
	corev1ac "k8s.io/client-go/applyconfigurations/core/v1"
	metav1ac "k8s.io/client-go/applyconfigurations/meta/v1"
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

const manager = "app-controller"

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=apps,resources=deployments,verbs=get;list;watch;create;update;patch

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	var live appsv1.Deployment
	key := types.NamespacedName{Namespace: app.Namespace, Name: app.Name + "-web"}
	var cfg *appsv1ac.DeploymentApplyConfiguration
	switch err := r.Get(ctx, key, &live); {
	case apierrors.IsNotFound(err):
		cfg = fresh(&app)
	case err != nil:
		return ctrl.Result{}, fmt.Errorf("get deployment %s: %w", key, err)
	default:
		// Only the fields this manager owns: replicas, owned by whoever scaled, is not among them.
		owned, err := appsv1ac.ExtractDeployment(&live, manager)
		if err != nil {
			return ctrl.Result{}, fmt.Errorf("extract %s: %w", key, err)
		}
		if !setImage(owned, app.Spec.Image) {
			owned = fresh(&app)
		}
		cfg = owned
	}
	log.FromContext(ctx).V(1).Info("applying", "deployment", key, "image", app.Spec.Image)
	if err := r.Apply(ctx, cfg, client.FieldOwner(manager), client.ForceOwnership); err != nil {
		return ctrl.Result{}, fmt.Errorf("apply %s: %w", key, err)
	}
	return ctrl.Result{}, nil
}

// setImage points the "app" container of an extracted configuration at image; false if it has none.
func setImage(cfg *appsv1ac.DeploymentApplyConfiguration, image string) bool {
	if cfg.Spec == nil || cfg.Spec.Template == nil || cfg.Spec.Template.Spec == nil {
		return false
	}
	for i := range cfg.Spec.Template.Spec.Containers {
		c := &cfg.Spec.Template.Spec.Containers[i]
		if c.Name != nil && *c.Name == "app" {
			c.WithImage(image)
			return true
		}
	}
	return false
}

func fresh(app *labv1.App) *appsv1ac.DeploymentApplyConfiguration {
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
			WithSelector(metav1ac.LabelSelector().WithMatchLabels(sel)).
			WithTemplate(corev1ac.PodTemplateSpec().
				WithLabels(sel).
				WithSpec(corev1ac.PodSpec().
					WithContainers(corev1ac.Container().WithName("app").WithImage(app.Spec.Image)))))
}

func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Owns(&appsv1.Deployment{}).
		Named("app").
		Complete(r)
}
