// Package v2 holds the defaulting and validating webhooks of CronJob v2.
package v2

import (
	"context"
	"strings"

	"github.com/robfig/cron"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/util/validation/field"
	ctrl "sigs.k8s.io/controller-runtime"
	logf "sigs.k8s.io/controller-runtime/pkg/log"
	"sigs.k8s.io/controller-runtime/pkg/webhook/admission"

	batchv2 "tutorial.kubebuilder.io/project/api/v2"
)

var cronjoblog = logf.Log.WithName("cronjob-resource")

// SetupCronJobWebhookWithManager registers the v2 webhooks (and conversion for the spoke).
func SetupCronJobWebhookWithManager(mgr ctrl.Manager) error {
	return ctrl.NewWebhookManagedBy(mgr, &batchv2.CronJob{}).
		WithValidator(&CronJobCustomValidator{}).
		WithDefaulter(&CronJobCustomDefaulter{}).
		Complete()
}

// +kubebuilder:webhook:path=/mutate-batch-tutorial-kubebuilder-io-v2-cronjob,mutating=true,failurePolicy=fail,sideEffects=None,groups=batch.tutorial.kubebuilder.io,resources=cronjobs,verbs=create;update,versions=v2,name=mcronjob-v2.kb.io,admissionReviewVersions=v1

// CronJobCustomDefaulter sets the defaults of a v2 CronJob.
type CronJobCustomDefaulter struct{}

// Default fills in the concurrency policy and the history limits.
func (d *CronJobCustomDefaulter) Default(_ context.Context, obj *batchv2.CronJob) error {
	cronjoblog.Info("Defaulting for CronJob", "name", obj.GetName(), "version", "v2")
	if obj.Spec.ConcurrencyPolicy == "" {
		obj.Spec.ConcurrencyPolicy = batchv2.AllowConcurrent
	}
	if obj.Spec.SuccessfulJobsHistoryLimit == nil {
		n := int32(3)
		obj.Spec.SuccessfulJobsHistoryLimit = &n
	}
	return nil
}

// +kubebuilder:webhook:path=/validate-batch-tutorial-kubebuilder-io-v2-cronjob,mutating=false,failurePolicy=fail,sideEffects=None,groups=batch.tutorial.kubebuilder.io,resources=cronjobs,verbs=create;update,versions=v2,name=vcronjob-v2.kb.io,admissionReviewVersions=v1

// CronJobCustomValidator checks that a v2 schedule is a valid Cron schedule.
type CronJobCustomValidator struct{}

// ValidateCreate validates a new CronJob.
func (v *CronJobCustomValidator) ValidateCreate(_ context.Context, obj *batchv2.CronJob) (admission.Warnings, error) {
	cronjoblog.Info("Validation for CronJob upon creation", "name", obj.GetName(), "version", "v2")
	return nil, validateSchedule(obj)
}

// ValidateUpdate validates a changed CronJob.
func (v *CronJobCustomValidator) ValidateUpdate(_ context.Context, _, newObj *batchv2.CronJob) (admission.Warnings, error) {
	cronjoblog.Info("Validation for CronJob upon update", "name", newObj.GetName(), "version", "v2")
	return nil, validateSchedule(newObj)
}

// ValidateDelete allows every deletion.
func (v *CronJobCustomValidator) ValidateDelete(_ context.Context, _ *batchv2.CronJob) (admission.Warnings, error) {
	return nil, nil
}

func validateSchedule(cronjob *batchv2.CronJob) error {
	s := cronjob.Spec.Schedule
	parts := []string{"*", "*", "*", "*", "*"}
	for i, f := range []*batchv2.CronField{s.Minute, s.Hour, s.DayOfMonth, s.Month, s.DayOfWeek} {
		if f != nil {
			parts[i] = string(*f)
		}
	}
	expr := strings.Join(parts, " ")
	if _, err := cron.ParseStandard(expr); err != nil {
		return apierrors.NewInvalid(schema.GroupKind{Group: "batch.tutorial.kubebuilder.io", Kind: "CronJob"}, cronjob.Name,
			field.ErrorList{field.Invalid(field.NewPath("spec").Child("schedule"), expr, err.Error())})
	}
	return nil
}
