// Flat frames: a function body's deep twin (rt/deep.ts) as a state machine over its frame array.
//
// Past the JS stack, every pending Go call is held by the trampoline (rt/deep.ts deepCall). A
// generator per call costs several hundred bytes of heap and the JS collector's time (a million
// pending calls: seconds, issue 16); a flat frame is the frame array alone. The body is compiled
// into a list of ops: statements without Go calls run as their ordinary closures, each Go call is
// an op that hands its {fn, args} to the trampoline and, when resumed with the result, stores it in
// the slot the rest of the statement reads (as gen.ts hoist does); if/else, for, range, switch,
// type switch, labels and goto become jumps between ops. Where the frame stands (its op) and its
// call depth are two slots of the frame itself. Functions with defers keep their generator twin
// (program.ts): their frames must see their callees' panics.
//
// The ops evaluate everything in the order the generator twins do (gen.ts genStmt), which is the
// order of the ordinary closures (compile/) with calls hoisted out of expressions.

import type { CallExpr, Expr, ForStmt, RangeStmt, Stmt, SwitchStmt, TypeSwitchStmt } from '../syntax/ast.ts';
import type { Signature } from '../types/types.ts';
import { unparenExpr } from './compile/analysis.ts';
import type { Compiler } from './compile/compiler.ts';
import type { FnCtx, St, VarInit } from './compile/ctx.ts';
import { coreOf } from './escape.ts';
import {
  blockingParts,
  calledFunc,
  callTarget,
  type FrameHooks,
  mayBlock,
  type RangeFuncLoop,
  rangeFuncLoop,
  withParts,
} from './gen.ts';
import type { Ev } from './ops.ts';
import { nilDeref } from './panic.ts';
import { at } from './rt/call.ts';
import { BREAK, ctl, FALLTHROUGH, GOTO, LOOP_EXIT, LOOP_NEXT, loopCtl, NORMAL } from './rt/ctl.ts';
import { type DeepCallReq, type DeepFrame, FLAT, FLAT_DONE, type FlatFn } from './rt/deep.ts';
import { tInt, tInt32 } from './rtype.ts';
import { budgetExceeded, R } from './state.ts';
import { decodedWidth, decodeRune } from './strings.ts';
import { Cell, clone, type GoMap, type Slice } from './values.ts';

// Op kinds.
/** A statement's closure; a completion other than NORMAL goes to its scope (ctlTarget). */
const K_ST = 0;
/** A Go call: its request goes to the trampoline; the result comes back into `slot`. */
const K_CALL = 1;
/** Jump to `to` when `cond` is false. */
const K_IFNOT = 2;
/** Jump to `to` when `cond` is true. */
const K_IF = 3;
const K_JUMP = 4;
/** Anything else: `fn` returns the next op's index. */
const K_FN = 5;

/** What a completion code other than NORMAL meets on its way out (innermost first). */
const S_LOOP = 0;
/** A switch or type switch: `break` (unlabelled or naming it) ends it. */
const S_SWITCH = 1;
/** A switch clause: `fallthrough` goes on with the next clause's body. */
const S_CLAUSE = 2;
/** A labelled statement other than a loop or switch: `break L` ends it. */
const S_LABEL = 3;
/** A block with labelled statements: `goto L` jumps to one of them. */
const S_BLOCK = 4;

class Scope {
  readonly parent: Scope | null;
  readonly kind: number;
  readonly label: string | null;
  /** Where `continue` goes (loops), where the statement ends, where `fallthrough` goes (clauses). */
  cont = -1;
  exit = -1;
  next = -1;
  /** S_BLOCK: the labels of its statements and where each starts. */
  readonly labels: string[] = [];
  readonly pcs: number[] = [];
  constructor(parent: Scope | null, kind: number, label: string | null) {
    this.parent = parent;
    this.kind = kind;
    this.label = label;
  }
}

