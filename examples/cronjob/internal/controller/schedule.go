package controller

import (
	"fmt"
	"strings"
	"time"
)

// schedule is the part of a cron schedule the reconciler needs: the next activation after t.
// (The kubebuilder tutorial uses github.com/robfig/cron; this example keeps to the standard
// library and understands "@every <duration>", which cron implements as a constant delay.)
type schedule interface {
	Next(t time.Time) time.Time
}

type constantDelay struct {
	delay time.Duration
}

// Next returns the next time this should be run, rounded to the second as cron does.
func (s constantDelay) Next(t time.Time) time.Time {
	return t.Add(s.delay - time.Duration(t.Nanosecond())*time.Nanosecond)
}

// parseSchedule parses "@every <duration>" (at least one second).
func parseSchedule(spec string) (schedule, error) {
	const every = "@every "
	if !strings.HasPrefix(spec, every) {
		return nil, fmt.Errorf("unsupported schedule %q: this example understands \"@every <duration>\"", spec)
	}
	d, err := time.ParseDuration(strings.TrimPrefix(spec, every))
	if err != nil {
		return nil, fmt.Errorf("failed to parse duration %s: %w", spec, err)
	}
	if d < time.Second {
		d = time.Second
	}
	return constantDelay{delay: d}, nil
}
