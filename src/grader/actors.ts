// The other clients of a scenario's cluster: concurrent writers that change an object between the
// learner's read and write, and actions (e.g. `kubectl apply` of an App a webhook must judge). They
// run through the runner's `hooks.afterCall` (contract: called after every traced request or cache
// read, not re-entered by the hook's own requests) and, for timed triggers, the shared virtual
// clock's timers; so they act at deterministic points of the run.
import { unknownInternal } from '../kube/apiserver/status.ts';
import { ObjectStore } from '../kube/apiserver/store.ts';
import type { Json, KubeObject, UserInfo } from '../kube/apiserver/types.ts';
import type { KubeEnv, KubeHooks, RefusableCall } from '../kube/bind/env.ts';
import { type Caller, callerOf, type TraceEvent } from '../kube/trace.ts';
import type { ActionOutcome } from './checks/context.ts';
import type { Action, CallMatcher, ObjectRef, Scenario, Trigger } from './scenario.ts';

/** What the actors did during one run, read by the checks afterwards. */
export interface ActorLog {
  /** Outcomes by action id; the trace index is within this run's trace. */
  actions: ActionOutcome[];
  /** Errors that kept an actor from acting (unknown kind, failed write), reported by the checks. */
  problems: string[];
  /** Indexes (in the scenario's adversity) of the concurrent writers that wrote at least once. */
  fired: number[];
}

function userNamed(name: string): UserInfo {
  return name === 'kubernetes-admin'
    ? { username: name, groups: ['system:masters', 'system:authenticated'] }
    : { username: name, groups: ['system:authenticated'] };
}

function splitApiVersion(apiVersion: string): { group: string; version: string } {
  const i = apiVersion.indexOf('/');
  return i < 0
    ? { group: '', version: apiVersion }
    : { group: apiVersion.slice(0, i), version: apiVersion.slice(i + 1) };
}

/** Who made a traced call (kube/trace.ts callerOf). */
function callerOfEvent(e: TraceEvent, manager: string): Caller {
  if (!('identity' in e)) return 'other';
  return callerOf({
    username: e.identity.username,
    managerUser: manager,
    clientPath: e.kind === 'api' ? e.clientPath : undefined,
    inGoCall: 'callSite' in e && e.callSite !== undefined,
  });
}

function eventMatches(e: TraceEvent, m: CallMatcher, manager: string): boolean {
  if (e.kind !== 'api' && e.kind !== 'cacheRead' && e.kind !== 'clientError') return false;
  if (m.result === 'ok' && (e.kind === 'clientError' || e.result.code >= 300)) return false;
  const caller = callerOfEvent(e, manager);
  // A server-side apply that created the object answers 201 ([AS] endpoints/handlers/patch.go:
  // wasCreated) and went through admission as CREATE: for a trigger on create (the Deployment
  // controller's part, say) it is one, however the reconciler wrote it.
  const applyCreated = e.kind === 'api' && e.verb === 'patch' && e.result.code === 201;
  if (applyCreated && m.verb === 'create' && requestMatches({ ...e, verb: 'create' }, caller, m)) return true;
  return requestMatches(e, caller, m);
}

/** A request (traced, or about to reach storage) against a matcher's verb, resource, namespace and caller. */
function requestMatches(
  r: { verb: string; resource: string; subresource?: string; namespace?: string },
  caller: Caller,
  m: CallMatcher,
): boolean {
  const write = r.verb === 'create' || r.verb === 'update' || r.verb === 'patch';
  if (m.verb === 'write' ? !write : r.verb !== m.verb) return false;
  const res = r.subresource ? `${r.resource}/${r.subresource}` : r.resource;
  if (res !== m.resource) return false;
  if (m.namespace !== undefined && r.namespace !== m.namespace) return false;
  return m.by === 'any' || m.by === caller;
}

interface Armed {
  trigger: Trigger;
  seen: number;
  /** How many more times it fires. */
  remaining: number;
  fire: (env: KubeEnv) => void;
}

/**
 * The runner's hooks plus `onStart`, called (by a runner that supports it: the grader passes it as the
 * run's `observe`) once the cluster is set up and before the program starts: timed triggers are armed
 * there. A runner without it arms them at the first traced call instead.
 */
