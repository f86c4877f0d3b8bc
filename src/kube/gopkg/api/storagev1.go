// k8s.io/api storage/v1 types.go (v0.36): every type, field and constant with the real names, json tags
// and values (doc comments omitted).

package v1

import (
	v1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/api/resource"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
)

type StorageClass struct {
	metav1.TypeMeta      `json:",inline"`
	metav1.ObjectMeta    `json:"metadata,omitempty"`
	Provisioner          string                            `json:"provisioner"`
	Parameters           map[string]string                 `json:"parameters,omitempty"`
	ReclaimPolicy        *v1.PersistentVolumeReclaimPolicy `json:"reclaimPolicy,omitempty"`
	MountOptions         []string                          `json:"mountOptions,omitempty"`
	AllowVolumeExpansion *bool                             `json:"allowVolumeExpansion,omitempty"`
	VolumeBindingMode    *VolumeBindingMode                `json:"volumeBindingMode,omitempty"`
	AllowedTopologies    []v1.TopologySelectorTerm         `json:"allowedTopologies,omitempty"`
}

type StorageClassList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []StorageClass `json:"items"`
}

type VolumeBindingMode string

const (
	VolumeBindingImmediate            VolumeBindingMode = "Immediate"
	VolumeBindingWaitForFirstConsumer VolumeBindingMode = "WaitForFirstConsumer"
)

type VolumeAttachment struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              VolumeAttachmentSpec   `json:"spec"`
	Status            VolumeAttachmentStatus `json:"status,omitempty"`
}

type VolumeAttachmentList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []VolumeAttachment `json:"items"`
}

type VolumeAttachmentSpec struct {
	Attacher string                 `json:"attacher"`
	Source   VolumeAttachmentSource `json:"source"`
	NodeName string                 `json:"nodeName"`
}

type VolumeAttachmentSource struct {
	PersistentVolumeName *string                  `json:"persistentVolumeName,omitempty"`
	InlineVolumeSpec     *v1.PersistentVolumeSpec `json:"inlineVolumeSpec,omitempty"`
}

type VolumeAttachmentStatus struct {
	Attached           bool              `json:"attached"`
	AttachmentMetadata map[string]string `json:"attachmentMetadata,omitempty"`
	AttachError        *VolumeError      `json:"attachError,omitempty"`
	DetachError        *VolumeError      `json:"detachError,omitempty"`
}

type VolumeError struct {
	Time      metav1.Time `json:"time,omitempty"`
	Message   string      `json:"message,omitempty"`
	ErrorCode *int32      `json:"errorCode,omitempty"`
}

type CSIDriver struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              CSIDriverSpec `json:"spec"`
}

type CSIDriverList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []CSIDriver `json:"items"`
}

type CSIDriverSpec struct {
	AttachRequired                     *bool                 `json:"attachRequired,omitempty"`
	PodInfoOnMount                     *bool                 `json:"podInfoOnMount,omitempty"`
	VolumeLifecycleModes               []VolumeLifecycleMode `json:"volumeLifecycleModes,omitempty"`
	StorageCapacity                    *bool                 `json:"storageCapacity,omitempty"`
	FSGroupPolicy                      *FSGroupPolicy        `json:"fsGroupPolicy,omitempty"`
	TokenRequests                      []TokenRequest        `json:"tokenRequests,omitempty"`
	RequiresRepublish                  *bool                 `json:"requiresRepublish,omitempty"`
	SELinuxMount                       *bool                 `json:"seLinuxMount,omitempty"`
	NodeAllocatableUpdatePeriodSeconds *int64                `json:"nodeAllocatableUpdatePeriodSeconds,omitempty"`
	ServiceAccountTokenInSecrets       *bool                 `json:"serviceAccountTokenInSecrets,omitempty"`
	PreventPodSchedulingIfMissing      *bool                 `json:"preventPodSchedulingIfMissing,omitempty"`
}

type FSGroupPolicy string

const (
	ReadWriteOnceWithFSTypeFSGroupPolicy FSGroupPolicy = "ReadWriteOnceWithFSType"
	FileFSGroupPolicy                    FSGroupPolicy = "File"
	NoneFSGroupPolicy                    FSGroupPolicy = "None"
)

type VolumeLifecycleMode string

type TokenRequest struct {
	Audience          string `json:"audience"`
	ExpirationSeconds *int64 `json:"expirationSeconds,omitempty"`
}

const (
	VolumeLifecyclePersistent VolumeLifecycleMode = "Persistent"
	VolumeLifecycleEphemeral  VolumeLifecycleMode = "Ephemeral"
)

type CSINode struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              CSINodeSpec `json:"spec"`
}

type CSINodeSpec struct {
	Drivers []CSINodeDriver `json:"drivers" patchStrategy:"merge" patchMergeKey:"name"`
}

type CSINodeDriver struct {
	Name         string               `json:"name"`
	NodeID       string               `json:"nodeID"`
	TopologyKeys []string             `json:"topologyKeys"`
	Allocatable  *VolumeNodeResources `json:"allocatable,omitempty"`
}

type VolumeNodeResources struct {
	Count *int32 `json:"count,omitempty"`
}

type CSINodeList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []CSINode `json:"items"`
}

type CSIStorageCapacity struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	NodeTopology      *metav1.LabelSelector `json:"nodeTopology,omitempty"`
	StorageClassName  string                `json:"storageClassName"`
	Capacity          *resource.Quantity    `json:"capacity,omitempty"`
	MaximumVolumeSize *resource.Quantity    `json:"maximumVolumeSize,omitempty"`
}

type CSIStorageCapacityList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []CSIStorageCapacity `json:"items"`
}

type VolumeAttributesClass struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	DriverName        string            `json:"driverName"`
	Parameters        map[string]string `json:"parameters,omitempty"`
}

type VolumeAttributesClassList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []VolumeAttributesClass `json:"items"`
}
