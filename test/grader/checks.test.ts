// The checks' decisions on hand-made runs: each test builds the trace a real run would record (the
// events' structured fields only) and asserts the verdict, the evidence and the line. These hold the
// checks' meaning independently of the runner.
import { describe, expect, it } from 'vitest';
import type { CheckContext, ScenarioRun } from '../../src/grader/checks/context.ts';
import { CHECKS } from '../../src/grader/checks/index.ts';
import type { CodeExercise } from '../../src/grader/exercise.ts';
import type { RunResult } from '../../src/grader/runner.ts';
import { Scenario } from '../../src/grader/scenario.ts';
import type { KubeEnv } from '../../src/kube/bind/env.ts';
import type {
  ApiCallEvent,
  CacheReadEvent,
  CallSite,
  ClientErrorEvent,
  TraceEvent,
} from '../../src/kube/trace.ts';
import { load } from './helpers.ts';

const FILE = 'internal/controller/app_controller.go';
const MANAGER = 'system:serviceaccount:lab-system:lab-controller-manager';
const NAMESPACED = new Set(['apps', 'secrets', 'pods', 'configmaps', 'deployments']);

const site = (line: number): CallSite => ({ file: `example.com/lab/${FILE}`, line, function: 'Reconcile' });
const who = { username: MANAGER, groups: ['system:serviceaccounts'] };
const ref = (resource: string, namespace: string, name: string, subresource = '') => ({
  group: resource === 'apps' ? 'lab.example.com' : resource === 'deployments' ? 'apps' : '',
  version: 'v1',
  resource,
  subresource,
  namespace,
  name,
});

function cacheRead(
  resource: string,
  namespace: string,
  name: string,
  code: number,
  line?: number,
): CacheReadEvent {
  return {
    kind: 'cacheRead',
    seq: 0,
    time: 0,
    identity: who,
    verb: name === '' ? 'list' : 'get',
    rvCache: '1',
    rvServer: '1',
    result: {
      code,
      reason: code === 404 ? 'NotFound' : '',
      message: code === 404 ? `${resource} "${name}" not found` : '',
    },
    ...(line ? { callSite: site(line) } : {}),
    ...ref(resource, namespace, name),
  };
}

function api(
  verb: string,
  resource: string,
  namespace: string,
  name: string,
  code: number,
  opts: { line?: number; subresource?: string; deny?: boolean; message?: string } = {},
): ApiCallEvent {
  return {
    kind: 'api',
    seq: 0,
    time: 0,
    identity: who,
    clientPath: opts.line ? 'direct' : 'internal',
    verb,
    rvSent: '',
    rvStored: '',
    authorization: { decision: opts.deny ? 'deny' : 'allow', reason: '' },
    result: {
      code,
      reason: code === 409 ? 'Conflict' : code === 403 ? 'Forbidden' : '',
      message: opts.message ?? '',
    },
    warnings: [],
    webhooks: [],
    noop: false,
    ...(opts.line ? { callSite: site(opts.line) } : {}),
    ...ref(resource, namespace, name, opts.subresource),
  };
}

function clientError(
  verb: string,
  resource: string,
  namespace: string,
  name: string,
  line: number,
): ClientErrorEvent {
  return {
    kind: 'clientError',
    seq: 0,
    time: 0,
    identity: who,
    clientPath: 'cache',
    verb,
    message: `unable to get: ${namespace}/${name} because of unknown namespace for the cache`,
    callSite: site(line),
    ...ref(resource, namespace, name),
  };
}

const fakeEnv = {
  identity: who,
  server: {
    registry: { lookup: (r: { resource: string }) => ({ namespaced: NAMESPACED.has(r.resource) }) },
    resourceFor: (_g: string, _v: string, kind: string) =>
      ({ resource: kind === 'App' ? 'apps' : `${kind.toLowerCase()}s` }) as unknown,
  },
} as unknown as KubeEnv;

