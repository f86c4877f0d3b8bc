// What a check sees: the exercise, the learner's project, and for every scenario the run's result
// (trace, reconciles, end state) plus what the grader's own actors did. Checks are pure functions of
// this context; the helpers here answer the questions they share ("which calls did the learner's
// code make?", "is this resource namespaced?") from the trace's structured fields, never from text.
import type { KubeObject } from '../../kube/apiserver/types.ts';
import { registeredWatches } from '../../kube/bind/manager-state.ts';
import {
  type ApiCallEvent,
  type CacheReadEvent,
  type Caller as CallMaker,
  type ClientErrorEvent,
  type ClientPath,
  callerOf as callerOfRequest,
  type TraceEvent,
} from '../../kube/trace.ts';
import type { CodeExercise } from '../exercise.ts';
import type { Interruption } from '../reached.ts';
import type { Localized, SourceRef } from '../report.ts';
import type { RunResult } from '../runner.ts';
import type { Caller, CallMatcher, ObjectRef, Scenario } from '../scenario.ts';

export interface ProjectSource {
  path: string;
  content: string;
}

/** How the API server answered one of the scenario's actions (a create by someone else). */
export interface ActionOutcome {
  id: string;
  /** Index of the action's request in the report's trace, when it was traced. */
  traceIndex?: number;
  ok: boolean;
  code: number;
  /** details.causes[].field of a denial. */
  fields: string[];
  warnings: string[];
  message: string;
}

export interface ScenarioRun {
  scenario: Scenario;
  /** Undefined when the scenario could not run; `error` says why. */
  result?: RunResult;
  error?: string;
  /** Index of this run's first trace event in the report's trace. */
  traceOffset: number;
  actions: ActionOutcome[];
  /** Indexes (in scenario.adversity) of the concurrent writers that wrote (absent: not recorded). */
  firedWriters?: number[];
  /** The manager's user name in this run (from the run's environment). */
  managerUser: string;
}

export interface CheckContext {
  exercise: CodeExercise;
  files: readonly ProjectSource[];
  /** The scenarios that run the manager on the simulated cluster. */
  runs: readonly ScenarioRun[];
  /**
   * The scenarios that run a test program instead (`program`): kept apart, so that checks of the
   * reconciler's calls on the cluster never judge the calls a test made on a fake client.
   */
  programs?: readonly ScenarioRun[];
  /**
   * Set when the learner's code was cut short in a scenario (a recovered panic, an endless loop, a
   * crash). The grader already turns passes and evidence-less failures into "not reached" (see
   * ../reached.ts); a check may use it to say more.
   */
  interrupted?: Interruption;
}

export type CheckStatus = 'pass' | 'fail' | 'error' | 'skip';

export interface CheckOutcome {
  status: CheckStatus;
  message: Localized;
  lines: SourceRef[];
  evidence: number[];
  /** A failure's own hint, where the check's default one is about another cause. */
  hint?: Localized;
}

export interface CheckDefinition {
  id: string;
  title: Localized;
  /** Lesson section that explains the boundary; default: the exercise's lesson. */
  lesson?: string;
  hint: Localized;
  evaluate(ctx: CheckContext): CheckOutcome;
}

// ---------------------------------------------------------------------------------------------
// Trace helpers

/** Events a learner's code can cause: requests, cache reads and client-side errors. */
export type CallEvent = ApiCallEvent | CacheReadEvent | ClientErrorEvent;

export function isCall(e: TraceEvent): e is CallEvent {
  return e.kind === 'api' || e.kind === 'cacheRead' || e.kind === 'clientError';
}

/** The call site as the report shows it; the trace's path is matched to a project file. */
export function callSiteRef(ctx: CheckContext, e: TraceEvent): SourceRef | undefined {
  const site = 'callSite' in e ? e.callSite : undefined;
  if (site === undefined) return undefined;
  const file = projectFileOf(ctx, site.file);
  if (file === undefined) return undefined;
  const col = (site as { col?: number }).col;
  return col !== undefined && col > 0 ? { file, line: site.line, col } : { file, line: site.line };
}

