// corpus: pass
// Registers a field index on Nodes by their zone label in SetupWithManager and lists with client.MatchingFields on it (a cluster-scoped List through the cache's index); status.nodes written with a merge patch from a copy, only when the count changed.
package controller

import (
	"context"
	"fmt"

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

const (
	zoneLabel = "topology.kubernetes.io/zone"
	zoneIndex = "node.zone"
)

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch
// +kubebuilder:rbac:groups="",resources=nodes,verbs=get;list;watch

// Reconcile counts the Nodes in the App's zone.
func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	var nodes corev1.NodeList
	if err := r.List(ctx, &nodes, client.MatchingFields{zoneIndex: app.Spec.Zone}); err != nil {
		return ctrl.Result{}, fmt.Errorf("list nodes in zone %q: %w", app.Spec.Zone, err)
	}
	count := int32(len(nodes.Items))
	if app.Status.Nodes == count {
		return ctrl.Result{}, nil
	}
	base := app.DeepCopy()
	app.Status.Nodes = count
	if err := r.Status().Patch(ctx, &app, client.MergeFrom(base)); err != nil {
		return ctrl.Result{}, fmt.Errorf("patch status: %w", err)
	}
	return ctrl.Result{}, nil
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	err := mgr.GetFieldIndexer().IndexField(context.Background(), &corev1.Node{}, zoneIndex, func(o client.Object) []string {
		if zone, ok := o.GetLabels()[zoneLabel]; ok {
			return []string{zone}
		}
		return nil
	})
	if err != nil {
		return err
	}
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Named("app").
		Complete(r)
}