/** One monomorphic shape for every op (the run loop reads them all). */
class Op {
  readonly k: number;
  readonly st: St | null;
  readonly call: ((f: any[]) => DeepCallReq) | null;
  readonly cond: Ev | null;
  readonly fn: ((f: any[], pc: number) => number) | null;
  readonly slot: number;
  readonly scope: Scope | null;
  to = -1;
  constructor(
    k: number,
    st: St | null,
    call: ((f: any[]) => DeepCallReq) | null,
    cond: Ev | null,
    fn: ((f: any[], pc: number) => number) | null,
    slot: number,
    scope: Scope | null,
  ) {
    this.k = k;
    this.st = st;
    this.call = call;
    this.cond = cond;
    this.fn = fn;
    this.slot = slot;
    this.scope = scope;
  }
}

/**
 * Where a completion code `c` (not NORMAL) raised in `s` continues: an op's index, or -1 when it
 * leaves the function (a return; a break, continue or goto the function's own statements do not
 * take are compile errors, so never seen here). The same rules as loopCtl, breakCtl, labelCtl and
 * gotoTarget (rt/ctl.ts), applied from the innermost scope out.
 */
function ctlTarget(c: number, s: Scope | null): number {
  for (; s !== null; s = s.parent) {
    switch (s.kind) {
      case S_LOOP: {
        const r = loopCtl(c, s.label);
        if (r === LOOP_EXIT) return s.exit;
        if (r === LOOP_NEXT) return s.cont;
        break;
      }
      case S_SWITCH:
        if (c === BREAK && (ctl.label === null || ctl.label === s.label)) {
          ctl.label = null;
          return s.exit;
        }
        break;
      case S_CLAUSE:
        if (c === FALLTHROUGH) return s.next;
        break;
      case S_LABEL:
        if (c === BREAK && ctl.label === s.label) {
          ctl.label = null;
          return s.exit;
        }
        break;
      case S_BLOCK:
        if (c === GOTO) {
          const j = s.labels.indexOf(ctl.label!);
          if (j >= 0) {
            ctl.label = null;
            return s.pcs[j];
          }
        }
        break;
    }
  }
  return -1;
}

/** The state machine over `ops`, with the function's entry and exit around it. */
function runner(ops: Op[], frame: FrameHooks, pcSlot: number, depthSlot: number): FlatFn {
  const { enter, leave } = frame;
  const n = ops.length;
  return (f: any[], input: any): any => {
    let pc: number;
    const at0 = f[pcSlot];
    if (at0 === undefined) {
      f[depthSlot] = enter(f);
      pc = 0;
    } else {
      // The result of the call op at0 asked for.
      f[ops[at0].slot] = input;
      pc = at0 + 1;
    }
    while (pc < n) {
      const op = ops[pc];
      switch (op.k) {
        case K_ST: {
          const c = op.st!(f);
          if (c === NORMAL) pc++;
          else {
            pc = ctlTarget(c, op.scope);
            if (pc < 0) pc = n;
          }
          break;
        }
        case K_CALL:
          f[pcSlot] = pc;
          return op.call!(f);
        case K_IFNOT:
          pc = op.cond!(f) ? pc + 1 : op.to;
          break;
        case K_IF:
          pc = op.cond!(f) ? op.to : pc + 1;
          break;
        case K_JUMP:
          pc = op.to;
          break;
        default:
          pc = op.fn!(f, pc);
      }
    }
    FLAT.result = leave(f, f[depthSlot]);
    return FLAT_DONE;
  };
}

/**
 * A function body's deep twin as a flat frame: its entry (called with a fresh frame array, it
 * leaves the FlatFn in FLAT.fn and returns the frame).
 */
export function flatBody(C: Compiler, list: Stmt[], cx: FnCtx, frame: FrameHooks): (f: any[]) => DeepFrame {
  const b = new Builder(C, cx);
  b.block(list, null);
  const flat = runner(b.ops, frame, cx.alloc(), cx.alloc());
  return (f) => {
    FLAT.fn = flat;
    return f;
  };
}

class Builder {
  readonly ops: Op[] = [];
  private readonly C: Compiler;
  private readonly cx: FnCtx;
  constructor(C: Compiler, cx: FnCtx) {
    this.C = C;
    this.cx = cx;
  }

  private get pc(): number {
    return this.ops.length;
  }

  private emit(op: Op): Op {
    this.ops.push(op);
    return op;
  }

  private st(st: St, scope: Scope | null): void {
    this.emit(new Op(K_ST, st, null, null, null, 0, scope));
  }

