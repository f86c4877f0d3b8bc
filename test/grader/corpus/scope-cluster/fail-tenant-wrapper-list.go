// corpus: fail scope.cluster-scoped-list
// A tenant wrapper type overrides List to add InNamespace(the App's namespace) to every list, the Node list included.
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

// tenantClient keeps every read of a reconcile inside the tenant's namespace, so that one
// team's App can never see another team's objects.
type tenantClient struct {
	client.Client
	namespace string
}

// List lists in the tenant's namespace, whatever the caller asked.
func (t tenantClient) List(ctx context.Context, list client.ObjectList, opts ...client.ListOption) error {
	return t.Client.List(ctx, list, append(opts, client.InNamespace(t.namespace))...)
}

// Reconcile counts the Nodes in the App's zone.
func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	c := tenantClient{Client: r.Client, namespace: req.Namespace}

	var app labv1.App
	if err := c.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	var nodes corev1.NodeList
	if err := c.List(ctx, &nodes, client.MatchingLabels{zoneLabel: app.Spec.Zone}); err != nil {
		return ctrl.Result{}, err
	}
	app.Status.Nodes = int32(len(nodes.Items))
	return ctrl.Result{}, r.Status().Update(ctx, &app)
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Named("app").
		Complete(r)
}
