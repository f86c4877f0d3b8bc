package v2

import (
	"fmt"
	"log"
	"strings"

	"sigs.k8s.io/controller-runtime/pkg/conversion"

	batchv1 "tutorial.kubebuilder.io/project/api/v1"
)

// ConvertTo converts this v2 CronJob to the hub (v1): the schedule fields join into one string.
func (src *CronJob) ConvertTo(dstRaw conversion.Hub) error {
	dst := dstRaw.(*batchv1.CronJob)
	log.Printf("ConvertTo: v2 -> v1 %s/%s", src.Namespace, src.Name)

	fields := []*CronField{
		src.Spec.Schedule.Minute, src.Spec.Schedule.Hour, src.Spec.Schedule.DayOfMonth,
		src.Spec.Schedule.Month, src.Spec.Schedule.DayOfWeek,
	}
	parts := make([]string, 0, len(fields))
	for _, f := range fields {
		if f == nil {
			parts = append(parts, "*")
		} else {
			parts = append(parts, string(*f))
		}
	}
	dst.Spec.Schedule = strings.Join(parts, " ")

	dst.ObjectMeta = src.ObjectMeta
	dst.Spec.StartingDeadlineSeconds = src.Spec.StartingDeadlineSeconds
	dst.Spec.ConcurrencyPolicy = batchv1.ConcurrencyPolicy(src.Spec.ConcurrencyPolicy)
	dst.Spec.Suspend = src.Spec.Suspend
	dst.Spec.JobTemplate = src.Spec.JobTemplate
	dst.Spec.SuccessfulJobsHistoryLimit = src.Spec.SuccessfulJobsHistoryLimit
	dst.Spec.FailedJobsHistoryLimit = src.Spec.FailedJobsHistoryLimit
	dst.Status.Active = src.Status.Active
	dst.Status.LastScheduleTime = src.Status.LastScheduleTime
	return nil
}

// ConvertFrom converts the hub (v1) to this version: the schedule string splits into fields.
func (dst *CronJob) ConvertFrom(srcRaw conversion.Hub) error {
	src := srcRaw.(*batchv1.CronJob)
	log.Printf("ConvertFrom: v1 -> v2 %s/%s", src.Namespace, src.Name)

	parts := strings.Fields(src.Spec.Schedule)
	if len(parts) != 5 {
		return fmt.Errorf("cannot convert schedule %q: not five fields", src.Spec.Schedule)
	}
	field := func(s string) *CronField {
		if s == "*" {
			return nil
		}
		f := CronField(s)
		return &f
	}
	dst.Spec.Schedule = CronSchedule{
		Minute:     field(parts[0]),
		Hour:       field(parts[1]),
		DayOfMonth: field(parts[2]),
		Month:      field(parts[3]),
		DayOfWeek:  field(parts[4]),
	}

	dst.ObjectMeta = src.ObjectMeta
	dst.Spec.StartingDeadlineSeconds = src.Spec.StartingDeadlineSeconds
	dst.Spec.ConcurrencyPolicy = ConcurrencyPolicy(src.Spec.ConcurrencyPolicy)
	dst.Spec.Suspend = src.Spec.Suspend
	dst.Spec.JobTemplate = src.Spec.JobTemplate
	dst.Spec.SuccessfulJobsHistoryLimit = src.Spec.SuccessfulJobsHistoryLimit
	dst.Spec.FailedJobsHistoryLimit = src.Spec.FailedJobsHistoryLimit
	dst.Status.Active = src.Status.Active
	dst.Status.LastScheduleTime = src.Status.LastScheduleTime
	return nil
}
