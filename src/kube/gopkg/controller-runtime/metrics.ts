// sigs.k8s.io/controller-runtime/pkg/metrics ([CR] v0.24.1 pkg/metrics/registry.go): the Registry
// custom metrics are registered on, and pkg/metrics/filters (filters.go):
// WithAuthenticationAndAuthorization, the FilterProvider kubebuilder's main.go sets when metrics
// are served securely. The filter does what the real delegating authenticator/authorizer does on
// each request: a TokenReview of the bearer token and a SubjectAccessReview of `get <path>`, both
// API calls of the manager (src/kube/bind/metrics.ts), with the real responses (401 Unauthorized,
// 403 `Authorization denied for user <name>`, 500 `Authorization for user <name> failed`).

import { filterNatives } from '../../bind/metrics.ts';
import { goPackage } from '../pkg.ts';
import metricsSrc from './metrics.go?raw';
import filtersSrc from './metrics-filters.go?raw';

export const crMetricsPackage = goPackage({
  path: 'sigs.k8s.io/controller-runtime/pkg/metrics',
  files: { 'registry.go': metricsSrc },
});

export const metricsFiltersPackage = goPackage({
  path: 'sigs.k8s.io/controller-runtime/pkg/metrics/filters',
  files: { 'filters.go': filtersSrc },
  natives: filterNatives,
});
