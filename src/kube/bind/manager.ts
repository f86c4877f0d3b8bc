// Natives of pkg/manager: the Go manager (src/kube/gopkg/controller-runtime/manager.ts) over a
// simulated Manager (src/kube/runtime/manager.ts: informer cache, cached client, API reader) and
// the run loop of mgr.Start on the shared virtual clock.
//
// mgr.Start parks the calling goroutine until the cluster is idle: a pump timer on the interpreter's
// scheduler always points at the next kube-clock timer (watch delivery, requeues, backoff, sync
// timeouts), so Go goroutines and timers interleave with the cluster in virtual-time order, and the
// interpreter never sees a deadlock while the cluster still has work. Idle = no kube timer and no timer
// of the program's own code before the run's virtual-time limit; then Start returns nil, as if the
// signal handler had fired.

import type { NativeContext, NativeTable } from '../../go/interp/native.ts';
import type { Chan } from '../../go/interp/sched.ts';
import { goString, jsString } from '../../go/interp/strings.ts';
import type { Iface, Slice } from '../../go/interp/values.ts';
import { setSignalWatcher } from '../../go/std/os/signal/package.ts';
import { armIdleSignal } from '../gopkg/client-go/cache/cache.ts';
import { goEventRecorderValue, goEventsRecorderValue } from './client-events.ts';
import { gvkOf } from './controller-scheme.ts';
import { controllerRuntimeMinorNative } from './cr-minor.ts';
import { type KubeEnv, maybeKubeEnv } from './env.ts';
import { attachCache, bindManager, cacheOptionsOf, newCacheValue, unboundCache } from './manager-cache.ts';
import { managerByHandle, runState } from './manager-state.ts';
import { GoScheme, isSchemeError } from './scheme.ts';

/** Default virtual-time limit of a manager run when the environment sets none (10 minutes). */
export const DEFAULT_VIRTUAL_TIME_LIMIT_MS = 10 * 60 * 1000;

/** client.Options.Cache.DisableFor → `group/version/Kind` keys. */
function disableForOf(ctx: NativeContext, scheme: GoScheme, clientOpts: any): string[] | { error: string } {
  const cache = clientOpts.Cache;
  if (cache === null || cache === undefined) return [];
  const list = cache.DisableFor as Slice | null;
  if (list === null) return [];
  const out: string[] = [];
  for (const o of list.toArray()) {
    const gvk = gvkOf(ctx, scheme.value, o as Iface | null);
    if (isSchemeError(gvk)) return gvk;
    out.push(`${gvk.group === '' ? '' : `${gvk.group}/`}${gvk.version}/${gvk.kind}`);
  }
  return out;
}

function newManager(
  ctx: NativeContext,
  cm: any,
  config: any,
  scheme: any,
  cacheOpts: any,
  clientOpts: any,
  userCache: Iface | null,
  made: number,
): [number, Iface | null] {
  const env = maybeKubeEnv();
  if (env === undefined)
    return [
      0,
      ctx.errorf(
        goString(
          'no simulated cluster is attached to this run: a manager needs the program to run through the cluster runner (oplab run)',
        ),
      ),
    ];
  const goScheme = new GoScheme(scheme);
  // Options.NewCache: the cache it returned, or the one cache.New made inside it (a wrapper's),
  // gives the informer cache's options ([CR] pkg/cluster/cluster.go New calls NewCache)
  const state = runState(env);
  const adopted =
    unboundCache(userCache) ?? state.newCaches.slice(made).find((ic) => ic.opts !== null) ?? undefined;
  const copts = cacheOptionsOf(ctx, goScheme, adopted?.opts ?? cacheOpts);
  if ('error' in copts) return [0, ctx.errorf(goString(copts.error))];
  const disableFor = disableForOf(ctx, goScheme, clientOpts);
  if ('error' in disableFor) return [0, ctx.errorf(goString(disableFor.error))];
  const binding = bindManager(ctx, env, config, goScheme, copts, {
    uncachedTypes: disableFor,
    cacheUnstructured:
      clientOpts.Cache !== null && clientOpts.Cache !== undefined && clientOpts.Cache.Unstructured === true,
  });
  if ('error' in binding) return [0, ctx.errorf(goString(binding.error))];
  if (adopted !== undefined) attachCache(adopted, binding);
  if (userCache === null) cm.cache = newCacheValue(ctx, binding);
  else {
    cm.cache = userCache;
    // a cache that wraps the adopted one still names this manager in source.Kind
    if (typeof userCache.v === 'object' && userCache.v !== null)
      state.cacheOwners.set(userCache.v, binding.h);
  }
  cm.client = binding.client;
  cm.apiReader = binding.apiReader;
  cm.mapper = binding.client!.v.mapper ?? null;
  return [binding.h, null];
}

