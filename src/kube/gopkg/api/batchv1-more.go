// The rest of k8s.io/api v0.36 batch/v1 types.go beside batchv1.go: the kinds, fields and constants that file
// leaves out, with the real names, json tags and values (doc comments omitted).

package v1

import (
	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/types"
)

const (
	labelPrefix                           = "batch.kubernetes.io/"
	CronJobScheduledTimestampAnnotation   = labelPrefix + "cronjob-scheduled-timestamp"
	JobCompletionIndexAnnotation          = labelPrefix + "job-completion-index"
	JobTrackingFinalizer                  = labelPrefix + "job-tracking"
	JobNameLabel                          = labelPrefix + "job-name"
	ControllerUidLabel                    = labelPrefix + "controller-uid"
	JobIndexFailureCountAnnotation        = labelPrefix + "job-index-failure-count"
	JobIndexIgnoredFailureCountAnnotation = labelPrefix + "job-index-ignored-failure-count"
	JobControllerName                     = "kubernetes.io/job-controller"
)

type PodFailurePolicyAction string

const (
	PodFailurePolicyActionFailJob   PodFailurePolicyAction = "FailJob"
	PodFailurePolicyActionFailIndex PodFailurePolicyAction = "FailIndex"
	PodFailurePolicyActionIgnore    PodFailurePolicyAction = "Ignore"
	PodFailurePolicyActionCount     PodFailurePolicyAction = "Count"
)

type PodFailurePolicyOnExitCodesOperator string

const (
	PodFailurePolicyOnExitCodesOpIn    PodFailurePolicyOnExitCodesOperator = "In"
	PodFailurePolicyOnExitCodesOpNotIn PodFailurePolicyOnExitCodesOperator = "NotIn"
)

type PodReplacementPolicy string

const (
	TerminatingOrFailed PodReplacementPolicy = "TerminatingOrFailed"
	Failed              PodReplacementPolicy = "Failed"
)

type PodFailurePolicyOnExitCodesRequirement struct {
	ContainerName *string                             `json:"containerName,omitempty"`
	Operator      PodFailurePolicyOnExitCodesOperator `json:"operator"`
	Values        []int32                             `json:"values"`
}

type PodFailurePolicyOnPodConditionsPattern struct {
	Type   corev1.PodConditionType `json:"type"`
	Status corev1.ConditionStatus  `json:"status"`
}

type PodFailurePolicyRule struct {
	Action          PodFailurePolicyAction                   `json:"action"`
	OnExitCodes     *PodFailurePolicyOnExitCodesRequirement  `json:"onExitCodes,omitempty"`
	OnPodConditions []PodFailurePolicyOnPodConditionsPattern `json:"onPodConditions,omitempty"`
}

type PodFailurePolicy struct {
	Rules []PodFailurePolicyRule `json:"rules"`
}

type SuccessPolicy struct {
	Rules []SuccessPolicyRule `json:"rules"`
}

type SuccessPolicyRule struct {
	SucceededIndexes *string `json:"succeededIndexes,omitempty"`
	SucceededCount   *int32  `json:"succeededCount,omitempty"`
}

type UncountedTerminatedPods struct {
	Succeeded []types.UID `json:"succeeded,omitempty"`
	Failed    []types.UID `json:"failed,omitempty"`
}

const (
	JobReasonPodFailurePolicy         string = "PodFailurePolicy"
	JobReasonBackoffLimitExceeded     string = "BackoffLimitExceeded"
	JobReasonDeadlineExceeded         string = "DeadlineExceeded"
	JobReasonMaxFailedIndexesExceeded string = "MaxFailedIndexesExceeded"
	JobReasonFailedIndexes            string = "FailedIndexes"
	JobReasonSuccessPolicy            string = "SuccessPolicy"
	JobReasonCompletionsReached       string = "CompletionsReached"
)

type CronJob struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              CronJobSpec   `json:"spec,omitempty"`
	Status            CronJobStatus `json:"status,omitempty"`
}

type CronJobList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []CronJob `json:"items"`
}

type CronJobSpec struct {
	Schedule                   string            `json:"schedule"`
	TimeZone                   *string           `json:"timeZone,omitempty"`
	StartingDeadlineSeconds    *int64            `json:"startingDeadlineSeconds,omitempty"`
	ConcurrencyPolicy          ConcurrencyPolicy `json:"concurrencyPolicy,omitempty"`
	Suspend                    *bool             `json:"suspend,omitempty"`
	JobTemplate                JobTemplateSpec   `json:"jobTemplate"`
	SuccessfulJobsHistoryLimit *int32            `json:"successfulJobsHistoryLimit,omitempty"`
	FailedJobsHistoryLimit     *int32            `json:"failedJobsHistoryLimit,omitempty"`
}

type ConcurrencyPolicy string

const (
	AllowConcurrent   ConcurrencyPolicy = "Allow"
	ForbidConcurrent  ConcurrencyPolicy = "Forbid"
	ReplaceConcurrent ConcurrencyPolicy = "Replace"
)

type CronJobStatus struct {
	Active             []corev1.ObjectReference `json:"active,omitempty"`
	LastScheduleTime   *metav1.Time             `json:"lastScheduleTime,omitempty"`
	LastSuccessfulTime *metav1.Time             `json:"lastSuccessfulTime,omitempty"`
}
