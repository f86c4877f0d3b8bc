package controller

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"time"

	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/api/equality"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/api/meta"
	"k8s.io/apimachinery/pkg/api/resource"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/fields"
	"k8s.io/apimachinery/pkg/labels"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/util/intstr"
	"k8s.io/apimachinery/pkg/util/wait"
	"k8s.io/client-go/dynamic"
	"k8s.io/client-go/util/retry"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/handler"
	logf "sigs.k8s.io/controller-runtime/pkg/log"
	"sigs.k8s.io/controller-runtime/pkg/reconcile"

	capacityv1alpha1 "example.org/budget-operator/api/v1alpha1"
)

var configMaps = schema.GroupVersionResource{Version: "v1", Resource: "configmaps"}

// BudgetReconciler reconciles a Budget object
type BudgetReconciler struct {
	client.Client
	Scheme    *runtime.Scheme
	APIReader client.Reader
	Dynamic   dynamic.Interface
}

// +kubebuilder:rbac:groups=capacity.example.org,resources=budgets,verbs=get;list;watch;update;patch
// +kubebuilder:rbac:groups=capacity.example.org,resources=budgets/status,verbs=get;update;patch
// +kubebuilder:rbac:groups=core,resources=pods,verbs=get;list;watch
// +kubebuilder:rbac:groups=core,resources=configmaps,verbs=get;list;watch;create;update;patch

func (r *BudgetReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	log := logf.FromContext(ctx)

	var budget capacityv1alpha1.Budget
	if err := r.Get(ctx, req.NamespacedName, &budget); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	// Pods that still hold their requests: everything not finished, read from the API server
	// (the cache has no index for status.phase).
	var pods corev1.PodList
	selector := labels.SelectorFromSet(budget.Spec.Selector)
	notDone := fields.AndSelectors(
		fields.OneTermNotEqualSelector("status.phase", string(corev1.PodSucceeded)),
		fields.OneTermNotEqualSelector("status.phase", string(corev1.PodFailed)),
	)
	if err := r.APIReader.List(ctx, &pods, client.InNamespace(req.Namespace),
		client.MatchingLabelsSelector{Selector: selector},
		client.MatchingFieldsSelector{Selector: notDone}); err != nil {
		return ctrl.Result{}, err
	}

	used := corev1.ResourceList{}
	for _, pod := range pods.Items {
		for _, c := range pod.Spec.Containers {
			for name, q := range c.Resources.Requests {
				sum := used[name]
				sum.Add(q)
				used[name] = sum
			}
		}
	}

	status := budget.Status.DeepCopy()
	status.Pods = int32(len(pods.Items))
	status.Used = used
	status.Headroom = corev1.ResourceList{}
	over := []string{}
	for name, limit := range budget.Spec.Limits {
		allowed := limit.DeepCopy()
		if name == corev1.ResourceCPU && budget.Spec.Overcommit != nil {
			extra, err := intstr.GetScaledValueFromIntOrPercent(budget.Spec.Overcommit, int(limit.MilliValue()), true)
			if err != nil {
				return ctrl.Result{}, err
			}
			allowed.Add(*resource.NewMilliQuantity(int64(extra), resource.DecimalSI))
		}
		room := allowed.DeepCopy()
		room.Sub(used[name])
		status.Headroom[name] = room
		if room.Sign() < 0 {
			over = append(over, fmt.Sprintf("%s over by %s", name, resource.NewMilliQuantity(-room.MilliValue(), limit.Format).String()))
		}
	}
	sort.Strings(over)
	if cpu, ok := budget.Spec.Limits[corev1.ResourceCPU]; ok && !cpu.IsZero() {
		u := used[corev1.ResourceCPU]
		status.CPUPercent = fmt.Sprintf("%.0f%%", 100*u.AsApproximateFloat64()/cpu.AsApproximateFloat64())
	}
	cond := metav1.Condition{Type: "WithinBudget", Status: metav1.ConditionTrue, Reason: "WithinLimits",
		Message: fmt.Sprintf("%d pods selected by %s", len(pods.Items), selector.String())}
	if len(over) > 0 {
		cond.Status, cond.Reason, cond.Message = metav1.ConditionFalse, "OverBudget", strings.Join(over, "; ")
	}
	meta.SetStatusCondition(&status.Conditions, cond)

	if err := r.writeReport(ctx, &budget, status); err != nil {
		return ctrl.Result{}, fmt.Errorf("report: %w", err)
	}

	if equality.Semantic.DeepEqual(&budget.Status, status) {
		log.V(1).Info("status unchanged")
		return ctrl.Result{}, nil
	}
	budget.Status = *status
	if err := r.Status().Update(ctx, &budget); err != nil {
		return ctrl.Result{}, err
	}
	log.Info("budget updated", "pods", status.Pods, "cpu", status.CPUPercent, "withinBudget", cond.Status)
	return ctrl.Result{}, nil
}

