// corpus: pass
// Style: an APIReader field filled in SetupWithManager; the List keeps InNamespace, which the direct client drops for a cluster-scoped kind (NamespaceIfScoped), so every Node in the zone is counted.
package controller

import (
	"context"
	"fmt"

	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/runtime"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/log"

	labv1 "example.com/lab/api/v1"
)

// AppReconciler reconciles an App object.
type AppReconciler struct {
	client.Client
	Scheme *runtime.Scheme
	// APIReader reads straight from the API server (Nodes change rarely; no informer needed).
	APIReader client.Reader
}

const zoneLabel = "topology.kubernetes.io/zone"

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch
// +kubebuilder:rbac:groups="",resources=nodes,verbs=get;list;watch

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	var nodes corev1.NodeList
	if err := r.APIReader.List(ctx, &nodes,
		client.InNamespace(req.Namespace),
		client.MatchingLabels{zoneLabel: app.Spec.Zone}); err != nil {
		return ctrl.Result{}, fmt.Errorf("listing nodes in zone %s: %w", app.Spec.Zone, err)
	}
	log.FromContext(ctx).Info("nodes in zone", "zone", app.Spec.Zone, "count", len(nodes.Items))

	app.Status.Nodes = int32(len(nodes.Items))
	if err := r.Status().Update(ctx, &app); err != nil {
		return ctrl.Result{}, err
	}
	return ctrl.Result{}, nil
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	r.APIReader = mgr.GetAPIReader()
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Named("app").
		Complete(r)
}
