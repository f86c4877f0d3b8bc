// Function bodies and statements (types2 stmt.go, return.go), plus the branch checks that gc performs
// in cmd/compile/internal/syntax/branches.go (labels, break/continue/goto/fallthrough).

import type {
  BlockStmt,
  CaseClause,
  CommClause,
  Expr,
  FuncDecl,
  FuncLit,
  Ident,
  RangeStmt,
  Stmt,
  SwitchStmt,
  TypeSwitchStmt,
} from '../syntax/ast.ts';
import type { Pos } from '../syntax/pos.ts';
import type { Checker, DeclInfo } from './checker.ts';
import { type ConstValue, makeBool } from './constant.ts';
import { laterBodies, processDelayed } from './decl.ts';
import { exprString } from './exprstring.ts';
import { invalidOperand, type Operand } from './operand.ts';
import {
  comparable,
  coreType,
  hasNil,
  identical,
  isBoolean,
  isInteger,
  isInterface,
  isNumeric,
  isString,
  isTypeParam,
} from './predicates.ts';
import { declare } from './resolver.ts';
import { invalidType, isInvalid, Label, Scope, type Signature, type Type, under, Var } from './types.ts';
import { runeType, Typ } from './universe.ts';

/** Check a function body (types2 funcBody): statements, missing return, unused variables. */
export function funcBody(
  c: Checker,
  decl: DeclInfo | undefined,
  _name: string,
  sig: Signature,
  body: BlockStmt,
  scope: Scope,
  node: FuncDecl | FuncLit,
  iota?: ConstValue,
): void {
  const saved = { fn: c.fn, scope: c.scope, decl: c.decl, iota: c.iota };
  c.fn = {
    sig,
    scope,
    decl,
    node,
    hasLabel: false,
    bodyScope: scope,
    outer: saved.fn,
    labels: new Map(),
    branchLabels: [],
  };
  c.scope = scope;
  c.decl = decl;
  c.iota = iota;
  try {
    c.info.scopes.set(body, scope);
    stmtList(c, body.list);
    resolveLabels(c);
    if (sig.results.vars.length > 0 && !isTerminating(c, body, '')) c.errorAt(body.rbrace, 'missing return');
    usage(c, scope);
  } finally {
    c.fn = saved.fn;
    c.scope = saved.scope;
    c.decl = saved.decl;
    c.iota = saved.iota;
  }
}

/**
 * Labels live in their own per-function scope (types2 labels.go). Their errors are reported by the
 * parser's branch checks (syntax/branches.ts, as gc does); here they are only recorded in Info.
 */
function declareLabel(c: Checker, id: Ident): void {
  const fn = c.fn;
  if (!fn || id.name === '_') return;
  if (!fn.labels.has(id.name)) {
    const l = new Label(c.srcPos(id.pos), c.pkg, id.name);
    fn.labels.set(id.name, l);
    c.recordDef(id, l);
  }
}

function resolveLabels(c: Checker): void {
  const fn = c.fn;
  if (!fn) return;
  for (const id of fn.branchLabels) {
    const l = fn.labels.get(id.name);
    if (l) {
      l.used = true;
      c.recordUse(id, l);
    }
  }
}

/** Report unused local variables of scope and its non-function children (types2 usage). */
function usage(c: Checker, scope: Scope): void {
  // Pre-order with an explicit stack (scopes nest as deep as blocks and else-if chains do).
  const todo: Scope[] = [scope];
  while (todo.length > 0) {
    const sc = todo.pop()!;
    const unused: Var[] = [];
    for (const o of sc.elems.values()) if (o.kind === 'var' && !o.used && !o.isParam) unused.push(o);
    unused.sort(
      (a, b) => (a.pos.offset ?? 0) - (b.pos.offset ?? 0) || a.pos.line - b.pos.line || a.pos.col - b.pos.col,
    );
    for (const v of unused) c.errorAt(v.pos, `declared and not used: ${v.name}`, true);
    for (let i = sc.children.length - 1; i >= 0; i--) if (!sc.children[i].isFunc) todo.push(sc.children[i]);
  }
}

