// Package cron is a test fixture standing in for github.com/robfig/cron v1.2.0 in a module cache:
// the part of its API the kubebuilder CronJob tutorials use (ParseStandard, Schedule.Next), written
// for Operator Lab's tests. Standard 5-field specs (numbers, *, ranges, steps, lists) and the
// @-descriptors, in the local time zone of the time passed to Next.
package cron

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

// Schedule describes a job's duty cycle.
type Schedule interface {
	// Next returns the next activation time, later than the given time.
	Next(time.Time) time.Time
}

// SpecSchedule specifies a duty cycle (to the minute), as bit sets of the allowed values.
type SpecSchedule struct {
	Minute, Hour, Dom, Month, Dow uint64
}

// ConstantDelaySchedule represents a simple recurring duty cycle, e.g. "Every 5 minutes".
type ConstantDelaySchedule struct {
	Delay time.Duration
}

// Every returns a crontab Schedule that activates once every duration (at least a second).
func Every(duration time.Duration) ConstantDelaySchedule {
	if duration < time.Second {
		duration = time.Second
	}
	return ConstantDelaySchedule{Delay: duration - time.Duration(duration.Nanoseconds())%time.Second}
}

// Next returns the next time this should be run, rounded to the second.
func (s ConstantDelaySchedule) Next(t time.Time) time.Time {
	return t.Add(s.Delay - time.Duration(t.Nanosecond())*time.Nanosecond)
}

type bounds struct {
	min, max uint
}

var (
	minutes = bounds{0, 59}
	hours   = bounds{0, 23}
	dom     = bounds{1, 31}
	months  = bounds{1, 12}
	dow     = bounds{0, 6}
)

const starBit = 1 << 63

// ParseStandard parses a standard cron spec: minute, hour, day of month, month, day of week, or a
// descriptor (@hourly, @daily, @midnight, @weekly, @monthly, @yearly, @annually, @every <duration>).
func ParseStandard(standardSpec string) (Schedule, error) {
	if len(standardSpec) == 0 {
		return nil, fmt.Errorf("Empty spec string")
	}
	if standardSpec[0] == '@' {
		return parseDescriptor(standardSpec)
	}
	fields := strings.Fields(standardSpec)
	if len(fields) != 5 {
		return nil, fmt.Errorf("Expected exactly 5 fields, found %d: %s", len(fields), standardSpec)
	}
	var err error
	field := func(f string, b bounds) uint64 {
		if err != nil {
			return 0
		}
		var bits uint64
		bits, err = getField(f, b)
		return bits
	}
	s := &SpecSchedule{
		Minute: field(fields[0], minutes),
		Hour:   field(fields[1], hours),
		Dom:    field(fields[2], dom),
		Month:  field(fields[3], months),
		Dow:    field(fields[4], dow),
	}
	if err != nil {
		return nil, err
	}
	return s, nil
}

func parseDescriptor(spec string) (Schedule, error) {
	all := func(b bounds) uint64 { return getBits(b.min, b.max, 1) | starBit }
	switch spec {
	case "@yearly", "@annually":
		return &SpecSchedule{Minute: 1, Hour: 1, Dom: 1 << dom.min, Month: 1 << months.min, Dow: all(dow)}, nil
	case "@monthly":
		return &SpecSchedule{Minute: 1, Hour: 1, Dom: 1 << dom.min, Month: all(months), Dow: all(dow)}, nil
	case "@weekly":
		return &SpecSchedule{Minute: 1, Hour: 1, Dom: all(dom), Month: all(months), Dow: 1 << dow.min}, nil
	case "@daily", "@midnight":
		return &SpecSchedule{Minute: 1, Hour: 1, Dom: all(dom), Month: all(months), Dow: all(dow)}, nil
	case "@hourly":
		return &SpecSchedule{Minute: 1, Hour: all(hours), Dom: all(dom), Month: all(months), Dow: all(dow)}, nil
	}
	const every = "@every "
	if strings.HasPrefix(spec, every) {
		d, err := time.ParseDuration(spec[len(every):])
		if err != nil {
			return nil, fmt.Errorf("Failed to parse duration %s: %s", spec, err)
		}
		return Every(d), nil
	}
	return nil, fmt.Errorf("Unrecognized descriptor: %s", spec)
}

