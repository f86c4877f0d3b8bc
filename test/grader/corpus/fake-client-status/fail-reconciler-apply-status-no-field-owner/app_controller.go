// corpus: fail outcome.status-ready
// The reconciler applies the status (server-side apply on the status subresource) but gives no field owner, which an apply must name; the test as the reference writes it.
package controller

import (
	"context"
	"fmt"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"

	labv1 "example.com/lab/api/v1"
)


// AppReconciler reconciles an App object.
type AppReconciler struct {
	client.Client
	Scheme *runtime.Scheme
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch;update;patch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch

// Reconcile marks the App Ready and records the version it rolled out.
func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	if app.Status.Phase == "Ready" && app.Status.Version == app.Spec.Version {
		return ctrl.Result{}, nil
	}

	// Only the fields this controller owns: name, namespace and the status.
	desired := &labv1.App{
		TypeMeta:   metav1.TypeMeta{APIVersion: labv1.GroupVersion.String(), Kind: "App"},
		ObjectMeta: metav1.ObjectMeta{Name: app.Name, Namespace: app.Namespace},
		Status:     labv1.AppStatus{Phase: "Ready", Version: app.Spec.Version},
	}
	if err := r.Status().Patch(ctx, desired, client.Apply, client.ForceOwnership); err != nil {
		return ctrl.Result{}, fmt.Errorf("apply status of %s: %w", req.NamespacedName, err)
	}
	return ctrl.Result{}, nil
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Named("app").
		Complete(r)
}
