// The printf analyzer of go1.23's vet (golang.org/x/tools/go/analysis/passes/printf, printf.go and
// types.go): format strings against their arguments, for the standard library's print functions.
// Wrapper inference (facts across functions) is not done: only the functions of its isPrint table.
import type { CallExpr, Expr } from '../syntax/ast.ts';
import type { Info } from '../types/info.ts';
import { lookupFieldOrMethod } from '../types/lookup.ts';
import { Basic, type Func, type Type, under } from '../types/types.ts';
import { typeString } from '../types/typestring.ts';
import type { Formatter } from './format.ts';
import type { Report } from './vet.ts';

// printf.go isPrint: the functions known to print, by full name.
const printFuncs = new Set([
  'fmt.Appendf',
  'fmt.Append',
  'fmt.Appendln',
  'fmt.Errorf',
  'fmt.Fprint',
  'fmt.Fprintf',
  'fmt.Fprintln',
  'fmt.Print',
  'fmt.Printf',
  'fmt.Println',
  'fmt.Sprint',
  'fmt.Sprintf',
  'fmt.Sprintln',
  'runtime/trace.Logf',
  'log.Print',
  'log.Printf',
  'log.Println',
  'log.Fatal',
  'log.Fatalf',
  'log.Fatalln',
  'log.Panic',
  'log.Panicf',
  'log.Panicln',
  '(*log.Logger).Fatal',
  '(*log.Logger).Fatalf',
  '(*log.Logger).Fatalln',
  '(*log.Logger).Panic',
  '(*log.Logger).Panicf',
  '(*log.Logger).Panicln',
  '(*log.Logger).Print',
  '(*log.Logger).Printf',
  '(*log.Logger).Println',
  '(*testing.common).Error',
  '(*testing.common).Errorf',
  '(*testing.common).Fatal',
  '(*testing.common).Fatalf',
  '(*testing.common).Log',
  '(*testing.common).Logf',
  '(*testing.common).Skip',
  '(*testing.common).Skipf',
  '(testing.TB).Error',
  '(testing.TB).Errorf',
  '(testing.TB).Fatal',
  '(testing.TB).Fatalf',
  '(testing.TB).Log',
  '(testing.TB).Logf',
  '(testing.TB).Skip',
  '(testing.TB).Skipf',
]);

/** types.Func.FullName: `fmt.Printf`, `(*log.Logger).Printf`, `(testing.TB).Logf`. */
export function fullName(f: Func): string {
  const recv = f.type.recv;
  if (!recv) return f.pkg ? `${f.pkg.path}.${f.name}` : f.name;
  let t = recv.type;
  let star = '';
  if (t.kind === 'pointer') {
    star = '*';
    t = t.elem;
  }
  const n =
    t.kind === 'named' || t.kind === 'alias' ? `${t.obj.pkg ? `${t.obj.pkg.path}.` : ''}${t.obj.name}` : '?';
  return `(${star}${n}).${f.name}`;
}

export function calleeFunc(info: Info, call: CallExpr): Func | undefined {
  let fun = call.fun;
  while (fun.kind === 'ParenExpr') fun = fun.x;
  if (fun.kind === 'Ident') {
    const o = info.uses.get(fun);
    return o?.kind === 'func' ? o : undefined;
  }
  if (fun.kind === 'SelectorExpr') {
    const sel = info.selections.get(fun);
    if (sel) return sel.kind === 'methodval' && sel.obj.kind === 'func' ? sel.obj : undefined;
    const o = info.uses.get(fun.sel);
    return o?.kind === 'func' ? o : undefined;
  }
  return undefined;
}

const argBool = 1,
  argInt = 2,
  argRune = 4,
  argString = 8,
  argFloat = 16,
  argComplex = 32,
  argPointer = 64,
  argError = 128,
  anyType = -1;

const printVerbs: [string, string, number][] = [
  ['%', '', 0],
  ['b', ' -+.0#', argInt | argFloat | argComplex | argPointer],
  ['c', '-', argRune | argInt],
  ['d', ' -+.0', argInt | argPointer],
  ['e', ' -+.0#', argFloat | argComplex],
  ['E', ' -+.0#', argFloat | argComplex],
  ['f', ' -+.0#', argFloat | argComplex],
  ['F', ' -+.0#', argFloat | argComplex],
  ['g', ' -+.0#', argFloat | argComplex],
  ['G', ' -+.0#', argFloat | argComplex],
  ['o', ' -+.0#', argInt | argPointer],
  ['O', ' -+.0#', argInt | argPointer],
  ['p', '-#', argPointer],
  ['q', ' -+.0#', argRune | argInt | argString],
  ['s', ' -+.0', argString],
  ['t', '-', argBool],
  ['T', '-', anyType],
  ['U', '-#', argRune | argInt],
  ['v', ' -+.0#', anyType],
  ['w', ' -+.0#', argError],
  ['x', ' -+.0#', argRune | argInt | argString | argPointer | argFloat | argComplex],
  ['X', ' -+.0#', argRune | argInt | argString | argPointer | argFloat | argComplex],
];

