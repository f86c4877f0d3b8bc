// corpus: fail outcome.registration-removed
// Mistake: a delete error whose text says "timed out" is taken as "the entry will go anyway", so the finalizer is removed and the entry stays.
package controller

import (
	"context"
	"strings"

	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
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

type AppReconciler struct {
	client.Client
	Scheme *runtime.Scheme
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch;update;patch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/finalizers,verbs=update
// +kubebuilder:rbac:groups="",resources=configmaps,verbs=get;list;watch;create;update;patch;delete

func entry(app *labv1.App) *corev1.ConfigMap {
	return &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{
		Name:      strings.ReplaceAll(app.Spec.Hostname, ".", "-"),
		Namespace: registryNamespace,
	}}
}

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	log := logf.FromContext(ctx)
	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	if !app.DeletionTimestamp.IsZero() {
		if err := r.Delete(ctx, entry(&app)); err != nil && !apierrors.IsNotFound(err) {
			if !strings.Contains(err.Error(), "timed out") {
				return ctrl.Result{}, err
			}
			log.Info("registry delete timed out; the server will finish it", "error", err.Error())
		}
		if controllerutil.RemoveFinalizer(&app, registrationFinalizer) {
			return ctrl.Result{}, r.Update(ctx, &app)
		}
		return ctrl.Result{}, nil
	}

	if controllerutil.AddFinalizer(&app, registrationFinalizer) {
		if err := r.Update(ctx, &app); err != nil {
			return ctrl.Result{}, err
		}
	}
	cm := entry(&app)
	_, err := controllerutil.CreateOrUpdate(ctx, r.Client, cm, func() error {
		cm.Data = map[string]string{"app": app.Namespace + "/" + app.Name}
		return nil
	})
	return ctrl.Result{}, err
}

func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).For(&labv1.App{}).Named("app").Complete(r)
}