// getField returns the bits of a comma-separated list of ranges.
func getField(field string, r bounds) (uint64, error) {
	var bits uint64
	for _, expr := range strings.Split(field, ",") {
		bit, err := getRange(expr, r)
		if err != nil {
			return bits, err
		}
		bits |= bit
	}
	return bits, nil
}

// getRange parses number, number-number, *, each optionally with /step.
func getRange(expr string, r bounds) (uint64, error) {
	var start, end, step uint
	rangeAndStep := strings.Split(expr, "/")
	lowAndHigh := strings.Split(rangeAndStep[0], "-")
	singleDigit := len(lowAndHigh) == 1
	var extra uint64
	if lowAndHigh[0] == "*" || lowAndHigh[0] == "?" {
		start, end, extra = r.min, r.max, starBit
	} else {
		var err error
		if start, err = parseInt(lowAndHigh[0]); err != nil {
			return 0, err
		}
		switch len(lowAndHigh) {
		case 1:
			end = start
		case 2:
			if end, err = parseInt(lowAndHigh[1]); err != nil {
				return 0, err
			}
		default:
			return 0, fmt.Errorf("Too many hyphens: %s", expr)
		}
	}
	switch len(rangeAndStep) {
	case 1:
		step = 1
	case 2:
		var err error
		if step, err = parseInt(rangeAndStep[1]); err != nil {
			return 0, err
		}
		// "N/step" means "N-max/step"
		if singleDigit {
			end = r.max
		}
		if step > 1 {
			extra = 0
		}
	default:
		return 0, fmt.Errorf("Too many slashes: %s", expr)
	}
	if start < r.min {
		return 0, fmt.Errorf("Beginning of range (%d) below minimum (%d): %s", start, r.min, expr)
	}
	if end > r.max {
		return 0, fmt.Errorf("End of range (%d) above maximum (%d): %s", end, r.max, expr)
	}
	if start > end {
		return 0, fmt.Errorf("Beginning of range (%d) beyond end of range (%d): %s", start, end, expr)
	}
	if step == 0 {
		return 0, fmt.Errorf("Step of range should be a positive number: %s", expr)
	}
	return getBits(start, end, step) | extra, nil
}

func parseInt(expr string) (uint, error) {
	n, err := strconv.Atoi(expr)
	if err != nil {
		return 0, fmt.Errorf("Failed to parse int from %s: %s", expr, err)
	}
	if n < 0 {
		return 0, fmt.Errorf("Negative number (%d) not allowed: %s", n, expr)
	}
	return uint(n), nil
}

func getBits(min, max, step uint) uint64 {
	var bits uint64
	for i := min; i <= max; i += step {
		bits |= 1 << i
	}
	return bits
}

// Next returns the next time this schedule is activated, greater than the given time, or the zero
// time if none is found within five years.
func (s *SpecSchedule) Next(t time.Time) time.Time {
	t = t.Add(time.Minute - time.Duration(t.Second())*time.Second - time.Duration(t.Nanosecond())*time.Nanosecond)
	yearLimit := t.Year() + 5
	for t.Year() <= yearLimit {
		if 1<<uint(t.Month())&s.Month == 0 {
			t = time.Date(t.Year(), t.Month(), 1, 0, 0, 0, 0, t.Location()).AddDate(0, 1, 0)
			continue
		}
		if !s.dayMatches(t) {
			t = time.Date(t.Year(), t.Month(), t.Day(), 0, 0, 0, 0, t.Location()).AddDate(0, 0, 1)
			continue
		}
		if 1<<uint(t.Hour())&s.Hour == 0 {
			t = time.Date(t.Year(), t.Month(), t.Day(), t.Hour(), 0, 0, 0, t.Location()).Add(time.Hour)
			continue
		}
		if 1<<uint(t.Minute())&s.Minute == 0 {
			t = t.Add(time.Minute)
			continue
		}
		return t
	}
	return time.Time{}
}

// dayMatches: with both day fields restricted, either matching is enough (cron's rule).
func (s *SpecSchedule) dayMatches(t time.Time) bool {
	domMatch := 1<<uint(t.Day())&s.Dom > 0
	dowMatch := 1<<uint(t.Weekday())&s.Dow > 0
	if s.Dom&starBit > 0 || s.Dow&starBit > 0 {
		return domMatch && dowMatch
	}
	return domMatch || dowMatch
}