function run(
  scenario: Record<string, unknown>,
  trace: TraceEvent[],
  objects: unknown[] = [],
  reconciles = 1,
): ScenarioRun {
  const s = Scenario.parse({ id: 's', title: { en: 'x', 'zh-cn': 'y' }, ...scenario });
  const result = {
    stage: 'run',
    diagnostics: [],
    exitCode: 0,
    stdout: '',
    stderr: '',
    logs: [],
    trace,
    reconciles: Array.from({ length: reconciles }, (_, i) => ({
      time: i,
      request: { namespace: 'team-a', name: 'shop' },
      result: {},
    })),
    objects,
    manifests: { crds: [], rbac: [], webhooks: [] },
    env: fakeEnv,
  } as unknown as RunResult;
  return { scenario: s, result, traceOffset: 0, actions: [], managerUser: MANAGER };
}

function ctxFor(exerciseId: string, runs: ScenarioRun[]): CheckContext {
  const l = load(exerciseId);
  return { exercise: l.exercise as CodeExercise, files: l.files('solution'), runs };
}

const evaluate = (id: string, ctx: CheckContext) => {
  const def = CHECKS.get(id);
  if (!def) throw new Error(`no check ${id}`);
  return def.evaluate(ctx);
};

const APP_REF = { apiVersion: 'lab.example.com/v1', kind: 'App', namespace: 'team-a', name: 'shop' };

describe('scope.get-namespace', () => {
  const decoys = { adversity: [{ kind: 'decoys' as const, namespaces: ['team-b'] }] };
  it('fails on a Get with an empty namespace, pointing at its call site', () => {
    const trace = [
      cacheRead('apps', 'team-a', 'shop', 200, 30),
      cacheRead('secrets', '', 'db-creds', 404, 37),
    ];
    const o = evaluate('scope.get-namespace', ctxFor('scope-get', [run(decoys, trace)]));
    expect(o.status).toBe('fail');
    expect(o.lines).toEqual([{ file: FILE, line: 37 }]);
    expect(o.evidence).toEqual([1]);
    expect(o.message.en).toContain('names no namespace');
    expect(o.message['zh-cn']).toContain('没有指定命名空间');
  });
  it('fails on a Get that lands in a decoy namespace', () => {
    const o = evaluate(
      'scope.get-namespace',
      ctxFor('scope-get', [run(decoys, [cacheRead('secrets', 'team-b', 'db-creds', 200, 40)])]),
    );
    expect(o.status).toBe('fail');
    expect(o.lines[0]?.line).toBe(40);
  });
  it('passes Gets in the right namespace, whatever the client path', () => {
    const trace = [
      cacheRead('secrets', 'team-a', 'db-creds', 200, 37),
      api('get', 'secrets', 'team-a', 'db-creds', 200, { line: 38 }),
    ];
    expect(evaluate('scope.get-namespace', ctxFor('scope-get', [run(decoys, trace)])).status).toBe('pass');
  });
  it('ignores the manager’s own reads (no Go call site)', () => {
    const trace = [cacheRead('secrets', '', 'db-creds', 404)];
    expect(evaluate('scope.get-namespace', ctxFor('scope-get', [run(decoys, trace)])).status).toBe('pass');
  });
  it('is skipped when the reconciler never ran', () => {
    expect(evaluate('scope.get-namespace', ctxFor('scope-get', [run(decoys, [], [], 0)])).status).toBe(
      'skip',
    );
  });
});

