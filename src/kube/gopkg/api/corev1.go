package v1

import (
	"k8s.io/apimachinery/pkg/api/resource"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/types"
	"k8s.io/apimachinery/pkg/util/intstr"
)

const (
	// NamespaceDefault means the object is in the default namespace which is applied when not specified by clients
	NamespaceDefault string = "default"
	// NamespaceAll is the default argument to specify on a context when you want to list or filter resources across all namespaces
	NamespaceAll string = ""
	// NamespaceNodeLease is the namespace where we place node lease objects (used for node heartbeats)
	NamespaceNodeLease string = "kube-node-lease"
)

// ConditionStatus is the status of a condition.
type ConditionStatus string

const (
	ConditionTrue    ConditionStatus = "True"
	ConditionFalse   ConditionStatus = "False"
	ConditionUnknown ConditionStatus = "Unknown"
)

// ResourceName is the name identifying various resources in a ResourceList.
type ResourceName string

const (
	ResourceCPU              ResourceName = "cpu"
	ResourceMemory           ResourceName = "memory"
	ResourceStorage          ResourceName = "storage"
	ResourceEphemeralStorage ResourceName = "ephemeral-storage"
	ResourcePods             ResourceName = "pods"
)

// ResourceList is a set of (resource name, quantity) pairs.
type ResourceList map[ResourceName]resource.Quantity

// Cpu returns the Cpu limit if specified.
func (rl *ResourceList) Cpu() *resource.Quantity {
	return rl.Name(ResourceCPU, resource.DecimalSI)
}

// Memory returns the Memory limit if specified.
func (rl *ResourceList) Memory() *resource.Quantity {
	return rl.Name(ResourceMemory, resource.BinarySI)
}

// Storage returns the Storage limit if specified.
func (rl *ResourceList) Storage() *resource.Quantity {
	return rl.Name(ResourceStorage, resource.BinarySI)
}

// Pods returns the list of pods
func (rl *ResourceList) Pods() *resource.Quantity {
	return rl.Name(ResourcePods, resource.DecimalSI)
}

// StorageEphemeral returns the list of ephemeral storage volumes, if any
func (rl *ResourceList) StorageEphemeral() *resource.Quantity {
	return rl.Name(ResourceEphemeralStorage, resource.BinarySI)
}

// Name returns the resource with name if specified, otherwise it returns a nil quantity with default format.
func (rl *ResourceList) Name(name ResourceName, defaultFormat resource.Format) *resource.Quantity {
	if val, ok := (*rl)[name]; ok {
		return &val
	}
	return &resource.Quantity{Format: defaultFormat}
}

// ResourceRequirements describes the compute resource requirements.
type ResourceRequirements struct {
	Limits   ResourceList    `json:"limits,omitempty"`
	Requests ResourceList    `json:"requests,omitempty"`
	Claims   []ResourceClaim `json:"claims,omitempty"`
}

// LocalObjectReference contains enough information to let you locate the referenced object inside the same namespace.
type LocalObjectReference struct {
	Name string `json:"name,omitempty"`
}

// ObjectReference contains enough information to let you inspect or modify the referred object.
type ObjectReference struct {
	Kind            string    `json:"kind,omitempty"`
	Namespace       string    `json:"namespace,omitempty"`
	Name            string    `json:"name,omitempty"`
	UID             types.UID `json:"uid,omitempty"`
	APIVersion      string    `json:"apiVersion,omitempty"`
	ResourceVersion string    `json:"resourceVersion,omitempty"`
	FieldPath       string    `json:"fieldPath,omitempty"`
}

// Protocol defines network protocols supported for things like container ports.
type Protocol string

const (
	ProtocolTCP  Protocol = "TCP"
	ProtocolUDP  Protocol = "UDP"
	ProtocolSCTP Protocol = "SCTP"
)

// ContainerPort represents a network port in a single container.
type ContainerPort struct {
	Name          string   `json:"name,omitempty"`
	HostPort      int32    `json:"hostPort,omitempty"`
	ContainerPort int32    `json:"containerPort"`
	Protocol      Protocol `json:"protocol,omitempty"`
	HostIP        string   `json:"hostIP,omitempty"`
}

// EnvVar represents an environment variable present in a Container.
type EnvVar struct {
	Name      string        `json:"name"`
	Value     string        `json:"value,omitempty"`
	ValueFrom *EnvVarSource `json:"valueFrom,omitempty"`
}

// EnvVarSource represents a source for the value of an EnvVar.
type EnvVarSource struct {
	FieldRef         *ObjectFieldSelector   `json:"fieldRef,omitempty"`
	ResourceFieldRef *ResourceFieldSelector `json:"resourceFieldRef,omitempty"`
	ConfigMapKeyRef  *ConfigMapKeySelector  `json:"configMapKeyRef,omitempty"`
	SecretKeyRef     *SecretKeySelector     `json:"secretKeyRef,omitempty"`
	FileKeyRef       *FileKeySelector       `json:"fileKeyRef,omitempty"`
}

// ObjectFieldSelector selects an APIVersioned field of an object.
type ObjectFieldSelector struct {
	APIVersion string `json:"apiVersion,omitempty"`
	FieldPath  string `json:"fieldPath"`
}

