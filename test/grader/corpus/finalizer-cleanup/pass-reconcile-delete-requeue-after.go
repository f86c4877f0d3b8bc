// corpus: pass
// Style: a reconcileDelete method; a failed unregister is logged and retried with RequeueAfter, the finalizer removed only after it succeeds.
package controller

import (
	"context"
	"strings"
	"time"

	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/controller/controllerutil"
	logf "sigs.k8s.io/controller-runtime/pkg/log"

	labv1 "example.com/lab/api/v1"
)

const registrationFinalizer = "lab.example.com/registration"

const registryNamespace = "registry"

// AppReconciler reconciles an App object.
type AppReconciler struct {
	client.Client
	Scheme *runtime.Scheme
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch;update;patch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/finalizers,verbs=update
// +kubebuilder:rbac:groups="",resources=configmaps,verbs=get;list;watch;create;update;patch;delete

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	app := &labv1.App{}
	if err := r.Get(ctx, req.NamespacedName, app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	if app.GetDeletionTimestamp() != nil {
		return r.reconcileDelete(ctx, app)
	}

	if controllerutil.AddFinalizer(app, registrationFinalizer) {
		if err := r.Update(ctx, app); err != nil {
			return ctrl.Result{}, err
		}
	}
	return ctrl.Result{}, r.register(ctx, app)
}

// reconcileDelete removes the registry entry, then lets the App go.
func (r *AppReconciler) reconcileDelete(ctx context.Context, app *labv1.App) (ctrl.Result, error) {
	log := logf.FromContext(ctx)
	if !controllerutil.ContainsFinalizer(app, registrationFinalizer) {
		return ctrl.Result{}, nil
	}
	if err := r.unregister(ctx, app); err != nil {
		log.Info("registry entry not removed yet, trying again", "reason", err.Error())
		return ctrl.Result{RequeueAfter: 2 * time.Second}, nil
	}
	controllerutil.RemoveFinalizer(app, registrationFinalizer)
	if err := r.Update(ctx, app); err != nil {
		return ctrl.Result{}, err
	}
	log.Info("unregistered", "hostname", app.Spec.Hostname)
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
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Named("app").
		Complete(r)
}
