// The rest of k8s.io/api v0.36 core/v1 types.go beside corev1.go: the kinds, fields and constants that file
// leaves out, with the real names, json tags and values (doc comments omitted).

package v1

import (
	"k8s.io/apimachinery/pkg/api/resource"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/types"
)

type PersistentVolumeClaimVolumeSource struct {
	ClaimName string `json:"claimName"`
	ReadOnly  bool   `json:"readOnly,omitempty"`
}

type PersistentVolumeSource struct {
	GCEPersistentDisk    *GCEPersistentDiskVolumeSource    `json:"gcePersistentDisk,omitempty"`
	AWSElasticBlockStore *AWSElasticBlockStoreVolumeSource `json:"awsElasticBlockStore,omitempty"`
	HostPath             *HostPathVolumeSource             `json:"hostPath,omitempty"`
	Glusterfs            *GlusterfsPersistentVolumeSource  `json:"glusterfs,omitempty"`
	NFS                  *NFSVolumeSource                  `json:"nfs,omitempty"`
	RBD                  *RBDPersistentVolumeSource        `json:"rbd,omitempty"`
	ISCSI                *ISCSIPersistentVolumeSource      `json:"iscsi,omitempty"`
	Cinder               *CinderPersistentVolumeSource     `json:"cinder,omitempty"`
	CephFS               *CephFSPersistentVolumeSource     `json:"cephfs,omitempty"`
	FC                   *FCVolumeSource                   `json:"fc,omitempty"`
	Flocker              *FlockerVolumeSource              `json:"flocker,omitempty"`
	FlexVolume           *FlexPersistentVolumeSource       `json:"flexVolume,omitempty"`
	AzureFile            *AzureFilePersistentVolumeSource  `json:"azureFile,omitempty"`
	VsphereVolume        *VsphereVirtualDiskVolumeSource   `json:"vsphereVolume,omitempty"`
	Quobyte              *QuobyteVolumeSource              `json:"quobyte,omitempty"`
	AzureDisk            *AzureDiskVolumeSource            `json:"azureDisk,omitempty"`
	PhotonPersistentDisk *PhotonPersistentDiskVolumeSource `json:"photonPersistentDisk,omitempty"`
	PortworxVolume       *PortworxVolumeSource             `json:"portworxVolume,omitempty"`
	ScaleIO              *ScaleIOPersistentVolumeSource    `json:"scaleIO,omitempty"`
	Local                *LocalVolumeSource                `json:"local,omitempty"`
	StorageOS            *StorageOSPersistentVolumeSource  `json:"storageos,omitempty"`
	CSI                  *CSIPersistentVolumeSource        `json:"csi,omitempty"`
}

const (
	BetaStorageClassAnnotation = "volume.beta.kubernetes.io/storage-class"
	MountOptionAnnotation      = "volume.beta.kubernetes.io/mount-options"
)

type PersistentVolume struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              PersistentVolumeSpec   `json:"spec,omitempty"`
	Status            PersistentVolumeStatus `json:"status,omitempty"`
}

type PersistentVolumeSpec struct {
	Capacity                      ResourceList `json:"capacity,omitempty"`
	PersistentVolumeSource        `json:",inline"`
	AccessModes                   []PersistentVolumeAccessMode  `json:"accessModes,omitempty"`
	ClaimRef                      *ObjectReference              `json:"claimRef,omitempty"`
	PersistentVolumeReclaimPolicy PersistentVolumeReclaimPolicy `json:"persistentVolumeReclaimPolicy,omitempty"`
	StorageClassName              string                        `json:"storageClassName,omitempty"`
	MountOptions                  []string                      `json:"mountOptions,omitempty"`
	VolumeMode                    *PersistentVolumeMode         `json:"volumeMode,omitempty"`
	NodeAffinity                  *VolumeNodeAffinity           `json:"nodeAffinity,omitempty"`
	VolumeAttributesClassName     *string                       `json:"volumeAttributesClassName,omitempty"`
}

type VolumeNodeAffinity struct {
	Required *NodeSelector `json:"required,omitempty"`
}

type PersistentVolumeReclaimPolicy string

const (
	PersistentVolumeReclaimRecycle PersistentVolumeReclaimPolicy = "Recycle"
	PersistentVolumeReclaimDelete  PersistentVolumeReclaimPolicy = "Delete"
	PersistentVolumeReclaimRetain  PersistentVolumeReclaimPolicy = "Retain"
)

type PersistentVolumeMode string

const (
	PersistentVolumeBlock      PersistentVolumeMode = "Block"
	PersistentVolumeFilesystem PersistentVolumeMode = "Filesystem"
)

type PersistentVolumeStatus struct {
	Phase                   PersistentVolumePhase `json:"phase,omitempty"`
	Message                 string                `json:"message,omitempty"`
	Reason                  string                `json:"reason,omitempty"`
	LastPhaseTransitionTime *metav1.Time          `json:"lastPhaseTransitionTime,omitempty"`
}

type PersistentVolumeList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []PersistentVolume `json:"items"`
}

type PersistentVolumeClaim struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              PersistentVolumeClaimSpec   `json:"spec,omitempty"`
	Status            PersistentVolumeClaimStatus `json:"status,omitempty"`
}

type PersistentVolumeClaimList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []PersistentVolumeClaim `json:"items"`
}

type PersistentVolumeClaimSpec struct {
	AccessModes               []PersistentVolumeAccessMode `json:"accessModes,omitempty"`
	Selector                  *metav1.LabelSelector        `json:"selector,omitempty"`
	Resources                 VolumeResourceRequirements   `json:"resources,omitempty"`
	VolumeName                string                       `json:"volumeName,omitempty"`
	StorageClassName          *string                      `json:"storageClassName,omitempty"`
	VolumeMode                *PersistentVolumeMode        `json:"volumeMode,omitempty"`
	DataSource                *TypedLocalObjectReference   `json:"dataSource,omitempty"`
	DataSourceRef             *TypedObjectReference        `json:"dataSourceRef,omitempty"`
	VolumeAttributesClassName *string                      `json:"volumeAttributesClassName,omitempty"`
}

type TypedObjectReference struct {
	APIGroup  *string `json:"apiGroup"`
	Kind      string  `json:"kind"`
	Name      string  `json:"name"`
	Namespace *string `json:"namespace,omitempty"`
}

type PersistentVolumeClaimConditionType string

const (
	PersistentVolumeClaimResizing                PersistentVolumeClaimConditionType = "Resizing"
	PersistentVolumeClaimFileSystemResizePending PersistentVolumeClaimConditionType = "FileSystemResizePending"
	PersistentVolumeClaimControllerResizeError   PersistentVolumeClaimConditionType = "ControllerResizeError"
	PersistentVolumeClaimNodeResizeError         PersistentVolumeClaimConditionType = "NodeResizeError"
	PersistentVolumeClaimVolumeModifyVolumeError PersistentVolumeClaimConditionType = "ModifyVolumeError"
	PersistentVolumeClaimVolumeModifyingVolume   PersistentVolumeClaimConditionType = "ModifyingVolume"
	PersistentVolumeClaimUnused                  PersistentVolumeClaimConditionType = "Unused"
)

type ClaimResourceStatus string

const (
	PersistentVolumeClaimControllerResizeInProgress ClaimResourceStatus = "ControllerResizeInProgress"
	PersistentVolumeClaimControllerResizeInfeasible ClaimResourceStatus = "ControllerResizeInfeasible"
	PersistentVolumeClaimNodeResizePending          ClaimResourceStatus = "NodeResizePending"
	PersistentVolumeClaimNodeResizeInProgress       ClaimResourceStatus = "NodeResizeInProgress"
	PersistentVolumeClaimNodeResizeInfeasible       ClaimResourceStatus = "NodeResizeInfeasible"
)

type PersistentVolumeClaimModifyVolumeStatus string

const (
	PersistentVolumeClaimModifyVolumePending    PersistentVolumeClaimModifyVolumeStatus = "Pending"
	PersistentVolumeClaimModifyVolumeInProgress PersistentVolumeClaimModifyVolumeStatus = "InProgress"
	PersistentVolumeClaimModifyVolumeInfeasible PersistentVolumeClaimModifyVolumeStatus = "Infeasible"
)

type ModifyVolumeStatus struct {
	TargetVolumeAttributesClassName string                                  `json:"targetVolumeAttributesClassName,omitempty"`
	Status                          PersistentVolumeClaimModifyVolumeStatus `json:"status"`
}

