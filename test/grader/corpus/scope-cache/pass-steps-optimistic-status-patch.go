// corpus: pass
// Reconcile split into three helper methods; the tiers ConfigMap is read through APIReader, a malformed count is a reconcile.TerminalError, and the status is written with a merge patch carrying the resourceVersion (MergeFromWithOptimisticLock), logged at V(1).
package controller

import (
	"context"
	"fmt"
	"strconv"

	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/types"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/log"
	"sigs.k8s.io/controller-runtime/pkg/reconcile"

	labv1 "example.com/lab/api/v1"
)

// AppReconciler reconciles an App object.
type AppReconciler struct {
	client.Client
	APIReader client.Reader
	Scheme    *runtime.Scheme
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch
// +kubebuilder:rbac:groups="",resources=configmaps,verbs=get;list;watch

// I chose APIReader: one ConfigMap read once per reconcile costs one request, while widening the
// cache to platform would watch every ConfigMap there.

// Reconcile looks up the replica count of the App's tier.
func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	app, err := r.fetchApp(ctx, req.NamespacedName)
	if err != nil || app == nil {
		return ctrl.Result{}, err
	}
	replicas, err := r.tierReplicas(ctx, app.Spec.Tier)
	if err != nil {
		return ctrl.Result{}, err
	}
	return ctrl.Result{}, r.writeReplicas(ctx, app, replicas)
}

func (r *AppReconciler) fetchApp(ctx context.Context, key types.NamespacedName) (*labv1.App, error) {
	app := &labv1.App{}
	if err := r.Get(ctx, key, app); err != nil {
		if apierrors.IsNotFound(err) {
			return nil, nil
		}
		return nil, fmt.Errorf("get app %s: %w", key, err)
	}
	return app, nil
}

func (r *AppReconciler) tierReplicas(ctx context.Context, tier string) (int32, error) {
	cm := &corev1.ConfigMap{}
	key := types.NamespacedName{Namespace: "platform", Name: "tiers"}
	if err := r.APIReader.Get(ctx, key, cm); err != nil {
		return 0, fmt.Errorf("read %s: %w", key, err)
	}
	n, err := strconv.ParseInt(cm.Data[tier], 10, 32)
	if err != nil {
		// Retrying will not fix the platform team's data: wait for the next App event.
		return 0, reconcile.TerminalError(fmt.Errorf("tier %q: %w", tier, err))
	}
	log.FromContext(ctx).V(1).Info("tier resolved", "tier", tier, "replicas", n)
	return int32(n), nil
}

func (r *AppReconciler) writeReplicas(ctx context.Context, app *labv1.App, replicas int32) error {
	if app.Status.Replicas == replicas {
		return nil
	}
	old := app.DeepCopy()
	app.Status.Replicas = replicas
	patch := client.MergeFromWithOptions(old, client.MergeFromWithOptimisticLock{})
	if err := r.Status().Patch(ctx, app, patch); err != nil {
		return fmt.Errorf("patch status of %s: %w", client.ObjectKeyFromObject(app), err)
	}
	return nil
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Named("app").
		Complete(r)
}