function openScope(c: Checker, node: Stmt | CaseClause | CommClause, comment: string): Scope {
  const s = new Scope(c.scope, comment);
  c.info.scopes.set(node, s);
  c.scope = s;
  return s;
}

function closeScope(c: Checker): void {
  c.scope = c.scope.parent!;
}

export function stmtList(c: Checker, list: Stmt[]): void {
  for (const s of list) stmt(c, s);
}

/** Calls that are statements (not expressions) in statement context. */
function callKind(c: Checker, e: Expr): 'statement' | 'expression' | 'conversion' {
  const u = unparen(e);
  if (u.kind === 'UnaryExpr' && u.op === '<-') return 'statement';
  if (u.kind !== 'CallExpr') return 'expression';
  const f = c.info.types.get(u.fun);
  if (f?.mode === 'typexpr') return 'conversion';
  if (f?.mode === 'builtin') {
    const name = builtinName(u.fun);
    return ['clear', 'close', 'copy', 'delete', 'panic', 'print', 'println', 'recover'].includes(name)
      ? 'statement'
      : 'expression';
  }
  return 'statement';
}

function builtinName(e: Expr): string {
  const u = unparen(e);
  return u.kind === 'Ident' ? u.name : u.kind === 'SelectorExpr' ? u.sel.name : '';
}

function unparen(e: Expr): Expr {
  while (e.kind === 'ParenExpr') e = e.x;
  return e;
}

/** CallExprs calling the builtin panic (for isTerminating). */
const panicCalls = new WeakSet<Expr>();

export function stmt(c: Checker, s: Stmt): void {
  // types2 stmt.go stmt: `defer check.processDelayed(len(check.delayed))`: what a statement
  // queued (function literal bodies, a map key's comparability, a union's terms, an interface's
  // duplicate methods) is checked at its end, so its errors are reported after the rest of the
  // statement's and before the next statement's (the 10th reported error is where gc stops with
  // "too many errors").
  const top = laterBodies(c).length;
  stmtNow(c, s);
  processDelayed(c, top);
}