type PersistentVolumeClaimCondition struct {
	Type               PersistentVolumeClaimConditionType `json:"type"`
	Status             ConditionStatus                    `json:"status"`
	LastProbeTime      metav1.Time                        `json:"lastProbeTime,omitempty"`
	LastTransitionTime metav1.Time                        `json:"lastTransitionTime,omitempty"`
	Reason             string                             `json:"reason,omitempty"`
	Message            string                             `json:"message,omitempty"`
}

type PersistentVolumeClaimStatus struct {
	Phase                            PersistentVolumeClaimPhase           `json:"phase,omitempty"`
	AccessModes                      []PersistentVolumeAccessMode         `json:"accessModes,omitempty"`
	Capacity                         ResourceList                         `json:"capacity,omitempty"`
	Conditions                       []PersistentVolumeClaimCondition     `json:"conditions,omitempty" patchStrategy:"merge" patchMergeKey:"type"`
	AllocatedResources               ResourceList                         `json:"allocatedResources,omitempty"`
	AllocatedResourceStatuses        map[ResourceName]ClaimResourceStatus `json:"allocatedResourceStatuses,omitempty"`
	CurrentVolumeAttributesClassName *string                              `json:"currentVolumeAttributesClassName,omitempty"`
	ModifyVolumeStatus               *ModifyVolumeStatus                  `json:"modifyVolumeStatus,omitempty"`
}

type PersistentVolumeAccessMode string

const (
	ReadWriteOnce    PersistentVolumeAccessMode = "ReadWriteOnce"
	ReadOnlyMany     PersistentVolumeAccessMode = "ReadOnlyMany"
	ReadWriteMany    PersistentVolumeAccessMode = "ReadWriteMany"
	ReadWriteOncePod PersistentVolumeAccessMode = "ReadWriteOncePod"
)

type PersistentVolumePhase string

const (
	VolumePending   PersistentVolumePhase = "Pending"
	VolumeAvailable PersistentVolumePhase = "Available"
	VolumeBound     PersistentVolumePhase = "Bound"
	VolumeReleased  PersistentVolumePhase = "Released"
	VolumeFailed    PersistentVolumePhase = "Failed"
)

type PersistentVolumeClaimPhase string

const (
	ClaimPending PersistentVolumeClaimPhase = "Pending"
	ClaimBound   PersistentVolumeClaimPhase = "Bound"
	ClaimLost    PersistentVolumeClaimPhase = "Lost"
)

type HostPathType string

const (
	HostPathUnset             HostPathType = ""
	HostPathDirectoryOrCreate HostPathType = "DirectoryOrCreate"
	HostPathDirectory         HostPathType = "Directory"
	HostPathFileOrCreate      HostPathType = "FileOrCreate"
	HostPathFile              HostPathType = "File"
	HostPathSocket            HostPathType = "Socket"
	HostPathCharDev           HostPathType = "CharDevice"
	HostPathBlockDev          HostPathType = "BlockDevice"
)

type HostPathVolumeSource struct {
	Path string        `json:"path"`
	Type *HostPathType `json:"type,omitempty"`
}

type GlusterfsVolumeSource struct {
	EndpointsName string `json:"endpoints"`
	Path          string `json:"path"`
	ReadOnly      bool   `json:"readOnly,omitempty"`
}

type GlusterfsPersistentVolumeSource struct {
	EndpointsName      string  `json:"endpoints"`
	Path               string  `json:"path"`
	ReadOnly           bool    `json:"readOnly,omitempty"`
	EndpointsNamespace *string `json:"endpointsNamespace,omitempty"`
}

type RBDVolumeSource struct {
	CephMonitors []string              `json:"monitors"`
	RBDImage     string                `json:"image"`
	FSType       string                `json:"fsType,omitempty"`
	RBDPool      string                `json:"pool,omitempty"`
	RadosUser    string                `json:"user,omitempty"`
	Keyring      string                `json:"keyring,omitempty"`
	SecretRef    *LocalObjectReference `json:"secretRef,omitempty"`
	ReadOnly     bool                  `json:"readOnly,omitempty"`
}

type RBDPersistentVolumeSource struct {
	CephMonitors []string         `json:"monitors"`
	RBDImage     string           `json:"image"`
	FSType       string           `json:"fsType,omitempty"`
	RBDPool      string           `json:"pool,omitempty"`
	RadosUser    string           `json:"user,omitempty"`
	Keyring      string           `json:"keyring,omitempty"`
	SecretRef    *SecretReference `json:"secretRef,omitempty"`
	ReadOnly     bool             `json:"readOnly,omitempty"`
}

type CinderVolumeSource struct {
	VolumeID  string                `json:"volumeID"`
	FSType    string                `json:"fsType,omitempty"`
	ReadOnly  bool                  `json:"readOnly,omitempty"`
	SecretRef *LocalObjectReference `json:"secretRef,omitempty"`
}

type CinderPersistentVolumeSource struct {
	VolumeID  string           `json:"volumeID"`
	FSType    string           `json:"fsType,omitempty"`
	ReadOnly  bool             `json:"readOnly,omitempty"`
	SecretRef *SecretReference `json:"secretRef,omitempty"`
}

type CephFSVolumeSource struct {
	Monitors   []string              `json:"monitors"`
	Path       string                `json:"path,omitempty"`
	User       string                `json:"user,omitempty"`
	SecretFile string                `json:"secretFile,omitempty"`
	SecretRef  *LocalObjectReference `json:"secretRef,omitempty"`
	ReadOnly   bool                  `json:"readOnly,omitempty"`
}

type SecretReference struct {
	Name      string `json:"name,omitempty"`
	Namespace string `json:"namespace,omitempty"`
}

type CephFSPersistentVolumeSource struct {
	Monitors   []string         `json:"monitors"`
	Path       string           `json:"path,omitempty"`
	User       string           `json:"user,omitempty"`
	SecretFile string           `json:"secretFile,omitempty"`
	SecretRef  *SecretReference `json:"secretRef,omitempty"`
	ReadOnly   bool             `json:"readOnly,omitempty"`
}

type FlockerVolumeSource struct {
	DatasetName string `json:"datasetName,omitempty"`
	DatasetUUID string `json:"datasetUUID,omitempty"`
}

type StorageMedium string

const (
	StorageMediumDefault         StorageMedium = ""
	StorageMediumMemory          StorageMedium = "Memory"
	StorageMediumHugePages       StorageMedium = "HugePages"
	StorageMediumHugePagesPrefix StorageMedium = "HugePages-"
)

type GCEPersistentDiskVolumeSource struct {
	PDName    string `json:"pdName"`
	FSType    string `json:"fsType,omitempty"`
	Partition int32  `json:"partition,omitempty"`
	ReadOnly  bool   `json:"readOnly,omitempty"`
}

type QuobyteVolumeSource struct {
	Registry string `json:"registry"`
	Volume   string `json:"volume"`
	ReadOnly bool   `json:"readOnly,omitempty"`
	User     string `json:"user,omitempty"`
	Group    string `json:"group,omitempty"`
	Tenant   string `json:"tenant,omitempty"`
}

type FlexPersistentVolumeSource struct {
	Driver    string            `json:"driver"`
	FSType    string            `json:"fsType,omitempty"`
	SecretRef *SecretReference  `json:"secretRef,omitempty"`
	ReadOnly  bool              `json:"readOnly,omitempty"`
	Options   map[string]string `json:"options,omitempty"`
}

type FlexVolumeSource struct {
	Driver    string                `json:"driver"`
	FSType    string                `json:"fsType,omitempty"`
	SecretRef *LocalObjectReference `json:"secretRef,omitempty"`
	ReadOnly  bool                  `json:"readOnly,omitempty"`
	Options   map[string]string     `json:"options,omitempty"`
}

type AWSElasticBlockStoreVolumeSource struct {
	VolumeID  string `json:"volumeID"`
	FSType    string `json:"fsType,omitempty"`
	Partition int32  `json:"partition,omitempty"`
	ReadOnly  bool   `json:"readOnly,omitempty"`
}

type GitRepoVolumeSource struct {
	Repository string `json:"repository"`
	Revision   string `json:"revision,omitempty"`
	Directory  string `json:"directory,omitempty"`
}

const (
	SecretVolumeSourceDefaultMode int32 = 0644
)

type SecretProjection struct {
	LocalObjectReference `json:",inline"`
	Items                []KeyToPath `json:"items,omitempty"`
	Optional             *bool       `json:"optional,omitempty"`
}

type NFSVolumeSource struct {
	Server   string `json:"server"`
	Path     string `json:"path"`
	ReadOnly bool   `json:"readOnly,omitempty"`
}

