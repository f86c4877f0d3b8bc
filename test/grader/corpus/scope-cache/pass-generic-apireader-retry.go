// corpus: pass
// Style: a generic fetch helper over any client.Reader, the tiers ConfigMap read through APIReader, errors wrapped with %w, the status written in retry.RetryOnConflict.
package controller

import (
	"context"
	"fmt"
	"strconv"

	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/types"
	"k8s.io/client-go/util/retry"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/log"

	labv1 "example.com/lab/api/v1"
)

// AppReconciler reconciles an App object.
type AppReconciler struct {
	client.Client
	// APIReader reads straight from the API server, bypassing the cache.
	APIReader client.Reader
	Scheme    *runtime.Scheme
}

// The platform team publishes the replica count of each tier in this ConfigMap.
var tiersKey = types.NamespacedName{Namespace: "platform", Name: "tiers"}

// fetch reads one object through the given reader.
func fetch[T client.Object](ctx context.Context, rd client.Reader, key types.NamespacedName, obj T) (T, error) {
	if err := rd.Get(ctx, key, obj); err != nil {
		return obj, fmt.Errorf("get %s: %w", key, err)
	}
	return obj, nil
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch
// +kubebuilder:rbac:groups="",resources=configmaps,verbs=get;list;watch

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	app, err := fetch(ctx, r.Client, req.NamespacedName, &labv1.App{})
	if err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	// Chosen: APIReader. One small object read once per reconcile costs one request; widening the
	// cache to platform would watch every ConfigMap there for the life of the manager.
	tiers, err := fetch(ctx, r.APIReader, tiersKey, &corev1.ConfigMap{})
	if err != nil {
		return ctrl.Result{}, err
	}
	replicas, err := strconv.Atoi(tiers.Data[app.Spec.Tier])
	if err != nil {
		return ctrl.Result{}, fmt.Errorf("tier %q in %s: %w", app.Spec.Tier, tiersKey, err)
	}
	log.FromContext(ctx).Info("tier resolved", "tier", app.Spec.Tier, "replicas", replicas)

	return ctrl.Result{}, retry.RetryOnConflict(retry.DefaultBackoff, func() error {
		cur, err := fetch(ctx, r.Client, req.NamespacedName, &labv1.App{})
		if err != nil {
			return err
		}
		cur.Status.Replicas = int32(replicas)
		return r.Status().Update(ctx, cur)
	})
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Named("app").
		Complete(r)
}
