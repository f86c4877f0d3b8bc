// The playground's Run in the engine: a whole project and the cluster pane's YAML in, the trace, logs
// and the timeline out (time travel: the cluster after each call, grouped by reconcile, the cache's
// lag and the watch events), and `oplab run --json` / `--at N` giving the same data to the CLI.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import runCommand from '../../src/cli/run.ts';
import type { KubeObject } from '../../src/kube/apiserver/types.ts';
import { clusterAt, objectBefore, type Timeline } from '../../src/kube/timeline.ts';
import { dispatch } from '../../src/sandbox/dispatch.ts';
import { makeEngineHandlers } from '../../src/sandbox/engine-handlers.ts';
import type { ProjectRunView } from '../../src/sandbox/project-run.ts';
import { PROTOCOL_VERSION, type Response } from '../../src/sandbox/protocol.ts';
import { EXAMPLES, loadProject } from '../kube/run/helpers.ts';

const MEMCACHED = join(EXAMPLES, 'memcached');
const SAMPLE_PATH = join(MEMCACHED, 'config/samples/cache_v1alpha1_memcached.yaml');
const SAMPLE = readFileSync(SAMPLE_PATH, 'utf8');
const files = loadProject(MEMCACHED).map((f) => ({ name: f.name, content: f.src }));
const loaders = { runner: () => import('../../src/kube/run/index.ts') };

async function runJob(job: Record<string, unknown>): Promise<ProjectRunView> {
  const posted: Response[] = [];
  await dispatch(
    { v: PROTOCOL_VERSION, id: 7, job: { kind: 'run-project', ...job } },
    makeEngineHandlers(loaders),
    (r) => posted.push(r),
  );
  const last = posted.at(-1);
  if (last?.kind !== 'done') throw new Error(`job failed: ${JSON.stringify(last)}`);
  return last.result as ProjectRunView;
}

const deploymentKey = 'deployments.apps/default/memcached-sample';

describe('run-project job (the playground’s Run)', () => {
  let view: ProjectRunView;
  let t: Timeline;
  beforeAll(async () => {
    view = await runJob({ files, objects: SAMPLE, timeLimitMs: 120_000 });
    t = view.timeline as Timeline;
  }, 180_000);

  it('runs the Memcached project on a fresh cluster and returns trace, logs and timeline', () => {
    expect(view.stage).toBe('run');
    expect(view.exitCode).toBe(0);
    expect(view.logs.some((l) => l.includes('Starting manager'))).toBe(true);
    expect(t.steps.length).toBe(view.trace.length);
    expect(t.steps.map((s) => s.event.seq)).toEqual(view.trace.map((e) => e.seq));
    expect(view.trace.every((e) => e.kind !== 'watchEvent')).toBe(true);
  });

  it('the cluster after the call that created the Deployment has it; after the call before, not', () => {
    const create = t.steps.find(
      (s) => s.event.kind === 'api' && s.event.verb === 'create' && s.event.resource === 'deployments',
    );
    expect(create).toBeDefined();
    const n = create!.n;
    expect(create!.changes).toEqual([expect.objectContaining({ type: 'ADDED', key: deploymentKey })]);
    expect(clusterAt(t, n).get(deploymentKey)?.kind).toBe('Deployment');
    expect(clusterAt(t, n - 1).has(deploymentKey)).toBe(false);
    expect(objectBefore(t, n, deploymentKey)).toBeUndefined();
    // the Go line that made the call
    expect(create!.event.kind === 'api' && create!.event.callSite?.file).toBe(
      'internal/controller/memcached_controller.go',
    );
    // at the start: the applied sample, not the Deployment
    expect(clusterAt(t, 0).has('memcacheds.cache.example.com/default/memcached-sample')).toBe(true);
  });

  it('the cluster at the last step is the run’s final cluster', () => {
    const final = clusterAt(t, t.steps.length);
    const dep = final.get(deploymentKey) as KubeObject;
    expect((dep.metadata as { resourceVersion: string }).resourceVersion).toBe(
      t.steps.flatMap((s) => s.changes).findLast((c) => c.key === deploymentKey)?.rv,
    );
  });

  it('groups calls by reconcile, in order, with request, result and requeue', () => {
    expect(t.reconciles.length).toBe(view.reconciles);
    let next = 1;
    for (const r of t.reconciles) {
      expect(r.firstStep).toBeGreaterThanOrEqual(next);
      next = r.lastStep + 1;
      expect(r.controller).toBe('memcached');
      expect(`${r.namespace}/${r.name}`).toBe('default/memcached-sample');
      expect(r.error !== undefined || r.result !== undefined).toBe(true);
      expect(r.action).toBeDefined();
      for (let n = r.firstStep; n <= r.lastStep; n++) expect(t.steps[n - 1].reconcile).toBe(r.index);
    }
    // the informers' LIST and WATCH come before any reconcile
    expect(t.steps[0].reconcile).toBeUndefined();
    expect(t.steps[0].event.kind === 'api' && t.steps[0].event.verb).toBe('list');
  });

  it('after a write the cache lags until the watch event is delivered', () => {
    const write = t.steps.find((s) => s.changes.some((c) => c.type === 'MODIFIED'));
    const c = write!.changes[0];
    expect(write!.cacheLag).toContainEqual({ key: c.key, cacheRv: expect.any(String), serverRv: c.rv });
    const delivered = t.steps.find(
      (s) => s.n > write!.n && s.watch.some((w) => w.rv === c.rv && w.name === 'memcached-sample'),
    );
    expect(delivered).toBeDefined();
    expect(delivered!.cacheLag.some((l) => l.key === c.key && l.serverRv === c.rv)).toBe(false);
  });

  it('YAML that does not parse: nothing runs, the error has the file, line and column', async () => {
    const bad = await runJob({
      files,
      objects: 'apiVersion: v1\nkind: [ConfigMap\n',
      objectsName: 'cluster.yaml',
    });
    expect(bad.stage).toBe('objects');
    expect(bad.objectsError?.message).toMatch(/^cluster\.yaml:\d+:\d+: /);
    expect(bad.objectsError?.line).toBeGreaterThan(0);
    expect(bad.timeline).toBeUndefined();
  });

  it('an object the API server refuses: kubectl’s message naming the objects file', async () => {
    const bad = await runJob({
      files,
      objects: 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c\n  namespace: nowhere\n',
    });
    expect(bad.stage).toBe('load');
    expect(bad.objectsError?.message).toBe(
      'Error from server (NotFound): error when creating "cluster.yaml": namespaces "nowhere" not found',
    );
  });

  it('an unknown field in the cluster pane refuses the object with the strict decoder’s words', async () => {
    const bad = await runJob({
      files,
      objects: SAMPLE.replace('size:', 'sise:'),
    });
    expect(bad.stage).toBe('load');
    expect(bad.objectsError?.message).toBe(
      'Error from server (BadRequest): error when creating "cluster.yaml": Memcached in version "v1alpha1" cannot be handled as a Memcached: strict decoding error: unknown field "spec.sise"',
    );
  });

  it('compile errors come back as diagnostics, with no timeline', async () => {
    const broken = files.map((f) =>
      f.name === 'cmd/main.go'
        ? { ...f, content: f.content.replace('func main() {', 'func main() {\n\tx := 1') }
        : f,
    );
    const r = await runJob({ files: broken, objects: SAMPLE });
    expect(r.stage).toBe('compile');
    expect(r.diagnostics).toContainEqual(
      expect.objectContaining({ file: 'cmd/main.go', msg: 'declared and not used: x' }),
    );
    expect(r.timeline).toBeUndefined();
  });
});

