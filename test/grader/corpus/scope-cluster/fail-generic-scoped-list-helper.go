// corpus: fail scope.cluster-scoped-list
// Mistake: one generic listFor helper for every kind always adds InNamespace(owner's namespace); for Nodes the cached List then matches nothing (no error); the status is patched with an optimistic lock.
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

// listFor lists the objects related to owner that carry the given labels.
func listFor[L client.ObjectList](ctx context.Context, c client.Client, owner client.Object, list L, sel client.MatchingLabels) (L, error) {
	err := c.List(ctx, list, client.InNamespace(owner.GetNamespace()), sel)
	return list, err
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch
// +kubebuilder:rbac:groups="",resources=nodes,verbs=get;list;watch

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	app := &labv1.App{}
	if err := r.Get(ctx, req.NamespacedName, app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	nodes, err := listFor(ctx, r.Client, app, &corev1.NodeList{}, client.MatchingLabels{zoneLabel: app.Spec.Zone})
	if err != nil {
		return ctrl.Result{}, err
	}

	patch := client.MergeFromWithOptions(app.DeepCopy(), client.MergeFromWithOptimisticLock{})
	app.Status.Nodes = int32(len(nodes.Items))
	if err := r.Status().Patch(ctx, app, patch); err != nil {
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
