package v1alpha1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// RouteSpec defines the desired state of Route.
type RouteSpec struct {
	// GatewayRef names the Gateway, in the Route's namespace, that serves this route.
	// +kubebuilder:validation:MinLength=1
	GatewayRef string `json:"gatewayRef"`

	// +kubebuilder:validation:Pattern=`^[a-z0-9.-]+$`
	Host string `json:"host"`

	// +kubebuilder:default="/"
	// +optional
	PathPrefix string `json:"pathPrefix,omitempty"`

	// Backend is a Service name and port, "name:port".
	Backend string `json:"backend"`
}

// RouteStatus defines the observed state of Route.
type RouteStatus struct {
	// +listType=map
	// +listMapKey=type
	// +optional
	Conditions []metav1.Condition `json:"conditions,omitempty"`
}

// +kubebuilder:object:root=true
// +kubebuilder:subresource:status
// +kubebuilder:printcolumn:name="Gateway",type=string,JSONPath=`.spec.gatewayRef`
// +kubebuilder:printcolumn:name="Host",type=string,JSONPath=`.spec.host`
// +kubebuilder:printcolumn:name="Accepted",type=string,JSONPath=`.status.conditions[?(@.type=="Accepted")].status`

// Route is the Schema for the routes API.
type Route struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec   RouteSpec   `json:"spec,omitempty"`
	Status RouteStatus `json:"status,omitempty"`
}

// +kubebuilder:object:root=true

// RouteList contains a list of Route.
type RouteList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Route `json:"items"`
}

func init() {
	SchemeBuilder.Register(&Route{}, &RouteList{})
}