// ConfigMapKeySelector selects a key from a ConfigMap.
type ConfigMapKeySelector struct {
	LocalObjectReference `json:",inline"`
	Key                  string `json:"key"`
	Optional             *bool  `json:"optional,omitempty"`
}

// SecretKeySelector selects a key of a Secret.
type SecretKeySelector struct {
	LocalObjectReference `json:",inline"`
	Key                  string `json:"key"`
	Optional             *bool  `json:"optional,omitempty"`
}

// EnvFromSource represents the source of a set of ConfigMaps or Secrets.
type EnvFromSource struct {
	Prefix       string              `json:"prefix,omitempty"`
	ConfigMapRef *ConfigMapEnvSource `json:"configMapRef,omitempty"`
	SecretRef    *SecretEnvSource    `json:"secretRef,omitempty"`
}

// ConfigMapEnvSource selects a ConfigMap to populate the environment variables with.
type ConfigMapEnvSource struct {
	LocalObjectReference `json:",inline"`
	Optional             *bool `json:"optional,omitempty"`
}

// SecretEnvSource selects a Secret to populate the environment variables with.
type SecretEnvSource struct {
	LocalObjectReference `json:",inline"`
	Optional             *bool `json:"optional,omitempty"`
}

// VolumeMount describes a mounting of a Volume within a container.
type VolumeMount struct {
	Name              string                 `json:"name"`
	ReadOnly          bool                   `json:"readOnly,omitempty"`
	RecursiveReadOnly *RecursiveReadOnlyMode `json:"recursiveReadOnly,omitempty"`
	MountPath         string                 `json:"mountPath"`
	SubPath           string                 `json:"subPath,omitempty"`
	MountPropagation  *MountPropagationMode  `json:"mountPropagation,omitempty"`
	SubPathExpr       string                 `json:"subPathExpr,omitempty"`
}

// Volume represents a named volume in a pod that may be accessed by any container in the pod.
type Volume struct {
	Name         string `json:"name"`
	VolumeSource `json:",inline"`
}

// VolumeSource represents the location and type of the mounted volume.
type VolumeSource struct {
	HostPath              *HostPathVolumeSource              `json:"hostPath,omitempty"`
	EmptyDir              *EmptyDirVolumeSource              `json:"emptyDir,omitempty"`
	GCEPersistentDisk     *GCEPersistentDiskVolumeSource     `json:"gcePersistentDisk,omitempty"`
	AWSElasticBlockStore  *AWSElasticBlockStoreVolumeSource  `json:"awsElasticBlockStore,omitempty"`
	GitRepo               *GitRepoVolumeSource               `json:"gitRepo,omitempty"`
	Secret                *SecretVolumeSource                `json:"secret,omitempty"`
	NFS                   *NFSVolumeSource                   `json:"nfs,omitempty"`
	ISCSI                 *ISCSIVolumeSource                 `json:"iscsi,omitempty"`
	Glusterfs             *GlusterfsVolumeSource             `json:"glusterfs,omitempty"`
	PersistentVolumeClaim *PersistentVolumeClaimVolumeSource `json:"persistentVolumeClaim,omitempty"`
	RBD                   *RBDVolumeSource                   `json:"rbd,omitempty"`
	FlexVolume            *FlexVolumeSource                  `json:"flexVolume,omitempty"`
	Cinder                *CinderVolumeSource                `json:"cinder,omitempty"`
	CephFS                *CephFSVolumeSource                `json:"cephfs,omitempty"`
	Flocker               *FlockerVolumeSource               `json:"flocker,omitempty"`
	DownwardAPI           *DownwardAPIVolumeSource           `json:"downwardAPI,omitempty"`
	FC                    *FCVolumeSource                    `json:"fc,omitempty"`
	AzureFile             *AzureFileVolumeSource             `json:"azureFile,omitempty"`
	ConfigMap             *ConfigMapVolumeSource             `json:"configMap,omitempty"`
	VsphereVolume         *VsphereVirtualDiskVolumeSource    `json:"vsphereVolume,omitempty"`
	Quobyte               *QuobyteVolumeSource               `json:"quobyte,omitempty"`
	AzureDisk             *AzureDiskVolumeSource             `json:"azureDisk,omitempty"`
	PhotonPersistentDisk  *PhotonPersistentDiskVolumeSource  `json:"photonPersistentDisk,omitempty"`
	Projected             *ProjectedVolumeSource             `json:"projected,omitempty"`
	PortworxVolume        *PortworxVolumeSource              `json:"portworxVolume,omitempty"`
	ScaleIO               *ScaleIOVolumeSource               `json:"scaleIO,omitempty"`
	StorageOS             *StorageOSVolumeSource             `json:"storageos,omitempty"`
	CSI                   *CSIVolumeSource                   `json:"csi,omitempty"`
	Ephemeral             *EphemeralVolumeSource             `json:"ephemeral,omitempty"`
	Image                 *ImageVolumeSource                 `json:"image,omitempty"`
}

