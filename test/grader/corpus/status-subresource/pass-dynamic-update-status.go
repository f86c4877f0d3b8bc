// corpus: pass
// client-go dynamic client: sets status.phase/version on the unstructured App and calls UpdateStatus.
package controller

import (
	"context"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/client-go/dynamic"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"

	labv1 "example.com/lab/api/v1"
)

// AppReconciler reconciles an App object.
type AppReconciler struct {
	client.Client
	Scheme *runtime.Scheme

	dyn dynamic.Interface
}

var appsGVR = schema.GroupVersionResource{Group: "lab.example.com", Version: "v1", Resource: "apps"}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch;update;patch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch

// Reconcile marks the App Ready and records the version it rolled out.
func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	log := ctrl.LoggerFrom(ctx)
	apps := r.dyn.Resource(appsGVR).Namespace(req.Namespace)
	u, err := apps.Get(ctx, req.Name, metav1.GetOptions{})
	if err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	version, _, _ := unstructured.NestedString(u.Object, "spec", "version")
	phase, _, _ := unstructured.NestedString(u.Object, "status", "phase")
	current, _, _ := unstructured.NestedString(u.Object, "status", "version")
	if phase == "Ready" && current == version {
		return ctrl.Result{}, nil
	}
	if err := unstructured.SetNestedField(u.Object, "Ready", "status", "phase"); err != nil {
		return ctrl.Result{}, err
	}
	if err := unstructured.SetNestedField(u.Object, version, "status", "version"); err != nil {
		return ctrl.Result{}, err
	}
	if _, err := apps.UpdateStatus(ctx, u, metav1.UpdateOptions{}); err != nil {
		return ctrl.Result{}, err
	}
	log.Info("app ready", "version", version)
	return ctrl.Result{}, nil
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	var err error
	if r.dyn, err = dynamic.NewForConfig(mgr.GetConfig()); err != nil {
		return err
	}
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Named("app").
		Complete(r)
}