/** How many caches cache.New has made in this run (manager.New looks at those NewCache makes). */
function cachesMade(_ctx: NativeContext): number {
  const env = maybeKubeEnv();
  return env === undefined ? 0 : runState(env).newCaches.length;
}

/** syscall.SIGTERM's number (go1.23 zerrors_linux_amd64.go). */
const SIGTERM = 15;

// os/signal's relay joins the run's shutdown list when the program first calls signal.Notify (or
// NotifyContext), so the simulated SIGTERM reaches its channels: a main that waits on its own signal
// handler (sample-controller's pkg/signals, signal.NotifyContext) shuts down through its own code.
// The idle check is armed as an informer arms it, so a program that only waits for its handler
// (no informer, no manager) also gets the signal once nothing else can run.
setSignalWatcher((ctx, process) => {
  const env = maybeKubeEnv();
  if (env === undefined) return;
  runState(env).shutdown.push(() => process(SIGTERM));
  armIdleSignal(ctx);
});

/**
 * The simulated SIGTERM: cancel every context SetupSignalHandler returned and relay SIGTERM to the
 * program's signal.Notify channels (once).
 */
export function fireSignal(env: KubeEnv): void {
  const state = runState(env);
  if (state.signalled) return;
  state.signalled = true;
  for (const cancel of state.shutdown) cancel();
}

/**
 * mgr.Start's wait: park until `done` (the Start context's Done channel) is closed or a start error.
 * A pump keeps one interpreter timer at the next kube-clock timer; when it fires the interpreter has
 * already moved the shared clock there (running the due kube timers). When the cluster is idle or
 * the virtual-time limit is reached, the simulated signal fires: a manager started with
 * ctrl.SetupSignalHandler() returns nil. A manager started with the program's own context (a test
 * running `go mgr.Start(ctx)`) keeps waiting for that context, and the pump wakes again whenever the
 * cluster gets work (the program's own writes).
 */