function stmtNow(c: Checker, s: Stmt): void {
  switch (s.kind) {
    case 'BadStmt':
    case 'EmptyStmt':
      return;
    case 'DeclStmt':
      c.declStmt(s.decl);
      return;
    case 'LabeledStmt':
      if (c.fn) c.fn.hasLabel = true;
      declareLabel(c, s.label);
      stmt(c, s.stmt);
      return;
    case 'ExprStmt': {
      const x = c.rawExpr(s.x, undefined, false);
      const u = unparen(s.x);
      if (
        u.kind === 'CallExpr' &&
        builtinName(u.fun) === 'panic' &&
        c.info.types.get(u.fun)?.mode === 'builtin'
      )
        panicCalls.add(u);
      let msg: string;
      switch (x.mode) {
        case 'invalid':
          return;
        case 'builtin':
          msg = 'must be called';
          break;
        case 'typexpr':
          msg = 'is not an expression';
          break;
        default:
          if (callKind(c, s.x) === 'statement') return;
          msg = 'is not used';
      }
      c.error(s.x, `${c.op(x)} ${msg}`);
      return;
    }
    case 'SendStmt': {
      const ch = c.expr(s.chan);
      const val = c.expr(s.value);
      if (ch.mode === 'invalid' || val.mode === 'invalid') return;
      // go/types reports these at the arrow (stmt.go: inNode(s, s.Arrow)); types2 at the statement.
      const sendError = (msg: string) => c.errorAt(s.pos, msg, false, s.arrow);
      const u = coreType(ch.type);
      if (!u) {
        sendError(`invalid operation: cannot send to ${c.op(ch)}: no core type`);
        return;
      }
      if (u.kind !== 'chan') {
        sendError(`invalid operation: cannot send to non-channel ${c.op(ch)}`);
        return;
      }
      if (u.dir === 'recv') {
        sendError(`invalid operation: cannot send to receive-only channel ${c.op(ch)}`);
        return;
      }
      c.assignment(val, u.elem, 'send');
      return;
    }
    case 'IncDecStmt': {
      const x = c.expr(s.x);
      if (x.mode === 'invalid') return;
      if (!isNumeric(x.type)) {
        c.error(s.x, `invalid operation: ${exprString(s.x)}${s.tok} (non-numeric type ${c.t(x.type)})`);
        return;
      }
      c.assignOp(s.x, s.x, s.tok, () => x);
      return;
    }
    case 'AssignStmt': {
      if (s.tok === '=') {
        c.assignVars(s.lhs, s.rhs);
        return;
      }
      if (s.tok === ':=') {
        c.shortVarDecl(s);
        return;
      }
      if (s.lhs.length !== 1 || s.rhs.length !== 1) {
        c.error(s, `assignment operation ${s.tok} requires single-valued expressions`);
        return;
      }
      const op = s.tok.slice(0, -1);
      const x = c.binary(undefined, s.lhs[0], s.rhs[0], op);
      if (x.mode === 'invalid') return;
      c.assignOp(s.lhs[0], s.rhs[0], op, () => x);
      return;
    }
    case 'GoStmt':
    case 'DeferStmt': {
      const kw = s.kind === 'GoStmt' ? 'go' : 'defer';
      const call = s.call;
      if (unparen(call).kind !== 'CallExpr' || call.kind === 'ParenExpr') {
        c.error(call, `expression in ${kw} must be function call`);
        c.rawExpr(call, undefined, false);
        return;
      }
      const x = c.rawExpr(call, undefined, false);
      if (x.mode === 'invalid') return;
      const k = callKind(c, call);
      if (k === 'statement') return;
      c.error(
        call,
        `${kw} ${k === 'conversion' ? 'requires function call, not conversion' : 'discards result of'} ${c.op(x)}`,
      );
      return;
    }
    case 'ReturnStmt': {
      const fn = c.fn;
      if (!fn) return;
      const res = fn.sig.results;
      if (s.results.length === 0 && res.vars.length > 0 && res.vars[0].name !== '') {
        for (const v of res.vars) {
          const alt = c.scope.lookupParent(v.name)?.[1];
          if (alt && alt !== v) {
            c.error(
              s,
              `result parameter ${v.name} not in scope at return\n\t${c.posString(alt.pos)}: inner declaration of var ${v.name} ${c.t((alt as Var).type)}`,
            );
          }
        }
      } else if (s.results.length > 0 || res.vars.length > 0) {
        // Results are assigned, not declared: they must not take the type of the values.
        c.initVars(res.vars, s.results, s);
      }
      return;
    }
    case 'BranchStmt':
      if (s.label && c.fn) c.fn.branchLabels.push(s.label);
      return;
    case 'BlockStmt':
      openScope(c, s, 'block');
      stmtList(c, s.list);
      closeScope(c);
      return;
    case 'IfStmt': {
      // An else-if chain in a loop: each arm's scope encloses the next arm (types2 checks the else
      // inside the if's scope), closed together at the end.
      let arm: Stmt | undefined = s;
      let open = 0;
      for (; arm?.kind === 'IfStmt'; arm = arm.else) {
        openScope(c, arm, 'if');
        open++;
        if (arm.init) stmt(c, arm.init);
        const x = c.expr(arm.cond);
        if (x.mode !== 'invalid' && !isBoolean(x.type))
          c.error(arm.cond, 'non-boolean condition in if statement');
        stmt(c, arm.body);
      }
      if (arm) stmt(c, arm);
      while (open-- > 0) closeScope(c);
      return;
    }
    case 'SwitchStmt':
      openScope(c, s, 'switch');
      if (s.init) stmt(c, s.init);
      switchStmt(c, s);
      closeScope(c);
      return;
    case 'TypeSwitchStmt':
      openScope(c, s, 'type switch');
      if (s.init) stmt(c, s.init);
      typeSwitchStmt(c, s);
      closeScope(c);
      return;
    case 'SelectStmt':
      multipleDefaults(c, s.body.list as CommClause[], (cc) => cc.comm === undefined, 'select');
      for (const cl of s.body.list) {
        if (cl.kind !== 'CommClause') continue;
        let valid = false;
        let rhs: Expr | undefined;
        const comm = cl.comm;
        if (!comm || comm.kind === 'SendStmt') valid = true;
        else if (comm.kind === 'AssignStmt' && comm.rhs.length === 1) rhs = comm.rhs[0];
        else if (comm.kind === 'ExprStmt') rhs = comm.x;
        if (rhs) {
          const u = unparen(rhs);
          if (u.kind === 'UnaryExpr' && u.op === '<-') valid = true;
        }
        if (!valid) {
          // types2 stmt.go wording, at syntax.StartPos of the statement: an assignment starts at its
          // left-hand side; an expression statement is not descended into and sits at its
          // expression's syntax position (cmd/compile/internal/syntax positions.go, parser.go).
          const at = comm!.kind === 'ExprStmt' ? syntaxPos(comm!.x) : comm!.pos;
          c.error(at, 'select case must be send or receive (possibly with assignment)');
          continue;
        }
        openScope(c, cl, 'case');
        if (comm) stmt(c, comm);
        stmtList(c, cl.body);
        closeScope(c);
      }
      return;
    case 'ForStmt': {
      openScope(c, s, 'for');
      if (s.init) stmt(c, s.init);
      if (s.cond) {
        const x = c.expr(s.cond);
        if (x.mode !== 'invalid' && !isBoolean(x.type))
          c.error(s.cond, 'non-boolean condition in for statement');
      }
      if (s.post) stmt(c, s.post);
      stmt(c, s.body);
      closeScope(c);
      return;
    }
    case 'RangeStmt':
      rangeStmt(c, s);
      return;
    case 'CaseClause':
    case 'CommClause':
      c.error(s, 'invalid syntax tree: case clause outside switch');
      return;
  }
}

