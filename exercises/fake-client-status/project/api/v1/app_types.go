package v1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// AppSpec defines the desired state of App.
type AppSpec struct {
	// Version is the application version to run.
	// +kubebuilder:validation:MinLength=1
	Version string `json:"version"`
}

// AppStatus defines the observed state of App.
type AppStatus struct {
	// Phase is Pending until the reconciler has seen the App, then Ready.
	// +kubebuilder:validation:Enum=Pending;Ready
	Phase string `json:"phase,omitempty"`
	// Version is the version the reconciler last rolled out.
	Version string `json:"version,omitempty"`
}

// +kubebuilder:object:root=true
// +kubebuilder:subresource:status

// App is the Schema for the apps API.
type App struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec   AppSpec   `json:"spec,omitempty"`
	Status AppStatus `json:"status,omitempty"`
}

// +kubebuilder:object:root=true

// AppList contains a list of App.
type AppList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []App `json:"items"`
}

func init() {
	SchemeBuilder.Register(&App{}, &AppList{})
}
