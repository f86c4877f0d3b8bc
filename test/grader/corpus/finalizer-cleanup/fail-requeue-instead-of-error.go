// corpus: fail outcome.registration-removed
// On an unregister error, removes the finalizer anyway and asks for a requeue; the deleted App is never seen again.
package controller

import (
	"context"
	"errors"
	"strings"

	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/types"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/controller/controllerutil"

	labv1 "example.com/lab/api/v1"
)

var (
	_ = errors.New
	_ = apierrors.IsNotFound
	_ = types.NamespacedName{}
)

const registrationFinalizer = "lab.example.com/registration"
const registryNamespace = "registry"

// AppReconciler reconciles an App object.
type AppReconciler struct {
	client.Client
	Scheme *runtime.Scheme
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch;update;patch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/finalizers,verbs=update
// +kubebuilder:rbac:groups="",resources=configmaps,verbs=get;list;watch;create;update;patch;delete

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

func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Named("app").
		Complete(r)
}

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	log := ctrl.LoggerFrom(ctx)
	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	if !app.DeletionTimestamp.IsZero() {
		result := ctrl.Result{}
		reg := &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: registrationName(app.Spec.Hostname), Namespace: registryNamespace}}
		if err := client.IgnoreNotFound(r.Delete(ctx, reg)); err != nil {
			log.Error(err, "unregister failed, will requeue")
			result.Requeue = true
		}
		if controllerutil.RemoveFinalizer(&app, registrationFinalizer) {
			if err := r.Update(ctx, &app); err != nil {
				return ctrl.Result{}, err
			}
		}
		return result, nil
	}
	if controllerutil.AddFinalizer(&app, registrationFinalizer) {
		if err := r.Update(ctx, &app); err != nil {
			return ctrl.Result{}, err
		}
	}
	return ctrl.Result{}, r.register(ctx, &app)
}
