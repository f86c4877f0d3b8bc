// corpus: pass
// client-go style: a typed clientset from the manager's config lists Nodes with a label selector string; logr key/value pairs.
package controller

import (
	"context"
	"fmt"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/client-go/kubernetes"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"

	labv1 "example.com/lab/api/v1"
)

// AppReconciler reconciles an App object.
type AppReconciler struct {
	client.Client
	Scheme *runtime.Scheme

	clientset *kubernetes.Clientset
}

const zoneLabel = "topology.kubernetes.io/zone"

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch
// +kubebuilder:rbac:groups="",resources=nodes,verbs=get;list;watch

// Reconcile counts the Nodes in the App's zone.
func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	logger := ctrl.LoggerFrom(ctx)

	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	// Nodes are cluster-scoped: Nodes() takes no namespace at all.
	nodes, err := r.clientset.CoreV1().Nodes().List(ctx, metav1.ListOptions{
		LabelSelector: fmt.Sprintf("%s=%s", zoneLabel, app.Spec.Zone),
	})
	if err != nil {
		logger.Error(err, "listing nodes", "zone", app.Spec.Zone)
		return ctrl.Result{}, err
	}
	logger.Info("counted nodes", "zone", app.Spec.Zone, "count", len(nodes.Items))

	app.Status.Nodes = int32(len(nodes.Items))
	return ctrl.Result{}, r.Status().Update(ctx, &app)
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	var err error
	if r.clientset, err = kubernetes.NewForConfig(mgr.GetConfig()); err != nil {
		return err
	}
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Named("app").
		Complete(r)
}
