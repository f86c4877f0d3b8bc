// internal/testlog's PanicOnExit0 (go1.23 src/internal/testlog/exit.go): package testing sets it
// around the tests when the go command passes -test.paniconexit0 (testing.go M.before/M.after), and
// os.Exit(0) then panics instead of ending the process (os/proc.go Exit), so a test that calls
// os.Exit(0) fails instead of passing in silence.

import type { NativeContext } from '../../interp/native.ts';

const panicOnExit0 = new WeakSet<NativeContext>();

export function setPanicOnExit0(ctx: NativeContext, v: boolean): void {
  if (v) panicOnExit0.add(ctx);
  else panicOnExit0.delete(ctx);
}

export function isPanicOnExit0(ctx: NativeContext): boolean {
  return panicOnExit0.has(ctx);
}
