package v1

import (
	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
)

// Job represents the configuration of a single job.
type Job struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              JobSpec   `json:"spec,omitempty"`
	Status            JobStatus `json:"status,omitempty"`
}

// JobList is a collection of jobs.
type JobList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Job `json:"items"`
}

// CompletionMode specifies how Pod completions of a Job are tracked.
type CompletionMode string

const (
	NonIndexedCompletion CompletionMode = "NonIndexed"
	IndexedCompletion    CompletionMode = "Indexed"
)

// JobSpec describes how the job execution will look like.
type JobSpec struct {
	Parallelism             *int32                 `json:"parallelism,omitempty"`
	Completions             *int32                 `json:"completions,omitempty"`
	ActiveDeadlineSeconds   *int64                 `json:"activeDeadlineSeconds,omitempty"`
	PodFailurePolicy        *PodFailurePolicy      `json:"podFailurePolicy,omitempty"`
	SuccessPolicy           *SuccessPolicy         `json:"successPolicy,omitempty"`
	BackoffLimit            *int32                 `json:"backoffLimit,omitempty"`
	BackoffLimitPerIndex    *int32                 `json:"backoffLimitPerIndex,omitempty"`
	MaxFailedIndexes        *int32                 `json:"maxFailedIndexes,omitempty"`
	Selector                *metav1.LabelSelector  `json:"selector,omitempty"`
	ManualSelector          *bool                  `json:"manualSelector,omitempty"`
	Template                corev1.PodTemplateSpec `json:"template"`
	TTLSecondsAfterFinished *int32                 `json:"ttlSecondsAfterFinished,omitempty"`
	CompletionMode          *CompletionMode        `json:"completionMode,omitempty"`
	Suspend                 *bool                  `json:"suspend,omitempty"`
	PodReplacementPolicy    *PodReplacementPolicy  `json:"podReplacementPolicy,omitempty"`
	ManagedBy               *string                `json:"managedBy,omitempty"`
}

// JobStatus represents the current state of a Job.
type JobStatus struct {
	Conditions              []JobCondition           `json:"conditions,omitempty" patchStrategy:"merge" patchMergeKey:"type"`
	StartTime               *metav1.Time             `json:"startTime,omitempty"`
	CompletionTime          *metav1.Time             `json:"completionTime,omitempty"`
	Active                  int32                    `json:"active,omitempty"`
	Succeeded               int32                    `json:"succeeded,omitempty"`
	Failed                  int32                    `json:"failed,omitempty"`
	Terminating             *int32                   `json:"terminating,omitempty"`
	CompletedIndexes        string                   `json:"completedIndexes,omitempty"`
	FailedIndexes           *string                  `json:"failedIndexes,omitempty"`
	UncountedTerminatedPods *UncountedTerminatedPods `json:"uncountedTerminatedPods,omitempty"`
	Ready                   *int32                   `json:"ready,omitempty"`
}

type JobConditionType string

// These are built-in conditions of a job.
const (
	// JobSuspended means the job has been suspended.
	JobSuspended JobConditionType = "Suspended"
	// JobComplete means the job has completed its execution.
	JobComplete JobConditionType = "Complete"
	// JobFailed means the job has failed its execution.
	JobFailed JobConditionType = "Failed"
	// FailureTarget means the job is about to fail its execution.
	JobFailureTarget JobConditionType = "FailureTarget"
	// JobSuccessCriteriaMet means the Job has been succeeded.
	JobSuccessCriteriaMet JobConditionType = "SuccessCriteriaMet"
)

// JobCondition describes current state of a job.
type JobCondition struct {
	Type               JobConditionType       `json:"type"`
	Status             corev1.ConditionStatus `json:"status"`
	LastProbeTime      metav1.Time            `json:"lastProbeTime,omitempty"`
	LastTransitionTime metav1.Time            `json:"lastTransitionTime,omitempty"`
	Reason             string                 `json:"reason,omitempty"`
	Message            string                 `json:"message,omitempty"`
}

// JobTemplateSpec describes the data a Job should have when created from a template
type JobTemplateSpec struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              JobSpec `json:"spec,omitempty"`
}

var _ runtime.Object = &Job{}