function multipleDefaults<T extends { pos: { line: number; col: number; offset: number } }>(
  c: Checker,
  list: T[],
  isDefault: (x: T) => boolean,
  _what: string,
): void {
  let first: T | undefined;
  for (const cl of list) {
    if (!isDefault(cl)) continue;
    if (first) c.error(cl.pos, `multiple defaults (first at ${c.posString(c.srcPos(first.pos))})`);
    else first = cl;
  }
}

function goVal(v: ConstValue): string | undefined {
  switch (v.kind) {
    case 'int':
      return 'n' + v.value.toString();
    case 'float':
      return v.den === 1n ? 'n' + v.num.toString() : `f${v.num}/${v.den}`;
    case 'string':
      return 's' + v.value;
    // No bool: gc checks duplicates of integer, floating-point and string values only (types2
    // stmt.go goVal), so `case true:` twice in a tagless switch is accepted.
    default:
      return undefined;
  }
}

function switchStmt(c: Checker, s: SwitchStmt): void {
  let x: Operand;
  if (s.tag) {
    x = c.expr(s.tag);
    c.assignment(x, undefined, 'switch expression');
    if (x.mode !== 'invalid' && !comparable(x.type) && !hasNil(x.type)) {
      c.error(s.tag, `cannot switch on ${c.op(x)} (${c.t(x.type)} is not comparable)`);
      x.mode = 'invalid';
    }
  } else {
    const first = s.body.list[0];
    const pos = first ? first.pos : s.body.rbrace;
    const trueIdent: Ident = { kind: 'Ident', name: 'true', pos, end: pos };
    x = { mode: 'constant', expr: trueIdent, type: Typ.bool, val: makeBool(true) };
  }
  const clauses = s.body.list.filter((x): x is CaseClause => x.kind === 'CaseClause');
  multipleDefaults(c, clauses, (cc) => cc.list.length === 0, 'switch');
  const seen = new Map<string, { pos: Expr; type: Type }[]>();
  for (const cl of clauses) {
    for (const e of cl.list) {
      const v = c.expr(e);
      if (x.mode === 'invalid' || v.mode === 'invalid') continue;
      c.convertUntyped(v, x.type);
      if ((v.mode as string) === 'invalid') continue;
      const res = c.comparison({ ...v }, x, '==', true);
      if (res.mode === 'invalid') continue;
      if (v.mode !== 'constant') continue;
      const key = goVal(v.val!);
      if (key === undefined) continue;
      const prev = seen.get(key) ?? [];
      const dup = prev.find((p) => identical(p.type, v.type));
      if (dup) {
        c.error(
          e,
          `duplicate case ${c.op(v)} in expression switch\n\t${c.posString(c.srcPos(dup.pos.pos))}: previous case`,
        );
        continue;
      }
      prev.push({ pos: e, type: v.type });
      seen.set(key, prev);
    }
    openScope(c, cl, 'case');
    stmtList(c, cl.body);
    closeScope(c);
  }
}

