// corpus: fail scope.cache-namespace
// Takes mgr.GetCache() as "the reader for other namespaces": it is the same restricted cache, so platform/tiers is still out of reach.
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
	"sigs.k8s.io/controller-runtime/pkg/log"

	labv1 "example.com/lab/api/v1"
)

// AppReconciler reconciles an App object.
type AppReconciler struct {
	client.Client
	// APIReader reads straight from the API server, bypassing the cache.
	APIReader client.Reader
	Scheme    *runtime.Scheme

	// platform reads the platform team's objects.
	platform client.Reader
}

var tiersKey = types.NamespacedName{Namespace: "platform", Name: "tiers"}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch
// +kubebuilder:rbac:groups="",resources=configmaps,verbs=get;list;watch

// Reconcile looks up the replica count of the App's tier.
func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	log := log.FromContext(ctx)
	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	var tiers corev1.ConfigMap
	if err := r.platform.Get(ctx, tiersKey, &tiers); err != nil {
		log.Error(err, "cannot read tiers", "key", tiersKey)
		return ctrl.Result{}, err
	}
	replicas, err := strconv.Atoi(tiers.Data[app.Spec.Tier])
	if err != nil {
		return ctrl.Result{}, fmt.Errorf("tier %q: %w", app.Spec.Tier, err)
	}
	app.Status.Replicas = int32(replicas)
	return ctrl.Result{}, r.Status().Update(ctx, &app)
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	// The cache is a client.Reader of its own, separate from the client (we think).
	r.platform = mgr.GetCache()
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Named("app").
		Complete(r)
}
