// A kubebuilder go/v4 project (test/kube/run/projects/sitehost: controller-runtime v0.22.1, k8s.io
// v0.34.1) that serves a ConfigMap's pages with nginx: For() with predicate.Or(GenerationChanged,
// LabelChanged), Owns(Deployment), Owns(Service, builder.OnlyMetadata), Watches(ConfigMap,
// handler.EnqueueRequestsFromMapFunc) over a field index, WithEventFilter(predicate.Not(...)),
// CreateOrUpdate/CreateOrPatch results logged and turned into Events. What it shows, as the real
// libraries behave: WithEventFilter filters the watched object, not the mapped requests (a paused
// site is still reconciled when its ConfigMap changes); CreateOrUpdate and CreateOrPatch report
// "updated" on every pass while the server answers with a no-op (the mutate functions drop
// server-set defaults), and the recorder folds the repeated Event into one with a count; the
// project's unit tests on the fake client see none of that (no defaulting) and need WithIndex for
// the field-selected List.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN_USER } from '../../../src/kube/apiserver/server.ts';
import type { JsonObject, KubeObject } from '../../../src/kube/apiserver/types.ts';
import { runProject } from '../../../src/kube/run/index.ts';
import { find, loadProject, loadYaml } from './helpers.ts';

const dir = join(import.meta.dirname, 'projects', 'sitehost');
const files = loadProject(dir);
const objects = loadYaml(join(dir, 'config/samples/objects.yaml'));
const ctx = { user: ADMIN_USER, clientPath: 'direct' as const };

let scheduled = false;
const r = runProject({
  files,
  objects,
  virtualTimeLimitMs: 60_000,
  hooks: {
    afterCall(e, env) {
      if (scheduled || e.kind !== 'api' || e.resource !== 'staticsites' || e.subresource !== 'status') return;
      scheduled = true;
      // new pages at 5 s, three replicas at 10 s
      env.clock.after(5_000, () => {
        const cms = { group: '', version: 'v1', resource: 'configmaps', namespace: 'default' };
        env.server.patch(ctx, cms, 'docs-content', 'merge', { data: { 'index.html': '<h1>Docs v2</h1>' } });
      });
      env.clock.after(10_000, () => {
        const sites = {
          group: 'web.pagewright.dev',
          version: 'v1alpha1',
          resource: 'staticsites',
          namespace: 'default',
        };
        env.server.patch(ctx, sites, 'docs', 'merge', { spec: { replicas: 3 } });
      });
    },
  },
});

const api = () => r.trace.filter((e) => e.kind === 'api' && e.identity.username === r.identity);
const events = (site: string) =>
  r.objects
    .filter((o) => o.kind === 'Event' && (o.involvedObject as JsonObject).name === site)
    .map((o) => [o.type, o.reason, o.message, o.count]);
const ops = (site: string, what: string) =>
  r.logs
    .filter((l) => l.msg === `${what} reconciled` && JSON.stringify(l.fields).includes(`"name":"${site}"`))
    .map((l) => l.fields.find(([k]) => k === 'operation')?.[1]);