/** The event at `index` of the report's trace (the runs' traces one after another). */
export function eventAt(ctx: CheckContext, index: number): TraceEvent | undefined {
  for (const run of [...ctx.runs, ...(ctx.programs ?? [])]) {
    const trace = run.result?.trace;
    if (trace !== undefined && index >= run.traceOffset && index < run.traceOffset + trace.length)
      return trace[index - run.traceOffset];
  }
  return undefined;
}

/**
 * The outcome with the callers of its evidence's call sites: after each line that is the call site
 * of an evidence call made inside a helper or a closure, the lines of the program's own code that
 * called it (innermost first), so a learner sees the Reconcile line that reached the helper too.
 */
export function withCallers(ctx: CheckContext, o: CheckOutcome): CheckOutcome {
  if (o.lines.length === 0 || o.evidence.length === 0) return o;
  const after = new Map<string, SourceRef[]>();
  const key = (l: { file: string; line: number }) => `${l.file}:${l.line}`;
  for (const i of o.evidence) {
    const e = eventAt(ctx, i);
    const site = e && 'callSite' in e ? e.callSite : undefined;
    if (site?.callers === undefined) continue;
    const ref = callSiteRef(ctx, e!);
    if (ref === undefined) continue;
    const list = after.get(key(ref)) ?? [];
    for (const c of site.callers) {
      const file = projectFileOf(ctx, c.file);
      if (file !== undefined) list.push({ file, line: c.line, caller: true });
    }
    after.set(key(ref), list);
  }
  if (after.size === 0) return o;
  const lines = dedupeLines(o.lines.flatMap((l) => [l, ...(after.get(key(l)) ?? [])]));
  return { ...o, lines };
}

/** The project file a call-site path names (call sites may be absolute or module-qualified). */
export function projectFileOf(ctx: CheckContext, path: string): string | undefined {
  for (const f of ctx.files) if (path === f.path || path.endsWith(`/${f.path}`)) return f.path;
  return undefined;
}

/** Who made a call (kube/trace.ts callerOf, the rule the API server's refuse hook uses too). */
export function callerOf(_ctx: CheckContext, run: ScenarioRun, e: CallEvent): CallMaker {
  return callerOfRequest({
    username: e.identity.username,
    managerUser: run.managerUser,
    clientPath: e.kind === 'api' ? e.clientPath : undefined,
    inGoCall: e.callSite !== undefined,
  });
}

function byMatches(by: Caller, who: CallMaker): boolean {
  return by === 'any' || by === who;
}

/** The resource path of an event: `apps` or `apps/status`. */
export function resourcePath(e: { resource: string; subresource: string }): string {
  return e.subresource ? `${e.resource}/${e.subresource}` : e.resource;
}

export function isWriteVerb(verb: string): boolean {
  return verb === 'create' || verb === 'update' || verb === 'patch';
}

/**
 * A denial of another verb than the request's: a server-side apply of a missing object, which the
 * API server also authorizes as create and refuses with the authorizer's reason only (often empty).
 * Here, not in rbac.ts, because outcome.ts says it too: the page's engine loads each family of checks
 * as a chunk of its own (src/sandbox/lazy/grader-checks.ts), and an import of rbac.ts from outcome.ts
 * made every outcome exercise fetch the rbac family.
 */
export function otherVerbNote(e: ApiCallEvent): { en: string; zh: string } {
  if (e.authorization.verb === undefined || e.authorization.verb === e.verb) return { en: '', zh: '' };
  return {
    en: ` That ${e.verb.toUpperCase()} was a server-side apply of an object that did not exist yet: the API server creates it, and authorizes that as ${e.authorization.verb} of ${e.resource} too, which the role does not grant.`,
    zh: `这次 ${e.verb.toUpperCase()} 是对尚不存在的对象做 server-side apply：API server 会创建它，并且还会按 ${e.resource} 的 ${e.authorization.verb} 来鉴权，而角色没有授予该权限。`,
  };
}

/** Did the call succeed (2xx; a cache read that found its object)? Client-side errors never do. */
export function succeeded(e: CallEvent): boolean {
  // code 0: a cache read that failed without an HTTP status (a missing index, an informer not synced)
  return e.kind !== 'clientError' && e.result.code >= 200 && e.result.code < 300;
}

