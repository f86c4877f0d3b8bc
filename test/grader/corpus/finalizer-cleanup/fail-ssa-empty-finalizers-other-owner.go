// corpus: fail outcome.deletion-completes
// Adds the finalizer with a merge patch but removes it with a server-side apply of an empty finalizer list under another field owner: apply removes only what its owner set, so the finalizer stays.
package controller

import (
	"context"
	"fmt"
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

// AppReconciler reconciles an App object.
type AppReconciler struct {
	client.Client
	Scheme *runtime.Scheme
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch;update;patch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/finalizers,verbs=update
// +kubebuilder:rbac:groups="",resources=configmaps,verbs=get;list;watch;create;update;patch;delete

// Reconcile publishes the App's hostname in the registry namespace. The entry lives in another
// namespace than the App, so an owner reference cannot have it garbage-collected: the finalizer
// is what gives the controller a chance to remove it.
func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	log := ctrl.LoggerFrom(ctx)
	app := &labv1.App{}
	if err := r.Get(ctx, req.NamespacedName, app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	if app.GetDeletionTimestamp() == nil {
		if !controllerutil.ContainsFinalizer(app, registrationFinalizer) {
			base := app.DeepCopy()
			controllerutil.AddFinalizer(app, registrationFinalizer)
			if err := r.Patch(ctx, app, client.MergeFrom(base)); err != nil {
				return ctrl.Result{}, err
			}
			log.Info("finalizer added")
		}
		return ctrl.Result{}, r.register(ctx, app)
	}

	log.Info("app is being deleted, removing its registry entry", "hostname", app.Spec.Hostname)
	if err := r.unregister(ctx, app); err != nil {
		log.Error(err, "unregister failed, will retry")
		return ctrl.Result{}, err
	}
	// Apply the finalizers we want to keep (none): server-side apply sorts out the merge.
	u := &unstructured.Unstructured{}
	u.SetGroupVersionKind(labv1.GroupVersion.WithKind("App"))
	u.SetNamespace(app.Namespace)
	u.SetName(app.Name)
	u.SetFinalizers([]string{})
	if err := r.Patch(ctx, u, client.Apply, client.FieldOwner("app-finalizer"), client.ForceOwnership); err != nil {
		return ctrl.Result{}, fmt.Errorf("releasing %s: %w", req.NamespacedName, err)
	}
	log.Info("finalizer released")
	return ctrl.Result{}, nil
}

// registrationName is the registry entry of a hostname: shop.example.com → shop-example-com.
func registrationName(hostname string) string {
	return strings.ReplaceAll(hostname, ".", "-")
}

// register creates or updates the App's registry entry.
func (r *AppReconciler) register(ctx context.Context, app *labv1.App) error {
	reg := &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: registrationName(app.Spec.Hostname), Namespace: registryNamespace}}
	_, err := controllerutil.CreateOrUpdate(ctx, r.Client, reg, func() error {
		reg.Data = map[string]string{"app": app.Namespace + "/" + app.Name}
		return nil
	})
	return err
}

// unregister deletes the App's registry entry; an entry that is already gone is fine.
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
