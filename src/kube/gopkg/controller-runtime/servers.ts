// The manager's HTTP-facing option packages: sigs.k8s.io/controller-runtime/pkg/healthz ([CR]
// pkg/healthz/healthz.go), pkg/metrics/server ([CR] pkg/metrics/server/server.go), and the small
// part of net/http their signatures need (the standard-library subset has no net/http; nothing
// here listens: the simulated manager only prints the servers' start and stop lines).

import { goPackage } from '../pkg.ts';
import healthzSrc from './servers-healthz.go?raw';
import metricsServerSrc from './servers-metrics-server.go?raw';
import netHttpSrc from './servers-net-http.go?raw';

export const netHttpPackage = goPackage({ path: 'net/http', files: { 'http.go': netHttpSrc } });
export const healthzPackage = goPackage({
  path: 'sigs.k8s.io/controller-runtime/pkg/healthz',
  files: { 'healthz.go': healthzSrc },
});
export const metricsServerPackage = goPackage({
  path: 'sigs.k8s.io/controller-runtime/pkg/metrics/server',
  files: { 'server.go': metricsServerSrc },
});
