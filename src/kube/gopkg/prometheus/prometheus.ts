// github.com/prometheus/client_golang/prometheus (v1.23): the metric types operators register on
// controller-runtime's metrics.Registry — Counter, Gauge, Histogram, Summary and their Vecs, Opts,
// Labels, Registerer/Registry — and promauto. Written for Operator Lab in plain Go; a Registry
// writes its metrics in the Prometheus text exposition format (expfmt 0.0.4: families sorted by
// name, series by label values, floats as strconv 'g' with +Inf/-Inf/NaN), which the simulated
// metrics endpoint serves. Deviations: no client_model (dto) types, so no Gather and no custom
// Collector output (a custom Collector registers but writes nothing); Summary has no quantiles
// (the v1 default: no Objectives).

import { goPackage } from '../pkg.ts';

const src = `// Package prometheus is the core instrumentation package.
package prometheus

import (
	"errors"
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"
)

// Labels represents a collection of label name -> value mappings.
type Labels map[string]string

// Desc is the descriptor used by every Prometheus Metric.
type Desc struct {
	fqName         string
	help           string
	constLabels    Labels
	variableLabels []string
}

// NewDesc allocates and initializes a new Desc.
func NewDesc(fqName, help string, variableLabels []string, constLabels Labels) *Desc {
	return &Desc{fqName: fqName, help: help, constLabels: constLabels, variableLabels: variableLabels}
}

// String returns a string representation of the descriptor.
func (d *Desc) String() string {
	return fmt.Sprintf("Desc{fqName: %q, help: %q, constLabels: {%s}, variableLabels: {%s}}",
		d.fqName, d.help, formatLabels(d.constLabels), strings.Join(d.variableLabels, ","))
}

func formatLabels(l Labels) string {
	keys := make([]string, 0, len(l))
	for k := range l {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	parts := make([]string, 0, len(keys))
	for _, k := range keys {
		parts = append(parts, k+"="+strconv.Quote(l[k]))
	}
	return strings.Join(parts, ",")
}

// Metric models a single sample value with its meta data being exported to Prometheus.
type Metric interface {
	Desc() *Desc
}

// Collector is the interface implemented by anything that can be used by Prometheus to collect metrics.
type Collector interface {
	Describe(chan<- *Desc)
	Collect(chan<- Metric)
}

// BuildFQName joins the given three name components by "_".
func BuildFQName(namespace, subsystem, name string) string {
	if name == "" {
		return ""
	}
	switch {
	case namespace != "" && subsystem != "":
		return strings.Join([]string{namespace, subsystem, name}, "_")
	case namespace != "":
		return strings.Join([]string{namespace, name}, "_")
	case subsystem != "":
		return strings.Join([]string{subsystem, name}, "_")
	}
	return name
}

// Opts bundles the options for creating most Metric types.
type Opts struct {
	Namespace   string
	Subsystem   string
	Name        string
	Help        string
	ConstLabels Labels
}

// CounterOpts is an alias for Opts.
type CounterOpts Opts

// GaugeOpts is an alias for Opts.
type GaugeOpts Opts

// HistogramOpts bundles the options for creating a Histogram metric.
type HistogramOpts struct {
	Namespace   string
	Subsystem   string
	Name        string
	Help        string
	ConstLabels Labels
	Buckets     []float64
}

// SummaryOpts bundles the options for creating a Summary metric.
type SummaryOpts struct {
	Namespace   string
	Subsystem   string
	Name        string
	Help        string
	ConstLabels Labels
	Objectives  map[float64]float64
	MaxAge      time.Duration
	AgeBuckets  uint32
	BufCap      uint32
}

// DefBuckets are the default Histogram buckets.
var DefBuckets = []float64{.005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5, 10}

// LinearBuckets creates 'count' regular buckets, each 'width' wide, where the lowest bucket has an
// upper bound of 'start'.
func LinearBuckets(start, width float64, count int) []float64 {
	if count < 1 {
		panic("LinearBuckets needs a positive count")
	}
	buckets := make([]float64, count)
	for i := range buckets {
		buckets[i] = start
		start += width
	}
	return buckets
}

// ExponentialBuckets creates 'count' regular buckets, where the lowest bucket has an upper bound
// of 'start' and each following bucket's upper bound is 'factor' times the previous bucket's.
func ExponentialBuckets(start, factor float64, count int) []float64 {
	if count < 1 {
		panic("ExponentialBuckets needs a positive count")
	}
	if start <= 0 {
		panic("ExponentialBuckets needs a positive start value")
	}
	if factor <= 1 {
		panic("ExponentialBuckets needs a factor greater than 1")
	}
	buckets := make([]float64, count)
	for i := range buckets {
		buckets[i] = start
		start *= factor
	}
	return buckets
}

// series is one sample set of a family: its label values (in the family's label order).
type series struct {
	values  []string
	value   float64
	buckets []uint64
	sum     float64
	count   uint64
}

// family is what every collector of this package writes: one metric name, its type and series.
type family struct {
	mu      sync.Mutex
	desc    *Desc
	typ     string
	bounds  []float64
	byKey   map[string]*series
	created bool
}

func newFamily(namespace, subsystem, name, help string, constLabels Labels, labelNames []string, typ string) *family {
	return &family{
		desc:  NewDesc(BuildFQName(namespace, subsystem, name), help, labelNames, constLabels),
		typ:   typ,
		byKey: map[string]*series{},
	}
}

func (f *family) Describe(ch chan<- *Desc) { ch <- f.desc }
func (f *family) Collect(ch chan<- Metric)  {}
func (f *family) familyOf() *family         { return f }

func (f *family) get(lvs []string) (*series, error) {
	if len(lvs) != len(f.desc.variableLabels) {
		return nil, fmt.Errorf("inconsistent label cardinality: expected %d label values but got %d in %#v",
			len(f.desc.variableLabels), len(lvs), lvs)
	}
	key := strings.Join(lvs, "\\x00")
	f.mu.Lock()
	defer f.mu.Unlock()
	s, ok := f.byKey[key]
	if !ok {
		s = &series{values: append([]string(nil), lvs...)}
		if f.typ == "histogram" {
			s.buckets = make([]uint64, len(f.bounds))
		}
		f.byKey[key] = s
	}
	return s, nil
}

func (f *family) valuesOf(labels Labels) ([]string, error) {
	if len(labels) != len(f.desc.variableLabels) {
		return nil, fmt.Errorf("inconsistent label cardinality: expected %d label values but got %d in %#v",
			len(f.desc.variableLabels), len(labels), labels)
	}
	lvs := make([]string, len(f.desc.variableLabels))
	for i, name := range f.desc.variableLabels {
		v, ok := labels[name]
		if !ok {
			return nil, fmt.Errorf("label name %q missing in label map", name)
		}
		lvs[i] = v
	}
	return lvs, nil
}

func (f *family) delete(lvs []string) bool {
	key := strings.Join(lvs, "\\x00")
	f.mu.Lock()
	defer f.mu.Unlock()
	if _, ok := f.byKey[key]; !ok {
		return false
	}
	delete(f.byKey, key)
	return true
}

func (f *family) reset() {
	f.mu.Lock()
	f.byKey = map[string]*series{}
	f.mu.Unlock()
}

func (f *family) add(s *series, v float64) {
	f.mu.Lock()
	s.value += v
	f.mu.Unlock()
}

func (f *family) set(s *series, v float64) {
	f.mu.Lock()
	s.value = v
	f.mu.Unlock()
}

func (f *family) observe(s *series, v float64) {
	f.mu.Lock()
	for i, b := range f.bounds {
		if v <= b {
			s.buckets[i]++
		}
	}
	s.sum += v
	s.count++
	f.mu.Unlock()
}

// Counter is a Metric that represents a single numerical value that only ever goes up.
type Counter interface {
	Metric
	Collector
	Inc()
	Add(float64)
}

// CounterVec is a Collector that bundles a set of Counters that all share the same Desc.
type CounterVec struct {
	*family
}

type counter struct {
	f *family
	s *series
}

func (c *counter) Desc() *Desc              { return c.f.desc }
func (c *counter) Describe(ch chan<- *Desc) { ch <- c.f.desc }
func (c *counter) Collect(ch chan<- Metric) {}
func (c *counter) familyOf() *family        { return c.f }
func (c *counter) Inc()                     { c.f.add(c.s, 1) }
func (c *counter) Add(v float64) {
	if v < 0 {
		panic(errors.New("counter cannot decrease in value"))
	}
	c.f.add(c.s, v)
}

// NewCounter creates a new Counter based on the provided CounterOpts.
func NewCounter(opts CounterOpts) Counter {
	f := newFamily(opts.Namespace, opts.Subsystem, opts.Name, opts.Help, opts.ConstLabels, nil, "counter")
	s, _ := f.get(nil)
	return &counter{f: f, s: s}
}

// NewCounterVec creates a new CounterVec based on the provided CounterOpts and partitioned by the
// given label names.
func NewCounterVec(opts CounterOpts, labelNames []string) *CounterVec {
	return &CounterVec{newFamily(opts.Namespace, opts.Subsystem, opts.Name, opts.Help, opts.ConstLabels, labelNames, "counter")}
}

// GetMetricWithLabelValues returns the Counter for the given slice of label values.
func (v *CounterVec) GetMetricWithLabelValues(lvs ...string) (Counter, error) {
	s, err := v.get(lvs)
	if err != nil {
		return nil, err
	}
	return &counter{f: v.family, s: s}, nil
}

// GetMetricWith returns the Counter for the given Labels map.
func (v *CounterVec) GetMetricWith(labels Labels) (Counter, error) {
	lvs, err := v.valuesOf(labels)
	if err != nil {
		return nil, err
	}
	return v.GetMetricWithLabelValues(lvs...)
}

// WithLabelValues works as GetMetricWithLabelValues, but panics where GetMetricWithLabelValues
// would have returned an error.
func (v *CounterVec) WithLabelValues(lvs ...string) Counter {
	c, err := v.GetMetricWithLabelValues(lvs...)
	if err != nil {
		panic(err)
	}
	return c
}

// With works as GetMetricWith, but panics where GetMetricWithLabels would have returned an error.
func (v *CounterVec) With(labels Labels) Counter {
	c, err := v.GetMetricWith(labels)
	if err != nil {
		panic(err)
	}
	return c
}

// DeleteLabelValues removes the metric where the variable labels are the same as those passed in
// as labels (same order as the VariableLabels in Desc).
func (v *CounterVec) DeleteLabelValues(lvs ...string) bool { return v.delete(lvs) }

// Delete deletes the metric where the variable labels are the same as those passed in as labels.
func (v *CounterVec) Delete(labels Labels) bool {
	lvs, err := v.valuesOf(labels)
	return err == nil && v.delete(lvs)
}

// Reset deletes all metrics in this vector.
func (v *CounterVec) Reset() { v.reset() }

// Gauge is a Metric that represents a single numerical value that can arbitrarily go up and down.
type Gauge interface {
	Metric
	Collector
	Set(float64)
	Inc()
	Dec()
	Add(float64)
	Sub(float64)
	SetToCurrentTime()
}

// GaugeVec is a Collector that bundles a set of Gauges that all share the same Desc.
type GaugeVec struct {
	*family
}

type gauge struct {
	f *family
	s *series
}

func (g *gauge) Desc() *Desc              { return g.f.desc }
func (g *gauge) Describe(ch chan<- *Desc) { ch <- g.f.desc }
func (g *gauge) Collect(ch chan<- Metric) {}
func (g *gauge) familyOf() *family        { return g.f }
func (g *gauge) Set(v float64)            { g.f.set(g.s, v) }
func (g *gauge) Inc()                     { g.f.add(g.s, 1) }
func (g *gauge) Dec()                     { g.f.add(g.s, -1) }
func (g *gauge) Add(v float64)            { g.f.add(g.s, v) }
func (g *gauge) Sub(v float64)            { g.f.add(g.s, -v) }
func (g *gauge) SetToCurrentTime() {
	g.Set(float64(time.Now().UnixNano()) / 1e9)
}

// NewGauge creates a new Gauge based on the provided GaugeOpts.
func NewGauge(opts GaugeOpts) Gauge {
	f := newFamily(opts.Namespace, opts.Subsystem, opts.Name, opts.Help, opts.ConstLabels, nil, "gauge")
	s, _ := f.get(nil)
	return &gauge{f: f, s: s}
}

// NewGaugeVec creates a new GaugeVec based on the provided GaugeOpts and partitioned by the given
// label names.
func NewGaugeVec(opts GaugeOpts, labelNames []string) *GaugeVec {
	return &GaugeVec{newFamily(opts.Namespace, opts.Subsystem, opts.Name, opts.Help, opts.ConstLabels, labelNames, "gauge")}
}

// GetMetricWithLabelValues returns the Gauge for the given slice of label values.
func (v *GaugeVec) GetMetricWithLabelValues(lvs ...string) (Gauge, error) {
	s, err := v.get(lvs)
	if err != nil {
		return nil, err
	}
	return &gauge{f: v.family, s: s}, nil
}

// GetMetricWith returns the Gauge for the given Labels map.
func (v *GaugeVec) GetMetricWith(labels Labels) (Gauge, error) {
	lvs, err := v.valuesOf(labels)
	if err != nil {
		return nil, err
	}
	return v.GetMetricWithLabelValues(lvs...)
}

// WithLabelValues works as GetMetricWithLabelValues, but panics on an error.
func (v *GaugeVec) WithLabelValues(lvs ...string) Gauge {
	g, err := v.GetMetricWithLabelValues(lvs...)
	if err != nil {
		panic(err)
	}
	return g
}

// With works as GetMetricWith, but panics on an error.
func (v *GaugeVec) With(labels Labels) Gauge {
	g, err := v.GetMetricWith(labels)
	if err != nil {
		panic(err)
	}
	return g
}

// DeleteLabelValues removes the metric with the given label values.
func (v *GaugeVec) DeleteLabelValues(lvs ...string) bool { return v.delete(lvs) }

// Delete deletes the metric with the given labels.
func (v *GaugeVec) Delete(labels Labels) bool {
	lvs, err := v.valuesOf(labels)
	return err == nil && v.delete(lvs)
}

// Reset deletes all metrics in this vector.
func (v *GaugeVec) Reset() { v.reset() }

// Observer is the interface that wraps the Observe method, which is used by Histogram and Summary
// to add observations.
type Observer interface {
	Observe(float64)
}

// ObserverVec is an interface implemented by HistogramVec and SummaryVec.
type ObserverVec interface {
	GetMetricWith(Labels) (Observer, error)
	GetMetricWithLabelValues(lvs ...string) (Observer, error)
	With(Labels) Observer
	WithLabelValues(...string) Observer
	Collector
}

// Histogram counts individual observations from an event or sample stream in configurable
// static buckets.
type Histogram interface {
	Metric
	Collector
	Observe(float64)
}

// Summary captures individual observations from an event or sample stream and summarizes them.
type Summary interface {
	Metric
	Collector
	Observe(float64)
}

type observer struct {
	f *family
	s *series
}

func (o *observer) Desc() *Desc              { return o.f.desc }
func (o *observer) Describe(ch chan<- *Desc) { ch <- o.f.desc }
func (o *observer) Collect(ch chan<- Metric) {}
func (o *observer) familyOf() *family        { return o.f }
func (o *observer) Observe(v float64)        { o.f.observe(o.s, v) }

func histogramFamily(opts HistogramOpts, labelNames []string) *family {
	f := newFamily(opts.Namespace, opts.Subsystem, opts.Name, opts.Help, opts.ConstLabels, labelNames, "histogram")
	buckets := opts.Buckets
	if len(buckets) == 0 {
		buckets = DefBuckets
	}
	for i, upperBound := range buckets {
		if i < len(buckets)-1 {
			if upperBound >= buckets[i+1] {
				panic(fmt.Errorf(
					"histogram buckets must be in increasing order: %f >= %f",
					upperBound, buckets[i+1],
				))
			}
		} else if math.IsInf(upperBound, +1) {
			// The +Inf bucket is implicit. Remove it here.
			buckets = buckets[:i]
		}
	}
	f.bounds = append([]float64(nil), buckets...)
	return f
}

// NewHistogram creates a new Histogram based on the provided HistogramOpts.
func NewHistogram(opts HistogramOpts) Histogram {
	f := histogramFamily(opts, nil)
	s, _ := f.get(nil)
	return &observer{f: f, s: s}
}

// HistogramVec is a Collector that bundles a set of Histograms that all share the same Desc.
type HistogramVec struct {
	*family
}

// NewHistogramVec creates a new HistogramVec based on the provided HistogramOpts and partitioned
// by the given label names.
func NewHistogramVec(opts HistogramOpts, labelNames []string) *HistogramVec {
	return &HistogramVec{histogramFamily(opts, labelNames)}
}

// GetMetricWithLabelValues returns the Histogram for the given slice of label values.
func (v *HistogramVec) GetMetricWithLabelValues(lvs ...string) (Observer, error) {
	s, err := v.get(lvs)
	if err != nil {
		return nil, err
	}
	return &observer{f: v.family, s: s}, nil
}

// GetMetricWith returns the Histogram for the given Labels map.
func (v *HistogramVec) GetMetricWith(labels Labels) (Observer, error) {
	lvs, err := v.valuesOf(labels)
	if err != nil {
		return nil, err
	}
	return v.GetMetricWithLabelValues(lvs...)
}

// WithLabelValues works as GetMetricWithLabelValues, but panics on an error.
func (v *HistogramVec) WithLabelValues(lvs ...string) Observer {
	o, err := v.GetMetricWithLabelValues(lvs...)
	if err != nil {
		panic(err)
	}
	return o
}

// With works as GetMetricWith but panics on an error.
func (v *HistogramVec) With(labels Labels) Observer {
	o, err := v.GetMetricWith(labels)
	if err != nil {
		panic(err)
	}
	return o
}

// DeleteLabelValues removes the metric with the given label values.
func (v *HistogramVec) DeleteLabelValues(lvs ...string) bool { return v.delete(lvs) }

// Delete deletes the metric with the given labels.
func (v *HistogramVec) Delete(labels Labels) bool {
	lvs, err := v.valuesOf(labels)
	return err == nil && v.delete(lvs)
}

// Reset deletes all metrics in this vector.
func (v *HistogramVec) Reset() { v.reset() }

// NewSummary creates a new Summary based on the provided SummaryOpts.
func NewSummary(opts SummaryOpts) Summary {
	f := newFamily(opts.Namespace, opts.Subsystem, opts.Name, opts.Help, opts.ConstLabels, nil, "summary")
	s, _ := f.get(nil)
	return &observer{f: f, s: s}
}

// SummaryVec is a Collector that bundles a set of Summaries that all share the same Desc.
type SummaryVec struct {
	*family
}

// NewSummaryVec creates a new SummaryVec based on the provided SummaryOpts and partitioned by the
// given label names.
func NewSummaryVec(opts SummaryOpts, labelNames []string) *SummaryVec {
	return &SummaryVec{newFamily(opts.Namespace, opts.Subsystem, opts.Name, opts.Help, opts.ConstLabels, labelNames, "summary")}
}

// WithLabelValues returns the Summary for the given label values, panicking on an error.
func (v *SummaryVec) WithLabelValues(lvs ...string) Observer {
	s, err := v.get(lvs)
	if err != nil {
		panic(err)
	}
	return &observer{f: v.family, s: s}
}

// With returns the Summary for the given labels, panicking on an error.
func (v *SummaryVec) With(labels Labels) Observer {
	lvs, err := v.valuesOf(labels)
	if err != nil {
		panic(err)
	}
	return v.WithLabelValues(lvs...)
}

// Timer is a helper type to time functions.
type Timer struct {
	begin    time.Time
	observer Observer
}

// NewTimer creates a new Timer. The provided Observer is used to observe a duration in seconds.
func NewTimer(o Observer) *Timer {
	return &Timer{begin: time.Now(), observer: o}
}

// ObserveDuration records the duration passed since the Timer was created with NewTimer.
func (t *Timer) ObserveDuration() time.Duration {
	d := time.Since(t.begin)
	if t.observer != nil {
		t.observer.Observe(d.Seconds())
	}
	return d
}

// Registerer is the interface for the part of a registry in charge of registering and
// unregistering.
type Registerer interface {
	Register(Collector) error
	MustRegister(...Collector)
	Unregister(Collector) bool
}

// AlreadyRegisteredError is returned by the Register method if the Collector to be registered has
// already been registered before, or a different Collector that collects the same metrics has
// been registered before.
type AlreadyRegisteredError struct {
	ExistingCollector, NewCollector Collector
}

func (err AlreadyRegisteredError) Error() string {
	return "duplicate metrics collector registration attempted"
}

// Registry registers Prometheus collectors and writes their metrics.
type Registry struct {
	mu         sync.Mutex
	collectors []Collector
	names      map[string]bool
}

// NewRegistry creates a new vanilla Registry without any Collectors pre-registered.
func NewRegistry() *Registry {
	return &Registry{names: map[string]bool{}}
}

// NewPedanticRegistry returns a registry that checks that collected metrics are consistent.
func NewPedanticRegistry() *Registry { return NewRegistry() }

type familyCollector interface {
	familyOf() *family
}

// Register implements Registerer.
func (r *Registry) Register(c Collector) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	for _, existing := range r.collectors {
		if existing == c {
			return AlreadyRegisteredError{ExistingCollector: existing, NewCollector: c}
		}
	}
	if fc, ok := c.(familyCollector); ok {
		f := fc.familyOf()
		name := f.desc.fqName
		if name == "" {
			return errors.New("descriptor " + f.desc.String() + " is invalid: \\"\\" is not a valid metric name")
		}
		if r.names[name] {
			for _, existing := range r.collectors {
				if efc, ok := existing.(familyCollector); ok && efc.familyOf().desc.fqName == name {
					return AlreadyRegisteredError{ExistingCollector: existing, NewCollector: c}
				}
			}
		}
		r.names[name] = true
	}
	r.collectors = append(r.collectors, c)
	return nil
}

// MustRegister implements Registerer.
func (r *Registry) MustRegister(cs ...Collector) {
	for _, c := range cs {
		if err := r.Register(c); err != nil {
			panic(err)
		}
	}
}

// Unregister implements Registerer.
func (r *Registry) Unregister(c Collector) bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	for i, existing := range r.collectors {
		if existing == c {
			r.collectors = append(r.collectors[:i], r.collectors[i+1:]...)
			if fc, ok := c.(familyCollector); ok {
				delete(r.names, fc.familyOf().desc.fqName)
			}
			return true
		}
	}
	return false
}

// DefaultRegisterer and DefaultGatherer are the implementations of the Registerer and Gatherer
// interface a number of convenience functions in this package act on.
var defaultRegistry = NewRegistry()
var DefaultRegisterer Registerer = defaultRegistry

// Register registers the provided Collector with the DefaultRegisterer.
func Register(c Collector) error { return DefaultRegisterer.Register(c) }

// MustRegister registers the provided Collectors with the DefaultRegisterer and panics if any
// error occurs.
func MustRegister(cs ...Collector) { DefaultRegisterer.MustRegister(cs...) }

// Unregister removes the registration of the provided Collector from the DefaultRegisterer.
func Unregister(c Collector) bool { return DefaultRegisterer.Unregister(c) }

// WriteText writes every registered metric in the Prometheus text exposition format
// (text/plain; version=0.0.4), as the metrics endpoint serves them.
func (r *Registry) WriteText() string {
	r.mu.Lock()
	fams := []*family{}
	for _, c := range r.collectors {
		if fc, ok := c.(familyCollector); ok {
			fams = append(fams, fc.familyOf())
		}
	}
	r.mu.Unlock()
	sort.SliceStable(fams, func(i, j int) bool { return fams[i].desc.fqName < fams[j].desc.fqName })
	var b strings.Builder
	for _, f := range fams {
		f.write(&b)
	}
	return b.String()
}

func (f *family) write(b *strings.Builder) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if len(f.byKey) == 0 {
		return
	}
	name := f.desc.fqName
	if f.desc.help != "" {
		b.WriteString("# HELP " + name + " " + escapeHelp(f.desc.help) + "\\n")
	}
	b.WriteString("# TYPE " + name + " " + f.typ + "\\n")
	list := make([]*series, 0, len(f.byKey))
	for _, s := range f.byKey {
		list = append(list, s)
	}
	names := f.labelNames()
	sort.Slice(list, func(i, j int) bool {
		return strings.Join(f.labelValues(list[i]), "\\x00") < strings.Join(f.labelValues(list[j]), "\\x00")
	})
	for _, s := range list {
		values := f.labelValues(s)
		switch f.typ {
		case "histogram":
			for i, bound := range f.bounds {
				b.WriteString(name + "_bucket" + labelText(names, values, "le", formatFloat(bound)) + " " + strconv.FormatUint(s.buckets[i], 10) + "\\n")
			}
			b.WriteString(name + "_bucket" + labelText(names, values, "le", "+Inf") + " " + strconv.FormatUint(s.count, 10) + "\\n")
			b.WriteString(name + "_sum" + labelText(names, values, "", "") + " " + formatFloat(s.sum) + "\\n")
			b.WriteString(name + "_count" + labelText(names, values, "", "") + " " + strconv.FormatUint(s.count, 10) + "\\n")
		case "summary":
			b.WriteString(name + "_sum" + labelText(names, values, "", "") + " " + formatFloat(s.sum) + "\\n")
			b.WriteString(name + "_count" + labelText(names, values, "", "") + " " + strconv.FormatUint(s.count, 10) + "\\n")
		default:
			b.WriteString(name + labelText(names, values, "", "") + " " + formatFloat(s.value) + "\\n")
		}
	}
}

// labelNames are the family's label names in the order they print: sorted, const and variable
// labels together (client_golang sorts a metric's label pairs by name).
func (f *family) labelNames() []string {
	names := []string{}
	for k := range f.desc.constLabels {
		names = append(names, k)
	}
	names = append(names, f.desc.variableLabels...)
	sort.Strings(names)
	return names
}

func (f *family) labelValues(s *series) []string {
	names := f.labelNames()
	out := make([]string, len(names))
	for i, n := range names {
		if v, ok := f.desc.constLabels[n]; ok {
			out[i] = v
			continue
		}
		for j, vn := range f.desc.variableLabels {
			if vn == n {
				out[i] = s.values[j]
			}
		}
	}
	return out
}

func labelText(names, values []string, extraName, extraValue string) string {
	if len(names) == 0 && extraName == "" {
		return ""
	}
	parts := []string{}
	for i, n := range names {
		parts = append(parts, n+"=\\""+escapeLabel(values[i])+"\\"")
	}
	if extraName != "" {
		parts = append(parts, extraName+"=\\""+extraValue+"\\"")
	}
	return "{" + strings.Join(parts, ",") + "}"
}

func escapeHelp(s string) string {
	return strings.NewReplacer("\\\\", "\\\\\\\\", "\\n", "\\\\n").Replace(s)
}

func escapeLabel(s string) string {
	return strings.NewReplacer("\\\\", "\\\\\\\\", "\\n", "\\\\n", "\\"", "\\\\\\"").Replace(s)
}

func formatFloat(f float64) string {
	switch {
	case f == 1:
		return "1"
	case f == 0:
		return "0"
	case f == -1:
		return "-1"
	case math.IsNaN(f):
		return "NaN"
	case math.IsInf(f, +1):
		return "+Inf"
	case math.IsInf(f, -1):
		return "-Inf"
	}
	return strconv.FormatFloat(f, 'g', -1, 64)
}
`;

