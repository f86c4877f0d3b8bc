// Package prometheus is the core instrumentation package.
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

	dto "github.com/prometheus/client_model/go"
)

// Labels represents a collection of label name -> value mappings.
type Labels map[string]string

// Desc is the descriptor used by every Prometheus Metric.
type Desc struct {
	fqName         string
	help           string
	constLabels    Labels
	variableLabels []string
	// err is an error that occurred during construction; it is reported on registration time.
	err error
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
	// Desc returns the descriptor for the Metric.
	Desc() *Desc
	// Write encodes the Metric into a "Metric" Protocol Buffer data transmission object.
	Write(*dto.Metric) error
}

// ValueType is an enumeration of metric types that represent a simple value.
type ValueType int

// Possible values for the ValueType enum. Use UntypedValue to mark a metric as "untyped".
const (
	_ ValueType = iota
	CounterValue
	GaugeValue
	UntypedValue
)

// ToDTO returns the corresponding dto.MetricType.
func (v ValueType) ToDTO() *dto.MetricType {
	switch v {
	case CounterValue:
		return dto.MetricType_COUNTER.Enum()
	case GaugeValue:
		return dto.MetricType_GAUGE.Enum()
	case UntypedValue:
		return dto.MetricType_UNTYPED.Enum()
	default:
		panic("unexpected value type")
	}
}

// constMetric is a metric with one fixed value that cannot be changed (NewConstMetric).
type constMetric struct {
	desc       *Desc
	valType    ValueType
	val        float64
	labelPairs []*dto.LabelPair
}

func (m *constMetric) Desc() *Desc { return m.desc }

func (m *constMetric) Write(out *dto.Metric) error {
	out.Label = m.labelPairs
	switch m.valType {
	case CounterValue:
		out.Counter = &dto.Counter{Value: &m.val}
	case GaugeValue:
		out.Gauge = &dto.Gauge{Value: &m.val}
	case UntypedValue:
		out.Untyped = &dto.Untyped{Value: &m.val}
	default:
		return fmt.Errorf("encountered unknown type %v", m.valType)
	}
	return nil
}

// NewConstMetric returns a metric with one fixed value that cannot be changed. Users of this
// package will not have much use for it in regular operations. However, when implementing custom
// Collectors, it is useful as a throw-away metric that is generated on the fly to send it to
// Prometheus in the Collect method. NewConstMetric returns an error if the length of labelValues
// is not consistent with the variable labels in Desc or if Desc is invalid.
func NewConstMetric(desc *Desc, valueType ValueType, value float64, labelValues ...string) (Metric, error) {
	if desc.err != nil {
		return nil, desc.err
	}
	if err := validateLabelValues(labelValues, len(desc.variableLabels)); err != nil {
		return nil, err
	}
	return &constMetric{desc: desc, valType: valueType, val: value, labelPairs: makeLabelPairs(desc, labelValues)}, nil
}

// MustNewConstMetric is a version of NewConstMetric that panics where NewConstMetric would have
// returned an error.
func MustNewConstMetric(desc *Desc, valueType ValueType, value float64, labelValues ...string) Metric {
	m, err := NewConstMetric(desc, valueType, value, labelValues...)
	if err != nil {
		panic(err)
	}
	return m
}

type constHistogram struct {
	desc       *Desc
	count      uint64
	sum        float64
	buckets    map[float64]uint64
	labelPairs []*dto.LabelPair
}

func (h *constHistogram) Desc() *Desc { return h.desc }

func (h *constHistogram) Write(out *dto.Metric) error {
	his := &dto.Histogram{}
	buckets := make([]*dto.Bucket, 0, len(h.buckets))
	his.SampleCount = &h.count
	his.SampleSum = &h.sum
	for upperBound, count := range h.buckets {
		upperBound, count := upperBound, count
		buckets = append(buckets, &dto.Bucket{CumulativeCount: &count, UpperBound: &upperBound})
	}
	if len(buckets) > 0 {
		sort.Slice(buckets, func(i, j int) bool { return buckets[i].GetUpperBound() < buckets[j].GetUpperBound() })
	}
	his.Bucket = buckets
	out.Histogram = his
	out.Label = h.labelPairs
	return nil
}

// NewConstHistogram returns a metric representing a Prometheus histogram with fixed values for
// the count, sum, and bucket counts. The buckets are cumulative counts keyed by upper bound.
func NewConstHistogram(desc *Desc, count uint64, sum float64, buckets map[float64]uint64, labelValues ...string) (Metric, error) {
	if desc.err != nil {
		return nil, desc.err
	}
	if err := validateLabelValues(labelValues, len(desc.variableLabels)); err != nil {
		return nil, err
	}
	return &constHistogram{desc: desc, count: count, sum: sum, buckets: buckets, labelPairs: makeLabelPairs(desc, labelValues)}, nil
}

