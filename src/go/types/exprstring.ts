// Expression text as gc prints it in messages: cmd/compile/internal/syntax printer.go in ShortForm
// (function bodies and composite literal contents print as `{…}`).

import type { Expr, Field, FieldList, FuncType, Node } from '../syntax/ast.ts';
import type { Pos } from '../syntax/pos.ts';

export function exprString(e: Expr): string {
  switch (e.kind) {
    case 'BadExpr':
      return 'BadExpr';
    case 'Ident':
      return e.name;
    case 'BasicLit':
      return e.value;
    case 'Ellipsis':
      return e.elt ? '...' + exprString(e.elt) : '...';
    case 'FuncLit':
      return funcType(e.type, true) + ' {' + (e.body.list.length > 0 ? '…' : '') + '}';
    case 'CompositeLit':
      return (e.type ? exprString(e.type) : '') + '{' + (e.elts.length > 0 ? '…' : '') + '}';
    case 'ParenExpr':
      return '(' + exprString(e.x) + ')';
    case 'SelectorExpr':
      return exprString(e.x) + '.' + e.sel.name;
    case 'IndexExpr':
      return exprString(e.x) + '[' + exprString(e.index) + ']';
    case 'IndexListExpr':
      return exprString(e.x) + '[' + e.indices.map(exprString).join(', ') + ']';
    case 'SliceExpr': {
      let s = exprString(e.x) + '[';
      if (e.low) s += exprString(e.low);
      s += ':';
      if (e.high) s += exprString(e.high);
      if (e.max) s += ':' + exprString(e.max);
      return s + ']';
    }
    case 'TypeAssertExpr':
      return exprString(e.x) + '.(' + (e.type ? exprString(e.type) : 'type') + ')';
    case 'CallExpr':
      return exprString(e.fun) + '(' + e.args.map(exprString).join(', ') + (e.ellipsis ? '...' : '') + ')';
    case 'StarExpr':
      return '*' + exprString(e.x);
    case 'UnaryExpr':
      return e.op + exprString(e.x);
    case 'BinaryExpr': {
      // a left-deep chain in a loop (thousands of terms are valid Go)
      const rights: Expr[] = [];
      const ops: string[] = [];
      let l: Expr = e;
      for (; l.kind === 'BinaryExpr'; l = l.x) {
        rights.push(l.y);
        ops.push(l.op);
      }
      let out = exprString(l);
      for (let i = rights.length - 1; i >= 0; i--) out += ' ' + ops[i] + ' ' + exprString(rights[i]);
      return out;
    }
    case 'KeyValueExpr':
      return exprString(e.key) + ': ' + exprString(e.value);
    case 'ArrayType':
      return '[' + (e.len ? exprString(e.len) : '') + ']' + exprString(e.elt);
    case 'StructType':
      return e.fields.list.length === 0 ? 'struct{}' : 'struct{ ' + fieldList(e.fields, '; ') + ' }';
    case 'FuncType':
      return funcType(e, true);
    case 'InterfaceType':
      return e.methods.list.length === 0 ? 'interface{}' : 'interface{ ' + ifaceElems(e.methods) + ' }';
    case 'MapType':
      return 'map[' + exprString(e.key) + ']' + exprString(e.value);
    case 'ChanType':
      if (e.dir === 'send') return 'chan<- ' + exprString(e.value);
      if (e.dir === 'recv') return '<-chan ' + exprString(e.value);
      return 'chan ' + exprString(e.value);
  }
}

function field(f: Field): string {
  const names = f.names.map((n) => n.name).join(', ');
  let s = names ? names + ' ' + exprString(f.type) : exprString(f.type);
  if (f.tag) s += ' ' + f.tag.value;
  return s;
}

function fieldList(l: FieldList, sep: string): string {
  return l.list.map(field).join(sep);
}

function ifaceElems(l: FieldList): string {
  return l.list
    .map((f) => {
      if (f.names.length > 0 && f.type.kind === 'FuncType') return f.names[0].name + funcType(f.type, false);
      return exprString(f.type);
    })
    .join('; ');
}

function funcType(t: FuncType, withFunc: boolean): string {
  let s = withFunc ? 'func' : '';
  if (t.typeParams && t.typeParams.list.length > 0) s += '[' + fieldList(t.typeParams, ', ') + ']';
  s += '(' + fieldList(t.params, ', ') + ')';
  if (t.results && t.results.list.length > 0) {
    const r = t.results.list;
    if (r.length === 1 && r[0].names.length === 0) s += ' ' + exprString(r[0].type);
    else s += ' (' + fieldList(t.results, ', ') + ')';
  }
  return s;
}

/**
 * Where types2 reports an error at a node (syntax.StartPos): the node's start, except that a function
 * type sits at its '(' in cmd/compile's syntax tree (parser.go funcType takes the position after
 * `func`): `invalid map key type func()`, `func(int) bool does not satisfy comparable`.
 */
export function startPos(n: Node): Pos {
  if (n.kind === 'FuncType' && n.params.opening) return n.params.opening;
  // cmd/compile/internal/syntax positions.go StartPos follows an expression's left operand, but
  // its case for SliceExpr is commented out: a slice expression starts at its '[' (as syntax places
  // it), so gc reports `cannot use a[1:] ...` at the '['. go/ast's Pos is the operand's start.
  for (let x: Node = n; ; ) {
    switch (x.kind) {
      case 'SliceExpr':
        return x.lbrack;
      case 'SelectorExpr':
      case 'IndexExpr':
      case 'IndexListExpr':
      case 'TypeAssertExpr':
        x = x.x;
        continue;
      case 'CallExpr':
        x = x.fun;
        continue;
      case 'BinaryExpr':
        x = x.x;
        continue;
      case 'KeyValueExpr':
        x = x.key;
        continue;
      case 'CompositeLit':
        if (x.type) {
          x = x.type;
          continue;
        }
        return n.pos;
      default:
        return n.pos;
    }
  }
}