function count(n: number, what: string): string {
  return n === 1 ? `${n} ${what}` : `${n} ${what}s`;
}

function stringConst(info: Info, e: Expr): string | undefined {
  const tv = info.types.get(e);
  return tv?.value?.kind === 'string' ? tv.value.value : undefined;
}

function hasMethod(t: Type, name: string, nparams: number, resultString?: boolean): boolean {
  const r = lookupFieldOrMethod(t, false, undefined, name);
  const f = r.obj;
  if (f?.kind !== 'func') return false;
  const sig = f.type;
  if (sig.params.length !== nparams) return false;
  if (resultString === undefined) return true;
  if (sig.results.length !== 1) return false;
  const res = sig.results.at(0).type;
  return res.kind === 'basic' && res.info === (resultString ? 'string' : res.info);
}

function isFormatter(t: Type): boolean {
  return hasMethod(t, 'Format', 2);
}

function isError(t: Type): boolean {
  const u = under(t);
  if (u.kind === 'interface') return hasMethod(t, 'Error', 0, true);
  return hasMethod(t, 'Error', 0, true);
}

function isConvertibleToString(t: Type): boolean {
  if (t.kind === 'basic' && t.info === 'untyped nil') return false;
  return isError(t) || hasMethod(t, 'String', 0, true);
}

/** types.go argMatcher.match (golang.org/x/tools/go/analysis/passes/printf/types.go). */
function match(want: number, t: Type, topLevel: boolean, seen = new Set<Type>()): boolean {
  if (want === argError) return isError(t) || (t.kind === 'basic' && t.info === 'untyped nil');
  if (want === anyType) return true;
  if (isFormatter(t)) return true;
  if ((want & argString) !== 0 && isConvertibleToString(t)) return true;
  // Type parameters: their type sets are not matched here (no report rather than a wrong one).
  if (t.kind === 'typeparam') return true;
  const u = under(t);
  // Recursive types: a type already being matched matches (types.go's seen map).
  if (seen.has(u)) return true;
  seen.add(u);
  switch (u.kind) {
    case 'signature':
      return want === argPointer;
    case 'chan':
      return (want & argPointer) !== 0;
    case 'map':
      if (want === argPointer) return true;
      return match(want, u.key, false, seen) && match(want, u.elem, false, seen);
    case 'array':
    case 'slice': {
      const e = under(u.elem);
      if (e.kind === 'basic' && e.info === 'uint8' && (want & argString) !== 0) return true;
      if (u.kind === 'slice' && want === argPointer) return true;
      return match(want, u.elem, false, seen);
    }
    case 'pointer': {
      if (want === argPointer) return true;
      if (u.elem.kind === 'typeparam') return true;
      const pu = under(u.elem);
      if (pu.kind !== 'struct' && pu.kind !== 'array' && pu.kind !== 'slice' && pu.kind !== 'map')
        return (want & argPointer) !== 0;
      if (!topLevel) return false;
      return match(want, pu, false, seen);
    }
    case 'struct':
      for (const f of u.fields) {
        if (!match(want, f.type, false, seen)) return false;
        if ((want & argString) !== 0 && !/^[A-Z]/.test(f.name) && isConvertibleToString(f.type)) return false;
      }
      return true;
    case 'interface':
      return true;
    case 'basic':
      switch (u.info) {
        case 'bool':
        case 'untyped bool':
          return (want & argBool) !== 0;
        case 'untyped int':
        case 'int':
        case 'int8':
        case 'int16':
        case 'int32':
        case 'int64':
        case 'uint':
        case 'uint8':
        case 'uint16':
        case 'uint32':
        case 'uint64':
        case 'uintptr':
          return (want & argInt) !== 0;
        case 'untyped float':
        case 'float32':
        case 'float64':
          return (want & argFloat) !== 0;
        case 'untyped complex':
        case 'complex64':
        case 'complex128':
          return (want & argComplex) !== 0;
        case 'untyped string':
        case 'string':
          return (want & argString) !== 0;
        case 'unsafe.Pointer':
          return (want & (argPointer | argInt)) !== 0;
        case 'untyped rune':
          return (want & (argInt | argRune)) !== 0;
        case 'untyped nil':
          return false;
        default:
          return true;
      }
  }
  return true;
}

