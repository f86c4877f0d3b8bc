// The scenario's other clients, on a real simulated API server: a concurrent writer acts right
// after the learner's read (and only as often as told), a timed action runs on the virtual clock and
// its answer is recorded with its place in the trace.
import { describe, expect, it } from 'vitest';
import { scenarioActors } from '../../src/grader/actors.ts';
import { Scenario } from '../../src/grader/scenario.ts';
import { ADMIN_USER } from '../../src/kube/apiserver/server.ts';
import { newKubeEnv, withCallSite } from '../../src/kube/bind/env.ts';

const admin = { user: ADMIN_USER, clientPath: 'direct' as const };
const learner = {
  user: { username: 'system:serviceaccount:lab-system:lab-controller-manager', groups: ['system:masters'] },
  clientPath: 'direct' as const,
  callSite: { file: 'internal/controller/app_controller.go', line: 30, function: 'Reconcile' },
};
const cm = { group: '', version: 'v1', resource: 'configmaps', namespace: 'team-a' };

function setup(scenario: unknown) {
  const s = Scenario.parse(scenario);
  const actors = scenarioActors(s);
  const env = newKubeEnv({ hooks: actors.hooks, identity: learner.user });
  env.server.create(
    admin,
    { group: '', version: 'v1', resource: 'namespaces' },
    {
      apiVersion: 'v1',
      kind: 'Namespace',
      metadata: { name: 'team-a' },
    },
  );
  env.server.create(admin, cm, {
    apiVersion: 'v1',
    kind: 'ConfigMap',
    metadata: { name: 'cfg', namespace: 'team-a' },
  });
  return { env, actors };
}

const writer = {
  id: 'w',
  title: { en: 'x', 'zh-cn': 'y' },
  adversity: [
    {
      kind: 'concurrent-writer',
      when: { after: { verb: 'get', resource: 'configmaps', by: 'learner' } },
      target: { apiVersion: 'v1', kind: 'ConfigMap', namespace: 'team-a', name: 'cfg' },
      patch: { metadata: { labels: { touched: 'yes' } } },
    },
  ],
};

describe('concurrent writer', () => {
  it('writes right after the learner’s read, so the learner holds a stale resourceVersion', () => {
    const { env, actors } = setup(writer);
    const read = env.server.get(learner, cm, 'cfg');
    expect(read.ok).toBe(true);
    const rvRead = read.ok ? (read.object.metadata as { resourceVersion: string }).resourceVersion : '';
    const now = env.server.get(admin, cm, 'cfg');
    const meta = now.ok
      ? (now.object.metadata as { resourceVersion: string; labels?: Record<string, string> })
      : undefined;
    expect(meta?.labels).toEqual({ touched: 'yes' });
    expect(meta?.resourceVersion).not.toBe(rvRead);
    expect(actors.log.problems).toEqual([]);
  });

  it('ignores reads by others and acts only `times` times', () => {
    const { env } = setup(writer);
    env.server.get(admin, cm, 'cfg');
    const untouched = env.server.get(admin, cm, 'cfg');
    expect(untouched.ok && (untouched.object.metadata as { labels?: unknown }).labels).toBeUndefined();
    env.server.get(learner, cm, 'cfg');
    const first = env.server.get(admin, cm, 'cfg');
    env.server.get(learner, cm, 'cfg');
    const second = env.server.get(admin, cm, 'cfg');
    const rv = (r: typeof first) =>
      r.ok ? (r.object.metadata as { resourceVersion: string }).resourceVersion : '';
    expect(rv(second)).toBe(rv(first));
  });

  it('reports a target that does not exist as a problem, not a crash', () => {
    const { env, actors } = setup({
      ...writer,
      adversity: [
        {
          ...writer.adversity[0],
          target: { apiVersion: 'v1', kind: 'ConfigMap', namespace: 'team-a', name: 'nope' },
        },
      ],
    });
    env.server.get(learner, cm, 'cfg');
    expect(actors.log.problems[0]).toMatch(/nope/);
  });
});

