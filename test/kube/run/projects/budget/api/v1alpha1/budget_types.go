package v1alpha1

import (
	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/util/intstr"
)

// BudgetSpec defines the desired state of Budget.
type BudgetSpec struct {
	// Selector picks the pods, in the Budget's namespace, whose requests count against it.
	Selector map[string]string `json:"selector"`

	// Limits is the budget: the sum of the selected pods' requests.
	Limits corev1.ResourceList `json:"limits"`

	// Overcommit allowed above Limits, an absolute CPU amount in millicores or a percentage.
	// +kubebuilder:validation:XIntOrString
	// +optional
	Overcommit *intstr.IntOrString `json:"overcommit,omitempty"`

	// ReportName is the ConfigMap the budget report is written to.
	// +kubebuilder:default=budget-report
	// +optional
	ReportName string `json:"reportName,omitempty"`
}

// BudgetStatus defines the observed state of Budget.
type BudgetStatus struct {
	// +optional
	Pods int32 `json:"pods,omitempty"`
	// +optional
	Used corev1.ResourceList `json:"used,omitempty"`
	// +optional
	Headroom corev1.ResourceList `json:"headroom,omitempty"`
	// +optional
	CPUPercent string `json:"cpuPercent,omitempty"`
	// +optional
	Conditions []metav1.Condition `json:"conditions,omitempty"`
}

// +kubebuilder:object:root=true
// +kubebuilder:subresource:status
// +kubebuilder:printcolumn:name="Pods",type=integer,JSONPath=`.status.pods`
// +kubebuilder:printcolumn:name="CPU",type=string,JSONPath=`.status.cpuPercent`

// Budget is the Schema for the budgets API.
type Budget struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec   BudgetSpec   `json:"spec,omitempty"`
	Status BudgetStatus `json:"status,omitempty"`
}

// +kubebuilder:object:root=true

// BudgetList contains a list of Budget.
type BudgetList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Budget `json:"items"`
}

func init() {
	SchemeBuilder.Register(&Budget{}, &BudgetList{})
}
