package v1alpha1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// ScrapeTargetSpec defines which pods Prometheus scrapes, and how.
type ScrapeTargetSpec struct {
	// Selector picks the Service(s) to scrape by label.
	Selector map[string]string `json:"selector"`
	// Port is the name of the Service port that serves metrics.
	Port string `json:"port"`
	// +kubebuilder:default="30s"
	// +optional
	Interval string `json:"interval,omitempty"`
}

// ScrapeTargetStatus defines the observed state of ScrapeTarget.
type ScrapeTargetStatus struct {
	// Mode is how the target is published: ServiceMonitor or ConfigMap.
	// +optional
	Mode string `json:"mode,omitempty"`
	// +optional
	Conditions []metav1.Condition `json:"conditions,omitempty"`
}

// +kubebuilder:object:root=true
// +kubebuilder:subresource:status
// +kubebuilder:printcolumn:name="Mode",type=string,JSONPath=`.status.mode`

// ScrapeTarget is the Schema for the scrapetargets API.
type ScrapeTarget struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec   ScrapeTargetSpec   `json:"spec,omitempty"`
	Status ScrapeTargetStatus `json:"status,omitempty"`
}

// +kubebuilder:object:root=true

// ScrapeTargetList contains a list of ScrapeTarget.
type ScrapeTargetList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []ScrapeTarget `json:"items"`
}

func init() {
	SchemeBuilder.Register(&ScrapeTarget{}, &ScrapeTargetList{})
}
