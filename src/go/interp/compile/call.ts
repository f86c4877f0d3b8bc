// Calls: static, interface, method and func-value calls with their arguments, method selection,
// and the thunks of defer and go statements.

import type { CallExpr, DeferStmt, Expr, GoStmt, Ident, SelectorExpr } from '../../syntax/ast.ts';
import { SKIP_POS, walkObjects } from '../../syntax/objwalk.ts';
import type { Selection } from '../../types/info.ts';
import {
  type Func,
  type Interface,
  type Signature,
  type Type,
  unalias,
  type Var,
} from '../../types/types.ts';
import { computeTypeSet } from '../../types/typeset.ts';
import { coreOf, isAggregate } from '../escape.ts';
import type { Ev } from '../ops.ts';
import { nilDeref } from '../panic.ts';
import { callDirect, callHolder, callIface, callValue, callWithRecv, nilDerefAt } from '../rt/call.ts';
import { deferredRecover } from '../rt/defer.ts';
import type { RMethod, RType } from '../rtype.ts';
import { type CallSite, R } from '../state.ts';
import { clone, FieldRef, type Iface, needsCopy, Slice } from '../values.ts';
import { isNilIdent, singleValueVars, staticCallee, unparenExpr } from './analysis.ts';
import type { Compiler } from './compiler.ts';
import type { FnCtx, MethodTarget } from './ctx.ts';
import { gcArgOrder } from './gcorder.ts';
import { fieldTypeAt, isGenericNamed } from './kinds.ts';

/**
 * Compile the receiver of a method selection and the method lookup. Returns `recv` (the receiver
 * value as the method expects it) and `fn(recvValue)` giving the implementation and final receiver.
 */
export function methodTarget(
  C: Compiler,
  e: SelectorExpr,
  sel: Selection,
  cx: FnCtx,
  immediateCall = false,
): MethodTarget {
  const m = sel.obj as Func;
  const xT = C.typeOfExpr(e.x);
  const path = sel.index.slice(0, -1);
  // Navigate embedded fields to the value that declares the method.
  let recvEv: Ev | undefined;
  let holderT: Type = xT;
  // The embedded field's address, for a pointer method of a non-aggregate type embedded by value.
  let recvRef: Ev | undefined;
  if (path.length > 0) {
    const x = C.expr(e.x, cx);
    const fp = C.fieldPath(x, xT, path, cx);
    const fobj = fp.obj;
    const key = fp.key;
    recvEv = (f) => fobj(f)[key];
    recvRef = (f) => new FieldRef(fobj(f), key);
    holderT = fieldTypeAt(xT, path);
  }
  // A type parameter's method: statically bound to the instantiating type's method set.
  if (unalias(holderT).kind === 'typeparam') {
    const trt = C.rt(holderT, cx);
    if (trt.kind !== 'interface') {
      const entry = trt.methods.get(m.name);
      if (entry === undefined) C.fail(e, `interp: method ${m.name} not found on ${trt.String()}`);
      const xr = recvEv ?? C.expr(e.x, cx);
      const r: Ev = needsCopy(trt) ? (f) => clone(trt, xr(f)) : xr;
      return { recv: r, iface: null, direct: entry, fn: (rv) => ({ fn: entry.fn, recv: rv }) };
    }
  }
  const hu = coreOf(holderT);
  // Interface method call: dispatch on the dynamic type (inline cache per call site).
  if (hu.kind === 'interface') {
    const ev = recvEv ?? C.expr(e.x, cx);
    const name = m.name;
    let lastT: RType | null = null;
    // The method-table entry, not its fn: a lazily compiled entry replaces its fn on first call.
    let lastEntry: { fn: any } | null = null;
    const faultAddr = unknownIfaceFault(C, e, sel, cx);
    // gc calls a devirtualized value method through a nil *T inline: a nil dereference when the
    // call is made (not the wrapper's panicwrap, typeconv.ts valueMethodViaPointer).
    const devirt = path.length === 0 && devirtualized(C, e.x, cx);
    return {
      recv: ev,
      iface: devirt ? null : name,
      direct: null,
      fn: (iv: Iface | null) => {
        if (iv === null) throw faultAddr === 0 ? nilDeref() : nilDerefAt(faultAddr);
        if (iv.t !== lastT) {
          lastT = iv.t;
          lastEntry = iv.t.methods.get(name)!;
        }
        if (devirt && iv.v === null && iv.t.kind === 'ptr' && !(lastEntry as RMethod).ptrRecv)
          return { fn: throwNilDeref, recv: null };
        return { fn: lastEntry!.fn, recv: iv.v };
      },
    };
  }
  // Concrete method: the implementation does not depend on the receiver's value.
  const mrecv = m.type.recv!.type;
  const ptrRecv = unalias(mrecv).kind === 'pointer';
  const holderIsPtr = hu.kind === 'pointer';
  const baseT = holderIsPtr ? (hu as any).elem : holderT;
  const baseRT = C.rt(baseT, cx);
  let direct: { fn: (...a: any[]) => any };
  if (m.origin !== undefined || isGenericNamed(baseT)) {
    const table = ptrRecv ? C.ptrTable(baseRT) : baseRT;
    const entry = table.methods.get(m.name);
    if (entry === undefined) C.fail(e, `interp: method ${m.name} not found`);
    direct = entry;
  } else {
    direct = C.holderFor(m);
  }
  let r: Ev;
  if (ptrRecv) {
    const byRef = recvEv !== undefined && !holderIsPtr && baseRT.kind !== 'struct' && baseRT.kind !== 'array';
    r = byRef ? recvRef! : (recvEv ?? (holderIsPtr ? C.expr(e.x, cx) : C.addrOf(e.x, cx)));
  } else {
    const xr = recvEv ?? C.expr(e.x, cx);
    const agg = needsCopy(baseRT);
    r = xr;
    if (holderIsPtr) {
      // `p.M()` with M on the value: copying *p faults at this call's line (gc's trace), not at
      // the last call the frame made.
      const site = C.site(e, cx);
      const fault = () => {
        R.sites[R.depth] = site;
        return nilDeref();
      };
      r = agg
        ? (f) => {
            const p = xr(f);
            if (p === null) throw fault();
            return clone(baseRT, p);
          }
        : (f) => {
            const p = xr(f);
            if (p === null) throw fault();
            return p.load();
          };
    } else if (agg && !(immediateCall && C.readOnlyLeaf(m)?.recv === true)) {
      r = (f) => clone(baseRT, xr(f));
    }
  }
  const d = direct;
  return { recv: r, iface: null, direct: d, fn: (rv) => ({ fn: d.fn, recv: rv }) };
}

