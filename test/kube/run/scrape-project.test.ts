// A kubebuilder-layout project (test/kube/run/projects/scrape: controller-runtime v0.21.0, k8s.io
// v0.33.2) written the way hand-made operators often are: main loads its config with clientcmd's
// deferred loading rules ($KUBECONFIG or ~/.kube/config, as kubectl), asks the discovery client for
// the server version and whether the optional Prometheus Operator API (monitoring.coreos.com/v1) is
// installed, and the reconciler publishes each ScrapeTarget either as an unstructured ServiceMonitor
// or, without that CRD, as a scrape config in a ConfigMap. Generated objects carry the target's
// cache.MetaNamespaceKeyFunc key, and a map function sends ConfigMap events back through
// cache.SplitMetaNamespaceKey.

import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../../src/kube/apiserver/types.ts';
import { runProject } from '../../../src/kube/run/index.ts';
import { find, loadProject, loadYaml } from './helpers.ts';

const dir = join(import.meta.dirname, 'projects', 'scrape');
const files = loadProject(dir);
const samples = loadYaml(join(dir, 'config/samples/objects.yaml'));
const smCRD = loadYaml(join(dir, 'config/samples/servicemonitor-crd.yaml'));

const status = (o: JsonObject | undefined) => (o?.status ?? {}) as JsonObject;
const meta = (o: JsonObject | undefined) => (o?.metadata ?? {}) as JsonObject;

const SCRAPE = `job_name: default/checkout
scrape_interval: 30s
kubernetes_sd_configs:
- role: endpoints
  namespaces:
    names: [default]
relabel_configs:
- source_labels: [__meta_kubernetes_service_label_app]
  regex: checkout
  action: keep
- source_labels: [__meta_kubernetes_service_label_tier]
  regex: backend
  action: keep
- source_labels: [__meta_kubernetes_endpoint_port_name]
  regex: metrics
  action: keep
`;

describe('scrape operator project (clientcmd config, discovery of an optional CRD, tools/cache keys)', () => {
  it('without the ServiceMonitor CRD: a scrape ConfigMap owned by the target', () => {
    const r = runProject({ files, objects: samples });
    expect(r.stderr).toBe('');
    expect(r.exitCode).toBe(0);
    const setup = r.logs.find((l) => l.logger === 'setup' && l.msg === 'cluster');
    expect(setup?.fields).toEqual([
      ['version', 'v1.34.0'],
      ['namespace', 'default'],
      ['serviceMonitors', false],
    ]);

    const cm = find(r, 'ConfigMap', 'default', 'checkout-scrape') as JsonObject | undefined;
    expect(cm?.data).toEqual({ 'scrape.yaml': SCRAPE });
    expect((meta(cm).annotations as JsonObject)['monitoring.example.com/source']).toBe('default/checkout');
    const owner = (meta(cm).ownerReferences as JsonObject[])[0];
    expect([owner.kind, owner.name, owner.controller]).toEqual(['ScrapeTarget', 'checkout', true]);

    const st = find(r, 'ScrapeTarget', 'default', 'checkout') as JsonObject | undefined;
    expect(status(st).mode).toBe('ConfigMap');
    const ready = (status(st).conditions as JsonObject[])[0];
    expect([ready.type, ready.status, ready.reason, ready.message]).toEqual([
      'Ready',
      'True',
      'Published',
      'scraped through ConfigMap checkout-scrape',
    ]);
    // the ConfigMap's own events came back to the target through the annotation's key
    expect(r.reconciles.length).toBeGreaterThanOrEqual(2);
    expect(r.objects.some((o) => o.kind === 'ServiceMonitor')).toBe(false);
  });

  it('with the ServiceMonitor CRD installed: an unstructured ServiceMonitor instead', () => {
    const r = runProject({ files, objects: [...smCRD, ...samples] });
    expect(r.stderr).toBe('');
    expect(r.exitCode).toBe(0);
    const setup = r.logs.find((l) => l.logger === 'setup' && l.msg === 'cluster');
    expect(setup?.fields).toEqual([
      ['version', 'v1.34.0'],
      ['namespace', 'default'],
      ['serviceMonitors', true],
    ]);

    const sm = find(r, 'ServiceMonitor', 'default', 'checkout') as JsonObject | undefined;
    expect(sm?.spec).toEqual({
      endpoints: [{ interval: '30s', port: 'metrics' }],
      selector: { matchLabels: { app: 'checkout', tier: 'backend' } },
    });
    expect(meta(sm).labels).toEqual({ release: 'prometheus' });
    expect((meta(sm).ownerReferences as JsonObject[])[0].name).toBe('checkout');
    expect(find(r, 'ConfigMap', 'default', 'checkout-scrape')).toBeUndefined();
    const st = find(r, 'ScrapeTarget', 'default', 'checkout') as JsonObject | undefined;
    expect(status(st).mode).toBe('ServiceMonitor');
  });
});
