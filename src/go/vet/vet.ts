// go1.23's `go vet` analyzers over a type-checked package (golang.org/x/tools/go/analysis/passes/*).
// The go command runs cmd/vet (unitchecker) per package; it prints each analyzer's findings in the
// order of cmd/vet's analyzer list (cmd/vet/main.go), each in the order the analyzer reported them.
import type { AssignStmt, CallExpr, Expr, File, Node } from '../syntax/ast.ts';
import type { Pos } from '../syntax/pos.ts';
import { exprString } from '../syntax/printer.ts';
import { inspect } from '../syntax/walk.ts';
import type { Info } from '../types/info.ts';
import { under } from '../types/types.ts';
import { typeString } from '../types/typestring.ts';
import { copylocks } from './copylocks.ts';
import { calleeFunc, checkPrintfCall } from './printf.ts';
import { structtag } from './structtag.ts';

export type Report = (pos: Pos, msg: string) => void;

export interface VetDiagnostic {
  file: string;
  line: number;
  col: number;
  msg: string;
}

interface Pass {
  files: File[];
  info: Info;
  path: string;
}

type Analyzer = (pass: Pass, report: (file: File, pos: Pos, msg: string) => void) => void;

/** Every node of every file, in go/ast.Inspect order. */
function eachNode(pass: Pass, f: (file: File, n: Node) => void): void {
  for (const file of pass.files)
    inspect(file, (n) => {
      f(file, n);
      return true;
    });
}

/** analysisutil.HasSideEffects: calls other than conversions, and receives. */
function hasSideEffects(info: Info, e: Expr): boolean {
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
      const le = exprString(l);
      const re = exprString(r);
      if (le === re) report(file, stmt.pos, `self-assignment of ${re} to ${le}`);
    }
  });
};

const contextWithCancel = new Set([
  'WithCancel',
  'WithCancelCause',
  'WithTimeout',
  'WithTimeoutCause',
  'WithDeadline',
  'WithDeadlineCause',
]);

// passes/lostcancel, the discarded case: `ctx, _ := context.WithTimeout(...)` inside a function.
// (The "not used on all paths" case needs the control-flow graph and is not done here.)
const lostcancel: Analyzer = (pass, report) => {
  for (const file of pass.files) {
    if (!file.imports.some((s) => s.path.value === '"context"')) continue;
    let depth = 0;
    inspect(
      file,
      (n) => {
        if (n.kind === 'FuncDecl' || n.kind === 'FuncLit') depth++;
        if (depth === 0) return true;
        let lhs: Expr[] | undefined;
        let rhs: Expr[] | undefined;
        if (n.kind === 'AssignStmt') {
          lhs = n.lhs;
          rhs = n.rhs;
        } else if (n.kind === 'ValueSpec') {
          lhs = n.names;
          rhs = n.values;
        }
        if (lhs?.length === 2 && rhs?.length === 1) {
          const call = rhs[0];
          if (call.kind === 'CallExpr') {
            const fn = calleeFunc(pass.info, call);
            const id = lhs[1];
            if (
              fn?.pkg?.path === 'context' &&
              contextWithCancel.has(fn.name) &&
              id.kind === 'Ident' &&
              id.name === '_'
            )
              report(
                file,
                id.pos,
                `the cancel function returned by context.${fn.name} should be called, not discarded, to avoid a context leak`,
              );
          }
        }
        return true;
      },
      (n) => {
        if (n.kind === 'FuncDecl' || n.kind === 'FuncLit') depth--;
      },
    );
  }
};

// passes/printf.
const printf: Analyzer = (pass, report) => {
  eachNode(pass, (file, n) => {
    if (n.kind === 'CallExpr') checkPrintfCall(pass.info, n, (pos, msg) => report(file, pos, msg));
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
  assign,
  (pass, report) => copylocks(pass.files, pass.info, report),
  lostcancel,
  printf,
  (pass, report) => structtag(pass.files, pass.info, pass.path, report),
  unusedresult,
];

/** The findings of go1.23's vet analyzers for one type-checked package, in the order vet prints them. */
export function vetPackage(path: string, files: File[], info: Info): VetDiagnostic[] {
  const out: VetDiagnostic[] = [];
  const pass = { files, info, path };
  for (const a of analyzers)
    a(pass, (file, pos, msg) => out.push({ file: file.filename, line: pos.line, col: pos.col, msg }));
  return out;
}
