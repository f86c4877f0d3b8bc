package controller

import (
	"context"
	"fmt"

	appsv1 "k8s.io/api/apps/v1"
	autoscalingv2 "k8s.io/api/autoscaling/v2"
	corev1 "k8s.io/api/core/v1"
	policyv1 "k8s.io/api/policy/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/api/meta"
	"k8s.io/apimachinery/pkg/api/resource"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/types"
	"k8s.io/apimachinery/pkg/util/intstr"
	"k8s.io/apimachinery/pkg/util/uuid"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/builder"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/controller/controllerutil"
	"sigs.k8s.io/controller-runtime/pkg/event"
	"sigs.k8s.io/controller-runtime/pkg/handler"
	"sigs.k8s.io/controller-runtime/pkg/log"
	"sigs.k8s.io/controller-runtime/pkg/predicate"
	"sigs.k8s.io/controller-runtime/pkg/reconcile"
	"sigs.k8s.io/yaml"

	webv1beta1 "github.com/northwind/webtier-operator/api/v1beta1"
)

const (
	settingsRefField  = ".spec.settingsRef"
	settingsKey       = "settings.yaml"
	rolloutAnnotation = "web.northwind.dev/rollout-id"
	settingsHashAnno  = "web.northwind.dev/settings"
)

// Settings is what a settings ConfigMap's settings.yaml holds.
type Settings struct {
	LogLevel string            `json:"logLevel"`
	Workers  int               `json:"workers"`
	Port     int32             `json:"port,omitempty"`
	Headers  map[string]string `json:"headers,omitempty"`
}

// WebTierReconciler reconciles a WebTier object.
type WebTierReconciler struct {
	client.Client
	Scheme *runtime.Scheme
}

// +kubebuilder:rbac:groups=web.northwind.dev,resources=webtiers,verbs=get;list;watch;update;patch
// +kubebuilder:rbac:groups=web.northwind.dev,resources=webtiers/status,verbs=get;update;patch
// +kubebuilder:rbac:groups="",resources=configmaps,verbs=get;list;watch
// +kubebuilder:rbac:groups=apps,resources=deployments,verbs=get;list;watch;create;update;patch;delete
// +kubebuilder:rbac:groups=autoscaling,resources=horizontalpodautoscalers,verbs=get;list;watch;create;update;patch;delete
// +kubebuilder:rbac:groups=policy,resources=poddisruptionbudgets,verbs=get;list;watch;create;update;patch;delete

