// The stack trace zap appends to a line at or above the logger's StacktraceLevel (controller-runtime's
// pkg/log/zap: Warn in development, Error in production, so every logr Error line): the calling
// goroutine's frames, `function\n\tfile:line` joined by `\n`, the outermost frame (runtime.main or
// runtime.goexit) left out, as go.uber.org/zap's internal/stacktrace formats it. The console encoder
// prints it on the lines after the entry; the JSON encoder as the "stacktrace" key.
//
// The program's own frames come from the interpreter. Where they reach the simulated
// controller-runtime's reconcile path, the frames real controller-runtime has there are written
// instead, with the lines of the tag go.mod pins (table below), under the module cache or vendor/.
// Other paths through the simulated packages have no faithful frames: the line then gets no trace.

import { moduleCacheDir } from '../../go/build/mod/resolve.ts';
import type { CallerInfo } from '../../go/interp/native.ts';

/**
 * [CR] pkg/internal/controller/controller.go per tag: the line of Reconcile's `c.Do.Reconcile` call,
 * reconcileHandler's `c.Reconcile` call and its `log.Error(err, "Reconciler error")`,
 * processNextWorkItem's `c.reconcileHandler` call, and the worker closure (gc's name) with its
 * `for c.processNextWorkItem(ctx)` line. Computed with go/ast from every v0.19–v0.24 tag of the
 * mirror (patch releases that move no line share an entry).
 */
const RECONCILE_PATH: readonly (readonly [string, number, number, number, number, string, number])[] = [
  ['v0.19.0', 116, 303, 316, 263, 'Start.func2.2', 224],
  ['v0.20.0', 118, 319, 332, 279, 'Start.func2.2', 240],
  ['v0.20.1', 118, 328, 341, 288, 'Start.func2.2', 249],
  ['v0.20.4', 119, 334, 347, 294, 'Start.func2.2', 255],
  ['v0.21.0', 119, 340, 353, 300, 'Start.func2.1', 202],
  ['v0.22.0', 216, 461, 474, 421, 'Start.func1.1', 296],
  ['v0.23.0', 222, 479, 495, 438, 'Start.func1.1', 313],
  ['v0.24.0', 221, 478, 494, 437, 'Start.func1.1', 312],
];

function semverParts(v: string): [number, number, number] | undefined {
  const m = /^v(\d+)\.(\d+)\.(\d+)/.exec(v);
  return m === null ? undefined : [Number(m[1]), Number(m[2]), Number(m[3])];
}

/** The table entry for `version`: the newest entry of its minor not after it (else the minor's first, else v0.24's). */
function pathFor(version: string) {
  const want = semverParts(version);
  let best = RECONCILE_PATH[RECONCILE_PATH.length - 1];
  if (want === undefined) return best;
  const sameMinor = RECONCILE_PATH.filter((e) => semverParts(e[0])![1] === want[1]);
  if (sameMinor.length === 0) return best;
  best = sameMinor[0];
  for (const e of sameMinor) if (semverParts(e[0])![2] <= want[2]) best = e;
  return best;
}

/** Where the project's controller-runtime sources are: its go.mod version, vendor/ or the module cache. */
export interface ModuleSite {
  /** the module root's absolute path (/home/gopher/app) */
  root: string;
  /** the version go.mod requires ('' when none) */
  version: string;
  vendored: boolean;
  env?: Readonly<Record<string, string>>;
  /** go.mod's text ('' when none) */
  gomod?: string;
}

/** ModuleSite of a project from its files. */
export function moduleSite(
  files: readonly { name: string; src: string }[] | undefined,
  root: string,
  env?: Readonly<Record<string, string>>,
): ModuleSite {
  const gomod = files?.find((f) => f.name === 'go.mod')?.src ?? '';
  const version = /^\s*(?:require\s+)?sigs\.k8s\.io\/controller-runtime\s+(v\S+)/m.exec(gomod)?.[1] ?? '';
  const vendored = files?.some((f) => f.name === 'vendor/modules.txt') ?? false;
  return { root, version, vendored, env, gomod };
}

const LOGGING = /^(github\.com\/go-logr\/logr|sigs\.k8s\.io\/controller-runtime\/pkg\/log(\/zap)?)\./;
const SIMULATED = 'sigs.k8s.io/controller-runtime/';
const STOP_SEQUENCE = 'sigs.k8s.io/controller-runtime/pkg/manager.(*controllerManager).stopSequenceError';

