// The control path's per-run state: the simulated managers and controllers the Go program created,
// by handle. Handles are small integers per run (one KubeEnv), so a program prints the same values
// on every run; natives are static, so this is found through the current environment.

import type { NativeContext } from '../../go/interp/native.ts';
import type { Iface } from '../../go/interp/values.ts';
import type { UserInfo } from '../apiserver/types.ts';
import type { Informer } from '../runtime/cache.ts';
import type { Controller } from '../runtime/controller.ts';
import type { Manager } from '../runtime/manager.ts';
import type { CallSite } from '../trace.ts';
import type { KubeEnv } from './env.ts';
import { kubeEnv } from './env.ts';
import type { GoScheme } from './scheme.ts';

export interface ManagerBinding {
  readonly h: number;
  readonly env: KubeEnv;
  readonly mgr: Manager;
  readonly scheme: GoScheme;
  /** who the manager's clients act as (from its rest.Config) */
  readonly identity: UserInfo;
  readonly ctx: NativeContext;
  /** the Go client (cached reads) and API reader handed to the program */
  client: Iface | null;
  apiReader: Iface | null;
  started: boolean;
  stopped: boolean;
  /** the error mgr.Start returns (a controller's caches did not sync) */
  startError: string | undefined;
}

export interface SourceBinding {
  readonly name: string;
  informers: Informer[];
  /** a Kind whose type the API server does not serve (CRD not installed): not synced until it is */
  missing?: string;
  /** v0.19: the handler is registered from Kind.Start's goroutine, on the next turn */
  pending?: boolean;
}

export interface ControllerBinding {
  readonly h: number;
  readonly name: string;
  readonly ctrl: Controller;
  readonly ctx: NativeContext;
  /** MaxConcurrentReconciles as configured (logged; the simulated worker is single) */
  readonly workers: number;
  readonly cacheSyncTimeoutMs: number;
  readonly logInfo: (msg: string, ...kv: unknown[]) => void;
  readonly logError: (msg: string, err: string, ...kv: unknown[]) => void;
  manager: ManagerBinding | undefined;
  readonly sources: SourceBinding[];
  /** every source of the controller was started (the manager started it) */
  sourcesStarted: boolean;
  workersStarted: boolean;
  syncFailed: boolean;
}

/**
 * A watch the controller builder registered (For, Owns, Watches, WatchesRawSource), or a
 * WithEventFilter that applies to every watch of its controller: where the program called it, so
 * that evidence names the builder call that watches a kind without reading the source text.
 */
export interface WatchRecord {
  controller: string;
  /** The builder method, or Watch: the program's own Controller.Watch call (controller.New). */
  via: 'For' | 'Owns' | 'Watches' | 'WatchesRawSource' | 'WithEventFilter' | 'Watch';
  /** The watched kind (none for WithEventFilter, or a raw source that is not a Kind source). */
  gvk?: { group: string; version: string; kind: string };
  /** The call, with the program's frames that called it. */
  site?: CallSite;
}

export interface RunState {
  readonly managers: ManagerBinding[];
  /** the simulated signal: cancels of the contexts SetupSignalHandler returned */
  readonly shutdown: (() => void)[];
  signalled: boolean;
  /**
   * A resident run (the terminal's `make run`) paused because the cluster was idle: the host calls
   * this before resuming so mgr.Start looks at the cluster's timers again.
   */
  wake?: () => void;
  /** server watches the program's own code started and has not stopped (client-go's Watch calls) */
  programWatches: number;
  readonly controllers: ControllerBinding[];
  readonly controllerNames: Set<string>;
  /** the informerCaches cache.New made, in order (a manager adopts the one its NewCache made) */
  readonly newCaches: any[];
  /** a cache NewCache returned that is not an informerCache (a wrapper) → its manager's handle */
  readonly cacheOwners: WeakMap<object, number>;
  /** the builder's call sites, by the handle (index + 1) the builder keeps in its inputs */
  readonly builderSites: CallSite[];
  /** the watches the builder (or the program's own Controller.Watch) registered, in order */
  readonly watches: WatchRecord[];
}

const states = new WeakMap<KubeEnv, RunState>();

/**
 * Arms the run's idle check (client-go tools/cache armIdleSignal, which sets it when loaded): the
 * watch natives call it through here, as importing the cache package from them would be a cycle.
 */
export const idleCheck: { arm: (ctx: NativeContext) => void } = { arm: () => {} };

/** The control-path state of the current run (created on first use). */
export function runState(env: KubeEnv = kubeEnv()): RunState {
  let s = states.get(env);
  if (s === undefined) {
    s = {
      managers: [],
      shutdown: [],
      signalled: false,
      programWatches: 0,
      controllers: [],
      controllerNames: new Set(),
      newCaches: [],
      cacheOwners: new WeakMap(),
      builderSites: [],
      watches: [],
    };
    states.set(env, s);
  }
  return s;
}

/** The watches registered in a run: the builder's, and the program's own Controller.Watch calls. */
export function registeredWatches(env: KubeEnv): readonly WatchRecord[] {
  return states.get(env)?.watches ?? [];
}

/** The managers a run created (for the runner's results). */
export function managersOf(env: KubeEnv): readonly ManagerBinding[] {
  return states.get(env)?.managers ?? [];
}

export function managerByHandle(h: number): ManagerBinding {
  const m = runState().managers[h];
  if (m === undefined) throw new Error(`no simulated manager with handle ${h}`);
  return m;
}

export function controllerByHandle(h: number): ControllerBinding {
  const c = runState().controllers[h];
  if (c === undefined) throw new Error(`no simulated controller with handle ${h}`);
  return c;
}
