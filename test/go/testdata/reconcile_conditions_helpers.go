package main

import (
	"errors"
	"fmt"
	"reflect"
	"slices"
	"sort"
	"strings"
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

type Status struct {
	Conditions []Condition
	Replicas   *int32
	Phase      string
}

func SetCondition(conds *[]Condition, c Condition, now time.Time) bool {
	for i := range *conds {
		existing := &(*conds)[i]
		if existing.Type != c.Type {
			continue
		}
		if existing.Status != c.Status {
			existing.Status = c.Status
			existing.LastTransitionTime = now
		}
		changed := existing.Reason != c.Reason || existing.Message != c.Message
		existing.Reason, existing.Message = c.Reason, c.Message
		return changed
	}
	c.LastTransitionTime = now
	*conds = append(*conds, c)
	return true
}

func FindCondition(conds []Condition, t string) *Condition {
	i := slices.IndexFunc(conds, func(c Condition) bool { return c.Type == t })
	if i < 0 {
		return nil
	}
	return &conds[i]
}

func ptr[T any](v T) *T { return &v }

type RequeueError struct {
	After time.Duration
	Err   error
}

func (e *RequeueError) Error() string {
	return fmt.Sprintf("requeue after %s: %v", e.After, e.Err)
}
func (e *RequeueError) Unwrap() error { return e.Err }

var errConflict = errors.New(`Operation cannot be fulfilled on deployments.apps "web": the object has been modified; please apply your changes to the latest version and try again`)

func backoff(attempt int) time.Duration {
	d := 5 * time.Millisecond << attempt
	return min(d, 1000*time.Second)
}

func main() {
	now := time.Date(2025, 1, 2, 3, 4, 5, 0, time.UTC)
	var st Status
	fmt.Println(SetCondition(&st.Conditions, Condition{Type: "Ready", Status: ConditionFalse, Reason: "Progressing"}, now))
	fmt.Println(SetCondition(&st.Conditions, Condition{Type: "Available", Status: ConditionUnknown}, now))
	fmt.Println(SetCondition(&st.Conditions, Condition{Type: "Ready", Status: ConditionTrue, Reason: "AllGood", Message: "3/3 ready"}, now.Add(90*time.Second)))
	fmt.Println(SetCondition(&st.Conditions, Condition{Type: "Ready", Status: ConditionTrue, Reason: "AllGood", Message: "3/3 ready"}, now.Add(time.Hour)))
	sort.SliceStable(st.Conditions, func(i, j int) bool { return st.Conditions[i].Type < st.Conditions[j].Type })
	for _, c := range st.Conditions {
		fmt.Printf("%-10s %-8s %-12s %q %s\n", c.Type, c.Status, c.Reason, c.Message, c.LastTransitionTime.Format(time.RFC3339))
	}
	if c := FindCondition(st.Conditions, "Ready"); c != nil {
		fmt.Printf("%+v\n", *c)
	}
	fmt.Println(FindCondition(st.Conditions, "Degraded"))
	st.Replicas = ptr[int32](3)
	cp := st
	cp.Conditions = slices.Clone(st.Conditions)
	cp.Conditions[0].Reason = "Changed"
	fmt.Println(reflect.DeepEqual(st, cp), st.Conditions[0].Reason, *cp.Replicas)
	cp.Conditions[0].Reason = st.Conditions[0].Reason
	fmt.Println(reflect.DeepEqual(st, cp))
	err := fmt.Errorf("reconcile default/web: %w", &RequeueError{After: backoff(3), Err: errConflict})
	var rq *RequeueError
	if errors.As(err, &rq) {
		fmt.Println("requeue in", rq.After, strings.Contains(rq.Err.Error(), "the object has been modified"))
	}
	fmt.Println(err)
	for i := range 5 {
		fmt.Print(backoff(i*7), " ")
	}
	fmt.Println()
	labels := map[string]string{"app": "web", "tier": "frontend", "env": "prod"}
	sel := map[string]string{"app": "web", "env": "prod"}
	matches := true
	for k, v := range sel {
		if labels[k] != v {
			matches = false
		}
	}
	fmt.Println(matches, labels)
	keys := make([]string, 0, len(labels))
	for k := range labels {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var parts []string
	for _, k := range keys {
		parts = append(parts, k+"="+labels[k])
	}
	fmt.Println(strings.Join(parts, ","))
	fmt.Printf("%v %+v\n", st.Replicas != nil, Status{Phase: "Running"})
}

// Output:
// true
// true
// true
// false
// Available  Unknown               "" 2025-01-02T03:04:05Z
// Ready      True     AllGood      "3/3 ready" 2025-01-02T03:05:35Z
// {Type:Ready Status:True Reason:AllGood Message:3/3 ready LastTransitionTime:2025-01-02 03:05:35 +0000 UTC ObservedGeneration:0}
// <nil>
// false  3
// true
// requeue in 40ms true
// reconcile default/web: requeue after 40ms: Operation cannot be fulfilled on deployments.apps "web": the object has been modified; please apply your changes to the latest version and try again
// 5ms 640ms 1m21.92s 16m40s 16m40s 
// true map[app:web env:prod tier:frontend]
// app=web,env=prod,tier=frontend
// true {Conditions:[] Replicas:<nil> Phase:Running}
