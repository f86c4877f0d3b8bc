// k8s.io/api coordination/v1 types.go (v0.36): every type, field and constant with the real names,
// json tags and values (doc comments omitted).

package v1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
)

type CoordinatedLeaseStrategy string

const (
	OldestEmulationVersion CoordinatedLeaseStrategy = "OldestEmulationVersion"
)

type Lease struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              LeaseSpec `json:"spec,omitempty"`
}

type LeaseSpec struct {
	HolderIdentity       *string                   `json:"holderIdentity,omitempty"`
	LeaseDurationSeconds *int32                    `json:"leaseDurationSeconds,omitempty"`
	AcquireTime          *metav1.MicroTime         `json:"acquireTime,omitempty"`
	RenewTime            *metav1.MicroTime         `json:"renewTime,omitempty"`
	LeaseTransitions     *int32                    `json:"leaseTransitions,omitempty"`
	Strategy             *CoordinatedLeaseStrategy `json:"strategy,omitempty"`
	PreferredHolder      *string                   `json:"preferredHolder,omitempty"`
}

type LeaseList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Lease `json:"items"`
}
