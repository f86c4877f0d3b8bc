package main

import (
	"fmt"
	"strconv"
)

type Phase string

const (
	PhasePending Phase = "Pending"
	PhaseRunning Phase = "Running"
	PhaseFailed  Phase = "Failed"
)

type Status struct {
	Phase              Phase
	ReadyReplicas      int32
	ObservedGeneration int64
}

type Obj struct {
	Generation int64
	Replicas   int32
	Status     Status
}

func computeStatus(o *Obj, ready int32, failedPods int) Status {
	st := o.Status
	st.ReadyReplicas = ready
	st.ObservedGeneration = o.Generation
	switch {
	case failedPods > 0:
		st.Phase = PhaseFailed
	case ready == o.Replicas:
		st.Phase = PhaseRunning
	default:
		st.Phase = PhasePending
	}
	return st
}

func main() {
	o := &Obj{Generation: 4, Replicas: 3}
	for _, tc := range []struct {
		ready  int32
		failed int
	}{{0, 0}, {3, 0}, {2, 1}} {
		st := computeStatus(o, tc.ready, tc.failed)
		changed := st != o.Status
		o.Status = st
		fmt.Println(st.Phase, st.ReadyReplicas, st.ObservedGeneration, changed, strconv.Itoa(int(st.ReadyReplicas))+"/"+strconv.Itoa(int(o.Replicas)))
	}
}

// Output:
// Pending 0 4 true 0/3
// Running 3 4 true 3/3
// Failed 2 4 true 2/3