/**
 * Whether gc devirtualizes an interface method call on x (cmd/compile devirtualize.StaticCall, which
 * follows ir.StaticValue): x converts a concrete value, or is a local variable with one value for
 * good whose initialiser does.
 */
function devirtualized(C: Compiler, x: Expr, cx: FnCtx): boolean {
  const info = C.unit.info;
  let root = cx;
  while (root.parent !== null) root = root.parent;
  for (let e = unparenExpr(x); ; ) {
    if (e.kind === 'CallExpr' && e.args.length === 1 && info.types.get(e.fun)?.mode === 'typexpr')
      return coreOf(C.typeOfExpr(e.args[0])).kind !== 'interface';
    const v = e.kind === 'Ident' ? info.uses.get(e) : undefined;
    if (v?.kind !== 'var' || v.isParam || root.body === null) return false;
    let vars = singleValues.get(root.body);
    if (vars === undefined) singleValues.set(root.body, (vars = singleValueVars(root.body, info)));
    const init = vars.get(v);
    if (init === undefined || isNilIdent(init, info)) return false;
    if (coreOf(C.typeOfExpr(init)).kind !== 'interface') return true;
    e = unparenExpr(init);
  }
}

const singleValues = new WeakMap<object, Map<Var, Expr>>();

function throwNilDeref(): never {
  throw nilDeref();
}

// --- calls