type ISCSIVolumeSource struct {
	TargetPortal      string                `json:"targetPortal"`
	IQN               string                `json:"iqn"`
	Lun               int32                 `json:"lun"`
	ISCSIInterface    string                `json:"iscsiInterface,omitempty"`
	FSType            string                `json:"fsType,omitempty"`
	ReadOnly          bool                  `json:"readOnly,omitempty"`
	Portals           []string              `json:"portals,omitempty"`
	DiscoveryCHAPAuth bool                  `json:"chapAuthDiscovery,omitempty"`
	SessionCHAPAuth   bool                  `json:"chapAuthSession,omitempty"`
	SecretRef         *LocalObjectReference `json:"secretRef,omitempty"`
	InitiatorName     *string               `json:"initiatorName,omitempty"`
}

type ISCSIPersistentVolumeSource struct {
	TargetPortal      string           `json:"targetPortal"`
	IQN               string           `json:"iqn"`
	Lun               int32            `json:"lun"`
	ISCSIInterface    string           `json:"iscsiInterface,omitempty"`
	FSType            string           `json:"fsType,omitempty"`
	ReadOnly          bool             `json:"readOnly,omitempty"`
	Portals           []string         `json:"portals,omitempty"`
	DiscoveryCHAPAuth bool             `json:"chapAuthDiscovery,omitempty"`
	SessionCHAPAuth   bool             `json:"chapAuthSession,omitempty"`
	SecretRef         *SecretReference `json:"secretRef,omitempty"`
	InitiatorName     *string          `json:"initiatorName,omitempty"`
}

type FCVolumeSource struct {
	TargetWWNs []string `json:"targetWWNs,omitempty"`
	Lun        *int32   `json:"lun,omitempty"`
	FSType     string   `json:"fsType,omitempty"`
	ReadOnly   bool     `json:"readOnly,omitempty"`
	WWIDs      []string `json:"wwids,omitempty"`
}

type AzureFileVolumeSource struct {
	SecretName string `json:"secretName"`
	ShareName  string `json:"shareName"`
	ReadOnly   bool   `json:"readOnly,omitempty"`
}

type AzureFilePersistentVolumeSource struct {
	SecretName      string  `json:"secretName"`
	ShareName       string  `json:"shareName"`
	ReadOnly        bool    `json:"readOnly,omitempty"`
	SecretNamespace *string `json:"secretNamespace"`
}

type VsphereVirtualDiskVolumeSource struct {
	VolumePath        string `json:"volumePath"`
	FSType            string `json:"fsType,omitempty"`
	StoragePolicyName string `json:"storagePolicyName,omitempty"`
	StoragePolicyID   string `json:"storagePolicyID,omitempty"`
}

type PhotonPersistentDiskVolumeSource struct {
	PdID   string `json:"pdID"`
	FSType string `json:"fsType,omitempty"`
}

type AzureDataDiskCachingMode string

type AzureDataDiskKind string

const (
	AzureDataDiskCachingNone      AzureDataDiskCachingMode = "None"
	AzureDataDiskCachingReadOnly  AzureDataDiskCachingMode = "ReadOnly"
	AzureDataDiskCachingReadWrite AzureDataDiskCachingMode = "ReadWrite"
	AzureSharedBlobDisk           AzureDataDiskKind        = "Shared"
	AzureDedicatedBlobDisk        AzureDataDiskKind        = "Dedicated"
	AzureManagedDisk              AzureDataDiskKind        = "Managed"
)

type AzureDiskVolumeSource struct {
	DiskName    string                    `json:"diskName"`
	DataDiskURI string                    `json:"diskURI"`
	CachingMode *AzureDataDiskCachingMode `json:"cachingMode,omitempty"`
	FSType      *string                   `json:"fsType,omitempty"`
	ReadOnly    *bool                     `json:"readOnly,omitempty"`
	Kind        *AzureDataDiskKind        `json:"kind,omitempty"`
}

type PortworxVolumeSource struct {
	VolumeID string `json:"volumeID"`
	FSType   string `json:"fsType,omitempty"`
	ReadOnly bool   `json:"readOnly,omitempty"`
}

type ScaleIOVolumeSource struct {
	Gateway          string                `json:"gateway"`
	System           string                `json:"system"`
	SecretRef        *LocalObjectReference `json:"secretRef"`
	SSLEnabled       bool                  `json:"sslEnabled,omitempty"`
	ProtectionDomain string                `json:"protectionDomain,omitempty"`
	StoragePool      string                `json:"storagePool,omitempty"`
	StorageMode      string                `json:"storageMode,omitempty"`
	VolumeName       string                `json:"volumeName,omitempty"`
	FSType           string                `json:"fsType,omitempty"`
	ReadOnly         bool                  `json:"readOnly,omitempty"`
}

type ScaleIOPersistentVolumeSource struct {
	Gateway          string           `json:"gateway"`
	System           string           `json:"system"`
	SecretRef        *SecretReference `json:"secretRef"`
	SSLEnabled       bool             `json:"sslEnabled,omitempty"`
	ProtectionDomain string           `json:"protectionDomain,omitempty"`
	StoragePool      string           `json:"storagePool,omitempty"`
	StorageMode      string           `json:"storageMode,omitempty"`
	VolumeName       string           `json:"volumeName,omitempty"`
	FSType           string           `json:"fsType,omitempty"`
	ReadOnly         bool             `json:"readOnly,omitempty"`
}

type StorageOSVolumeSource struct {
	VolumeName      string                `json:"volumeName,omitempty"`
	VolumeNamespace string                `json:"volumeNamespace,omitempty"`
	FSType          string                `json:"fsType,omitempty"`
	ReadOnly        bool                  `json:"readOnly,omitempty"`
	SecretRef       *LocalObjectReference `json:"secretRef,omitempty"`
}

type StorageOSPersistentVolumeSource struct {
	VolumeName      string           `json:"volumeName,omitempty"`
	VolumeNamespace string           `json:"volumeNamespace,omitempty"`
	FSType          string           `json:"fsType,omitempty"`
	ReadOnly        bool             `json:"readOnly,omitempty"`
	SecretRef       *ObjectReference `json:"secretRef,omitempty"`
}

const (
	ConfigMapVolumeSourceDefaultMode int32 = 0644
)

type ConfigMapProjection struct {
	LocalObjectReference `json:",inline"`
	Items                []KeyToPath `json:"items,omitempty"`
	Optional             *bool       `json:"optional,omitempty"`
}

type ServiceAccountTokenProjection struct {
	Audience          string `json:"audience,omitempty"`
	ExpirationSeconds *int64 `json:"expirationSeconds,omitempty"`
	Path              string `json:"path"`
}

type ClusterTrustBundleProjection struct {
	Name          *string               `json:"name,omitempty"`
	SignerName    *string               `json:"signerName,omitempty"`
	LabelSelector *metav1.LabelSelector `json:"labelSelector,omitempty"`
	Optional      *bool                 `json:"optional,omitempty"`
	Path          string                `json:"path"`
}

type PodCertificateProjection struct {
	SignerName           string            `json:"signerName,omitempty"`
	KeyType              string            `json:"keyType,omitempty"`
	MaxExpirationSeconds *int32            `json:"maxExpirationSeconds,omitempty"`
	CredentialBundlePath string            `json:"credentialBundlePath,omitempty"`
	KeyPath              string            `json:"keyPath,omitempty"`
	CertificateChainPath string            `json:"certificateChainPath,omitempty"`
	UserAnnotations      map[string]string `json:"userAnnotations,omitempty"`
}

type ProjectedVolumeSource struct {
	Sources     []VolumeProjection `json:"sources"`
	DefaultMode *int32             `json:"defaultMode,omitempty"`
}

type VolumeProjection struct {
	Secret              *SecretProjection              `json:"secret,omitempty"`
	DownwardAPI         *DownwardAPIProjection         `json:"downwardAPI,omitempty"`
	ConfigMap           *ConfigMapProjection           `json:"configMap,omitempty"`
	ServiceAccountToken *ServiceAccountTokenProjection `json:"serviceAccountToken,omitempty"`
	ClusterTrustBundle  *ClusterTrustBundleProjection  `json:"clusterTrustBundle,omitempty"`
	PodCertificate      *PodCertificateProjection      `json:"podCertificate,omitempty"`
}

const (
	ProjectedVolumeSourceDefaultMode int32 = 0644
)

type KeyToPath struct {
	Key  string `json:"key"`
	Path string `json:"path"`
	Mode *int32 `json:"mode,omitempty"`
}