func (r *WebTierReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	logger := log.FromContext(ctx)

	var tier webv1beta1.WebTier
	if err := r.Get(ctx, req.NamespacedName, &tier); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	settings, rendered, err := r.loadSettings(ctx, &tier)
	if err != nil {
		meta.SetStatusCondition(&tier.Status.Conditions, metav1.Condition{
			Type:               "Available",
			Status:             metav1.ConditionFalse,
			Reason:             "InvalidSettings",
			Message:            err.Error(),
			ObservedGeneration: tier.Generation,
		})
		if uerr := r.Status().Update(ctx, &tier); uerr != nil {
			return ctrl.Result{}, uerr
		}
		logger.Info("settings rejected", "configMap", tier.Spec.SettingsRef, "reason", err.Error())
		return ctrl.Result{}, nil
	}

	if tier.Status.RolloutID == "" || tier.Annotations[settingsHashAnno] != rendered {
		tier.Status.RolloutID = string(uuid.NewUUID())
	}

	// Limits are twice the request.
	limit := tier.Spec.CPUPerReplica.DeepCopy()
	limit.Add(tier.Spec.CPUPerReplica)

	deploy := &appsv1.Deployment{ObjectMeta: metav1.ObjectMeta{Name: tier.Name, Namespace: tier.Namespace}}
	op, err := controllerutil.CreateOrUpdate(ctx, r.Client, deploy, func() error {
		labels := map[string]string{"app.kubernetes.io/name": "webtier", "app.kubernetes.io/instance": tier.Name}
		if deploy.Spec.Selector == nil {
			deploy.Spec.Selector = &metav1.LabelSelector{MatchLabels: labels}
		}
		if deploy.Spec.Replicas == nil {
			replicas := tier.Spec.MinReplicas
			deploy.Spec.Replicas = &replicas
		}
		deploy.Spec.Template.Labels = labels
		if deploy.Spec.Template.Annotations == nil {
			deploy.Spec.Template.Annotations = map[string]string{}
		}
		deploy.Spec.Template.Annotations[rolloutAnnotation] = tier.Status.RolloutID
		port := settings.Port
		if port == 0 {
			port = 8080
		}
		env := []corev1.EnvVar{
			{Name: "LOG_LEVEL", Value: settings.LogLevel},
			{Name: "WORKERS", Value: fmt.Sprint(settings.Workers)},
		}
		if len(deploy.Spec.Template.Spec.Containers) == 0 {
			deploy.Spec.Template.Spec.Containers = []corev1.Container{{Name: "web"}}
		}
		c := &deploy.Spec.Template.Spec.Containers[0]
		c.Image = tier.Spec.Image
		c.Env = env
		c.Ports = []corev1.ContainerPort{{Name: "http", ContainerPort: port, Protocol: corev1.ProtocolTCP}}
		c.Resources = corev1.ResourceRequirements{
			Requests: corev1.ResourceList{corev1.ResourceCPU: tier.Spec.CPUPerReplica},
			Limits:   corev1.ResourceList{corev1.ResourceCPU: limit},
		}
		return controllerutil.SetControllerReference(&tier, deploy, r.Scheme)
	})
	if err != nil {
		return ctrl.Result{}, err
	}
	if op != controllerutil.OperationResultNone {
		logger.Info("deployment reconciled", "operation", op, "cpuLimit", limit.String())
	}

	target := int32(70)
	if tier.Spec.TargetCPUUtilization != nil {
		target = *tier.Spec.TargetCPUUtilization
	}
	hpa := &autoscalingv2.HorizontalPodAutoscaler{ObjectMeta: metav1.ObjectMeta{Name: tier.Name, Namespace: tier.Namespace}}
	if _, err := controllerutil.CreateOrUpdate(ctx, r.Client, hpa, func() error {
		hpa.Spec.ScaleTargetRef = autoscalingv2.CrossVersionObjectReference{
			APIVersion: "apps/v1",
			Kind:       "Deployment",
			Name:       deploy.Name,
		}
		minReplicas := tier.Spec.MinReplicas
		hpa.Spec.MinReplicas = &minReplicas
		hpa.Spec.MaxReplicas = tier.Spec.MaxReplicas
		hpa.Spec.Metrics = []autoscalingv2.MetricSpec{{
			Type: autoscalingv2.ResourceMetricSourceType,
			Resource: &autoscalingv2.ResourceMetricSource{
				Name: corev1.ResourceCPU,
				Target: autoscalingv2.MetricTarget{
					Type:               autoscalingv2.UtilizationMetricType,
					AverageUtilization: &target,
				},
			},
		}}
		return controllerutil.SetControllerReference(&tier, hpa, r.Scheme)
	}); err != nil {
		return ctrl.Result{}, err
	}

	maxUnavailable := intstr.FromString("25%")
	if tier.Spec.MaxUnavailable != nil {
		maxUnavailable = *tier.Spec.MaxUnavailable
	}
	budget, err := intstr.GetScaledValueFromIntOrPercent(&maxUnavailable, int(tier.Spec.MinReplicas), false)
	if err != nil {
		return ctrl.Result{}, fmt.Errorf("maxUnavailable: %w", err)
	}
	pdb := &policyv1.PodDisruptionBudget{ObjectMeta: metav1.ObjectMeta{Name: tier.Name, Namespace: tier.Namespace}}
	if _, err := controllerutil.CreateOrUpdate(ctx, r.Client, pdb, func() error {
		pdb.Spec.MaxUnavailable = &maxUnavailable
		pdb.Spec.Selector = deploy.Spec.Selector.DeepCopy()
		return controllerutil.SetControllerReference(&tier, pdb, r.Scheme)
	}); err != nil {
		return ctrl.Result{}, err
	}

	// CPU reserved at the ceiling: the request times maxReplicas.
	reserved := resource.NewMilliQuantity(tier.Spec.CPUPerReplica.MilliValue()*int64(tier.Spec.MaxReplicas), resource.DecimalSI)

	if tier.Annotations[settingsHashAnno] != rendered {
		patch := client.MergeFrom(tier.DeepCopy())
		if tier.Annotations == nil {
			tier.Annotations = map[string]string{}
		}
		tier.Annotations[settingsHashAnno] = rendered
		status := tier.Status.DeepCopy()
		if err := r.Patch(ctx, &tier, patch); err != nil {
			return ctrl.Result{}, err
		}
		tier.Status = *status
	}

	tier.Status.ReservedCPU = reserved
	tier.Status.DisruptionBudget = int32(budget)
	meta.SetStatusCondition(&tier.Status.Conditions, metav1.Condition{
		Type:               "Available",
		Status:             metav1.ConditionTrue,
		Reason:             "Reconciled",
		Message:            fmt.Sprintf("%d-%d replicas at %s CPU each", tier.Spec.MinReplicas, tier.Spec.MaxReplicas, tier.Spec.CPUPerReplica.String()),
		ObservedGeneration: tier.Generation,
	})
	if err := r.Status().Update(ctx, &tier); err != nil {
		if apierrors.IsConflict(err) {
			return ctrl.Result{Requeue: true}, nil
		}
		return ctrl.Result{}, err
	}
	logger.Info("webtier ready", "rolloutID", tier.Status.RolloutID, "reservedCPU", reserved.String(), "budget", budget)
	return ctrl.Result{}, nil
}

