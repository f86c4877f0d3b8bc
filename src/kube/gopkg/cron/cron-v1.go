// Package cron is github.com/robfig/cron v1.2.0 for the simulator: the parser operators
// validate schedules with (kubebuilder's CronJob tutorial calls ParseStandard), the schedules and
// the job runner. Written from the module's behaviour (parser.go, spec.go, constantdelay.go,
// cron.go at v1.2.0): the same fields, defaults and error texts, capitalised as v1 has them.
package cron

import (
	"fmt"
	"log"
	"math"
	"runtime/debug"
	"sort"
	"strconv"
	"strings"
	"time"
)

// ParseOption selects the fields a Parser reads (and features such as descriptors).
type ParseOption int

const (
	Second ParseOption = 1 << iota
	Minute
	Hour
	Dom
	Month
	Dow
	DowOptional
	Descriptor
)

// The six fields in spec order, and the value of one the options leave out.
var fieldOrder = [6]ParseOption{Second, Minute, Hour, Dom, Month, Dow}
var fieldDefault = [6]string{"0", "0", "0", "*", "*", "*"}

// Parser parses specs with the fields its options name.
type Parser struct {
	options   ParseOption
	optionals int
}

// NewParser makes a Parser; DowOptional implies Dow, which a spec may then omit.
func NewParser(options ParseOption) Parser {
	p := Parser{options: options}
	if options&DowOptional > 0 {
		p.options |= Dow
		p.optionals = 1
	}
	return p
}

// Parse returns the schedule of spec, or an error saying what is wrong with it.
func (p Parser) Parse(spec string) (Schedule, error) {
	if spec == "" {
		return nil, fmt.Errorf("Empty spec string")
	}
	if spec[0] == '@' && p.options&Descriptor > 0 {
		return parseDescriptor(spec)
	}
	most := 0
	for _, f := range fieldOrder {
		if p.options&f > 0 {
			most++
		}
	}
	least := most - p.optionals
	given := strings.Fields(spec)
	if n := len(given); n < least || n > most {
		if least == most {
			return nil, fmt.Errorf("Expected exactly %d fields, found %d: %s", least, n, spec)
		}
		return nil, fmt.Errorf("Expected %d to %d fields, found %d: %s", least, most, n, spec)
	}
	fields := fieldDefault
	next := 0
	for i, f := range fieldOrder {
		if next == len(given) {
			break
		}
		if p.options&f > 0 {
			fields[i] = given[next]
			next++
		}
	}
	var bits [6]uint64
	for i, b := range fieldBounds {
		v, err := getField(fields[i], b)
		if err != nil {
			return nil, err
		}
		bits[i] = v
	}
	return &SpecSchedule{Second: bits[0], Minute: bits[1], Hour: bits[2], Dom: bits[3], Month: bits[4], Dow: bits[5]}, nil
}

var standardParser = NewParser(Minute | Hour | Dom | Month | Dow | Descriptor)

// ParseStandard parses a five-field crontab spec (minute, hour, day of month, month, day of week)
// or a descriptor such as "@daily" or "@every 1h30m".
func ParseStandard(standardSpec string) (Schedule, error) {
	return standardParser.Parse(standardSpec)
}

var defaultParser = NewParser(Second | Minute | Hour | Dom | Month | DowOptional | Descriptor)

// Parse parses a spec with a seconds field first (day of week optional) or a descriptor.
func Parse(spec string) (Schedule, error) {
	return defaultParser.Parse(spec)
}

// getField is the union of the comma-separated ranges of field.
func getField(field string, b bounds) (uint64, error) {
	var bits uint64
	for _, expr := range strings.FieldsFunc(field, func(r rune) bool { return r == ',' }) {
		v, err := getRange(expr, b)
		if err != nil {
			return bits, err
		}
		bits |= v
	}
	return bits, nil
}

