// What the runtime's symbol table knows of a declared function value: its name as gc's tracebacks
// print it and the position of its declaration. runtime.FuncForPC(reflect.ValueOf(f).Pointer())
// reads it: the usual way Go code names a function value (handlers, middleware, test helpers).
// Declared functions only: a closure or a method value has no entry here (FuncForPC returns nil).

import { R } from './state.ts';

export interface FuncSym {
  /** `main.foo`, `example.com/m/pkg.(*T).M`, as the function's frames are named. */
  readonly name: string;
  /** The file as the program was loaded (the host maps it as for tracebacks). */
  readonly file: string;
  readonly line: number;
}

const syms = new WeakMap<object, FuncSym>();

/** Records `fn`, a compiled declared function, once: at its compile, not at each use. */
export function recordFuncSym(fn: object, sym: FuncSym): void {
  syms.set(fn, sym);
}

/**
 * The symbol of function value `fn`: a lazy holder's stub compiles its function first (it is about
 * to be named, as Go's binary has every function's entry).
 */
export function funcSymOf(fn: unknown): FuncSym | undefined {
  if (typeof fn !== 'function') return undefined;
  const direct = syms.get(fn);
  if (direct !== undefined) return direct;
  const force = (fn as { $force?: () => unknown }).$force;
  if (force === undefined) return undefined;
  const compiled = force();
  return typeof compiled === 'function' ? syms.get(compiled) : undefined;
}

/**
 * Value.Pointer of a function value: its address names the function from then on, in this run only
 * (addresses are numbered per run, state.ts RunState.addresses).
 */
export function noteFuncAddress(address: number | bigint, sym: FuncSym): void {
  R.addresses.funcs ??= new Map();
  R.addresses.funcs.set(address, sym);
}

/** The function whose entry address is `pc` (as Value.Pointer gave it in this run), if any. */
export function funcAtAddress(pc: number | bigint): FuncSym | undefined {
  return R.addresses.funcs?.get(pc);
}
