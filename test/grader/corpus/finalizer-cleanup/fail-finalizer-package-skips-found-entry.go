// corpus: fail outcome.registration-removed
// Mistake: the pkg/finalizer Finalize implementation returns before deleting when the entry is still in the cache (it checks with a Get and treats "found" as "nothing to do"), so the finalizer goes and the entry stays.
package controller

import (
	"context"
	"strings"

	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/controller/controllerutil"
	"sigs.k8s.io/controller-runtime/pkg/finalizer"

	labv1 "example.com/lab/api/v1"
)

const registrationFinalizer = "lab.example.com/registration"

type AppReconciler struct {
	client.Client
	Scheme *runtime.Scheme
}

// registryCleanup implements finalizer.Finalizer.
type registryCleanup struct{ c client.Client }

func entryFor(app *labv1.App) *corev1.ConfigMap {
	return &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{
		Namespace: "registry",
		Name:      strings.ReplaceAll(app.Spec.Hostname, ".", "-"),
	}}
}

func (f registryCleanup) Finalize(ctx context.Context, obj client.Object) (finalizer.Result, error) {
	cm := entryFor(obj.(*labv1.App))
	if err := f.c.Get(ctx, client.ObjectKeyFromObject(cm), cm); err == nil {
		return finalizer.Result{}, nil // already registered elsewhere: keep it
	}
	return finalizer.Result{}, client.IgnoreNotFound(f.c.Delete(ctx, cm))
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch;update;patch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/finalizers,verbs=update
// +kubebuilder:rbac:groups="",resources=configmaps,verbs=get;list;watch;create;update;patch;delete

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	app := &labv1.App{}
	if err := r.Get(ctx, req.NamespacedName, app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	fs := finalizer.NewFinalizers()
	if err := fs.Register(registrationFinalizer, registryCleanup{c: r.Client}); err != nil {
		return ctrl.Result{}, err
	}
	res, err := fs.Finalize(ctx, app)
	if err != nil {
		return ctrl.Result{}, err
	}
	if res.Updated {
		if err := r.Update(ctx, app); err != nil {
			return ctrl.Result{}, err
		}
	}
	if !app.DeletionTimestamp.IsZero() {
		return ctrl.Result{}, nil
	}
	cm := entryFor(app)
	_, err = controllerutil.CreateOrPatch(ctx, r.Client, cm, func() error {
		cm.Data = map[string]string{"app": app.Namespace + "/" + app.Name}
		return nil
	})
	return ctrl.Result{}, err
}

func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).For(&labv1.App{}).Named("app").Complete(r)
}
