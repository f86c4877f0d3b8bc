// corpus: pass
// Style: a zoneCounter helper struct with a method, an event Recorder from SetupWithManager, status patched with MergeFromWithOptimisticLock only when the count changed.
package controller

import (
	"context"

	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/client-go/tools/record"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"

	labv1 "example.com/lab/api/v1"
)

// AppReconciler reconciles an App object.
type AppReconciler struct {
	client.Client
	Scheme   *runtime.Scheme
	Recorder record.EventRecorder
}

const zoneLabel = "topology.kubernetes.io/zone"

type zoneCounter struct {
	nodes client.Reader
}

// count returns how many Nodes carry the zone label; Nodes belong to no namespace.
func (z *zoneCounter) count(ctx context.Context, zone string) (int32, error) {
	list := &corev1.NodeList{}
	if err := z.nodes.List(ctx, list, client.HasLabels{zoneLabel}); err != nil {
		return 0, err
	}
	var n int32
	for i := range list.Items {
		if list.Items[i].Labels[zoneLabel] == zone {
			n++
		}
	}
	return n, nil
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch
// +kubebuilder:rbac:groups="",resources=nodes,verbs=get;list;watch
// +kubebuilder:rbac:groups="",resources=events,verbs=create;patch

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	app := &labv1.App{}
	if err := r.Get(ctx, req.NamespacedName, app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	n, err := (&zoneCounter{nodes: r.Client}).count(ctx, app.Spec.Zone)
	if err != nil {
		return ctrl.Result{}, err
	}
	if app.Status.Nodes == n {
		return ctrl.Result{}, nil
	}

	before := app.DeepCopy()
	app.Status.Nodes = n
	if err := r.Status().Patch(ctx, app, client.MergeFromWithOptions(before, client.MergeFromWithOptimisticLock{})); err != nil {
		return ctrl.Result{}, err
	}
	r.Recorder.Eventf(app, corev1.EventTypeNormal, "NodesCounted", "%d nodes in zone %s", n, app.Spec.Zone)
	return ctrl.Result{}, nil
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	r.Recorder = mgr.GetEventRecorderFor("app-controller")
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Named("app").
		Complete(r)
}