// getRange reads `*`, `?`, N, N-M, each optionally with /STEP (N/STEP runs to the maximum).
func getRange(expr string, b bounds) (uint64, error) {
	parts := strings.Split(expr, "/")
	ends := strings.Split(parts[0], "-")
	var start, end, step uint
	var star uint64
	if ends[0] == "*" || ends[0] == "?" {
		start, end, star = b.min, b.max, starBit
	} else {
		var err error
		if start, err = parseIntOrName(ends[0], b.names); err != nil {
			return 0, err
		}
		switch len(ends) {
		case 1:
			end = start
		case 2:
			if end, err = parseIntOrName(ends[1], b.names); err != nil {
				return 0, err
			}
		default:
			return 0, fmt.Errorf("Too many hyphens: %s", expr)
		}
	}
	switch len(parts) {
	case 1:
		step = 1
	case 2:
		var err error
		if step, err = mustParseInt(parts[1]); err != nil {
			return 0, err
		}
		if len(ends) == 1 {
			end = b.max
		}
	default:
		return 0, fmt.Errorf("Too many slashes: %s", expr)
	}
	switch {
	case start < b.min:
		return 0, fmt.Errorf("Beginning of range (%d) below minimum (%d): %s", start, b.min, expr)
	case end > b.max:
		return 0, fmt.Errorf("End of range (%d) above maximum (%d): %s", end, b.max, expr)
	case start > end:
		return 0, fmt.Errorf("Beginning of range (%d) beyond end of range (%d): %s", start, end, expr)
	case step == 0:
		return 0, fmt.Errorf("Step of range should be a positive number: %s", expr)
	}
	return getBits(start, end, step) | star, nil
}

func parseIntOrName(expr string, names map[string]uint) (uint, error) {
	if v, ok := names[strings.ToLower(expr)]; ok {
		return v, nil
	}
	return mustParseInt(expr)
}

func mustParseInt(expr string) (uint, error) {
	n, err := strconv.Atoi(expr)
	if err != nil {
		return 0, fmt.Errorf("Failed to parse int from %s: %s", expr, err)
	}
	if n < 0 {
		return 0, fmt.Errorf("Negative number (%d) not allowed: %s", n, expr)
	}
	return uint(n), nil
}

// getBits sets the bits from lo to hi, every step.
func getBits(lo, hi, step uint) uint64 {
	if step == 1 {
		return ^(math.MaxUint64 << (hi + 1)) & (math.MaxUint64 << lo)
	}
	var bits uint64
	for i := lo; i <= hi; i += step {
		bits |= 1 << i
	}
	return bits
}

func all(b bounds) uint64 { return getBits(b.min, b.max, 1) | starBit }

// at is a schedule firing at the first second of the given hour, day and month sets.
func at(hour, dayOfMonth, month, dayOfWeek uint64) *SpecSchedule {
	return &SpecSchedule{Second: 1 << seconds.min, Minute: 1 << minutes.min, Hour: hour, Dom: dayOfMonth, Month: month, Dow: dayOfWeek}
}

func parseDescriptor(descriptor string) (Schedule, error) {
	switch descriptor {
	case "@yearly", "@annually":
		return at(1<<hours.min, 1<<dom.min, 1<<months.min, all(dow)), nil
	case "@monthly":
		return at(1<<hours.min, 1<<dom.min, all(months), all(dow)), nil
	case "@weekly":
		return at(1<<hours.min, all(dom), all(months), 1<<dow.min), nil
	case "@daily", "@midnight":
		return at(1<<hours.min, all(dom), all(months), all(dow)), nil
	case "@hourly":
		return at(all(hours), all(dom), all(months), all(dow)), nil
	}
	if rest, ok := strings.CutPrefix(descriptor, "@every "); ok {
		d, err := time.ParseDuration(rest)
		if err != nil {
			return nil, fmt.Errorf("Failed to parse duration %s: %s", descriptor, err)
		}
		return Every(d), nil
	}
	return nil, fmt.Errorf("Unrecognized descriptor: %s", descriptor)
}

// SpecSchedule is a crontab schedule as bit sets, to the second.
type SpecSchedule struct {
	Second, Minute, Hour, Dom, Month, Dow uint64
}

type bounds struct {
	min, max uint
	names    map[string]uint
}

var (
	seconds = bounds{0, 59, nil}
	minutes = bounds{0, 59, nil}
	hours   = bounds{0, 23, nil}
	dom     = bounds{1, 31, nil}
	months  = bounds{1, 12, map[string]uint{
		"jan": 1, "feb": 2, "mar": 3, "apr": 4, "may": 5, "jun": 6,
		"jul": 7, "aug": 8, "sep": 9, "oct": 10, "nov": 11, "dec": 12,
	}}
	dow = bounds{0, 6, map[string]uint{
		"sun": 0, "mon": 1, "tue": 2, "wed": 3, "thu": 4, "fri": 5, "sat": 6,
	}}
	fieldBounds = [6]bounds{seconds, minutes, hours, dom, months, dow}
)