// EmptyDirVolumeSource represents an empty directory for a pod.
type EmptyDirVolumeSource struct {
	Medium    StorageMedium      `json:"medium,omitempty"`
	SizeLimit *resource.Quantity `json:"sizeLimit,omitempty"`
}

// SecretVolumeSource adapts a Secret into a volume.
type SecretVolumeSource struct {
	SecretName  string      `json:"secretName,omitempty"`
	Items       []KeyToPath `json:"items,omitempty"`
	DefaultMode *int32      `json:"defaultMode,omitempty"`
	Optional    *bool       `json:"optional,omitempty"`
}

// ConfigMapVolumeSource adapts a ConfigMap into a volume.
type ConfigMapVolumeSource struct {
	LocalObjectReference `json:",inline"`
	Items                []KeyToPath `json:"items,omitempty"`
	DefaultMode          *int32      `json:"defaultMode,omitempty"`
	Optional             *bool       `json:"optional,omitempty"`
}

// URIScheme identifies the scheme used for connection to a host for Get actions
type URIScheme string

const (
	URISchemeHTTP  URIScheme = "HTTP"
	URISchemeHTTPS URIScheme = "HTTPS"
)

// HTTPGetAction describes an action based on HTTP Get requests.
type HTTPGetAction struct {
	Path        string             `json:"path,omitempty"`
	Port        intstr.IntOrString `json:"port"`
	Host        string             `json:"host,omitempty"`
	Scheme      URIScheme          `json:"scheme,omitempty"`
	HTTPHeaders []HTTPHeader       `json:"httpHeaders,omitempty"`
}

// TCPSocketAction describes an action based on opening a socket
type TCPSocketAction struct {
	Port intstr.IntOrString `json:"port"`
	Host string             `json:"host,omitempty"`
}

// ExecAction describes a "run in container" action.
type ExecAction struct {
	Command []string `json:"command,omitempty"`
}

// ProbeHandler defines a specific action that should be taken in a probe.
type ProbeHandler struct {
	Exec      *ExecAction      `json:"exec,omitempty"`
	HTTPGet   *HTTPGetAction   `json:"httpGet,omitempty"`
	TCPSocket *TCPSocketAction `json:"tcpSocket,omitempty"`
	GRPC      *GRPCAction      `json:"grpc,omitempty"`
}

// Probe describes a health check to be performed against a container.
type Probe struct {
	ProbeHandler                  `json:",inline"`
	InitialDelaySeconds           int32  `json:"initialDelaySeconds,omitempty"`
	TimeoutSeconds                int32  `json:"timeoutSeconds,omitempty"`
	PeriodSeconds                 int32  `json:"periodSeconds,omitempty"`
	SuccessThreshold              int32  `json:"successThreshold,omitempty"`
	FailureThreshold              int32  `json:"failureThreshold,omitempty"`
	TerminationGracePeriodSeconds *int64 `json:"terminationGracePeriodSeconds,omitempty"`
}

// PullPolicy describes a policy for if/when to pull a container image
type PullPolicy string

const (
	PullAlways       PullPolicy = "Always"
	PullNever        PullPolicy = "Never"
	PullIfNotPresent PullPolicy = "IfNotPresent"
)

// Capability represent POSIX capabilities type
type Capability string

// Capabilities adds and removes POSIX capabilities from running containers.
type Capabilities struct {
	Add  []Capability `json:"add,omitempty"`
	Drop []Capability `json:"drop,omitempty"`
}

// SeccompProfileType defines the supported seccomp profile types.
type SeccompProfileType string

const (
	SeccompProfileTypeUnconfined     SeccompProfileType = "Unconfined"
	SeccompProfileTypeRuntimeDefault SeccompProfileType = "RuntimeDefault"
	SeccompProfileTypeLocalhost      SeccompProfileType = "Localhost"
)

// SeccompProfile defines a pod/container's seccomp profile settings.
type SeccompProfile struct {
	Type             SeccompProfileType `json:"type"`
	LocalhostProfile *string            `json:"localhostProfile,omitempty"`
}

// SecurityContext holds security configuration that will be applied to a container.
type SecurityContext struct {
	Capabilities             *Capabilities                  `json:"capabilities,omitempty"`
	Privileged               *bool                          `json:"privileged,omitempty"`
	SELinuxOptions           *SELinuxOptions                `json:"seLinuxOptions,omitempty"`
	WindowsOptions           *WindowsSecurityContextOptions `json:"windowsOptions,omitempty"`
	RunAsUser                *int64                         `json:"runAsUser,omitempty"`
	RunAsGroup               *int64                         `json:"runAsGroup,omitempty"`
	RunAsNonRoot             *bool                          `json:"runAsNonRoot,omitempty"`
	ReadOnlyRootFilesystem   *bool                          `json:"readOnlyRootFilesystem,omitempty"`
	AllowPrivilegeEscalation *bool                          `json:"allowPrivilegeEscalation,omitempty"`
	ProcMount                *ProcMountType                 `json:"procMount,omitempty"`
	SeccompProfile           *SeccompProfile                `json:"seccompProfile,omitempty"`
	AppArmorProfile          *AppArmorProfile               `json:"appArmorProfile,omitempty"`
}

