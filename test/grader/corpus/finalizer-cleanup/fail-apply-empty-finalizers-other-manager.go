// corpus: fail outcome.deletion-completes
// Mistake: the finalizer is added with r.Update (owned by the manager's Update) and "removed" by server-side applying an empty finalizer list under another field manager: the apply owns nothing there, so the finalizer stays.
package controller

import (
	"context"
	"strings"

	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/runtime"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/controller/controllerutil"

	labv1 "example.com/lab/api/v1"
)

// registrationFinalizer keeps an App until its registry entry is removed.
const registrationFinalizer = "lab.example.com/registration"

// registryNamespace holds one ConfigMap per hostname, shared by all teams.
const registryNamespace = "registry"

const owner = client.FieldOwner("app-registration")

// AppReconciler reconciles an App object.
type AppReconciler struct {
	client.Client
	Scheme *runtime.Scheme
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch;update;patch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/finalizers,verbs=update
// +kubebuilder:rbac:groups="",resources=configmaps,verbs=get;list;watch;create;update;patch;delete

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	if !app.DeletionTimestamp.IsZero() {
		return ctrl.Result{}, r.finalize(ctx, &app)
	}
	if controllerutil.AddFinalizer(&app, registrationFinalizer) {
		if err := r.Update(ctx, &app); err != nil {
			return ctrl.Result{}, err
		}
	}
	return ctrl.Result{}, r.register(ctx, &app)
}

func (r *AppReconciler) finalize(ctx context.Context, app *labv1.App) error {
	if !controllerutil.ContainsFinalizer(app, registrationFinalizer) {
		return nil
	}
	if err := r.unregister(ctx, app); err != nil {
		return err
	}
	// an empty list clears them
	return r.applyFinalizers(ctx, app)
}

// applyFinalizers applies the App's metadata with exactly these finalizers as this controller's.
func (r *AppReconciler) applyFinalizers(ctx context.Context, app *labv1.App, finalizers ...string) error {
	u := &unstructured.Unstructured{}
	u.SetGroupVersionKind(labv1.GroupVersion.WithKind("App"))
	u.SetNamespace(app.Namespace)
	u.SetName(app.Name)
	u.SetFinalizers(finalizers)
	return r.Apply(ctx, client.ApplyConfigurationFromUnstructured(u), owner)
}

// registrationName is the registry entry of a hostname: shop.example.com → shop-example-com.
func registrationName(hostname string) string {
	return strings.ReplaceAll(hostname, ".", "-")
}

func (r *AppReconciler) register(ctx context.Context, app *labv1.App) error {
	reg := &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: registrationName(app.Spec.Hostname), Namespace: registryNamespace}}
	_, err := controllerutil.CreateOrUpdate(ctx, r.Client, reg, func() error {
		reg.Data = map[string]string{"app": app.Namespace + "/" + app.Name}
		return nil
	})
	return err
}

func (r *AppReconciler) unregister(ctx context.Context, app *labv1.App) error {
	reg := &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: registrationName(app.Spec.Hostname), Namespace: registryNamespace}}
	return client.IgnoreNotFound(r.Delete(ctx, reg))
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Named("app").
		Complete(r)
}
