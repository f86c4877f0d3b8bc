// corpus: pass
// Style: reads the Secret as unstructured.Unstructured and checks its password key, with early returns.
package controller

import (
	"context"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
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
// +kubebuilder:rbac:groups="",resources=secrets,verbs=get;list;watch

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	app := &labv1.App{}
	if err := r.Get(ctx, req.NamespacedName, app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	u := &unstructured.Unstructured{}
	u.SetGroupVersionKind(schema.GroupVersionKind{Group: "", Version: "v1", Kind: "Secret"})
	err := r.Get(ctx, client.ObjectKey{Namespace: app.GetNamespace(), Name: app.Spec.SecretName}, u)
	if apierrors.IsNotFound(err) {
		return r.report(ctx, app, false, "secret "+app.Spec.SecretName+" not found")
	}
	if err != nil {
		return ctrl.Result{}, err
	}
	data, found, err := unstructured.NestedStringMap(u.Object, "data")
	if err != nil || !found || data["password"] == "" {
		return r.report(ctx, app, false, "secret has no password")
	}
	return r.report(ctx, app, true, "credentials loaded")
}

func (r *AppReconciler) report(ctx context.Context, app *labv1.App, found bool, msg string) (ctrl.Result, error) {
	app.Status.CredentialsFound = found
	app.Status.Message = msg
	return ctrl.Result{}, r.Status().Update(ctx, app)
}

func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Named("app").
		Complete(r)
}
