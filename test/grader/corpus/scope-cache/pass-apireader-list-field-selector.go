// corpus: pass
// Finds the tiers ConfigMap with an APIReader List in platform, selected by metadata.name (a field selector the API server supports for every kind).
package controller

import (
	"context"
	"fmt"
	"strconv"

	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/runtime"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"

	labv1 "example.com/lab/api/v1"
)

type AppReconciler struct {
	client.Client
	APIReader client.Reader
	Scheme    *runtime.Scheme
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch
// +kubebuilder:rbac:groups="",resources=configmaps,verbs=get;list;watch

func (r *AppReconciler) tierReplicas(ctx context.Context, tier string) (int32, error) {
	var list corev1.ConfigMapList
	if err := r.APIReader.List(ctx, &list,
		client.InNamespace("platform"),
		client.MatchingFields{"metadata.name": "tiers"},
	); err != nil {
		return 0, err
	}
	if len(list.Items) != 1 {
		return 0, fmt.Errorf("platform/tiers: found %d ConfigMaps", len(list.Items))
	}
	n, err := strconv.Atoi(list.Items[0].Data[tier])
	if err != nil {
		return 0, fmt.Errorf("tier %q: %w", tier, err)
	}
	return int32(n), nil
}

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	n, err := r.tierReplicas(ctx, app.Spec.Tier)
	if err != nil {
		return ctrl.Result{}, err
	}
	app.Status.Replicas = n
	return ctrl.Result{}, r.Status().Update(ctx, &app)
}

func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).For(&labv1.App{}).Named("app").Complete(r)
}
