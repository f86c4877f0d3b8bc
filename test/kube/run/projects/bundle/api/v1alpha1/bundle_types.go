package v1alpha1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// BundleSpec defines the desired state of Bundle.
type BundleSpec struct {
	// Image of the web tier.
	Image string `json:"image"`

	// Replicas of the web tier.
	// +kubebuilder:default=1
	// +optional
	Replicas int32 `json:"replicas,omitempty"`

	// Greeting is passed to the web tier (GREETING).
	// +optional
	Greeting string `json:"greeting,omitempty"`
}

// BundleStatus defines the observed state of Bundle.
type BundleStatus struct {
	// Applied lists the objects rendered from the manifests, as Kind/name.
	// +optional
	Applied []string `json:"applied,omitempty"`

	// +optional
	Conditions []metav1.Condition `json:"conditions,omitempty"`
}

// +kubebuilder:object:root=true
// +kubebuilder:subresource:status

// Bundle is the Schema for the bundles API.
type Bundle struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec   BundleSpec   `json:"spec,omitempty"`
	Status BundleStatus `json:"status,omitempty"`
}

// +kubebuilder:object:root=true

// BundleList contains a list of Bundle.
type BundleList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Bundle `json:"items"`
}

func init() {
	SchemeBuilder.Register(&Bundle{}, &BundleList{})
}