type LocalVolumeSource struct {
	Path   string  `json:"path"`
	FSType *string `json:"fsType,omitempty"`
}

type CSIPersistentVolumeSource struct {
	Driver                     string            `json:"driver"`
	VolumeHandle               string            `json:"volumeHandle"`
	ReadOnly                   bool              `json:"readOnly,omitempty"`
	FSType                     string            `json:"fsType,omitempty"`
	VolumeAttributes           map[string]string `json:"volumeAttributes,omitempty"`
	ControllerPublishSecretRef *SecretReference  `json:"controllerPublishSecretRef,omitempty"`
	NodeStageSecretRef         *SecretReference  `json:"nodeStageSecretRef,omitempty"`
	NodePublishSecretRef       *SecretReference  `json:"nodePublishSecretRef,omitempty"`
	ControllerExpandSecretRef  *SecretReference  `json:"controllerExpandSecretRef,omitempty"`
	NodeExpandSecretRef        *SecretReference  `json:"nodeExpandSecretRef,omitempty"`
}

type CSIVolumeSource struct {
	Driver               string                `json:"driver"`
	ReadOnly             *bool                 `json:"readOnly,omitempty"`
	FSType               *string               `json:"fsType,omitempty"`
	VolumeAttributes     map[string]string     `json:"volumeAttributes,omitempty"`
	NodePublishSecretRef *LocalObjectReference `json:"nodePublishSecretRef,omitempty"`
}

type EphemeralVolumeSource struct {
	VolumeClaimTemplate *PersistentVolumeClaimTemplate `json:"volumeClaimTemplate,omitempty"`
}

type PersistentVolumeClaimTemplate struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              PersistentVolumeClaimSpec `json:"spec"`
}

type MountPropagationMode string

const (
	MountPropagationNone            MountPropagationMode = "None"
	MountPropagationHostToContainer MountPropagationMode = "HostToContainer"
	MountPropagationBidirectional   MountPropagationMode = "Bidirectional"
)

type RecursiveReadOnlyMode string

const (
	RecursiveReadOnlyDisabled   RecursiveReadOnlyMode = "Disabled"
	RecursiveReadOnlyIfPossible RecursiveReadOnlyMode = "IfPossible"
	RecursiveReadOnlyEnabled    RecursiveReadOnlyMode = "Enabled"
)

type VolumeDevice struct {
	Name       string `json:"name"`
	DevicePath string `json:"devicePath"`
}

type FileKeySelector struct {
	VolumeName string `json:"volumeName"`
	Path       string `json:"path"`
	Key        string `json:"key"`
	Optional   *bool  `json:"optional,omitempty"`
}

type ResourceFieldSelector struct {
	ContainerName string            `json:"containerName,omitempty"`
	Resource      string            `json:"resource"`
	Divisor       resource.Quantity `json:"divisor,omitempty"`
}

type HTTPHeader struct {
	Name  string `json:"name"`
	Value string `json:"value"`
}

type GRPCAction struct {
	Port    int32   `json:"port"`
	Service *string `json:"service"`
}

type SleepAction struct {
	Seconds int64 `json:"seconds"`
}

type ResourceResizeRestartPolicy string

const (
	NotRequired      ResourceResizeRestartPolicy = "NotRequired"
	RestartContainer ResourceResizeRestartPolicy = "RestartContainer"
)

type ContainerResizePolicy struct {
	ResourceName  ResourceName                `json:"resourceName"`
	RestartPolicy ResourceResizeRestartPolicy `json:"restartPolicy"`
}

type PreemptionPolicy string

const (
	PreemptLowerPriority PreemptionPolicy = "PreemptLowerPriority"
	PreemptNever         PreemptionPolicy = "Never"
)

type TerminationMessagePolicy string

const (
	TerminationMessageReadFile              TerminationMessagePolicy = "File"
	TerminationMessageFallbackToLogsOnError TerminationMessagePolicy = "FallbackToLogsOnError"
)

type VolumeResourceRequirements struct {
	Limits   ResourceList `json:"limits,omitempty"`
	Requests ResourceList `json:"requests,omitempty"`
}

type ResourceClaim struct {
	Name    string `json:"name"`
	Request string `json:"request,omitempty"`
}

const (
	TerminationMessagePathDefault string = "/dev/termination-log"
)

type LifecycleHandler struct {
	Exec      *ExecAction      `json:"exec,omitempty"`
	HTTPGet   *HTTPGetAction   `json:"httpGet,omitempty"`
	TCPSocket *TCPSocketAction `json:"tcpSocket,omitempty"`
	Sleep     *SleepAction     `json:"sleep,omitempty"`
}

type Signal string

const (
	SIGABRT         Signal = "SIGABRT"
	SIGALRM         Signal = "SIGALRM"
	SIGBUS          Signal = "SIGBUS"
	SIGCHLD         Signal = "SIGCHLD"
	SIGCLD          Signal = "SIGCLD"
	SIGCONT         Signal = "SIGCONT"
	SIGFPE          Signal = "SIGFPE"
	SIGHUP          Signal = "SIGHUP"
	SIGILL          Signal = "SIGILL"
	SIGINT          Signal = "SIGINT"
	SIGIO           Signal = "SIGIO"
	SIGIOT          Signal = "SIGIOT"
	SIGKILL         Signal = "SIGKILL"
	SIGPIPE         Signal = "SIGPIPE"
	SIGPOLL         Signal = "SIGPOLL"
	SIGPROF         Signal = "SIGPROF"
	SIGPWR          Signal = "SIGPWR"
	SIGQUIT         Signal = "SIGQUIT"
	SIGSEGV         Signal = "SIGSEGV"
	SIGSTKFLT       Signal = "SIGSTKFLT"
	SIGSTOP         Signal = "SIGSTOP"
	SIGSYS          Signal = "SIGSYS"
	SIGTERM         Signal = "SIGTERM"
	SIGTRAP         Signal = "SIGTRAP"
	SIGTSTP         Signal = "SIGTSTP"
	SIGTTIN         Signal = "SIGTTIN"
	SIGTTOU         Signal = "SIGTTOU"
	SIGURG          Signal = "SIGURG"
	SIGUSR1         Signal = "SIGUSR1"
	SIGUSR2         Signal = "SIGUSR2"
	SIGVTALRM       Signal = "SIGVTALRM"
	SIGWINCH        Signal = "SIGWINCH"
	SIGXCPU         Signal = "SIGXCPU"
	SIGXFSZ         Signal = "SIGXFSZ"
	SIGRTMIN        Signal = "SIGRTMIN"
	SIGRTMINPLUS1   Signal = "SIGRTMIN+1"
	SIGRTMINPLUS2   Signal = "SIGRTMIN+2"
	SIGRTMINPLUS3   Signal = "SIGRTMIN+3"
	SIGRTMINPLUS4   Signal = "SIGRTMIN+4"
	SIGRTMINPLUS5   Signal = "SIGRTMIN+5"
	SIGRTMINPLUS6   Signal = "SIGRTMIN+6"
	SIGRTMINPLUS7   Signal = "SIGRTMIN+7"
	SIGRTMINPLUS8   Signal = "SIGRTMIN+8"
	SIGRTMINPLUS9   Signal = "SIGRTMIN+9"
	SIGRTMINPLUS10  Signal = "SIGRTMIN+10"
	SIGRTMINPLUS11  Signal = "SIGRTMIN+11"
	SIGRTMINPLUS12  Signal = "SIGRTMIN+12"
	SIGRTMINPLUS13  Signal = "SIGRTMIN+13"
	SIGRTMINPLUS14  Signal = "SIGRTMIN+14"
	SIGRTMINPLUS15  Signal = "SIGRTMIN+15"
	SIGRTMAXMINUS14 Signal = "SIGRTMAX-14"
	SIGRTMAXMINUS13 Signal = "SIGRTMAX-13"
	SIGRTMAXMINUS12 Signal = "SIGRTMAX-12"
	SIGRTMAXMINUS11 Signal = "SIGRTMAX-11"
	SIGRTMAXMINUS10 Signal = "SIGRTMAX-10"
	SIGRTMAXMINUS9  Signal = "SIGRTMAX-9"
	SIGRTMAXMINUS8  Signal = "SIGRTMAX-8"
	SIGRTMAXMINUS7  Signal = "SIGRTMAX-7"
	SIGRTMAXMINUS6  Signal = "SIGRTMAX-6"
	SIGRTMAXMINUS5  Signal = "SIGRTMAX-5"
	SIGRTMAXMINUS4  Signal = "SIGRTMAX-4"
	SIGRTMAXMINUS3  Signal = "SIGRTMAX-3"
	SIGRTMAXMINUS2  Signal = "SIGRTMAX-2"
	SIGRTMAXMINUS1  Signal = "SIGRTMAX-1"
	SIGRTMAX        Signal = "SIGRTMAX"
)

