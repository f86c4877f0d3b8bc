// The controller-runtime minor the running project's go.mod requires, for the few lines whose wording
// or condition changed between minors (the manager's stop sequence gained "Stopping and waiting for
// warmup runnables" in v0.22; the "Reconciler returned both…" warning was reworded in v0.20 and v0.23).
// The Go of those packages is the same for every minor, so it asks at run time.

import { DEFAULT_CWD } from '../../go/build/build.ts';
import type { NativeContext } from '../../go/interp/native.ts';
import { maybeKubeEnv } from './env.ts';
import { moduleSite } from './zap-stack.ts';

/** v0.<minor> from go.mod (`sigs.k8s.io/controller-runtime v0.20.2` → 20), 0 when go.mod names none. */
export function pinnedControllerRuntimeMinor(): number {
  const env = maybeKubeEnv();
  const version = (env?.moduleSite ?? moduleSite(env?.files, DEFAULT_CWD)).version;
  const m = /^v0\.(\d+)\./.exec(version);
  return m === null ? 0 : Number(m[1]);
}

/** The native `func controllerRuntimeMinor() int` of the packages that need it. */
export function controllerRuntimeMinorNative(_ctx: NativeContext): number {
  return pinnedControllerRuntimeMinor();
}

/**
 * v0.<minor> of k8s.io/apimachinery that go.mod requires (`k8s.io/apimachinery v0.31.2` → 31), 0
 * when it names none: for the few texts that changed between its minors (field.Error's ErrorBody
 * prints a composite value as JSON from v0.34, with %#v before).
 */
export function pinnedApimachineryMinor(): number {
  const env = maybeKubeEnv();
  const gomod = (env?.moduleSite ?? moduleSite(env?.files, DEFAULT_CWD)).gomod ?? '';
  const m = /^\s*(?:require\s+)?k8s\.io\/apimachinery\s+v0\.(\d+)\./m.exec(gomod);
  return m === null ? 0 : Number(m[1]);
}
