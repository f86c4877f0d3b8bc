// corpus: fail outcome.node-count
// Mistake: drops InNamespace from the List but then keeps only the Nodes whose Namespace equals the App's, in a Go loop: a Node's namespace is always empty, so none is counted.
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

// Reconcile counts the Nodes in the App's zone.
func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	// Nodes are cluster-scoped: list them all by zone, then keep the ones that belong to the
	// App's namespace so one team's App does not count another team's Nodes.
	var nodes corev1.NodeList
	if err := r.List(ctx, &nodes, client.MatchingLabels{zoneLabel: app.Spec.Zone}); err != nil {
		return ctrl.Result{}, err
	}
	var count int32
	for _, n := range nodes.Items {
		if n.Namespace == app.Namespace {
			count++
		}
	}

	app.Status.Nodes = count
	if err := r.Status().Update(ctx, &app); err != nil {
		return ctrl.Result{}, err
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