// PodSecurityContext holds pod-level security attributes and common container settings.
type PodSecurityContext struct {
	SELinuxOptions           *SELinuxOptions                `json:"seLinuxOptions,omitempty"`
	WindowsOptions           *WindowsSecurityContextOptions `json:"windowsOptions,omitempty"`
	RunAsUser                *int64                         `json:"runAsUser,omitempty"`
	RunAsGroup               *int64                         `json:"runAsGroup,omitempty"`
	RunAsNonRoot             *bool                          `json:"runAsNonRoot,omitempty"`
	SupplementalGroups       []int64                        `json:"supplementalGroups,omitempty"`
	SupplementalGroupsPolicy *SupplementalGroupsPolicy      `json:"supplementalGroupsPolicy,omitempty"`
	FSGroup                  *int64                         `json:"fsGroup,omitempty"`
	Sysctls                  []Sysctl                       `json:"sysctls,omitempty"`
	FSGroupChangePolicy      *PodFSGroupChangePolicy        `json:"fsGroupChangePolicy,omitempty"`
	SeccompProfile           *SeccompProfile                `json:"seccompProfile,omitempty"`
	AppArmorProfile          *AppArmorProfile               `json:"appArmorProfile,omitempty"`
	SELinuxChangePolicy      *PodSELinuxChangePolicy        `json:"seLinuxChangePolicy,omitempty"`
}

