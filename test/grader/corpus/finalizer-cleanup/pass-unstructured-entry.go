// corpus: pass
// The registry entry handled as unstructured.Unstructured (create/update by hand, delete with IgnoreNotFound); the finalizer goes with a merge patch only after the delete succeeded.
package controller

import (
	"context"
	"strings"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/controller/controllerutil"

	labv1 "example.com/lab/api/v1"
)

const registrationFinalizer = "lab.example.com/registration"

type AppReconciler struct {
	client.Client
	Scheme *runtime.Scheme
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch;update;patch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/finalizers,verbs=update
// +kubebuilder:rbac:groups="",resources=configmaps,verbs=get;list;watch;create;update;patch;delete

var configMapGVK = schema.GroupVersionKind{Version: "v1", Kind: "ConfigMap"}

func registryEntry(app *labv1.App) *unstructured.Unstructured {
	u := &unstructured.Unstructured{}
	u.SetGroupVersionKind(configMapGVK)
	u.SetNamespace("registry")
	u.SetName(strings.ReplaceAll(app.Spec.Hostname, ".", "-"))
	return u
}

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	app := &labv1.App{}
	if err := r.Get(ctx, req.NamespacedName, app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	if app.GetDeletionTimestamp() != nil {
		if !controllerutil.ContainsFinalizer(app, registrationFinalizer) {
			return ctrl.Result{}, nil
		}
		if err := r.Delete(ctx, registryEntry(app)); client.IgnoreNotFound(err) != nil {
			return ctrl.Result{}, err
		}
		base := app.DeepCopy()
		controllerutil.RemoveFinalizer(app, registrationFinalizer)
		return ctrl.Result{}, r.Patch(ctx, app, client.MergeFrom(base))
	}
	if !controllerutil.ContainsFinalizer(app, registrationFinalizer) {
		base := app.DeepCopy()
		controllerutil.AddFinalizer(app, registrationFinalizer)
		if err := r.Patch(ctx, app, client.MergeFrom(base)); err != nil {
			return ctrl.Result{}, err
		}
	}
	want := app.Namespace + "/" + app.Name
	cur := registryEntry(app)
	err := r.Get(ctx, client.ObjectKeyFromObject(cur), cur)
	switch {
	case apierrors.IsNotFound(err):
		u := registryEntry(app)
		if err := unstructured.SetNestedStringMap(u.Object, map[string]string{"app": want}, "data"); err != nil {
			return ctrl.Result{}, err
		}
		return ctrl.Result{}, r.Create(ctx, u)
	case err != nil:
		return ctrl.Result{}, err
	}
	if got, _, _ := unstructured.NestedString(cur.Object, "data", "app"); got == want {
		return ctrl.Result{}, nil
	}
	if err := unstructured.SetNestedField(cur.Object, want, "data", "app"); err != nil {
		return ctrl.Result{}, err
	}
	return ctrl.Result{}, r.Update(ctx, cur)
}

func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).For(&labv1.App{}).Named("app").Complete(r)
}