// starBit marks a field given as * or ?, which day matching treats apart.
const starBit = 1 << 63

// Next is the first time after t the schedule fires, or the zero time when none comes within five
// years. Each field is advanced until it matches; a field that wraps starts the search again from
// the month, since the fields before it may no longer match.
func (s *SpecSchedule) Next(t time.Time) time.Time {
	t = t.Add(1*time.Second - time.Duration(t.Nanosecond())*time.Nanosecond)
	moved := false
	limit := t.Year() + 5
search:
	for {
		if t.Year() > limit {
			return time.Time{}
		}
		for 1<<uint(t.Month())&s.Month == 0 {
			if !moved {
				moved = true
				t = time.Date(t.Year(), t.Month(), 1, 0, 0, 0, 0, t.Location())
			}
			if t = t.AddDate(0, 1, 0); t.Month() == time.January {
				continue search
			}
		}
		for !dayMatches(s, t) {
			if !moved {
				moved = true
				t = time.Date(t.Year(), t.Month(), t.Day(), 0, 0, 0, 0, t.Location())
			}
			if t = t.AddDate(0, 0, 1); t.Day() == 1 {
				continue search
			}
		}
		for 1<<uint(t.Hour())&s.Hour == 0 {
			if !moved {
				moved = true
				t = time.Date(t.Year(), t.Month(), t.Day(), t.Hour(), 0, 0, 0, t.Location())
			}
			if t = t.Add(time.Hour); t.Hour() == 0 {
				continue search
			}
		}
		for 1<<uint(t.Minute())&s.Minute == 0 {
			if !moved {
				moved = true
				t = t.Truncate(time.Minute)
			}
			if t = t.Add(time.Minute); t.Minute() == 0 {
				continue search
			}
		}
		for 1<<uint(t.Second())&s.Second == 0 {
			if !moved {
				moved = true
				t = t.Truncate(time.Second)
			}
			if t = t.Add(time.Second); t.Second() == 0 {
				continue search
			}
		}
		return t
	}
}

// dayMatches: both day fields must match when either is a star, else either may.
func dayMatches(s *SpecSchedule, t time.Time) bool {
	domOK := 1<<uint(t.Day())&s.Dom > 0
	dowOK := 1<<uint(t.Weekday())&s.Dow > 0
	if s.Dom&starBit > 0 || s.Dow&starBit > 0 {
		return domOK && dowOK
	}
	return domOK || dowOK
}

// ConstantDelaySchedule fires every Delay (whole seconds).
type ConstantDelaySchedule struct {
	Delay time.Duration
}

// Every makes a schedule firing every duration, at least a second, rounded down to seconds.
func Every(duration time.Duration) ConstantDelaySchedule {
	if duration < time.Second {
		duration = time.Second
	}
	return ConstantDelaySchedule{Delay: duration - time.Duration(duration.Nanoseconds())%time.Second}
}

// Next is t plus the delay, on a whole second.
func (schedule ConstantDelaySchedule) Next(t time.Time) time.Time {
	return t.Add(schedule.Delay - time.Duration(t.Nanosecond())*time.Nanosecond)
}

// Cron runs jobs on their schedules in a goroutine of its own once started.
type Cron struct {
	entries  []*Entry
	stop     chan struct{}
	add      chan *Entry
	snapshot chan []*Entry
	running  bool
	ErrorLog *log.Logger
	location *time.Location
}

// Job is what a Cron runs.
type Job interface {
	Run()
}

// Schedule gives the next activation after a time.
type Schedule interface {
	Next(time.Time) time.Time
}

// Entry is a job and its schedule, with its next and previous runs.
type Entry struct {
	Schedule Schedule
	Next     time.Time
	Prev     time.Time
	Job      Job
}

// byTime sorts entries by their next run, those with none last.
type byTime []*Entry