describe('scope.list-namespace and scope.cluster-scoped-list', () => {
  it('flags a List of Pods across all namespaces', () => {
    const o = evaluate(
      'scope.list-namespace',
      ctxFor('scope-list', [run({}, [cacheRead('pods', '', '', 200, 32)])]),
    );
    expect(o.status).toBe('fail');
    expect(o.lines).toEqual([{ file: FILE, line: 32 }]);
  });
  it('flags a failed List across all namespaces without claiming it returned anything', () => {
    // a cached List whose field selector has no index (metadata.namespace): client-go's
    // "Index with name field:metadata.namespace does not exist", traced with no HTTP status
    const e = cacheRead('pods', '', '', 0, 34);
    e.result.message = 'Index with name field:metadata.namespace does not exist';
    const o = evaluate('scope.list-namespace', ctxFor('scope-list', [run({}, [e])]));
    expect(o.status).toBe('fail');
    expect(o.lines).toEqual([{ file: FILE, line: 34 }]);
    expect(o.message.en).not.toContain('returns matching');
    expect(o.message.en).toContain(
      'LIST pods (all namespaces) (cache) → error: Index with name field:metadata.namespace does not exist',
    );
  });
  it('accepts a List in one namespace', () => {
    const o = evaluate(
      'scope.list-namespace',
      ctxFor('scope-list', [run({}, [cacheRead('pods', 'team-a', '', 200, 32)])]),
    );
    expect(o.status).toBe('pass');
  });
  it('flags a cached List of Nodes restricted to a namespace, not a direct one', () => {
    const cached = evaluate(
      'scope.cluster-scoped-list',
      ctxFor('scope-cluster', [run({}, [cacheRead('nodes', 'team-a', '', 200, 34)])]),
    );
    expect(cached.status).toBe('fail');
    expect(cached.lines[0]?.line).toBe(34);
    const direct = evaluate(
      'scope.cluster-scoped-list',
      ctxFor('scope-cluster', [run({}, [api('list', 'nodes', 'team-a', '', 200, { line: 34 })])]),
    );
    expect(direct.status).toBe('pass');
  });
});

describe('scope.cache-namespace', () => {
  it('flags a cached read the cache does not cover', () => {
    const o = evaluate(
      'scope.cache-namespace',
      ctxFor('scope-cache', [run({}, [clientError('get', 'configmaps', 'platform', 'tiers', 41)])]),
    );
    expect(o.status).toBe('fail');
    expect(o.lines[0]?.line).toBe(41);
    expect(o.message.en).toContain('platform');
  });
  it('accepts a read through the API reader', () => {
    const o = evaluate(
      'scope.cache-namespace',
      ctxFor('scope-cache', [run({}, [api('get', 'configmaps', 'platform', 'tiers', 200, { line: 41 })])]),
    );
    expect(o.status).toBe('pass');
  });
});

