// Package loaders for what today's kubebuilder and operator-sdk scaffolds import beyond the core
// (issue 21): metrics filters and registry, certwatcher, conversion, finalizer, tools/reference,
// util/validation, the recorder Provider, the Prometheus client, robfig/cron (v1 and v3), and what
// code-generator's apply configurations import (util/managedfields, structured-merge-diff's typed).
// Merged in index.ts.
import type { NativePackage } from '../../go/interp/native.ts';
import { managedfieldsPackage, smdTypedV4Package, smdTypedV6Package } from './apimachinery/smd.ts';
import { apiValidationPackage, validationPackage } from './apimachinery/validation.ts';
import { referencePackage } from './client-go/reference.ts';
import { certwatcherPackage } from './controller-runtime/certwatcher.ts';
import { conversionPackage } from './controller-runtime/conversion.ts';
import { finalizerPackage } from './controller-runtime/finalizer.ts';
import { crMetricsPackage, metricsFiltersPackage } from './controller-runtime/metrics.ts';
import { recorderPackage } from './controller-runtime/recorder.ts';
import { cronV1Package, cronV3Package } from './cron/cron.ts';
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
  'github.com/robfig/cron': cronV1Package,
  'github.com/robfig/cron/v3': cronV3Package,
  'k8s.io/apimachinery/pkg/api/validation': apiValidationPackage,
  'k8s.io/apimachinery/pkg/util/managedfields': managedfieldsPackage,
  'k8s.io/apimachinery/pkg/util/validation': validationPackage,
  'k8s.io/client-go/tools/reference': referencePackage,
  'sigs.k8s.io/controller-runtime/pkg/certwatcher': certwatcherPackage,
  'sigs.k8s.io/controller-runtime/pkg/conversion': conversionPackage,
  'sigs.k8s.io/controller-runtime/pkg/finalizer': finalizerPackage,
  'sigs.k8s.io/controller-runtime/pkg/metrics': crMetricsPackage,
  'sigs.k8s.io/controller-runtime/pkg/metrics/filters': metricsFiltersPackage,
  'sigs.k8s.io/controller-runtime/pkg/recorder': recorderPackage,
  'sigs.k8s.io/structured-merge-diff/v4/typed': smdTypedV4Package,
  'sigs.k8s.io/structured-merge-diff/v6/typed': smdTypedV6Package,
};