// Container is a single application container that you want to run within a pod.
type Container struct {
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

// RestartPolicy describes how the container should be restarted.
type RestartPolicy string

const (
	RestartPolicyAlways    RestartPolicy = "Always"
	RestartPolicyOnFailure RestartPolicy = "OnFailure"
	RestartPolicyNever     RestartPolicy = "Never"
)

// TaintEffect is the effect of a taint.
type TaintEffect string

const (
	TaintEffectNoSchedule       TaintEffect = "NoSchedule"
	TaintEffectPreferNoSchedule TaintEffect = "PreferNoSchedule"
	TaintEffectNoExecute        TaintEffect = "NoExecute"
)

// TolerationOperator is the set of operators that can be used in a toleration.
type TolerationOperator string

const (
	TolerationOpExists TolerationOperator = "Exists"
	TolerationOpEqual  TolerationOperator = "Equal"
)

// Toleration lets the pod tolerate any taint that matches the triple <key,value,effect>.
type Toleration struct {
	Key               string             `json:"key,omitempty"`
	Operator          TolerationOperator `json:"operator,omitempty"`
	Value             string             `json:"value,omitempty"`
	Effect            TaintEffect        `json:"effect,omitempty"`
	TolerationSeconds *int64             `json:"tolerationSeconds,omitempty"`
}

// PodSpec is a description of a pod.
type PodSpec struct {
	Volumes                       []Volume                   `json:"volumes,omitempty" patchStrategy:"merge,retainKeys" patchMergeKey:"name"`
	InitContainers                []Container                `json:"initContainers,omitempty" patchStrategy:"merge" patchMergeKey:"name"`
	Containers                    []Container                `json:"containers" patchStrategy:"merge" patchMergeKey:"name"`
	EphemeralContainers           []EphemeralContainer       `json:"ephemeralContainers,omitempty" patchStrategy:"merge" patchMergeKey:"name"`
	RestartPolicy                 RestartPolicy              `json:"restartPolicy,omitempty"`
	TerminationGracePeriodSeconds *int64                     `json:"terminationGracePeriodSeconds,omitempty"`
	ActiveDeadlineSeconds         *int64                     `json:"activeDeadlineSeconds,omitempty"`
	DNSPolicy                     DNSPolicy                  `json:"dnsPolicy,omitempty"`
	NodeSelector                  map[string]string          `json:"nodeSelector,omitempty"`
	ServiceAccountName            string                     `json:"serviceAccountName,omitempty"`
	DeprecatedServiceAccount      string                     `json:"serviceAccount,omitempty"`
	AutomountServiceAccountToken  *bool                      `json:"automountServiceAccountToken,omitempty"`
	NodeName                      string                     `json:"nodeName,omitempty"`
	HostNetwork                   bool                       `json:"hostNetwork,omitempty"`
	HostPID                       bool                       `json:"hostPID,omitempty"`
	HostIPC                       bool                       `json:"hostIPC,omitempty"`
	ShareProcessNamespace         *bool                      `json:"shareProcessNamespace,omitempty"`
	SecurityContext               *PodSecurityContext        `json:"securityContext,omitempty"`
	ImagePullSecrets              []LocalObjectReference     `json:"imagePullSecrets,omitempty" patchStrategy:"merge" patchMergeKey:"name"`
	Hostname                      string                     `json:"hostname,omitempty"`
	Subdomain                     string                     `json:"subdomain,omitempty"`
	Affinity                      *Affinity                  `json:"affinity,omitempty"`
	SchedulerName                 string                     `json:"schedulerName,omitempty"`
	Tolerations                   []Toleration               `json:"tolerations,omitempty"`
	HostAliases                   []HostAlias                `json:"hostAliases,omitempty" patchStrategy:"merge" patchMergeKey:"ip"`
	PriorityClassName             string                     `json:"priorityClassName,omitempty"`
	Priority                      *int32                     `json:"priority,omitempty"`
	DNSConfig                     *PodDNSConfig              `json:"dnsConfig,omitempty"`
	ReadinessGates                []PodReadinessGate         `json:"readinessGates,omitempty"`
	RuntimeClassName              *string                    `json:"runtimeClassName,omitempty"`
	EnableServiceLinks            *bool                      `json:"enableServiceLinks,omitempty"`
	PreemptionPolicy              *PreemptionPolicy          `json:"preemptionPolicy,omitempty"`
	Overhead                      ResourceList               `json:"overhead,omitempty"`
	TopologySpreadConstraints     []TopologySpreadConstraint `json:"topologySpreadConstraints,omitempty" patchStrategy:"merge" patchMergeKey:"topologyKey"`
	SetHostnameAsFQDN             *bool                      `json:"setHostnameAsFQDN,omitempty"`
	OS                            *PodOS                     `json:"os,omitempty"`
	HostUsers                     *bool                      `json:"hostUsers,omitempty"`
	SchedulingGates               []PodSchedulingGate        `json:"schedulingGates,omitempty" patchStrategy:"merge" patchMergeKey:"name"`
	ResourceClaims                []PodResourceClaim         `json:"resourceClaims,omitempty" patchStrategy:"merge,retainKeys" patchMergeKey:"name"`
	Resources                     *ResourceRequirements      `json:"resources,omitempty"`
	HostnameOverride              *string                    `json:"hostnameOverride,omitempty"`
	SchedulingGroup               *PodSchedulingGroup        `json:"schedulingGroup,omitempty"`
}

// PodPhase is a label for the condition of a pod at the current time.
type PodPhase string

const (
	PodPending   PodPhase = "Pending"
	PodRunning   PodPhase = "Running"
	PodSucceeded PodPhase = "Succeeded"
	PodFailed    PodPhase = "Failed"
	PodUnknown   PodPhase = "Unknown"
)

// PodConditionType is a valid value for PodCondition.Type
type PodConditionType string

const (
	ContainersReady PodConditionType = "ContainersReady"
	PodInitialized  PodConditionType = "Initialized"
	PodReady        PodConditionType = "Ready"
	PodScheduled    PodConditionType = "PodScheduled"
)

// PodCondition contains details for the current condition of this pod.
type PodCondition struct {
	Type               PodConditionType `json:"type"`
	ObservedGeneration int64            `json:"observedGeneration,omitempty"`
	Status             ConditionStatus  `json:"status"`
	LastProbeTime      metav1.Time      `json:"lastProbeTime,omitempty"`
	LastTransitionTime metav1.Time      `json:"lastTransitionTime,omitempty"`
	Reason             string           `json:"reason,omitempty"`
	Message            string           `json:"message,omitempty"`
}

// ContainerStatus contains details for the current status of this container.
type ContainerStatus struct {
	Name                     string                `json:"name"`
	State                    ContainerState        `json:"state,omitempty"`
	LastTerminationState     ContainerState        `json:"lastState,omitempty"`
	Ready                    bool                  `json:"ready"`
	RestartCount             int32                 `json:"restartCount"`
	Image                    string                `json:"image"`
	ImageID                  string                `json:"imageID"`
	ContainerID              string                `json:"containerID,omitempty"`
	Started                  *bool                 `json:"started,omitempty"`
	AllocatedResources       ResourceList          `json:"allocatedResources,omitempty"`
	Resources                *ResourceRequirements `json:"resources,omitempty"`
	VolumeMounts             []VolumeMountStatus   `json:"volumeMounts,omitempty" patchStrategy:"merge" patchMergeKey:"mountPath"`
	User                     *ContainerUser        `json:"user,omitempty"`
	AllocatedResourcesStatus []ResourceStatus      `json:"allocatedResourcesStatus,omitempty" patchStrategy:"merge" patchMergeKey:"name"`
	StopSignal               *Signal               `json:"stopSignal,omitempty"`
}

// PodStatus represents information about the status of a pod.
type PodStatus struct {
	ObservedGeneration                   int64                                `json:"observedGeneration,omitempty"`
	Phase                                PodPhase                             `json:"phase,omitempty"`
	Conditions                           []PodCondition                       `json:"conditions,omitempty" patchStrategy:"merge" patchMergeKey:"type"`
	Message                              string                               `json:"message,omitempty"`
	Reason                               string                               `json:"reason,omitempty"`
	NominatedNodeName                    string                               `json:"nominatedNodeName,omitempty"`
	HostIP                               string                               `json:"hostIP,omitempty"`
	HostIPs                              []HostIP                             `json:"hostIPs,omitempty" patchStrategy:"merge" patchMergeKey:"ip"`
	PodIP                                string                               `json:"podIP,omitempty"`
	PodIPs                               []PodIP                              `json:"podIPs,omitempty" patchStrategy:"merge" patchMergeKey:"ip"`
	StartTime                            *metav1.Time                         `json:"startTime,omitempty"`
	InitContainerStatuses                []ContainerStatus                    `json:"initContainerStatuses,omitempty"`
	ContainerStatuses                    []ContainerStatus                    `json:"containerStatuses,omitempty"`
	QOSClass                             PodQOSClass                          `json:"qosClass,omitempty"`
	EphemeralContainerStatuses           []ContainerStatus                    `json:"ephemeralContainerStatuses,omitempty"`
	Resize                               PodResizeStatus                      `json:"resize,omitempty"`
	ResourceClaimStatuses                []PodResourceClaimStatus             `json:"resourceClaimStatuses,omitempty" patchStrategy:"merge,retainKeys" patchMergeKey:"name"`
	ExtendedResourceClaimStatus          *PodExtendedResourceClaimStatus      `json:"extendedResourceClaimStatus,omitempty"`
	AllocatedResources                   ResourceList                         `json:"allocatedResources,omitempty"`
	Resources                            *ResourceRequirements                `json:"resources,omitempty"`
	NodeAllocatableResourceClaimStatuses []NodeAllocatableResourceClaimStatus `json:"nodeAllocatableResourceClaimStatuses,omitempty"`
}

// Pod is a collection of containers that can run on a host.
type Pod struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              PodSpec   `json:"spec,omitempty"`
	Status            PodStatus `json:"status,omitempty"`
}