describe('status checks', () => {
  const expectReady = {
    expect: [
      {
        kind: 'object' as const,
        check: 'outcome.status-ready',
        object: APP_REF,
        fields: { 'status.phase': 'Ready' },
      },
    ],
  };
  it('status.written-via-subresource fails on a main-resource write, at its line', () => {
    const o = evaluate(
      'status.written-via-subresource',
      ctxFor('status-subresource', [
        run(expectReady, [api('update', 'apps', 'team-a', 'shop', 200, { line: 36 })]),
      ]),
    );
    expect(o.status).toBe('fail');
    expect(o.lines).toEqual([{ file: FILE, line: 36 }]);
  });
  it('status.written-via-subresource passes a status update or patch', () => {
    for (const verb of ['update', 'patch']) {
      const o = evaluate(
        'status.written-via-subresource',
        ctxFor('status-subresource', [
          run(expectReady, [api(verb, 'apps', 'team-a', 'shop', 200, { line: 36, subresource: 'status' })]),
        ]),
      );
      expect(o.status).toBe('pass');
    }
  });
  it('status.conflict-handled fails when a 409 is never followed by a successful write', () => {
    const trace = [
      cacheRead('apps', 'team-a', 'shop', 200, 30),
      api('update', 'apps', 'team-a', 'shop', 409, { line: 40, subresource: 'status' }),
    ];
    const o = evaluate('status.conflict-handled', ctxFor('status-conflict', [run(expectReady, trace)]));
    expect(o.status).toBe('fail');
    expect(o.lines).toEqual([{ file: FILE, line: 40 }]);
    expect(o.evidence).toEqual([1]);
  });
  it('status.conflict-handled passes when the reconcile that hit the 409 returned an error', () => {
    const trace = [api('update', 'apps', 'team-a', 'shop', 409, { line: 40, subresource: 'status' })];
    const r = run(expectReady, trace, [], 0);
    if (r.result)
      r.result = {
        ...r.result,
        reconciles: [
          { time: 0, request: { namespace: 'team-a', name: 'shop' }, result: {}, error: 'conflict' },
        ],
      } as unknown as typeof r.result;
    expect(evaluate('status.conflict-handled', ctxFor('status-conflict', [r])).status).toBe('pass');
  });
  it('status.conflict-handled passes when a later write succeeds (requeue or retry)', () => {
    const trace = [
      api('update', 'apps', 'team-a', 'shop', 409, { line: 40, subresource: 'status' }),
      cacheRead('apps', 'team-a', 'shop', 200, 30),
      api('update', 'apps', 'team-a', 'shop', 200, { line: 40, subresource: 'status' }),
    ];
    expect(
      evaluate('status.conflict-handled', ctxFor('status-conflict', [run(expectReady, trace)])).status,
    ).toBe('pass');
  });
  it('status.one-condition-per-type fails on duplicate condition types', () => {
    const app = {
      ...APP_REF,
      apiVersion: 'lab.example.com/v1',
      metadata: { name: 'shop', namespace: 'team-a', generation: 1 },
      status: {
        conditions: [
          { type: 'Available', status: 'True' },
          { type: 'Available', status: 'True' },
        ],
      },
    };
    const s = {
      expect: [{ kind: 'object' as const, check: 'status.one-condition-per-type', object: APP_REF }],
    };
    const trace = [api('update', 'apps', 'team-a', 'shop', 200, { line: 43, subresource: 'status' })];
    const o = evaluate('status.one-condition-per-type', ctxFor('status-conditions', [run(s, trace, [app])]));
    expect(o.status).toBe('fail');
    expect(o.lines.map((l) => l.line)).toContain(43);
  });
  it('status.observed-generation compares status and conditions with metadata.generation', () => {
    const mk = (observed: number, condGen: number) => ({
      apiVersion: 'lab.example.com/v1',
      kind: 'App',
      metadata: { name: 'shop', namespace: 'team-a', generation: 2 },
      status: {
        observedGeneration: observed,
        conditions: [{ type: 'Available', status: 'True', observedGeneration: condGen }],
      },
    });
    const s = { expect: [{ kind: 'object' as const, check: 'status.observed-generation', object: APP_REF }] };
    const ok = evaluate('status.observed-generation', ctxFor('status-conditions', [run(s, [], [mk(2, 2)])]));
    expect(ok.status).toBe('pass');
    expect(
      evaluate('status.observed-generation', ctxFor('status-conditions', [run(s, [], [mk(1, 2)])])).status,
    ).toBe('fail');
    expect(
      evaluate('status.observed-generation', ctxFor('status-conditions', [run(s, [], [mk(2, 1)])])).status,
    ).toBe('fail');
  });
  it('loop.settles counts reconciles of the object', () => {
    const s = {
      expect: [{ kind: 'settles' as const, check: 'loop.settles', object: APP_REF, maxReconciles: 3 }],
    };
    const writes = [api('update', 'apps', 'team-a', 'shop', 200, { line: 43, subresource: 'status' })];
    expect(evaluate('loop.settles', ctxFor('status-conditions', [run(s, writes, [], 3)])).status).toBe(
      'pass',
    );
    const hot = evaluate('loop.settles', ctxFor('status-conditions', [run(s, writes, [], 9)]));
    expect(hot.status).toBe('fail');
    expect(hot.lines).toEqual([{ file: FILE, line: 43 }]);
  });
});

