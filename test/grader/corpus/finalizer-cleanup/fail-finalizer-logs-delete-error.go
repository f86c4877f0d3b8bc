// corpus: fail outcome.registration-removed
// controller-runtime's pkg/finalizer: the Finalizer logs the failed delete of the registry entry and returns nil, so Finalizers removes the finalizer and the entry stays.
package controller

import (
	"context"
	"fmt"
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

const (
	registrationFinalizer = "lab.example.com/registration"
	registryNamespace     = "registry"
)

// AppReconciler reconciles an App object.
type AppReconciler struct {
	client.Client
	Scheme *runtime.Scheme

	finalizers finalizer.Finalizers
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch;update;patch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/finalizers,verbs=update
// +kubebuilder:rbac:groups="",resources=configmaps,verbs=get;list;watch;create;update;patch;delete

// registryEntry is the Finalizer that removes an App's registry entry.
type registryEntry struct{ r *AppReconciler }

func (f registryEntry) Finalize(ctx context.Context, obj client.Object) (finalizer.Result, error) {
	app, ok := obj.(*labv1.App)
	if !ok {
		return finalizer.Result{}, fmt.Errorf("unexpected object %T", obj)
	}
	if err := f.r.unregister(ctx, app); err != nil {
		// 注册表条目删不掉也别卡住删除，记一条日志就好
		ctrl.LoggerFrom(ctx).Error(err, "could not remove registry entry", "hostname", app.Spec.Hostname)
	}
	return finalizer.Result{}, nil
}

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	app := &labv1.App{}
	if err := r.Get(ctx, req.NamespacedName, app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	// Finalize adds the finalizer to a live App, and on a deleted one runs registryEntry and
	// removes the finalizer only if it succeeded.
	res, ferr := r.finalizers.Finalize(ctx, app)
	if res.Updated {
		if err := r.Update(ctx, app); err != nil {
			return ctrl.Result{}, err
		}
	}
	if ferr != nil {
		return ctrl.Result{}, ferr
	}
	if !app.DeletionTimestamp.IsZero() {
		return ctrl.Result{}, nil
	}
	return ctrl.Result{}, r.register(ctx, app)
}

func registrationName(hostname string) string { return strings.ReplaceAll(hostname, ".", "-") }

func (r *AppReconciler) register(ctx context.Context, app *labv1.App) error {
	cm := &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: registrationName(app.Spec.Hostname), Namespace: registryNamespace}}
	_, err := controllerutil.CreateOrUpdate(ctx, r.Client, cm, func() error {
		cm.Data = map[string]string{"app": app.Namespace + "/" + app.Name}
		return nil
	})
	return err
}

func (r *AppReconciler) unregister(ctx context.Context, app *labv1.App) error {
	cm := &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: registrationName(app.Spec.Hostname), Namespace: registryNamespace}}
	return client.IgnoreNotFound(r.Delete(ctx, cm))
}

func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	r.finalizers = finalizer.NewFinalizers()
	if err := r.finalizers.Register(registrationFinalizer, registryEntry{r: r}); err != nil {
		return err
	}
	return ctrl.NewControllerManagedBy(mgr).For(&labv1.App{}).Named("app").Complete(r)
}
