// Projects in the shape of today's kubebuilder (go/v4) and operator-sdk scaffolds run unmodified
// (issue 21): the scaffolded cmd/main.go with every import it has (metrics filters, secure
// metrics options, webhook TLS options, client auth plugins), groupversion_info.go's
// runtime.NewSchemeBuilder + metav1.AddToGroupVersion, a controller with an owned Deployment,
// conditions, a finalizer, events and a custom Prometheus counter on metrics.Registry, which the
// metrics endpoint serves through TokenReview + SubjectAccessReview.

import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../../src/kube/apiserver/types.ts';
import { type RunProjectResult, runProject } from '../../../src/kube/run/index.ts';
import { find, loadProject, loadYaml } from './helpers.ts';

const SCAFFOLDS = join(import.meta.dirname, 'scaffolds');

function run(name: string, extra: Partial<Parameters<typeof runProject>[0]> = {}): RunProjectResult {
  const dir = join(SCAFFOLDS, name);
  return runProject({ files: loadProject(dir), ...extra });
}

function conditions(o: JsonObject | undefined): string[] {
  const list = ((o?.status as JsonObject | undefined)?.conditions as JsonObject[] | undefined) ?? [];
  return list.map((c) => `${c.type}=${c.status} (${c.reason})`);
}

describe('kubebuilder go/v4 scaffold, controller-runtime v0.24: a Memcached-style operator', () => {
  const sample = loadYaml(join(SCAFFOLDS, 'memcached-v24/config/samples/cache_v1alpha1_cache.yaml'));
  let r: RunProjectResult;

  it('compiles the scaffolded main.go and reaches the end state: owned Deployment, finalizer, Available', () => {
    r = run('memcached-v24', { objects: sample, args: ['--metrics-bind-address=:8443', '--leader-elect'] });
    // --leader-elect: client-go v0.36's leader elector takes the Lease in the manager's namespace
    expect(r.stderr).toBe(
      [
        'I0101 00:00:00.000000       1 leaderelection.go:258] "Attempting to acquire leader lease..." lock="guestbook-system/5e1a9c2f.guestbook.dev"',
        'I0101 00:00:00.000000       1 leaderelection.go:272] "Successfully acquired lease" lock="guestbook-system/5e1a9c2f.guestbook.dev"',
        '',
      ].join('\n'),
    );
    expect(r.stage).toBe('run');
    expect(r.exitCode).toBe(0);
    const cache = find(r, 'Cache', 'default', 'cache-sample');
    const dep = find(r, 'Deployment', 'default', 'cache-sample');
    expect(cache).toBeDefined();
    expect(dep).toBeDefined();
    expect((cache!.metadata as JsonObject).finalizers).toEqual(['cache.guestbook.dev/finalizer']);
    expect(conditions(cache)).toEqual(['Available=True (Reconciled)']);
    expect((dep!.spec as JsonObject).replicas).toBe(2);
    expect(((dep!.metadata as JsonObject).ownerReferences as JsonObject[])[0]).toMatchObject({
      kind: 'Cache',
      name: 'cache-sample',
      controller: true,
    });
  });

  it('serves /metrics behind TokenReview + SubjectAccessReview, with the custom counter', () => {
    expect(r.metrics).toHaveLength(1);
    const m = r.metrics[0];
    expect(m.code).toBe(200);
    expect(m.body).toBe(
      '# HELP guestbook_cache_deployments_created_total Deployments created for Cache objects.\n' +
        '# TYPE guestbook_cache_deployments_created_total counter\n' +
        'guestbook_cache_deployments_created_total{namespace="default"} 1\n',
    );
    const reviews = r.trace.filter((e) => e.kind === 'api' && /review/.test(JSON.stringify(e)));
    expect(reviews.map((e) => JSON.stringify(e).match(/tokenreviews|subjectaccessreviews/)?.[0])).toEqual([
      'tokenreviews',
      'subjectaccessreviews',
    ]);
    const logs = r.logs.map((l) => l.msg);
    expect(logs).toContain('Serving metrics server');
    expect(logs).toContain('Disabling HTTP/2');
  });

  it('a scraper without the metrics-reader role is denied as the real filter denies it', () => {
    const denied = run('memcached-v24', {
      objects: sample,
      args: ['--metrics-bind-address=:8443'],
      metricsScraper: 'system:serviceaccount:monitoring:prometheus-k8s',
    });
    expect(denied.metrics.map((m) => [m.code, m.body])).toEqual([
      [403, 'Authorization denied for user system:serviceaccount:monitoring:prometheus-k8s\n'],
    ]);
  });

  it('metrics over plain HTTP (--metrics-secure=false) need no token', () => {
    const plain = run('memcached-v24', {
      objects: sample,
      args: ['--metrics-bind-address=:8080', '--metrics-secure=false'],
      metricsScraper: 'system:anonymous',
    });
    expect(plain.metrics[0].code).toBe(200);
    expect(plain.trace.some((e) => /tokenreviews/.test(JSON.stringify(e)))).toBe(false);
    expect(plain.logs.map((l) => l.msg)).not.toContain('Disabling HTTP/2');
  });

  it('main runs as make deploy runs it: manager.yaml args after the config/default patches, env with fieldRef', () => {
    const deployed = run('memcached-v24', { objects: sample });
    expect(deployed.exitCode).toBe(0);
    expect(deployed.metrics.map((m) => m.code)).toEqual([200]);
    const line = deployed.logs.find((l) => l.msg === 'Deployed');
    expect(line?.fields).toEqual([
      ['namespace', 'guestbook-system'],
      ['image', 'memcached:1.6.26-alpine3.19'],
    ]);
    const overridden = run('memcached-v24', {
      objects: sample,
      args: [],
      env: { POD_NAMESPACE: 'elsewhere' },
    });
    expect(overridden.metrics).toEqual([]);
    expect(overridden.logs.find((l) => l.msg === 'Deployed')?.fields).toEqual([
      ['namespace', 'elsewhere'],
      ['image', 'memcached:1.6.26-alpine3.19'],
    ]);
  });

  it('with metrics off (the scaffold default "0") nothing is served', () => {
    const off = run('memcached-v24', { objects: sample, args: [] });
    expect(off.metrics).toEqual([]);
    expect(off.logs.map((l) => l.msg)).not.toContain('Starting metrics server');
  });

  it('a sample whose spec: is left empty is rejected as a real server rejects it (null dropped, then required)', () => {
    const empty = run('memcached-v24', {
      objects: [
        {
          apiVersion: 'cache.guestbook.dev/v1alpha1',
          kind: 'Cache',
          metadata: { name: 'empty' },
          spec: null,
        },
      ],
      objectSources: ['config/samples/empty.yaml'],
    });
    expect(empty.stage).toBe('load');
    expect(empty.stderr).toBe(
      'Error from server (Invalid): error when creating "config/samples/empty.yaml": Cache.cache.guestbook.dev "empty" is invalid: spec: Required value\n',
    );
  });
});

