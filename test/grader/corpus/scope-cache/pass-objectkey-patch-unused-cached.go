// corpus: pass
// Style: the tiers ConfigMap read through APIReader with client.ObjectKeyFromObject on a stub; a cached variant kept but never called; errors wrapped with %w and tested with apierrors; the status merge-patched; logr key/values.
package controller

import (
	"context"
	"fmt"
	"strconv"

	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
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

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch
// +kubebuilder:rbac:groups="",resources=configmaps,verbs=get;list;watch

func tiersStub() *corev1.ConfigMap {
	return &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Namespace: "platform", Name: "tiers"}}
}

// Why APIReader: one small ConfigMap read once per reconcile. Widening the cache to platform would
// list and watch every ConfigMap there for the life of the manager.
func (r *AppReconciler) readTiers(ctx context.Context) (*corev1.ConfigMap, error) {
	cm := tiersStub()
	if err := r.APIReader.Get(ctx, client.ObjectKeyFromObject(cm), cm); err != nil {
		return nil, fmt.Errorf("read %s: %w", client.ObjectKeyFromObject(cm), err)
	}
	return cm, nil
}

// readTiersCached only works if the cache covers platform; kept for when it does.
func (r *AppReconciler) readTiersCached(ctx context.Context) (*corev1.ConfigMap, error) {
	cm := tiersStub()
	return cm, r.Get(ctx, client.ObjectKeyFromObject(cm), cm)
}

var _ = (*AppReconciler).readTiersCached

// Reconcile looks up the replica count of the App's tier.
func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	logger := log.FromContext(ctx)

	app := &labv1.App{}
	if err := r.Get(ctx, req.NamespacedName, app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	tiers, err := r.readTiers(ctx)
	if apierrors.IsNotFound(err) {
		logger.Info("tiers ConfigMap not published yet", "namespace", "platform")
		return ctrl.Result{}, err
	}
	if err != nil {
		return ctrl.Result{}, err
	}
	raw, ok := tiers.Data[app.Spec.Tier]
	if !ok {
		return ctrl.Result{}, fmt.Errorf("tier %q is not published", app.Spec.Tier)
	}
	replicas, err := strconv.Atoi(raw)
	if err != nil {
		return ctrl.Result{}, fmt.Errorf("tier %q: %w", app.Spec.Tier, err)
	}
	logger.V(1).Info("tier resolved", "tier", app.Spec.Tier, "replicas", replicas)

	if app.Status.Replicas == int32(replicas) {
		return ctrl.Result{}, nil
	}
	patch := client.MergeFrom(app.DeepCopy())
	app.Status.Replicas = int32(replicas)
	return ctrl.Result{}, r.Status().Patch(ctx, app, patch)
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Named("app").
		Complete(r)
}
