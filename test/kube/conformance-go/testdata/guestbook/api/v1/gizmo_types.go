package v1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// GizmoSpec defines the desired state of Gizmo.
type GizmoSpec struct {
	Color string `json:"color,omitempty"`
}

// +kubebuilder:object:root=true

// Gizmo holds its required spec by pointer without omitempty: a nil Spec is sent as "spec": null.
type Gizmo struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec *GizmoSpec `json:"spec"`
}

// +kubebuilder:object:root=true

// GizmoList contains a list of Gizmo.
type GizmoList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Gizmo `json:"items"`
}

func init() {
	SchemeBuilder.Register(&Gizmo{}, &GizmoList{})
}