function runManager(ctx: NativeContext, h: number, done: Chan | null) {
  const m = managerByHandle(h);
  m.started = true;
  const env = m.env;
  const clock = env.clock;
  const fixedLimit = env.deadlineMs ?? clock.now() + DEFAULT_VIRTUAL_TIME_LIMIT_MS;
  // a resident run's host moves its deadline forward at each turn
  const limit = () => (env.resident ? (env.deadlineMs ?? fixedLimit) : fixedLimit);
  const state = runState(env);
  // a context that is never cancelled (context.Background()) has a nil Done channel: the run ends at the signal
  const finished = () =>
    m.startError !== undefined || m.stopped || (done === null ? state.signalled : done.closed);
  let armed = false;
  const pump = () => {
    armed = false;
    const started = env.onManagerStarted;
    if (started !== undefined) {
      env.onManagerStarted = undefined;
      started();
    }
    if (finished()) return;
    clock.runUntil(clock.now());
    if (finished()) return;
    const next = nextWake();
    if (next === undefined || next > limit()) {
      // resident (the terminal keeps the manager up): hand the turn back to the host until it has
      // more time or the cluster more work
      if (env.resident && ctx.pause()) {
        clock.onTimerAdded = arm;
        state.wake = arm;
        return;
      }
      fireSignal(env);
      // not ours to stop (the program's own context): wake when the cluster has work again
      if (!finished() && next === undefined) clock.onTimerAdded = arm;
      return;
    }
    arm();
  };
  // The next kube-clock timer, or the program's own next timer (a Runnable's ticker, time.After
  // before it acts, a goroutine polling with time.Sleep) when sooner: the real manager runs until
  // signalled, so a pending timer of the program's means the run is not idle. The toolchain's own
  // timers (controller-runtime's loops) do not count.
  const nextWake = (): number | undefined => {
    const kube = clock.nextTimerAt();
    const ns = ctx.nextProgramTimer();
    const prog = ns === undefined ? undefined : clock.now() + Number(ns) / 1e6;
    if (prog === undefined || prog > limit()) return kube;
    return kube === undefined || prog < kube ? prog : kube;
  };
  const arm = () => {
    if (armed || finished()) return;
    // resident: a timer past the host's deadline waits for the next turn (the clock must not jump there)
    if (env.resident && (nextWake() ?? clock.now()) > limit()) return;
    armed = true;
    clock.onTimerAdded = undefined;
    const next = nextWake() ?? clock.now();
    ctx.afterFunc(BigInt(Math.max(0, Math.ceil(next - clock.now()))) * 1_000_000n, pump);
  };
  // the first pump runs after the goroutines the manager just started (webhook server, runnables)
  armed = true;
  ctx.afterFunc(0, pump);
  return ctx.block({ reason: 'select', ready: finished }, () => {
    if (clock.onTimerAdded === arm) clock.onTimerAdded = undefined;
    if (state.wake === arm) state.wake = undefined;
    return m.startError === undefined ? null : ctx.errorf(goString(m.startError));
  });
}

/** signals.SetupSignalHandler registers the cancel of its context. */
export function notifyOnShutdownNative(_ctx: NativeContext, cancel: () => void): void {
  const env = maybeKubeEnv();
  if (env !== undefined) runState(env).shutdown.push(cancel);
}

function stopManager(_ctx: NativeContext, h: number): void {
  const m = managerByHandle(h);
  if (m.stopped) return;
  m.stopped = true;
  for (const c of runState(m.env).controllers) {
    if (c.manager !== m) continue;
    if (c.workersStarted) {
      c.logInfo('Shutdown signal received, waiting for all workers to finish');
      c.ctrl.stop();
      c.logInfo('All workers finished');
    } else c.ctrl.stop();
  }
  m.mgr.cache.stop();
}

function runnableFailed(ctx: NativeContext, h: number, err: Iface | null): void {
  const m = managerByHandle(h);
  if (err !== null) m.startError ??= jsString(ctx.callMethod(err, 'Error') as string);
}

function newEventRecorderFor(ctx: NativeContext, h: number, name: string): Iface {
  const m = managerByHandle(h);
  return goEventRecorderValue(ctx, jsString(name), { env: m.env, user: m.identity, scheme: m.scheme.value });
}

function newEventRecorder(ctx: NativeContext, h: number, name: string): Iface {
  const m = managerByHandle(h);
  return goEventsRecorderValue(ctx, jsString(name), { env: m.env, user: m.identity, scheme: m.scheme.value });
}

function inClusterNamespace(_ctx: NativeContext): string {
  const user = maybeKubeEnv()?.identity.username ?? '';
  const sa = /^system:serviceaccount:([^:]+):[^:]+$/.exec(user);
  return goString(sa?.[1] ?? '');
}

function startCache(_ctx: NativeContext, h: number) {
  managerByHandle(h).mgr.cache.start();
}

function yieldToRunnables(ctx: NativeContext) {
  // a zero-length sleep: the scheduler runs every runnable goroutine before it fires a timer
  return ctx.block(ctx.sleepPark(0));
}

export const managerNatives: NativeTable = {
  controllerRuntimeMinor: controllerRuntimeMinorNative,
  newManager,
  cachesMade,
  yieldToRunnables,
  startCache,
  inClusterNamespace,
  runManager,
  stopManager,
  runnableFailed,
  newEventRecorderFor,
  newEventRecorder,
};
