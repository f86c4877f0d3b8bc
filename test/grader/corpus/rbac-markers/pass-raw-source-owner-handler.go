// corpus: pass
// WatchesRawSource with a typed Kind source for the ConfigMaps and an owner handler, with every verb the informer and the writes use.
package controller

import (
	"context"

	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/handler"
	"sigs.k8s.io/controller-runtime/pkg/source"

	labv1 "example.com/lab/api/v1"
)

// AppReconciler reconciles an App object.
type AppReconciler struct {
	client.Client
	Scheme *runtime.Scheme
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch
// +kubebuilder:rbac:groups="",resources=configmaps,verbs=get;list;watch;create;update

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	app := new(labv1.App)
	if err := r.Get(ctx, req.NamespacedName, app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	want := &corev1.ConfigMap{
		ObjectMeta: metav1.ObjectMeta{Name: app.Name + "-settings", Namespace: app.Namespace},
		Data:       app.Spec.Settings,
	}
	if err := ctrl.SetControllerReference(app, want, r.Scheme); err != nil {
		return ctrl.Result{}, err
	}

	var got corev1.ConfigMap
	switch err := r.Get(ctx, client.ObjectKeyFromObject(want), &got); {
	case apierrors.IsNotFound(err):
		if err := r.Create(ctx, want); err != nil {
			return ctrl.Result{}, err
		}
	case err != nil:
		return ctrl.Result{}, err
	default:
		got.Data = want.Data
		if err := r.Update(ctx, &got); err != nil {
			return ctrl.Result{}, err
		}
	}

	if app.Status.ConfigMap != want.Name {
		app.Status.ConfigMap = want.Name
		return ctrl.Result{}, r.Status().Update(ctx, app)
	}
	return ctrl.Result{}, nil
}

// SetupWithManager wires the App watch and a raw source for the ConfigMaps it owns.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	owned := source.Kind(mgr.GetCache(), &corev1.ConfigMap{},
		handler.TypedEnqueueRequestForOwner[*corev1.ConfigMap](mgr.GetScheme(), mgr.GetRESTMapper(), &labv1.App{}, handler.OnlyControllerOwner()))
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		WatchesRawSource(owned).
		Named("app").
		Complete(r)
}
