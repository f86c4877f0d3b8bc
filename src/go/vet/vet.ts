// go1.23's `go vet` analyzers over a type-checked package (golang.org/x/tools/go/analysis/passes/*).
// The go command runs cmd/vet (unitchecker) per package; it prints each analyzer's findings in the
// order of cmd/vet's analyzer list (cmd/vet/main.go), each in the order the analyzer reported them.
import type { AssignStmt, CallExpr, Expr, File, Node } from '../syntax/ast.ts';
import type { Pos } from '../syntax/pos.ts';
import { inspect } from '../syntax/walk.ts';
import type { Info } from '../types/info.ts';
import { lookupFieldOrMethod, methodSetOf } from '../types/lookup.ts';
import { type Func, type Type, unalias, under } from '../types/types.ts';
import { typeString } from '../types/typestring.ts';
import {
  appends,
  atomic,
  composites,
  defers,
  ifaceassert,
  loopclosure,
  shift,
  sigchanyzer,
  slog,
  stdmethods,
  stdversion,
  stringintconv,
  tests,
  timeformat,
} from './checks.ts';
import { copylocks } from './copylocks.ts';
import { formatter } from './format.ts';
import { lostcancel } from './lostcancel.ts';
import { type Analyzer, eachNode } from './pass.ts';
import { calleeFunc, checkPrintfCall, findPrintfLike, type PrintKind, printfContext } from './printf.ts';
import { structtag } from './structtag.ts';
import { testinggoroutine } from './testinggoroutine.ts';
import { unreachable } from './unreachable.ts';

export type Report = (pos: Pos, msg: string) => void;

/** A module package the vetted one imports (directly or not), in dependency order. */
export interface VetDependency {
  path: string;
  files: File[];
  info: Info;
}

export interface VetDiagnostic {
  file: string;
  line: number;
  col: number;
  msg: string;
}

/** analysisutil.HasSideEffects: calls other than conversions, and receives. */
export function hasSideEffects(info: Info, e: Expr): boolean {
  let safe = true;
  inspect(e, (n) => {
    if (!safe) return false;
    if (n.kind === 'CallExpr') {
      if (info.types.get(n.fun)?.mode !== 'typexpr') safe = false;
    } else if (n.kind === 'UnaryExpr' && n.op === '<-') safe = false;
    return safe;
  });
  return !safe;
}

// passes/assign: `x = x`.
const assign: Analyzer = (pass, report) => {
  eachNode(pass, (file, n) => {
    if (n.kind !== 'AssignStmt') return;
    const stmt = n as AssignStmt;
    if (stmt.tok !== '=' || stmt.lhs.length !== stmt.rhs.length) return;
    for (let i = 0; i < stmt.lhs.length; i++) {
      const l = stmt.lhs[i];
      const r = stmt.rhs[i];
      if (hasSideEffects(pass.info, l) || hasSideEffects(pass.info, r)) continue;
      if (l.kind === 'IndexExpr') {
        const t = pass.info.types.get(l.x)?.type;
        if (t && under(t).kind === 'map') continue;
      }
      if (l.kind !== r.kind) continue;
      const le = pass.fmt(file)(l);
      const re = pass.fmt(file)(r);
      if (le === re) report(file, stmt.pos, `self-assignment of ${re} to ${le}`);
    }
  });
};

// passes/bools: `e || e`, `x != 1 || x != 2`, `x == 1 && x == 2`.
const bools: Analyzer = (pass, report) => {
  for (const file of pass.files) {
    const fmt = pass.fmt(file);
    const seen = new Set<Node>();
    inspect(file, (n) => {
      if (n.kind !== 'BinaryExpr' || seen.has(n)) return true;
      if (n.op !== '||' && n.op !== '&&') return true;
      const op =
        n.op === '||' ? { name: 'or', tok: '||', badEq: '!=' } : { name: 'and', tok: '&&', badEq: '==' };
      // split: the operands joined by op, last first ('a || (b || c) || d' gives d, c, b, a).
      const split = (e: Expr): Expr[] => {
        const out: Expr[] = [];
        for (;;) {
          while (e.kind === 'ParenExpr') e = e.x;
          if (e.kind === 'BinaryExpr' && e.op === op.tok) {
            seen.add(e);
            out.push(...split(e.y));
            e = e.x;
          } else {
            out.push(e);
            return out;
          }
        }
      };
      const exprs = split(n);
      let i = 0;
      for (let j = 0; j <= exprs.length; j++) {
        if (j === exprs.length || hasSideEffects(pass.info, exprs[j])) {
          if (i < j) {
            const set = exprs.slice(i, j);
            const seenFmt = new Set<string>();
            for (const e of set) {
              const ef = fmt(e);
              if (seenFmt.has(ef)) report(file, e.pos, `redundant ${op.name}: ${ef} ${op.tok} ${ef}`);
              else seenFmt.add(ef);
            }
            const eqs = new Map<string, string>();
            for (const e of set) {
              if (e.kind !== 'BinaryExpr' || e.op !== op.badEq) continue;
              let x: Expr;
              if (pass.info.types.get(e.y)?.value !== undefined) x = e.x;
              else if (pass.info.types.get(e.x)?.value !== undefined) x = e.y;
              else continue;
              const xf = fmt(x);
              const ef = fmt(e);
              const prev = eqs.get(xf);
              if (prev === undefined) eqs.set(xf, ef);
              else if (ef !== prev) report(file, e.pos, `suspect ${op.name}: ${ef} ${op.tok} ${prev}`);
            }
          }
          i = j + 1;
        }
      }
      return true;
    });
  }
};

