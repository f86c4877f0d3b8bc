package main

import (
	"fmt"
	"time"
)

type Clock interface{ Now() time.Time }

type fixedClock struct{ t time.Time }

func (c fixedClock) Now() time.Time { return c.t }

type SleepInfo struct {
	Name          string
	SleepAt       string
	LastScheduled time.Time
}

type SleepInfoReconciler struct {
	Clock
	calls int
}

func (r SleepInfoReconciler) handleStatus(si *SleepInfo) (time.Duration, error) {
	r.calls++
	now := r.Now()
	next, err := time.Parse(time.TimeOnly, si.SleepAt)
	if err != nil {
		return 0, fmt.Errorf("invalid sleepAt %q: %w", si.SleepAt, err)
	}
	next = time.Date(now.Year(), now.Month(), now.Day(), next.Hour(), next.Minute(), next.Second(), 0, time.UTC)
	if !next.After(now) {
		next = next.AddDate(0, 0, 1)
	}
	si.LastScheduled = now
	return next.Sub(now), nil
}

func main() {
	r := SleepInfoReconciler{Clock: fixedClock{time.Date(2025, 3, 10, 18, 30, 0, 0, time.UTC)}}
	si := &SleepInfo{Name: "office-hours", SleepAt: "20:00:00"}
	d, err := r.handleStatus(si)
	fmt.Println(d, err, si.LastScheduled.Format(time.DateTime), r.calls)
	si.SleepAt = "08:15:00"
	d, err = r.handleStatus(si)
	fmt.Println(d, err)
	si.SleepAt = "25:00"
	_, err = r.handleStatus(si)
	fmt.Println(err)
}

// Output:
// 1h30m0s <nil> 2025-03-10 18:30:00 0
// 13h45m0s <nil>
// invalid sleepAt "25:00": parsing time "25:00": hour out of range