type Lifecycle struct {
	PostStart  *LifecycleHandler `json:"postStart,omitempty"`
	PreStop    *LifecycleHandler `json:"preStop,omitempty"`
	StopSignal *Signal           `json:"stopSignal,omitempty"`
}

type ContainerStateWaiting struct {
	Reason  string `json:"reason,omitempty"`
	Message string `json:"message,omitempty"`
}

type ContainerStateRunning struct {
	StartedAt metav1.Time `json:"startedAt,omitempty"`
}

type ContainerStateTerminated struct {
	ExitCode    int32       `json:"exitCode"`
	Signal      int32       `json:"signal,omitempty"`
	Reason      string      `json:"reason,omitempty"`
	Message     string      `json:"message,omitempty"`
	StartedAt   metav1.Time `json:"startedAt,omitempty"`
	FinishedAt  metav1.Time `json:"finishedAt,omitempty"`
	ContainerID string      `json:"containerID,omitempty"`
}

type ContainerState struct {
	Waiting    *ContainerStateWaiting    `json:"waiting,omitempty"`
	Running    *ContainerStateRunning    `json:"running,omitempty"`
	Terminated *ContainerStateTerminated `json:"terminated,omitempty"`
}

type ResourceStatus struct {
	Name      ResourceName     `json:"name"`
	Resources []ResourceHealth `json:"resources,omitempty"`
}

type ResourceHealthStatus string

const (
	ResourceHealthStatusHealthy   ResourceHealthStatus = "Healthy"
	ResourceHealthStatusUnhealthy ResourceHealthStatus = "Unhealthy"
	ResourceHealthStatusUnknown   ResourceHealthStatus = "Unknown"
)

const (
	ResourceHealthMessageMaxLength = 1024
)

type ResourceID string

type ResourceHealth struct {
	ResourceID ResourceID           `json:"resourceID"`
	Health     ResourceHealthStatus `json:"health,omitempty"`
	Message    *string              `json:"message,omitempty"`
}

type ContainerUser struct {
	Linux *LinuxContainerUser `json:"linux,omitempty"`
}

type LinuxContainerUser struct {
	UID                int64   `json:"uid"`
	GID                int64   `json:"gid"`
	SupplementalGroups []int64 `json:"supplementalGroups,omitempty"`
}

const (
	DisruptionTarget          PodConditionType = "DisruptionTarget"
	PodReadyToStartContainers PodConditionType = "PodReadyToStartContainers"
	PodResizePending          PodConditionType = "PodResizePending"
	PodResizeInProgress       PodConditionType = "PodResizeInProgress"
	AllContainersRestarting   PodConditionType = "AllContainersRestarting"
)

const (
	PodReasonUnschedulable         = "Unschedulable"
	PodReasonSchedulingGated       = "SchedulingGated"
	PodReasonSchedulerError        = "SchedulerError"
	PodReasonTerminationByKubelet  = "TerminationByKubelet"
	PodReasonPreemptionByScheduler = "PreemptionByScheduler"
	PodReasonDeferred              = "Deferred"
	PodReasonInfeasible            = "Infeasible"
	PodReasonError                 = "Error"
)

type PodResizeStatus string

const (
	PodResizeStatusInProgress PodResizeStatus = "InProgress"
	PodResizeStatusDeferred   PodResizeStatus = "Deferred"
	PodResizeStatusInfeasible PodResizeStatus = "Infeasible"
)

type VolumeMountStatus struct {
	Name              string                 `json:"name"`
	MountPath         string                 `json:"mountPath"`
	ReadOnly          bool                   `json:"readOnly,omitempty"`
	RecursiveReadOnly *RecursiveReadOnlyMode `json:"recursiveReadOnly,omitempty"`
	VolumeStatus      *VolumeStatus          `json:"volumeStatus,omitempty"`
}

type VolumeStatus struct {
	Image *ImageVolumeStatus `json:"image,omitempty"`
}

type ImageVolumeStatus struct {
	ImageRef string `json:"imageRef,omitempty"`
}

type ContainerRestartPolicy string

const (
	ContainerRestartPolicyAlways    ContainerRestartPolicy = "Always"
	ContainerRestartPolicyNever     ContainerRestartPolicy = "Never"
	ContainerRestartPolicyOnFailure ContainerRestartPolicy = "OnFailure"
)

type ContainerRestartRule struct {
	Action    ContainerRestartRuleAction       `json:"action,omitempty" proto:"bytes,1,opt,name=action"`
	ExitCodes *ContainerRestartRuleOnExitCodes `json:"exitCodes,omitempty" proto:"bytes,2,opt,name=exitCodes"`
}

type ContainerRestartRuleAction string

const (
	ContainerRestartRuleActionRestart              ContainerRestartRuleAction = "Restart"
	ContainerRestartRuleActionRestartAllContainers ContainerRestartRuleAction = "RestartAllContainers"
)

type ContainerRestartRuleOnExitCodes struct {
	Operator ContainerRestartRuleOnExitCodesOperator `json:"operator,omitempty" proto:"bytes,1,opt,name=operator"`
	Values   []int32                                 `json:"values,omitempty" proto:"varint,2,rep,name=values"`
}

type ContainerRestartRuleOnExitCodesOperator string

const (
	ContainerRestartRuleOnExitCodesOpIn    ContainerRestartRuleOnExitCodesOperator = "In"
	ContainerRestartRuleOnExitCodesOpNotIn ContainerRestartRuleOnExitCodesOperator = "NotIn"
)

type DNSPolicy string

const (
	DNSClusterFirstWithHostNet DNSPolicy = "ClusterFirstWithHostNet"
	DNSClusterFirst            DNSPolicy = "ClusterFirst"
	DNSDefault                 DNSPolicy = "Default"
	DNSNone                    DNSPolicy = "None"
)

const (
	DefaultTerminationGracePeriodSeconds = 30
)

type TopologySelectorTerm struct {
	MatchLabelExpressions []TopologySelectorLabelRequirement `json:"matchLabelExpressions,omitempty"`
}

type TopologySelectorLabelRequirement struct {
	Key    string   `json:"key"`
	Values []string `json:"values"`
}

const (
	TolerationOpLt TolerationOperator = "Lt"
	TolerationOpGt TolerationOperator = "Gt"
)

type PodReadinessGate struct {
	ConditionType PodConditionType `json:"conditionType"`
}

type PodResourceClaim struct {
	Name                      string  `json:"name"`
	ResourceClaimName         *string `json:"resourceClaimName,omitempty"`
	ResourceClaimTemplateName *string `json:"resourceClaimTemplateName,omitempty"`
}

type PodResourceClaimStatus struct {
	Name              string  `json:"name"`
	ResourceClaimName *string `json:"resourceClaimName,omitempty"`
}

type PodExtendedResourceClaimStatus struct {
	RequestMappings   []ContainerExtendedResourceRequest `json:"requestMappings"`
	ResourceClaimName string                             `json:"resourceClaimName"`
}

type ContainerExtendedResourceRequest struct {
	ContainerName string `json:"containerName"`
	ResourceName  string `json:"resourceName"`
	RequestName   string `json:"requestName"`
}

type OSName string

const (
	Linux   OSName = "linux"
	Windows OSName = "windows"
)

type PodOS struct {
	Name OSName `json:"name"`
}

type PodSchedulingGate struct {
	Name string `json:"name"`
}

type PodSchedulingGroup struct {
	PodGroupName *string `json:"podGroupName,omitempty"`
}

type UnsatisfiableConstraintAction string

const (
	DoNotSchedule  UnsatisfiableConstraintAction = "DoNotSchedule"
	ScheduleAnyway UnsatisfiableConstraintAction = "ScheduleAnyway"
)

type NodeInclusionPolicy string

const (
	NodeInclusionPolicyIgnore NodeInclusionPolicy = "Ignore"
	NodeInclusionPolicyHonor  NodeInclusionPolicy = "Honor"
)

type TopologySpreadConstraint struct {
	MaxSkew            int32                         `json:"maxSkew"`
	TopologyKey        string                        `json:"topologyKey"`
	WhenUnsatisfiable  UnsatisfiableConstraintAction `json:"whenUnsatisfiable"`
	LabelSelector      *metav1.LabelSelector         `json:"labelSelector,omitempty"`
	MinDomains         *int32                        `json:"minDomains,omitempty"`
	NodeAffinityPolicy *NodeInclusionPolicy          `json:"nodeAffinityPolicy,omitempty"`
	NodeTaintsPolicy   *NodeInclusionPolicy          `json:"nodeTaintsPolicy,omitempty"`
	MatchLabelKeys     []string                      `json:"matchLabelKeys,omitempty"`
}

