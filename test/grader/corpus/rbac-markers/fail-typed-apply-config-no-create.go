// corpus: fail rbac.writes-allowed
// Mistake: a typed apply configuration sent with r.Apply, and only patch granted for configmaps: the apply that creates the ConfigMap needs create too.
package controller

import (
	"context"

	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/runtime"
	corev1ac "k8s.io/client-go/applyconfigurations/core/v1"
	metav1ac "k8s.io/client-go/applyconfigurations/meta/v1"
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
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch
// +kubebuilder:rbac:groups="",resources=configmaps,verbs=get;list;watch;update;patch

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	app := &labv1.App{}
	if err := r.Get(ctx, req.NamespacedName, app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	name := app.Name + "-settings"
	cm := corev1ac.ConfigMap(name, app.Namespace).
		WithData(app.Spec.Settings).
		WithOwnerReferences(metav1ac.OwnerReference().
			WithAPIVersion(labv1.GroupVersion.String()).
			WithKind("App").
			WithName(app.Name).
			WithUID(app.UID).
			WithController(true).
			WithBlockOwnerDeletion(true))
	if err := r.Apply(ctx, cm, client.FieldOwner("app-settings"), client.ForceOwnership); err != nil {
		return ctrl.Result{}, err
	}
	if app.Status.ConfigMap == name {
		return ctrl.Result{}, nil
	}
	base := app.DeepCopy()
	app.Status.ConfigMap = name
	return ctrl.Result{}, r.Status().Patch(ctx, app, client.MergeFrom(base))
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Owns(&corev1.ConfigMap{}).
		Named("app").
		Complete(r)
}
