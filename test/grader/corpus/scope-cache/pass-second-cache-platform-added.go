// corpus: pass
// Style: a second cache, restricted to platform and narrowed to the tiers ConfigMap by a field selector, built with cache.New in SetupWithManager and added to the manager with mgr.Add; the reconciler reads the tiers through it.
package controller

import (
	"context"
	"fmt"
	"strconv"

	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/fields"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/types"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/cache"
	"sigs.k8s.io/controller-runtime/pkg/client"

	labv1 "example.com/lab/api/v1"
)

// AppReconciler reconciles an App object.
type AppReconciler struct {
	client.Client
	// APIReader reads straight from the API server, bypassing the cache (main.go sets it; unused).
	APIReader client.Reader
	// Platform reads the platform namespace through a cache of its own.
	Platform client.Reader
	Scheme    *runtime.Scheme
}

// The platform team publishes the replica count of each tier in this ConfigMap.
var tiersKey = types.NamespacedName{Namespace: "platform", Name: "tiers"}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch
// +kubebuilder:rbac:groups="",resources=configmaps,verbs=get;list;watch

// Reconcile looks up the replica count of the App's tier.
func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	var tiers corev1.ConfigMap
	if err := r.Platform.Get(ctx, tiersKey, &tiers); err != nil {
		return ctrl.Result{}, fmt.Errorf("reading %s: %w", tiersKey, err)
	}
	replicas, err := strconv.Atoi(tiers.Data[app.Spec.Tier])
	if err != nil {
		return ctrl.Result{}, fmt.Errorf("tier %q in %s: %w", app.Spec.Tier, tiersKey, err)
	}

	app.Status.Replicas = int32(replicas)
	if err := r.Status().Update(ctx, &app); err != nil {
		return ctrl.Result{}, err
	}
	return ctrl.Result{}, nil
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	// Why a second cache: the tiers change rarely and are read on every reconcile; a cache of that
	// one ConfigMap (a field selector on its name, in platform only) costs one watch and no GETs.
	platform, err := cache.New(mgr.GetConfig(), cache.Options{
		Scheme: mgr.GetScheme(),
		Mapper: mgr.GetRESTMapper(),
		DefaultNamespaces: map[string]cache.Config{
			tiersKey.Namespace: {FieldSelector: fields.OneTermEqualSelector("metadata.name", tiersKey.Name)},
		},
	})
	if err != nil {
		return fmt.Errorf("platform cache: %w", err)
	}
	if err := mgr.Add(platform); err != nil {
		return fmt.Errorf("platform cache: %w", err)
	}
	r.Platform = platform
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Named("app").
		Complete(r)
}
