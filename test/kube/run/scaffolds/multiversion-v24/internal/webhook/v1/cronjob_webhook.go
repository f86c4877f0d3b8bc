// Package v1 holds the defaulting and validating webhooks of CronJob v1.
package v1

import (
	"context"

	"github.com/robfig/cron"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/runtime/schema"
	validationutils "k8s.io/apimachinery/pkg/util/validation"
	"k8s.io/apimachinery/pkg/util/validation/field"
	ctrl "sigs.k8s.io/controller-runtime"
	logf "sigs.k8s.io/controller-runtime/pkg/log"
	"sigs.k8s.io/controller-runtime/pkg/webhook/admission"

	batchv1 "tutorial.kubebuilder.io/project/api/v1"
)

var cronjoblog = logf.Log.WithName("cronjob-resource")

// SetupCronJobWebhookWithManager registers the webhooks (and, v1 being the hub, conversion).
func SetupCronJobWebhookWithManager(mgr ctrl.Manager) error {
	return ctrl.NewWebhookManagedBy(mgr, &batchv1.CronJob{}).
		WithValidator(&CronJobCustomValidator{}).
		WithDefaulter(&CronJobCustomDefaulter{}).
		Complete()
}

// +kubebuilder:webhook:path=/mutate-batch-tutorial-kubebuilder-io-v1-cronjob,mutating=true,failurePolicy=fail,sideEffects=None,groups=batch.tutorial.kubebuilder.io,resources=cronjobs,verbs=create;update,versions=v1,name=mcronjob-v1.kb.io,admissionReviewVersions=v1

// CronJobCustomDefaulter sets the defaults of a v1 CronJob.
type CronJobCustomDefaulter struct{}

// Default fills in the concurrency policy, suspend and the history limits.
func (d *CronJobCustomDefaulter) Default(_ context.Context, obj *batchv1.CronJob) error {
	cronjoblog.Info("Defaulting for CronJob", "name", obj.GetName(), "version", "v1")
	if obj.Spec.ConcurrencyPolicy == "" {
		obj.Spec.ConcurrencyPolicy = batchv1.AllowConcurrent
	}
	if obj.Spec.Suspend == nil {
		obj.Spec.Suspend = new(bool)
	}
	if obj.Spec.SuccessfulJobsHistoryLimit == nil {
		n := int32(3)
		obj.Spec.SuccessfulJobsHistoryLimit = &n
	}
	if obj.Spec.FailedJobsHistoryLimit == nil {
		n := int32(1)
		obj.Spec.FailedJobsHistoryLimit = &n
	}
	return nil
}

// +kubebuilder:webhook:path=/validate-batch-tutorial-kubebuilder-io-v1-cronjob,mutating=false,failurePolicy=fail,sideEffects=None,groups=batch.tutorial.kubebuilder.io,resources=cronjobs,verbs=create;update,versions=v1,name=vcronjob-v1.kb.io,admissionReviewVersions=v1

// CronJobCustomValidator checks a v1 CronJob's name and schedule.
type CronJobCustomValidator struct{}

// ValidateCreate validates a new CronJob.
func (v *CronJobCustomValidator) ValidateCreate(_ context.Context, obj *batchv1.CronJob) (admission.Warnings, error) {
	cronjoblog.Info("Validation for CronJob upon creation", "name", obj.GetName(), "version", "v1")
	return nil, validateCronJob(obj)
}

// ValidateUpdate validates a changed CronJob.
func (v *CronJobCustomValidator) ValidateUpdate(_ context.Context, _, newObj *batchv1.CronJob) (admission.Warnings, error) {
	cronjoblog.Info("Validation for CronJob upon update", "name", newObj.GetName(), "version", "v1")
	return nil, validateCronJob(newObj)
}

// ValidateDelete allows every deletion.
func (v *CronJobCustomValidator) ValidateDelete(_ context.Context, _ *batchv1.CronJob) (admission.Warnings, error) {
	return nil, nil
}

func validateCronJob(cronjob *batchv1.CronJob) error {
	var allErrs field.ErrorList
	if len(cronjob.Name) > validationutils.DNS1035LabelMaxLength-11 {
		allErrs = append(allErrs, field.Invalid(field.NewPath("metadata").Child("name"), cronjob.Name, "must be no more than 52 characters"))
	}
	if _, err := cron.ParseStandard(cronjob.Spec.Schedule); err != nil {
		allErrs = append(allErrs, field.Invalid(field.NewPath("spec").Child("schedule"), cronjob.Spec.Schedule, err.Error()))
	}
	if len(allErrs) == 0 {
		return nil
	}
	return apierrors.NewInvalid(schema.GroupKind{Group: "batch.tutorial.kubebuilder.io", Kind: "CronJob"}, cronjob.Name, allErrs)
}
