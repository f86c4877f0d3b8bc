package v1alpha1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// SecretReference names the Secret to copy.
type SecretReference struct {
	Namespace string `json:"namespace"`
	Name      string `json:"name"`
}

// SecretMirrorSpec defines the desired state of SecretMirror
type SecretMirrorSpec struct {
	// Source is the Secret copied into every selected namespace.
	Source SecretReference `json:"source"`

	// NamespaceSelector selects the namespaces that get a copy.
	NamespaceSelector metav1.LabelSelector `json:"namespaceSelector"`
}

// SecretMirrorStatus defines the observed state of SecretMirror
type SecretMirrorStatus struct {
	// Namespaces holding an up-to-date copy.
	Namespaces []string `json:"namespaces,omitempty"`

	Conditions []metav1.Condition `json:"conditions,omitempty"`
}

//+kubebuilder:object:root=true
//+kubebuilder:subresource:status
//+kubebuilder:resource:scope=Cluster,shortName=smir

// SecretMirror is the Schema for the secretmirrors API
type SecretMirror struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec   SecretMirrorSpec   `json:"spec,omitempty"`
	Status SecretMirrorStatus `json:"status,omitempty"`
}

//+kubebuilder:object:root=true

// SecretMirrorList contains a list of SecretMirror
type SecretMirrorList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []SecretMirror `json:"items"`
}

func init() {
	SchemeBuilder.Register(&SecretMirror{}, &SecretMirrorList{})
}