// PodList is a list of Pods.
type PodList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Pod `json:"items"`
}

// PodTemplateSpec describes the data a pod should have when created from a template
type PodTemplateSpec struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              PodSpec `json:"spec,omitempty"`
}

// SecretType is the type of a Secret.
type SecretType string

const (
	SecretTypeOpaque              SecretType = "Opaque"
	SecretTypeServiceAccountToken SecretType = "kubernetes.io/service-account-token"
	SecretTypeDockercfg           SecretType = "kubernetes.io/dockercfg"
	SecretTypeDockerConfigJson    SecretType = "kubernetes.io/dockerconfigjson"
	SecretTypeBasicAuth           SecretType = "kubernetes.io/basic-auth"
	SecretTypeSSHAuth             SecretType = "kubernetes.io/ssh-auth"
	SecretTypeTLS                 SecretType = "kubernetes.io/tls"

	// TLSCertKey is the key for tls certificates in a TLS secret.
	TLSCertKey = "tls.crt"
	// TLSPrivateKeyKey is the key for the private key field in a TLS secret.
	TLSPrivateKeyKey = "tls.key"
	// BasicAuthUsernameKey is the key of the username for SecretTypeBasicAuth secrets
	BasicAuthUsernameKey = "username"
	// BasicAuthPasswordKey is the key of the password or token for SecretTypeBasicAuth secrets
	BasicAuthPasswordKey = "password"
)

// Secret holds secret data of a certain type.
type Secret struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Immutable         *bool             `json:"immutable,omitempty"`
	Data              map[string][]byte `json:"data,omitempty"`
	StringData        map[string]string `json:"stringData,omitempty"`
	Type              SecretType        `json:"type,omitempty"`
}

// SecretList is a list of Secret.
type SecretList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Secret `json:"items"`
}

// ConfigMap holds configuration data for pods to consume.
type ConfigMap struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Immutable         *bool             `json:"immutable,omitempty"`
	Data              map[string]string `json:"data,omitempty"`
	BinaryData        map[string][]byte `json:"binaryData,omitempty"`
}

// ConfigMapList is a resource containing a list of ConfigMap objects.
type ConfigMapList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []ConfigMap `json:"items"`
}

// ServiceType string describes ingress methods for a service
type ServiceType string

const (
	ServiceTypeClusterIP    ServiceType = "ClusterIP"
	ServiceTypeNodePort     ServiceType = "NodePort"
	ServiceTypeLoadBalancer ServiceType = "LoadBalancer"
	ServiceTypeExternalName ServiceType = "ExternalName"
)

const (
	// ClusterIPNone - do not assign a cluster IP
	ClusterIPNone = "None"
)

// ServicePort contains information on service's port.
type ServicePort struct {
	Name        string             `json:"name,omitempty"`
	Protocol    Protocol           `json:"protocol,omitempty"`
	AppProtocol *string            `json:"appProtocol,omitempty"`
	Port        int32              `json:"port"`
	TargetPort  intstr.IntOrString `json:"targetPort,omitempty"`
	NodePort    int32              `json:"nodePort,omitempty"`
}