  private fn(fn: (f: any[], pc: number) => number): Op {
    return this.emit(new Op(K_FN, null, null, null, fn, 0, null));
  }

  private jump(): Op {
    return this.emit(new Op(K_JUMP, null, null, null, null, 0, null));
  }

  private branch(k: number, cond: Ev): Op {
    return this.emit(new Op(k, null, null, cond, null, 0, null));
  }

  block(list: Stmt[], scope: Scope | null): void {
    let sc = scope;
    let bs: Scope | null = null;
    if (list.some((s) => s.kind === 'LabeledStmt')) sc = bs = new Scope(scope, S_BLOCK, null);
    for (const s of list) {
      if (bs !== null && s.kind === 'LabeledStmt') {
        bs.labels.push(s.label.name);
        bs.pcs.push(this.pc);
      }
      this.stmt(s, sc, null);
    }
  }

  private stmt(s: Stmt, sc: Scope | null, label: string | null): void {
    const { C, cx } = this;
    if (!mayBlock(C, s)) {
      this.st(C.stmt(s, cx), sc);
      return;
    }
    switch (s.kind) {
      case 'BlockStmt':
        this.block(s.list, sc);
        return;
      case 'LabeledStmt': {
        const inner = s.stmt;
        const name = s.label.name;
        const k = inner.kind;
        if (k === 'ForStmt' || k === 'RangeStmt' || k === 'SwitchStmt' || k === 'TypeSwitchStmt') {
          this.stmt(inner, sc, name);
          return;
        }
        const ls = new Scope(sc, S_LABEL, name);
        this.stmt(inner, ls, null);
        ls.exit = this.pc;
        return;
      }
      case 'IfStmt': {
        // An else-if chain: each arm's init and condition, a jump past its body when false.
        const ends: Op[] = [];
        let arm: Stmt | undefined = s;
        for (; arm?.kind === 'IfStmt'; arm = arm.else) {
          if (arm.init) this.stmt(arm.init, sc, null);
          const br = this.branch(K_IFNOT, this.value(arm.cond));
          this.block(arm.body.list, sc);
          ends.push(this.jump());
          br.to = this.pc;
        }
        if (arm) this.stmt(arm, sc, null);
        for (const j of ends) j.to = this.pc;
        return;
      }
      case 'ForStmt':
        this.forStmt(s, sc, label);
        return;
      case 'RangeStmt':
        this.rangeStmt(s, sc, label);
        return;
      case 'SwitchStmt':
        this.switchStmt(s, sc, label);
        return;
      case 'TypeSwitchStmt':
        this.typeSwitch(s, sc, label);
        return;
      case 'GoStmt':
      case 'DeferStmt':
        // Operands of the deferred/started call are evaluated here; the call itself is not.
        this.st(
          this.parts(
            s,
            () => C.stmt(s, cx),
            (n) => n === s.call,
          ),
          sc,
        );
        return;
      default:
        // Simple statements (and a select, whose calls run nested: gen.ts mayBlock never says so).
        this.st(
          this.parts(s, () => C.stmt(s, cx)),
          sc,
        );
    }
  }

  /**
   * Ops that leave the values of `root`'s Go calls (and && / || chains holding them) in slots, in
   * source order; then `compile()` with those parts read from the slots (as gen.ts hoist).
   */
  private parts<T>(root: any, compile: () => T, skip?: (n: any) => boolean): T {
    const { C, cx } = this;
    const parts = blockingParts(C, root, skip);
    const slots = parts.map((p) => {
      const slot = cx.alloc();
      this.into(p, slot);
      return slot;
    });
    return withParts(C, parts, slots, compile);
  }

  /** `e`'s value (as gen.ts hoisted): its calls as ops first when it has any. */
  private value(e: Expr): Ev {
    const { C, cx } = this;
    if (!mayBlock(C, e)) return C.expr(e, cx);
    const u = unparenExpr(e);
    if (this.isCall(u) || (u.kind === 'BinaryExpr' && (u.op === '&&' || u.op === '||'))) {
      const slot = cx.alloc();
      this.into(u, slot);
      return (f) => f[slot];
    }
    return this.parts(e, () => C.expr(e, cx));
  }

