// corpus: fail rbac.writes-allowed
// Mistake: a generic applyOwned helper server-side applies the ConfigMap (client.Apply, FieldOwner, ForceOwnership); the markers grant patch but not create, and an apply that creates the object is also authorized as create.
package controller

import (
	"context"

	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
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

// applyOwned makes owner the controller of obj and applies obj as this controller's intent.
func applyOwned[T client.Object](ctx context.Context, c client.Client, scheme *runtime.Scheme, owner client.Object, obj T) error {
	if err := controllerutil.SetControllerReference(owner, obj, scheme); err != nil {
		return err
	}
	return c.Patch(ctx, obj, client.Apply, client.FieldOwner("app-controller"), client.ForceOwnership)
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch
// +kubebuilder:rbac:groups="",resources=configmaps,verbs=get;list;watch;patch

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	cm := &corev1.ConfigMap{
		TypeMeta:   metav1.TypeMeta{APIVersion: "v1", Kind: "ConfigMap"},
		ObjectMeta: metav1.ObjectMeta{Name: app.Name + "-settings", Namespace: app.Namespace},
		Data:       app.Spec.Settings,
	}
	if err := applyOwned(ctx, r.Client, r.Scheme, &app, cm); err != nil {
		return ctrl.Result{}, err
	}

	if app.Status.ConfigMap != cm.Name {
		app.Status.ConfigMap = cm.Name
		if err := r.Status().Update(ctx, &app); err != nil {
			return ctrl.Result{}, err
		}
	}
	return ctrl.Result{}, nil
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Owns(&corev1.ConfigMap{}).
		Named("app").
		Complete(r)
}