interface VerbState {
  format: string;
  verb: string;
  flags: string;
  argNums: number[];
  argNum: number;
  hasIndex: boolean;
}

// printf.go printFormatRE: a possible directive in a Print call's first argument.
const printFormatRE =
  /%[+\-#]*([0-9]+|(\[[0-9]+\])?\*)?\.?([0-9]+|(\[[0-9]+\])?\*)?(\[[0-9]+\])?[bcdefgopqstvxEFGTUX]/;

/** The printf check for one call; reports through `report`. */
export function checkPrintfCall(info: Info, call: CallExpr, report: Report, exprString: Formatter): void {
  const fn = calleeFunc(info, call);
  if (!fn) return;
  const name = fullName(fn);
  if (!printFuncs.has(name)) return;
  const sig = fn.type;
  const params = sig.params;
  if (params.length === 0) return;
  const isF = name.endsWith('f');
  const formatIdx = params.length - 2;
  if (isF) {
    if (formatIdx < 0) return;
    checkPrintf(info, call, name, formatIdx, report, exprString);
  } else checkPrint(info, call, name, params.length - 1, report, exprString);
}

function checkPrint(
  info: Info,
  call: CallExpr,
  name: string,
  firstArg: number,
  report: Report,
  exprString: Formatter,
): void {
  const args = call.args;
  if (args.length <= firstArg) return;
  let s = stringConst(info, args[firstArg]);
  if (s !== undefined) {
    if (s.endsWith('%')) s = s.slice(0, -1);
    if (s.includes('%')) {
      const m = printFormatRE.exec(s);
      if (m) report(call.pos, `${name} call has possible Printf formatting directive ${m[0]}`);
    }
  }
  const last = stringConst(info, args[args.length - 1]);
  if (last?.endsWith('\n') && name.endsWith('ln'))
    report(call.pos, `${name} arg list ends with redundant newline`);
  for (const a of args) {
    if (isFunctionValue(info, a))
      report(call.pos, `${name} arg ${exprString(a)} is a func value, not called`);
  }
}

const untypedNil = new Basic('untyped nil', 'untyped nil');

/** An argument's type as go/types records it: `nil` passed to `...any` stays untyped nil. */
function argType(info: Info, e: Expr): Type | undefined {
  const tv = info.types.get(e);
  if (!tv) return undefined;
  return tv.mode === 'nilvalue' ? untypedNil : tv.type;
}

function isFunctionValue(info: Info, e: Expr): boolean {
  const tv = info.types.get(e);
  return (
    tv !== undefined && tv.mode !== 'typexpr' && tv.mode !== 'builtin' && under(tv.type).kind === 'signature'
  );
}

function checkPrintf(
  info: Info,
  call: CallExpr,
  name: string,
  idx: number,
  report: Report,
  exprString: Formatter,
): void {
  if (idx >= call.args.length) return;
  const format = stringConst(info, call.args[idx]);
  if (format === undefined) return;
  const firstArg = idx + 1;
  if (!format.includes('%')) {
    if (call.args.length > firstArg)
      report(call.lparen, `${name} call has arguments but no formatting directives`);
    return;
  }
  let argNum = firstArg;
  let maxArgNum = firstArg;
  let anyIndex = false;
  for (let i = 0, w = 0; i < format.length; i += w) {
    w = 1;
    if (format[i] !== '%') continue;
    const state = parseVerb(call, name, format.slice(i), firstArg, argNum, report);
    if (!state) return;
    w = state.format.length;
    if (!okPrintfArg(info, call, name, state, firstArg, report, exprString)) return;
    if (state.hasIndex) anyIndex = true;
    if (state.verb === 'w') {
      if (name !== 'fmt.Errorf') {
        report(call.pos, `${name} does not support error-wrapping directive %w`);
        return;
      }
    }
    if (state.argNums.length > 0) argNum = state.argNums[state.argNums.length - 1] + 1;
    for (const n of state.argNums) if (n >= maxArgNum) maxArgNum = n + 1;
  }
  if (call.ellipsis && maxArgNum >= call.args.length - 1) return;
  if (anyIndex) return;
  if (maxArgNum !== call.args.length) {
    report(
      call.pos,
      `${name} call needs ${count(maxArgNum - firstArg, 'arg')} but has ${count(call.args.length - firstArg, 'arg')}`,
    );
  }
}

/** printf.go parsePrintfVerb (argument indexes, `*` widths and precisions). */
function parseVerb(
  call: CallExpr,
  name: string,
  format: string,
  firstArg: number,
  argNum: number,
  report: Report,
): VerbState | undefined {
  const s: VerbState = { format, verb: '', flags: '', argNums: [], argNum, hasIndex: false };
  let nbytes = 1;
  let indexPending = false;
  const flags = () => {
    while (nbytes < format.length && '#0+- '.includes(format[nbytes])) s.flags += format[nbytes++];
  };
  const parseIndex = (): boolean => {
    if (nbytes === format.length || format[nbytes] !== '[') return true;
    nbytes++;
    const start = nbytes;
    while (nbytes < format.length && /[0-9]/.test(format[nbytes])) nbytes++;
    let ok = true;
    if (nbytes === format.length || nbytes === start || format[nbytes] !== ']') {
      ok = false;
      const close = format.indexOf(']', start);
      if (close < 0) {
        report(call.pos, `${name} format ${format} is missing closing ]`);
        return false;
      }
      nbytes = close;
    }
    const text = format.slice(start, nbytes);
    const arg = /^[+-]?[0-9]+$/.test(text) ? Number(text) : Number.NaN;
    if (!ok || !(arg > 0) || arg > call.args.length - firstArg) {
      report(call.pos, `${name} format has invalid argument index [${text}]`);
      return false;
    }
    nbytes++;
    s.argNum = arg + firstArg - 1;
    s.hasIndex = true;
    indexPending = true;
    return true;
  };
  const parseNum = () => {
    if (nbytes < format.length && format[nbytes] === '*') {
      if (indexPending) indexPending = false;
      nbytes++;
      s.argNums.push(s.argNum);
      s.argNum++;
    } else while (nbytes < format.length && /[0-9]/.test(format[nbytes])) nbytes++;
  };
  flags();
  if (!parseIndex()) return undefined;
  parseNum();
  if (nbytes < format.length && format[nbytes] === '.') {
    s.flags += '.';
    nbytes++;
    if (!parseIndex()) return undefined;
    parseNum();
  }
  if (!indexPending && !parseIndex()) return undefined;
  if (nbytes >= format.length) {
    report(call.pos, `${name} format ${format} is missing verb at end of string`);
    return undefined;
  }
  s.verb = format[nbytes];
  nbytes++;
  if (s.verb !== '%') s.argNums.push(s.argNum);
  s.format = format.slice(0, nbytes);
  return s;
}

function okPrintfArg(
  info: Info,
  call: CallExpr,
  name: string,
  state: VerbState,
  firstArg: number,
  report: Report,
  exprString: Formatter,
): boolean {
  const v = printVerbs.find((p) => p[0] === state.verb);
  let formatter = false;
  if (v?.[2] !== argError && state.argNum < call.args.length) {
    const tv = info.types.get(call.args[state.argNum]);
    if (tv) formatter = isFormatter(tv.type);
  }
  if (!formatter) {
    if (!v) {
      report(call.pos, `${name} format ${state.format} has unknown verb ${state.verb}`);
      return false;
    }
    for (const f of state.flags) {
      if (f === '0') continue;
      if (!v[1].includes(f)) {
        report(call.pos, `${name} format ${state.format} has unrecognized flag ${f}`);
        return false;
      }
    }
  }
  const canCheck = (i: number): boolean => {
    const n = state.argNums[i];
    if (call.ellipsis && n >= call.args.length - 1) return false;
    if (n < call.args.length) return true;
    report(
      call.pos,
      `${name} format ${state.format} reads arg #${n - firstArg + 1}, but call has ${count(call.args.length - firstArg, 'arg')}`,
    );
    return false;
  };
  const trueArgs = state.verb === '%' ? 0 : 1;
  const nargs = state.argNums.length;
  for (let i = 0; i < nargs - trueArgs; i++) {
    if (!canCheck(i)) return false;
    const arg = call.args[state.argNums[i]];
    const t = argType(info, arg);
    if (t && !match(argInt, t, true)) {
      report(call.pos, `${name} format ${state.format} uses non-int ${exprString(arg)} as argument of *`);
      return false;
    }
  }
  if (state.verb === '%' || formatter || !v) return true;
  if (!canCheck(nargs - 1)) return false;
  const arg = call.args[state.argNums[nargs - 1]];
  if (isFunctionValue(info, arg) && state.verb !== 'p' && state.verb !== 'T') {
    report(call.pos, `${name} format ${state.format} arg ${exprString(arg)} is a func value, not called`);
    return false;
  }
  const t = argType(info, arg);
  if (t && !match(v[2], t, true)) {
    report(
      call.pos,
      `${name} format ${state.format} has arg ${exprString(arg)} of wrong type ${typeString(t)}`,
    );
    return false;
  }
  return true;
}
