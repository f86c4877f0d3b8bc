// corpus: pass
// Style: SetupWithManager keeps the manager; Reconcile asks it for the API reader at the read (mgr.GetAPIReader()), a named return and a deferred status write only when the count changed.
package controller

import (
	"context"
	"fmt"
	"strconv"

	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/types"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"

	labv1 "example.com/lab/api/v1"
)

// AppReconciler reconciles an App object.
type AppReconciler struct {
	client.Client
	// APIReader reads straight from the API server, bypassing the cache.
	APIReader client.Reader
	Scheme    *runtime.Scheme

	mgr ctrl.Manager
}

// The platform team publishes the replica count of each tier in this ConfigMap.
var tiersKey = types.NamespacedName{Namespace: "platform", Name: "tiers"}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch
// +kubebuilder:rbac:groups="",resources=configmaps,verbs=get

// Reconcile looks up the replica count of the App's tier.
//
// Why the API reader and not a wider cache: one small ConfigMap read per reconcile costs one GET;
// widening the cache would list and watch every ConfigMap of platform for as long as we run, and
// need list/watch on them.
func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (res ctrl.Result, err error) {
	var app labv1.App
	if err = r.Get(ctx, req.NamespacedName, &app); err != nil {
		return res, client.IgnoreNotFound(err)
	}
	old := app.Status.Replicas
	defer func() {
		if err == nil && app.Status.Replicas != old {
			err = r.Status().Update(ctx, &app)
		}
	}()

	tiers := &corev1.ConfigMap{}
	if err = r.mgr.GetAPIReader().Get(ctx, tiersKey, tiers); err != nil {
		return res, fmt.Errorf("reading %s: %w", tiersKey, err)
	}
	n, err := strconv.Atoi(tiers.Data[app.Spec.Tier])
	if err != nil {
		return res, fmt.Errorf("tier %q in %s: %w", app.Spec.Tier, tiersKey, err)
	}
	app.Status.Replicas = int32(n)
	return res, nil
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	r.mgr = mgr
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Named("app").
		Complete(r)
}