// ServiceSpec describes the attributes that a user creates on a service.
type ServiceSpec struct {
	Ports                         []ServicePort                 `json:"ports,omitempty" patchStrategy:"merge" patchMergeKey:"port"`
	Selector                      map[string]string             `json:"selector,omitempty"`
	ClusterIP                     string                        `json:"clusterIP,omitempty"`
	ClusterIPs                    []string                      `json:"clusterIPs,omitempty"`
	Type                          ServiceType                   `json:"type,omitempty"`
	ExternalIPs                   []string                      `json:"externalIPs,omitempty"`
	SessionAffinity               ServiceAffinity               `json:"sessionAffinity,omitempty"`
	LoadBalancerIP                string                        `json:"loadBalancerIP,omitempty"`
	LoadBalancerSourceRanges      []string                      `json:"loadBalancerSourceRanges,omitempty"`
	ExternalName                  string                        `json:"externalName,omitempty"`
	ExternalTrafficPolicy         ServiceExternalTrafficPolicy  `json:"externalTrafficPolicy,omitempty"`
	HealthCheckNodePort           int32                         `json:"healthCheckNodePort,omitempty"`
	PublishNotReadyAddresses      bool                          `json:"publishNotReadyAddresses,omitempty"`
	SessionAffinityConfig         *SessionAffinityConfig        `json:"sessionAffinityConfig,omitempty"`
	IPFamilies                    []IPFamily                    `json:"ipFamilies,omitempty"`
	IPFamilyPolicy                *IPFamilyPolicy               `json:"ipFamilyPolicy,omitempty"`
	AllocateLoadBalancerNodePorts *bool                         `json:"allocateLoadBalancerNodePorts,omitempty"`
	LoadBalancerClass             *string                       `json:"loadBalancerClass,omitempty"`
	InternalTrafficPolicy         *ServiceInternalTrafficPolicy `json:"internalTrafficPolicy,omitempty"`
	TrafficDistribution           *string                       `json:"trafficDistribution,omitempty"`
}

// ServiceStatus represents the current status of a service.
type ServiceStatus struct {
	LoadBalancer LoadBalancerStatus `json:"loadBalancer,omitempty"`
	Conditions   []metav1.Condition `json:"conditions,omitempty" patchStrategy:"merge" patchMergeKey:"type"`
}

// Service is a named abstraction of software service.
type Service struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              ServiceSpec   `json:"spec,omitempty"`
	Status            ServiceStatus `json:"status,omitempty"`
}

// ServiceList holds a list of services.
type ServiceList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Service `json:"items"`
}

// ServiceAccount binds together a name, a principal that can be authenticated and authorized, and secrets.
type ServiceAccount struct {
	metav1.TypeMeta              `json:",inline"`
	metav1.ObjectMeta            `json:"metadata,omitempty"`
	Secrets                      []ObjectReference      `json:"secrets,omitempty" patchStrategy:"merge" patchMergeKey:"name"`
	ImagePullSecrets             []LocalObjectReference `json:"imagePullSecrets,omitempty"`
	AutomountServiceAccountToken *bool                  `json:"automountServiceAccountToken,omitempty"`
}

// ServiceAccountList is a list of ServiceAccount objects
type ServiceAccountList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []ServiceAccount `json:"items"`
}

// FinalizerName is the name identifying a finalizer during namespace lifecycle.
type FinalizerName string

const (
	FinalizerKubernetes FinalizerName = "kubernetes"
)

// NamespaceSpec describes the attributes on a Namespace.
type NamespaceSpec struct {
	Finalizers []FinalizerName `json:"finalizers,omitempty"`
}

// NamespacePhase defines the phase in which the namespace is
type NamespacePhase string

const (
	NamespaceActive      NamespacePhase = "Active"
	NamespaceTerminating NamespacePhase = "Terminating"
)

// NamespaceStatus is information about the current status of a Namespace.
type NamespaceStatus struct {
	Phase      NamespacePhase       `json:"phase,omitempty"`
	Conditions []NamespaceCondition `json:"conditions,omitempty" patchStrategy:"merge" patchMergeKey:"type"`
}

// Namespace provides a scope for Names.
type Namespace struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              NamespaceSpec   `json:"spec,omitempty"`
	Status            NamespaceStatus `json:"status,omitempty"`
}

// NamespaceList is a list of Namespaces.
type NamespaceList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Namespace `json:"items"`
}

// Taint is attached to a node and makes it repel pods that do not tolerate it.
type Taint struct {
	Key       string       `json:"key"`
	Value     string       `json:"value,omitempty"`
	Effect    TaintEffect  `json:"effect"`
	TimeAdded *metav1.Time `json:"timeAdded,omitempty"`
}

// NodeSpec describes the attributes that a node is created with.
type NodeSpec struct {
	PodCIDR            string            `json:"podCIDR,omitempty"`
	PodCIDRs           []string          `json:"podCIDRs,omitempty" patchStrategy:"merge"`
	ProviderID         string            `json:"providerID,omitempty"`
	Unschedulable      bool              `json:"unschedulable,omitempty"`
	Taints             []Taint           `json:"taints,omitempty"`
	ConfigSource       *NodeConfigSource `json:"configSource,omitempty"`
	DoNotUseExternalID string            `json:"externalID,omitempty"`
}

// NodePhase is a label for the condition of a node at the current time.
type NodePhase string

const (
	NodePending    NodePhase = "Pending"
	NodeRunning    NodePhase = "Running"
	NodeTerminated NodePhase = "Terminated"
)

// NodeConditionType is a valid value for NodeCondition.Type
type NodeConditionType string