func (s byTime) Len() int      { return len(s) }
func (s byTime) Swap(i, j int) { s[i], s[j] = s[j], s[i] }
func (s byTime) Less(i, j int) bool {
	if s[i].Next.IsZero() {
		return false
	}
	if s[j].Next.IsZero() {
		return true
	}
	return s[i].Next.Before(s[j].Next)
}

// New makes a Cron in the local time zone.
func New() *Cron {
	return NewWithLocation(time.Now().Location())
}

// NewWithLocation makes a Cron that reads times in location.
func NewWithLocation(location *time.Location) *Cron {
	return &Cron{
		add:      make(chan *Entry),
		stop:     make(chan struct{}),
		snapshot: make(chan []*Entry),
		location: location,
	}
}

// FuncJob is a func as a Job.
type FuncJob func()

func (f FuncJob) Run() { f() }

// AddFunc schedules cmd with a spec Parse accepts.
func (c *Cron) AddFunc(spec string, cmd func()) error {
	return c.AddJob(spec, FuncJob(cmd))
}

// AddJob schedules cmd with a spec Parse accepts.
func (c *Cron) AddJob(spec string, cmd Job) error {
	schedule, err := Parse(spec)
	if err != nil {
		return err
	}
	c.Schedule(schedule, cmd)
	return nil
}

// Schedule adds cmd on schedule (to the running loop once started).
func (c *Cron) Schedule(schedule Schedule, cmd Job) {
	e := &Entry{Schedule: schedule, Job: cmd}
	if !c.running {
		c.entries = append(c.entries, e)
		return
	}
	c.add <- e
}

// Entries is a copy of the entries.
func (c *Cron) Entries() []*Entry {
	if c.running {
		c.snapshot <- nil
		return <-c.snapshot
	}
	return c.entrySnapshot()
}

// Location is the Cron's time zone.
func (c *Cron) Location() *time.Location {
	return c.location
}

// Start runs the scheduler in a goroutine; nothing when it runs already.
func (c *Cron) Start() {
	if c.running {
		return
	}
	c.running = true
	go c.run()
}

// Run runs the scheduler in this goroutine; nothing when it runs already.
func (c *Cron) Run() {
	if c.running {
		return
	}
	c.running = true
	c.run()
}

func (c *Cron) runWithRecovery(j Job) {
	defer func() {
		if r := recover(); r != nil {
			c.logf("cron: panic running job: %v\n%s", r, debug.Stack())
		}
	}()
	j.Run()
}

func (c *Cron) run() {
	now := c.now()
	for _, e := range c.entries {
		e.Next = e.Schedule.Next(now)
	}
	for {
		sort.Sort(byTime(c.entries))
		wait := 100000 * time.Hour // nothing to run: still wakes for adds and Stop
		if len(c.entries) > 0 && !c.entries[0].Next.IsZero() {
			wait = c.entries[0].Next.Sub(now)
		}
		timer := time.NewTimer(wait)
	wake:
		for {
			select {
			case now = <-timer.C:
				now = now.In(c.location)
				for _, e := range c.entries {
					if e.Next.After(now) || e.Next.IsZero() {
						break
					}
					go c.runWithRecovery(e.Job)
					e.Prev = e.Next
					e.Next = e.Schedule.Next(now)
				}
				break wake
			case e := <-c.add:
				timer.Stop()
				now = c.now()
				e.Next = e.Schedule.Next(now)
				c.entries = append(c.entries, e)
				break wake
			case <-c.snapshot:
				c.snapshot <- c.entrySnapshot()
			case <-c.stop:
				timer.Stop()
				return
			}
		}
	}
}

func (c *Cron) logf(format string, args ...interface{}) {
	if c.ErrorLog != nil {
		c.ErrorLog.Printf(format, args...)
	} else {
		log.Printf(format, args...)
	}
}

// Stop stops a running scheduler (jobs already started go on).
func (c *Cron) Stop() {
	if !c.running {
		return
	}
	c.stop <- struct{}{}
	c.running = false
}

func (c *Cron) entrySnapshot() []*Entry {
	entries := []*Entry{}
	for _, e := range c.entries {
		entries = append(entries, &Entry{Schedule: e.Schedule, Next: e.Next, Prev: e.Prev, Job: e.Job})
	}
	return entries
}

func (c *Cron) now() time.Time {
	return time.Now().In(c.location)
}
