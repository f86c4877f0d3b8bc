// corpus: pass
// Style: a deploymentApplier helper struct server-side applies a typed Deployment that leaves Replicas nil (so the apply never names it); an Available condition kept with meta.SetStatusCondition on the App's status.
package controller

import (
	"context"
	"fmt"

	appsv1 "k8s.io/api/apps/v1"
	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/controller/controllerutil"
	"sigs.k8s.io/controller-runtime/pkg/log"

	labv1 "example.com/lab/api/v1"
)

// AppReconciler reconciles an App object.
type AppReconciler struct {
	client.Client
	Scheme *runtime.Scheme
}

type deploymentApplier struct {
	c      client.Client
	scheme *runtime.Scheme
	owner  client.FieldOwner
}

// apply sends only the fields the App decides. spec.replicas is left out: whoever scales the
// Deployment owns it (the API server defaults it to 1 on create).
func (a deploymentApplier) apply(ctx context.Context, app *labv1.App) (*appsv1.Deployment, error) {
	labels := map[string]string{"app.kubernetes.io/name": app.Name}
	dep := &appsv1.Deployment{
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
	if err := controllerutil.SetControllerReference(app, dep, a.scheme); err != nil {
		return nil, err
	}
	if err := a.c.Patch(ctx, dep, client.Apply, a.owner, client.ForceOwnership); err != nil {
		return nil, fmt.Errorf("apply %s: %w", dep.Name, err)
	}
	return dep, nil
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch
// +kubebuilder:rbac:groups=apps,resources=deployments,verbs=get;list;watch;create;update;patch

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	app := &labv1.App{}
	if err := r.Get(ctx, req.NamespacedName, app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	dep, err := deploymentApplier{c: r.Client, scheme: r.Scheme, owner: client.FieldOwner("app-controller")}.apply(ctx, app)
	if err != nil {
		return ctrl.Result{}, err
	}
	log.FromContext(ctx).V(1).Info("applied", "replicas", dep.Spec.Replicas)

	before := app.DeepCopy()
	meta.SetStatusCondition(&app.Status.Conditions, metav1.Condition{
		Type: "Available", Status: metav1.ConditionTrue, Reason: "Applied",
		Message: "running " + app.Spec.Image, ObservedGeneration: app.Generation,
	})
	if meta.IsStatusConditionPresentAndEqual(before.Status.Conditions, "Available", metav1.ConditionTrue) &&
		meta.FindStatusCondition(before.Status.Conditions, "Available").Message == "running "+app.Spec.Image {
		return ctrl.Result{}, nil
	}
	return ctrl.Result{}, r.Status().Patch(ctx, app, client.MergeFrom(before))
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Owns(&appsv1.Deployment{}).
		Named("app").
		Complete(r)
}
