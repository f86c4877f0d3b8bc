// corpus: pass
// Style: a switch on the App's state; unregister reads the entry and deletes it only if it names this App, with UID and resourceVersion preconditions; the finalizer goes in retry.RetryOnConflict over a fresh Get, errors wrapped with %w.
package controller

import (
	"context"
	"fmt"
	"strings"

	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/types"
	"k8s.io/client-go/util/retry"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/controller/controllerutil"

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

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	app := &labv1.App{}
	if err := r.Get(ctx, req.NamespacedName, app); err != nil {
		if apierrors.IsNotFound(err) {
			return ctrl.Result{}, nil
		}
		return ctrl.Result{}, fmt.Errorf("get app: %w", err)
	}

	deleting := app.GetDeletionTimestamp() != nil
	ours := controllerutil.ContainsFinalizer(app, registrationFinalizer)
	switch {
	case deleting && !ours:
		return ctrl.Result{}, nil
	case deleting:
		if err := r.unregister(ctx, app); err != nil {
			return ctrl.Result{}, fmt.Errorf("unregister %s: %w", app.Spec.Hostname, err)
		}
		if err := r.release(ctx, req.NamespacedName); err != nil {
			return ctrl.Result{}, fmt.Errorf("release: %w", err)
		}
		return ctrl.Result{}, nil
	case !ours:
		controllerutil.AddFinalizer(app, registrationFinalizer)
		if err := r.Update(ctx, app); err != nil {
			return ctrl.Result{}, fmt.Errorf("add finalizer: %w", err)
		}
	}
	if err := r.register(ctx, app); err != nil {
		return ctrl.Result{}, fmt.Errorf("register: %w", err)
	}
	return ctrl.Result{}, nil
}

// release removes our finalizer from the newest App the API server has.
func (r *AppReconciler) release(ctx context.Context, key types.NamespacedName) error {
	return retry.RetryOnConflict(retry.DefaultRetry, func() error {
		var latest labv1.App
		if err := r.Get(ctx, key, &latest); err != nil {
			return client.IgnoreNotFound(err)
		}
		if !controllerutil.RemoveFinalizer(&latest, registrationFinalizer) {
			return nil
		}
		return r.Update(ctx, &latest)
	})
}

func entryName(hostname string) string {
	return strings.ReplaceAll(hostname, ".", "-")
}

func owner(app *labv1.App) string { return app.Namespace + "/" + app.Name }

func (r *AppReconciler) register(ctx context.Context, app *labv1.App) error {
	reg := &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: entryName(app.Spec.Hostname), Namespace: registryNamespace}}
	_, err := controllerutil.CreateOrUpdate(ctx, r.Client, reg, func() error {
		reg.Data = map[string]string{"app": owner(app)}
		return nil
	})
	return err
}

// unregister deletes the entry only if it is this App's, and only the version it read.
func (r *AppReconciler) unregister(ctx context.Context, app *labv1.App) error {
	var reg corev1.ConfigMap
	err := r.Get(ctx, client.ObjectKey{Namespace: registryNamespace, Name: entryName(app.Spec.Hostname)}, &reg)
	if apierrors.IsNotFound(err) {
		return nil
	}
	if err != nil {
		return err
	}
	if reg.Data["app"] != owner(app) {
		return nil
	}
	uid, rv := reg.UID, reg.ResourceVersion
	err = r.Delete(ctx, &reg, client.Preconditions{UID: &uid, ResourceVersion: &rv})
	if apierrors.IsNotFound(err) {
		return nil
	}
	return err
}

func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Named("app").
		Complete(r)
}
