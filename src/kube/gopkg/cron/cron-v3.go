// Package cron is github.com/robfig/cron/v3 (v3.0.1) for the simulator: the parser (five fields
// by default, optional seconds, TZ=/CRON_TZ= prefixes, descriptors), the schedules, the runner
// with its options, job wrappers and loggers. Written from the module's behaviour (parser.go,
// spec.go, constantdelay.go, cron.go, option.go, chain.go, logger.go at v3.0.1): v3's lower-case
// error texts, entry IDs, and Stop's context that ends when running jobs have.
package cron

import (
	"context"
	"fmt"
	"io/ioutil"
	"log"
	"math"
	"os"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"
)

// ParseOption selects the fields a Parser reads (and features such as descriptors).
type ParseOption int

const (
	Second ParseOption = 1 << iota
	SecondOptional
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
	options ParseOption
}

// NewParser makes a Parser; at most one of SecondOptional and DowOptional may be given.
func NewParser(options ParseOption) Parser {
	if options&DowOptional > 0 && options&SecondOptional > 0 {
		panic("multiple optionals may not be configured")
	}
	return Parser{options}
}

// Parse returns the schedule of spec, or an error saying what is wrong with it.
func (p Parser) Parse(spec string) (Schedule, error) {
	if len(spec) == 0 {
		return nil, fmt.Errorf("empty spec string")
	}
	loc := time.Local
	if strings.HasPrefix(spec, "TZ=") || strings.HasPrefix(spec, "CRON_TZ=") {
		// The zone runs from the '=' to the first space (a spec without one panics, as v3's does).
		sp, eq := strings.Index(spec, " "), strings.Index(spec, "=")
		name := spec[eq+1 : sp]
		var err error
		if loc, err = time.LoadLocation(name); err != nil {
			return nil, fmt.Errorf("provided bad location %s: %v", name, err)
		}
		spec = strings.TrimSpace(spec[sp:])
	}
	if strings.HasPrefix(spec, "@") {
		if p.options&Descriptor == 0 {
			return nil, fmt.Errorf("parser does not accept descriptors: %v", spec)
		}
		return parseDescriptor(spec, loc)
	}
	fields, err := normalizeFields(strings.Fields(spec), p.options)
	if err != nil {
		return nil, err
	}
	var bits [6]uint64
	for i, b := range fieldBounds {
		v, err := getField(fields[i], b)
		if err != nil {
			return nil, err
		}
		bits[i] = v
	}
	return &SpecSchedule{
		Second: bits[0], Minute: bits[1], Hour: bits[2], Dom: bits[3], Month: bits[4], Dow: bits[5],
		Location: loc,
	}, nil
}

// normalizeFields checks the number of fields against the options and returns all six, an omitted
// optional field and those the options leave out at their defaults.
func normalizeFields(given []string, options ParseOption) ([6]string, error) {
	fields := fieldDefault
	optionals := 0
	if options&SecondOptional > 0 {
		options |= Second
		optionals++
	}
	if options&DowOptional > 0 {
		options |= Dow
		optionals++
	}
	if optionals > 1 {
		return fields, fmt.Errorf("multiple optionals may not be configured")
	}
	most := 0
	for _, f := range fieldOrder {
		if options&f > 0 {
			most++
		}
	}
	least := most - optionals
	if n := len(given); n < least || n > most {
		if least == most {
			return fields, fmt.Errorf("expected exactly %d fields, found %d: %s", least, n, given)
		}
		return fields, fmt.Errorf("expected %d to %d fields, found %d: %s", least, most, n, given)
	}
	if least < most && len(given) == least {
		switch {
		case options&DowOptional > 0:
			given = append(given, fieldDefault[5])
		case options&SecondOptional > 0:
			given = append([]string{fieldDefault[0]}, given...)
		default:
			return fields, fmt.Errorf("unknown optional field")
		}
	}
	next := 0
	for i, f := range fieldOrder {
		if options&f > 0 {
			fields[i] = given[next]
			next++
		}
	}
	return fields, nil
}

var standardParser = NewParser(Minute | Hour | Dom | Month | Dow | Descriptor)

