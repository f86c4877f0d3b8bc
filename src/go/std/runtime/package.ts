// package runtime: the Error interface (the interpreter's runtime panics implement it), the platform
// constants of the simulated machine (linux/amd64), Gosched (a zero-length sleep lets the other
// goroutines run), Goexit (the interpreter's goexit unwinding), no-op GC/KeepAlive/SetFinalizer,
// NumGoroutine (the scheduler's live goroutines) and ReadMemStats (the memory budget's heap
// estimate). Caller, Callers, CallersFrames and FuncForPC are in callers.ts. Stack gives the header
// and the caller's frame (robfig/cron's recover handler prints it).

import type { NativeContext, NativePackage } from '../../interp/native.ts';
import { FatalError, goexitUnwind } from '../../interp/panic.ts';
import { goString } from '../../interp/strings.ts';
import { callersNatives, callersSrc } from './callers.ts';
import debugSrc from './debug.go?raw';
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
      // The breakpoint trap with no debugger attached: the runtime's SIGTRAP crash (runtime/
      // signal_unix.go sighandler), deferred calls not run; the trap's own frames as go1.23's.
      Breakpoint: (ctx: NativeContext) => {
        const frames = ctx
          .callers()
          .map((c) => `${c.func}(${c.noArgs ? '' : '...'})\n\t${c.file}:${c.line} +0x0\n`)
          .join('');
        // the header names the goroutine that trapped (known once the scheduler has unwound it)
        const report = (g: number) =>
          `SIGTRAP: trace trap\nPC=0x469921 m=0 sigcode=128\n\ngoroutine ${g} gp=0xc0000061c0 m=0 mp=0x554900 [running]:\n` +
          'runtime.breakpoint()\n\t/usr/local/go/src/runtime/asm_amd64.s:388 +0x1\n' +
          `runtime.Breakpoint(...)\n\t/usr/local/go/src/runtime/proc.go:5261\n${frames}`;
        const fatal = new FatalError(report(1));
        fatal.textFor = report;
        throw fatal;
      },
      // the "goroutine N [running]:" header and the frame of Stack's caller, as runtime.Stack prints them
      // runtime.Stack(buf, all): gc's traceback from Stack's caller (Stack's own frame left out).
      stackText: (ctx: NativeContext, all: boolean) => goString(ctx.stackText(all, 1)),
    },
  };
  return pkg;
}

let debugPkg: NativePackage | undefined;

/** package runtime/debug: Stack/PrintStack (the caller's frames) and the GC/stack settings. */
export function runtimeDebugPackage(): NativePackage {
  debugPkg ??= {
    path: 'runtime/debug',
    files: [{ name: 'stack.go', src: debugSrc }],
    natives: {
      // go1.23's text: header, runtime/debug.Stack at stack.go:26, then the callers' frames.
      stackText: (ctx: NativeContext) => {
        let s =
          'goroutine 1 [running]:\nruntime/debug.Stack()\n\t/usr/local/go/src/runtime/debug/stack.go:26 +0x5e\n';
        for (const c of ctx.callers())
          if (c.func !== 'runtime/debug.Stack')
            s += `${c.func}${c.noArgs ? '()' : '(...)'}\n\t${c.file}:${c.line} +0x0\n`;
        return goString(s);
      },
    },
  };
  return debugPkg;
}
