// The printf analyzer of go1.23's vet (golang.org/x/tools/go/analysis/passes/printf, printf.go and
// types.go): format strings against their arguments, for the standard library's print functions.
// Besides its isPrint table, functions that forward their format and `...any` arguments to a print
// function are print functions too (findPrintfLike's facts), within a package and across the module.
import type { CallExpr, Expr, File, FuncDecl } from '../syntax/ast.ts';
import type { Pos } from '../syntax/pos.ts';
import { inspect } from '../syntax/walk.ts';
import type { Info } from '../types/info.ts';
import { lookupFieldOrMethod } from '../types/lookup.ts';
import { Basic, type Func, type Signature, type Type, unalias, under, type Var } from '../types/types.ts';
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

/** printf.go isFormatter: an interface value may hold a fmt.Formatter (a type parameter is not assumed to). */
function isFormatter(t: Type): boolean {
  if (under(t).kind === 'interface' && unalias(t).kind !== 'typeparam') return true;
  const f = lookupFieldOrMethod(t, false, undefined, 'Format').obj;
  if (f?.kind !== 'func') return false;
  const sig = f.type;
  if (sig.params.length !== 2 || sig.results.length !== 0) return false;
  const st = unalias(sig.params.at(0).type);
  const r = unalias(sig.params.at(1).type);
  return (
    st.kind === 'named' &&
    st.obj.name === 'State' &&
    st.obj.pkg?.path === 'fmt' &&
    r.kind === 'basic' &&
    r.info === 'int32'
  );
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

/** printf.go Kind: how a function prints its arguments. */
export type PrintKind = 'print' | 'printf' | 'errorf';

/**
 * What the printf check needs besides the call: the facts found by findPrintfLike (this package's and
 * its module dependencies' wrappers), the package path, and the bodies of this package's methods
 * (recursiveStringer asks whether an argument is inside a String or Error method).
 */
export interface PrintfContext {
  facts: Map<Func, PrintKind>;
  pkgPath: string;
  bodies: Map<Func, { file: File; decl: FuncDecl }>;
}

/** printfNameAndKind: the isPrint table, then the facts. */
function printfNameAndKind(
  info: Info,
  call: CallExpr,
  facts: Map<Func, PrintKind>,
): [Func | undefined, PrintKind | undefined] {
  const fn0 = calleeFunc(info, call);
  if (!fn0) return [undefined, undefined];
  const fn = fn0.origin ?? fn0;
  const name = fullName(fn);
  if (printFuncs.has(name)) {
    if (name === 'fmt.Errorf') return [fn, 'errorf'];
    return [fn, fn.name.endsWith('f') ? 'printf' : 'print'];
  }
  return [fn, facts.get(fn)];
}

function isEmptyInterface(t: Type): boolean {
  const u = unalias(t);
  return u.kind === 'interface' && u.methods.length === 0 && u.embeddeds.length === 0;
}

function matchVar(info: Info, arg: Expr, v: Var | undefined): boolean {
  return v !== undefined && arg.kind === 'Ident' && (info.uses.get(arg) ?? info.defs.get(arg)) === v;
}

interface Wrapper {
  obj: Func;
  decl: FuncDecl;
  format: Var | undefined;
  args: Var;
  callers: { w: Wrapper; call: CallExpr; file: File }[];
  failed: boolean;
}

/**
 * printf.go findPrintfLike: a function whose last parameter is `...interface{}` and that passes it on
 * (with its `format string` parameter, for a printf-like callee) to a print function becomes one
 * itself. Forwarding `args` without `...` is reported instead.
 */
export function findPrintfLike(
  files: File[],
  info: Info,
  pkgPath: string,
  facts: Map<Func, PrintKind>,
  report?: (file: File, pos: Pos, msg: string) => void,
): void {
  const byObj = new Map<Func, Wrapper>();
  const wrappers: { w: Wrapper; file: File }[] = [];
  for (const file of files) {
    for (const decl of file.decls) {
      if (decl.kind !== 'FuncDecl' || !decl.body) continue;
      const fn = info.defs.get(decl.name);
      if (fn?.kind !== 'func') continue;
      const sig = fn.type;
      if (!sig.variadic) continue;
      const n = sig.params.length;
      const args = sig.params.at(n - 1);
      const st = args.type;
      if (st.kind !== 'slice' || !isEmptyInterface(st.elem)) continue;
      let format: Var | undefined;
      if (n >= 2) {
        const p = sig.params.at(n - 2);
        if (p.type.kind === 'basic' && p.type.info === 'string' && p.type.name === 'string') format = p;
      }
      const w: Wrapper = { obj: fn, decl, format, args, callers: [], failed: false };
      byObj.set(fn, w);
      wrappers.push({ w, file });
    }
  }
  const checkFwd = (w: Wrapper, file: File, call: CallExpr, kind: PrintKind): void => {
    const matched =
      kind === 'print' ||
      (call.args.length >= 2 && matchVar(info, call.args[call.args.length - 2], w.format));
    if (!matched) return;
    if (!call.ellipsis) {
      const typ = info.types.get(call.fun)?.type;
      if (typ?.kind !== 'signature') return;
      // Passing more arguments than the callee takes: adding ... would not compile.
      if (call.args.length > (typ as Signature).params.length) return;
      report?.(
        file,
        call.pos,
        `missing ... in args forwarded to ${kind === 'print' ? 'print' : 'printf'}-like function`,
      );
      return;
    }
    if (facts.has(w.obj)) return;
    facts.set(w.obj, kind);
    for (const c of w.callers) checkFwd(c.w, c.file, c.call, kind);
  };
  for (const { w, file } of wrappers) {
    inspect(w.decl.body!, (n) => {
      if (w.failed) return false;
      if (n.kind === 'AssignStmt') {
        // Changing the format or the arguments: not a simple wrapper (issue 26555).
        if (n.lhs.some((l) => matchVar(info, l, w.format) || matchVar(info, l, w.args))) {
          w.failed = true;
          return false;
        }
      }
      if (
        n.kind === 'UnaryExpr' &&
        n.op === '&' &&
        (matchVar(info, n.x, w.format) || matchVar(info, n.x, w.args))
      ) {
        w.failed = true;
        return false;
      }
      if (n.kind !== 'CallExpr' || n.args.length === 0 || !matchVar(info, n.args[n.args.length - 1], w.args))
        return true;
      const [fn, kind] = printfNameAndKind(info, n, facts);
      if (kind) {
        checkFwd(w, file, n, kind);
        return true;
      }
      const callee = fn ? byObj.get(fn) : undefined;
      if (callee && fn?.pkg?.path === pkgPath) callee.callers.push({ w, call: n, file });
      return true;
    });
  }
}

/** printfContext for a package: its methods' declarations. */
export function printfContext(
  files: File[],
  info: Info,
  pkgPath: string,
  facts: Map<Func, PrintKind>,
): PrintfContext {
  const bodies = new Map<Func, { file: File; decl: FuncDecl }>();
  for (const file of files)
    for (const decl of file.decls)
      if (decl.kind === 'FuncDecl' && decl.recv && decl.body) {
        const fn = info.defs.get(decl.name);
        if (fn?.kind === 'func') bodies.set(fn, { file, decl });
      }
  return { facts, pkgPath, bodies };
}

/** The printf check for one call; reports through `report`. */
export function checkPrintfCall(
  info: Info,
  call: CallExpr,
  report: Report,
  exprString: Formatter,
  ctx: PrintfContext,
  file: File,
): void {
  const [fn, kind] = printfNameAndKind(info, call, ctx.facts);
  if (!fn || !kind) return;
  const name = fullName(fn);
  const rs = (e: Expr) => recursiveStringer(info, e, ctx, file);
  if (kind === 'print') {
    checkPrint(info, call, name, fn, report, exprString, rs);
    return;
  }
  // formatString: the last parameter before the variadic ones.
  const typ = info.types.get(call.fun)?.type;
  if (typ?.kind !== 'signature' || !typ.variadic) return;
  const formatIdx = typ.params.length - 2;
  if (formatIdx < 0) return;
  checkPrintf(info, call, name, kind, formatIdx, report, exprString, rs);
}

/** printf.go recursiveStringer: `s` or `&s` printed with %s inside s's own String or Error method. */
function recursiveStringer(info: Info, e: Expr, ctx: PrintfContext, file: File): string | undefined {
  const typ = info.types.get(e)?.type;
  if (!typ || isFormatter(typ)) return undefined;
  const str = lookupFieldOrMethod(typ, false, undefined, 'String').obj;
  const err = lookupFieldOrMethod(typ, false, undefined, 'Error').obj;
  const inScope = (f: Func) => {
    const b = ctx.bodies.get(f);
    return (
      b !== undefined &&
      b.file === file &&
      e.pos.offset >= b.decl.pos.offset &&
      e.end.offset <= b.decl.end.offset
    );
  };
  let method: Func | undefined;
  if (str?.kind === 'func' && str.pkg?.path === ctx.pkgPath && inScope(str)) method = str;
  else if (err?.kind === 'func' && err.pkg?.path === ctx.pkgPath && inScope(err)) method = err;
  else return undefined;
  const sig = method.type;
  if (sig.params.length !== 0 || sig.results.length !== 1) return undefined;
  const r = sig.results.at(0).type;
  if (r.kind !== 'basic' || r.name !== 'string') return undefined;
  if (e.kind === 'UnaryExpr' && e.op === '&') e = e.x;
  if (e.kind === 'Ident' && sig.recv && info.uses.get(e) === sig.recv) return fullName(method);
  return undefined;
}

function checkPrint(
  info: Info,
  call: CallExpr,
  name: string,
  fn: Func,
  report: Report,
  exprString: Formatter,
  recursive: (e: Expr) => string | undefined,
): void {
  const typ = info.types.get(call.fun)?.type;
  if (!typ) return;
  let firstArg = 0;
  const sig = under(typ);
  if (sig.kind === 'signature') {
    if (!sig.variadic) return;
    firstArg = sig.params.length - 1;
    const last = sig.params.at(firstArg).type;
    if (last.kind !== 'slice' || !isEmptyInterface(last.elem)) return;
  }
  const args = call.args;
  if (args.length <= firstArg) return;
  if (firstArg === 0) {
    const a0 = args[0];
    if (
      a0.kind === 'SelectorExpr' &&
      a0.x.kind === 'Ident' &&
      a0.x.name === 'os' &&
      a0.sel.name.startsWith('Std')
    )
      report(call.pos, `${name} does not take io.Writer but has first arg ${exprString(a0)}`);
  }
  let s = stringConst(info, args[firstArg]);
  if (s !== undefined) {
    if (s.endsWith('%')) s = s.slice(0, -1);
    if (s.includes('%')) {
      const m = printFormatRE.exec(s);
      if (m) report(call.pos, `${name} call has possible Printf formatting directive ${m[0]}`);
    }
  }
  if (fn.name.endsWith('ln')) {
    const last = stringConst(info, args[args.length - 1]);
    if (last?.endsWith('\n')) report(call.pos, `${name} arg list ends with redundant newline`);
  }
  for (const a of args.slice(firstArg)) {
    if (isFunctionValue(info, a))
      report(call.pos, `${name} arg ${exprString(a)} is a func value, not called`);
    const m = recursive(a);
    if (m) report(call.pos, `${name} arg ${exprString(a)} causes recursive call to ${m} method`);
  }
}

const untypedNil = new Basic('untyped nil', 'untyped nil');

/** An argument's type as go/types records it: `nil` passed to `...any` stays untyped nil. */
function argType(info: Info, e: Expr): Type | undefined {
  const tv = info.types.get(e);
  if (!tv) return undefined;
  return tv.mode === 'nilvalue' ? untypedNil : tv.type;
}

/** A func value (not its underlying type: a named func type may have a String method). */
function isFunctionValue(info: Info, e: Expr): boolean {
  const tv = info.types.get(e);
  return tv !== undefined && tv.mode !== 'typexpr' && tv.mode !== 'builtin' && tv.type.kind === 'signature';
}

function checkPrintf(
  info: Info,
  call: CallExpr,
  name: string,
  kind: PrintKind,
  idx: number,
  report: Report,
  exprString: Formatter,
  recursive: (e: Expr) => string | undefined,
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
    if (!okPrintfArg(info, call, name, state, firstArg, report, exprString, recursive)) return;
    if (state.hasIndex) anyIndex = true;
    if (state.verb === 'w') {
      if (kind !== 'errorf') {
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
  recursive: (e: Expr) => string | undefined,
): boolean {
  const v = printVerbs.find((p) => p[0] === state.verb);
  let formatter = false;
  if (v?.[2] !== argError && state.argNum < call.args.length) {
    const t = argType(info, call.args[state.argNum]);
    if (t) formatter = isFormatter(t);
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
  if ((v[2] & argString) !== 0 && v[0] !== 'T' && !state.flags.includes('#')) {
    const m = recursive(arg);
    if (m) {
      report(
        call.pos,
        `${name} format ${state.format} with arg ${exprString(arg)} causes recursive ${m} method call`,
      );
      return false;
    }
  }
  return true;
}
