// corpus: pass
// Style: a countIn(ns) helper that still adds InNamespace is left in the file but never called; Reconcile uses a cluster-wide count helper and updates the status on a fresh copy.
package controller

import (
	"context"

	corev1 "k8s.io/api/core/v1"
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

const zoneLabel = "topology.kubernetes.io/zone"

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch
// +kubebuilder:rbac:groups="",resources=nodes,verbs=get;list;watch

// countIn was the first attempt; kept for reference.
func (r *AppReconciler) countIn(ctx context.Context, ns, zone string) (int, error) {
	var nodes corev1.NodeList
	err := r.List(ctx, &nodes, client.InNamespace(ns), client.MatchingLabels{zoneLabel: zone})
	return len(nodes.Items), err
}

func (r *AppReconciler) countZone(ctx context.Context, zone string) (int, error) {
	var nodes corev1.NodeList
	if err := r.List(ctx, &nodes, client.MatchingLabels{zoneLabel: zone}); err != nil {
		return 0, err
	}
	return len(nodes.Items), nil
}

var _ = (*AppReconciler).countIn

// Reconcile counts the Nodes in the App's zone.
func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	n, err := r.countZone(ctx, app.Spec.Zone)
	if err != nil {
		return ctrl.Result{}, err
	}
	app.Status.Nodes = int32(n)
	return ctrl.Result{}, r.Status().Update(ctx, &app)
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Named("app").
		Complete(r)
}
