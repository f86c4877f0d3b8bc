// corpus: pass
// Style: registry entries carry labels naming their App; cleanup is a DeleteAllOf by those labels in the registry namespace, and the finalizer goes with a JSON merge patch.
package controller

import (
	"context"
	"encoding/json"
	"strings"

	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/types"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/controller/controllerutil"

	labv1 "example.com/lab/api/v1"
)

const fin = "lab.example.com/registration"

type AppReconciler struct {
	client.Client
	Scheme *runtime.Scheme
}

func owners(app *labv1.App) client.MatchingLabels {
	return client.MatchingLabels{"lab.example.com/app-namespace": app.Namespace, "lab.example.com/app-name": app.Name}
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch;update;patch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/finalizers,verbs=update
// +kubebuilder:rbac:groups="",resources=configmaps,verbs=get;list;watch;create;update;patch;delete;deletecollection

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	if app.DeletionTimestamp != nil {
		if !controllerutil.ContainsFinalizer(&app, fin) {
			return ctrl.Result{}, nil
		}
		if err := r.DeleteAllOf(ctx, &corev1.ConfigMap{}, client.InNamespace("registry"), owners(&app)); err != nil {
			return ctrl.Result{}, err
		}
		var keep []string
		for _, f := range app.Finalizers {
			if f != fin {
				keep = append(keep, f)
			}
		}
		body, _ := json.Marshal(map[string]any{"metadata": map[string]any{"finalizers": keep, "resourceVersion": app.ResourceVersion}})
		return ctrl.Result{}, client.IgnoreNotFound(r.Patch(ctx, &app, client.RawPatch(types.MergePatchType, body)))
	}
	if controllerutil.AddFinalizer(&app, fin) {
		if err := r.Update(ctx, &app); err != nil {
			return ctrl.Result{}, err
		}
	}
	cm := &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Namespace: "registry", Name: strings.ReplaceAll(app.Spec.Hostname, ".", "-")}}
	_, err := controllerutil.CreateOrUpdate(ctx, r.Client, cm, func() error {
		cm.Labels = owners(&app)
		cm.Data = map[string]string{"app": app.Namespace + "/" + app.Name}
		return nil
	})
	return ctrl.Result{}, err
}

func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).For(&labv1.App{}).Named("app").Complete(r)
}
