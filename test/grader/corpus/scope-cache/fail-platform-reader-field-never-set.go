// corpus: fail program.runs
// Mistake: reads the tiers through a new PlatformReader field that cmd/main.go never fills: the Get is called on a nil interface and every reconcile panics.
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

	// PlatformReader reads the platform team's objects, which our team-a cache does not hold.
	PlatformReader client.Reader
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
	// platform is outside the cache: read it live, one GET per reconcile is cheap enough
	if err := r.PlatformReader.Get(ctx, tiersKey, &tiers); err != nil {
		return ctrl.Result{}, err
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
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Named("app").
		Complete(r)
}
