// package runtime: the Error interface (the interpreter's runtime panics implement it), the platform
// constants of the simulated machine (linux/amd64), Gosched (a zero-length sleep lets the other
// goroutines run), Goexit (the interpreter's goexit unwinding), no-op GC/KeepAlive/SetFinalizer,
// NumGoroutine (the scheduler's live goroutines) and ReadMemStats (the memory budget's heap
// estimate). Caller, Callers, CallersFrames and FuncForPC are in callers.ts. Stack gives the header
// and the caller's frame (robfig/cron's recover handler prints it).

import type { NativeContext, NativePackage } from '../../interp/native.ts';
import { goexitUnwind } from '../../interp/panic.ts';
import { goString } from '../../interp/strings.ts';
import { callersNatives, callersSrc } from './callers.ts';
import src from './runtime.go?raw';

let pkg: NativePackage | undefined;

export function runtimePackage(): NativePackage {
  pkg ??= {
    path: 'runtime',
    files: [
      { name: 'runtime.go', src },
      { name: 'extern.go', src: callersSrc },
    ],
    natives: {
      ...callersNatives,
      NumGoroutine: (ctx: NativeContext) => ctx.numGoroutine(),
      heapBytes: (ctx: NativeContext) => ctx.heapBytes(),
      Gosched: (ctx: NativeContext) => ctx.block(ctx.sleepPark(0)),
      Goexit: () => {
        throw goexitUnwind();
      },
      // the "goroutine N [running]:" header and the frame of Stack's caller, as runtime.Stack prints them
      stackText: (ctx: NativeContext) => {
        const c = ctx.caller();
        const frame = c === undefined ? '' : `${c.func}(...)\n\t${c.file}:${c.line} +0x0\n`;
        return goString(`goroutine 1 [running]:\n${frame}`);
      },
    },
  };
  return pkg;
}