  private isCall(e: Expr): e is CallExpr {
    const C = this.C;
    return (
      e.kind === 'CallExpr' &&
      C.unit.info.types.get(e.fun)?.mode !== 'typexpr' &&
      calledFunc(C, e)?.kind !== 'builtin'
    );
  }

  /** Ops that leave `e` (a Go call, an && / || chain, or an expression holding them) in `slot`. */
  private into(e: Expr, slot: number): void {
    const { C, cx } = this;
    e = unparenExpr(e);
    // A call that cannot block (blockingParts keeps its place among those that can) is a value.
    if (this.isCall(e) && mayBlock(C, e)) {
      // Operands first, then the call, which the trampoline makes (gen.ts genCall, deep mode).
      const site = C.site(e, cx);
      const call = e;
      const ev = this.parts(e, callTarget(C, e, cx), (n) => n === call);
      this.emit(
        new Op(
          K_CALL,
          null,
          (f) => {
            const c = ev(f);
            if (c.fn === null) throw at(site, nilDeref());
            R.sites[R.depth] = site;
            return c;
          },
          null,
          null,
          slot,
          null,
        ),
      );
      return;
    }
    if (e.kind === 'BinaryExpr' && (e.op === '&&' || e.op === '||')) {
      // `a && b && c ...` as one chain of its operands (as gen.ts genExpr).
      const op = e.op;
      const rights: Expr[] = [];
      let l: Expr = e;
      for (; l.kind === 'BinaryExpr' && l.op === op && !C.subst.has(l); l = l.x) rights.push(l.y);
      const operands = [l];
      for (let i = rights.length - 1; i >= 0; i--) operands.push(rights[i]);
      const and = op === '&&';
      const shorts: Op[] = [];
      for (let i = 0; i < operands.length; i++) {
        if (i > 0) shorts.push(this.branch(and ? K_IFNOT : K_IF, (f) => f[slot]));
        const v = this.value(operands[i]);
        this.fn((f, pc) => {
          f[slot] = v(f);
          return pc + 1;
        });
      }
      for (const b of shorts) b.to = this.pc;
      return;
    }
    const v = this.value(e);
    this.fn((f, pc) => {
      f[slot] = v(f);
      return pc + 1;
    });
  }

  /** Budget check at the top of each iteration, as the loops of compile/loop.ts. */
  private step(where: string): void {
    this.fn((_f, pc) => {
      if (--R.steps < 0) budgetExceeded(where);
      return pc + 1;
    });
  }

  private forStmt(s: ForStmt, sc: Scope | null, label: string | null): void {
    const { C, cx } = this;
    if (s.init) this.stmt(s.init, sc, null);
    const ls = new Scope(sc, S_LOOP, label);
    const head = this.pc;
    const br = s.cond ? this.branch(K_IFNOT, this.value(s.cond)) : null;
    this.step(C.where(s.pos));
    this.block(s.body.list, ls);
    ls.cont = this.pc;
    // Go 1.22: each iteration's loop variables are new ones (compile/loop.ts freshLoopVarSlots).
    const fresh = C.freshLoopVarSlots(s, cx);
    if (fresh.length > 0)
      this.fn((f, pc) => {
        for (const sl of fresh) f[sl] = new Cell(f[sl].v);
        return pc + 1;
      });
    if (s.post) this.stmt(s.post, sc, null);
    this.jump().to = head;
    ls.exit = this.pc;
    if (br !== null) br.to = ls.exit;
  }

