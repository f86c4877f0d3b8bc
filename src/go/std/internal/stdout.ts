// os.Stdout as fmt's Print, Printf and Println see it. They write to the host's standard output
// directly while os.Stdout is the file it started as; once a program points os.Stdout elsewhere (an
// os.Pipe, as go test's examples and tests that capture output do) or closes it, they write through
// its Write method, as gc's fmt does (print.go: Fprint(os.Stdout, ...)). The os package registers
// its variable at start (os.go watchStdout); a program that never imports os cannot move it.

import type { NativeContext } from '../../interp/native.ts';
import { ptrTo } from '../../interp/rtype.ts';
import { type Cell, Iface } from '../../interp/values.ts';
import { bytesSlice } from './conv.ts';

interface StreamFile {
  closed: boolean;
}

/** The variable os.Stdout of a run and the file it held at start. */
const stdouts = new WeakMap<NativeContext, { v: Cell; start: StreamFile }>();

export function watchStdout(ctx: NativeContext, v: Cell): void {
  stdouts.set(ctx, { v, start: v.v });
}

/** Writes s as fmt.Print does: to the host's stdout, or through os.Stdout's Write once it moved. */
export function toStdout(ctx: NativeContext, s: string): [number | bigint, Iface | null] {
  const w = stdouts.get(ctx);
  if (w === undefined || (w.v.v === w.start && !w.start.closed)) {
    ctx.stdout(s);
    return [s.length, null];
  }
  const f = new Iface(ptrTo(ctx.typeOf('os', 'File')), w.v.v);
  return ctx.callMethod(f, 'Write', bytesSlice(s));
}
