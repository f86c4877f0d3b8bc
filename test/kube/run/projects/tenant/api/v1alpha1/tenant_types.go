package v1alpha1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// TenantQuota bounds what a tenant's namespace may hold.
type TenantQuota struct {
	// Pods is the most pods the namespace may run.
	// +kubebuilder:validation:Minimum=0
	Pods int32 `json:"pods"`
}

// TenantSpec defines the desired state of Tenant
type TenantSpec struct {
	// DisplayName is shown on the namespace.
	// +optional
	DisplayName string `json:"displayName,omitempty"`

	// Quota of the tenant's namespace.
	Quota TenantQuota `json:"quota"`
}

// TenantStatus defines the observed state of Tenant
type TenantStatus struct {
	// Namespace is the namespace the tenant got.
	// +optional
	Namespace string `json:"namespace,omitempty"`

	// Conditions store the status conditions of the Tenant instances
	// +operator-sdk:csv:customresourcedefinitions:type=status
	// +optional
	Conditions []metav1.Condition `json:"conditions,omitempty" patchStrategy:"merge" patchMergeKey:"type" protobuf:"bytes,1,rep,name=conditions"`
}

// +kubebuilder:object:root=true
// +kubebuilder:subresource:status
// +kubebuilder:resource:scope=Cluster
// +kubebuilder:printcolumn:name="Namespace",type=string,JSONPath=`.status.namespace`
// +kubebuilder:printcolumn:name="Available",type=string,JSONPath=`.status.conditions[?(@.type=="Available")].status`

// Tenant is the Schema for the tenants API
type Tenant struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec   TenantSpec   `json:"spec,omitempty"`
	Status TenantStatus `json:"status,omitempty"`
}

// +kubebuilder:object:root=true

// TenantList contains a list of Tenant
type TenantList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Tenant `json:"items"`
}

func init() {
	SchemeBuilder.Register(&Tenant{}, &TenantList{})
}