export type GraderHooks = KubeHooks & { onStart?(env: KubeEnv): void };

/** Hooks that play the scenario's concurrent writers and actions; `log` fills in as they act. */
export function scenarioActors(scenario: Scenario): { hooks: GraderHooks; log: ActorLog } {
  const log: ActorLog = { actions: [], problems: [], fired: [] };
  const armed: Armed[] = [];
  for (const [i, a] of scenario.adversity.entries()) {
    if (a.kind !== 'concurrent-writer') continue;
    armed.push({
      trigger: a.when,
      seen: 0,
      remaining: a.times,
      fire: (env) => {
        if (!log.fired.includes(i)) log.fired.push(i);
        writeObject(
          env,
          log,
          a.target,
          a.observedGeneration ? withObservedGeneration(env, a.target, a.patch) : a.patch,
          a.subresource,
          a.as,
          a.fieldManager,
        );
      },
    });
  }
  for (const a of scenario.adversity) {
    if (a.kind !== 'remove-object') continue;
    armed.push({
      trigger: a.when,
      seen: 0,
      remaining: 1,
      fire: (env) => removeObject(env, log, a.target, a.as),
    });
  }
  for (const action of scenario.actions)
    armed.push({ trigger: action.when, seen: 0, remaining: 1, fire: (env) => runAction(env, log, action) });

  let started = false;
  const arm = (env: KubeEnv) => {
    if (started) return;
    started = true;
    for (const a of armed)
      if ('at' in a.trigger) {
        const entry = a;
        env.clock.after(a.trigger.at, () => {
          if (entry.remaining <= 0) return;
          entry.remaining = 0;
          entry.fire(env);
        });
      }
  };
  const refusals = scenario.adversity.flatMap((a) =>
    a.kind === 'refuse-request' ? [{ a, seen: 0, remaining: a.times }] : [],
  );
  // `before` triggers act in the API server's refuse hook: after the request was authorized, before
  // it reaches storage, so a write the learner sends is checked against the changed object.
  const before = armed.filter((a) => 'before' in a.trigger);
  let firing = false;
  const beforeStorage = (call: RefusableCall, env: KubeEnv) => {
    arm(env);
    if (firing) return;
    for (const a of before) {
      if (a.remaining <= 0 || !('before' in a.trigger)) continue;
      if (!requestMatches(call, call.caller, a.trigger.before)) continue;
      a.seen++;
      if (a.seen < a.trigger.occurrence) continue;
      a.remaining--;
      firing = true;
      try {
        a.fire(env);
      } finally {
        firing = false;
      }
    }
  };
  const hooks: GraderHooks = {
    onStart: arm,
    refuse:
      refusals.length === 0 && before.length === 0
        ? undefined
        : (call, env) => {
            beforeStorage(call, env);
            return refusals.length === 0 ? undefined : refuseCall(refusals, call);
          },
    afterCall(event, env) {
      arm(env);
      for (const a of armed) {
        if (a.remaining <= 0 || !('after' in a.trigger)) continue;
        if (!eventMatches(event, a.trigger.after, env.identity.username)) continue;
        a.seen++;
        if (a.seen >= a.trigger.occurrence) {
          a.remaining--;
          a.fire(env);
        }
      }
    },
  };
  return { hooks, log };
}

type Refusal = {
  a: Extract<Scenario['adversity'][number], { kind: 'refuse-request' }>;
  seen: number;
  remaining: number;
};

/** The error a refused request gets: the first armed refusal whose matcher takes the call. */
function refuseCall(refusals: Refusal[], call: RefusableCall) {
  for (const r of refusals) {
    const m = r.a.request;
    if (r.remaining <= 0 || !requestMatches(call, call.caller, m)) continue;
    r.seen++;
    if (r.seen < r.a.occurrence) continue;
    r.remaining--;
    // etcd's error reaches the client unconverted: a non-Status error inside the API server is a
    // 500 with an empty reason and err.Error() as the message ([AS] responsewriters/status.go
    // ErrorToAPIStatus); etcd's is "etcdserver: request timed out" (kubernetes/kubernetes#110932).
    return unknownInternal('etcdserver: request timed out');
  }
  return undefined;
}