describe('concurrent writer before a request reaches storage', () => {
  it('writes right before the learner’s second update, which then conflicts, whatever was read in between', () => {
    const { env } = setup({
      id: 'b',
      title: { en: 'x', 'zh-cn': 'y' },
      adversity: [
        {
          kind: 'concurrent-writer',
          when: { before: { verb: 'write', resource: 'configmaps', by: 'learner' }, occurrence: 2 },
          target: { apiVersion: 'v1', kind: 'ConfigMap', namespace: 'team-a', name: 'cfg' },
          patch: { metadata: { labels: { touched: 'yes' } } },
        },
      ],
    });
    let n = 0;
    const update = () =>
      withCallSite(env, learner.callSite, () => {
        const read = env.server.get(learner, cm, 'cfg');
        if (!read.ok) throw new Error('read failed');
        return env.server.update(learner, cm, { ...read.object, data: { n: String(++n) } });
      });
    expect(update().ok).toBe(true);
    const second = update();
    expect(second.ok ? 200 : second.code).toBe(409);
    // the writer's patch is traced before the refused update, and only once
    const writes = env.trace
      .events()
      .filter((e) => e.kind === 'api' && (e.verb === 'patch' || e.verb === 'update'))
      .map((e) => e.kind === 'api' && `${e.verb} ${e.result.code}`);
    expect(writes).toEqual(['update 200', 'patch 200', 'update 409']);
    expect(update().ok).toBe(true);
  });
});

describe('remove-object', () => {
  it('deletes the target right after the matching call', () => {
    const { env, actors } = setup({
      id: 'r',
      title: { en: 'x', 'zh-cn': 'y' },
      adversity: [
        {
          kind: 'remove-object',
          when: { after: { verb: 'get', resource: 'configmaps', by: 'learner' } },
          target: { apiVersion: 'v1', kind: 'ConfigMap', namespace: 'team-a', name: 'cfg' },
        },
      ],
    });
    expect(env.server.get(admin, cm, 'cfg').ok).toBe(true);
    env.server.get(learner, cm, 'cfg');
    const gone = env.server.get(admin, cm, 'cfg');
    expect(gone.ok ? 200 : gone.code).toBe(404);
    expect(actors.log.problems).toEqual([]);
  });
});

describe('refuse-request', () => {
  it("fails the learner's first matching delete as etcd timing out, then lets the retry through", () => {
    const { env } = setup({
      id: 'r',
      title: { en: 'x', 'zh-cn': 'y' },
      adversity: [
        { kind: 'refuse-request', request: { verb: 'delete', resource: 'configmaps', namespace: 'team-a' } },
      ],
    });
    // Not the learner's (no Go call site in progress): not counted, not refused.
    expect(env.server.get(admin, cm, 'cfg').ok).toBe(true);
    const del = () => withCallSite(env, learner.callSite, () => env.server.delete(learner, cm, 'cfg'));
    const first = del();
    expect(first.ok).toBe(false);
    if (!first.ok)
      expect(first.status).toMatchObject({ code: 500, reason: '', message: 'etcdserver: request timed out' });
    expect(env.server.get(admin, cm, 'cfg').ok).toBe(true);
    const e = env.trace.events().findLast((x) => x.kind === 'api' && x.verb === 'delete');
    expect(e?.kind === 'api' && e.result.code === 500 && e.callSite?.line === 30).toBe(true);
    expect(del().ok).toBe(true);
    const gone = env.server.get(admin, cm, 'cfg');
    expect(gone.ok ? 200 : gone.code).toBe(404);
  });

  it("leaves other clients' requests alone", () => {
    const { env } = setup({
      id: 'r',
      title: { en: 'x', 'zh-cn': 'y' },
      adversity: [{ kind: 'refuse-request', request: { verb: 'delete', resource: 'configmaps' } }],
    });
    expect(env.server.delete(admin, cm, 'cfg').ok).toBe(true);
  });
});

describe('timed action', () => {
  it('creates the object at its virtual time and records the answer and its trace index', () => {
    const { env, actors } = setup({
      id: 'a',
      title: { en: 'x', 'zh-cn': 'y' },
      actions: [
        {
          id: 'apply-cm',
          when: { at: '5s' },
          create: { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'later', namespace: 'team-a' } },
        },
      ],
    });
    actors.hooks.onStart?.(env);
    env.clock.advance(4_999);
    expect(actors.log.actions).toEqual([]);
    env.clock.advance(1);
    expect(actors.log.actions).toHaveLength(1);
    const a = actors.log.actions[0];
    expect(a).toMatchObject({ id: 'apply-cm', ok: true, code: 201, fields: [], warnings: [] });
    const e = env.trace.events()[a.traceIndex ?? -1];
    expect(e?.kind === 'api' && e.verb === 'create' && e.name === 'later').toBe(true);
  });
});
