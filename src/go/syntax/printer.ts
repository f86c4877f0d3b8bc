// Node → source text in the form gc prints expressions in its messages: syntax.String, i.e. the
// cmd/compile/internal/syntax printer in ShortForm without line breaks (function bodies and composite
// literal contents become `…`). types2 quotes operands with the same printer (ExprString), so the checker
// should use exprString for `x (variable of type T)` texts.
import type { AssignStmt, BinaryExpr, Expr, Field, FieldList, FuncType, Node, Stmt } from './ast.ts';

export function exprString(e: Expr): string {
  const out: string[] = [];
  expr(out, e);
  return out.join('');
}

/** String of a simple statement as gc prints it in "cannot use ... as value" (`x := 1`, `x++`, `ch <- v`). */
export function stmtString(s: Stmt): string {
  const out: string[] = [];
  stmt(out, s);
  return out.join('');
}

export function nodeString(n: Node): string {
  const out: string[] = [];
  switch (n.kind) {
    case 'Field':
      field(out, n);
      break;
    case 'FieldList':
      params(out, n, '(', ')');
      break;
    default:
      if ('kind' in n && isStmtKind(n.kind)) stmt(out, n as Stmt);
      else expr(out, n as Expr);
  }
  return out.join('');
}

function isStmtKind(k: string): boolean {
  return k.endsWith('Stmt') || k === 'CaseClause' || k === 'CommClause';
}

function list(out: string[], xs: Expr[]): void {
  for (let i = 0; i < xs.length; i++) {
    if (i > 0) out.push(', ');
    expr(out, xs[i]);
  }
}

function expr(out: string[], e: Expr): void {
  switch (e.kind) {
    case 'BadExpr':
      out.push('<bad expr>');
      return;
    case 'Ident':
      out.push(e.name);
      return;
    case 'BasicLit':
      out.push(e.value);
      return;
    case 'Ellipsis':
      out.push('...');
      if (e.elt) expr(out, e.elt);
      return;
    case 'FuncLit':
      expr(out, e.type);
      out.push(e.body.list.length > 0 ? ' {…}' : ' {}');
      return;
    case 'CompositeLit':
      if (e.type) expr(out, e.type);
      out.push(e.elts.length > 0 ? '{…}' : '{}');
      return;
    case 'ParenExpr':
      out.push('(');
      expr(out, e.x);
      out.push(')');
      return;
    case 'SelectorExpr':
      expr(out, e.x);
      out.push('.', e.sel.name);
      return;
    case 'IndexExpr':
      expr(out, e.x);
      out.push('[');
      expr(out, e.index);
      out.push(']');
      return;
    case 'IndexListExpr':
      expr(out, e.x);
      out.push('[');
      list(out, e.indices);
      out.push(']');
      return;
    case 'SliceExpr':
      expr(out, e.x);
      out.push('[');
      if (e.low) expr(out, e.low);
      out.push(':');
      if (e.high) expr(out, e.high);
      if (e.max) {
        out.push(':');
        expr(out, e.max);
      }
      out.push(']');
      return;
    case 'TypeAssertExpr':
      expr(out, e.x);
      out.push('.(');
      if (e.type) expr(out, e.type);
      else out.push('type');
      out.push(')');
      return;
    case 'CallExpr':
      expr(out, e.fun);
      out.push('(');
      list(out, e.args);
      if (e.ellipsis) out.push('...');
      out.push(')');
      return;
    case 'StarExpr':
      out.push('*');
      expr(out, e.x);
      return;
    case 'UnaryExpr':
      out.push(e.op);
      expr(out, e.x);
      return;
    case 'BinaryExpr': {
      // a left-deep chain in a loop (thousands of terms are valid Go)
      const rights: BinaryExpr[] = [];
      let l: Expr = e;
      for (; l.kind === 'BinaryExpr'; l = l.x) rights.push(l);
      expr(out, l);
      for (let i = rights.length - 1; i >= 0; i--) {
        out.push(' ', rights[i].op, ' ');
        expr(out, rights[i].y);
      }
      return;
    }
    case 'KeyValueExpr':
      expr(out, e.key);
      out.push(': ');
      expr(out, e.value);
      return;
    case 'ArrayType':
      out.push('[');
      if (e.len) expr(out, e.len);
      out.push(']');
      expr(out, e.elt);
      return;
    case 'StructType': {
      out.push('struct{');
      const fs = e.fields.list;
      for (let i = 0; i < fs.length; i++) {
        if (i > 0) out.push('; ');
        field(out, fs[i]);
      }
      out.push('}');
      return;
    }
    case 'FuncType':
      out.push('func');
      signature(out, e);
      return;
    case 'InterfaceType': {
      out.push('interface{');
      const ms = e.methods.list;
      for (let i = 0; i < ms.length; i++) {
        if (i > 0) out.push('; ');
        const m = ms[i];
        if (m.names.length > 0 && m.type.kind === 'FuncType') {
          out.push(m.names[0].name);
          signature(out, m.type);
        } else {
          expr(out, m.type);
        }
      }
      out.push('}');
      return;
    }
    case 'MapType':
      out.push('map[');
      expr(out, e.key);
      out.push(']');
      expr(out, e.value);
      return;
    case 'ChanType':
      if (e.dir === 'recv') out.push('<-');
      out.push('chan');
      if (e.dir === 'send') out.push('<-');
      out.push(' ');
      if (e.dir === 'both' && e.value.kind === 'ChanType' && e.value.dir === 'recv') {
        out.push('(');
        expr(out, e.value);
        out.push(')');
      } else {
        expr(out, e.value);
      }
      return;
  }
}