export function matches(ctx: CheckContext, run: ScenarioRun, e: TraceEvent, m: CallMatcher): boolean {
  if (!isCall(e)) return false;
  const verbOk = m.verb === 'write' ? isWriteVerb(e.verb) : e.verb === m.verb;
  if (!verbOk || resourcePath(e) !== m.resource) return false;
  if (m.namespace !== undefined && e.namespace !== m.namespace) return false;
  if (m.result === 'ok' && !succeeded(e)) return false;
  return byMatches(m.by, callerOf(ctx, run, e));
}

/** The run's calls made by the learner's code, with their index in the report's trace. */
export function learnerCalls(ctx: CheckContext, run: ScenarioRun): { e: CallEvent; index: number }[] {
  const out: { e: CallEvent; index: number }[] = [];
  run.result?.trace.forEach((e, i) => {
    if (isCall(e) && callerOf(ctx, run, e) === 'learner') out.push({ e, index: run.traceOffset + i });
  });
  return out;
}

/** Is the resource namespaced? From the run's API server registry (built-ins and installed CRDs). */
export function isNamespaced(
  run: ScenarioRun,
  e: { group: string; version: string; resource: string },
): boolean {
  const info = run.result?.env.server.registry.lookup({
    group: e.group,
    version: e.version,
    resource: e.resource,
  });
  return info?.namespaced ?? true;
}

// ---------------------------------------------------------------------------------------------
// End state

export function findObject(run: ScenarioRun, ref: ObjectRef): KubeObject | undefined {
  return run.result?.objects.find((o) => {
    const m = (o.metadata ?? {}) as { name?: string; namespace?: string };
    return (
      o.apiVersion === ref.apiVersion &&
      o.kind === ref.kind &&
      m.name === ref.name &&
      (m.namespace ?? '') === (ref.namespace ?? '')
    );
  });
}

/** `status.conditions` style dotted path into a JSON object. */
export function fieldAt(obj: unknown, path: string): unknown {
  let cur: unknown = obj;
  for (const part of path.split('.')) {
    if (cur === null || typeof cur !== 'object') return undefined;
    // a numeric part indexes a list: `spec.template.spec.containers.0.image`
    if (Array.isArray(cur)) {
      if (!/^\d+$/.test(part)) return undefined;
      cur = cur[Number(part)];
      continue;
    }
    cur = (cur as Record<string, unknown>)[part];
  }
  return cur;
}

export function refText(ref: ObjectRef): string {
  return `${ref.kind} ${ref.namespace ? `${ref.namespace}/` : ''}${ref.name}`;
}

