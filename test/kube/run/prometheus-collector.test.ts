// Custom Prometheus collectors on controller-runtime's metrics.Registry (issue 21): a Collector whose
// Describe/Collect send prometheus.NewDesc descriptors and MustNewConstMetric / MustNewConstHistogram
// metrics, beside a CounterVec, is gathered by Registry.Gather into client_model families (sorted by
// name, metrics by label values, labels by name) and served on /metrics in the text exposition
// format: # HELP (escaped) and # TYPE lines, escaped label values, histogram buckets with +Inf.
// Expected text worked out from client_golang v1.23 (registry.go Gather, value.go, expfmt
// text_create.go).

import { describe, expect, it } from 'vitest';
import { runProject } from '../../../src/kube/run/index.ts';

const gomod = `module example.com/shop

go 1.26.0

require (
	github.com/prometheus/client_golang v1.23.2
	github.com/prometheus/client_model v0.6.2
	k8s.io/api v0.36.0
	k8s.io/apimachinery v0.36.0
	k8s.io/client-go v0.36.0
	sigs.k8s.io/controller-runtime v0.24.1
)
`;

const main = `package main

import (
	"fmt"
	"os"

	"github.com/prometheus/client_golang/prometheus"
	dto "github.com/prometheus/client_model/go"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/log/zap"
	"sigs.k8s.io/controller-runtime/pkg/metrics"
	metricsserver "sigs.k8s.io/controller-runtime/pkg/metrics/server"
)

// queueCollector reports the length of each shop queue when scraped.
type queueCollector struct {
	depth   *prometheus.Desc
	latency *prometheus.Desc
	queues  map[string]float64
}

func newQueueCollector() *queueCollector {
	return &queueCollector{
		depth: prometheus.NewDesc(
			prometheus.BuildFQName("shop", "queue", "depth"),
			"Items waiting in a queue.\\nOne series per queue.",
			[]string{"queue"},
			prometheus.Labels{"zone": "eu-1"},
		),
		latency: prometheus.NewDesc("shop_queue_latency_seconds", "Time items wait.", nil, nil),
		queues:  map[string]float64{"orders": 3, "refunds \\"urgent\\"": 1.5},
	}
}

func (c *queueCollector) Describe(ch chan<- *prometheus.Desc) {
	ch <- c.depth
	ch <- c.latency
}

func (c *queueCollector) Collect(ch chan<- prometheus.Metric) {
	for name, n := range c.queues {
		ch <- prometheus.MustNewConstMetric(c.depth, prometheus.GaugeValue, n, name)
	}
	ch <- prometheus.MustNewConstHistogram(c.latency, 4, 2.5, map[float64]uint64{1: 3, 0.5: 1})
}

var ordersTotal = prometheus.NewCounterVec(prometheus.CounterOpts{
	Name: "shop_orders_total",
	Help: "Orders placed.",
}, []string{"region"})

func main() {
	ctrl.SetLogger(zap.New())
	metrics.Registry.MustRegister(newQueueCollector(), ordersTotal)
	ordersTotal.WithLabelValues("west").Add(2)
	ordersTotal.WithLabelValues("east").Inc()

	_, err := prometheus.NewConstMetric(prometheus.NewDesc("x", "x", []string{"a", "b"}, nil), prometheus.CounterValue, 1, "only-a")
	fmt.Println(err)

	mfs, err := metrics.Registry.Gather()
	if err != nil {
		fmt.Println("gather:", err)
		os.Exit(1)
	}
	for _, mf := range mfs {
		fmt.Printf("%s %s %d\\n", mf.GetName(), mf.GetType(), len(mf.GetMetric()))
		for _, m := range mf.GetMetric() {
			for _, l := range m.GetLabel() {
				fmt.Printf("  %s=%q", l.GetName(), l.GetValue())
			}
			switch mf.GetType() {
			case dto.MetricType_COUNTER:
				fmt.Printf(" %v\\n", m.GetCounter().GetValue())
			case dto.MetricType_GAUGE:
				fmt.Printf(" %v\\n", m.GetGauge().GetValue())
			case dto.MetricType_HISTOGRAM:
				fmt.Printf(" count=%d sum=%v buckets=%d\\n", m.GetHistogram().GetSampleCount(), m.GetHistogram().GetSampleSum(), len(m.GetHistogram().GetBucket()))
			}
		}
	}

	mgr, err := ctrl.NewManager(ctrl.GetConfigOrDie(), ctrl.Options{
		Metrics: metricsserver.Options{BindAddress: ":8080"},
	})
	if err != nil {
		os.Exit(1)
	}
	if err := mgr.Start(ctrl.SetupSignalHandler()); err != nil {
		os.Exit(1)
	}
}
`;

describe('a custom prometheus.Collector on metrics.Registry', () => {
  it('Gather returns sorted families; /metrics serves them in the text format', () => {
    const r = runProject({
      files: [
        { name: 'go.mod', src: gomod },
        { name: 'main.go', src: main },
      ],
    });
    expect(r.stderr).toBe('');
    expect(r.exitCode).toBe(0);
    expect(r.stdout).toBe(
      [
        'inconsistent label cardinality: expected 2 label values but got 1 in []string{"only-a"}',
        'shop_orders_total COUNTER 2',
        '  region="east" 1',
        '  region="west" 2',
        'shop_queue_depth GAUGE 2',
        '  queue="orders"  zone="eu-1" 3',
        '  queue="refunds \\"urgent\\""  zone="eu-1" 1.5',
        'shop_queue_latency_seconds HISTOGRAM 1',
        ' count=4 sum=2.5 buckets=2',
        '',
      ].join('\n'),
    );
    expect(r.metrics.map((m) => m.code)).toEqual([200]);
    expect(r.metrics[0].body).toBe(
      [
        '# HELP shop_orders_total Orders placed.',
        '# TYPE shop_orders_total counter',
        'shop_orders_total{region="east"} 1',
        'shop_orders_total{region="west"} 2',
        '# HELP shop_queue_depth Items waiting in a queue.\\nOne series per queue.',
        '# TYPE shop_queue_depth gauge',
        'shop_queue_depth{queue="orders",zone="eu-1"} 3',
        'shop_queue_depth{queue="refunds \\"urgent\\"",zone="eu-1"} 1.5',
        '# HELP shop_queue_latency_seconds Time items wait.',
        '# TYPE shop_queue_latency_seconds histogram',
        'shop_queue_latency_seconds_bucket{le="0.5"} 1',
        'shop_queue_latency_seconds_bucket{le="1"} 3',
        'shop_queue_latency_seconds_bucket{le="+Inf"} 4',
        'shop_queue_latency_seconds_sum 2.5',
        'shop_queue_latency_seconds_count 4',
        '',
      ].join('\n'),
    );
  });
});