describe('rbac checks', () => {
  const forbidden =
    'configmaps is forbidden: User "x" cannot list resource "configmaps" in API group "" at the cluster scope';
  it('a denied informer list fails rbac.cache-syncs and rbac.generated-role at the marker line', () => {
    const trace = [api('list', 'configmaps', '', '', 403, { deny: true, message: forbidden })];
    const l = load('rbac-markers');
    const ctx: CheckContext = {
      exercise: l.exercise,
      files: l.files('starter'),
      runs: [run({}, trace, [], 0)],
    };
    const src = l.files('starter').find((f) => f.path === FILE)?.content ?? '';
    const markerLine = src.split('\n').findIndex((s) => s.includes('resources=configmaps')) + 1;
    for (const id of ['rbac.cache-syncs', 'rbac.generated-role']) {
      const o = evaluate(id, ctx);
      expect(o.status, id).toBe('fail');
      expect(
        o.lines.map((x) => x.line),
        id,
      ).toContain(markerLine);
      expect(o.message.en).toContain(forbidden);
    }
    // No write was made, but the starter's markers lack create and update for the writes in its
    // code: found in the syntax tree, at the call.
    const writes = evaluate('rbac.writes-allowed', ctx);
    expect(writes.status).toBe('fail');
    expect(writes.message.en).toContain('never made this call');
    const solved: CheckContext = { ...ctx, files: l.files('solution') };
    expect(evaluate('rbac.writes-allowed', solved).status).toBe('skip');
  });
  it('says of several unread markers that they are unread, in one sentence', () => {
    // the three markers moved into the doc comment of the reconciler type: controller-gen keeps
    // them with the type (controller-tools pkg/markers/collect.go), where rbac markers mean nothing
    const l = load('rbac-markers');
    const files = l.files('solution').map((f) => {
      if (f.path !== FILE) return f;
      const lines = f.content.split('\n');
      const marks = lines.filter((x) => x.startsWith('// +kubebuilder:rbac'));
      const rest = lines.filter((x) => !x.startsWith('// +kubebuilder:rbac'));
      const at = rest.findIndex((x) => x.startsWith('type AppReconciler struct'));
      return { ...f, content: [...rest.slice(0, at), ...marks, ...rest.slice(at)].join('\n') };
    });
    const denied = 'apps.lab.example.com is forbidden: User "x" cannot list resource "apps"';
    const trace = [
      api('list', 'apps', '', '', 403, { deny: true, message: denied }),
      api('list', 'configmaps', '', '', 403, { deny: true, message: forbidden }),
    ];
    const o = evaluate('rbac.generated-role', { exercise: l.exercise, files, runs: [run({}, trace, [], 0)] });
    expect(o.status).toBe('fail');
    expect(o.message.en).toMatch(
      /The markers at lines \d+, \d+ are never read: they are part of the doc comment of a type declaration/,
    );
    expect(o.message['zh-cn']).toContain('根本没有被读取：它们属于一个 type 声明的文档注释');
  });
  it('a denied write fails rbac.writes-allowed at the call site', () => {
    const trace = [
      api('create', 'configmaps', 'team-a', '', 403, { deny: true, line: 36, message: 'forbidden' }),
    ];
    const o = evaluate('rbac.writes-allowed', ctxFor('rbac-markers', [run({}, trace)]));
    expect(o.status).toBe('fail');
    expect(o.lines[0]).toEqual({ file: FILE, line: 36 });
  });
  it('no denial passes all three', () => {
    const ctx = ctxFor('rbac-markers', [run({}, [api('list', 'configmaps', '', '', 200)])]);
    for (const id of ['rbac.cache-syncs', 'rbac.generated-role', 'rbac.writes-allowed'])
      expect(evaluate(id, ctx).status, id).toBe('pass');
  });
});

describe('outcome checks', () => {
  const s = {
    expect: [
      { kind: 'object' as const, check: 'outcome.pod-count', object: APP_REF, fields: { 'status.pods': 2 } },
      {
        kind: 'no-request' as const,
        check: 'outcome.pod-count',
        request: { verb: 'delete' as const, resource: 'pods' },
      },
    ],
  };
  const app = (pods: number) => ({
    apiVersion: 'lab.example.com/v1',
    kind: 'App',
    metadata: { name: 'shop', namespace: 'team-a' },
    status: { pods },
  });
  it('compares end-state fields structurally', () => {
    expect(evaluate('outcome.pod-count', ctxFor('scope-list', [run(s, [], [app(2)])])).status).toBe('pass');
    const o = evaluate('outcome.pod-count', ctxFor('scope-list', [run(s, [], [app(3)])]));
    expect(o.status).toBe('fail');
    expect(o.message.en).toContain('status.pods is 3, expected 2');
  });
  it('fails on a request that must not happen, at its line', () => {
    const o = evaluate(
      'outcome.pod-count',
      ctxFor('scope-list', [run(s, [api('delete', 'pods', 'team-a', 'web-1', 200, { line: 50 })], [app(2)])]),
    );
    expect(o.status).toBe('fail');
    expect(o.lines[0]?.line).toBe(50);
  });
  it('a check with no expectation is an error, not a silent pass', () => {
    expect(evaluate('outcome.node-count', ctxFor('scope-list', [run({}, [], [])])).status).toBe('error');
  });
});