// passes/errorsas: errors.As's target must be a pointer to an error type or to an interface.
const errorsas: Analyzer = (pass, report) => {
  if (pass.path === 'errors') return;
  eachNode(pass, (file, n) => {
    if (n.kind !== 'CallExpr') return;
    const fn = calleeFunc(pass.info, n);
    if (fn?.pkg?.path !== 'errors' || fn.name !== 'As' || fn.type.recv || n.args.length < 2) return;
    const t = pass.info.types.get(n.args[1])?.type;
    if (!t) return;
    const u = under(t);
    if (u.kind === 'interface' && isEmptyInterface(u)) return;
    const bad =
      'second argument to errors.As must be a non-nil pointer to either a type that implements error, or to any interface type';
    if (u.kind !== 'pointer') return report(file, n.pos, bad);
    const e = unalias(u.elem);
    if (e.kind === 'named' && e.obj.name === 'error' && e.obj.pkg === undefined)
      return report(file, n.pos, 'second argument to errors.As should not be *error');
    if (under(e).kind === 'interface' || implementsError(e)) return;
    report(file, n.pos, bad);
  });
};

function isEmptyInterface(t: Type): boolean {
  return methodSetOf(t).length === 0;
}

function implementsError(t: Type): boolean {
  const f = lookupFieldOrMethod(t, false, undefined, 'Error').obj;
  if (f?.kind !== 'func' || f.type.params.length !== 0 || f.type.results.length !== 1) return false;
  const r = f.type.results.at(0).type;
  return r.kind === 'basic' && r.info === 'string';
}

// passes/nilfunc: `f == nil` for a declared function is constant.
const nilfunc: Analyzer = (pass, report) => {
  eachNode(pass, (file, n) => {
    if (n.kind !== 'BinaryExpr' || (n.op !== '==' && n.op !== '!=')) return;
    let e2: Expr;
    if (pass.info.types.get(n.x)?.mode === 'nilvalue') e2 = n.y;
    else if (pass.info.types.get(n.y)?.mode === 'nilvalue') e2 = n.x;
    else return;
    let id: Expr | undefined;
    if (e2.kind === 'Ident') id = e2;
    else if (e2.kind === 'SelectorExpr') id = e2.sel;
    else if (e2.kind === 'IndexExpr' || e2.kind === 'IndexListExpr')
      id = e2.x.kind === 'Ident' ? e2.x : undefined;
    if (id?.kind !== 'Ident') return;
    const obj = pass.info.uses.get(id);
    if (obj?.kind !== 'func') return;
    report(file, n.pos, `comparison of function ${obj.name} ${n.op} nil is always ${n.op === '!='}`);
  });
};

// passes/printf.
const printf: Analyzer = (pass, report) => {
  const facts = new Map(pass.printfFacts);
  findPrintfLike(pass.files, pass.info, pass.path, facts, report);
  const ctx = printfContext(pass.files, pass.info, pass.path, facts);
  eachNode(pass, (file, n) => {
    if (n.kind === 'CallExpr')
      checkPrintfCall(pass.info, n, (pos, msg) => report(file, pos, msg), pass.fmt(file), ctx, file);
  });
};

