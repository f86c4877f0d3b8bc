// passes/testinggoroutine (golang.org/x/tools, as vendored in go1.23): t.Fatal, t.FailNow, t.Skip...
// called from a goroutine a test starts (`go func() { t.Fatal(...) }()`) do not stop the test.
// Only `go` statements are reported: the t.Run half of the analyzer is behind its -subtest flag,
// off by default, but t.Run's function literals are still regions of their own, not searched again.
import type { CallExpr, Expr, File, FuncDecl, FuncLit, GoStmt, Ident, Node } from '../syntax/ast.ts';
import { inspect } from '../syntax/walk.ts';
import type { Func, Type, Var } from '../types/types.ts';
import { unalias, under } from '../types/types.ts';
import { typeString } from '../types/typestring.ts';
import type { Analyzer } from './pass.ts';
import { calleeFunc } from './printf.ts';

interface AsyncCall {
  region: Node;
  async: GoStmt | CallExpr;
  scope: Node | undefined;
  fun: Expr;
}

const FORBIDDEN = ['FailNow', 'Fatal', 'Fatalf', 'Skip', 'Skipf', 'SkipNow'];

function unparen(e: Expr): Expr {
  while (e.kind === 'ParenExpr') e = e.x;
  return e;
}

function isMethodNamed(f: Func | undefined, pkg: string, names: string[]): boolean {
  return f !== undefined && f.pkg?.path === pkg && f.type.recv !== undefined && names.includes(f.name);
}

/** A parameter typed *testing.T or *testing.B, by its syntax (hasBenchmarkOrTestParams). */
function hasBenchmarkOrTestParams(d: FuncDecl): boolean {
  return d.type.params.list.some((p) => {
    const t = p.type;
    if (t.kind !== 'StarExpr' || t.x.kind !== 'SelectorExpr') return false;
    const s = t.x;
    return s.x.kind === 'Ident' && s.x.name === 'testing' && (s.sel.name === 'T' || s.sel.name === 'B');
  });
}

function funcIdent(fun: Expr): Ident | undefined {
  const f = unparen(fun);
  if (f.kind === 'IndexExpr' || f.kind === 'IndexListExpr') return f.x.kind === 'Ident' ? f.x : undefined;
  return f.kind === 'Ident' ? f : undefined;
}

function samePos(a: { line: number; col: number }, b: { line: number; col: number }): boolean {
  return a.line === b.line && a.col === b.col;
}

export const testinggoroutine: Analyzer = (pass, report) => {
  if (!pass.files.some((f) => f.imports.some((s) => s.path.value === '"testing"'))) return;
  const { info } = pass;
  // go/parser's resolution (ident.Obj.Decl): the function literal a local `x := func...` or
  // `var x = func...` declares, for `go x()`.
  const funcLitInScope = (file: File, id: Ident): FuncLit | undefined => {
    const obj = info.uses.get(id);
    if (obj?.kind !== 'var') return undefined;
    let lit: FuncLit | undefined;
    inspect(file, (n) => {
      if (lit !== undefined) return false;
      if (n.kind === 'AssignStmt' && n.tok === ':=') {
        n.lhs.forEach((x, i) => {
          if (x.kind === 'Ident' && x.name === id.name && samePos(x.pos, obj.pos) && i < n.rhs.length) {
            const r = n.rhs[i];
            if (r.kind === 'FuncLit') lit = r;
          }
        });
      } else if (n.kind === 'ValueSpec') {
        n.names.forEach((x, i) => {
          if (x.name === id.name && samePos(x.pos, obj.pos) && i < n.values.length) {
            const r = n.values[i];
            if (r.kind === 'FuncLit') lit = r;
          }
        });
      }
      return true;
    });
    return lit;
  };
  const decls = new Map<Func, FuncDecl>();
  for (const f of pass.files)
    for (const d of f.decls)
      if (d.kind === 'FuncDecl') {
        const o = info.defs.get(d.name);
        if (o?.kind === 'func') decls.set(o, d);
      }

  const asyncs = new Map<Node, AsyncCall[]>();
  const regions: { node: Node; file: File }[] = [];
  const add = (file: File, c: AsyncCall | undefined) => {
    if (c === undefined) return;
    const l = asyncs.get(c.region);
    if (l === undefined) {
      asyncs.set(c.region, [c]);
      regions.push({ node: c.region, file });
    } else l.push(c);
  };
  for (const file of pass.files)
    inspect(file, (n) => {
      if (n.kind === 'FuncDecl') return hasBenchmarkOrTestParams(n);
      if (n.kind === 'GoStmt' && n.call.kind === 'CallExpr') {
        const call = n.call;
        const fun = unparen(call.fun);
        const id = funcIdent(fun);
        const lit = id && funcLitInScope(file, id);
        if (lit) add(file, { region: lit, async: n, scope: undefined, fun });
        else {
          // typeutil.StaticCallee: a function or a concrete method declared in the package
          const f = calleeFunc(info, call);
          const fr = f?.type.recv;
          const decl = f && !(fr && under(fr.type).kind === 'interface') ? decls.get(f) : undefined;
          if (decl) add(file, { region: decl, async: n, scope: undefined, fun });
          else add(file, { region: n, async: n, scope: undefined, fun });
        }
      } else if (n.kind === 'CallExpr' && n.args.length === 2) {
        if (isMethodNamed(calleeFunc(info, n), 'testing', ['Run'])) {
          const fun = unparen(n.args[1]);
          const id = fun.kind === 'FuncLit' ? undefined : funcIdent(fun);
          const lit = fun.kind === 'FuncLit' ? fun : id && funcLitInScope(file, id);
          if (lit) add(file, { region: lit, async: n, scope: lit, fun });
          else add(file, { region: n, async: n, scope: fun, fun });
        }
      }
      return true;
    });

  for (const { node: region, file } of regions) {
    inspect(region, (n) => {
      if (n === region) return true;
      if (asyncs.has(n)) return false;
      if (n.kind !== 'CallExpr') return true;
      const fun = unparen(n.fun);
      if (fun.kind !== 'SelectorExpr') return true;
      const sel = info.selections.get(fun);
      if (sel === undefined) return true;
      const xe = unparen(fun.x);
      const x = xe.kind === 'Ident' ? info.uses.get(xe) : undefined;
      if (x?.kind !== 'var') return true;
      const fn = sel.obj.kind === 'func' ? sel.obj : undefined;
      if (fn === undefined || !isMethodNamed(fn, 'testing', FORBIDDEN)) return true;
      for (const e of asyncs.get(region) ?? []) {
        if (withinScope(e.scope, x)) continue;
        if (e.async.kind !== 'GoStmt') continue; // -subtest is off
        const forbidden = formatMethod(sel.recv, fn);
        const local = e.fun.kind === 'FuncLit';
        const context = !local && e.fun.kind === 'Ident' ? ` (${e.fun.name} calls ${forbidden})` : '';
        report(file, local ? n.pos : e.async.pos, `call to ${forbidden} from a non-test goroutine${context}`);
      }
      return true;
    });
  }
};

function withinScope(scope: Node | undefined, x: Var): boolean {
  if (scope === undefined) return false;
  const at = (p: { line: number; col: number }) => p.line * 1_000_000 + p.col;
  return at(scope.pos) <= at(x.pos) && at(x.pos) <= at(scope.end);
}

/** "(*testing.T).Fatal": the selection's receiver type and the method's name. */
function formatMethod(recv: Type, fn: Func): string {
  const r = unalias(recv);
  if (r.kind === 'pointer') return `(*${typeString(r.elem)}).${fn.name}`;
  return `(${typeString(recv)}).${fn.name}`;
}
