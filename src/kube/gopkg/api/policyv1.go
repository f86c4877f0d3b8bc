// k8s.io/api policy/v1 types.go (v0.36): every type, field and constant with the real names, json tags
// and values (doc comments omitted).

package v1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/util/intstr"
)

const (
	DisruptionBudgetCause metav1.CauseType = "DisruptionBudget"
)

type PodDisruptionBudgetSpec struct {
	MinAvailable               *intstr.IntOrString             `json:"minAvailable,omitempty"`
	Selector                   *metav1.LabelSelector           `json:"selector,omitempty" patchStrategy:"replace"`
	MaxUnavailable             *intstr.IntOrString             `json:"maxUnavailable,omitempty"`
	UnhealthyPodEvictionPolicy *UnhealthyPodEvictionPolicyType `json:"unhealthyPodEvictionPolicy,omitempty"`
}

type UnhealthyPodEvictionPolicyType string

const (
	IfHealthyBudget UnhealthyPodEvictionPolicyType = "IfHealthyBudget"
	AlwaysAllow     UnhealthyPodEvictionPolicyType = "AlwaysAllow"
)

type PodDisruptionBudgetStatus struct {
	ObservedGeneration int64                  `json:"observedGeneration,omitempty"`
	DisruptedPods      map[string]metav1.Time `json:"disruptedPods,omitempty"`
	DisruptionsAllowed int32                  `json:"disruptionsAllowed"`
	CurrentHealthy     int32                  `json:"currentHealthy"`
	DesiredHealthy     int32                  `json:"desiredHealthy"`
	ExpectedPods       int32                  `json:"expectedPods"`
	Conditions         []metav1.Condition     `json:"conditions,omitempty" patchStrategy:"merge" patchMergeKey:"type"`
}

const (
	DisruptionAllowedCondition = "DisruptionAllowed"
	SyncFailedReason           = "SyncFailed"
	SufficientPodsReason       = "SufficientPods"
	InsufficientPodsReason     = "InsufficientPods"
)

type PodDisruptionBudget struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              PodDisruptionBudgetSpec   `json:"spec,omitempty"`
	Status            PodDisruptionBudgetStatus `json:"status,omitempty"`
}

type PodDisruptionBudgetList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []PodDisruptionBudget `json:"items"`
}

type Eviction struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	DeleteOptions     *metav1.DeleteOptions `json:"deleteOptions,omitempty"`
}
