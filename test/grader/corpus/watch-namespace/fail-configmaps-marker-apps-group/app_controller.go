// corpus: fail rbac.cache-syncs
// Mistake: the ConfigMaps marker names groups=apps, next to the Deployments habit: ConfigMaps are in the core group (""), so the Role grants configmaps in apps, which does not exist, and the ConfigMap informer cannot list.
package controller

import (
	"context"
	"maps"

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

// The operator is installed for one namespace: controller-gen turns markers with namespace= into a
// Role in that namespace (config/rbac/role.yaml), bound by a RoleBinding. It grants nothing at the
// cluster scope.
// +kubebuilder:rbac:groups=lab.example.com,namespace=team-a,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,namespace=team-a,resources=apps/status,verbs=get;update;patch
// +kubebuilder:rbac:groups=apps,namespace=team-a,resources=configmaps,verbs=get;list;watch;create;update

// Reconcile publishes the App's settings in a ConfigMap the App owns.
func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	cm := &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: app.Name + "-settings", Namespace: app.Namespace}}
	if _, err := controllerutil.CreateOrUpdate(ctx, r.Client, cm, func() error {
		if cm.Data == nil {
			cm.Data = map[string]string{}
		}
		maps.Copy(cm.Data, app.Spec.Settings)
		return ctrl.SetControllerReference(&app, cm, r.Scheme)
	}); err != nil {
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
