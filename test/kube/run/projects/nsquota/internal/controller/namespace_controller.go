package controller

import (
	"context"
	"fmt"

	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/api/resource"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/types"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/builder"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/controller/controllerutil"
	"sigs.k8s.io/controller-runtime/pkg/handler"
	logf "sigs.k8s.io/controller-runtime/pkg/log"
	"sigs.k8s.io/controller-runtime/pkg/predicate"
	"sigs.k8s.io/controller-runtime/pkg/reconcile"
)

// TierLabel selects the quota a namespace gets.
const TierLabel = "quota.platform-eng.io/tier"

// QuotaName is the ResourceQuota the controller owns in each namespace.
const QuotaName = "tier-quota"

var tiers = map[string]corev1.ResourceList{
	"small": {corev1.ResourcePods: resource.MustParse("10"), corev1.ResourceRequestsCPU: resource.MustParse("2"), corev1.ResourceRequestsMemory: resource.MustParse("4Gi")},
	"large": {corev1.ResourcePods: resource.MustParse("50"), corev1.ResourceRequestsCPU: resource.MustParse("16"), corev1.ResourceRequestsMemory: resource.MustParse("64Gi")},
}

// NamespaceReconciler gives labelled namespaces a ResourceQuota.
type NamespaceReconciler struct {
	client.Client
}

// +kubebuilder:rbac:groups="",resources=namespaces,verbs=get;list;watch
// +kubebuilder:rbac:groups="",resources=resourcequotas,verbs=get;list;watch;create;update;patch

func (r *NamespaceReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	log := logf.FromContext(ctx)
	var ns corev1.Namespace
	if err := r.Get(ctx, req.NamespacedName, &ns); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	if !ns.DeletionTimestamp.IsZero() {
		return ctrl.Result{}, nil
	}
	tier := ns.Labels[TierLabel]
	hard, ok := tiers[tier]
	if !ok {
		log.Info("unknown tier, leaving the namespace alone", "tier", tier)
		return ctrl.Result{}, nil
	}
	quota := &corev1.ResourceQuota{ObjectMeta: metav1.ObjectMeta{Name: QuotaName, Namespace: ns.Name}}
	op, err := controllerutil.CreateOrPatch(ctx, r.Client, quota, func() error {
		quota.Spec.Hard = hard
		if quota.Labels == nil {
			quota.Labels = map[string]string{}
		}
		quota.Labels[TierLabel] = tier
		return nil
	})
	if err != nil {
		return ctrl.Result{}, fmt.Errorf("quota for %s: %w", ns.Name, err)
	}
	log.Info("quota reconciled", "tier", tier, "operation", op)
	return ctrl.Result{}, nil
}

// SetupWithManager watches labelled namespaces and the quotas in them.
func (r *NamespaceReconciler) SetupWithManager(mgr ctrl.Manager) error {
	labelled, err := predicate.LabelSelectorPredicate(metav1.LabelSelector{
		MatchExpressions: []metav1.LabelSelectorRequirement{{Key: TierLabel, Operator: metav1.LabelSelectorOpExists}},
	})
	if err != nil {
		return err
	}
	return ctrl.NewControllerManagedBy(mgr).
		For(&corev1.Namespace{}, builder.WithPredicates(labelled)).
		Watches(&corev1.ResourceQuota{}, handler.EnqueueRequestsFromMapFunc(func(_ context.Context, o client.Object) []reconcile.Request {
			if o.GetName() != QuotaName {
				return nil
			}
			return []reconcile.Request{{NamespacedName: types.NamespacedName{Name: o.GetNamespace()}}}
		})).
		Named("namespace").
		Complete(r)
}
