package v1alpha1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
)

// RelaySpec defines the desired state of Relay.
type RelaySpec struct {
	// Image of the relay container.
	Image string `json:"image"`

	// Replicas of the relay Deployment.
	// +kubebuilder:default=1
	// +kubebuilder:validation:Minimum=0
	// +optional
	Replicas *int32 `json:"replicas,omitempty"`

	// Routes are written to the relay's ConfigMap, one key per route.
	// +optional
	Routes map[string]string `json:"routes,omitempty"`

	// PodOverrides is a strategic merge patch applied to the generated pod template
	// (add a sidecar, set resources, a node selector, ...).
	// +kubebuilder:pruning:PreserveUnknownFields
	// +optional
	PodOverrides *runtime.RawExtension `json:"podOverrides,omitempty"`
}

// RelayStatus defines the observed state of Relay.
type RelayStatus struct {
	// ObservedGeneration is the generation last reconciled.
	// +optional
	ObservedGeneration int64 `json:"observedGeneration,omitempty"`

	// LastPatch is the strategic merge patch last sent for the Deployment.
	// +optional
	LastPatch string `json:"lastPatch,omitempty"`

	// +optional
	Conditions []metav1.Condition `json:"conditions,omitempty"`
}

// +kubebuilder:object:root=true
// +kubebuilder:subresource:status
// +kubebuilder:printcolumn:name="Image",type=string,JSONPath=`.spec.image`

// Relay is the Schema for the relays API.
type Relay struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec   RelaySpec   `json:"spec,omitempty"`
	Status RelayStatus `json:"status,omitempty"`
}

// +kubebuilder:object:root=true

// RelayList contains a list of Relay.
type RelayList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Relay `json:"items"`
}

func init() {
	SchemeBuilder.Register(&Relay{}, &RelayList{})
}