function field(out: string[], f: Field): void {
  for (let i = 0; i < f.names.length; i++) {
    if (i > 0) out.push(', ');
    out.push(f.names[i].name);
  }
  if (f.names.length > 0) out.push(' ');
  expr(out, f.type);
  if (f.tag) out.push(' ', f.tag.value);
}

function params(out: string[], fl: FieldList, open: string, close: string): void {
  out.push(open);
  for (let i = 0; i < fl.list.length; i++) {
    if (i > 0) out.push(', ');
    field(out, fl.list[i]);
  }
  out.push(close);
}

function signature(out: string[], ft: FuncType): void {
  if (ft.typeParams) params(out, ft.typeParams, '[', ']');
  params(out, ft.params, '(', ')');
  const res = ft.results;
  if (res && res.list.length > 0) {
    out.push(' ');
    const only = res.list[0];
    if (res.list.length === 1 && only.names.length === 0 && only.type.kind !== 'Ellipsis') {
      expr(out, only.type);
    } else {
      params(out, res, '(', ')');
    }
  }
}

function assign(out: string[], s: AssignStmt): void {
  list(out, s.lhs);
  out.push(' ', s.tok, ' ');
  list(out, s.rhs);
}

function stmt(out: string[], s: Stmt): void {
  switch (s.kind) {
    case 'ExprStmt':
      expr(out, s.x);
      return;
    case 'AssignStmt':
      assign(out, s);
      return;
    case 'IncDecStmt':
      expr(out, s.x);
      out.push(s.tok);
      return;
    case 'SendStmt':
      expr(out, s.chan);
      out.push(' <- ');
      expr(out, s.value);
      return;
    case 'GoStmt':
    case 'DeferStmt':
      out.push(s.kind === 'GoStmt' ? 'go ' : 'defer ');
      expr(out, s.call);
      return;
    case 'ReturnStmt':
      out.push('return');
      if (s.results.length > 0) {
        out.push(' ');
        list(out, s.results);
      }
      return;
    case 'BranchStmt':
      out.push(s.tok);
      if (s.label) out.push(' ', s.label.name);
      return;
    case 'EmptyStmt':
      return;
    default:
      // compound statements are not quoted in messages; print their keyword form
      out.push(`<${s.kind}>`);
  }
}
