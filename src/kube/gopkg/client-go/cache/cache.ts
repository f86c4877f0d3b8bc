// k8s.io/client-go/tools/cache: keys (MetaNamespaceKeyFunc, SplitMetaNamespaceKey, ObjectName,
// DeletedFinalStateUnknown), Store and Indexer, the event handler types and WaitForCacheSync
// (store.go), and the informers, ListWatch and lister helpers (informer.go).
//
// How a run with informers ends: a client-go controller blocks forever (`<-stopCh`, `select {}`,
// `<-ctx.Done()`), its informers parked in their watches, so the interpreter would call it a
// deadlock, which a real process waiting on the network is not. When an informer starts, an idle
// check like the manager's (src/kube/bind/manager.ts runManager) is armed: once no goroutine can
// run, no kube timer and no timer of the program's own code is due before the run's virtual-time
// limit, the simulated SIGTERM fires (contexts from SetupSignalHandler are cancelled). If the
// program is still blocked with nothing to do after that, it did not handle the signal and is
// stopped as SIGTERM stops a Go program without a handler: exit status 143 (128+15, what the
// kubelet reports for the container), nothing printed.

import type { NativeContext } from '../../../../go/interp/native.ts';
import { goString } from '../../../../go/interp/strings.ts';
import { maybeKubeEnv } from '../../../bind/env.ts';
import { DEFAULT_VIRTUAL_TIME_LIMIT_MS, fireSignal } from '../../../bind/manager.ts';
import { idleCheck, runState } from '../../../bind/manager-state.ts';
import { setKlogSite } from '../../apimachinery/utilruntime.ts';
import { goPackage } from '../../pkg.ts';
import { clientGoMinor } from '../clientcmd/clientcmd.ts';
import identitySrc from './identity.go?raw';
import informerSrc from './informer.go?raw';
import src from './store.go?raw';

/** Exit status of a process SIGTERM ended without a handler (128 + 15). */
export const SIGTERM_EXIT = 143;

const armedRuns = new WeakSet<object>();

/**
 * Arms the run's idle check once (an informer started, a watch started, or the program registered a
 * signal handler): when nothing can run, the simulated SIGTERM fires; if the program is still
 * blocked after it, it ends as a process SIGTERM killed. A resident run (the terminal's `go run`)
 * pauses instead and waits for the host's next turn (a kubectl command may change what it watches).
 */
export function armIdleSignal(ctx: NativeContext): void {
  const env = maybeKubeEnv();
  if (env === undefined || armedRuns.has(env)) return;
  armedRuns.add(env);
  const clock = env.clock;
  const fixedLimit = env.deadlineMs ?? clock.now() + DEFAULT_VIRTUAL_TIME_LIMIT_MS;
  // a resident run's host moves its deadline forward at each turn
  const limit = () => (env.resident ? (env.deadlineMs ?? fixedLimit) : fixedLimit);
  const state = runState(env);
  // the terminal's stop (Ctrl-C) ends a resident run: no note then
  const resident = env.resident === true;
  const nextWake = (): number | undefined => {
    const kube = clock.nextTimerAt();
    const ns = ctx.nextProgramTimer();
    const prog = ns === undefined ? undefined : clock.now() + Number(ns) / 1e6;
    if (prog === undefined || prog > limit()) return kube;
    return kube === undefined || prog < kube ? prog : kube;
  };
  const arm = (ms: number) => ctx.afterFunc(BigInt(Math.max(0, Math.ceil(ms))) * 1_000_000n, pump);
  const wake = () => arm(0);
  const pump = () => {
    if (state.wake === wake) state.wake = undefined;
    // a started manager runs the cluster and ends the run itself
    if (state.managers.some((m) => m.started)) return;
    clock.runUntil(clock.now());
    const next = nextWake();
    if (next !== undefined && next <= limit()) {
      arm(next - clock.now());
      return;
    }
    if (env.resident && !state.signalled && ctx.pause()) {
      // the host's next turn looks again (after a command that may have changed the cluster)
      state.wake = wake;
      return;
    }
    if (!state.signalled) {
      fireSignal(env);
      // the program's own shutdown runs first; this fires again once nothing can run
      arm(0);
      return;
    }
    if (state.programWatches > 0 && !resident) ctx.stderr(goString(WAITING_ON_WATCH));
    ctx.exit(SIGTERM_EXIT);
  };
  arm(0);
}

idleCheck.arm = armIdleSignal;

/**
 * Said when a run ends while the program's own watch loop still waits: a real process would wait
 * until the API server closes the watch (kube-apiserver times a watch out after a random 1 to 2
 * times --min-request-timeout, 1800 s by default: [AS] pkg/endpoints/handlers/get.go handleWatch)
 * or it is stopped; gc would never report a deadlock for a goroutine blocked on a network read.
 */
export const WAITING_ON_WATCH =
  'oplab: the program is still waiting for events of its watch, and nothing in this run changes the cluster any more: ' +
  'a real run would wait until the API server ends the watch (after 30 to 60 minutes) or the process is stopped; ' +
  'the run ends here as SIGTERM ends it (exit status 143)\n';

/**
 * The reflector's name: naming.GetNameFromCallsite skips frames in ".../client-go/tools/cache/",
 * which a module build's path (".../pkg/mod/k8s.io/client-go@v0.33.2/tools/cache/") never
 * contains, so the name is always reflector.go's own line that calls it, trimmed at "/pkg/"
 * (lines from the tags v0.31–v0.36).
 */
function informerCallsite(_ctx: NativeContext): string {
  const lines: Record<number, number> = { 31: 243, 32: 251, 33: 285, 34: 290, 35: 289, 36: 343 };
  const minor = clientGoMinor();
  const gomod = maybeKubeEnv()?.moduleSite?.gomod ?? '';
  const v = /^\s*(?:require\s+)?k8s\.io\/client-go\s+(v\S+)/m.exec(gomod)?.[1] ?? `v0.${minor}.0`;
  return goString(
    `pkg/mod/k8s.io/client-go@${v}/tools/cache/reflector.go:${lines[Math.min(36, Math.max(31, minor))]}`,
  );
}

/** reflector.go's line of DefaultWatchErrorHandler's HandleError call, per client-go minor (tags v0.31–v0.36). */
function reflectorErrorSite(_ctx: NativeContext): void {
  const lines: Record<number, number> = { 31: 158, 32: 166, 33: 200, 34: 205, 35: 204, 36: 227 };
  const minor = clientGoMinor();
  setKlogSite('reflector.go', lines[Math.min(36, Math.max(31, minor))]);
}

export const toolsCachePackage = goPackage({
  path: 'k8s.io/client-go/tools/cache',
  files: { 'store.go': src, 'informer.go': informerSrc, 'identity.go': identitySrc },
  natives: {
    clientGoMinor: (_ctx: NativeContext) => clientGoMinor(),
    informerStarted: armIdleSignal,
    informerCallsite,
    reflectorErrorSite,
  },
});
