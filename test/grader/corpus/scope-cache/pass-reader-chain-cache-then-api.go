// corpus: pass
// Style: a table of readers tried in order, the cache first and APIReader when the cache cannot serve the key; the cache's refusal costs no request, the second read gets the ConfigMap.
package controller

import (
	"context"
	"errors"
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
}

// The platform team publishes the replica count of each tier in this ConfigMap.
var tiersKey = types.NamespacedName{Namespace: "platform", Name: "tiers"}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch
// +kubebuilder:rbac:groups="",resources=configmaps,verbs=get;list;watch

// readTiers tries the cache, then the API server: the cache only covers team-a, so platform
// falls through to APIReader (one GET per reconcile; chosen over widening the cache).
func (r *AppReconciler) readTiers(ctx context.Context) (*corev1.ConfigMap, error) {
	var errs []error
	for _, rd := range []client.Reader{r.Client, r.APIReader} {
		cm := &corev1.ConfigMap{}
		err := rd.Get(ctx, tiersKey, cm)
		if err == nil {
			return cm, nil
		}
		errs = append(errs, err)
	}
	return nil, fmt.Errorf("read %s: %w", tiersKey, errors.Join(errs...))
}

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	tiers, err := r.readTiers(ctx)
	if err != nil {
		return ctrl.Result{}, err
	}
	replicas, err := strconv.Atoi(tiers.Data[app.Spec.Tier])
	if err != nil {
		return ctrl.Result{}, fmt.Errorf("tier %q: %w", app.Spec.Tier, err)
	}
	log.FromContext(ctx).V(1).Info("replicas for tier", "replicas", replicas)

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
