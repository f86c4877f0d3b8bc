// runtime.Caller / Callers and the program counters behind CallersFrames and FuncForPC. A program
// counter here is a number standing for one call position (function, file, line): the same position
// always gets the same number within a process, and each function an entry number of its own, so
// the Go side (runtime.go) can map them back as the real runtime does through its pclntab.

import { funcAtAddress } from '../../interp/funcsym.ts';
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

const PROC = '/usr/local/go/src/runtime/proc.go';
const GOEXIT: CallerInfo = {
  func: 'runtime.goexit',
  file: '/usr/local/go/src/runtime/asm_amd64.s',
  line: 1700,
  col: 1,
};
/** Below main.main: the runtime's frames as go1.23 reports them (runtime/proc.go main). */
const BELOW_MAIN: readonly CallerInfo[] = [{ func: 'runtime.main', file: PROC, line: 272, col: 1 }, GOEXIT];
/** Below a package's initialiser (`p.init`, `p.init.0`): doInit's frames, then runtime.main's. */
const BELOW_INIT: readonly CallerInfo[] = [
  { func: 'runtime.doInit1', file: PROC, line: 7291, col: 1 },
  { func: 'runtime.doInit', file: PROC, line: 7258, col: 1 },
  { func: 'runtime.main', file: PROC, line: 254, col: 1 },
  GOEXIT,
];

/**
 * The running goroutine's frames with the runtime's own below them, as runtime.Callers and Caller
 * walk them: main.main is called by runtime.main, an initialiser by runtime.doInit1, and every
 * goroutine's first function returns to runtime.goexit.
 */
function framesOf(ctx: NativeContext): readonly CallerInfo[] {
  const frames = ctx.callers();
  const bottom = frames[frames.length - 1]?.func;
  if (bottom === undefined) return frames;
  if (bottom === 'main.main') return [...frames, ...BELOW_MAIN];
  if (/\.init(\.\d+)?$/.test(bottom)) return [...frames, ...BELOW_INIT];
  return [...frames, GOEXIT];
}

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
    const c = skip >= 0 ? framesOf(ctx)[skip] : undefined;
    if (c === undefined) return [0, goString(''), 0, false];
    return [pcOf(c), goString(c.file), c.line, true];
  },
  // Callers(skip, pc []uintptr) int: skip 0 is Callers itself, 1 its caller.
  Callers: (ctx: NativeContext, skip: number, out: Slice | null) => {
    if (out === null) return 0;
    const frames = [CALLERS_FRAME, ...framesOf(ctx)];
    let n = 0;
    for (let i = Math.max(skip, 0); i < frames.length && n < out.len; i++) out.set(n++, pcOf(frames[i]));
    return n;
  },
  // pcInfo(pc uintptr) (function, file string, line int, entry uintptr, ok bool)
  pcInfo: (ctx: NativeContext, pc: number | bigint) => {
    const sym = funcAtAddress(pc);
    if (sym !== undefined)
      return [goString(sym.name), goString(ctx.tracedFile(sym.file)), sym.line, pc, true];
    const p = typeof pc === 'number' ? pcInfo(pc) : undefined;
    if (p === undefined) return [goString(''), goString(''), 0, 0, false];
    return [goString(p.func), goString(p.file), p.line, p.entry, true];
  },
};
