// corpus: pass
// The cleanup's error returned with a RequeueAfter beside it (controller-runtime ignores the result and logs a warning; the error's backoff retries): right.
package controller

import (
	"context"
	"fmt"
	"strings"
	"time"

	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
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
	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	if !app.DeletionTimestamp.IsZero() {
		// The App is being deleted: it stays until its finalizers are gone. Clean up first, then
		// let it go. Both steps may run more than once, so both must be safe to repeat.
		if controllerutil.ContainsFinalizer(&app, registrationFinalizer) {
			if err := r.unregister(ctx, &app); err != nil {
				// try again in ten seconds
				return ctrl.Result{RequeueAfter: 10 * time.Second}, fmt.Errorf("unregister %s: %w", app.Spec.Hostname, err)
			}
			controllerutil.RemoveFinalizer(&app, registrationFinalizer)
			if err := r.Update(ctx, &app); err != nil {
				return ctrl.Result{}, err
			}
		}
		return ctrl.Result{}, nil
	}

	if !controllerutil.ContainsFinalizer(&app, registrationFinalizer) {
		controllerutil.AddFinalizer(&app, registrationFinalizer)
		if err := r.Update(ctx, &app); err != nil {
			return ctrl.Result{}, err
		}
	}

	return ctrl.Result{}, r.register(ctx, &app)
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