// writeReport keeps the report ConfigMap, through the dynamic client, as unstructured data.
func (r *BudgetReconciler) writeReport(ctx context.Context, budget *capacityv1alpha1.Budget, status *capacityv1alpha1.BudgetStatus) error {
	cms := r.Dynamic.Resource(configMaps).Namespace(budget.Namespace)
	name := budget.Spec.ReportName
	line := func(list corev1.ResourceList) string {
		keys := make([]string, 0, len(list))
		for k := range list {
			keys = append(keys, string(k))
		}
		sort.Strings(keys)
		parts := make([]string, 0, len(keys))
		for _, k := range keys {
			q := list[corev1.ResourceName(k)]
			parts = append(parts, k+"="+q.String())
		}
		return strings.Join(parts, ",")
	}
	entry := fmt.Sprintf("used %s; headroom %s", line(status.Used), line(status.Headroom))

	err := retry.RetryOnConflict(retry.DefaultRetry, func() error {
		report, err := cms.Get(ctx, name, metav1.GetOptions{})
		if apierrors.IsNotFound(err) {
			report = &unstructured.Unstructured{}
			report.SetAPIVersion("v1")
			report.SetKind("ConfigMap")
			report.SetName(name)
			report.SetLabels(map[string]string{"capacity.example.org/report": "true"})
			if err := unstructured.SetNestedField(report.Object, entry, "data", budget.Name); err != nil {
				return err
			}
			_, err = cms.Create(ctx, report, metav1.CreateOptions{FieldManager: "budget-operator"})
			return err
		}
		if err != nil {
			return err
		}
		old, _, err := unstructured.NestedString(report.Object, "data", budget.Name)
		if err != nil {
			return err
		}
		if old == entry {
			return nil
		}
		if err := unstructured.SetNestedField(report.Object, entry, "data", budget.Name); err != nil {
			return err
		}
		_, err = cms.Update(ctx, report, metav1.UpdateOptions{FieldManager: "budget-operator"})
		return err
	})
	if err != nil {
		return err
	}
	// The report is read by a sidecar that expects it present before the status says so.
	return wait.PollUntilContextTimeout(ctx, 200*time.Millisecond, 5*time.Second, true, func(ctx context.Context) (bool, error) {
		report, err := cms.Get(ctx, name, metav1.GetOptions{})
		if err != nil {
			return false, client.IgnoreNotFound(err)
		}
		got, found, err := unstructured.NestedString(report.Object, "data", budget.Name)
		return found && got == entry, err
	})
}

// budgetsForPod maps a pod to the Budgets of its namespace whose selector matches it.
func (r *BudgetReconciler) budgetsForPod(ctx context.Context, obj client.Object) []reconcile.Request {
	var budgets capacityv1alpha1.BudgetList
	if err := r.List(ctx, &budgets, client.InNamespace(obj.GetNamespace())); err != nil {
		return nil
	}
	var reqs []reconcile.Request
	for _, b := range budgets.Items {
		if labels.SelectorFromSet(b.Spec.Selector).Matches(labels.Set(obj.GetLabels())) {
			reqs = append(reqs, reconcile.Request{NamespacedName: client.ObjectKeyFromObject(&b)})
		}
	}
	return reqs
}

// SetupWithManager sets up the controller with the Manager.
func (r *BudgetReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&capacityv1alpha1.Budget{}).
		Watches(&corev1.Pod{}, handler.EnqueueRequestsFromMapFunc(r.budgetsForPod)).
		Named("budget").
		Complete(r)
}