export function call(C: Compiler, e: CallExpr, cx: FnCtx): Ev {
  const info = C.unit.info;
  const funTv = info.types.get(e.fun);
  if (funTv?.mode === 'typexpr') return C.conversion(e, cx);
  const fun = unparenExpr(e.fun);
  if (fun.kind === 'Ident') {
    const o = info.uses.get(fun);
    if (o?.kind === 'builtin') return C.builtin(e, o.id, cx);
  } else if (fun.kind === 'SelectorExpr') {
    // unsafe.Sizeof/Alignof of a type parameter's type (not constant).
    const o = info.uses.get(fun.sel);
    if (o?.kind === 'builtin') return C.builtin(e, o.id, cx);
  }
  const sigT = coreOf(C.typeOfExpr(e.fun)) as Signature;
  const callee = staticCallee(fun, info);
  // The callee's leaf analysis only matters for a struct or array parameter (callArgs): asked for
  // every call, it read the body of each registry callee from the snapshot, called or not.
  const ro =
    callee !== undefined && sigT.params.vars.some((p) => isAggregate(p.type)) ? C.readOnlyLeaf(callee) : null;
  const args = callArgs(C, e, sigT, cx, ro?.params);
  const site = C.site(e, cx);
  // Method call.
  if (fun.kind === 'SelectorExpr') {
    const sel = info.selections.get(fun);
    if (sel !== undefined && sel.kind === 'methodval') {
      const mt = methodTarget(C, fun, sel, cx, true);
      if (mt.iface !== null)
        return callIface(mt.recv, mt.iface, args, site, unknownIfaceFault(C, fun, sel, cx));
      if (mt.direct !== null) return callDirect(mt.recv, mt.direct, args, site);
      return callWithRecv(mt.recv, mt.fn, args, site);
    }
  }
  // Static call of a declared function.
  const id =
    fun.kind === 'Ident' ? fun : fun.kind === 'SelectorExpr' && !info.selections.has(fun) ? fun.sel : null;
  let idx: Ident | null = id;
  if (idx === null && (fun.kind === 'IndexExpr' || fun.kind === 'IndexListExpr')) {
    const b = fun.x.kind === 'SelectorExpr' ? fun.x.sel : fun.x;
    if (b.kind === 'Ident') idx = b;
  }
  if (idx !== null) {
    const o = info.uses.get(idx);
    if (o?.kind === 'func') {
      const inst = info.instances.get(idx);
      const h =
        inst !== undefined
          ? C.instanceHolder(
              o,
              inst.typeArgs.map((t) => C.rt(t, cx)),
            )
          : C.holderFor(o);
      return callHolder(h, args, site);
    }
  }
  const fv = C.expr(e.fun, cx);
  return callValue(fv, args, site);
}

/** Argument closures (variadic tails packed into a Slice; f(g()) spreads g's results). */
export function callArgs(C: Compiler, e: CallExpr, sig: Signature, cx: FnCtx, noCopy?: boolean[]): Ev[] {
  const params = sig.params.vars;
  const np = params.length;
  if (e.args.length === 1 && (np > 1 || sig.variadic)) {
    const at = C.typeOfExpr(e.args[0]);
    if (at.kind === 'tuple') {
      // f(g()): spread multiple results.
      const g = C.expr(e.args[0], cx);
      const convs = at.vars.map((_, i) =>
        C.tupleElemConv(
          e.args[0],
          i,
          sig.variadic && i >= np - 1
            ? (coreOf(params[np - 1].type) as any).elem
            : params[Math.min(i, np - 1)].type,
          cx,
        ),
      );
      if (sig.variadic) {
        // f(g()) into a variadic f: g's results fill the fixed parameters, the rest the tail.
        const fixed = np - 1;
        const nres = at.vars.length;
        const out: Ev[] = [];
        let cache: any[] = [];
        for (let i = 0; i < fixed; i++) {
          if (i === 0)
            out.push((f) => {
              cache = g(f);
              return convs[0](cache[0]);
            });
          else out.push(() => convs[i](cache[i]));
        }
        out.push((f) => {
          if (fixed === 0) cache = g(f);
          if (nres === fixed) return null;
          const rest = new Array(nres - fixed);
          for (let j = fixed; j < nres; j++) rest[j - fixed] = convs[j](cache[j]);
          return Slice.of(rest);
        });
        return out;
      }
      let cache: any[] | null = null;
      return at.vars.map((_, i) =>
        i === 0
          ? (f: any[]) => {
              cache = g(f);
              return convs[0](cache![0]);
            }
          : () => convs[i](cache![i]),
      );
    }
  }
  if (!sig.variadic || e.ellipsis !== undefined) {
    // A struct argument of a read-only leaf callee is passed without its copy (see readOnlyLeaf).
    return gcArgOrder(
      C,
      e.args,
      e.args.map((a, i) =>
        noCopy?.[i] === true && isAggregate(params[i].type) && isAggregate(C.typeOfExpr(a))
          ? C.expr(a, cx)
          : C.valueTo(a, params[i].type, cx),
      ),
      params.map((p) => p.type),
    );
  }
  const fixed = np - 1;
  const et = (coreOf(params[np - 1].type) as any).elem as Type;
  // In gc's order (gcorder.ts); the first argument, which is evaluated first, evaluates them all.
  const all = gcArgOrder(
    C,
    e.args,
    e.args.map((a, i) => C.valueTo(a, i < fixed ? params[i].type : et, cx)),
    e.args.map((_, i) => (i < fixed ? params[i].type : et)),
  );
  const out: Ev[] = all.slice(0, fixed);
  const rest = all.slice(fixed);
  const nr = rest.length;
  if (nr === 0) out.push(() => null);
  else
    out.push((f) => {
      const arr = new Array(nr);
      for (let i = 0; i < nr; i++) arr[i] = rest[i](f);
      return new Slice(arr, 0, nr, nr);
    });
  return out;
}