// loadSettings reads the referenced ConfigMap's settings.yaml and renders it back in canonical form.
func (r *WebTierReconciler) loadSettings(ctx context.Context, tier *webv1beta1.WebTier) (Settings, string, error) {
	var cm corev1.ConfigMap
	if err := r.Get(ctx, types.NamespacedName{Namespace: tier.Namespace, Name: tier.Spec.SettingsRef}, &cm); err != nil {
		return Settings{}, "", err
	}
	raw, ok := cm.Data[settingsKey]
	if !ok {
		return Settings{}, "", fmt.Errorf("configmap %s has no %s", cm.Name, settingsKey)
	}
	var s Settings
	if err := yaml.UnmarshalStrict([]byte(raw), &s); err != nil {
		return Settings{}, "", err
	}
	if s.Workers <= 0 {
		s.Workers = 1
	}
	out, err := yaml.Marshal(s)
	if err != nil {
		return Settings{}, "", err
	}
	return s, string(out), nil
}

// SetupWithManager sets up the controller with the Manager.
func (r *WebTierReconciler) SetupWithManager(mgr ctrl.Manager) error {
	if err := mgr.GetFieldIndexer().IndexField(context.Background(), &webv1beta1.WebTier{}, settingsRefField, func(o client.Object) []string {
		tier := o.(*webv1beta1.WebTier)
		if tier.Spec.SettingsRef == "" {
			return nil
		}
		return []string{tier.Spec.SettingsRef}
	}); err != nil {
		return err
	}

	settingsChanged := predicate.Funcs{
		CreateFunc:  func(event.CreateEvent) bool { return true },
		DeleteFunc:  func(event.DeleteEvent) bool { return true },
		GenericFunc: func(event.GenericEvent) bool { return false },
		UpdateFunc: func(e event.UpdateEvent) bool {
			oldCM, ok1 := e.ObjectOld.(*corev1.ConfigMap)
			newCM, ok2 := e.ObjectNew.(*corev1.ConfigMap)
			return ok1 && ok2 && oldCM.Data[settingsKey] != newCM.Data[settingsKey]
		},
	}

	return ctrl.NewControllerManagedBy(mgr).
		For(&webv1beta1.WebTier{}, builder.WithPredicates(predicate.GenerationChangedPredicate{})).
		Owns(&appsv1.Deployment{}).
		Owns(&autoscalingv2.HorizontalPodAutoscaler{}).
		Owns(&policyv1.PodDisruptionBudget{}).
		Watches(&corev1.ConfigMap{},
			handler.EnqueueRequestsFromMapFunc(r.tiersForSettings),
			builder.WithPredicates(settingsChanged)).
		Named("webtier").
		Complete(r)
}

func (r *WebTierReconciler) tiersForSettings(ctx context.Context, o client.Object) []reconcile.Request {
	var tiers webv1beta1.WebTierList
	if err := r.List(ctx, &tiers, client.InNamespace(o.GetNamespace()), client.MatchingFields{settingsRefField: o.GetName()}); err != nil {
		log.FromContext(ctx).Error(err, "listing webtiers for settings", "configMap", o.GetName())
		return nil
	}
	reqs := make([]reconcile.Request, 0, len(tiers.Items))
	for _, t := range tiers.Items {
		reqs = append(reqs, reconcile.Request{NamespacedName: types.NamespacedName{Namespace: t.Namespace, Name: t.Name}})
	}
	return reqs
}