/** Canonical JSON (sorted keys) for comparing expected and actual values. */
export function canonical(v: unknown): string {
  if (v === undefined) return 'undefined';
  if (v === null || typeof v !== 'object') return JSON.stringify(v);
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  const o = v as Record<string, unknown>;
  return `{${Object.keys(o)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${canonical(o[k])}`)
    .join(',')}}`;
}

// ---------------------------------------------------------------------------------------------
// Outcome builders

export function pass(en: string, zh: string, evidence: number[] = [], lines: SourceRef[] = []): CheckOutcome {
  return { status: 'pass', message: { en, 'zh-cn': zh }, lines, evidence };
}

export function fail(en: string, zh: string, evidence: number[] = [], lines: SourceRef[] = []): CheckOutcome {
  return { status: 'fail', message: { en, 'zh-cn': zh }, lines: dedupeLines(lines), evidence };
}

export function skip(en: string, zh: string): CheckOutcome {
  return { status: 'skip', message: { en, 'zh-cn': zh }, lines: [], evidence: [] };
}

export function dedupeLines(lines: SourceRef[]): SourceRef[] {
  const seen = new Set<string>();
  const out: SourceRef[] = [];
  for (const l of lines) {
    const k = `${l.file}:${l.line}`;
    if (!seen.has(k)) {
      seen.add(k);
      out.push(l);
    }
  }
  return out;
}

/** A scenario that did not run (runner missing or crashed) makes behaviour checks an error. */
export function runsOrError(ctx: CheckContext): CheckOutcome | undefined {
  const broken = ctx.runs.find((r) => r.result === undefined);
  if (broken === undefined) return undefined;
  return {
    status: 'error',
    message: {
      en: `Scenario ${broken.scenario.id} could not run: ${broken.error ?? 'unknown reason'}`,
      'zh-cn': `场景 ${broken.scenario.id} 无法运行：${broken.error ?? '原因未知'}`,
    },
    lines: [],
    evidence: [],
  };
}

/**
 * The program exited with an error before its manager made any request (main gave up while it set
 * things up: `setupLog.Error(err, …); os.Exit(1)`): what it logged last at error level, and the
 * learner's line the log's stack names. Undefined when the manager got as far as its first request.
 */
export function exitedBeforeManager(
  ctx: CheckContext,
  run: ScenarioRun,
): { en: string; zh: string; lines: SourceRef[] } | undefined {
  const res = run.result;
  if (res === undefined || res.stage !== 'run' || res.exitCode === 0) return undefined;
  if (
    res.reconciles.length > 0 ||
    res.trace.some((e) => e.kind === 'api' && e.identity.username === run.managerUser)
  )
    return undefined;
  const log = res.logs.filter((l) => l.level === 'ERROR').at(-1);
  const said = log
    ? `${log.logger ? `${log.logger}: ` : ''}${log.msg}${log.error ? ` (${log.error})` : ''}`
    : undefined;
  const lines: SourceRef[] = [];
  for (const m of (log?.stack ?? '').matchAll(/\/([\w./-]+\.go):(\d+)/g)) {
    const file = ctx.files.find((f) => m[1] === f.path || m[1].endsWith(`/${f.path}`))?.path;
    if (file !== undefined && !lines.some((l) => l.file === file && l.line === Number(m[2])))
      lines.push({ file, line: Number(m[2]) });
  }
  return {
    en: `the program exited (status ${res.exitCode}) before its manager sent a single request${said ? `; its last error log: ${said}` : ''}`,
    zh: `程序在 manager 发出任何请求之前就退出了（退出状态 ${res.exitCode}）${said ? `；它最后一条错误日志：${said}` : ''}`,
    lines,
  };
}

type Reconcile = NonNullable<ScenarioRun['result']>['reconciles'][number];

/**
 * The reconcile that made a call: the one whose span of traced calls holds the event's seq
 * (controller.ts records each reconcile's span). Undefined for calls made outside Reconcile (main,
 * a goroutine of the learner's own) or when the runner records no spans.
 */
export function reconcileOf(run: ScenarioRun, e: TraceEvent): Reconcile | undefined {
  return run.result?.reconciles.find(
    (r) => r.traceSeq !== undefined && e.seq > r.traceSeq.after && e.seq <= r.traceSeq.last,
  );
}

/** How a reconcile ended, in the words of controller-runtime's reconcileHandler. */
export function reconcileEnding(r: Reconcile): { en: string; zh: string } {
  if (r.error !== undefined && r.terminal)
    return {
      en: `returned a TerminalError (${r.error}), which controller-runtime logs and never retries`,
      zh: `返回了 TerminalError（${r.error}），controller-runtime 只记录它，从不重试`,
    };
  if (r.error !== undefined) return { en: `returned the error ${r.error}`, zh: `返回了错误 ${r.error}` };
  if ((r.result.requeueAfter ?? 0) > 0)
    return {
      en: `asked to run again after ${r.result.requeueAfter} ms`,
      zh: `要求 ${r.result.requeueAfter} 毫秒后再次运行`,
    };
  if (r.result.requeue) return { en: 'asked to be requeued', zh: '要求重新入队' };
  return {
    en: 'returned ctrl.Result{} and a nil error, so the request was forgotten',
    zh: '返回了 ctrl.Result{} 和 nil 错误，于是这个请求被丢弃了',
  };
}

/** Did the reconcile ask to run again: a (non-terminal) error, Requeue or RequeueAfter? */
export function askedToRetry(r: Reconcile): boolean {
  if (r.error !== undefined) return !r.terminal;
  // A record without a result (a runner's stand-in, a reconcile cut short) asked for nothing.
  return r.result?.requeue === true || (r.result?.requeueAfter ?? 0) > 0;
}

/** Index of a trace event in the report's trace. */
export function traceIndexOf(run: ScenarioRun, e: TraceEvent): number {
  return run.traceOffset + (run.result?.trace.indexOf(e) ?? 0);
}

/** Did the learner's reconciler run at all in this scenario? */
export function reconciled(run: ScenarioRun): boolean {
  return (run.result?.reconciles.length ?? 0) > 0;
}

/** The words describeCall adds around a call, per language (the call itself, its verb, resource and
 * the API server's message, is quoted as it is). Chinese as the lessons say it: 缓存 / 直连. */
const callWords = {
  en: {
    allNamespaces: '(all namespaces)',
    path: (p: ClientPath) => ` (${p})`,
    error: (m: string) => `error: ${m}`,
  },
  zh: {
    allNamespaces: '（所有命名空间）',
    path: (p: ClientPath) =>
      `（${{ cache: '缓存', direct: '直连', internal: '内部', fake: 'fake client', unknown: '未知' }[p]}）`,
    error: (m: string) => `错误：${m}`,
  },
} as const;

/**
 * A trace event's one-line summary for messages: `GET secrets team-a/db-creds (cache) → 404 …`; in
 * Chinese texts `lang` 'zh' gives `GET secrets team-a/db-creds（缓存）→ 404 …`.
 */
export function describeCall(e: CallEvent, lang: 'en' | 'zh' = 'en'): string {
  const w = callWords[lang];
  const target = e.namespace ? `${e.namespace}/${e.name || '*'}` : e.name || w.allNamespaces;
  const res = resourcePath(e);
  const via = w.path(e.kind === 'cacheRead' ? 'cache' : e.clientPath);
  // A cache read that failed without an HTTP status (code 0: a missing index, an informer not
  // synced) reads as the error the client returned, as a client-side error does.
  const result =
    e.kind === 'clientError'
      ? w.error(e.message)
      : e.result.code === 0
        ? w.error(e.result.message)
        : `${e.result.code}${e.result.message ? ` ${e.result.message}` : ''}`;
  // Full-width brackets carry their own spacing; a space before the arrow only after an ASCII one.
  return `${e.verb.toUpperCase()} ${res} ${target}${via}${lang === 'zh' ? '→' : ' →'} ${result}`;
}

/**
 * Where main builds the manager: its `Cache:` option if it has one; else the assignment to the
 * options variable's Cache before the call, then the call; else the NewManager call.
 */
export function managerOptionsLine(ctx: CheckContext): SourceRef[] {
  for (const f of ctx.files) {
    const lines = f.content.split('\n');
    const call = /\b(ctrl|manager)\.(NewManager|New)\(/;
    // a comment that mentions the call is not the call
    const at = lines.findIndex((l) => call.test(l.replace(/\/\/.*$/, '')));
    if (at < 0) continue;
    // The options literal is inside the call's parentheses; a `Cache:` key in it is the line to
    // change. Only inside them: a later call's options (a second NewManager on a path the program
    // never took) are not this manager's.
    let depth = 0;
    for (let i = at; i < Math.min(lines.length, at + 40); i++) {
      const text = i === at ? lines[i].slice(lines[i].search(call)) : lines[i];
      if (i > at && /^\s*Cache:/.test(text)) return [{ file: f.path, line: i + 1 }];
      for (const ch of text.replace(/"(?:[^"\\]|\\.)*"|`[^`]*`|\/\/.*$/g, '')) {
        if (ch === '(') depth++;
        else if (ch === ')') depth--;
      }
      if (depth <= 0) break;
    }
    // Options passed as a variable (`ctrl.NewManager(cfg, opts)`): its cache set by an assignment
    // before the call (`opts.Cache = …`, `opts.Cache.DefaultNamespaces = …`) is where it was shaped.
    const arg = /\b(?:ctrl|manager)\.(?:NewManager|New)\([^,()]*(?:\([^()]*\))?[^,()]*,\s*(\w+)\s*\)/.exec(
      lines[at],
    )?.[1];
    const set = arg
      ? lines
          .slice(0, at)
          .map((l, i) => (new RegExp(`^\\s*${arg}\\.Cache\\b[\\w.]*\\s*=[^=]`).test(l) ? i : -1))
          .filter((i) => i >= 0)
          .at(-1)
      : undefined;
    if (set !== undefined)
      return [
        { file: f.path, line: set + 1 },
        { file: f.path, line: at + 1 },
      ];
    return [{ file: f.path, line: at + 1 }];
  }
  return [];
}