/**
 * gc's name for the wrapper function of a go or defer statement, or null when it has none: every
 * call but that of a function value without parameters and results is wrapped in a closure named
 * `<outer>.gowrapN` / `<outer>.deferwrapN`, N counting both kinds in the function (go1.23
 * cmd/compile/internal/typecheck/stmt.go normalizeGoDeferCall, ir/func.go closureName). The
 * wrapper is hidden in tracebacks unless it calls panic itself (runtime/traceback.go
 * elideWrapperCalling), so only `defer panic(v)` shows it.
 */
export function goDeferWrapper(C: Compiler, s: GoStmt | DeferStmt, cx: FnCtx): string | null {
  let name = C.goDeferNames.get(s);
  if (name !== undefined) return name;
  name = null;
  const call = s.call;
  if (call.kind === 'CallExpr') {
    const info = C.unit.info;
    const fun = unparenExpr(call.fun);
    const builtin = fun.kind === 'Ident' && info.uses.get(fun)?.kind === 'builtin';
    const sel = fun.kind === 'SelectorExpr' ? info.selections.get(fun) : undefined;
    const sig = coreOf(C.typeOfExpr(call.fun));
    const plain =
      !builtin &&
      sel === undefined &&
      sig.kind === 'signature' &&
      (sig as Signature).params.length === 0 &&
      (sig as Signature).results.length === 0;
    if (!plain) name = `${cx.fname}.${s.kind === 'GoStmt' ? 'gowrap' : 'deferwrap'}${++cx.goDefers.n}`;
  }
  C.goDeferNames.set(s, name);
  return name;
}

/** For defer/go: evaluate function and arguments now, return a thunk calling later. */
export function callThunk(
  C: Compiler,
  call: Expr,
  cx: FnCtx,
  deferred = false,
  wrapper: string | null = null,
): (f: any[]) => () => any {
  if (call.kind !== 'CallExpr') C.fail(call, 'expression in defer/go must be function call');
  const info = C.unit.info;
  const fun = unparenExpr(call.fun);
  if (info.types.get(call.fun)?.mode === 'typexpr') {
    const ev = C.expr(call, cx);
    return (f) => {
      ev(f);
      return () => undefined;
    };
  }
  if (fun.kind === 'Ident' && info.uses.get(fun)?.kind === 'builtin') {
    const id = (info.uses.get(fun) as any).id as string;
    if (id === 'recover') return () => deferredRecover;
    // Evaluate the arguments now; run the builtin with those values later.
    const argEvs = call.args.map((a) => C.expr(a, cx));
    const slots = call.args.map(() => cx.alloc());
    const fake: CallExpr = { ...call };
    const body = C.builtinWithSlots(fake, id, slots, cx);
    // `defer panic(v)`: the wrapper's frame is the panicking one (goDeferWrapper).
    const wsite: CallSite | null =
      id === 'panic' && wrapper !== null ? { ...C.site(call, cx), func: wrapper, noArgs: true } : null;
    return (f) => {
      const vals = argEvs.map((ev) => ev(f));
      return () => {
        const g = f;
        for (let i = 0; i < slots.length; i++) g[slots[i]] = vals[i];
        if (wsite === null) return body(g);
        const d = ++R.depth;
        R.sites[d] = wsite;
        try {
          return body(g);
        } finally {
          R.depth = d - 1;
        }
      };
    };
  }
  const sig = coreOf(C.typeOfExpr(call.fun)) as Signature;
  const args = callArgs(C, call, sig, cx);
  const n = args.length;
  const site = C.site(call, cx);
  if (fun.kind === 'SelectorExpr') {
    const sel = info.selections.get(fun);
    if (sel !== undefined && sel.kind === 'methodval') {
      const { recv, fn } = methodTarget(C, fun, sel, cx);
      return (f) => {
        const r = recv(f);
        const m = fn(r);
        const vals = new Array(n);
        for (let i = 0; i < n; i++) vals[i] = args[i](f);
        return () => {
          // A deferred call leaves its frame's site alone: the panic's line while panicking, the
          // return's (program.ts endSite) otherwise, as gc's traces give them.
          if (!deferred) R.sites[R.depth] = site;
          return m.fn(m.recv, ...vals);
        };
      };
    }
  }
  const fv = C.expr(call.fun, cx);
  return (f) => {
    const fnv = fv(f);
    const vals = new Array(n);
    for (let i = 0; i < n; i++) vals[i] = args[i](f);
    return () => {
      if (fnv === null) throw nilDeref();
      if (!deferred) R.sites[R.depth] = site;
      return fnv(...vals);
    };
  };
}