// MustNewConstHistogram is a version of NewConstHistogram that panics where NewConstHistogram
// would have returned an error.
func MustNewConstHistogram(desc *Desc, count uint64, sum float64, buckets map[float64]uint64, labelValues ...string) Metric {
	m, err := NewConstHistogram(desc, count, sum, buckets, labelValues...)
	if err != nil {
		panic(err)
	}
	return m
}

func validateLabelValues(vals []string, expectedNumberOfValues int) error {
	if len(vals) != expectedNumberOfValues {
		return fmt.Errorf(
			"%w: expected %d label values but got %d in %#v",
			errInconsistentCardinality, expectedNumberOfValues,
			len(vals), vals,
		)
	}
	return nil
}

var errInconsistentCardinality = errors.New("inconsistent label cardinality")

// makeLabelPairs are a metric's const and variable labels, sorted by name (client_golang's
// MakeLabelPairs).
func makeLabelPairs(desc *Desc, labelValues []string) []*dto.LabelPair {
	pairs := make([]*dto.LabelPair, 0, len(desc.constLabels)+len(labelValues))
	for k, v := range desc.constLabels {
		k, v := k, v
		pairs = append(pairs, &dto.LabelPair{Name: &k, Value: &v})
	}
	for i, n := range desc.variableLabels {
		n, v := n, labelValues[i]
		pairs = append(pairs, &dto.LabelPair{Name: &n, Value: &v})
	}
	sort.Slice(pairs, func(i, j int) bool { return pairs[i].GetName() < pairs[j].GetName() })
	return pairs
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
func (f *family) familyOf() *family        { return f }

// Collect sends one Metric per series (a Vec's children).
func (f *family) Collect(ch chan<- Metric) {
	f.mu.Lock()
	list := make([]*series, 0, len(f.byKey))
	for _, s := range f.byKey {
		list = append(list, s)
	}
	f.mu.Unlock()
	for _, s := range list {
		ch <- &seriesMetric{f: f, s: s}
	}
}

// seriesMetric is one series of a family as a Metric.
type seriesMetric struct {
	f *family
	s *series
}

func (m *seriesMetric) Desc() *Desc { return m.f.desc }

func (m *seriesMetric) Write(out *dto.Metric) error {
	f, s := m.f, m.s
	f.mu.Lock()
	defer f.mu.Unlock()
	out.Label = makeLabelPairs(f.desc, s.values)
	switch f.typ {
	case "counter":
		v := s.value
		out.Counter = &dto.Counter{Value: &v}
	case "gauge":
		v := s.value
		out.Gauge = &dto.Gauge{Value: &v}
	case "histogram":
		count, sum := s.count, s.sum
		h := &dto.Histogram{SampleCount: &count, SampleSum: &sum}
		for i, bound := range f.bounds {
			bound, c := bound, s.buckets[i]
			h.Bucket = append(h.Bucket, &dto.Bucket{CumulativeCount: &c, UpperBound: &bound})
		}
		out.Histogram = h
	case "summary":
		count, sum := s.count, s.sum
		out.Summary = &dto.Summary{SampleCount: &count, SampleSum: &sum}
	}
	return nil
}

func (f *family) get(lvs []string) (*series, error) {
	if len(lvs) != len(f.desc.variableLabels) {
		return nil, fmt.Errorf("inconsistent label cardinality: expected %d label values but got %d in %#v",
			len(f.desc.variableLabels), len(lvs), lvs)
	}
	key := strings.Join(lvs, "\x00")
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
	key := strings.Join(lvs, "\x00")
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

func (c *counter) Desc() *Desc               { return c.f.desc }
func (c *counter) Describe(ch chan<- *Desc)  { ch <- c.f.desc }
func (c *counter) Collect(ch chan<- Metric)  { ch <- &seriesMetric{c.f, c.s} }
func (c *counter) Write(m *dto.Metric) error { return (&seriesMetric{c.f, c.s}).Write(m) }
func (c *counter) familyOf() *family         { return c.f }
func (c *counter) Inc()                      { c.f.add(c.s, 1) }
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

func (g *gauge) Desc() *Desc               { return g.f.desc }
func (g *gauge) Describe(ch chan<- *Desc)  { ch <- g.f.desc }
func (g *gauge) Collect(ch chan<- Metric)  { ch <- &seriesMetric{g.f, g.s} }
func (g *gauge) Write(m *dto.Metric) error { return (&seriesMetric{g.f, g.s}).Write(m) }
func (g *gauge) familyOf() *family         { return g.f }
func (g *gauge) Set(v float64)             { g.f.set(g.s, v) }
func (g *gauge) Inc()                      { g.f.add(g.s, 1) }
func (g *gauge) Dec()                      { g.f.add(g.s, -1) }
func (g *gauge) Add(v float64)             { g.f.add(g.s, v) }
func (g *gauge) Sub(v float64)             { g.f.add(g.s, -v) }
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

func (o *observer) Desc() *Desc               { return o.f.desc }
func (o *observer) Describe(ch chan<- *Desc)  { ch <- o.f.desc }
func (o *observer) Collect(ch chan<- Metric)  { ch <- &seriesMetric{o.f, o.s} }
func (o *observer) Write(m *dto.Metric) error { return (&seriesMetric{o.f, o.s}).Write(m) }
func (o *observer) familyOf() *family         { return o.f }
func (o *observer) Observe(v float64)         { o.f.observe(o.s, v) }

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
			return errors.New("descriptor " + f.desc.String() + " is invalid: \"\" is not a valid metric name")
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

// Gatherer is the interface for the part of a registry in charge of gathering the collected
// metrics into a number of MetricFamilies.
type Gatherer interface {
	Gather() ([]*dto.MetricFamily, error)
}

// GathererFunc turns a function into a Gatherer.
type GathererFunc func() ([]*dto.MetricFamily, error)

// Gather implements Gatherer.
func (gf GathererFunc) Gather() ([]*dto.MetricFamily, error) { return gf() }

// DefaultGatherer is the Gatherer of the default registry.
var DefaultGatherer Gatherer = defaultRegistry

// Gather implements Gatherer: every registered Collector's metrics, one family per metric name,
// families sorted by name and each family's metrics by their label values ([CR] client_golang
// registry.go Gather, processMetric, internal.NormalizeMetricFamilies).
func (r *Registry) Gather() ([]*dto.MetricFamily, error) {
	r.mu.Lock()
	cs := append([]Collector(nil), r.collectors...)
	r.mu.Unlock()
	byName := map[string]*dto.MetricFamily{}
	var errs MultiError
	for _, c := range cs {
		ch := make(chan Metric)
		go func(c Collector) {
			c.Collect(ch)
			close(ch)
		}(c)
		for m := range ch {
			desc := m.Desc()
			if desc.err != nil {
				errs = append(errs, fmt.Errorf("error collecting metric %v: %w", desc, desc.err))
				continue
			}
			pb := &dto.Metric{}
			if err := m.Write(pb); err != nil {
				errs = append(errs, fmt.Errorf("error collecting metric %v: %w", desc, err))
				continue
			}
			typ := metricTypeOf(pb)
			mf, ok := byName[desc.fqName]
			if ok {
				if mf.GetHelp() != desc.help {
					errs = append(errs, fmt.Errorf("collected metric %s %s has help %q but should have %q", desc.fqName, pb, desc.help, mf.GetHelp()))
					continue
				}
				if mf.GetType() != typ {
					errs = append(errs, fmt.Errorf("collected metric %s %s should be a %s", desc.fqName, pb, mf.GetType()))
					continue
				}
			} else {
				name, help := desc.fqName, desc.help
				mf = &dto.MetricFamily{Name: &name, Help: &help, Type: typ.Enum()}
				byName[name] = mf
			}
			mf.Metric = append(mf.Metric, pb)
		}
	}
	names := make([]string, 0, len(byName))
	for n, mf := range byName {
		if len(mf.Metric) > 0 {
			names = append(names, n)
		}
	}
	sort.Strings(names)
	out := make([]*dto.MetricFamily, 0, len(names))
	for _, n := range names {
		mf := byName[n]
		sort.SliceStable(mf.Metric, func(i, j int) bool { return labelsLess(mf.Metric[i].Label, mf.Metric[j].Label) })
		out = append(out, mf)
	}
	return out, errs.MaybeUnwrap()
}

func labelsLess(a, b []*dto.LabelPair) bool {
	for i := 0; i < len(a) && i < len(b); i++ {
		if a[i].GetValue() != b[i].GetValue() {
			return a[i].GetValue() < b[i].GetValue()
		}
	}
	return len(a) < len(b)
}

func metricTypeOf(m *dto.Metric) dto.MetricType {
	switch {
	case m.Gauge != nil:
		return dto.MetricType_GAUGE
	case m.Counter != nil:
		return dto.MetricType_COUNTER
	case m.Summary != nil:
		return dto.MetricType_SUMMARY
	case m.Histogram != nil:
		return dto.MetricType_HISTOGRAM
	}
	return dto.MetricType_UNTYPED
}

// MultiError is a slice of errors implementing the error interface. It is used by a Gatherer to
// report multiple errors during MetricFamily gathering.
type MultiError []error

func (errs MultiError) Error() string {
	if len(errs) == 0 {
		return ""
	}
	buf := &strings.Builder{}
	fmt.Fprintf(buf, "%d error(s) occurred:", len(errs))
	for _, err := range errs {
		fmt.Fprintf(buf, "\n* %s", err)
	}
	return buf.String()
}

// Append appends the provided error if it is not nil.
func (errs *MultiError) Append(err error) {
	if err != nil {
		*errs = append(*errs, err)
	}
}

// MaybeUnwrap returns nil if len(errs) is 0. It returns the first and only contained error as
// error if len(errs is 1). In all other cases, it returns the MultiError directly.
func (errs MultiError) MaybeUnwrap() error {
	switch len(errs) {
	case 0:
		return nil
	case 1:
		return errs[0]
	default:
		return errs
	}
}

// WriteText writes every gathered metric family in the Prometheus text exposition format
// (text/plain; version=0.0.4; expfmt text_create.go MetricFamilyToText), as the metrics endpoint
// serves them.
func (r *Registry) WriteText() string {
	mfs, _ := r.Gather()
	var b strings.Builder
	for _, mf := range mfs {
		writeFamily(&b, mf)
	}
	return b.String()
}

func writeFamily(b *strings.Builder, mf *dto.MetricFamily) {
	name := mf.GetName()
	if mf.Help != nil {
		b.WriteString("# HELP " + name + " " + escapeHelp(mf.GetHelp()) + "\n")
	}
	b.WriteString("# TYPE " + name + " " + strings.ToLower(mf.GetType().String()) + "\n")
	for _, m := range mf.Metric {
		names := make([]string, len(m.Label))
		values := make([]string, len(m.Label))
		for i, l := range m.Label {
			names[i], values[i] = l.GetName(), l.GetValue()
		}
		switch mf.GetType() {
		case dto.MetricType_COUNTER:
			b.WriteString(name + labelText(names, values, "", "") + " " + formatFloat(m.GetCounter().GetValue()) + "\n")
		case dto.MetricType_GAUGE:
			b.WriteString(name + labelText(names, values, "", "") + " " + formatFloat(m.GetGauge().GetValue()) + "\n")
		case dto.MetricType_UNTYPED:
			b.WriteString(name + labelText(names, values, "", "") + " " + formatFloat(m.GetUntyped().GetValue()) + "\n")
		case dto.MetricType_SUMMARY:
			s := m.GetSummary()
			for _, q := range s.GetQuantile() {
				b.WriteString(name + labelText(names, values, "quantile", formatFloat(q.GetQuantile())) + " " + formatFloat(q.GetValue()) + "\n")
			}
			b.WriteString(name + "_sum" + labelText(names, values, "", "") + " " + formatFloat(s.GetSampleSum()) + "\n")
			b.WriteString(name + "_count" + labelText(names, values, "", "") + " " + strconv.FormatUint(s.GetSampleCount(), 10) + "\n")
		case dto.MetricType_HISTOGRAM:
			h := m.GetHistogram()
			infSeen := false
			for _, bk := range h.GetBucket() {
				b.WriteString(name + "_bucket" + labelText(names, values, "le", formatFloat(bk.GetUpperBound())) + " " + strconv.FormatUint(bk.GetCumulativeCount(), 10) + "\n")
				if math.IsInf(bk.GetUpperBound(), +1) {
					infSeen = true
				}
			}
			if !infSeen {
				b.WriteString(name + "_bucket" + labelText(names, values, "le", "+Inf") + " " + strconv.FormatUint(h.GetSampleCount(), 10) + "\n")
			}
			b.WriteString(name + "_sum" + labelText(names, values, "", "") + " " + formatFloat(h.GetSampleSum()) + "\n")
			b.WriteString(name + "_count" + labelText(names, values, "", "") + " " + strconv.FormatUint(h.GetSampleCount(), 10) + "\n")
		}
	}
}

func labelText(names, values []string, extraName, extraValue string) string {
	if len(names) == 0 && extraName == "" {
		return ""
	}
	parts := []string{}
	for i, n := range names {
		parts = append(parts, n+"=\""+escapeLabel(values[i])+"\"")
	}
	if extraName != "" {
		parts = append(parts, extraName+"=\""+extraValue+"\"")
	}
	return "{" + strings.Join(parts, ",") + "}"
}

func escapeHelp(s string) string {
	return strings.NewReplacer("\\", "\\\\", "\n", "\\n").Replace(s)
}

func escapeLabel(s string) string {
	return strings.NewReplacer("\\", "\\\\", "\n", "\\n", "\"", "\\\"").Replace(s)
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