const promautoSrc = `// Package promauto provides alternative constructors for the fundamental Prometheus metric types
// and their …Vec variants which register the metric with a Registerer right away.
package promauto

import "github.com/prometheus/client_golang/prometheus"

// Factory provides factory methods to create Collectors that are automatically registered with a
// Registerer.
type Factory struct {
	r prometheus.Registerer
}

// With creates a Factory using the provided Registerer for registration of the created Collectors.
// If the provided Registerer is nil, the returned Factory creates Collectors that are not
// registered with any Registerer.
func With(r prometheus.Registerer) Factory { return Factory{r} }

func (f Factory) register(c prometheus.Collector) {
	if f.r != nil {
		f.r.MustRegister(c)
	}
}

// NewCounter works like the function of the same name in the prometheus package but it
// automatically registers the Counter with the Factory's Registerer.
func (f Factory) NewCounter(opts prometheus.CounterOpts) prometheus.Counter {
	c := prometheus.NewCounter(opts)
	f.register(c)
	return c
}

// NewCounterVec works like the function of the same name in the prometheus package.
func (f Factory) NewCounterVec(opts prometheus.CounterOpts, labelNames []string) *prometheus.CounterVec {
	c := prometheus.NewCounterVec(opts, labelNames)
	f.register(c)
	return c
}

// NewGauge works like the function of the same name in the prometheus package.
func (f Factory) NewGauge(opts prometheus.GaugeOpts) prometheus.Gauge {
	g := prometheus.NewGauge(opts)
	f.register(g)
	return g
}

// NewGaugeVec works like the function of the same name in the prometheus package.
func (f Factory) NewGaugeVec(opts prometheus.GaugeOpts, labelNames []string) *prometheus.GaugeVec {
	g := prometheus.NewGaugeVec(opts, labelNames)
	f.register(g)
	return g
}

// NewHistogram works like the function of the same name in the prometheus package.
func (f Factory) NewHistogram(opts prometheus.HistogramOpts) prometheus.Histogram {
	h := prometheus.NewHistogram(opts)
	f.register(h)
	return h
}

// NewHistogramVec works like the function of the same name in the prometheus package.
func (f Factory) NewHistogramVec(opts prometheus.HistogramOpts, labelNames []string) *prometheus.HistogramVec {
	h := prometheus.NewHistogramVec(opts, labelNames)
	f.register(h)
	return h
}

// NewSummary works like the function of the same name in the prometheus package.
func (f Factory) NewSummary(opts prometheus.SummaryOpts) prometheus.Summary {
	s := prometheus.NewSummary(opts)
	f.register(s)
	return s
}

// NewCounter registers a new Counter with the default registerer.
func NewCounter(opts prometheus.CounterOpts) prometheus.Counter {
	return With(prometheus.DefaultRegisterer).NewCounter(opts)
}

// NewCounterVec registers a new CounterVec with the default registerer.
func NewCounterVec(opts prometheus.CounterOpts, labelNames []string) *prometheus.CounterVec {
	return With(prometheus.DefaultRegisterer).NewCounterVec(opts, labelNames)
}

// NewGauge registers a new Gauge with the default registerer.
func NewGauge(opts prometheus.GaugeOpts) prometheus.Gauge {
	return With(prometheus.DefaultRegisterer).NewGauge(opts)
}

// NewGaugeVec registers a new GaugeVec with the default registerer.
func NewGaugeVec(opts prometheus.GaugeOpts, labelNames []string) *prometheus.GaugeVec {
	return With(prometheus.DefaultRegisterer).NewGaugeVec(opts, labelNames)
}

// NewHistogram registers a new Histogram with the default registerer.
func NewHistogram(opts prometheus.HistogramOpts) prometheus.Histogram {
	return With(prometheus.DefaultRegisterer).NewHistogram(opts)
}

// NewHistogramVec registers a new HistogramVec with the default registerer.
func NewHistogramVec(opts prometheus.HistogramOpts, labelNames []string) *prometheus.HistogramVec {
	return With(prometheus.DefaultRegisterer).NewHistogramVec(opts, labelNames)
}
`;

export const PROMETHEUS = 'github.com/prometheus/client_golang/prometheus';
export const prometheusPackage = goPackage({ path: PROMETHEUS, files: { 'prometheus.go': src } });
export const promautoPackage = goPackage({
  path: 'github.com/prometheus/client_golang/prometheus/promauto',
  files: { 'auto.go': promautoSrc },
});
