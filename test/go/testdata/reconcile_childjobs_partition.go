package main

import (
	"fmt"
	"sort"
	"time"
)

type JobConditionType string

const (
	JobComplete JobConditionType = "Complete"
	JobFailed   JobConditionType = "Failed"
)

type JobCondition struct {
	Type   JobConditionType
	Status string
}

type Job struct {
	Name       string
	Conditions []JobCondition
	Scheduled  time.Time
}

func isJobFinished(job *Job) (bool, JobConditionType) {
	for _, c := range job.Conditions {
		if (c.Type == JobComplete || c.Type == JobFailed) && c.Status == "True" {
			return true, c.Type
		}
	}
	return false, ""
}

func main() {
	base := time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)
	childJobs := []Job{
		{"a", []JobCondition{{JobComplete, "True"}}, base.Add(3 * time.Hour)},
		{"b", nil, base.Add(1 * time.Hour)},
		{"c", []JobCondition{{JobFailed, "True"}}, base.Add(2 * time.Hour)},
		{"d", []JobCondition{{JobComplete, "True"}}, base},
	}
	var activeJobs, successfulJobs, failedJobs []*Job
	var mostRecentTime *time.Time
	for i, job := range childJobs {
		_, finishedType := isJobFinished(&job)
		switch finishedType {
		case "":
			activeJobs = append(activeJobs, &childJobs[i])
		case JobFailed:
			failedJobs = append(failedJobs, &childJobs[i])
		case JobComplete:
			successfulJobs = append(successfulJobs, &childJobs[i])
		}
		scheduled := job.Scheduled
		if mostRecentTime == nil || mostRecentTime.Before(scheduled) {
			mostRecentTime = &scheduled
		}
	}
	fmt.Println(len(activeJobs), len(successfulJobs), len(failedJobs))
	fmt.Println(mostRecentTime.Format(time.RFC3339))
	sort.Slice(successfulJobs, func(i, j int) bool {
		return successfulJobs[i].Scheduled.Before(successfulJobs[j].Scheduled)
	})
	for i, job := range successfulJobs {
		if int32(i) >= int32(len(successfulJobs))-1 {
			break
		}
		fmt.Println("deleting old successful job", job.Name)
	}
	activeJobs[0].Name = "b-renamed"
	fmt.Println(childJobs[1].Name)
}

// Output:
// 1 2 1
// 2025-01-01T03:00:00Z
// deleting old successful job d
// b-renamed
