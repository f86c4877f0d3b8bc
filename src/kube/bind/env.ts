// The per-run environment the Kubernetes natives reach: natives are static tables, so the cluster
// of the current run is found through a module-level "current environment" (runs are sequential in
// one worker/process, which keeps this deterministic). See /work/notes/kube-bind-contract.md.
//
// ONE clock: the kube runtime's VirtualClock (ms, with timers: cache lag, requeues, backoff) is the
// master; Go's time package reads and advances it through `goClockOf` (ns), so `time.Now()` in the
// learner's code, creationTimestamps stamped by the API server and RequeueAfter all agree.

import type { VirtualClock as GoVirtualClock, NativeContext } from '../../go/interp/native.ts';
import { R } from '../../go/interp/state.ts';
import { startKubernetesServiceLoop } from '../apiserver/kubernetesservice.ts';
import { ADMIN_USER, ApiServer } from '../apiserver/server.ts';
import type { StatusError } from '../apiserver/status.ts';
import type { KubeObject, UserInfo } from '../apiserver/types.ts';
import { VirtualClock } from '../runtime/clock.ts';
import { LogSink } from '../runtime/log.ts';
import { type Caller, type CallerFrame, type CallSite, callerOf, Trace, type TraceEvent } from '../trace.ts';
import { GoScheme } from './scheme.ts';
import type { ModuleSite } from './zap-stack.ts';

/** The kube runtime's clock (ms since the Unix epoch, timers). */
export type KubeClock = VirtualClock;

export interface KubeHooks {
  /** Called after every API request/cache read is traced; may mutate the cluster (a concurrent writer). */
  afterCall?(event: TraceEvent, env: KubeEnv): void;
  /**
   * Before an authorized request reaches storage: a StatusError refuses it (the API server answers
   * with it, and the trace records it as any answer). `caller` is who made it, as the grader's
   * checks tell it: the learner's Go code, the manager's machinery, or another client.
   */
  refuse?(call: RefusableCall, env: KubeEnv): StatusError | undefined;
  /** Around each call of a controller's Reconcile (the playground's time travel groups calls by it). */
  reconcile?(phase: 'start' | 'end', r: ReconcileMark, env: KubeEnv): void;
}

/** A request the API server is about to store or read, as hooks.refuse sees it. */
export interface RefusableCall {
  verb: string;
  group: string;
  resource: string;
  subresource: string;
  namespace: string;
  name: string;
  caller: Caller;
}

/** Which reconcile is starting or ending: the controller and the request, with controller-runtime's reconcileID. */
export interface ReconcileMark {
  controller: string;
  namespace: string;
  name: string;
  reconcileID: string;
}

export interface KubeEnv {
  server: ApiServer;
  /** ONE clock shared by Go's time package and the kube runtime (ms). */
  clock: KubeClock;
  /** The same clock as the interpreter sees it (ns); pass it as `GoRunRequest.clock`. */
  goClock: GoVirtualClock;
  trace: Trace;
  /** Go types ↔ GVK for the program's default scheme (replaced when the program builds its own). */
  scheme: GoScheme;
  /** Who the program's clients act as (the manager's ServiceAccount; admin for envtest). */
  identity: UserInfo;
  hooks: KubeHooks;
  logs: LogSink;
  /**
   * Virtual time (ms since the epoch) after which a goroutine blocked on the cluster (an informer
   * that never syncs) stops waiting: the run's virtual-time limit. Undefined = wait as long as the
   * cluster has timers.
   */
  deadlineMs?: number;
  /**
   * The Go project being run ('/'-separated paths relative to the module root), for programs that
   * read project files through the cluster's tooling (envtest's CRDDirectoryPaths).
   */
  files?: readonly { name: string; src: string }[];
  /** Where the project's controller-runtime sources are, for zap's stack traces (zap-stack.ts). */
  moduleSite?: ModuleSite;
  /** Directory of the package being run, relative to the module root ('.' default): relative paths resolve from it. */
  mainDir?: string;
  /** CRDs `make manifests` would write to config/crd/bases (the runner's marker-generated ones). */
  generatedCRDs?: readonly KubeObject[];
  /**
   * The control plane's binaries envtest may start, as absolute paths (the terminal's bin/k8s/…,
   * written by setup-envtest), with the module root the project's relative paths start from; when
   * set, envtest's Start fails as exec does for a binary not among them. Unset: not checked.
   */
  envtestBinaries?: { root: string; paths: readonly string[] };
  /**
   * The manager stays up between the host's turns (the terminal's `make run`): when the cluster is
   * idle or its next timer is past deadlineMs, mgr.Start pauses the run instead of firing the
   * simulated signal (src/kube/run/resident.ts).
   */
  resident?: boolean;
  /** Runs host code that calls into the program (a webhook request reaching a paused resident manager). */
  enter?: <T>(fn: () => T) => T;
  /**
   * Called once, when the first manager has started its runnables (webhook server, caches,
   * controllers): the runner applies the sample objects then, as `kubectl apply` after `make deploy`.
   */
  onManagerStarted?: () => void;
}