describe('webhook checks', () => {
  const scenario = {
    actions: [
      {
        id: 'apply-invalid',
        when: { at: '1s' },
        create: {
          apiVersion: 'lab.example.com/v1',
          kind: 'App',
          metadata: { name: 'broken', namespace: 'team-a' },
        },
      },
    ],
    expect: [
      { kind: 'action' as const, check: 'webhook.rejects-invalid', action: 'apply-invalid', allowed: false },
      {
        kind: 'action' as const,
        check: 'webhook.field-errors',
        action: 'apply-invalid',
        allowed: false,
        fields: ['spec.image', 'spec.replicas'],
      },
    ],
  };
  function withCall(
    outcome: 'denied' | 'failedClosed' | 'allowed',
    fields: string[],
    ok: boolean,
  ): ScenarioRun {
    const e = api('create', 'apps', 'team-a', 'broken', ok ? 201 : 422);
    e.webhooks = [
      {
        webhook: 'vapp-v1.kb.io',
        configuration: 'c',
        mutating: false,
        url: 'https://x/validate',
        outcome,
        message: 'm',
      },
    ];
    const r = run(scenario, [e]);
    r.actions = [
      { id: 'apply-invalid', traceIndex: 0, ok, code: ok ? 201 : 422, fields, warnings: [], message: 'm' },
    ];
    return r;
  }
  it('a webhook that cannot be reached fails path-matches at the marker and skips the rest', () => {
    const l = load('webhook-validate');
    const ctx: CheckContext = {
      exercise: l.exercise,
      files: l.files('starter'),
      runs: [withCall('failedClosed', [], false)],
    };
    const src = l.files('starter').find((f) => f.path.endsWith('app_webhook.go'))?.content ?? '';
    const markerLine = src.split('\n').findIndex((s) => s.includes('+kubebuilder:webhook:')) + 1;
    const o = evaluate('webhook.path-matches', ctx);
    expect(o.status).toBe('fail');
    expect(o.lines.map((x) => x.line)).toEqual([markerLine]);
    expect(evaluate('webhook.rejects-invalid', ctx).status).toBe('skip');
  });
  it('a denial naming every field passes; a denial without causes fails field-errors only', () => {
    const l = load('webhook-validate');
    const good: CheckContext = {
      exercise: l.exercise,
      files: l.files('solution'),
      runs: [withCall('denied', ['spec.image', 'spec.replicas'], false)],
    };
    expect(evaluate('webhook.rejects-invalid', good).status).toBe('pass');
    expect(evaluate('webhook.field-errors', good).status).toBe('pass');
    const plain: CheckContext = { ...good, runs: [withCall('denied', [], false)] };
    expect(evaluate('webhook.rejects-invalid', plain).status).toBe('pass');
    const fe = evaluate('webhook.field-errors', plain);
    expect(fe.status).toBe('fail');
    const src = l.files('solution').find((f) => f.path.endsWith('app_webhook.go'))?.content ?? '';
    const line =
      src.split('\n').findIndex((s) => s.startsWith('func (v *AppCustomValidator) ValidateCreate')) + 1;
    expect(fe.lines.map((x) => x.line)).toEqual([line]);
  });
  it('an invalid App that gets in fails rejects-invalid', () => {
    const l = load('webhook-validate');
    const ctx: CheckContext = {
      exercise: l.exercise,
      files: l.files('starter'),
      runs: [withCall('allowed', [], true)],
    };
    expect(evaluate('webhook.rejects-invalid', ctx).status).toBe('fail');
  });
});
