// package runtime: the Error interface (the interpreter's runtime panics implement it), the platform
// constants of the simulated machine (linux/amd64), Gosched (a zero-length sleep lets the other
// goroutines run), and no-op GC/KeepAlive. NumGoroutine and Caller are not provided (the scheduler
// does not expose them to packages); a program using them gets a clear `undefined:` error.

import type { NativeContext, NativePackage } from '../../interp/native.ts';

const src = `package runtime

type Error interface {
	error
	RuntimeError()
}

const GOOS = "linux"

const GOARCH = "amd64"

const Compiler = "gc"

func Gosched()

func GC() {}

func KeepAlive(x any) {}

func NumCPU() int { return 1 }

func GOMAXPROCS(n int) int { return 1 }

func Version() string { return "go1.26.0" }

func GOROOT() string { return "/usr/local/go" }
`;

let pkg: NativePackage | undefined;

export function runtimePackage(): NativePackage {
  pkg ??= {
    path: 'runtime',
    files: [{ name: 'runtime.go', src }],
    natives: { Gosched: (ctx: NativeContext) => ctx.block(ctx.sleepPark(0)) },
  };
  return pkg;
}