export interface NewKubeEnvOptions {
  seed?: number;
  /** Default: cluster admin (envtest's identity). */
  identity?: UserInfo;
  hooks?: KubeHooks;
  /** Virtual clock start, ms since the Unix epoch (default 2026-01-01T00:00:00Z). */
  startMs?: number;
  /** Reuse an existing clock instead of creating one. */
  clock?: KubeClock;
  deadlineMs?: number;
  files?: readonly { name: string; src: string }[];
  mainDir?: string;
  generatedCRDs?: readonly KubeObject[];
  envtestBinaries?: { root: string; paths: readonly string[] };
  /** An existing API server (the terminal's cluster) instead of a fresh one. */
  server?: ApiServer;
  resident?: boolean;
  /** The ServiceAccount admission plugin on, as on a kind cluster (envtest disables it). */
  serviceAccountAdmission?: boolean;
}

/** How long after a deletion the garbage collector acts on it (ms of virtual time). */
const GC_WATCH_LAG_MS = 2;

/** A fresh cluster: API server, trace, log sink and the shared clock. */
export function newKubeEnv(opts: NewKubeEnvOptions = {}): KubeEnv {
  const clock = opts.clock ?? new VirtualClock(opts.startMs);
  const trace = new Trace();
  const server =
    opts.server ??
    new ApiServer({
      clock,
      seed: opts.seed ?? 1,
      trace,
      podAdmission: opts.serviceAccountAdmission === true,
      // the garbage collector learns of a deletion through its own informers, as late as a
      // manager's cache does (runtime/cache.ts lagMs)
      scheduleGarbageCollection: (collect) => clock.after(GC_WATCH_LAG_MS, collect),
    });
  const env: KubeEnv = {
    server,
    clock,
    goClock: goClockOf(clock),
    trace,
    scheme: new GoScheme(null),
    identity: opts.identity ?? ADMIN_USER,
    hooks: opts.hooks ?? {},
    logs: new LogSink(clock),
    deadlineMs: opts.deadlineMs,
    files: opts.files,
    mainDir: opts.mainDir,
    envtestBinaries: opts.envtestBinaries,
    generatedCRDs: opts.generatedCRDs,
    resident: opts.resident,
  };
  installHooks(env);
  // a fresh API server runs its own loops (the terminal's cluster already has them)
  if (opts.server === undefined) startKubernetesServiceLoop(server, clock);
  return env;
}

/** A file of a library package (registry files are named `<import path>/<file>`, e.g. `sigs.k8s.io/…`). */
export function isLibraryFile(file: string): boolean {
  const slash = file.indexOf('/');
  return slash > 0 && file.slice(0, slash).includes('.');
}

/**
 * The learner's Go call site of the running native: the nearest frame outside the library packages
 * (a client method's Go wrapper in sigs.k8s.io/controller-runtime/pkg/client is skipped, so the trace
 * names the line in the reconciler). Reads the interpreter's call-site stack (state.ts R.sites,
 * which NativeContext.caller reads the top of); undefined when no Go code is running. With `callLine`
 * the innermost frame's line is that of the call's left parenthesis, as gc's stack traces give it.
 */
export function goCallSite(ctx: NativeContext, callLine = false): CallSite | undefined {
  if (ctx.caller?.() === undefined) return undefined;
  for (let d = R.depth; d >= 0; d--) {
    const s = R.sites[d];
    if (s === undefined) continue;
    if (!isLibraryFile(s.file)) {
      // callLine: the line of the call's `(` (a builder chain's `.For(` is on its own line, while the
      // chain's expression starts at ctrl.NewControllerManagedBy)
      const site: CallSite = { file: s.file, line: callLine ? s.traceLine : s.line, function: s.func };
      const callers = programCallers(d - 1);
      if (callers.length > 0) site.callers = callers;
      return site;
    }
  }
  const top = ctx.caller();
  return top === undefined ? undefined : { file: top.file, line: top.line, function: top.func };
}

/** At most this many callers are kept (a recursive helper would otherwise list every level). */
const MAX_CALLERS = 8;

/**
 * The program's own frames from depth `from` down (innermost first): each is the line where that
 * function called the next. Library and standard-library frames between them (retry.RetryOnConflict
 * running a closure, slices.SortFunc calling a comparison) are passed over.
 */