// passes/unmarshal: json/xml/asn1 Unmarshal and json/xml/gob Decoder.Decode need a pointer.
const unmarshal: Analyzer = (pass, report) => {
  if (['encoding/gob', 'encoding/json', 'encoding/xml', 'encoding/asn1'].includes(pass.path)) return;
  eachNode(pass, (file, n) => {
    if (n.kind !== 'CallExpr') return;
    const fn = calleeFunc(pass.info, n);
    if (!fn?.pkg) return;
    const recv = fn.type.recv;
    let argidx = -1;
    if (fn.name === 'Unmarshal' && !recv) {
      if (['encoding/json', 'encoding/xml', 'encoding/asn1'].includes(fn.pkg.path)) argidx = 1;
    } else if (fn.name === 'Decode' && recv) {
      let rt = unalias(recv.type);
      if (rt.kind === 'pointer') rt = unalias(rt.elem);
      if (
        rt.kind === 'named' &&
        rt.obj.name === 'Decoder' &&
        ['encoding/json', 'encoding/xml', 'encoding/gob'].includes(rt.obj.pkg?.path ?? '')
      )
        argidx = 0;
    }
    if (argidx < 0 || n.args.length < argidx + 1) return;
    const tv = pass.info.types.get(n.args[argidx]);
    if (!tv) return;
    if (tv.mode !== 'nilvalue') {
      const u = under(tv.type);
      if (u.kind === 'pointer' || u.kind === 'interface' || unalias(tv.type).kind === 'typeparam') return;
    }
    report(
      file,
      n.lparen,
      argidx === 0
        ? `call of ${fn.name} passes non-pointer`
        : `call of ${fn.name} passes non-pointer as second argument`,
    );
  });
};

// passes/unusedresult: its -funcs and -stringmethods defaults.
const unusedFuncs = new Set([
  'context.WithCancel',
  'context.WithDeadline',
  'context.WithTimeout',
  'context.WithValue',
  'errors.New',
  'fmt.Errorf',
  'fmt.Sprint',
  'fmt.Sprintf',
  'slices.Clip',
  'slices.Compact',
  'slices.CompactFunc',
  'slices.Delete',
  'slices.DeleteFunc',
  'slices.Grow',
  'slices.Insert',
  'slices.Replace',
  'sort.Reverse',
]);

const unusedresult: Analyzer = (pass, report) => {
  eachNode(pass, (file, n) => {
    if (n.kind !== 'ExprStmt') return;
    let x = n.x;
    while (x.kind === 'ParenExpr') x = x.x;
    if (x.kind !== 'CallExpr') return;
    const call = x as CallExpr;
    const fn = calleeFunc(pass.info, call);
    if (!fn) return;
    const sig = fn.type;
    if (sig.recv) {
      const res = sig.results.length === 1 ? sig.results.at(0).type : undefined;
      if (
        sig.params.length === 0 &&
        res?.kind === 'basic' &&
        res.info === 'string' &&
        (fn.name === 'Error' || fn.name === 'String')
      )
        report(file, call.lparen, `result of (${typeString(sig.recv.type)}).${fn.name} call not used`);
    } else if (fn.pkg && unusedFuncs.has(`${fn.pkg.path}.${fn.name}`))
      report(file, call.lparen, `result of ${fn.pkg.path}.${fn.name} call not used`);
  });
};

// cmd/vet/main.go's order (the analyzers not listed here report nothing yet).
const analyzers: Analyzer[] = [
  appends,
  assign,
  atomic,
  bools,
  composites,
  (pass, report) => copylocks(pass.files, pass.info, report, pass.fmt),
  defers,
  errorsas,
  ifaceassert,
  loopclosure,
  lostcancel,
  nilfunc,
  printf,
  shift,
  sigchanyzer,
  slog,
  stdmethods,
  stdversion,
  stringintconv,
  (pass, report) => structtag(pass.files, pass.info, pass.path, report),
  testinggoroutine,
  tests,
  timeformat,
  unmarshal,
  unreachable,
  unusedresult,
];

// The subset `go test` runs before the test binary (cmd/go/internal/test/test.go defaultVetFlags:
// atomic, bool, buildtags, directive, errorsas, ifaceassert, nilfunc, printf, slog, stringintconv).
const testAnalyzers: Analyzer[] = [
  atomic,
  bools,
  errorsas,
  ifaceassert,
  nilfunc,
  printf,
  slog,
  stringintconv,
];

/**
 * The findings of go1.23's vet analyzers for one type-checked package, in the order vet prints them
 * (`forTest`: only those go test runs).
 */
export function vetPackage(
  path: string,
  files: File[],
  info: Info,
  sources?: ReadonlyMap<string, string>,
  deps: readonly VetDependency[] = [],
  goVersion?: string,
  forTest = false,
): VetDiagnostic[] {
  const out: VetDiagnostic[] = [];
  const fmt = (file: File) => formatter(sources?.get(file.filename));
  // The go command vets each dependency first for its facts (here: printf wrappers).
  const printfFacts = new Map<Func, PrintKind>();
  for (const d of deps) findPrintfLike(d.files, d.info, d.path, printfFacts);
  const pass = { files, info, path, fmt, printfFacts, goVersion, deps };
  for (const a of forTest ? testAnalyzers : analyzers)
    a(pass, (file, pos, msg) => out.push({ file: file.filename, line: pos.line, col: pos.col, msg }));
  return out;
}
