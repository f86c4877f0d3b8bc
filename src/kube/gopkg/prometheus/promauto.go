// Package promauto provides alternative constructors for the fundamental Prometheus metric types
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