describe('operator-sdk scaffold, controller-runtime v0.21 (go.mod selects the API): webhooks on a core type', () => {
  const sample = loadYaml(join(SCAFFOLDS, 'memcached-v24/config/samples/cache_v1alpha1_cache.yaml'));

  it('NewWebhookManagedBy(mgr).For(&corev1.Pod{}) with a CustomDefaulter, a certwatcher, and the controller', () => {
    const r = run('webhooks-v21', {
      objects: sample,
      args: ['--webhook-cert-path=/tmp/k8s-webhook-server/serving-certs'],
    });
    expect(r.stderr).toBe('');
    expect(r.exitCode).toBe(0);
    const logs = r.logs.map((l) => l.msg);
    expect(logs).toContain('Updated current TLS certificate');
    expect(logs).toContain('Registering a mutating webhook');
    expect(logs).toContain('Serving webhook server');
    expect(logs).toContain('Starting certificate poll+watcher');
    expect(find(r, 'Deployment', 'default', 'cache-sample')).toBeDefined();
    expect(r.manifests.webhooks.map((w) => w.kind)).toEqual(['MutatingWebhookConfiguration']);
  });

  it('the v0.23+ shape does not compile against v0.21, with the checker’s errors', () => {
    const files = loadProject(join(SCAFFOLDS, 'webhooks-v21')).map((f) =>
      f.name === 'internal/webhook/v1/pod_webhook.go'
        ? {
            ...f,
            src: f.src.replace(
              'ctrl.NewWebhookManagedBy(mgr).For(&corev1.Pod{})',
              'ctrl.NewWebhookManagedBy(mgr, &corev1.Pod{})',
            ),
          }
        : f,
    );
    const r = runProject({ files });
    expect(r.stage).toBe('compile');
    expect(r.diagnostics[0]?.msg).toMatch(
      /^too many arguments in call to ctrl\.NewWebhookManagedBy\n\thave \(/,
    );
  });

  it('admission.Defaulter[T] is undefined before v0.23 (checked per tag: v0.20–v0.22 have neither it nor the untyped Defaulter)', () => {
    const files = loadProject(join(SCAFFOLDS, 'webhooks-v21')).map((f) =>
      f.name === 'internal/webhook/v1/pod_webhook.go'
        ? {
            ...f,
            src: `${f.src}\nvar _ admission.Defaulter[*corev1.Pod] = nil\n`.replace(
              'import (',
              'import (\n\t"sigs.k8s.io/controller-runtime/pkg/webhook/admission"',
            ),
          }
        : f,
    );
    const r = runProject({ files });
    expect(r.stage).toBe('compile');
    expect(r.diagnostics.map((d) => d.msg)).toContain('undefined: admission.Defaulter');
    // the same file compiles against v0.24
    const v24 = files.map((f) =>
      f.name === 'go.mod'
        ? {
            ...f,
            src: f.src
              .replace('controller-runtime v0.21.0', 'controller-runtime v0.24.1')
              .replace(/^go .*$/m, 'go 1.26.0'),
          }
        : f,
    );
    expect(runProject({ files: v24 }).diagnostics.map((d) => d.msg)).not.toContain(
      'undefined: admission.Defaulter',
    );
  });

  it('the v0.21 shape does not compile against v0.24', () => {
    const files = loadProject(join(SCAFFOLDS, 'webhooks-v21')).map((f) =>
      f.name === 'go.mod'
        ? {
            ...f,
            src: f.src
              .replace('controller-runtime v0.21.0', 'controller-runtime v0.24.1')
              .replace(/^go .*$/m, 'go 1.26.0'),
          }
        : f,
    );
    const r = runProject({ files });
    expect(r.stage).toBe('compile');
    expect(r.diagnostics.map((d) => d.msg.split('\n')[0])).toContain(
      'not enough arguments in call to ctrl.NewWebhookManagedBy',
    );
  });
});

const LEADER_V19 = [
  'I0101 00:00:00.000000       1 leaderelection.go:254] attempting to acquire leader lease memcached-operator-system/86f835c3.example.com...',
  'I0101 00:00:00.000000       1 leaderelection.go:268] successfully acquired lease memcached-operator-system/86f835c3.example.com',
  '',
].join('\n');

describe('kubebuilder v4.3 scaffold (go/v4, controller-runtime v0.19): the deploy-image Memcached with webhooks', () => {
  const dir = 'memcached-v19';
  const sample = loadYaml(join(SCAFFOLDS, dir, 'config/samples/cache_v1alpha1_memcached.yaml'));

  it('scheme.Builder, CustomDefaulter + CustomValidator through For(...), and the operator end state', () => {
    const r = run(dir, { objects: sample, objectsAfterManager: true });
    // config/manager/manager.yaml passes --leader-elect: client-go v0.31's printf-style lines
    expect(r.stderr).toBe(LEADER_V19);
    expect(r.exitCode).toBe(0);
    const m = find(r, 'Memcached', 'default', 'memcached-sample');
    const dep = find(r, 'Deployment', 'default', 'memcached-sample');
    expect((m!.metadata as JsonObject).finalizers).toEqual(['cache.example.com/finalizer']);
    expect(conditions(m)).toEqual(['Available=True (Reconciling)']);
    expect(((m!.status as JsonObject).conditions as JsonObject[])[0].message).toBe(
      'Deployment for custom resource (memcached-sample) with 2 replicas created successfully',
    );
    expect((dep!.spec as JsonObject).replicas).toBe(2);
    const pod = ((dep!.spec as JsonObject).template as JsonObject).spec as JsonObject;
    expect((pod.containers as JsonObject[])[0]).toMatchObject({
      image: 'memcached:1.6.26-alpine3.19',
      ports: [{ containerPort: 11211, name: 'memcached' }],
    });
    expect(((dep!.metadata as JsonObject).ownerReferences as JsonObject[])[0]).toMatchObject({
      kind: 'Memcached',
      name: 'memcached-sample',
      controller: true,
    });
    const logs = r.logs.map((l) => l.msg);
    expect(logs).toContain('Registering a mutating webhook');
    expect(logs).toContain('Registering a validating webhook');
    expect(logs).toContain('Serving webhook server');
    expect(logs).toContain('Validation for Memcached upon creation');
    expect(logs).toContain('disabling http/2');
    expect(r.manifests.webhooks.map((w) => w.kind).sort()).toEqual([
      'MutatingWebhookConfiguration',
      'ValidatingWebhookConfiguration',
    ]);
    // config/default's patch turns the metrics endpoint on (:8443, behind the auth filter)
    expect(r.metrics.map((s) => s.code)).toEqual([200]);
  });

  it('the defaulting webhook fills containerPort; the validating webhook denies a privileged port', () => {
    const r = run(dir, {
      objects: [
        { ...sample[0], metadata: { name: 'defaulted' }, spec: { size: 1 } },
        { ...sample[0], metadata: { name: 'privileged' }, spec: { size: 1, containerPort: 80 } },
      ],
      objectSources: ['config/samples/defaulted.yaml', 'config/samples/privileged.yaml'],
      objectsAfterManager: true,
    });
    expect(r.exitCode).toBe(0);
    expect((find(r, 'Memcached', 'default', 'defaulted')!.spec as JsonObject).containerPort).toBe(11211);
    expect(find(r, 'Memcached', 'default', 'privileged')).toBeUndefined();
    expect(r.stderr).toBe(
      `${LEADER_V19}Error from server (Forbidden): error when creating "config/samples/privileged.yaml": admission webhook "vmemcached-v1alpha1.kb.io" denied the request: spec.containerPort 80 is privileged: use 1024 or above\n`,
    );
  });

  it('ENABLE_WEBHOOKS=false with the webhook configurations deployed: every write of a Memcached fails at the webhook', () => {
    const r = run(dir, { objects: sample, env: { ENABLE_WEBHOOKS: 'false' } });
    expect(r.exitCode).toBe(0);
    expect(r.logs.map((l) => l.msg)).not.toContain('Registering a validating webhook');
    const failed = r.logs.find((l) => l.msg === 'Failed to update custom resource to add finalizer');
    expect(failed?.error).toMatch(
      /^Internal error occurred: failed calling webhook "mmemcached-v1alpha1\.kb\.io": failed to call webhook: Post "https:\/\/memcached-operator-webhook-service\.memcached-operator-system\.svc:443\/mutate-cache-example-com-v1alpha1-memcached\?timeout=10s": /,
    );
    expect(conditions(find(r, 'Memcached', 'default', 'memcached-sample'))).toEqual([
      'Available=Unknown (Reconciling)',
    ]);
  });
});
