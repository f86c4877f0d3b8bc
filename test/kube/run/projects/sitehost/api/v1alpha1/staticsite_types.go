package v1alpha1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// StaticSiteSpec defines the desired state of StaticSite.
type StaticSiteSpec struct {
	// ContentRef names the ConfigMap in the same namespace that holds the pages.
	// +kubebuilder:validation:MinLength=1
	ContentRef string `json:"contentRef"`

	// Replicas of the nginx Deployment.
	// +kubebuilder:validation:Minimum=0
	// +kubebuilder:validation:Maximum=10
	// +kubebuilder:default=1
	// +optional
	Replicas *int32 `json:"replicas,omitempty"`

	// Image serves the pages.
	// +kubebuilder:default="nginx:1.27-alpine"
	// +optional
	Image string `json:"image,omitempty"`
}

// StaticSiteStatus defines the observed state of StaticSite.
type StaticSiteStatus struct {
	// ContentHash is the hash of the content the pods were last rolled with.
	// +optional
	ContentHash string `json:"contentHash,omitempty"`

	// ObservedGeneration is the generation the status was computed for.
	// +optional
	ObservedGeneration int64 `json:"observedGeneration,omitempty"`

	// +listType=map
	// +listMapKey=type
	// +optional
	Conditions []metav1.Condition `json:"conditions,omitempty"`
}

// +kubebuilder:object:root=true
// +kubebuilder:subresource:status
// +kubebuilder:printcolumn:name="Content",type=string,JSONPath=`.spec.contentRef`
// +kubebuilder:printcolumn:name="Ready",type=string,JSONPath=`.status.conditions[?(@.type=="Ready")].status`

// StaticSite is the Schema for the staticsites API.
type StaticSite struct {
	metav1.TypeMeta `json:",inline"`

	// metadata is a standard object metadata
	// +optional
	metav1.ObjectMeta `json:"metadata,omitempty"`

	// spec defines the desired state of StaticSite
	// +required
	Spec StaticSiteSpec `json:"spec"`

	// status defines the observed state of StaticSite
	// +optional
	Status StaticSiteStatus `json:"status,omitempty"`
}

// +kubebuilder:object:root=true

// StaticSiteList contains a list of StaticSite.
type StaticSiteList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []StaticSite `json:"items"`
}

func init() {
	SchemeBuilder.Register(&StaticSite{}, &StaticSiteList{})
}
