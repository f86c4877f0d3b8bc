// corpus: pass
// Creates the Deployment once, then only replaces the container image with a JSON patch (test then replace).
package controller

import (
	"context"
	"encoding/json"
	"fmt"

	appsv1 "k8s.io/api/apps/v1"
	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/types"
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

type jsonPatchOp struct {
	Op    string `json:"op"`
	Path  string `json:"path"`
	Value any    `json:"value,omitempty"`
}

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	key := types.NamespacedName{Namespace: app.Namespace, Name: app.Name + "-web"}

	var live appsv1.Deployment
	err := r.Get(ctx, key, &live)
	if apierrors.IsNotFound(err) {
		return ctrl.Result{}, r.create(ctx, &app, key)
	}
	if err != nil {
		return ctrl.Result{}, err
	}
	if len(live.Spec.Template.Spec.Containers) == 0 {
		return ctrl.Result{}, fmt.Errorf("deployment %s has no containers", key)
	}
	if live.Spec.Template.Spec.Containers[0].Image == app.Spec.Image {
		return ctrl.Result{}, nil
	}
	ops := []jsonPatchOp{
		{Op: "test", Path: "/metadata/resourceVersion", Value: live.ResourceVersion},
		{Op: "replace", Path: "/spec/template/spec/containers/0/image", Value: app.Spec.Image},
	}
	data, err := json.Marshal(ops)
	if err != nil {
		return ctrl.Result{}, err
	}
	return ctrl.Result{}, r.Patch(ctx, &live, client.RawPatch(types.JSONPatchType, data), client.FieldOwner("app-controller"))
}

func (r *AppReconciler) create(ctx context.Context, app *labv1.App, key types.NamespacedName) error {
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
	if err := controllerutil.SetControllerReference(app, dep, r.Scheme); err != nil {
		return err
	}
	return r.Create(ctx, dep, client.FieldOwner("app-controller"))
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Owns(&appsv1.Deployment{}).
		Named("app").
		Complete(r)
}