const (
	DefaultEnableServiceLinks = true
)

type HostAlias struct {
	IP        string   `json:"ip"`
	Hostnames []string `json:"hostnames,omitempty"`
}

type SupplementalGroupsPolicy string

const (
	SupplementalGroupsPolicyMerge  SupplementalGroupsPolicy = "Merge"
	SupplementalGroupsPolicyStrict SupplementalGroupsPolicy = "Strict"
)

type PodSELinuxChangePolicy string

const (
	SELinuxChangePolicyRecursive   PodSELinuxChangePolicy = "Recursive"
	SELinuxChangePolicyMountOption PodSELinuxChangePolicy = "MountOption"
)

type AppArmorProfile struct {
	Type             AppArmorProfileType `json:"type"`
	LocalhostProfile *string             `json:"localhostProfile,omitempty"`
}

type AppArmorProfileType string

const (
	AppArmorProfileTypeUnconfined     AppArmorProfileType = "Unconfined"
	AppArmorProfileTypeRuntimeDefault AppArmorProfileType = "RuntimeDefault"
	AppArmorProfileTypeLocalhost      AppArmorProfileType = "Localhost"
)

type PodQOSClass string

const (
	PodQOSGuaranteed PodQOSClass = "Guaranteed"
	PodQOSBurstable  PodQOSClass = "Burstable"
	PodQOSBestEffort PodQOSClass = "BestEffort"
)

type PodDNSConfig struct {
	Nameservers []string             `json:"nameservers,omitempty"`
	Searches    []string             `json:"searches,omitempty"`
	Options     []PodDNSConfigOption `json:"options,omitempty"`
}

type PodDNSConfigOption struct {
	Name  string  `json:"name,omitempty"`
	Value *string `json:"value,omitempty"`
}

type PodIP struct {
	IP string `json:"ip"`
}

type HostIP struct {
	IP string `json:"ip"`
}

type EphemeralContainerCommon struct {
	Name                     string                   `json:"name"`
	Image                    string                   `json:"image,omitempty"`
	Command                  []string                 `json:"command,omitempty"`
	Args                     []string                 `json:"args,omitempty"`
	WorkingDir               string                   `json:"workingDir,omitempty"`
	Ports                    []ContainerPort          `json:"ports,omitempty" patchStrategy:"merge" patchMergeKey:"containerPort"`
	EnvFrom                  []EnvFromSource          `json:"envFrom,omitempty"`
	Env                      []EnvVar                 `json:"env,omitempty" patchStrategy:"merge" patchMergeKey:"name"`
	Resources                ResourceRequirements     `json:"resources,omitempty"`
	ResizePolicy             []ContainerResizePolicy  `json:"resizePolicy,omitempty"`
	RestartPolicy            *ContainerRestartPolicy  `json:"restartPolicy,omitempty"`
	RestartPolicyRules       []ContainerRestartRule   `json:"restartPolicyRules,omitempty"`
	VolumeMounts             []VolumeMount            `json:"volumeMounts,omitempty" patchStrategy:"merge" patchMergeKey:"mountPath"`
	VolumeDevices            []VolumeDevice           `json:"volumeDevices,omitempty" patchStrategy:"merge" patchMergeKey:"devicePath"`
	LivenessProbe            *Probe                   `json:"livenessProbe,omitempty"`
	ReadinessProbe           *Probe                   `json:"readinessProbe,omitempty"`
	StartupProbe             *Probe                   `json:"startupProbe,omitempty"`
	Lifecycle                *Lifecycle               `json:"lifecycle,omitempty"`
	TerminationMessagePath   string                   `json:"terminationMessagePath,omitempty"`
	TerminationMessagePolicy TerminationMessagePolicy `json:"terminationMessagePolicy,omitempty"`
	ImagePullPolicy          PullPolicy               `json:"imagePullPolicy,omitempty"`
	SecurityContext          *SecurityContext         `json:"securityContext,omitempty"`
	Stdin                    bool                     `json:"stdin,omitempty"`
	StdinOnce                bool                     `json:"stdinOnce,omitempty"`
	TTY                      bool                     `json:"tty,omitempty"`
}

type EphemeralContainer struct {
	EphemeralContainerCommon `json:",inline"`
	TargetContainerName      string `json:"targetContainerName,omitempty"`
}

type PodStatusResult struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Status            PodStatus `json:"status,omitempty"`
}

type PodTemplate struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Template          PodTemplateSpec `json:"template,omitempty"`
}

type PodTemplateList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []PodTemplate `json:"items"`
}

type ReplicationControllerSpec struct {
	Replicas        *int32            `json:"replicas,omitempty"`
	MinReadySeconds int32             `json:"minReadySeconds,omitempty"`
	Selector        map[string]string `json:"selector,omitempty"`
	Template        *PodTemplateSpec  `json:"template,omitempty"`
}

type ReplicationControllerStatus struct {
	Replicas             int32                            `json:"replicas"`
	FullyLabeledReplicas int32                            `json:"fullyLabeledReplicas,omitempty"`
	ReadyReplicas        int32                            `json:"readyReplicas,omitempty"`
	AvailableReplicas    int32                            `json:"availableReplicas,omitempty"`
	ObservedGeneration   int64                            `json:"observedGeneration,omitempty"`
	Conditions           []ReplicationControllerCondition `json:"conditions,omitempty" patchStrategy:"merge" patchMergeKey:"type"`
}

type ReplicationControllerConditionType string

const (
	ReplicationControllerReplicaFailure ReplicationControllerConditionType = "ReplicaFailure"
)

type ReplicationControllerCondition struct {
	Type               ReplicationControllerConditionType `json:"type"`
	Status             ConditionStatus                    `json:"status"`
	LastTransitionTime metav1.Time                        `json:"lastTransitionTime,omitempty"`
	Reason             string                             `json:"reason,omitempty"`
	Message            string                             `json:"message,omitempty"`
}

type ReplicationController struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              ReplicationControllerSpec   `json:"spec,omitempty"`
	Status            ReplicationControllerStatus `json:"status,omitempty"`
}

type ReplicationControllerList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []ReplicationController `json:"items"`
}

type ServiceAffinity string

const (
	ServiceAffinityClientIP ServiceAffinity = "ClientIP"
	ServiceAffinityNone     ServiceAffinity = "None"
)

const (
	DefaultClientIPServiceAffinitySeconds int32 = 10800
)

type SessionAffinityConfig struct {
	ClientIP *ClientIPConfig `json:"clientIP,omitempty"`
}

type ClientIPConfig struct {
	TimeoutSeconds *int32 `json:"timeoutSeconds,omitempty"`
}

type ServiceInternalTrafficPolicy string

const (
	ServiceInternalTrafficPolicyCluster ServiceInternalTrafficPolicy = "Cluster"
	ServiceInternalTrafficPolicyLocal   ServiceInternalTrafficPolicy = "Local"
)

type ServiceInternalTrafficPolicyType ServiceInternalTrafficPolicy

type ServiceExternalTrafficPolicy string

const (
	ServiceExternalTrafficPolicyCluster ServiceExternalTrafficPolicy = "Cluster"
	ServiceExternalTrafficPolicyLocal   ServiceExternalTrafficPolicy = "Local"
)

type ServiceExternalTrafficPolicyType ServiceExternalTrafficPolicy

const (
	ServiceExternalTrafficPolicyTypeLocal   = ServiceExternalTrafficPolicyLocal
	ServiceExternalTrafficPolicyTypeCluster = ServiceExternalTrafficPolicyCluster
)

const (
	ServiceTrafficDistributionPreferSameZone = "PreferSameZone"
	ServiceTrafficDistributionPreferSameNode = "PreferSameNode"
	ServiceTrafficDistributionPreferClose    = "PreferClose"
)

const (
	LoadBalancerPortsError       = "LoadBalancerPortsError"
	LoadBalancerPortsErrorReason = "LoadBalancerMixedProtocolNotSupported"
)

type LoadBalancerStatus struct {
	Ingress []LoadBalancerIngress `json:"ingress,omitempty"`
}