function programCallers(from: number): CallerFrame[] {
  const out: CallerFrame[] = [];
  // Depth 0 is package initialisation; once main runs, sites[0] is a leftover of it (state.ts stackOf).
  const low = R.varInit ? 0 : 1;
  for (let d = from; d >= low && out.length < MAX_CALLERS; d--) {
    const s = R.sites[d];
    if (s === undefined) continue;
    if (s.under !== undefined) break;
    if (s.entry || s.toolchain || isLibraryFile(s.file)) continue;
    out.push({ file: s.file, line: s.line, function: s.func });
  }
  return out;
}

/** Go call sites of the client calls in progress, per environment (innermost last). */
const callSites = new WeakMap<KubeEnv, CallSite[]>();

/**
 * Run `fn` (a client call) so that the trace events it records carry `site`, the Go call site
 * (events of the cluster's own controllers, clientPath `internal`, are left alone).
 */
export function withCallSite<T>(env: KubeEnv, site: CallSite | undefined, fn: () => T): T {
  if (site === undefined) return fn();
  let stack = callSites.get(env);
  if (stack === undefined) callSites.set(env, (stack = []));
  stack.push(site);
  try {
    return fn();
  } finally {
    stack.pop();
  }
}

/** Attaches call sites, then calls hooks.afterCall for API calls and cache reads (not re-entrantly). */
function installHooks(env: KubeEnv): void {
  let inHook = false;
  env.server.refuse = (ctx, req) => {
    const refuse = env.hooks.refuse;
    if (refuse === undefined || inHook || ctx.clientPath === 'internal') return undefined;
    // Who makes it, by the rule the grader applies to traced calls (trace.ts callerOf): a Go call
    // site in progress is the learner's code.
    const stack = callSites.get(env);
    const caller = callerOf({
      username: ctx.user.username,
      managerUser: env.identity.username,
      clientPath: ctx.clientPath,
      inGoCall: stack !== undefined && stack.length > 0,
    });
    return refuse(
      {
        verb: req.verb,
        group: req.group,
        resource: req.resource,
        subresource: 'subresource' in req ? (req.subresource ?? '') : '',
        namespace: req.namespace ?? '',
        name: 'name' in req ? (req.name ?? '') : '',
        caller,
      },
      env,
    );
  };
  env.trace.subscribe((e) => {
    const stack = callSites.get(env);
    if (stack !== undefined && stack.length > 0 && e.kind !== 'watchEvent' && e.callSite === undefined) {
      if (e.kind === 'cacheRead' || e.clientPath !== 'internal')
        (e as { callSite?: CallSite }).callSite = stack[stack.length - 1];
    }
    if (inHook || env.hooks.afterCall === undefined) return;
    if (e.kind !== 'api' && e.kind !== 'cacheRead') return;
    inHook = true;
    try {
      env.hooks.afterCall(e, env);
    } finally {
      inHook = false;
    }
  });
}

const goClocks = new WeakMap<KubeClock, GoVirtualClock>();

/**
 * The interpreter's view (ns) of a kube clock (ms). Go's sub-millisecond advances accumulate in a
 * remainder so `time.Sleep(time.Microsecond)` is seen by Go and whole milliseconds reach the kube
 * clock, whose due timers (watch delivery, requeues) run as it passes them.
 */
export function goClockOf(clock: KubeClock): GoVirtualClock {
  let g = goClocks.get(clock);
  if (g !== undefined) return g;
  let subNs = 0n;
  g = {
    now: () => {
      const ns = BigInt(Math.floor(clock.now())) * 1_000_000n + subNs;
      return ns <= 9007199254740991n ? Number(ns) : ns;
    },
    advance: (ns) => {
      const total = subNs + BigInt(ns);
      if (total <= 0n) return;
      const ms = total / 1_000_000n;
      subNs = total % 1_000_000n;
      if (ms > 0n) clock.advance(Number(ms));
    },
  };
  goClocks.set(clock, g);
  return g;
}

let current: KubeEnv | undefined;

/** Run `fn` with `env` as the current environment (restored afterwards, also on throw). */
export function withKubeEnv<T>(env: KubeEnv, fn: () => T): T {
  const saved = current;
  current = env;
  try {
    return fn();
  } finally {
    current = saved;
  }
}

/** Thrown when a Kubernetes native runs with no cluster attached to the run. */
export class NoKubeEnvError extends Error {}

/** The current environment; throws a clear error when the program runs without a cluster. */
export function kubeEnv(): KubeEnv {
  if (current === undefined)
    throw new NoKubeEnvError(
      'no simulated cluster is attached to this run: Kubernetes clients need the program to run through the cluster runner (oplab run) or withKubeEnv',
    );
  return current;
}

/** The current environment or undefined (natives that work without a cluster). */
export function maybeKubeEnv(): KubeEnv | undefined {
  return current;
}