function typeSwitchStmt(c: Checker, s: TypeSwitchStmt): void {
  let lhs: Ident | undefined;
  let guard: Expr;
  if (s.assign.kind === 'AssignStmt') {
    const l = s.assign.lhs[0];
    lhs = l && l.kind === 'Ident' ? l : undefined;
    guard = s.assign.rhs[0];
  } else guard = s.assign.x;
  if (lhs) {
    if (lhs.name === '_') {
      c.error(lhs, 'no new variable on left side of :=', true);
      lhs = undefined;
    } else c.recordDef(lhs, undefined);
  }
  let sx: Operand | undefined;
  if (guard.kind === 'TypeAssertExpr') {
    const x = c.expr(guard.x);
    if (x.mode !== 'invalid') {
      if (isTypeParam(x.type)) c.error(guard.x, `cannot use type switch on type parameter value ${c.op(x)}`);
      else if (isInterface(x.type)) sx = x;
      else c.error(guard.x, `${c.op(x)} is not an interface`);
    }
  } else {
    c.expr(guard);
  }
  const clauses = s.body.list.filter((x): x is CaseClause => x.kind === 'CaseClause');
  multipleDefaults(c, clauses, (cc) => cc.list.length === 0, 'switch');
  const lhsVars: Var[] = [];
  const seen: { t: Type | undefined; e: Expr }[] = [];
  for (const cl of clauses) {
    let T: Type | undefined;
    for (const e of cl.list) {
      const u = unparen(e);
      if (u.kind === 'Ident' && u.name === 'nil' && c.scope.lookupParent('nil')?.[1].kind === 'nil') {
        T = undefined;
        c.expr(e);
      } else {
        T = c.varType(e);
        if (isInvalid(T)) continue;
      }
      const dup = seen.find((p) => (T === undefined && p.t === undefined) || (T && p.t && identical(T, p.t)));
      if (dup) {
        c.error(
          e,
          `duplicate case ${T ? c.t(T) : 'nil'} in type switch\n\t${c.posString(c.srcPos(dup.e.pos))}: previous case`,
        );
        continue;
      }
      seen.push({ t: T, e });
      if (sx && T) c.typeAssertion(e, sx, T, true);
    }
    openScope(c, cl, 'case');
    if (lhs) {
      let vt: Type | undefined = T;
      if (cl.list.length !== 1 || vt === undefined) vt = sx ? sx.type : invalidType;
      const v = new Var(c.srcPos(lhs.pos), c.pkg, lhs.name, vt);
      declare(c, c.scope, undefined, v);
      c.info.implicits.set(cl, v);
      lhsVars.push(v);
    }
    stmtList(c, cl.body);
    closeScope(c);
  }
  if (lhs) {
    let used = false;
    for (const v of lhsVars) {
      if (v.used) used = true;
      v.used = true;
    }
    if (!used) c.error(lhs, `${lhs.name} declared and not used`, true);
  }
}

