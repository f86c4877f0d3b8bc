// corpus: pass
// client-go dynamic client: RetryOnConflict around a fresh Get and UpdateStatus of the unstructured App.
package controller

import (
	"context"
	"fmt"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/client-go/dynamic"
	"k8s.io/client-go/util/retry"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"

	labv1 "example.com/lab/api/v1"
)

// AppReconciler reconciles an App object.
type AppReconciler struct {
	client.Client
	Scheme *runtime.Scheme

	Dynamic dynamic.Interface
}

var appGVR = labv1.GroupVersion.WithResource("apps")

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	logger := ctrl.LoggerFrom(ctx).WithValues("gvr", appGVR.String())
	res := r.Dynamic.Resource(appGVR).Namespace(req.Namespace)

	attempts := 0
	err := retry.RetryOnConflict(retry.DefaultRetry, func() error {
		attempts++
		obj, err := res.Get(ctx, req.Name, metav1.GetOptions{})
		if err != nil {
			return err
		}
		want, _, err := unstructured.NestedString(obj.Object, "spec", "version")
		if err != nil {
			return fmt.Errorf("spec.version: %w", err)
		}
		status, _, _ := unstructured.NestedMap(obj.Object, "status")
		if status["phase"] == "Ready" && status["version"] == want {
			return nil
		}
		if err := unstructured.SetNestedStringMap(obj.Object, map[string]string{"phase": "Ready", "version": want}, "status"); err != nil {
			return err
		}
		_, err = res.UpdateStatus(ctx, obj, metav1.UpdateOptions{})
		return err
	})
	if err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	logger.V(1).Info("status in sync", "attempts", attempts)
	return ctrl.Result{}, nil
}

var _ schema.GroupVersionResource = appGVR

func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	if r.Dynamic == nil {
		dc, err := dynamic.NewForConfig(mgr.GetConfig())
		if err != nil {
			return err
		}
		r.Dynamic = dc
	}
	return ctrl.NewControllerManagedBy(mgr).For(&labv1.App{}).Named("app").Complete(r)
}