/**
 * An assignment to the options variable's Cache after the NewManager call that was given it
 * (`mgr, err := ctrl.NewManager(cfg, opts)`, then `opts.Cache.DefaultNamespaces = …`): ctrl.Options
 * is passed by value, so the manager never sees it. The assignment's line and the call's.
 */
export function lateCacheOptions(
  ctx: CheckContext,
): { set: SourceRef; call: SourceRef; arg: string } | undefined {
  for (const f of ctx.files) {
    const lines = f.content.split('\n').map((l) => l.replace(/\/\/.*$/, ''));
    const re = /\b(?:ctrl|manager)\.(?:NewManager|New)\([^,()]*(?:\([^()]*\))?[^,()]*,\s*(\w+)\s*\)/;
    const at = lines.findIndex((l) => re.test(l));
    if (at < 0) continue;
    const arg = re.exec(lines[at])?.[1] as string;
    const assign = new RegExp(`^\\s*${arg}\\.Cache\\b[\\w.]*\\s*=[^=]`);
    const set = lines.findIndex((l, i) => i > at && assign.test(l));
    if (set >= 0) return { set: { file: f.path, line: set + 1 }, call: { file: f.path, line: at + 1 }, arg };
  }
  return undefined;
}

/**
 * The builder calls that registered a watch of the kind of `e` (For, Owns, Watches,
 * WatchesRawSource), as the run recorded them (src/kube/bind/manager-state.ts WatchRecord): the
 * call's line and, for a call made in a helper, the lines that called the helper from the function
 * that made the builder (outermost first: the line that names the kind, then the helper's call).
 * With `filters`, the WithEventFilter calls of the controllers that have such a watch.
 */
