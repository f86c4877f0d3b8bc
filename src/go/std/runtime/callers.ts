// runtime.Caller / Callers and the program counters behind CallersFrames and FuncForPC. A program
// counter here is a number standing for one call position (function, file, line): the same position
// always gets the same number within a process, and each function an entry number of its own, so
// the Go side (runtime.go) can map them back as the real runtime does through its pclntab.

import type { CallerInfo, NativeContext } from '../../interp/native.ts';
import { goString } from '../../interp/strings.ts';
import type { Slice } from '../../interp/values.ts';
import callersGo from './callers.go?raw';

interface Pc {
  readonly func: string;
  readonly file: string;
  readonly line: number;
  readonly entry: number;
}

const PC_BASE = 0x4a0000;
const ENTRY_BASE = 0x401000;
const byKey = new Map<string, number>();
const pcs: Pc[] = [];
const entries = new Map<string, number>();

/** runtime.Callers' own frame (skip 0), as go1.23 reports it. */
const CALLERS_FRAME: CallerInfo = {
  func: 'runtime.Callers',
  file: '/usr/local/go/src/runtime/extern.go',
  line: 331,
  col: 1,
};

function pcOf(c: CallerInfo): number {
  const key = `${c.func}\0${c.file}\0${c.line}`;
  let pc = byKey.get(key);
  if (pc === undefined) {
    let entry = entries.get(c.func);
    if (entry === undefined) {
      entry = ENTRY_BASE + entries.size * 0x100;
      entries.set(c.func, entry);
    }
    // a return address: one past the call, as the real runtime's Callers reports
    pc = PC_BASE + pcs.length * 0x10 + 1;
    pcs.push({ func: c.func, file: c.file, line: c.line, entry });
    byKey.set(key, pc);
  }
  return pc;
}

function pcInfo(pc: number): Pc | undefined {
  const i = Math.floor((pc - PC_BASE) / 0x10);
  return i >= 0 && i < pcs.length ? pcs[i] : undefined;
}

/** Go side: Caller, Callers, FuncForPC, Frames (a file of package runtime beside runtime.go). */
export const callersSrc = callersGo;

export const callersNatives = {
  // Caller(skip) (pc uintptr, file string, line int, ok bool): skip 0 is Caller's caller.
  Caller: (ctx: NativeContext, skip: number) => {
    const c = skip >= 0 ? ctx.callers()[skip] : undefined;
    if (c === undefined) return [0, goString(''), 0, false];
    return [pcOf(c), goString(c.file), c.line, true];
  },
  // Callers(skip, pc []uintptr) int: skip 0 is Callers itself, 1 its caller.
  Callers: (ctx: NativeContext, skip: number, out: Slice | null) => {
    if (out === null) return 0;
    const frames = [CALLERS_FRAME, ...ctx.callers()];
    let n = 0;
    for (let i = Math.max(skip, 0); i < frames.length && n < out.len; i++) out.set(n++, pcOf(frames[i]));
    return n;
  },
  // pcInfo(pc uintptr) (function, file string, line int, entry uintptr, ok bool)
  pcInfo: (_ctx: NativeContext, pc: number) => {
    const p = pcInfo(pc);
    if (p === undefined) return [goString(''), goString(''), 0, 0, false];
    return [goString(p.func), goString(p.file), p.line, p.entry, true];
  },
};