type LoadBalancerIngress struct {
	IP       string              `json:"ip,omitempty"`
	Hostname string              `json:"hostname,omitempty"`
	IPMode   *LoadBalancerIPMode `json:"ipMode,omitempty"`
	Ports    []PortStatus        `json:"ports,omitempty"`
}

type IPFamily string

const (
	IPv4Protocol    IPFamily = "IPv4"
	IPv6Protocol    IPFamily = "IPv6"
	IPFamilyUnknown IPFamily = ""
)

type IPFamilyPolicy string

const (
	IPFamilyPolicySingleStack      IPFamilyPolicy = "SingleStack"
	IPFamilyPolicyPreferDualStack  IPFamilyPolicy = "PreferDualStack"
	IPFamilyPolicyRequireDualStack IPFamilyPolicy = "RequireDualStack"
)

type IPFamilyPolicyType IPFamilyPolicy

type Endpoints struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Subsets           []EndpointSubset `json:"subsets,omitempty"`
}

type EndpointSubset struct {
	Addresses         []EndpointAddress `json:"addresses,omitempty"`
	NotReadyAddresses []EndpointAddress `json:"notReadyAddresses,omitempty"`
	Ports             []EndpointPort    `json:"ports,omitempty"`
}

type EndpointAddress struct {
	IP        string           `json:"ip"`
	Hostname  string           `json:"hostname,omitempty"`
	NodeName  *string          `json:"nodeName,omitempty"`
	TargetRef *ObjectReference `json:"targetRef,omitempty"`
}

type EndpointPort struct {
	Name        string   `json:"name,omitempty"`
	Port        int32    `json:"port"`
	Protocol    Protocol `json:"protocol,omitempty"`
	AppProtocol *string  `json:"appProtocol,omitempty"`
}

type EndpointsList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Endpoints `json:"items"`
}

type NodeConfigSource struct {
	ConfigMap *ConfigMapNodeConfigSource `json:"configMap,omitempty"`
}

type ConfigMapNodeConfigSource struct {
	Namespace        string    `json:"namespace"`
	Name             string    `json:"name"`
	UID              types.UID `json:"uid,omitempty"`
	ResourceVersion  string    `json:"resourceVersion,omitempty"`
	KubeletConfigKey string    `json:"kubeletConfigKey"`
}

type DaemonEndpoint struct {
	Port int32 `json:"Port"`
}

type NodeDaemonEndpoints struct {
	KubeletEndpoint DaemonEndpoint `json:"kubeletEndpoint,omitempty"`
}

type NodeRuntimeHandlerFeatures struct {
	RecursiveReadOnlyMounts *bool `json:"recursiveReadOnlyMounts,omitempty"`
	UserNamespaces          *bool `json:"userNamespaces,omitempty"`
}

type NodeRuntimeHandler struct {
	Name     string                      `json:"name"`
	Features *NodeRuntimeHandlerFeatures `json:"features,omitempty"`
}

type NodeFeatures struct {
	SupplementalGroupsPolicy *bool `json:"supplementalGroupsPolicy,omitempty"`
}

type NodeSwapStatus struct {
	Capacity *int64 `json:"capacity,omitempty"`
}

type NodeConfigStatus struct {
	Assigned      *NodeConfigSource `json:"assigned,omitempty"`
	Active        *NodeConfigSource `json:"active,omitempty"`
	LastKnownGood *NodeConfigSource `json:"lastKnownGood,omitempty"`
	Error         string            `json:"error,omitempty"`
}

type UniqueVolumeName string

type AttachedVolume struct {
	Name       UniqueVolumeName `json:"name"`
	DevicePath string           `json:"devicePath"`
}

type AvoidPods struct {
	PreferAvoidPods []PreferAvoidPodsEntry `json:"preferAvoidPods,omitempty"`
}

type PreferAvoidPodsEntry struct {
	PodSignature PodSignature `json:"podSignature"`
	EvictionTime metav1.Time  `json:"evictionTime,omitempty"`
	Reason       string       `json:"reason,omitempty"`
	Message      string       `json:"message,omitempty"`
}

type PodSignature struct {
	PodController *metav1.OwnerReference `json:"podController,omitempty"`
}

type ContainerImage struct {
	Names     []string `json:"names"`
	SizeBytes int64    `json:"sizeBytes,omitempty"`
}

const (
	ResourceDefaultNamespacePrefix  = "kubernetes.io/"
	ResourceHugePagesPrefix         = "hugepages-"
	ResourceAttachableVolumesPrefix = "attachable-volumes-"
)

const (
	NamespaceTerminatingCause metav1.CauseType = "NamespaceTerminating"
)

type NamespaceConditionType string

const (
	NamespaceDeletionDiscoveryFailure NamespaceConditionType = "NamespaceDeletionDiscoveryFailure"
	NamespaceDeletionContentFailure   NamespaceConditionType = "NamespaceDeletionContentFailure"
	NamespaceDeletionGVParsingFailure NamespaceConditionType = "NamespaceDeletionGroupVersionParsingFailure"
	NamespaceContentRemaining         NamespaceConditionType = "NamespaceContentRemaining"
	NamespaceFinalizersRemaining      NamespaceConditionType = "NamespaceFinalizersRemaining"
)

type NamespaceCondition struct {
	Type               NamespaceConditionType `json:"type"`
	Status             ConditionStatus        `json:"status"`
	LastTransitionTime metav1.Time            `json:"lastTransitionTime,omitempty"`
	Reason             string                 `json:"reason,omitempty"`
	Message            string                 `json:"message,omitempty"`
}

type Binding struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Target            ObjectReference `json:"target"`
}

type Preconditions struct {
	UID *types.UID `json:"uid,omitempty"`
}

const (
	LogStreamStdout = "Stdout"
	LogStreamStderr = "Stderr"
	LogStreamAll    = "All"
)

type PodLogOptions struct {
	metav1.TypeMeta              `json:",inline"`
	Container                    string       `json:"container,omitempty"`
	Follow                       bool         `json:"follow,omitempty"`
	Previous                     bool         `json:"previous,omitempty"`
	SinceSeconds                 *int64       `json:"sinceSeconds,omitempty"`
	SinceTime                    *metav1.Time `json:"sinceTime,omitempty"`
	Timestamps                   bool         `json:"timestamps,omitempty"`
	TailLines                    *int64       `json:"tailLines,omitempty"`
	LimitBytes                   *int64       `json:"limitBytes,omitempty"`
	InsecureSkipTLSVerifyBackend bool         `json:"insecureSkipTLSVerifyBackend,omitempty"`
	Stream                       *string      `json:"stream,omitempty"`
}

type PodAttachOptions struct {
	metav1.TypeMeta `json:",inline"`
	Stdin           bool   `json:"stdin,omitempty"`
	Stdout          bool   `json:"stdout,omitempty"`
	Stderr          bool   `json:"stderr,omitempty"`
	TTY             bool   `json:"tty,omitempty"`
	Container       string `json:"container,omitempty"`
}

type PodExecOptions struct {
	metav1.TypeMeta `json:",inline"`
	Stdin           bool     `json:"stdin,omitempty"`
	Stdout          bool     `json:"stdout,omitempty"`
	Stderr          bool     `json:"stderr,omitempty"`
	TTY             bool     `json:"tty,omitempty"`
	Container       string   `json:"container,omitempty"`
	Command         []string `json:"command"`
}

type PodPortForwardOptions struct {
	metav1.TypeMeta `json:",inline"`
	Ports           []int32 `json:"ports,omitempty"`
}

type PodProxyOptions struct {
	metav1.TypeMeta `json:",inline"`
	Path            string `json:"path,omitempty"`
}

type NodeProxyOptions struct {
	metav1.TypeMeta `json:",inline"`
	Path            string `json:"path,omitempty"`
}

type ServiceProxyOptions struct {
	metav1.TypeMeta `json:",inline"`
	Path            string `json:"path,omitempty"`
}

type TypedLocalObjectReference struct {
	APIGroup *string `json:"apiGroup"`
	Kind     string  `json:"kind"`
	Name     string  `json:"name"`
}

type SerializedReference struct {
	metav1.TypeMeta `json:",inline"`
	Reference       ObjectReference `json:"reference,omitempty"`
}

type EventSeries struct {
	Count            int32            `json:"count,omitempty"`
	LastObservedTime metav1.MicroTime `json:"lastObservedTime,omitempty"`
}

type LimitType string

const (
	LimitTypePod                   LimitType = "Pod"
	LimitTypeContainer             LimitType = "Container"
	LimitTypePersistentVolumeClaim LimitType = "PersistentVolumeClaim"
)