function rangeStmt(c: Checker, s: RangeStmt): void {
  const x = c.expr(s.x);
  let key: Type | undefined;
  let val: Type | undefined;
  if (x.mode !== 'invalid') {
    const r = rangeKeyVal(x.type, (minor) => c.allowVersion(minor));
    if (!r.ok && r.cause) c.error(s.x, `cannot range over ${c.op(x)}: ${r.cause}`, true);
    else if (!r.ok) c.error(s.x, `cannot range over ${c.op(x)}`, true);
    else if (s.key && !r.key) c.error(s.key, `range over ${c.op(x)} permits no iteration variables`, true);
    else if (s.value && !r.val)
      c.error(s.value, `range over ${c.op(x)} permits only one iteration variable`, true);
    else if (s.extra) c.error(s.extra, 'range clause permits at most two iteration variables', true);
    key = r.key;
    val = r.val;
  }
  openScope(c, s, 'range');
  const lhs: (Expr | undefined)[] = [s.key, s.value];
  const rhs = [key, val];
  const rangeOverInt = isInteger(x.type);
  if (s.tok === ':=') {
    const vars: Var[] = [];
    lhs.forEach((l, i) => {
      if (!l) return;
      let obj: Var;
      if (l.kind === 'Ident') {
        obj = new Var(c.srcPos(l.pos), c.pkg, l.name, invalidType);
        c.recordDef(l, obj);
        if (l.name !== '_') vars.push(obj);
      } else {
        c.error(l, `cannot declare ${exprString(l)}`);
        obj = new Var(c.srcPos(l.pos), c.pkg, '_', invalidType);
      }
      const t = rhs[i];
      if (!t || isInvalid(t)) {
        obj.type = invalidType;
        obj.used = true;
        return;
      }
      c.markPending(obj);
      if (rangeOverInt) c.initVar(obj, { ...x }, 'range clause');
      else c.initVar(obj, { mode: 'value', expr: l, type: t }, 'assignment');
    });
    if (vars.length > 0) for (const v of vars) declare(c, c.scope, undefined, v);
    else c.error(s, 'no new variables on left side of :=');
  } else if (s.key) {
    lhs.forEach((l, i) => {
      if (!l) return;
      const t = rhs[i];
      if (!t || isInvalid(t)) return;
      if (rangeOverInt) {
        const y = { ...x };
        assignToLhs(c, l, y, 'range clause');
      } else assignToLhs(c, l, { mode: 'value', expr: l, type: t }, 'assignment');
    });
  } else if (rangeOverInt) {
    c.assignment({ ...x }, undefined, 'range clause');
  }
  stmt(c, s.body);
  closeScope(c);
}

function assignToLhs(c: Checker, l: Expr, y: Operand, context: string): void {
  // Reuse the assignment statement machinery with a pre-evaluated operand.
  c.assignOp(l, l, '', () => y);
  void context;
}

function rangeKeyVal(
  t: Type,
  allowVersion: (minor: number) => boolean,
): { key?: Type; val?: Type; cause?: string; ok: boolean } {
  let u = coreType(t);
  if (!u) return { ok: false, cause: 'no core type' };
  if (u.kind === 'pointer') {
    const a = under(u.elem);
    if (a.kind === 'array') u = a;
  }
  switch (u.kind) {
    case 'basic':
      if (isString(u)) return { ok: true, key: Typ.int, val: runeType };
      if (isInteger(u)) {
        if (!allowVersion(22)) return { ok: false, cause: 'requires go1.22 or later' };
        return { ok: true, key: t };
      }
      break;
    case 'array':
    case 'slice':
      return { ok: true, key: Typ.int, val: u.elem };
    case 'map':
      return { ok: true, key: u.key, val: u.elem };
    case 'chan':
      if (u.dir === 'send') return { ok: false, cause: 'receive from send-only channel' };
      return { ok: true, key: u.elem };
    case 'signature': {
      if (!allowVersion(23)) return { ok: false, cause: 'requires go1.23 or later' };
      if (u.params.vars.length !== 1)
        return { ok: false, cause: 'func must be func(yield func(...) bool): wrong argument count' };
      if (u.results.vars.length !== 0)
        return { ok: false, cause: 'func must be func(yield func(...) bool): unexpected results' };
      const cb = coreType(u.params.vars[0].type);
      if (cb?.kind !== 'signature')
        return { ok: false, cause: 'func must be func(yield func(...) bool): argument is not func' };
      if (cb.params.vars.length > 2)
        return {
          ok: false,
          cause: 'func must be func(yield func(...) bool): yield func has too many parameters',
        };
      if (cb.results.vars.length !== 1 || !identical(cb.results.vars[0].type, Typ.bool))
        return {
          ok: false,
          cause: 'func must be func(yield func(...) bool): yield func does not return bool',
        };
      return { ok: true, key: cb.params.vars[0]?.type, val: cb.params.vars[1]?.type };
    }
  }
  return { ok: false };
}

