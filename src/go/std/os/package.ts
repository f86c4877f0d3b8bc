// package os: environment, arguments, exit, Stdout/Stderr as *File writers, the host's standard input,
// and an in-memory file system that lives for one run (written in Go below).

import type { NativeContext, NativePackage } from '../../interp/native.ts';
import { tString } from '../../interp/rtype.ts';
import type { Chan } from '../../interp/sched.ts';
import { type Cell, Iface, type Slice } from '../../interp/values.ts';
import { bytesOf, sliceOf } from '../internal/conv.ts';
import { watchStdout } from '../internal/stdout.ts';
import { isPanicOnExit0 } from '../internal/testlog.ts';
import src from './os.go?raw';

let pkg: NativePackage | undefined;

type StreamFile = { fd: number; name: string };

/** Go bytes (a binary string) to standard output or error. */
function writeStream(ctx: NativeContext, f: StreamFile, s: string): [number, Iface | null] {
  if (f.fd === 1) ctx.stdout(s);
  else if (f.fd === 2) ctx.stderr(s);
  else return [0, ctx.errorf(`write ${f.name}: bad file descriptor`)];
  return [s.length, null];
}

export function osPackage(): NativePackage {
  pkg ??= {
    path: 'os',
    files: [{ name: 'os.go', src }],
    natives: {
      runtimeArgs: (ctx) => sliceOf([...ctx.args]),
      watchStdout: (ctx, v: Cell) => watchStdout(ctx, v),
      // A pipe read or write with a deadline: the wake channel closing or the deadline, first.
      waitWake: (ctx, wake: Chan, ns: number | bigint) => {
        let timedOut = false;
        const cancel = ctx.afterFunc(ns, () => (timedOut = true), ctx.inProgramCode());
        return ctx.block({ reason: 'select', ready: () => timedOut || wake.closed }, () => {
          cancel();
        });
      },
      readStdin: (ctx, max: number | bigint) => ctx.stdin(Math.min(Number(max), 1 << 20)),
      '*File.writeStream': (ctx, f: StreamFile, b: Slice | null) => writeStream(ctx, f, bytesOf(b)),
      '*File.writeStringStream': (ctx, f: StreamFile, s: string) => writeStream(ctx, f, s),
      LookupEnv: (ctx, key: string) => {
        const v = ctx.env.get(key);
        return v === undefined ? ['', false] : [v, true];
      },
      Setenv: (ctx, key: string, value: string) => {
        if (key === '' || key.includes('=') || key.includes('\0'))
          return ctx.errorf('setenv: invalid argument');
        ctx.env.set(key, value);
        return null;
      },
      Unsetenv: (ctx, key: string) => {
        ctx.env.delete(key);
        return null;
      },
      Environ: (ctx) => sliceOf([...ctx.env].map(([k, v]) => `${k}=${v}`)),
      Clearenv: (ctx) => {
        ctx.env.clear();
      },
      Exit: (ctx, code: number | bigint) => {
        // os/proc.go Exit: a test binary run by go test (-test.paniconexit0) panics instead.
        if (Number(code) === 0 && isPanicOnExit0(ctx))
          throw ctx.panicValue(new Iface(tString, 'unexpected call to os.Exit(0) during test'));
        return ctx.exit(Number(code));
      },
    },
  };
  return pkg;
}