const (
	NodeReady              NodeConditionType = "Ready"
	NodeMemoryPressure     NodeConditionType = "MemoryPressure"
	NodeDiskPressure       NodeConditionType = "DiskPressure"
	NodePIDPressure        NodeConditionType = "PIDPressure"
	NodeNetworkUnavailable NodeConditionType = "NetworkUnavailable"
)

// NodeCondition contains condition information for a node.
type NodeCondition struct {
	Type               NodeConditionType `json:"type"`
	Status             ConditionStatus   `json:"status"`
	LastHeartbeatTime  metav1.Time       `json:"lastHeartbeatTime,omitempty"`
	LastTransitionTime metav1.Time       `json:"lastTransitionTime,omitempty"`
	Reason             string            `json:"reason,omitempty"`
	Message            string            `json:"message,omitempty"`
}

// NodeAddressType describes a type of node address.
type NodeAddressType string

const (
	NodeHostName    NodeAddressType = "Hostname"
	NodeInternalIP  NodeAddressType = "InternalIP"
	NodeExternalIP  NodeAddressType = "ExternalIP"
	NodeInternalDNS NodeAddressType = "InternalDNS"
	NodeExternalDNS NodeAddressType = "ExternalDNS"
)

// NodeAddress contains information for the node's address.
type NodeAddress struct {
	Type    NodeAddressType `json:"type"`
	Address string          `json:"address"`
}

// NodeSystemInfo is a set of ids/uuids to uniquely identify the node.
type NodeSystemInfo struct {
	MachineID               string          `json:"machineID"`
	SystemUUID              string          `json:"systemUUID"`
	BootID                  string          `json:"bootID"`
	KernelVersion           string          `json:"kernelVersion"`
	OSImage                 string          `json:"osImage"`
	ContainerRuntimeVersion string          `json:"containerRuntimeVersion"`
	KubeletVersion          string          `json:"kubeletVersion"`
	KubeProxyVersion        string          `json:"kubeProxyVersion"`
	OperatingSystem         string          `json:"operatingSystem"`
	Architecture            string          `json:"architecture"`
	Swap                    *NodeSwapStatus `json:"swap,omitempty"`
}

// NodeStatus is information about the current status of a node.
type NodeStatus struct {
	Capacity         ResourceList         `json:"capacity,omitempty"`
	Allocatable      ResourceList         `json:"allocatable,omitempty"`
	Phase            NodePhase            `json:"phase,omitempty"`
	Conditions       []NodeCondition      `json:"conditions,omitempty" patchStrategy:"merge" patchMergeKey:"type"`
	Addresses        []NodeAddress        `json:"addresses,omitempty" patchStrategy:"merge" patchMergeKey:"type"`
	DaemonEndpoints  NodeDaemonEndpoints  `json:"daemonEndpoints,omitempty"`
	NodeInfo         NodeSystemInfo       `json:"nodeInfo,omitempty"`
	Images           []ContainerImage     `json:"images,omitempty"`
	VolumesInUse     []UniqueVolumeName   `json:"volumesInUse,omitempty"`
	VolumesAttached  []AttachedVolume     `json:"volumesAttached,omitempty"`
	Config           *NodeConfigStatus    `json:"config,omitempty"`
	RuntimeHandlers  []NodeRuntimeHandler `json:"runtimeHandlers,omitempty"`
	Features         *NodeFeatures        `json:"features,omitempty"`
	DeclaredFeatures []string             `json:"declaredFeatures,omitempty"`
}

// Node is a worker node in Kubernetes.
type Node struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              NodeSpec   `json:"spec,omitempty"`
	Status            NodeStatus `json:"status,omitempty"`
}

// NodeList is the whole list of all Nodes which have been registered with master.
type NodeList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Node `json:"items"`
}

// Valid values for event types (new types could be added in future)
const (
	// Information only and will not cause any problems
	EventTypeNormal string = "Normal"
	// These events are to warn that something might go wrong
	EventTypeWarning string = "Warning"
)

// EventSource contains information for an event.
type EventSource struct {
	Component string `json:"component,omitempty"`
	Host      string `json:"host,omitempty"`
}

// Event is a report of an event somewhere in the cluster.
type Event struct {
	metav1.TypeMeta     `json:",inline"`
	metav1.ObjectMeta   `json:"metadata"`
	InvolvedObject      ObjectReference  `json:"involvedObject"`
	Reason              string           `json:"reason,omitempty"`
	Message             string           `json:"message,omitempty"`
	Source              EventSource      `json:"source,omitempty"`
	FirstTimestamp      metav1.Time      `json:"firstTimestamp,omitempty"`
	LastTimestamp       metav1.Time      `json:"lastTimestamp,omitempty"`
	Count               int32            `json:"count,omitempty"`
	Type                string           `json:"type,omitempty"`
	EventTime           metav1.MicroTime `json:"eventTime,omitempty"`
	Series              *EventSeries     `json:"series,omitempty"`
	Action              string           `json:"action,omitempty"`
	Related             *ObjectReference `json:"related,omitempty"`
	ReportingController string           `json:"reportingComponent"`
	ReportingInstance   string           `json:"reportingInstance"`
}

// EventList is a list of events.
type EventList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Event `json:"items"`
}

var _ runtime.Object = &Pod{}