// ParseStandard parses a five-field crontab spec (minute, hour, day of month, month, day of week),
// optionally after TZ=zone, or a descriptor such as "@daily" or "@every 1h30m".
func ParseStandard(standardSpec string) (Schedule, error) {
	return standardParser.Parse(standardSpec)
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
			return 0, fmt.Errorf("too many hyphens: %s", expr)
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
		return 0, fmt.Errorf("too many slashes: %s", expr)
	}
	switch {
	case start < b.min:
		return 0, fmt.Errorf("beginning of range (%d) below minimum (%d): %s", start, b.min, expr)
	case end > b.max:
		return 0, fmt.Errorf("end of range (%d) above maximum (%d): %s", end, b.max, expr)
	case start > end:
		return 0, fmt.Errorf("beginning of range (%d) beyond end of range (%d): %s", start, end, expr)
	case step == 0:
		return 0, fmt.Errorf("step of range should be a positive number: %s", expr)
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
		return 0, fmt.Errorf("failed to parse int from %s: %s", expr, err)
	}
	if n < 0 {
		return 0, fmt.Errorf("negative number (%d) not allowed: %s", n, expr)
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

// at is a schedule in loc firing at the first second of the given hour, day and month sets.
func at(hour, dayOfMonth, month, dayOfWeek uint64, loc *time.Location) *SpecSchedule {
	return &SpecSchedule{
		Second: 1 << seconds.min, Minute: 1 << minutes.min, Hour: hour, Dom: dayOfMonth, Month: month, Dow: dayOfWeek,
		Location: loc,
	}
}

func parseDescriptor(descriptor string, loc *time.Location) (Schedule, error) {
	switch descriptor {
	case "@yearly", "@annually":
		return at(1<<hours.min, 1<<dom.min, 1<<months.min, all(dow), loc), nil
	case "@monthly":
		return at(1<<hours.min, 1<<dom.min, all(months), all(dow), loc), nil
	case "@weekly":
		return at(1<<hours.min, all(dom), all(months), 1<<dow.min, loc), nil
	case "@daily", "@midnight":
		return at(1<<hours.min, all(dom), all(months), all(dow), loc), nil
	case "@hourly":
		return at(all(hours), all(dom), all(months), all(dow), loc), nil
	}
	if rest, ok := strings.CutPrefix(descriptor, "@every "); ok {
		d, err := time.ParseDuration(rest)
		if err != nil {
			return nil, fmt.Errorf("failed to parse duration %s: %s", descriptor, err)
		}
		return Every(d), nil
	}
	return nil, fmt.Errorf("unrecognized descriptor: %s", descriptor)
}

// SpecSchedule is a crontab schedule as bit sets, to the second, in Location (time.Local: the
// zone of the time Next is given).
type SpecSchedule struct {
	Second, Minute, Hour, Dom, Month, Dow uint64

	Location *time.Location
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

// Next is the first time after t the schedule fires (in t's zone), or the zero time when none
// comes within five years. Each field is advanced until it matches; a field that wraps starts the
// search again from the month. A day whose midnight a DST change skips is moved back onto midnight.
func (s *SpecSchedule) Next(t time.Time) time.Time {
	orig := t.Location()
	loc := s.Location
	if loc == time.Local {
		loc = t.Location()
	}
	if s.Location != time.Local {
		t = t.In(s.Location)
	}
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
				t = time.Date(t.Year(), t.Month(), 1, 0, 0, 0, 0, loc)
			}
			if t = t.AddDate(0, 1, 0); t.Month() == time.January {
				continue search
			}
		}
		for !dayMatches(s, t) {
			if !moved {
				moved = true
				t = time.Date(t.Year(), t.Month(), t.Day(), 0, 0, 0, 0, loc)
			}
			t = t.AddDate(0, 0, 1)
			if h := t.Hour(); h > 12 {
				t = t.Add(time.Duration(24-h) * time.Hour)
			} else if h != 0 {
				t = t.Add(time.Duration(-h) * time.Hour)
			}
			if t.Day() == 1 {
				continue search
			}
		}
		for 1<<uint(t.Hour())&s.Hour == 0 {
			if !moved {
				moved = true
				t = time.Date(t.Year(), t.Month(), t.Day(), t.Hour(), 0, 0, 0, loc)
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
		return t.In(orig)
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
	entries   []*Entry
	chain     Chain
	stop      chan struct{}
	add       chan *Entry
	remove    chan EntryID
	snapshot  chan chan []Entry
	running   bool
	logger    Logger
	runningMu sync.Mutex
	location  *time.Location
	parser    ScheduleParser
	nextID    EntryID
	jobWaiter sync.WaitGroup
}

// ScheduleParser turns a spec into a Schedule (Parser is one).
type ScheduleParser interface {
	Parse(spec string) (Schedule, error)
}

// Job is what a Cron runs.
type Job interface {
	Run()
}

// Schedule gives the next activation after a time.
type Schedule interface {
	Next(time.Time) time.Time
}

// EntryID names an entry of a Cron (from 1).
type EntryID int

// Entry is a job and its schedule, with its next and previous runs.
type Entry struct {
	ID         EntryID
	Schedule   Schedule
	Next       time.Time
	Prev       time.Time
	WrappedJob Job
	Job        Job
}

// Valid reports whether the entry is one (not the zero Entry).
func (e Entry) Valid() bool { return e.ID != 0 }

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

// New makes a Cron (local time, the standard parser, DefaultLogger), changed by opts.
func New(opts ...Option) *Cron {
	c := &Cron{
		chain:    NewChain(),
		add:      make(chan *Entry),
		stop:     make(chan struct{}),
		snapshot: make(chan chan []Entry),
		remove:   make(chan EntryID),
		logger:   DefaultLogger,
		location: time.Local,
		parser:   standardParser,
	}
	for _, opt := range opts {
		opt(c)
	}
	return c
}

// FuncJob is a func as a Job.
type FuncJob func()

func (f FuncJob) Run() { f() }

// AddFunc schedules cmd with a spec the Cron's parser accepts.
func (c *Cron) AddFunc(spec string, cmd func()) (EntryID, error) {
	return c.AddJob(spec, FuncJob(cmd))
}

// AddJob schedules cmd with a spec the Cron's parser accepts.
func (c *Cron) AddJob(spec string, cmd Job) (EntryID, error) {
	schedule, err := c.parser.Parse(spec)
	if err != nil {
		return 0, err
	}
	return c.Schedule(schedule, cmd), nil
}

// Schedule adds cmd on schedule, wrapped by the Cron's chain, and returns its ID.
func (c *Cron) Schedule(schedule Schedule, cmd Job) EntryID {
	c.runningMu.Lock()
	defer c.runningMu.Unlock()
	c.nextID++
	e := &Entry{ID: c.nextID, Schedule: schedule, WrappedJob: c.chain.Then(cmd), Job: cmd}
	if !c.running {
		c.entries = append(c.entries, e)
	} else {
		c.add <- e
	}
	return e.ID
}

// Entries is a copy of the entries.
func (c *Cron) Entries() []Entry {
	c.runningMu.Lock()
	defer c.runningMu.Unlock()
	if c.running {
		reply := make(chan []Entry, 1)
		c.snapshot <- reply
		return <-reply
	}
	return c.entrySnapshot()
}

// Location is the Cron's time zone.
func (c *Cron) Location() *time.Location {
	return c.location
}

// Entry is the entry with id, or the zero Entry.
func (c *Cron) Entry(id EntryID) Entry {
	for _, e := range c.Entries() {
		if e.ID == id {
			return e
		}
	}
	return Entry{}
}

// Remove drops the entry with id.
func (c *Cron) Remove(id EntryID) {
	c.runningMu.Lock()
	defer c.runningMu.Unlock()
	if c.running {
		c.remove <- id
	} else {
		c.removeEntry(id)
	}
}

// Start runs the scheduler in a goroutine; nothing when it runs already.
func (c *Cron) Start() {
	c.runningMu.Lock()
	defer c.runningMu.Unlock()
	if c.running {
		return
	}
	c.running = true
	go c.run()
}

// Run runs the scheduler in this goroutine; nothing when it runs already.
func (c *Cron) Run() {
	c.runningMu.Lock()
	if c.running {
		c.runningMu.Unlock()
		return
	}
	c.running = true
	c.runningMu.Unlock()
	c.run()
}

func (c *Cron) run() {
	c.logger.Info("start")
	now := c.now()
	for _, e := range c.entries {
		e.Next = e.Schedule.Next(now)
		c.logger.Info("schedule", "now", now, "entry", e.ID, "next", e.Next)
	}
	for {
		sort.Sort(byTime(c.entries))
		wait := 100000 * time.Hour // nothing to run: still wakes for adds, removals and Stop
		if len(c.entries) > 0 && !c.entries[0].Next.IsZero() {
			wait = c.entries[0].Next.Sub(now)
		}
		timer := time.NewTimer(wait)
	wake:
		for {
			select {
			case now = <-timer.C:
				now = now.In(c.location)
				c.logger.Info("wake", "now", now)
				for _, e := range c.entries {
					if e.Next.After(now) || e.Next.IsZero() {
						break
					}
					c.startJob(e.WrappedJob)
					e.Prev = e.Next
					e.Next = e.Schedule.Next(now)
					c.logger.Info("run", "now", now, "entry", e.ID, "next", e.Next)
				}
				break wake
			case e := <-c.add:
				timer.Stop()
				now = c.now()
				e.Next = e.Schedule.Next(now)
				c.entries = append(c.entries, e)
				c.logger.Info("added", "now", now, "entry", e.ID, "next", e.Next)
				break wake
			case reply := <-c.snapshot:
				reply <- c.entrySnapshot()
			case <-c.stop:
				timer.Stop()
				c.logger.Info("stop")
				return
			case id := <-c.remove:
				timer.Stop()
				now = c.now()
				c.removeEntry(id)
				c.logger.Info("removed", "entry", id)
				break wake
			}
		}
	}
}

func (c *Cron) startJob(j Job) {
	c.jobWaiter.Add(1)
	go func() {
		defer c.jobWaiter.Done()
		j.Run()
	}()
}

func (c *Cron) now() time.Time {
	return time.Now().In(c.location)
}

// Stop stops a running scheduler; the context ends when the jobs running have returned.
func (c *Cron) Stop() context.Context {
	c.runningMu.Lock()
	defer c.runningMu.Unlock()
	if c.running {
		c.stop <- struct{}{}
		c.running = false
	}
	ctx, cancel := context.WithCancel(context.Background())
	go func() {
		c.jobWaiter.Wait()
		cancel()
	}()
	return ctx
}

func (c *Cron) entrySnapshot() []Entry {
	entries := make([]Entry, len(c.entries))
	for i, e := range c.entries {
		entries[i] = *e
	}
	return entries
}

func (c *Cron) removeEntry(id EntryID) {
	var kept []*Entry
	for _, e := range c.entries {
		if e.ID != id {
			kept = append(kept, e)
		}
	}
	c.entries = kept
}

// Option changes a Cron New makes.
type Option func(*Cron)

// WithLocation sets the Cron's time zone.
func WithLocation(loc *time.Location) Option {
	return func(c *Cron) { c.location = loc }
}

// WithSeconds makes specs take a seconds field first.
func WithSeconds() Option {
	return WithParser(NewParser(Second | Minute | Hour | Dom | Month | Dow | Descriptor))
}

// WithParser sets the parser AddFunc and AddJob use.
func WithParser(p ScheduleParser) Option {
	return func(c *Cron) { c.parser = p }
}

// WithChain wraps every job added with wrappers.
func WithChain(wrappers ...JobWrapper) Option {
	return func(c *Cron) { c.chain = NewChain(wrappers...) }
}

// WithLogger sets the Cron's logger.
func WithLogger(logger Logger) Option {
	return func(c *Cron) { c.logger = logger }
}

// JobWrapper decorates a Job.
type JobWrapper func(Job) Job

// Chain is a list of JobWrappers, the first outermost.
type Chain struct {
	wrappers []JobWrapper
}

// NewChain makes a Chain of c.
func NewChain(c ...JobWrapper) Chain {
	return Chain{c}
}

// Then wraps j in the chain's wrappers.
func (c Chain) Then(j Job) Job {
	for i := len(c.wrappers) - 1; i >= 0; i-- {
		j = c.wrappers[i](j)
	}
	return j
}

// Recover logs a job's panic (with its stack) to logger instead of ending the program.
func Recover(logger Logger) JobWrapper {
	return func(j Job) Job {
		return FuncJob(func() {
			defer func() {
				if r := recover(); r != nil {
					buf := make([]byte, 64<<10)
					buf = buf[:runtime.Stack(buf, false)]
					err, ok := r.(error)
					if !ok {
						err = fmt.Errorf("%v", r)
					}
					logger.Error(err, "panic", "stack", "...\n"+string(buf))
				}
			}()
			j.Run()
		})
	}
}

// DelayIfStillRunning runs a job's runs one after another, logging a wait above a minute.
func DelayIfStillRunning(logger Logger) JobWrapper {
	return func(j Job) Job {
		var mu sync.Mutex
		return FuncJob(func() {
			start := time.Now()
			mu.Lock()
			defer mu.Unlock()
			if dur := time.Since(start); dur > time.Minute {
				logger.Info("delay", "duration", dur)
			}
			j.Run()
		})
	}
}

// SkipIfStillRunning skips a run while the job's previous run has not returned.
func SkipIfStillRunning(logger Logger) JobWrapper {
	return func(j Job) Job {
		free := make(chan struct{}, 1)
		free <- struct{}{}
		return FuncJob(func() {
			select {
			case v := <-free:
				j.Run()
				free <- v
			default:
				logger.Info("skip")
			}
		})
	}
}

// DefaultLogger prints errors (not info) to stdout with the prefix "cron: ".
var DefaultLogger Logger = PrintfLogger(log.New(os.Stdout, "cron: ", log.LstdFlags))

// DiscardLogger prints nothing.
var DiscardLogger Logger = PrintfLogger(log.New(ioutil.Discard, "", 0))

// Logger is what a Cron and its wrappers log through (logr's shape).
type Logger interface {
	Info(msg string, keysAndValues ...interface{})
	Error(err error, msg string, keysAndValues ...interface{})
}

// PrintfLogger logs errors through l's Printf.
func PrintfLogger(l interface{ Printf(string, ...interface{}) }) Logger {
	return printfLogger{l, false}
}

// VerbosePrintfLogger logs errors and info through l's Printf.
func VerbosePrintfLogger(l interface{ Printf(string, ...interface{}) }) Logger {
	return printfLogger{l, true}
}

type printfLogger struct {
	logger  interface{ Printf(string, ...interface{}) }
	logInfo bool
}

func (pl printfLogger) Info(msg string, keysAndValues ...interface{}) {
	if pl.logInfo {
		keysAndValues = formatTimes(keysAndValues)
		pl.logger.Printf(formatString(len(keysAndValues)), append([]interface{}{msg}, keysAndValues...)...)
	}
}

func (pl printfLogger) Error(err error, msg string, keysAndValues ...interface{}) {
	keysAndValues = formatTimes(keysAndValues)
	pl.logger.Printf(formatString(len(keysAndValues)+2), append([]interface{}{msg, "error", err}, keysAndValues...)...)
}

// formatString is "%s" then ", %v=%v" per key and value.
func formatString(numKeysAndValues int) string {
	var sb strings.Builder
	sb.WriteString("%s")
	if numKeysAndValues > 0 {
		sb.WriteString(", ")
	}
	for i := 0; i < numKeysAndValues/2; i++ {
		if i > 0 {
			sb.WriteString(", ")
		}
		sb.WriteString("%v=%v")
	}
	return sb.String()
}

// formatTimes prints time values as RFC 3339.
func formatTimes(keysAndValues []interface{}) []interface{} {
	var out []interface{}
	for _, arg := range keysAndValues {
		if t, ok := arg.(time.Time); ok {
			arg = t.Format(time.RFC3339)
		}
		out = append(out, arg)
	}
	return out
}
