package main

import (
	"fmt"
	"time"
)

type ConditionStatus string

const (
	ConditionTrue    ConditionStatus = "True"
	ConditionFalse   ConditionStatus = "False"
	ConditionUnknown ConditionStatus = "Unknown"
)

type Condition struct {
	Type               string
	Status             ConditionStatus
	Reason             string
	Message            string
	LastTransitionTime time.Time
	ObservedGeneration int64
}

func FindStatusCondition(conds []Condition, t string) *Condition {
	for i := range conds {
		if conds[i].Type == t {
			return &conds[i]
		}
	}
	return nil
}

func SetStatusCondition(conds *[]Condition, c Condition, now time.Time) (changed bool) {
	existing := FindStatusCondition(*conds, c.Type)
	if existing == nil {
		c.LastTransitionTime = now
		*conds = append(*conds, c)
		return true
	}
	if existing.Status != c.Status {
		existing.Status = c.Status
		existing.LastTransitionTime = now
		changed = true
	}
	if existing.Reason != c.Reason || existing.Message != c.Message {
		existing.Reason, existing.Message = c.Reason, c.Message
		changed = true
	}
	if existing.ObservedGeneration != c.ObservedGeneration {
		existing.ObservedGeneration = c.ObservedGeneration
		changed = true
	}
	return changed
}

func IsStatusConditionTrue(conds []Condition, t string) bool {
	c := FindStatusCondition(conds, t)
	return c != nil && c.Status == ConditionTrue
}

func main() {
	var conds []Condition
	t0 := time.Date(2025, 5, 1, 12, 0, 0, 0, time.UTC)
	fmt.Println(SetStatusCondition(&conds, Condition{Type: "Available", Status: ConditionUnknown, Reason: "Reconciling", Message: "Starting reconciliation"}, t0))
	fmt.Println(SetStatusCondition(&conds, Condition{Type: "Available", Status: ConditionUnknown, Reason: "Reconciling", Message: "Starting reconciliation"}, t0.Add(time.Minute)))
	fmt.Println(IsStatusConditionTrue(conds, "Available"))
	fmt.Println(SetStatusCondition(&conds, Condition{Type: "Available", Status: ConditionTrue, Reason: "Reconciling", Message: fmt.Sprintf("Deployment for custom resource (%s) with %d replicas created successfully", "cache", 3), ObservedGeneration: 2}, t0.Add(2*time.Minute)))
	c := FindStatusCondition(conds, "Available")
	fmt.Println(c.Status, c.Reason, c.LastTransitionTime.Format(time.RFC3339), c.ObservedGeneration)
	fmt.Println(c.Message)
	fmt.Println(IsStatusConditionTrue(conds, "Available"), FindStatusCondition(conds, "Degraded") == nil)
}

// Output:
// true
// false
// false
// true
// True Reconciling 2025-05-01T12:02:00Z 2
// Deployment for custom resource (cache) with 3 replicas created successfully
// true true