async function oplab(...args: string[]) {
  let out = '';
  let err = '';
  const code = await runCommand.run(args, {
    stdout: { write: (s: string) => (out += s) },
    stderr: { write: (s: string) => (err += s) },
    isTTY: false,
  });
  return { code, out, err };
}

describe('oplab run --json and --at', () => {
  it('--json carries the timeline; --at N prints the cluster after call N', async () => {
    const json = await oplab(MEMCACHED, '--objects', SAMPLE_PATH, '--time', '2m', '--json');
    expect(json.code).toBe(0);
    const r = JSON.parse(json.out) as { trace: { seq: number }[]; timeline: Timeline };
    expect(r.timeline.steps.length).toBe(r.trace.length);
    const create = r.timeline.steps.find((s) => s.changes.some((c) => c.key === deploymentKey))!;
    const after = await oplab(MEMCACHED, '--objects', SAMPLE_PATH, '--time', '2m', '--at', String(create.n));
    expect(after.code).toBe(0);
    expect(after.out).toContain(`# after call ${create.n} of ${r.timeline.steps.length}`);
    expect(after.out).toContain(`# ADDED ${deploymentKey} rv`);
    expect(after.out).toContain('\nkind: Deployment\n');
    const before = await oplab(MEMCACHED, '--objects', SAMPLE_PATH, '--time', '2m', `--at=${create.n - 1}`);
    expect(before.out).not.toContain('\nkind: Deployment\n');
    const asJson = await oplab(MEMCACHED, '--objects', SAMPLE_PATH, '--time', '2m', '--at', '0', '--json');
    const at0 = JSON.parse(asJson.out) as { at: number; step?: unknown; objects: KubeObject[] };
    expect(at0.at).toBe(0);
    expect(at0.step).toBeUndefined();
    expect(at0.objects.some((o) => o.kind === 'Memcached')).toBe(true);
  });

  it('--at past the last call, or not a number', async () => {
    const far = await oplab(MEMCACHED, '--objects', SAMPLE_PATH, '--time', '2m', '--at', '100000');
    expect(far.code).toBe(2);
    expect(far.err).toMatch(/^oplab run: --at 100000: the run made \d+ calls\n$/);
    const nan = await oplab(MEMCACHED, '--at', 'last');
    expect(nan.code).toBe(2);
    expect(nan.err).toBe('oplab run: --at needs a call number (0, 1, 2, ...), got "last"\n');
  });
});
