package main

import (
	"fmt"
	"os"
	"sort"
	"strings"
	"text/tabwriter"
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
	ObservedGeneration int64
	LastTransitionTime time.Time
	Reason             string
	Message            string
}

type Status struct {
	Replicas   int32
	Ready      *int32
	Conditions []Condition
	Labels     map[string]string
}

func main() {
	t0 := time.Date(2024, time.March, 9, 14, 5, 7, 123456789, time.UTC)
	ready := int32(2)
	st := Status{
		Replicas: 3,
		Ready:    &ready,
		Conditions: []Condition{
			{Type: "Available", Status: ConditionTrue, ObservedGeneration: 4, LastTransitionTime: t0, Reason: "MinimumReplicasAvailable", Message: "Deployment has minimum availability."},
			{Type: "Progressing", Status: ConditionUnknown, LastTransitionTime: t0.Add(-90 * time.Second), Reason: "ReplicaSetUpdated"},
		},
		Labels: map[string]string{"app": "web", "tier": "frontend", "env": "prod"},
	}
	fmt.Printf("%v\n", st.Conditions[1])
	fmt.Printf("%+v\n", st.Conditions[1])
	fmt.Printf("%#v\n", st.Labels)
	fmt.Printf("%v|%d|%s\n", *st.Ready, st.Replicas, st.Conditions[0].Status)
	fmt.Printf("%q\n", st.Conditions[0].Status)
	fmt.Printf("%-12s|%8s|\n", st.Conditions[0].Type, st.Conditions[0].Status)
	fmt.Printf("%x %X\n", string(st.Conditions[0].Status), []byte("ok"))

	w := tabwriter.NewWriter(os.Stdout, 0, 8, 2, ' ', 0)
	fmt.Fprintln(w, "TYPE\tSTATUS\tREASON\tAGE")
	now := t0.Add(3*time.Hour + 25*time.Minute)
	for _, c := range st.Conditions {
		fmt.Fprintf(w, "%s\t%s\t%s\t%v\n", c.Type, c.Status, c.Reason, now.Sub(c.LastTransitionTime).Round(time.Second))
	}
	w.Flush()

	keys := make([]string, 0, len(st.Labels))
	for k := range st.Labels {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var b strings.Builder
	for i, k := range keys {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, "%s=%s", k, st.Labels[k])
	}
	fmt.Println(b.String(), b.Len())
	fmt.Println(t0)
	fmt.Println(t0.Format(time.RFC3339Nano), t0.Format(time.Kitchen), t0.Format("Mon Jan _2 15:04:05.000 2006"))
}

// Output:
// {Progressing Unknown 0 2024-03-09 14:03:37.123456789 +0000 UTC ReplicaSetUpdated }
// {Type:Progressing Status:Unknown ObservedGeneration:0 LastTransitionTime:2024-03-09 14:03:37.123456789 +0000 UTC Reason:ReplicaSetUpdated Message:}
// map[string]string{"app":"web", "env":"prod", "tier":"frontend"}
// 2|3|True
// "True"
// Available   |    True|
// 54727565 6F6B
// TYPE         STATUS   REASON                    AGE
// Available    True     MinimumReplicasAvailable  3h25m0s
// Progressing  Unknown  ReplicaSetUpdated         3h26m30s
// app=web,env=prod,tier=frontend 30
// 2024-03-09 14:05:07.123456789 +0000 UTC
// 2024-03-09T14:05:07.123456789Z 2:05PM Sat Mar  9 14:05:07.123 2024