type LimitRangeItem struct {
	Type                 LimitType    `json:"type"`
	Max                  ResourceList `json:"max,omitempty"`
	Min                  ResourceList `json:"min,omitempty"`
	Default              ResourceList `json:"default,omitempty"`
	DefaultRequest       ResourceList `json:"defaultRequest,omitempty"`
	MaxLimitRequestRatio ResourceList `json:"maxLimitRequestRatio,omitempty"`
}

type LimitRangeSpec struct {
	Limits []LimitRangeItem `json:"limits"`
}

type LimitRange struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              LimitRangeSpec `json:"spec,omitempty"`
}

type LimitRangeList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []LimitRange `json:"items"`
}

const (
	ResourceServices                       ResourceName = "services"
	ResourceReplicationControllers         ResourceName = "replicationcontrollers"
	ResourceQuotas                         ResourceName = "resourcequotas"
	ResourceSecrets                        ResourceName = "secrets"
	ResourceConfigMaps                     ResourceName = "configmaps"
	ResourcePersistentVolumeClaims         ResourceName = "persistentvolumeclaims"
	ResourceServicesNodePorts              ResourceName = "services.nodeports"
	ResourceServicesLoadBalancers          ResourceName = "services.loadbalancers"
	ResourceRequestsCPU                    ResourceName = "requests.cpu"
	ResourceRequestsMemory                 ResourceName = "requests.memory"
	ResourceRequestsStorage                ResourceName = "requests.storage"
	ResourceRequestsEphemeralStorage       ResourceName = "requests.ephemeral-storage"
	ResourceLimitsCPU                      ResourceName = "limits.cpu"
	ResourceLimitsMemory                   ResourceName = "limits.memory"
	ResourceLimitsEphemeralStorage         ResourceName = "limits.ephemeral-storage"
	ResourceClaimsPerClass                 string       = ".deviceclass.resource.k8s.io/devices"
	ResourceImplicitExtendedClaimsPerClass string       = "requests.deviceclass.resource.kubernetes.io/"
)

const (
	ResourceRequestsHugePagesPrefix = "requests.hugepages-"
	DefaultResourceRequestsPrefix   = "requests."
)

type ResourceQuotaScope string

const (
	ResourceQuotaScopeTerminating               ResourceQuotaScope = "Terminating"
	ResourceQuotaScopeNotTerminating            ResourceQuotaScope = "NotTerminating"
	ResourceQuotaScopeBestEffort                ResourceQuotaScope = "BestEffort"
	ResourceQuotaScopeNotBestEffort             ResourceQuotaScope = "NotBestEffort"
	ResourceQuotaScopePriorityClass             ResourceQuotaScope = "PriorityClass"
	ResourceQuotaScopeCrossNamespacePodAffinity ResourceQuotaScope = "CrossNamespacePodAffinity"
	ResourceQuotaScopeVolumeAttributesClass     ResourceQuotaScope = "VolumeAttributesClass"
)

type ResourceQuotaSpec struct {
	Hard          ResourceList         `json:"hard,omitempty"`
	Scopes        []ResourceQuotaScope `json:"scopes,omitempty"`
	ScopeSelector *ScopeSelector       `json:"scopeSelector,omitempty"`
}

type ScopeSelector struct {
	MatchExpressions []ScopedResourceSelectorRequirement `json:"matchExpressions,omitempty"`
}

type ScopedResourceSelectorRequirement struct {
	ScopeName ResourceQuotaScope    `json:"scopeName"`
	Operator  ScopeSelectorOperator `json:"operator"`
	Values    []string              `json:"values,omitempty"`
}

type ScopeSelectorOperator string

const (
	ScopeSelectorOpIn           ScopeSelectorOperator = "In"
	ScopeSelectorOpNotIn        ScopeSelectorOperator = "NotIn"
	ScopeSelectorOpExists       ScopeSelectorOperator = "Exists"
	ScopeSelectorOpDoesNotExist ScopeSelectorOperator = "DoesNotExist"
)

type ResourceQuotaStatus struct {
	Hard ResourceList `json:"hard,omitempty"`
	Used ResourceList `json:"used,omitempty"`
}

type ResourceQuota struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              ResourceQuotaSpec   `json:"spec,omitempty"`
	Status            ResourceQuotaStatus `json:"status,omitempty"`
}

type ResourceQuotaList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []ResourceQuota `json:"items"`
}

const (
	MaxSecretSize = 1 * 1024 * 1024
)

const (
	ServiceAccountNameKey                  = "kubernetes.io/service-account.name"
	ServiceAccountUIDKey                   = "kubernetes.io/service-account.uid"
	ServiceAccountTokenKey                 = "token"
	ServiceAccountKubeconfigKey            = "kubernetes.kubeconfig"
	ServiceAccountRootCAKey                = "ca.crt"
	ServiceAccountNamespaceKey             = "namespace"
	DockerConfigKey                        = ".dockercfg"
	DockerConfigJsonKey                    = ".dockerconfigjson"
	SSHAuthPrivateKey                      = "ssh-privatekey"
	SecretTypeBootstrapToken    SecretType = "bootstrap.kubernetes.io/token"
)

type ComponentConditionType string

const (
	ComponentHealthy ComponentConditionType = "Healthy"
)

type ComponentCondition struct {
	Type    ComponentConditionType `json:"type"`
	Status  ConditionStatus        `json:"status"`
	Message string                 `json:"message,omitempty"`
	Error   string                 `json:"error,omitempty"`
}

type ComponentStatus struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Conditions        []ComponentCondition `json:"conditions,omitempty" patchStrategy:"merge" patchMergeKey:"type"`
}

type ComponentStatusList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []ComponentStatus `json:"items"`
}

type DownwardAPIVolumeSource struct {
	Items       []DownwardAPIVolumeFile `json:"items,omitempty"`
	DefaultMode *int32                  `json:"defaultMode,omitempty"`
}

const (
	DownwardAPIVolumeSourceDefaultMode int32 = 0644
)

type DownwardAPIVolumeFile struct {
	Path             string                 `json:"path"`
	FieldRef         *ObjectFieldSelector   `json:"fieldRef,omitempty"`
	ResourceFieldRef *ResourceFieldSelector `json:"resourceFieldRef,omitempty"`
	Mode             *int32                 `json:"mode,omitempty"`
}

type DownwardAPIProjection struct {
	Items []DownwardAPIVolumeFile `json:"items,omitempty"`
}

type ProcMountType string

const (
	DefaultProcMount  ProcMountType = "Default"
	UnmaskedProcMount ProcMountType = "Unmasked"
)

type WindowsSecurityContextOptions struct {
	GMSACredentialSpecName *string `json:"gmsaCredentialSpecName,omitempty"`
	GMSACredentialSpec     *string `json:"gmsaCredentialSpec,omitempty"`
	RunAsUserName          *string `json:"runAsUserName,omitempty"`
	HostProcess            *bool   `json:"hostProcess,omitempty"`
}

type RangeAllocation struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Range             string `json:"range"`
	Data              []byte `json:"data"`
}

const (
	DefaultSchedulerName                        = "default-scheduler"
	DefaultHardPodAffinitySymmetricWeight int32 = 1
)

const (
	ExecStdinParam             = "input"
	ExecStdoutParam            = "output"
	ExecStderrParam            = "error"
	ExecTTYParam               = "tty"
	ExecCommandParam           = "command"
	StreamType                 = "streamType"
	StreamTypeStdin            = "stdin"
	StreamTypeStdout           = "stdout"
	StreamTypeStderr           = "stderr"
	StreamTypeData             = "data"
	StreamTypeError            = "error"
	StreamTypeResize           = "resize"
	PortHeader                 = "port"
	PortForwardRequestIDHeader = "requestID"
)

const (
	MixedProtocolNotSupported = "MixedProtocolNotSupported"
)

type PortStatus struct {
	Port     int32    `json:"port"`
	Protocol Protocol `json:"protocol"`
	Error    *string  `json:"error,omitempty"`
}

type LoadBalancerIPMode string

const (
	LoadBalancerIPModeVIP   LoadBalancerIPMode = "VIP"
	LoadBalancerIPModeProxy LoadBalancerIPMode = "Proxy"
)

type ImageVolumeSource struct {
	Reference  string     `json:"reference,omitempty"`
	PullPolicy PullPolicy `json:"pullPolicy,omitempty"`
}

type NodeAllocatableResourceClaimStatus struct {
	ResourceClaimName string                             `json:"resourceClaimName"`
	Containers        []string                           `json:"containers,omitempty"`
	Resources         map[ResourceName]resource.Quantity `json:"resources"`
}
