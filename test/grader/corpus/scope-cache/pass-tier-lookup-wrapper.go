// corpus: pass
// A tierTable type wraps a client.Reader; the reconciler builds it over the APIReader (not the cache) and retries the status patch on conflict.
package controller

import (
	"context"
	"fmt"
	"strconv"

	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/client-go/util/retry"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"

	labv1 "example.com/lab/api/v1"
)

// AppReconciler reconciles an App object.
type AppReconciler struct {
	client.Client
	// APIReader: platform/tiers is outside the team-a cache. One Get per reconcile costs a
	// request each time, but keeps every other ConfigMap of platform out of memory.
	APIReader client.Reader
	Scheme    *runtime.Scheme
}

type tierTable struct {
	client.Reader
}

func (t tierTable) replicas(ctx context.Context, tier string) (int32, error) {
	cm := &corev1.ConfigMap{}
	if err := t.Get(ctx, client.ObjectKey{Namespace: "platform", Name: "tiers"}, cm); err != nil {
		return 0, fmt.Errorf("reading platform/tiers: %w", err)
	}
	raw, ok := cm.Data[tier]
	if !ok {
		return 0, fmt.Errorf("tier %q is not in platform/tiers", tier)
	}
	n, err := strconv.ParseInt(raw, 10, 32)
	return int32(n), err
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch
// +kubebuilder:rbac:groups="",resources=configmaps,verbs=get

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	tiers := tierTable{r.APIReader}
	err := retry.RetryOnConflict(retry.DefaultBackoff, func() error {
		app := &labv1.App{}
		if err := r.Get(ctx, req.NamespacedName, app); err != nil {
			return client.IgnoreNotFound(err)
		}
		n, err := tiers.replicas(ctx, app.Spec.Tier)
		if err != nil {
			return err
		}
		if app.Status.Replicas == n {
			return nil
		}
		base := app.DeepCopy()
		app.Status.Replicas = n
		return r.Status().Patch(ctx, app, client.MergeFromWithOptions(base, client.MergeFromWithOptimisticLock{}))
	})
	return ctrl.Result{}, err
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Named("app").
		Complete(r)
}