  /**
   * A range loop over an int, a string, a slice, an array (or a pointer to one) or a map: where it
   * stands is kept in slots of the frame; over a function, rangeFuncStmt. (Channels never get here:
   * their loops run as ordinary closures, gen.ts mayBlock.)
   */
  private rangeStmt(s: RangeStmt, sc: Scope | null, label: string | null): void {
    const { C, cx } = this;
    // Before Go 1.22, the loop's variables are set up once, before the range expression.
    const inits: VarInit[] = [];
    this.fn((f, pc) => {
      for (const init of inits) init(f);
      return pc + 1;
    });
    const xt = coreOf(C.typeOfExpr(s.x)) as any;
    if (xt.kind === 'signature') {
      this.rangeFuncStmt(s, sc, label, inits, xt);
      return;
    }
    const define = s.tok === ':=';
    const where = C.where(s.pos);
    const x = this.value(s.x);
    const ls = new Scope(sc, S_LOOP, label);
    const a = cx.alloc();
    const i = cx.alloc();
    let head: (f: any[], pc: number) => number;
    if (xt.kind === 'basic' && xt.info !== 'string' && xt.info !== 'untyped string') {
      const key = C.rangeTarget(s.key, define, cx, tInt, inits);
      this.fn((f, pc) => {
        f[a] = Number(x(f));
        f[i] = 0;
        return pc + 1;
      });
      head = (f, pc) => {
        const k = f[i];
        if (k >= f[a]) return ls.exit;
        f[i] = k + 1;
        if (--R.steps < 0) budgetExceeded(where);
        if (key !== null) key(f, k);
        return pc + 1;
      };
    } else if (xt.kind === 'basic') {
      const key = C.rangeTarget(s.key, define, cx, tInt, inits);
      const val = C.rangeTarget(s.value, define, cx, tInt32, inits);
      this.fn((f, pc) => {
        f[a] = x(f);
        f[i] = 0;
        return pc + 1;
      });
      head = (f, pc) => {
        const str: string = f[a];
        const k = f[i];
        if (k >= str.length) return ls.exit;
        if (--R.steps < 0) budgetExceeded(where);
        const r = decodeRune(str, k);
        f[i] = k + decodedWidth;
        if (key !== null) key(f, k);
        if (val !== null) val(f, r);
        return pc + 1;
      };
    } else if (xt.kind === 'map') {
      const key = C.rangeTarget(s.key, define, cx, C.rt(xt.key, cx), inits);
      const val = C.rangeTarget(s.value, define, cx, C.rt(xt.elem, cx), inits);
      this.fn((f, pc) => {
        const m: GoMap | null = x(f);
        f[a] = m;
        f[i] = m === null ? null : m.iter();
        return pc + 1;
      });
      head = (f, pc) => {
        const m: GoMap | null = f[a];
        if (m === null) return ls.exit;
        const it = f[i];
        if (!m.step(it)) return ls.exit;
        if (--R.steps < 0) budgetExceeded(where);
        if (key !== null) key(f, it.orig);
        if (val !== null) val(f, it.val);
        return pc + 1;
      };
    } else {
      // Slices, arrays and pointers to arrays (compile/loop.ts rangeLoop): the length is fixed
      // when the loop starts (a Slice is never changed in place); a slice's elements are read as
      // the loop reaches them, an array ranged with a value is copied first.
      const isSlice = xt.kind === 'slice';
      const alen = xt.kind === 'array' ? xt.len : xt.kind === 'pointer' ? (coreOf(xt.elem) as any).len : 0;
      const et = C.rt(isSlice || xt.kind === 'array' ? xt.elem : (coreOf(xt.elem) as any).elem, cx);
      const key = C.rangeTarget(s.key, define, cx, tInt, inits);
      const val = C.rangeTarget(s.value, define, cx, et, inits);
      const arrCopy = xt.kind === 'array';
      const xrt = C.rtOf(s.x, cx);
      if (isSlice) {
        this.fn((f, pc) => {
          f[a] = x(f);
          f[i] = 0;
          return pc + 1;
        });
        head = (f, pc) => {
          const v: Slice | null = f[a];
          const k = f[i];
          if (v === null || k >= v.len) return ls.exit;
          f[i] = k + 1;
          if (--R.steps < 0) budgetExceeded(where);
          if (key !== null) key(f, k);
          if (val !== null) val(f, v.arr[v.off + k]);
          return pc + 1;
        };
      } else {
        this.fn((f, pc) => {
          const v = x(f);
          if (v === null) {
            if (val !== null) throw nilDeref();
            f[a] = [];
          } else f[a] = arrCopy && val !== null ? clone(xrt, v) : v;
          f[i] = 0;
          return pc + 1;
        });
        head = (f, pc) => {
          const k = f[i];
          if (k >= alen) return ls.exit;
          f[i] = k + 1;
          if (--R.steps < 0) budgetExceeded(where);
          if (key !== null) key(f, k);
          if (val !== null) val(f, f[a][k]);
          return pc + 1;
        };
      }
    }
    ls.cont = this.pc;
    this.fn(head);
    this.block(s.body.list, ls);
    this.jump().to = ls.cont;
    ls.exit = this.pc;
  }

