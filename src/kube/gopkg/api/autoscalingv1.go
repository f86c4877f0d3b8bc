// k8s.io/api autoscaling/v1 types.go (v0.36): every type, field and constant with the real names, json tags
// and values (doc comments omitted).

package v1

import (
	v1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/api/resource"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
)

type CrossVersionObjectReference struct {
	Kind       string `json:"kind"`
	Name       string `json:"name"`
	APIVersion string `json:"apiVersion,omitempty"`
}

type HorizontalPodAutoscalerSpec struct {
	ScaleTargetRef                 CrossVersionObjectReference `json:"scaleTargetRef"`
	MinReplicas                    *int32                      `json:"minReplicas,omitempty"`
	MaxReplicas                    int32                       `json:"maxReplicas"`
	TargetCPUUtilizationPercentage *int32                      `json:"targetCPUUtilizationPercentage,omitempty"`
}

type HorizontalPodAutoscalerStatus struct {
	ObservedGeneration              *int64       `json:"observedGeneration,omitempty"`
	LastScaleTime                   *metav1.Time `json:"lastScaleTime,omitempty"`
	CurrentReplicas                 int32        `json:"currentReplicas"`
	DesiredReplicas                 int32        `json:"desiredReplicas"`
	CurrentCPUUtilizationPercentage *int32       `json:"currentCPUUtilizationPercentage,omitempty"`
}

type HorizontalPodAutoscaler struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              HorizontalPodAutoscalerSpec   `json:"spec,omitempty"`
	Status            HorizontalPodAutoscalerStatus `json:"status,omitempty"`
}

type HorizontalPodAutoscalerList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []HorizontalPodAutoscaler `json:"items"`
}

type Scale struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              ScaleSpec   `json:"spec,omitempty"`
	Status            ScaleStatus `json:"status,omitempty"`
}

type ScaleSpec struct {
	Replicas int32 `json:"replicas,omitempty"`
}

type ScaleStatus struct {
	Replicas int32  `json:"replicas"`
	Selector string `json:"selector,omitempty"`
}

type MetricSourceType string

const (
	ObjectMetricSourceType            MetricSourceType = "Object"
	PodsMetricSourceType              MetricSourceType = "Pods"
	ResourceMetricSourceType          MetricSourceType = "Resource"
	ContainerResourceMetricSourceType MetricSourceType = "ContainerResource"
	ExternalMetricSourceType          MetricSourceType = "External"
)

type MetricSpec struct {
	Type              MetricSourceType               `json:"type"`
	Object            *ObjectMetricSource            `json:"object,omitempty"`
	Pods              *PodsMetricSource              `json:"pods,omitempty"`
	Resource          *ResourceMetricSource          `json:"resource,omitempty"`
	ContainerResource *ContainerResourceMetricSource `json:"containerResource,omitempty"`
	External          *ExternalMetricSource          `json:"external,omitempty"`
}

type ObjectMetricSource struct {
	Target       CrossVersionObjectReference `json:"target"`
	MetricName   string                      `json:"metricName"`
	TargetValue  resource.Quantity           `json:"targetValue"`
	Selector     *metav1.LabelSelector       `json:"selector,omitempty"`
	AverageValue *resource.Quantity          `json:"averageValue,omitempty"`
}

type PodsMetricSource struct {
	MetricName         string                `json:"metricName"`
	TargetAverageValue resource.Quantity     `json:"targetAverageValue"`
	Selector           *metav1.LabelSelector `json:"selector,omitempty"`
}

type ResourceMetricSource struct {
	Name                     v1.ResourceName    `json:"name"`
	TargetAverageUtilization *int32             `json:"targetAverageUtilization,omitempty"`
	TargetAverageValue       *resource.Quantity `json:"targetAverageValue,omitempty"`
}

type ContainerResourceMetricSource struct {
	Name                     v1.ResourceName    `json:"name"`
	TargetAverageUtilization *int32             `json:"targetAverageUtilization,omitempty"`
	TargetAverageValue       *resource.Quantity `json:"targetAverageValue,omitempty"`
	Container                string             `json:"container"`
}

type ExternalMetricSource struct {
	MetricName         string                `json:"metricName"`
	MetricSelector     *metav1.LabelSelector `json:"metricSelector,omitempty"`
	TargetValue        *resource.Quantity    `json:"targetValue,omitempty"`
	TargetAverageValue *resource.Quantity    `json:"targetAverageValue,omitempty"`
}

type MetricStatus struct {
	Type              MetricSourceType               `json:"type"`
	Object            *ObjectMetricStatus            `json:"object,omitempty"`
	Pods              *PodsMetricStatus              `json:"pods,omitempty"`
	Resource          *ResourceMetricStatus          `json:"resource,omitempty"`
	ContainerResource *ContainerResourceMetricStatus `json:"containerResource,omitempty"`
	External          *ExternalMetricStatus          `json:"external,omitempty"`
}

type HorizontalPodAutoscalerConditionType string

const (
	ScalingActive  HorizontalPodAutoscalerConditionType = "ScalingActive"
	AbleToScale    HorizontalPodAutoscalerConditionType = "AbleToScale"
	ScalingLimited HorizontalPodAutoscalerConditionType = "ScalingLimited"
	ScaledToZero   HorizontalPodAutoscalerConditionType = "ScaledToZero"
)

type HorizontalPodAutoscalerCondition struct {
	Type               HorizontalPodAutoscalerConditionType `json:"type"`
	Status             v1.ConditionStatus                   `json:"status"`
	LastTransitionTime metav1.Time                          `json:"lastTransitionTime,omitempty"`
	Reason             string                               `json:"reason,omitempty"`
	Message            string                               `json:"message,omitempty"`
}

type ObjectMetricStatus struct {
	Target       CrossVersionObjectReference `json:"target"`
	MetricName   string                      `json:"metricName"`
	CurrentValue resource.Quantity           `json:"currentValue"`
	Selector     *metav1.LabelSelector       `json:"selector,omitempty"`
	AverageValue *resource.Quantity          `json:"averageValue,omitempty"`
}

type PodsMetricStatus struct {
	MetricName          string                `json:"metricName"`
	CurrentAverageValue resource.Quantity     `json:"currentAverageValue"`
	Selector            *metav1.LabelSelector `json:"selector,omitempty"`
}

type ResourceMetricStatus struct {
	Name                      v1.ResourceName   `json:"name"`
	CurrentAverageUtilization *int32            `json:"currentAverageUtilization,omitempty"`
	CurrentAverageValue       resource.Quantity `json:"currentAverageValue"`
}

type ContainerResourceMetricStatus struct {
	Name                      v1.ResourceName   `json:"name"`
	CurrentAverageUtilization *int32            `json:"currentAverageUtilization,omitempty"`
	CurrentAverageValue       resource.Quantity `json:"currentAverageValue"`
	Container                 string            `json:"container"`
}

type ExternalMetricStatus struct {
	MetricName          string                `json:"metricName"`
	MetricSelector      *metav1.LabelSelector `json:"metricSelector,omitempty"`
	CurrentValue        resource.Quantity     `json:"currentValue"`
	CurrentAverageValue *resource.Quantity    `json:"currentAverageValue,omitempty"`
}
