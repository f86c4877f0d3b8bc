// corpus: pass
// Style: a RestrictToNamespace flag (off, main.go never sets it) guards an InNamespace option; the status is merge-patched, errors wrapped with %w, logr key/values.
package controller

import (
	"context"
	"fmt"

	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
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

	// RestrictToNamespace limits every list to the App's namespace (multi-tenant installs only).
	RestrictToNamespace bool
}

const zoneLabel = "topology.kubernetes.io/zone"

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch
// +kubebuilder:rbac:groups="",resources=nodes,verbs=get;list;watch

func (r *AppReconciler) listOptions(app *labv1.App) []client.ListOption {
	opts := []client.ListOption{client.MatchingLabels{zoneLabel: app.Spec.Zone}}
	if r.RestrictToNamespace {
		opts = append(opts, client.InNamespace(app.Namespace))
	}
	return opts
}

// Reconcile counts the Nodes in the App's zone.
func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	logger := log.FromContext(ctx)

	app := &labv1.App{}
	err := r.Get(ctx, req.NamespacedName, app)
	if apierrors.IsNotFound(err) {
		return ctrl.Result{}, nil
	}
	if err != nil {
		return ctrl.Result{}, fmt.Errorf("get app %s: %w", req.NamespacedName, err)
	}

	nodes := &corev1.NodeList{}
	if err := r.List(ctx, nodes, r.listOptions(app)...); err != nil {
		return ctrl.Result{}, fmt.Errorf("list nodes in zone %q: %w", app.Spec.Zone, err)
	}
	count := int32(len(nodes.Items))
	logger.Info("counted nodes", "zone", app.Spec.Zone, "nodes", count)
	if app.Status.Nodes == count {
		return ctrl.Result{}, nil
	}

	base := app.DeepCopy()
	app.Status.Nodes = count
	if err := r.Status().Patch(ctx, app, client.MergeFrom(base)); err != nil {
		return ctrl.Result{}, fmt.Errorf("patch status of %s: %w", client.ObjectKeyFromObject(app), err)
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
