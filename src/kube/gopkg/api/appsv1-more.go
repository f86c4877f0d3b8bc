// The rest of k8s.io/api v0.36 apps/v1 types.go beside appsv1.go: the kinds, fields and constants that file
// leaves out, with the real names, json tags and values (doc comments omitted).

package v1

import (
	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/util/intstr"
)

const (
	ControllerRevisionHashLabelKey = "controller-revision-hash"
	StatefulSetRevisionLabel       = ControllerRevisionHashLabelKey
	DeprecatedRollbackTo           = "deprecated.deployment.rollback.to"
	DeprecatedTemplateGeneration   = "deprecated.daemonset.template.generation"
	StatefulSetPodNameLabel        = "statefulset.kubernetes.io/pod-name"
	PodIndexLabel                  = "apps.kubernetes.io/pod-index"
)

type StatefulSet struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              StatefulSetSpec   `json:"spec,omitempty"`
	Status            StatefulSetStatus `json:"status,omitempty"`
}

type PodManagementPolicyType string

const (
	OrderedReadyPodManagement PodManagementPolicyType = "OrderedReady"
	ParallelPodManagement     PodManagementPolicyType = "Parallel"
)

type StatefulSetUpdateStrategy struct {
	Type          StatefulSetUpdateStrategyType     `json:"type,omitempty"`
	RollingUpdate *RollingUpdateStatefulSetStrategy `json:"rollingUpdate,omitempty"`
}

type StatefulSetUpdateStrategyType string

const (
	RollingUpdateStatefulSetStrategyType StatefulSetUpdateStrategyType = "RollingUpdate"
	OnDeleteStatefulSetStrategyType      StatefulSetUpdateStrategyType = "OnDelete"
)

type RollingUpdateStatefulSetStrategy struct {
	Partition      *int32              `json:"partition,omitempty"`
	MaxUnavailable *intstr.IntOrString `json:"maxUnavailable,omitempty"`
}

type PersistentVolumeClaimRetentionPolicyType string

const (
	RetainPersistentVolumeClaimRetentionPolicyType PersistentVolumeClaimRetentionPolicyType = "Retain"
	DeletePersistentVolumeClaimRetentionPolicyType PersistentVolumeClaimRetentionPolicyType = "Delete"
)

type StatefulSetPersistentVolumeClaimRetentionPolicy struct {
	WhenDeleted PersistentVolumeClaimRetentionPolicyType `json:"whenDeleted,omitempty"`
	WhenScaled  PersistentVolumeClaimRetentionPolicyType `json:"whenScaled,omitempty"`
}

type StatefulSetOrdinals struct {
	Start int32 `json:"start"`
}

type StatefulSetSpec struct {
	Replicas                             *int32                                           `json:"replicas,omitempty"`
	Selector                             *metav1.LabelSelector                            `json:"selector"`
	Template                             corev1.PodTemplateSpec                           `json:"template"`
	VolumeClaimTemplates                 []corev1.PersistentVolumeClaim                   `json:"volumeClaimTemplates,omitempty"`
	ServiceName                          string                                           `json:"serviceName"`
	PodManagementPolicy                  PodManagementPolicyType                          `json:"podManagementPolicy,omitempty"`
	UpdateStrategy                       StatefulSetUpdateStrategy                        `json:"updateStrategy,omitempty"`
	RevisionHistoryLimit                 *int32                                           `json:"revisionHistoryLimit,omitempty"`
	MinReadySeconds                      int32                                            `json:"minReadySeconds,omitempty"`
	PersistentVolumeClaimRetentionPolicy *StatefulSetPersistentVolumeClaimRetentionPolicy `json:"persistentVolumeClaimRetentionPolicy,omitempty"`
	Ordinals                             *StatefulSetOrdinals                             `json:"ordinals,omitempty"`
}

type StatefulSetStatus struct {
	ObservedGeneration int64                  `json:"observedGeneration,omitempty"`
	Replicas           int32                  `json:"replicas"`
	ReadyReplicas      int32                  `json:"readyReplicas,omitempty"`
	CurrentReplicas    int32                  `json:"currentReplicas,omitempty"`
	UpdatedReplicas    int32                  `json:"updatedReplicas,omitempty"`
	CurrentRevision    string                 `json:"currentRevision,omitempty"`
	UpdateRevision     string                 `json:"updateRevision,omitempty"`
	CollisionCount     *int32                 `json:"collisionCount,omitempty"`
	Conditions         []StatefulSetCondition `json:"conditions,omitempty" patchStrategy:"merge" patchMergeKey:"type"`
	AvailableReplicas  int32                  `json:"availableReplicas"`
}

type StatefulSetConditionType string

type StatefulSetCondition struct {
	Type               StatefulSetConditionType `json:"type"`
	Status             corev1.ConditionStatus   `json:"status"`
	LastTransitionTime metav1.Time              `json:"lastTransitionTime,omitempty"`
	Reason             string                   `json:"reason,omitempty"`
	Message            string                   `json:"message,omitempty"`
}