export function watchLines(ctx: CheckContext, run: ScenarioRun, e: CallEvent, filters = false): SourceRef[] {
  const env = run.result?.env;
  const info = env?.server.registry.lookup?.({ group: e.group, version: e.version, resource: e.resource });
  if (env === undefined || info === undefined) return [];
  const all = registeredWatches(env);
  const watches = all.filter((w) => w.gvk?.group === e.group && w.gvk.kind === info.kind);
  const controllers = new Set(watches.map((w) => w.controller));
  const chosen = filters
    ? all.filter((w) => w.via === 'WithEventFilter' && controllers.has(w.controller))
    : watches;
  const out: SourceRef[] = [];
  for (const w of chosen) {
    if (w.site === undefined) continue;
    for (const c of [...(w.site.callers ?? [])].reverse()) {
      const file = projectFileOf(ctx, c.file);
      if (file !== undefined) out.push({ file, line: c.line });
    }
    const file = projectFileOf(ctx, w.site.file);
    if (file !== undefined) out.push({ file, line: w.site.line });
  }
  return dedupeLines(out);
}

/** Lines of the editable files (outside comments) that match `re`. */
export function editableLinesMatching(ctx: CheckContext, re: RegExp): SourceRef[] {
  const editable = ctx.files.filter((f) => ctx.exercise.files.some((x) => x.editable && x.path === f.path));
  return editable.flatMap((f) =>
    f.content
      .split('\n')
      .flatMap((l, i) => (re.test(l.replace(/\/\/.*$/, '')) ? [{ file: f.path, line: i + 1 }] : [])),
  );
}

/** Lines of the editable files that use cache.AllNamespaces (outside comments). */
export function allNamespacesLines(ctx: CheckContext): SourceRef[] {
  return editableLinesMatching(ctx, /\bAllNamespaces\b/);
}