describe('sitehost operator project (predicates, builder options, mapped watches, CreateOrUpdate results, events)', () => {
  it('builds and runs to the end', () => {
    expect(r.stderr).toBe('');
    expect(r.exitCode).toBe(0);
  });

  it('starts a metadata-only source for the Service and a second, typed informer when the reconciler reads it', () => {
    expect(r.logs.filter((l) => l.msg === 'Starting EventSource').map((l) => l.fields.at(-1)?.[1])).toEqual([
      'kind source: *v1alpha1.StaticSite',
      'kind source: *v1.Deployment',
      'kind source: *v1.PartialObjectMetadata',
      'kind source: *v1.ConfigMap',
    ]);
    const serviceWatches = api().filter(
      (e) => e.kind === 'api' && e.verb === 'watch' && e.resource === 'services',
    );
    expect(serviceWatches).toHaveLength(2);
  });

  it('reconciles a paused site through the ConfigMap it serves: the event filter sees the ConfigMap', () => {
    expect(ops('staging', 'deployment')[0]).toBe('created');
    expect(find(r, 'Deployment', 'default', 'staging')).toBeDefined();
  });

  it('reports every later pass as "updated" while the server answers with no-ops', () => {
    expect(ops('docs', 'deployment')).toEqual([
      'created',
      'updated',
      'updated',
      'updated',
      'updated',
      'updated',
    ]);
    expect(ops('docs', 'service')).toEqual([
      'created',
      'updated',
      'updated',
      'updated',
      'updated',
      'updated',
    ]);
    const writes = api().filter(
      (e) =>
        e.kind === 'api' && e.name === 'docs' && (e.resource === 'deployments' || e.resource === 'services'),
    );
    const noops = writes.filter((e) => e.kind === 'api' && e.verb !== 'create' && e.noop === true);
    const real = writes.filter((e) => e.kind === 'api' && e.verb !== 'create' && e.noop !== true);
    // only the new content and the new replica count change the Deployment
    expect(real.map((e) => e.kind === 'api' && `${e.verb} ${e.resource}`)).toEqual([
      'update deployments',
      'update deployments',
    ]);
    expect(noops.length).toBe(8);
    const dep = find(r, 'Deployment', 'default', 'docs')!;
    expect((dep.spec as JsonObject).replicas).toBe(3);
  });

  it('folds the repeated Event into one with a count, and records the content change once', () => {
    expect(events('docs')).toEqual([
      ['Normal', 'Created', 'Created deployment docs', 1],
      ['Normal', 'Updated', 'Updated deployment docs', 5],
      ['Normal', 'ContentChanged', expect.stringMatching(/^Rolling docs to content [0-9a-f]{10}$/), 1],
    ]);
    expect(events('blog')).toEqual([['Warning', 'ContentMissing', 'ConfigMap "blog-content" not found', 1]]);
    const patches = api().filter((e) => e.kind === 'api' && e.verb === 'patch' && e.resource === 'events');
    expect(patches.length).toBe(4 + 2);
  });

  it("keeps the status on the generation it saw, with the cache reader's NotFound text", () => {
    const blog = find(r, 'StaticSite', 'default', 'blog') as KubeObject;
    const cond = ((blog.status as JsonObject).conditions as JsonObject[])[0];
    expect([cond.status, cond.reason, cond.message]).toEqual([
      'False',
      'ContentMissing',
      'ConfigMap "blog-content" not found',
    ]);
    const docs = find(r, 'StaticSite', 'default', 'docs') as KubeObject;
    expect((docs.status as JsonObject).observedGeneration).toBe(2);
    const tpl = ((find(r, 'Deployment', 'default', 'docs')!.spec as JsonObject).template as JsonObject)
      .metadata as JsonObject;
    expect((tpl.annotations as JsonObject)['web.pagewright.dev/content-hash']).toBe(
      (docs.status as JsonObject).contentHash,
    );
  });

  it('go test: the unit tests on the fake client (WithStatusSubresource, WithIndex, FakeRecorder)', () => {
    const tmp = mkdtempSync(join(tmpdir(), 'oplab-sitehost-'));
    cpSync(dir, tmp, { recursive: true });
    const t = spawnSync(
      process.execPath,
      [join(process.cwd(), 'src/cli/oplab.ts'), 'go', 'test', '-v', './...'],
      {
        cwd: tmp,
        timeout: 240_000,
        env: { ...process.env, OPLAB_FROM_SOURCE: '1', GOFLAGS: '' },
      },
    );
    const out = t.stdout.toString();
    expect(t.stderr.toString()).toBe('');
    expect(t.status).toBe(0);
    expect(out).toContain('    staticsite_controller_test.go:103: Normal Created Created deployment docs\n');
    // the fake client does no defaulting: the second pass changes nothing and records no Event
    expect(out).toContain(
      '--- PASS: TestReconcileCreatesDeploymentAndService (0.00s)\n=== RUN   TestReconcileMissingContent\n',
    );
    expect(out).toContain(
      '    staticsite_controller_test.go:130: Ready=False reason=ContentMissing message="configmaps \\"blog-pages\\" not found"\n',
    );
    expect(out).toContain(
      '    staticsite_controller_test.go:160: Warning NameConflict Object web/shop is already owned by another Rollout controller shop\n',
    );
    expect(out).toContain('    staticsite_controller_test.go:178: [web/a web/b]\n');
    expect(out).toContain(
      '    staticsite_controller_test.go:184: unindexed: List on GroupVersionKind web.pagewright.dev/v1alpha1, Kind=StaticSite specifies selector on field .spec.contentRef, but no index with name .spec.contentRef has been registered for GroupVersionKind web.pagewright.dev/v1alpha1, Kind=StaticSite\n',
    );
    expect(out).toMatch(
      /\nok {2}\tgithub\.com\/pagewright\/sitehost-operator\/internal\/controller\t[0-9.]+s\n$/,
    );
  }, 300_000);
});