type StatefulSetList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []StatefulSet `json:"items"`
}

type DaemonSetUpdateStrategy struct {
	Type          DaemonSetUpdateStrategyType `json:"type,omitempty"`
	RollingUpdate *RollingUpdateDaemonSet     `json:"rollingUpdate,omitempty"`
}

type DaemonSetUpdateStrategyType string

const (
	RollingUpdateDaemonSetStrategyType DaemonSetUpdateStrategyType = "RollingUpdate"
	OnDeleteDaemonSetStrategyType      DaemonSetUpdateStrategyType = "OnDelete"
)

type RollingUpdateDaemonSet struct {
	MaxUnavailable *intstr.IntOrString `json:"maxUnavailable,omitempty"`
	MaxSurge       *intstr.IntOrString `json:"maxSurge,omitempty"`
}

type DaemonSetSpec struct {
	Selector             *metav1.LabelSelector   `json:"selector"`
	Template             corev1.PodTemplateSpec  `json:"template"`
	UpdateStrategy       DaemonSetUpdateStrategy `json:"updateStrategy,omitempty"`
	MinReadySeconds      int32                   `json:"minReadySeconds,omitempty"`
	RevisionHistoryLimit *int32                  `json:"revisionHistoryLimit,omitempty"`
}

type DaemonSetStatus struct {
	CurrentNumberScheduled int32                `json:"currentNumberScheduled"`
	NumberMisscheduled     int32                `json:"numberMisscheduled"`
	DesiredNumberScheduled int32                `json:"desiredNumberScheduled"`
	NumberReady            int32                `json:"numberReady"`
	ObservedGeneration     int64                `json:"observedGeneration,omitempty"`
	UpdatedNumberScheduled int32                `json:"updatedNumberScheduled,omitempty"`
	NumberAvailable        int32                `json:"numberAvailable,omitempty"`
	NumberUnavailable      int32                `json:"numberUnavailable,omitempty"`
	CollisionCount         *int32               `json:"collisionCount,omitempty"`
	Conditions             []DaemonSetCondition `json:"conditions,omitempty" patchStrategy:"merge" patchMergeKey:"type"`
}

type DaemonSetConditionType string

type DaemonSetCondition struct {
	Type               DaemonSetConditionType `json:"type"`
	Status             corev1.ConditionStatus `json:"status"`
	LastTransitionTime metav1.Time            `json:"lastTransitionTime,omitempty"`
	Reason             string                 `json:"reason,omitempty"`
	Message            string                 `json:"message,omitempty"`
}

type DaemonSet struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              DaemonSetSpec   `json:"spec,omitempty"`
	Status            DaemonSetStatus `json:"status,omitempty"`
}

const (
	DefaultDaemonSetUniqueLabelKey = ControllerRevisionHashLabelKey
)

type DaemonSetList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []DaemonSet `json:"items"`
}

type ReplicaSet struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              ReplicaSetSpec   `json:"spec,omitempty"`
	Status            ReplicaSetStatus `json:"status,omitempty"`
}

type ReplicaSetList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []ReplicaSet `json:"items"`
}

type ReplicaSetSpec struct {
	Replicas        *int32                 `json:"replicas,omitempty"`
	MinReadySeconds int32                  `json:"minReadySeconds,omitempty"`
	Selector        *metav1.LabelSelector  `json:"selector"`
	Template        corev1.PodTemplateSpec `json:"template,omitempty"`
}

type ReplicaSetStatus struct {
	Replicas             int32                 `json:"replicas"`
	FullyLabeledReplicas int32                 `json:"fullyLabeledReplicas,omitempty"`
	ReadyReplicas        int32                 `json:"readyReplicas,omitempty"`
	AvailableReplicas    int32                 `json:"availableReplicas,omitempty"`
	TerminatingReplicas  *int32                `json:"terminatingReplicas,omitempty"`
	ObservedGeneration   int64                 `json:"observedGeneration,omitempty"`
	Conditions           []ReplicaSetCondition `json:"conditions,omitempty" patchStrategy:"merge" patchMergeKey:"type"`
}

type ReplicaSetConditionType string

const (
	ReplicaSetReplicaFailure ReplicaSetConditionType = "ReplicaFailure"
)

type ReplicaSetCondition struct {
	Type               ReplicaSetConditionType `json:"type"`
	Status             corev1.ConditionStatus  `json:"status"`
	LastTransitionTime metav1.Time             `json:"lastTransitionTime,omitempty"`
	Reason             string                  `json:"reason,omitempty"`
	Message            string                  `json:"message,omitempty"`
}

type ControllerRevision struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Data              runtime.RawExtension `json:"data,omitempty"`
	Revision          int64                `json:"revision"`
}

type ControllerRevisionList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []ControllerRevision `json:"items"`
}
