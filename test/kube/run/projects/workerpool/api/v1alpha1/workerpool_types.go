package v1alpha1

import (
	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// WorkerPoolSpec defines the desired state of WorkerPool
type WorkerPoolSpec struct {
	// Queue the workers consume.
	// +kubebuilder:validation:Pattern=`^[a-z0-9-]+$`
	Queue string `json:"queue"`

	// Workers is the number of worker pods.
	// +kubebuilder:validation:Minimum=1
	// +kubebuilder:default=2
	Workers int32 `json:"workers,omitempty"`

	// Image of the worker.
	Image string `json:"image"`

	// CredentialsSecret names a Secret with the broker credentials, mounted as env.
	// +optional
	CredentialsSecret string `json:"credentialsSecret,omitempty"`

	// Resources of each worker container.
	// +optional
	Resources corev1.ResourceRequirements `json:"resources,omitempty"`

	// Paused stops reconciling the workers (scaled to zero).
	// +optional
	Paused bool `json:"paused,omitempty"`
}

// WorkerPoolStatus defines the observed state of WorkerPool
type WorkerPoolStatus struct {
	// +operator-sdk:csv:customresourcedefinitions:type=status
	Conditions []metav1.Condition `json:"conditions,omitempty" patchStrategy:"merge" patchMergeKey:"type"`

	// ReadyWorkers counts the worker pods that are Ready.
	ReadyWorkers int32 `json:"readyWorkers,omitempty"`

	// SecretVersion is the resourceVersion of the credentials Secret the workers run with.
	SecretVersion string `json:"secretVersion,omitempty"`
}

// +kubebuilder:object:root=true
// +kubebuilder:subresource:status
// +kubebuilder:subresource:scale:specpath=.spec.workers,statuspath=.status.readyWorkers
// +kubebuilder:printcolumn:name="Queue",type=string,JSONPath=`.spec.queue`
// +kubebuilder:printcolumn:name="Workers",type=integer,JSONPath=`.spec.workers`
// +kubebuilder:printcolumn:name="Ready",type=integer,JSONPath=`.status.readyWorkers`

// WorkerPool is the Schema for the workerpools API
type WorkerPool struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec   WorkerPoolSpec   `json:"spec,omitempty"`
	Status WorkerPoolStatus `json:"status,omitempty"`
}

// +kubebuilder:object:root=true

// WorkerPoolList contains a list of WorkerPool
type WorkerPoolList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []WorkerPool `json:"items"`
}

func init() {
	SchemeBuilder.Register(&WorkerPool{}, &WorkerPoolList{})
}