  /**
   * A range over a function: one call of the iterator, which the trampoline makes, handed the
   * loop's yield (gen.ts rangeFuncLoop: its twin runs the body on the trampoline too); then the
   * loop's completion (a return or a break or continue of an outer loop from the body) goes on
   * to the enclosing scopes.
   */
  private rangeFuncStmt(
    s: RangeStmt,
    sc: Scope | null,
    label: string | null,
    inits: VarInit[],
    xt: Signature,
  ): void {
    const { C, cx } = this;
    const x = this.value(s.x);
    const loop = rangeFuncLoop(C, s, cx, label, inits, xt, false);
    const site = C.site(s, cx);
    const lslot = cx.alloc();
    const rslot = cx.alloc();
    this.emit(
      new Op(
        K_CALL,
        null,
        (f) => {
          const fn = x(f);
          const l = loop(f);
          f[lslot] = l;
          if (fn === null) throw at(site, nilDeref());
          R.sites[R.depth] = site;
          return { fn, args: [l.yieldFn] };
        },
        null,
        null,
        rslot,
        null,
      ),
    );
    this.st((f) => {
      const l: RangeFuncLoop = f[lslot];
      f[lslot] = undefined;
      f[rslot] = undefined;
      return l.finish();
    }, sc);
  }

  private switchStmt(s: SwitchStmt, sc: Scope | null, label: string | null): void {
    const { C, cx } = this;
    if (s.init) this.stmt(s.init, sc, null);
    const clauses = s.body.list as any[];
    const tagSlot = cx.alloc();
    if (s.tag !== undefined) {
      const tag = this.value(s.tag);
      this.fn((f, pc) => {
        f[tagSlot] = tag(f);
        return pc + 1;
      });
    }
    const tagT = s.tag !== undefined ? C.rtOf(s.tag, cx) : null;
    // The case expressions in order, top to bottom, left to right, until one matches.
    const tests: Op[][] = clauses.map((c) =>
      c.list.map((e: Expr) =>
        this.branch(
          K_IF,
          tagT === null ? this.value(e) : this.parts(e, () => C.caseMatcher(e, tagSlot, tagT, cx)),
        ),
      ),
    );
    const noMatch = this.jump();
    const ss = new Scope(sc, S_SWITCH, label);
    const ends: Op[] = [];
    const clauseScopes: Scope[] = [];
    const starts: number[] = [];
    for (let k = 0; k < clauses.length; k++) {
      starts.push(this.pc);
      for (const t of tests[k]) t.to = this.pc;
      const cs = new Scope(ss, S_CLAUSE, null);
      clauseScopes.push(cs);
      this.block(clauses[k].body, cs);
      ends.push(this.jump());
    }
    const exit = this.pc;
    ss.exit = exit;
    for (const j of ends) j.to = exit;
    for (let k = 0; k < clauses.length; k++)
      clauseScopes[k].next = k + 1 < clauses.length ? starts[k + 1] : exit;
    const def = clauses.findIndex((c) => c.list.length === 0);
    noMatch.to = def >= 0 ? starts[def] : exit;
  }

  private typeSwitch(s: TypeSwitchStmt, sc: Scope | null, label: string | null): void {
    const { C, cx } = this;
    if (s.init) this.stmt(s.init, sc, null);
    const assertX = s.assign.kind === 'AssignStmt' ? (s.assign.rhs[0] as any).x : (s.assign.x as any).x;
    const x = this.value(assertX);
    const slot = cx.alloc();
    const chooser = C.typeSwitchArms(s, cx, (f: any[]) => f[slot]);
    const clauses = s.body.list as any[];
    const starts: number[] = [];
    const ss = new Scope(sc, S_SWITCH, label);
    this.fn((f) => {
      f[slot] = x(f);
      const k = chooser(f);
      return k < 0 ? ss.exit : starts[k];
    });
    const ends: Op[] = [];
    for (const c of clauses) {
      starts.push(this.pc);
      this.block(c.body, ss);
      ends.push(this.jump());
    }
    ss.exit = this.pc;
    for (const j of ends) j.to = ss.exit;
  }
}