const opaqueResults = new WeakMap<object, Set<Var>>();

/**
 * Locals of the function being compiled assigned the result of a call gc does not inline into a
 * known value: a function of another package (`_, err := os.ReadFile(…)`, `strconv.Atoi`), a
 * method value or a func value. A call of this package's own functions is left out: gc inlines
 * the small ones and then proves their `return nil`.
 */
function opaqueResultVars(C: Compiler, cx: FnCtx): Set<Var> {
  let top = cx;
  while (top.parent !== null) top = top.parent;
  const body = top.body;
  if (body === null) return new Set();
  let out = opaqueResults.get(body);
  if (out !== undefined) return out;
  const vars = new Set<Var>();
  const info = C.unit.info;
  const opaque = (r: Expr): boolean => {
    const u = unparenExpr(r);
    if (u.kind !== 'CallExpr' || info.types.get(u.fun)?.mode === 'typexpr') return false;
    const fn = staticCallee(u.fun, info);
    return fn === undefined || fn.pkg?.path !== C.unit.path;
  };
  const add = (lhs: readonly Expr[], rhs: readonly Expr[]) => {
    lhs.forEach((l, i) => {
      const r = rhs.length === lhs.length ? rhs[i] : rhs.length === 1 ? rhs[0] : undefined;
      if (l.kind !== 'Ident' || r === undefined || !opaque(r)) return;
      const v = info.defs.get(l) ?? info.uses.get(l);
      if (v?.kind === 'var') vars.add(v);
    });
  };
  walkObjects(body.list, SKIP_POS, (n) => {
    if (n.kind === 'AssignStmt' && (n.tok === '=' || n.tok === ':=')) add(n.lhs, n.rhs);
    else if (n.kind === 'ValueSpec') add(n.names, n.values);
    return true;
  });
  out = vars;
  opaqueResults.set(body, out);
  return out;
}

/**
 * The address a method call on a nil interface faults at when gc cannot prove the value nil: it
 * loads itab.fun[i], at 0x18 + 8*i, where i orders the interface's methods exported first, then by
 * name (types.Sym.Less). Only for receivers whose value gc never knows at compile time, a map or
 * slice element, a channel receive, a load through a pointer; a value it can prove nil (a fresh local, an inlined `return nil`)
 * faults at 0, which the plain nil check gives (0 is returned for those).
 */
function unknownIfaceFault(C: Compiler, e: SelectorExpr, sel: Selection, cx: FnCtx): number {
  if (sel.index.length !== 1) return 0;
  const x = unparenExpr(e.x);
  const xs = x.kind === 'SelectorExpr' ? C.unit.info.selections.get(x) : undefined;
  const xv = x.kind === 'Ident' ? C.unit.info.uses.get(x) : undefined;
  const unknown =
    (x.kind === 'IndexExpr' && /^(map|slice)$/.test(coreOf(C.typeOfExpr(x.x)).kind)) ||
    (x.kind === 'UnaryExpr' && x.op === '<-') ||
    x.kind === 'StarExpr' ||
    (xv?.kind === 'var' && (C.rangeVars.has(xv) || xv.isParam || opaqueResultVars(C, cx).has(xv))) ||
    // a field loaded through a pointer (`s.notifier` of a *Service): memory gc does not track
    (xs !== undefined && xs.kind === 'fieldval' && xs.indirect);
  if (!unknown) return 0;
  const iface = coreOf(C.typeOfExpr(e.x));
  if (iface.kind !== 'interface') return 0;
  const exported = (n: string) => /^\p{Lu}/u.test(n);
  const names = computeTypeSet(iface as Interface)
    .methods.map((m) => m.name)
    .sort((a, b) => (exported(a) !== exported(b) ? (exported(a) ? -1 : 1) : a < b ? -1 : a > b ? 1 : 0));
  const i = names.indexOf((sel.obj as Func).name);
  return i < 0 ? 0 : 0x18 + 8 * i;
}
