package main

import (
	"errors"
	"fmt"
	"sort"
	"strings"
	"time"
)

type ConditionStatus string

const (
	ConditionTrue  ConditionStatus = "True"
	ConditionFalse ConditionStatus = "False"
)

type Condition struct {
	Type               string
	Status             ConditionStatus
	Reason             string
	Message            string
	LastTransitionTime time.Time
}

type Status struct {
	Replicas   int32
	Conditions []Condition
}

func SetCondition(conds *[]Condition, c Condition) bool {
	for i := range *conds {
		if (*conds)[i].Type == c.Type {
			if (*conds)[i].Status == c.Status && (*conds)[i].Reason == c.Reason {
				return false
			}
			(*conds)[i] = c
			return true
		}
	}
	*conds = append(*conds, c)
	return true
}

type Result struct {
	Requeue      bool
	RequeueAfter time.Duration
}

var errConflict = errors.New("the object has been modified; please apply your changes to the latest version and try again")

type fakeClient struct {
	updates int
	fail    int
}

func (c *fakeClient) Update(s *Status) error {
	c.updates++
	if c.updates <= c.fail {
		return fmt.Errorf("Operation cannot be fulfilled on memcacheds.cache.example.com \"x\": %w", errConflict)
	}
	return nil
}

func reconcile(c *fakeClient, s *Status, want int32) (Result, error) {
	if s.Replicas != want {
		s.Replicas = want
		changed := SetCondition(&s.Conditions, Condition{Type: "Available", Status: ConditionFalse, Reason: "Scaling", Message: fmt.Sprintf("scaling to %d", want)})
		if err := c.Update(s); err != nil {
			if errors.Is(err, errConflict) {
				return Result{Requeue: true}, nil
			}
			return Result{}, fmt.Errorf("failed to update status: %w", err)
		}
		return Result{RequeueAfter: time.Minute}, nil
		_ = changed
	}
	SetCondition(&s.Conditions, Condition{Type: "Available", Status: ConditionTrue, Reason: "Ready"})
	return Result{}, c.Update(s)
}

func main() {
	c := &fakeClient{fail: 1}
	s := &Status{}
	for i := 0; i < 4; i++ {
		r, err := reconcile(c, s, 3)
		fmt.Printf("round %d: %+v err=%v replicas=%d\n", i, r, err, s.Replicas)
	}
	sort.Slice(s.Conditions, func(i, j int) bool { return s.Conditions[i].Type < s.Conditions[j].Type })
	for _, cd := range s.Conditions {
		fmt.Printf("%s=%s (%s) %q zero=%v\n", cd.Type, cd.Status, cd.Reason, cd.Message, cd.LastTransitionTime.IsZero())
	}
	fmt.Println(strings.Repeat("=", 10), c.updates)
}

// Output:
// round 0: {Requeue:true RequeueAfter:0s} err=<nil> replicas=3
// round 1: {Requeue:false RequeueAfter:0s} err=<nil> replicas=3
// round 2: {Requeue:false RequeueAfter:0s} err=<nil> replicas=3
// round 3: {Requeue:false RequeueAfter:0s} err=<nil> replicas=3
// Available=True (Ready) "" zero=true
// ========== 4
