// corpus: pass
// client-go style: a typed clientset built from the manager's rest config reads platform/tiers straight from the API server.
package controller

import (
	"context"
	"fmt"
	"strconv"

	"github.com/go-logr/logr"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/client-go/kubernetes"
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

	// Why a clientset: it never goes through the manager's cache, so the one ConfigMap in platform
	// costs one GET per reconcile and no informer on a namespace we do not own.
	kube kubernetes.Interface
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch
// +kubebuilder:rbac:groups="",resources=configmaps,verbs=get;list;watch

// Reconcile looks up the replica count of the App's tier.
func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	logger := log.FromContext(ctx).WithValues("app", req.NamespacedName)

	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	replicas, err := r.tierReplicas(ctx, logger, app.Spec.Tier)
	if err != nil {
		return ctrl.Result{}, err
	}
	app.Status.Replicas = replicas
	return ctrl.Result{}, r.Status().Update(ctx, &app)
}

func (r *AppReconciler) tierReplicas(ctx context.Context, logger logr.Logger, tier string) (int32, error) {
	cm, err := r.kube.CoreV1().ConfigMaps("platform").Get(ctx, "tiers", metav1.GetOptions{})
	if err != nil {
		return 0, fmt.Errorf("reading platform/tiers: %w", err)
	}
	n, err := strconv.ParseInt(cm.Data[tier], 10, 32)
	if err != nil {
		return 0, fmt.Errorf("tier %q in platform/tiers: %w", tier, err)
	}
	logger.V(1).Info("tier resolved", "tier", tier, "replicas", n, "resourceVersion", cm.ResourceVersion)
	return int32(n), nil
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	cs, err := kubernetes.NewForConfig(mgr.GetConfig())
	if err != nil {
		return err
	}
	r.kube = cs
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Named("app").
		Complete(r)
}
