// Package loaders for what today's kubebuilder and operator-sdk scaffolds import beyond the core
// (issue 21): metrics filters and registry, certwatcher, conversion, finalizer, tools/reference,
// util/validation, the recorder Provider, and the Prometheus client. Merged in index.ts.
import type { NativePackage } from '../../go/interp/native.ts';
import { apiValidationPackage, validationPackage } from './apimachinery/validation.ts';
import { referencePackage } from './client-go/reference.ts';
import { certwatcherPackage } from './controller-runtime/certwatcher.ts';
import { conversionPackage } from './controller-runtime/conversion.ts';
import { finalizerPackage } from './controller-runtime/finalizer.ts';
import { crMetricsPackage, metricsFiltersPackage } from './controller-runtime/metrics.ts';
import { recorderPackage } from './controller-runtime/recorder.ts';
import {
  CLIENT_MODEL,
  clientModelPackage,
  PROMETHEUS,
  promautoPackage,
  prometheusPackage,
} from './prometheus/prometheus.ts';

export const operatorLoaders: Readonly<Record<string, () => NativePackage>> = {
  [PROMETHEUS]: prometheusPackage,
  [CLIENT_MODEL]: clientModelPackage,
  'github.com/prometheus/client_golang/prometheus/promauto': promautoPackage,
  'k8s.io/apimachinery/pkg/api/validation': apiValidationPackage,
  'k8s.io/apimachinery/pkg/util/validation': validationPackage,
  'k8s.io/client-go/tools/reference': referencePackage,
  'sigs.k8s.io/controller-runtime/pkg/certwatcher': certwatcherPackage,
  'sigs.k8s.io/controller-runtime/pkg/conversion': conversionPackage,
  'sigs.k8s.io/controller-runtime/pkg/finalizer': finalizerPackage,
  'sigs.k8s.io/controller-runtime/pkg/metrics': crMetricsPackage,
  'sigs.k8s.io/controller-runtime/pkg/metrics/filters': metricsFiltersPackage,
  'sigs.k8s.io/controller-runtime/pkg/recorder': recorderPackage,
};
