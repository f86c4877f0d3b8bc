// github.com/prometheus/client_golang/prometheus (v1.23): the metric types operators register on
// controller-runtime's metrics.Registry — Counter, Gauge, Histogram, Summary and their Vecs, Opts,
// Labels, Registerer/Registry — and promauto. Written for Operator Lab in plain Go; a Registry
// writes its metrics in the Prometheus text exposition format (expfmt 0.0.4: families sorted by
// name, series by label values, floats as strconv 'g' with +Inf/-Inf/NaN), which the simulated
// metrics endpoint serves. Registry.Gather collects every Collector (custom ones with const metrics
// included) into client_model's dto.MetricFamily, sorted as client_golang sorts them, and the text
// is written from those families (expfmt text_create.go). Deviations: Summary has no quantiles
// (the v1 default: no Objectives); no exemplars, native histograms or created timestamps.

import { goPackage } from '../pkg.ts';
import dtoSrc from './client-model.go?raw';
import promautoSrc from './promauto.go?raw';
import src from './prometheus.go?raw';

export const PROMETHEUS = 'github.com/prometheus/client_golang/prometheus';
export const prometheusPackage = goPackage({ path: PROMETHEUS, files: { 'prometheus.go': src } });
export const promautoPackage = goPackage({
  path: 'github.com/prometheus/client_golang/prometheus/promauto',
  files: { 'auto.go': promautoSrc },
});

/** github.com/prometheus/client_model/go (imported as dto): the families Registry.Gather returns. */
export const CLIENT_MODEL = 'github.com/prometheus/client_model/go';
export const clientModelPackage = goPackage({ path: CLIENT_MODEL, files: { 'metrics.pb.go': dtoSrc } });