function target(
  env: KubeEnv,
  log: ActorLog,
  apiVersion: string,
  kind: string,
  namespace: string | undefined,
) {
  const { group, version } = splitApiVersion(apiVersion);
  const info = env.server.resourceFor(group, version, kind);
  if (info === undefined) {
    log.problems.push(`no resource for ${kind} in ${apiVersion} is installed`);
    return undefined;
  }
  return { group, version, resource: info.resource, namespace: info.namespaced ? namespace : undefined };
}

/** The patch with status.observedGeneration set to the stored object's generation (read from the store: no request). */
function withObservedGeneration(
  env: KubeEnv,
  ref: ObjectRef,
  patch: Record<string, unknown>,
): Record<string, unknown> {
  const [group, version] = ref.apiVersion.includes('/') ? ref.apiVersion.split('/') : ['', ref.apiVersion];
  const info = env.server.registry.lookupKind?.({ group, version, kind: ref.kind });
  if (info === undefined) return patch;
  const stored = env.server.store.get(
    ObjectStore.tableKey(group, info.resource),
    info.namespaced ? (ref.namespace ?? '') : '',
    ref.name,
  );
  const generation = (stored?.obj.metadata as { generation?: unknown } | undefined)?.generation;
  if (typeof generation !== 'number') return patch;
  const status = (patch.status ?? {}) as Record<string, unknown>;
  return { ...patch, status: { ...status, observedGeneration: generation } };
}

function writeObject(
  env: KubeEnv,
  log: ActorLog,
  ref: ObjectRef,
  patch: Record<string, unknown>,
  subresource: 'status' | undefined,
  as: string,
  fieldManager: string | undefined,
): void {
  const t = target(env, log, ref.apiVersion, ref.kind, ref.namespace);
  if (t === undefined) return;
  const r = env.server.patch(
    { user: userNamed(as), clientPath: 'direct' },
    t,
    ref.name,
    'merge',
    patch as Json,
    { subresource, fieldManager },
  );
  if (!r.ok)
    log.problems.push(`the concurrent writer's patch of ${ref.kind} ${ref.name} failed: ${r.status.message}`);
}

function removeObject(env: KubeEnv, log: ActorLog, ref: ObjectRef, as: string): void {
  const t = target(env, log, ref.apiVersion, ref.kind, ref.namespace);
  if (t === undefined) return;
  const r = env.server.delete({ user: userNamed(as), clientPath: 'direct' }, t, ref.name);
  if (!r.ok) log.problems.push(`the deletion of ${ref.kind} ${ref.name} failed: ${r.status.message}`);
}

function runAction(env: KubeEnv, log: ActorLog, action: Action): void {
  const apiVersion = 'create' in action ? action.create.apiVersion : action.update.target.apiVersion;
  const kind = 'create' in action ? action.create.kind : action.update.target.kind;
  const name = 'create' in action ? action.create.metadata.name : action.update.target.name;
  const namespace = 'create' in action ? action.create.metadata.namespace : action.update.target.namespace;
  const t = target(env, log, apiVersion, kind, namespace);
  if (t === undefined) return;
  const before = env.trace.events().length;
  const user = { user: userNamed(action.as), clientPath: 'direct' as const };
  const verb = 'create' in action ? 'create' : 'patch';
  const r =
    'create' in action
      ? env.server.create(user, t, action.create as unknown as KubeObject)
      : env.server.patch(user, t, name, 'merge', action.update.patch as Json, {});
  const events = env.trace.events();
  let traceIndex: number | undefined;
  for (let i = events.length - 1; i >= before; i--) {
    const e = events[i];
    if (e.kind === 'api' && e.verb === verb && e.name === name && e.identity.username === action.as) {
      traceIndex = i;
      break;
    }
  }
  const causes = r.ok ? [] : (r.status.details?.causes ?? []);
  log.actions.push({
    id: action.id,
    traceIndex,
    ok: r.ok,
    code: r.code,
    fields: causes.map((c) => c.field ?? '').filter((f) => f !== ''),
    warnings: r.warnings,
    message: r.ok ? '' : r.status.message,
  });
}