// ---------------------------------------------------------------------------------------------
// Terminating statements (types2 return.go)

export function isTerminating(c: Checker, s: Stmt, label: string): boolean {
  switch (s.kind) {
    case 'LabeledStmt':
      return isTerminating(c, s.stmt, s.label.name);
    case 'ExprStmt': {
      const u = unparen(s.x);
      return u.kind === 'CallExpr' && panicCalls.has(u);
    }
    case 'ReturnStmt':
      return true;
    case 'BranchStmt':
      return s.tok === 'goto' || s.tok === 'fallthrough';
    case 'BlockStmt':
      return isTerminatingList(c, s.list, '');
    case 'IfStmt': {
      let arm: Stmt | undefined = s;
      for (; arm?.kind === 'IfStmt'; arm = arm.else) {
        if (!arm.else || !isTerminating(c, arm.body, '')) return false;
      }
      return isTerminating(c, arm!, '');
    }
    case 'SwitchStmt':
    case 'TypeSwitchStmt': {
      let hasDefault = false;
      for (const cc of s.body.list) {
        if (cc.kind !== 'CaseClause') continue;
        if (cc.list.length === 0) hasDefault = true;
        if (!isTerminatingList(c, cc.body, '') || hasBreakList(cc.body, label, true)) return false;
      }
      return hasDefault;
    }
    case 'SelectStmt':
      for (const cc of s.body.list) {
        if (cc.kind !== 'CommClause') continue;
        if (!isTerminatingList(c, cc.body, '') || hasBreakList(cc.body, label, true)) return false;
      }
      return true;
    case 'ForStmt':
      return !s.cond && !hasBreak(s.body, label, true);
    default:
      return false;
  }
}

function isTerminatingList(c: Checker, list: Stmt[], label: string): boolean {
  for (let i = list.length - 1; i >= 0; i--) {
    if (list[i].kind !== 'EmptyStmt') return isTerminating(c, list[i], label);
  }
  return false;
}

function hasBreakList(list: Stmt[], label: string, implicit: boolean): boolean {
  return list.some((s) => hasBreak(s, label, implicit));
}

function hasBreak(s: Stmt, label: string, implicit: boolean): boolean {
  switch (s.kind) {
    case 'BranchStmt':
      if (s.tok === 'break') {
        if (!s.label) return implicit;
        return s.label.name === label;
      }
      return false;
    case 'LabeledStmt':
      return hasBreak(s.stmt, label, implicit);
    case 'BlockStmt':
      return hasBreakList(s.list, label, implicit);
    case 'IfStmt': {
      let arm: Stmt | undefined = s;
      for (; arm?.kind === 'IfStmt'; arm = arm.else) if (hasBreak(arm.body, label, implicit)) return true;
      return !!arm && hasBreak(arm, label, implicit);
    }
    case 'CaseClause':
    case 'CommClause':
      return hasBreakList(s.body, label, implicit);
    case 'SwitchStmt':
    case 'TypeSwitchStmt':
    case 'SelectStmt':
    case 'ForStmt':
    case 'RangeStmt':
      if (label === '') return false;
      return hasBreak(s.body, label, false);
    default:
      return false;
  }
}

export { invalidOperand, isBoolean };

/**
 * Where cmd/compile's syntax package puts an expression (its Pos, not its start): a binary operation
 * at its operator, a call at its `(`, an index or slice at its `[`, a selector or type assertion at
 * its `.` (syntax parser.go pexpr). Other expressions start where they are.
 */
function syntaxPos(e: Expr): Pos {
  switch (e.kind) {
    case 'BinaryExpr':
      return e.opPos;
    case 'CallExpr':
      return e.lparen;
    case 'IndexExpr':
    case 'IndexListExpr':
    case 'SliceExpr':
      return e.lbrack;
    case 'TypeAssertExpr':
      return { ...e.lparen, col: e.lparen.col - 1, offset: e.lparen.offset - 1 };
    case 'SelectorExpr':
      return { ...e.sel.pos, col: e.sel.pos.col - 1, offset: e.sel.pos.offset - 1 };
    default:
      return e.pos;
  }
}