/** One frame as real Go reports it. */
interface RealFrame {
  func: string;
  file: string;
  line: number;
}

/**
 * The frames above the logging packages, as the real program has them; `complete` false when they
 * reach simulated code other than the reconcile path (the frames before it are still given).
 */
function realFrames(
  frames: readonly CallerInfo[],
  site: ModuleSite,
): { out: RealFrame[]; complete: boolean } {
  let i = 0;
  while (i < frames.length && LOGGING.test(frames[i].func)) i++;
  const out: RealFrame[] = [];
  for (; i < frames.length; i++) {
    const f = frames[i];
    if (!f.func.startsWith(SIMULATED)) {
      out.push({ func: f.func, file: f.file, line: f.line });
      continue;
    }
    if (f.func === STOP_SEQUENCE) {
      // the drain goroutine of engageStopProcedure: its only frame (runtime.goexit is not printed)
      const version = site.version !== '' ? site.version : pathFor('')[0];
      const minor = semverParts(version)?.[1] ?? 24;
      const file = site.vendored
        ? `${site.root}/vendor/sigs.k8s.io/controller-runtime/pkg/manager/internal.go`
        : `${moduleCacheDir(site.env ?? {})}/sigs.k8s.io/controller-runtime@${version}/pkg/manager/internal.go`;
      out.push({
        func: 'sigs.k8s.io/controller-runtime/pkg/manager.(*controllerManager).engageStopProcedure.func1',
        file,
        // its cm.logger.Error line: v0.19–v0.21 512, v0.22 517, v0.23+ 533
        line: minor >= 23 ? 533 : minor >= 22 ? 517 : 512,
      });
      return { out, complete: true };
    }
    // The simulated controller: its Reconcile (the user's reconciler below it) or reconcileHandler
    // (the "Reconciler error" line itself). The worker that calls them is not Go here.
    const fromReconcile = f.func.endsWith('.Reconcile') && /\(\*controllerImpl\)/.test(f.func);
    const fromHandler = f.func.endsWith('.reconcileHandler') && /\(\*controllerImpl\)/.test(f.func);
    if (!fromReconcile && !fromHandler) return { out, complete: false };
    const [, reconcile, handlerCall, handlerError, next, worker, loop] = pathFor(site.version);
    const version = site.version !== '' ? site.version : pathFor('')[0];
    const file = site.vendored
      ? `${site.root}/vendor/sigs.k8s.io/controller-runtime/pkg/internal/controller/controller.go`
      : `${moduleCacheDir(site.env ?? {})}/sigs.k8s.io/controller-runtime@${version}/pkg/internal/controller/controller.go`;
    const fn = (name: string) =>
      `sigs.k8s.io/controller-runtime/pkg/internal/controller.(*Controller[...]).${name}`;
    if (fromReconcile) out.push({ func: fn('Reconcile'), file, line: reconcile });
    out.push({ func: fn('reconcileHandler'), file, line: fromReconcile ? handlerCall : handlerError });
    out.push({ func: fn('processNextWorkItem'), file, line: next });
    out.push({ func: fn(worker), file, line: loop });
    return { out, complete: true };
  }
  return { out, complete: true };
}

/**
 * The trace for a log line written from `frames` (the interpreter's, innermost first), or undefined
 * when the frames pass through simulated code other than the reconcile path.
 */
export function zapStack(frames: readonly CallerInfo[], site: ModuleSite): string | undefined {
  const { out, complete } = realFrames(frames, site);
  // The goroutine's outermost frame (runtime.main for main.main) is not printed.
  if (!complete || out.length === 0) return undefined;
  return out.map((f) => `${f.func}\n\t${f.file}:${f.line}`).join('\n');
}

/**
 * The frame zap.AddCaller reports for a log line written from `frames`: the one calling the logr
 * Logger, `skip` (AddCallerSkip) more above; undefined when it is simulated code whose real
 * position is not known (manager and controller start-up lines) or beyond the frames given.
 */
export function zapCaller(
  frames: readonly CallerInfo[],
  site: ModuleSite,
  skip: number,
): RealFrame | undefined {
  return realFrames(frames, site).out[skip];
}
