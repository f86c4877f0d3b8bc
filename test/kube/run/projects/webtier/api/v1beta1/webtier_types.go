package v1beta1

import (
	"k8s.io/apimachinery/pkg/api/resource"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/util/intstr"
)

// WebTierSpec defines the desired state of WebTier.
type WebTierSpec struct {
	// Image is the web server image.
	Image string `json:"image"`

	// MinReplicas is the floor the autoscaler keeps.
	// +kubebuilder:validation:Minimum=1
	MinReplicas int32 `json:"minReplicas"`

	// MaxReplicas is the ceiling the autoscaler may reach.
	// +kubebuilder:validation:Minimum=1
	MaxReplicas int32 `json:"maxReplicas"`

	// CPUPerReplica is each replica's CPU request; the limit is twice the request.
	CPUPerReplica resource.Quantity `json:"cpuPerReplica"`

	// TargetCPUUtilization is the HPA's average utilization target, in percent.
	// +optional
	// +kubebuilder:default=70
	TargetCPUUtilization *int32 `json:"targetCPUUtilization,omitempty"`

	// MaxUnavailable bounds voluntary disruptions (an integer or a percentage).
	// +optional
	// +kubebuilder:validation:XIntOrString
	MaxUnavailable *intstr.IntOrString `json:"maxUnavailable,omitempty"`

	// SettingsRef names a ConfigMap in the same namespace whose settings.yaml configures the server.
	SettingsRef string `json:"settingsRef"`
}

// WebTierStatus defines the observed state of WebTier.
type WebTierStatus struct {
	// RolloutID changes each time the rendered settings change.
	// +optional
	RolloutID string `json:"rolloutID,omitempty"`

	// ReservedCPU is the CPU requested at the autoscaler's ceiling.
	// +optional
	ReservedCPU *resource.Quantity `json:"reservedCPU,omitempty"`

	// DisruptionBudget is maxUnavailable resolved against minReplicas.
	// +optional
	DisruptionBudget int32 `json:"disruptionBudget,omitempty"`

	// +optional
	// +listType=map
	// +listMapKey=type
	Conditions []metav1.Condition `json:"conditions,omitempty"`
}

// +kubebuilder:object:root=true
// +kubebuilder:subresource:status
// +kubebuilder:printcolumn:name="Min",type=integer,JSONPath=`.spec.minReplicas`
// +kubebuilder:printcolumn:name="Max",type=integer,JSONPath=`.spec.maxReplicas`
// +kubebuilder:printcolumn:name="Age",type=date,JSONPath=`.metadata.creationTimestamp`

// WebTier is the Schema for the webtiers API.
type WebTier struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec   WebTierSpec   `json:"spec,omitempty"`
	Status WebTierStatus `json:"status,omitempty"`
}

// +kubebuilder:object:root=true

// WebTierList contains a list of WebTier.
type WebTierList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []WebTier `json:"items"`
}

func init() {
	SchemeBuilder.Register(&WebTier{}, &WebTierList{})
}
