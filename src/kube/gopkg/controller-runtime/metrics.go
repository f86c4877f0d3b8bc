// Package metrics contains controller related metrics utilities
package metrics

import "github.com/prometheus/client_golang/prometheus"

// RegistererGatherer combines both parts of the API of a Prometheus
// registry, both the Registerer and the Gatherer interfaces.
type RegistererGatherer interface {
	prometheus.Registerer
	prometheus.Gatherer
	// WriteText writes the gathered metrics in the Prometheus text format (the metrics endpoint's
	// body; the simulated server has no promhttp).
	WriteText() string
}

// Registry is a prometheus registry for storing metrics within the
// controller-runtime.
var Registry RegistererGatherer = prometheus.NewRegistry()
