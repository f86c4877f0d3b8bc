// Expressions: identifiers, function literals, composite literals, selectors, addresses, index and
// slice expressions, type assertions, unary and binary operators.

import type { BinaryExpr, CompositeLit, Expr, FuncLit, Ident, SelectorExpr } from '../../syntax/ast.ts';
import { toInt } from '../../types/constant.ts';
import type { Selection } from '../../types/info.ts';
import { isInteger } from '../../types/predicates.ts';
import { type Func, type Signature, type Type, unalias, under, type Var } from '../../types/types.ts';
import { coreOf } from '../escape.ts';
import { type FuncSym, wrapperSym } from '../funcsym.ts';
import { mulAddU64 } from '../int64.ts';
import { type IntOperand, intBinary } from '../intops.ts';
import { floatBinary } from '../opassign.ts';
import { arith, binaryFn, type Ev, eqFn, negFn, notFn } from '../ops.ts';
import { nilDeref, typeAssertionPanic } from '../panic.ts';
import { at, nilDerefAt, nonNil, nonNilAt } from '../rt/call.ts';
import { alignOf, fieldOffset, sizeOf, sliceBounds } from '../rt/slice.ts';
import { implementsIface, isWideInt, missingMethod, type RType, tUint } from '../rtype.ts';
import { type Chan, nilChanRecv } from '../sched.ts';
import {
  arrayBytes,
  byteSliceBytes,
  type CallSite,
  charge,
  concat,
  R,
  sliceBytes,
  structBytes,
} from '../state.ts';
import {
  Cell,
  clone,
  ElemRef,
  FAST_ARRAY_MAX,
  FieldRef,
  fillZero,
  GoMap,
  Iface,
  indexPanic,
  jsArray,
  needsCopy,
  Slice,
  typedBacking,
  zero,
} from '../values.ts';
import { isFresh, isNilIdent, unparenExpr } from './analysis.ts';
import type { Compiler } from './compiler.ts';
import { FnCtx } from './ctx.ts';
import { gcArgOrder, gcReadsLate } from './gcorder.ts';
import { defaultRType } from './kinds.ts';

export function expr(C: Compiler, e: Expr, cx: FnCtx): Ev {
  const sub = C.subst.get(e);
  if (sub !== undefined) return (f) => f[sub];
  const info = C.unit.info;
  const tv = info.types.get(e);
  if (tv !== undefined && tv.mode === 'constant' && tv.value !== undefined) {
    // Only a shift count stays an untyped complex (`x << (1+0i)`): the checker found it
    // representable as a uint, which is what gc shifts by.
    if (tv.type.kind === 'basic' && tv.type.info === 'untyped complex') {
      const n = C.constValue(toInt(tv.value), tUint, e);
      return () => n;
    }
    const t = C.rt(tv.type, cx);
    const c = C.constValue(tv.value, t, e);
    if (t.kind === 'interface') {
      const dt = defaultRType(tv.value);
      const iv = new Iface(dt, C.constValue(tv.value, dt, e));
      return () => iv;
    }
    return () => c;
  }
  switch (e.kind) {
    case 'ParenExpr':
      return expr(C, e.x, cx);
    case 'Ident':
      return ident(C, e, cx);
    case 'BasicLit':
      C.fail(e, 'interp: literal without constant value');
      break;
    case 'FuncLit':
      return funcLit(C, e, cx);
    case 'CompositeLit':
      return compositeLit(C, e, cx);
    case 'SelectorExpr':
      return selector(C, e, cx);
    case 'IndexExpr':
    case 'IndexListExpr':
      return index(C, e, cx);
    case 'SliceExpr':
      return sliceExpr(C, e, cx);
    case 'TypeAssertExpr': {
      const [ev] = typeAssert(C, e, cx, false);
      return ev;
    }
    case 'CallExpr':
      return C.call(e, cx);
    case 'StarExpr': {
      const x = expr(C, e.x, cx);
      const pt = C.rtOf(e.x, cx);
      const et = pt.elem!;
      const site = C.site(e, cx);
      if (needsCopy(et))
        return (f) => {
          const p = x(f);
          if (p === null) throw at(site, nilDeref());
          return p;
        };
      return (f) => {
        const p = x(f);
        if (p === null) throw at(site, nilDeref());
        return p.load();
      };
    }
    case 'UnaryExpr':
      return unary(C, e, cx);
    case 'BinaryExpr': {
      const ev = binary(C, e, cx);
      if (!mayDivideByZero(C, e)) return ev;
      // An integer division faults at its own line, which the panic's trace gives for the frame
      // (as `at` does for other faulting expressions); a later call in the frame records its own.
      const site = C.site(e, cx);
      return (f) => {
        R.sites[R.depth] = site;
        return ev(f);
      };
    }
    case 'KeyValueExpr':
      C.fail(e, 'interp: unexpected key:value expression');
      break;
    default:
      C.fail(e, `interp: unsupported expression ${e.kind}`);
  }
}

export function ident(C: Compiler, e: Ident, cx: FnCtx): Ev {
  if (e.name === '_') C.fail(e, 'cannot use _ as value');
  const info = C.unit.info;
  const o = info.uses.get(e) ?? info.defs.get(e);
  if (o === undefined) C.fail(e, `interp: unresolved identifier ${e.name}`);
  switch (o.kind) {
    case 'var':
      return C.varLoad(o, cx, e);
    case 'nil':
      return () => null;
    case 'func': {
      // The holder's current function (a stub until compiled; both work as func values).
      const inst = info.instances.get(e);
      const h =
        inst !== undefined
          ? C.instanceHolder(
              o,
              inst.typeArgs.map((t) => C.rt(t, cx)),
            )
          : C.holderFor(o);
      return () => h.fn;
    }
    case 'const': {
      const t =
        o.type.kind === 'basic' && o.type.info === 'invalid type' ? defaultRType(o.val) : C.rt(o.type, cx);
      const c = C.constValue(o.val, t, e);
      return () => c;
    }
    default:
      C.fail(e, `interp: ${e.name} is not a value`);
  }
}

export function funcLit(C: Compiler, e: FuncLit, cx: FnCtx): Ev {
  const info = C.unit.info;
  const inner = new FnCtx(cx, cx.env);
  inner.fname = C.closureName(e, cx);
  inner.noArgs = e.type.params.list.length === 0;
  const params: (Var | null)[] = [];
  C.collectParams(e.type.params.list, params, info);
  const sig = C.typeOfExpr(e) as Signature;
  const sigU = coreOf(sig) as Signature;
  // Compile the body first so the captures are known.
  const sym = { name: inner.fname, file: C.file, line: e.pos.line };
  const maker = C.makeFunctionInner(e.type.results?.list ?? [], params, e.body, sigU, inner, sym);
  const caps = inner.captures.map((c) => ({ inner: c.slot, outer: C.slotOf(c.v, cx) }));
  const nc = caps.length;
  const outerSlots = caps.map((c) => c.outer);
  const innerSlots = caps.map((c) => c.inner);
  return (f) => {
    const env = new Array(nc);
    for (let i = 0; i < nc; i++) env[i] = f[outerSlots[i]];
    return maker.withEnv(env, innerSlots);
  };
}

// --- composite literals

export function compositeLit(C: Compiler, e: CompositeLit, cx: FnCtx): Ev {
  let t = C.rtOf(e, cx);
  const ptr = t.kind === 'ptr';
  if (ptr) t = t.elem!;
  switch (t.kind) {
    case 'struct':
      // `&T{...}` allocates on the heap in Go: the line an out-of-memory stop names.
      return structLit(C, e, t, cx, ptr ? C.site(e, cx) : null);
    case 'slice':
    case 'array':
      return arrayLit(C, e, t, cx);
    case 'map':
      return mapLit(C, e, t, cx);
    default:
      C.fail(e, `interp: composite literal of ${t.String()}`);
  }
}

export function structLit(
  C: Compiler,
  e: CompositeLit,
  t: RType,
  cx: FnCtx,
  site: CallSite | null = null,
): Ev {
  const sets: { key: string; ev: Ev; x: Expr; type: Type | undefined }[] = [];
  const st = coreOf(C.typeOfExprDeref(e));
  const fieldsT = st.kind === 'struct' ? st.fields : [];
  e.elts.forEach((el, i) => {
    if (el.kind === 'KeyValueExpr') {
      const name = (el.key as Ident).name;
      const fi = t.fields.findIndex((f) => f.name === name);
      const fv = fieldsT[fi];
      const ev = elemValue(C, el.value, fv.type, cx);
      sets.push({ key: t.fields[fi].key, ev, x: el.value, type: fv?.type });
    } else {
      let ev = elemValue(C, el, fieldsT[i].type, cx);
      if (t.fields[i].name === '_') {
        // A blank field's element is evaluated, and the field stays zero (go test issue31546).
        const val = ev;
        const ft = t.fields[i].type;
        ev = (f) => {
          val(f);
          return zero(ft);
        };
      }
      sets.push({ key: t.fields[i].key, ev, x: el, type: fieldsT[i]?.type });
    }
  });
  // Every field in declaration order (one hidden class per struct type); unset ones get zeros.
  const keys = t.fields.map((fl) => fl.key);
  const zeroOf = (fl: (typeof t.fields)[number]): Ev => {
    if (needsCopy(fl.type)) return () => zero(fl.type);
    const z = zero(fl.type);
    return () => z;
  };
  const n = keys.length;
  const bytes = structBytes(n);
  const from = t.fields.map((fl) => sets.findIndex((x) => x.key === fl.key));
  const inFieldOrder = from.filter((i) => i >= 0).every((v, i) => v === i);
  // The elements in gc's order: order.go hoists their calls as an argument list's (gcorder.ts;
  // `T{a: x, b: f()}` holds the x that f left); source order otherwise.
  const srcEvs = sets.map((x) => x.ev);
  const ordered = gcArgOrder(
    C,
    sets.map((x) => x.x),
    srcEvs,
    sets.map((x) => x.type),
  );
  if (ordered !== srcEvs || !inFieldOrder) {
    // Elements evaluated first, in that order (`T{b: f(), a: g()}` calls f first), then stored by
    // field (site: as below).
    const values = inTurn(ordered);
    const zeros = t.fields.map(zeroOf);
    return (f) => {
      if (site !== null) R.sites[R.depth] = site;
      const vals = values(f);
      const o: any = {};
      for (let i = 0; i < n; i++) o[keys[i]] = from[i] < 0 ? zeros[i](f) : vals[from[i]];
      if (site !== null) R.sites[R.depth] = site;
      charge(bytes);
      return o;
    };
  }
  const byKey = new Map(sets.map((x) => [x.key, x.ev]));
  const evs: Ev[] = t.fields.map((fl) => byKey.get(fl.key) ?? zeroOf(fl));
  if (site !== null)
    return (f) => {
      // Before the fields (their zero arrays and structs allocate too) and after (they may call).
      R.sites[R.depth] = site;
      const o: any = {};
      for (let i = 0; i < n; i++) o[keys[i]] = evs[i](f);
      R.sites[R.depth] = site;
      charge(bytes);
      return o;
    };
  return (f) => {
    charge(bytes);
    const o: any = {};
    for (let i = 0; i < n; i++) o[keys[i]] = evs[i](f);
    return o;
  };
}

/** The values of `evs`, evaluated one after another. */
function inTurn(evs: Ev[]): (f: any[]) => any[] {
  return (f) => evs.map((ev) => ev(f));
}

/** Element of a composite literal: elided `{...}` / `&{...}` handled by the recorded types. */
export function elemValue(C: Compiler, el: Expr, target: Type, cx: FnCtx): Ev {
  return C.valueTo(el, target, cx);
}

export function arrayLit(C: Compiler, e: CompositeLit, t: RType, cx: FnCtx): Ev {
  const st = coreOf(C.typeOfExprDeref(e)) as any;
  const elemT: Type = st.elem;
  const entries: { idx: number; ev: Ev }[] = [];
  let idx = 0;
  let max = 0;
  for (const el of e.elts) {
    let ve = el;
    if (el.kind === 'KeyValueExpr') {
      const ktv = C.unit.info.types.get(el.key);
      if (ktv?.value?.kind === 'int') idx = Number(ktv.value.value);
      ve = el.value;
    }
    entries.push({ idx, ev: elemValue(C, ve, elemT, cx) });
    idx++;
    if (idx > max) max = idx;
  }
  const et = t.elem!;
  const len = t.kind === 'array' ? t.len : max;
  const isSlice = t.kind === 'slice';
  const n = entries.length;
  const idxs = entries.map((x) => x.idx);
  // In gc's order (as an argument list's: gcorder.ts); both paths below evaluate them in turn.
  const evs = gcArgOrder(
    C,
    e.elts.map((el) => (el.kind === 'KeyValueExpr' ? el.value : el)),
    entries.map((x) => x.ev),
    entries.map(() => elemT),
  );
  const dense = idxs.every((v, i) => v === i) && n === len;
  // A []byte literal gets the typed backing make and append give byte slices (values.ts Backing).
  const typed = isSlice && typedBacking(et);
  // A literal of more elements than a flat JS array holds (values.ts jsArray) is charged like make's,
  // so `[1 << 30]byte{1}` stops with Go's out-of-memory error instead of filling the host's memory.
  // Smaller ones stay uncharged, as before: most live on gc's stack.
  const bytes = typed ? byteSliceBytes(len) : isSlice ? sliceBytes(len) : arrayBytes(len);
  const onHeap = len > FAST_ARRAY_MAX;
  if (dense) {
    return (f) => {
      if (onHeap) charge(bytes);
      const arr = typed ? new Uint8Array(n) : jsArray(n);
      for (let i = 0; i < n; i++) arr[i] = evs[i](f);
      return isSlice ? new Slice(arr, 0, n, n) : arr;
    };
  }
  return (f) => {
    if (onHeap) charge(bytes);
    const arr = typed ? new Uint8Array(len) : jsArray(len);
    fillZero(et, arr, 0, len);
    for (let i = 0; i < n; i++) arr[idxs[i]] = evs[i](f);
    return isSlice ? new Slice(arr, 0, len, len) : arr;
  };
}

export function mapLit(C: Compiler, e: CompositeLit, t: RType, cx: FnCtx): Ev {
  const mt = coreOf(C.typeOfExprDeref(e)) as any;
  const kvs = e.elts.map((el) => {
    if (el.kind !== 'KeyValueExpr') C.fail(el, 'missing key in map literal');
    return { k: elemValue(C, el.key, mt.key, cx), v: elemValue(C, el.value, mt.elem, cx) };
  });
  const kt = t.key!;
  const race = C.unit.natives === undefined; // the program's own package (MapRaceState.race)
  return (f) => {
    const m = new GoMap(kt, race);
    for (const kv of kvs) m.set(kv.k(f), kv.v(f));
    return m;
  };
}

// --- selectors

export function selector(C: Compiler, e: SelectorExpr, cx: FnCtx): Ev {
  const info = C.unit.info;
  const sel = info.selections.get(e);
  if (sel === undefined) {
    // Qualified identifier pkg.Name.
    return ident(C, e.sel, cx);
  }
  if (sel.kind === 'fieldval') return fieldLoad(C, e, sel, cx);
  if (sel.kind === 'methodval') return methodValue(C, e, sel, cx);
  // Method expression T.M / (*T).M: a function taking the receiver first.
  const m = sel.obj as Func;
  const recvT = C.rt(sel.recv, cx);
  if (recvT.kind === 'interface') {
    // I.M: a function of an I value, dispatched on its dynamic type (error.Error(err)).
    const name = m.name;
    const fm = methodExprSym(C, sel);
    return () => {
      const f: any = (recv: Iface | null, ...args: any[]) => {
        if (recv === null) throw nilDeref();
        return recv.t.methods.get(name)!.fn(recv.v, ...args);
      };
      if (fm !== undefined) f.$fm = fm;
      return f;
    };
  }
  const meth = C.findMethod(recvT, m.name, e);
  const fm = methodExprSym(C, sel);
  return () => {
    const f: any = (recv: any, ...args: any[]) => meth.fn(recv, ...args);
    if (fm !== undefined) f.$fm = fm;
    return f;
  };
}

/**
 * gc's symbol name of a method's receiver type, as its wrappers are named (`main.T`, `main.(*T)`,
 * `bytes.(*Buffer)`, `main.G[...]`: cmd/compile/internal/ir/expr.go MethodSymSuffix).
 */
function recvSymName(t: Type): string | undefined {
  let u = unalias(t);
  let ptr = false;
  if (u.kind === 'pointer') {
    ptr = true;
    u = unalias(u.elem);
  }
  if (u.kind !== 'named') return undefined;
  const o = u.obj;
  // a universe type (error) is gc's builtin package's
  const pkg = o.pkg === undefined ? 'go:builtin.' : o.pkg.name === 'main' ? 'main.' : `${o.pkg.path}.`;
  const n = u.typeArgs !== undefined || u.typeParams !== undefined ? `${o.name}[...]` : o.name;
  return ptr ? `${pkg}(*${n})` : `${pkg}${n}`;
}

/** A method expression's function (`main.T.M`; a wrapper such as `main.(*T).M` is autogenerated). */
function methodExprSym(C: Compiler, sel: Selection): FuncSym | undefined {
  const m = sel.obj as Func;
  const r = recvSymName(sel.recv);
  if (r === undefined) return undefined;
  const declRecv = m.type.recv?.type;
  const own = sel.index.length === 1 && declRecv !== undefined && recvSymName(declRecv) === r;
  const d = own ? C.declOf.get(m.origin ?? m) : undefined;
  if (d !== undefined) return { name: `${r}.${m.name}`, file: d.file, line: d.decl.pos.line };
  return wrapperSym(`${r}.${m.name}`);
}

/**
 * A method value's `-fm` wrapper, named after the receiver the method is called on: the method's
 * own for a concrete method (promoted ones included: `main.E.M-fm`), the operand's interface type
 * for an interface method (cmd/compile/internal/walk/closure.go methodValueWrapper).
 */
function methodValueSym(sel: Selection): FuncSym | undefined {
  const m = sel.obj as Func;
  let t: Type | undefined = m.type.recv?.type;
  if (t === undefined || under(t).kind === 'interface') {
    // the operand after the embedded fields the selector walks
    t = sel.recv;
    for (let i = 0; i < sel.index.length - 1; i++) {
      let u = under(t);
      if (u.kind === 'pointer') u = under(u.elem);
      if (u.kind !== 'struct') return undefined;
      t = u.fields[sel.index[i]].type;
    }
  }
  const r = recvSymName(t);
  return r === undefined ? undefined : wrapperSym(`${r}.${m.name}-fm`);
}

/** Walk embedded fields: from value of x (type recvT) along index path except the last. */
export function fieldPath(
  C: Compiler,
  xev: Ev,
  recv: Type,
  index: number[],
  cx: FnCtx,
  site?: CallSite,
  /**
   * Bytes past the last field that the access reads first (len of a slice or string field: 8), or
   * null where gc nil-checks the pointer itself (addr=0x0: an element at a variable index).
   */
  extraLast: number | null = 0,
): { obj: Ev; key: string; ft: RType } {
  let t = C.rt(recv, cx);
  let ev = xev;
  for (let i = 0; i < index.length; i++) {
    let st = t;
    const isPtr = st.kind === 'ptr';
    if (isPtr) st = st.elem!;
    const fld = st.fields[index[i]];
    // gc faults at the field's address, so the SIGSEGV line shows its offset (addr=0x10): through
    // embedded structs held by value (a promoted field), the offsets up to the next pointer add up.
    let off = 0;
    if (isPtr) {
      off = fieldOffset(st, index[i]);
      let ft = fld.type;
      let j = i + 1;
      for (; j < index.length && ft.kind === 'struct'; j++) {
        off += fieldOffset(ft, index[j]);
        ft = ft.fields[index[j]].type;
      }
      if (j === index.length) off = extraLast === null ? 0 : off + extraLast;
    }
    if (i === index.length - 1) {
      const obj = isPtr ? nonNilAt(ev, off, site) : ev;
      return { obj, key: fld.key, ft: fld.type };
    }
    const prev = isPtr ? nonNilAt(ev, off, site) : ev;
    const key = fld.key;
    ev = (f) => prev(f)[key];
    t = fld.type;
  }
  throw new Error('interp: empty field path');
}

export function fieldLoad(C: Compiler, e: SelectorExpr, sel: Selection, cx: FnCtx): Ev {
  return fieldLoadAt(C, e, sel, cx, 0);
}

/**
 * A field read whose first word read is `extra` bytes into the field (null: gc nil-checks instead).
 * A field of a struct held by value is `extra` plus its offset into the operand, so the fault is
 * the operand's own: `p.d[2].y` reads p at offset(d)+2*sizeof(elem)+offset(y), as gc's load does.
 */
function fieldLoadAt(C: Compiler, e: SelectorExpr, sel: Selection, cx: FnCtx, extra: number | null): Ev {
  const { obj, key } = fieldRef(C, e, sel, cx, extra);
  return (f) => obj(f)[key];
}

/**
 * The object and key of field selector `e`, for an access that reads `extra` bytes into the field
 * first (null: gc nil-checks instead). Loads (fieldLoadAt) and stores (assign.ts) fault alike: gc's
 * store to `p.d[2].y` is one move at offset(d)+2*sizeof(elem)+offset(y) from p.
 */
export function fieldRef(
  C: Compiler,
  e: SelectorExpr,
  sel: Selection,
  cx: FnCtx,
  extra: number | null,
): { obj: Ev; key: string; ft: RType } {
  const recv = C.typeOfExpr(e.x);
  let t = C.rt(recv, cx);
  let off = 0;
  let byValue = t.kind !== 'ptr';
  for (let k = 0; byValue && k < sel.index.length; k++) {
    if (t.kind !== 'struct') byValue = false;
    else {
      off += fieldOffset(t, sel.index[k]);
      t = t.fields[sel.index[k]].type;
    }
  }
  const x = byValue ? faultOperand(C, e.x, cx, extra === null ? null : off + extra) : expr(C, e.x, cx);
  return fieldPath(C, x, recv, sel.index, cx, C.site(e, cx), byValue ? 0 : extra);
}

/**
 * The right side of `_ = x.f` or `_ = p[i]`: gc drops the dead load and keeps only the nil check of
 * its pointer, so a nil one faults at addr=0x0 (a used load faults at the element's offset).
 * Undefined for other expressions.
 */
export function blankRead(C: Compiler, e: Expr, cx: FnCtx): Ev | undefined {
  const u = unparenExpr(e);
  if (u.kind !== 'SelectorExpr' && u.kind !== 'IndexExpr') return undefined;
  if (u.kind === 'SelectorExpr' && C.unit.info.selections.get(u)?.kind !== 'fieldval') return undefined;
  return faultOperand(C, e, cx, null);
}

/**
 * Operand `e` of an access that reads `extra` bytes into it first (null: at a variable offset, where
 * gc nil-checks the base pointer, addr=0x0). Through field selectors and array indexes the offset
 * reaches the pointer the fault is on; any other operand compiles as usual.
 */
function faultOperand(C: Compiler, e: Expr, cx: FnCtx, extra: number | null): Ev {
  const u = unparenExpr(e);
  if (extra === 0 || C.subst.has(e) || C.subst.has(u)) return expr(C, e, cx);
  if (u.kind === 'SelectorExpr') {
    const sel = C.unit.info.selections.get(u);
    if (sel?.kind === 'fieldval') return fieldLoadAt(C, u, sel, cx, extra);
  } else if (u.kind === 'IndexExpr') {
    const k = indexKind(C, u.x, coreOf(C.typeOfExpr(u.x)), cx);
    if (k === 'array' || k === 'pointer') return index(C, u, cx, extra);
  }
  return expr(C, e, cx);
}

/**
 * Operand `e` of a conversion to interface type `to`. gc passes a value of a type without a
 * one-word runtime conversion (a struct or array of 16 bytes and more, complex128, [3]byte: walk's
 * dataWordFuncName needsaddr) by address, after a nil check of the base pointer, so an operand
 * reached through a nil pointer faults at 0x0, not at its offset (fmt.Println(p.d[1]) with p nil).
 * Other types are loaded first and fault where the load does (expr).
 */
export function boxedOperand(C: Compiler, e: Expr, cx: FnCtx, from: RType, to: RType): Ev {
  if (to.kind !== 'interface' || !convByAddress(from)) return expr(C, e, cx);
  return faultOperand(C, e, cx, null);
}

/**
 * go1.23 cmd/compile/internal/walk/convert.go dataWord and dataWordFuncName: whether a conversion
 * of a value of type t to an interface passes it by address (convT, convTnoptr) rather than loaded
 * (pointer-shaped types, zero size, bools and bytes, convT16/32/64, convTstring, convTslice).
 */
function convByAddress(t: RType): boolean {
  if (t.kind === 'interface' || directIface(t)) return false;
  const size = sizeOf(t);
  if (size === 0) return false;
  const sole = soleComponent(t);
  const k = sole?.kind;
  if (k === 'bool' || (size === 1 && (k === 'int8' || k === 'uint8'))) return false;
  const align = alignOf(t);
  if ((size === 2 && align === 2) || (size === 4 && align === 4) || (size === 8 && align === 8)) return false;
  return k !== 'string' && k !== 'slice';
}

/** types.IsDirectIface: a pointer shape, alone or as the only element of a struct or array. */
function directIface(t: RType): boolean {
  switch (t.kind) {
    case 'ptr':
    case 'chan':
    case 'map':
    case 'func':
    case 'unsafe.Pointer':
      return true;
    case 'array':
      return t.len === 1 && directIface(t.elem!);
    case 'struct':
      return t.fields.length === 1 && directIface(t.fields[0].type);
    default:
      return false;
  }
}

/** types.Type.SoleComponent: through one-field structs and one-element arrays. */
function soleComponent(t: RType): RType | undefined {
  if (t.kind === 'struct') return t.fields.length === 1 ? soleComponent(t.fields[0].type) : undefined;
  if (t.kind === 'array') return t.len === 1 ? soleComponent(t.elem!) : undefined;
  return t;
}

/**
 * An operand of == or !=. gc loads the operand of an explicit conversion to an interface compared
 * there (go1.23: `sink == any(p.d[1])` with p nil faults at the element's offset), as it does an
 * implicit one (walk/compare.go), not by address as boxedOperand would.
 */
function compareOperand(C: Compiler, e: Expr, cx: FnCtx): Ev {
  const u = unparenExpr(e);
  const info = C.unit.info;
  if (u.kind === 'CallExpr' && u.args.length === 1 && info.types.get(u.fun)?.mode === 'typexpr') {
    const arg = u.args[0];
    const to = C.rtOf(u, cx);
    if (to.kind === 'interface' && info.types.get(arg)?.mode !== 'nilvalue' && !isNilIdent(arg, info)) {
      const from = C.rtOf(arg, cx);
      if (from.kind !== 'interface') return C.convertValue(expr(C, arg, cx), from, to, isFresh(arg));
    }
  }
  return expr(C, e, cx);
}

/** `x.M` as a func value, or the receiver+method pair for calls. */
export function methodValue(C: Compiler, e: SelectorExpr, sel: Selection, cx: FnCtx): Ev {
  const { recv, fn } = C.methodTarget(e, sel, cx);
  const fm = methodValueSym(sel);
  return (f) => {
    const r = recv(f);
    const m = fn(r);
    const b = boundMethod(m.fn, m.recv);
    if (fm !== undefined) b.$fm = fm;
    return b;
  };
}

/**
 * A method value: the method bound to its receiver, with its generator and trampoline twins bound
 * likewise. Without the twin, a goroutine calling it through a func value (`go
 * wait.UntilWithContext(ctx, c.runWorker, time.Second)`) ran the method synchronously, so a wait
 * in it (a work queue's Get) held the scheduler nested instead of parking the goroutine.
 */
function boundMethod(fn: any, rv: any): any {
  const b: any = (...args: any[]) => fn(rv, ...args);
  if (fn.$g !== undefined && !process.env.NOFIX)
    b.$g = function* (...args: any[]) {
      return yield* fn.$g(rv, ...args);
    };
  if (fn.$pre !== undefined) b.$pre = fn.$pre;
  if (fn.$t !== undefined) b.$t = (...args: any[]) => fn.$t.call(fn, rv, ...args);
  return b;
}

// --- addresses

/** `&x`: a pointer to an addressable expression (struct/array: the object itself). */
export function addrOf(C: Compiler, e: Expr, cx: FnCtx): Ev {
  const site = C.site(e, cx);
  const info = C.unit.info;
  while (e.kind === 'ParenExpr') e = e.x;
  const t = C.rtOf(e, cx);
  if (e.kind === 'CompositeLit') {
    // &T{...}: a struct or array literal is its own address; any other (slice, map) needs a
    // fresh variable holding it.
    // `&T{...}` allocates on the heap in Go: the line an out-of-memory stop names.
    if (t.kind === 'struct') return structLit(C, e, t, cx, site);
    const lit = expr(C, e, cx);
    if (needsCopy(t)) return lit;
    return (f) => new Cell(lit(f));
  }
  if (needsCopy(t)) {
    // The object is its own address; evaluating the expression yields it (no copy).
    return expr(C, e, cx);
  }
  switch (e.kind) {
    case 'Ident': {
      const o = info.uses.get(e) ?? info.defs.get(e);
      if (o?.kind !== 'var') C.fail(e, 'interp: cannot take address');
      const g = C.globals.get(o);
      if (g !== undefined) {
        const d = C.deferredInits.get(o);
        if (d === undefined) return () => g;
        return () => {
          d.force();
          return g;
        };
      }
      const s = C.slotOf(o, cx);
      if (!C.boxed.has(o)) C.fail(e, `interp: address of unboxed variable ${o.name}`);
      return (f) => f[s];
    }
    case 'SelectorExpr': {
      const sel = info.selections.get(e);
      if (sel === undefined) return addrOf(C, e.sel, cx);
      const x = expr(C, e.x, cx);
      const { obj, key } = fieldPath(C, x, C.typeOfExpr(e.x), sel.index, cx, site);
      return (f) => new FieldRef(obj(f), key);
    }
    case 'IndexExpr': {
      // A type parameter without a core type ([]T | [N]T) takes its instantiation's kind.
      const xk = indexKind(C, e.x, coreOf(C.typeOfExpr(e.x)), cx);
      const i = intExpr(C, e.index, cx);
      if (xk === 'slice') {
        const s = expr(C, e.x, cx);
        return (f) => {
          const sv = s(f);
          const iv = i(f);
          const len = sv === null ? 0 : sv.len;
          if (iv < 0 || iv >= len) throw at(site, indexPanic(iv, len));
          return new ElemRef(sv.arr, sv.off + iv);
        };
      }
      // gc nil-checks the array's pointer before it computes the element's address (addr=0x0).
      const a = xk === 'pointer' ? nonNil(expr(C, e.x, cx), site) : faultOperand(C, e.x, cx, null);
      const xr = C.rtOf(e.x, cx);
      const n = xk === 'array' ? xr.len : xr.elem!.len;
      return (f) => {
        const arr = a(f);
        const iv = i(f);
        if (iv < 0 || iv >= n) throw at(site, indexPanic(iv, n));
        return new ElemRef(arr, iv);
      };
    }
    case 'StarExpr':
      // &*p nil-checks p, as gc does (go test nilptr2.go).
      return nonNil(expr(C, e.x, cx), site);
    default:
      C.fail(e, `interp: cannot take the address of ${e.kind}`);
  }
}

// --- index, slice

/**
 * The operand of index expression `e` (of kind `xk`), and for an array or a pointer to one the
 * fault address of the element: its offset at a constant index plus `extra` (what the access reads
 * first in it), or null at a variable index or a null `extra` (gc nil-checks the pointer: 0x0). An
 * array operand reached through a nil pointer faults there (faultOperand); a pointer is returned
 * as it is, for the caller to check.
 */
export function arrayOperand(
  C: Compiler,
  e: Expr & { kind: 'IndexExpr' },
  xk: string,
  cx: FnCtx,
  extra: number | null,
): { x: Ev; elemOff: number | null } {
  let elemOff: number | null = null;
  if (extra !== null && (xk === 'array' || xk === 'pointer')) {
    const itv = C.unit.info.types.get(unparenExpr(e.index));
    if (itv?.mode === 'constant' && itv.value !== undefined) {
      const c = Number(indexOperand(C, e.index, cx)(null as any));
      const xrt = C.rtOf(e.x, cx);
      elemOff = c * sizeOf((xk === 'array' ? xrt : xrt.elem!).elem!) + extra;
    }
  }
  return { x: xk === 'array' ? faultOperand(C, e.x, cx, elemOff) : expr(C, e.x, cx), elemOff };
}

export function intExpr(C: Compiler, e: Expr, cx: FnCtx): Ev {
  const ev = expr(C, e, cx);
  const k = C.rtOf(e, cx).kind;
  if (isWideInt(k))
    return (f) => {
      const v = ev(f);
      return typeof v === 'bigint' ? Number(v) : v;
    };
  return ev;
}

/**
 * The index of a bounds-checked element access, as it is (no intExpr conversion closure per access):
 * a bigint index is past 2^53, so `iv >= len` (JS compares bigints with numbers exactly) always
 * sends it to the panic before it is used, and the panic names the exact index, as gc's does.
 */
export function indexOperand(C: Compiler, e: Expr, cx: FnCtx): Ev {
  return expr(C, e, cx);
}

/**
 * `extra`: bytes into the element that the access reads first (a field of a struct element), or
 * null (a variable offset); with a constant index the element's offset adds to it, so a nil
 * pointer behind the array faults where gc's load does; a variable index is a nil check (0x0).
 */
export function index(
  C: Compiler,
  e: Expr & { kind: 'IndexExpr' | 'IndexListExpr' },
  cx: FnCtx,
  extra: number | null = 0,
): Ev {
  const site = C.site(e, cx);
  const info = C.unit.info;
  // Generic function instantiation f[T].
  const base = e.x.kind === 'SelectorExpr' ? e.x.sel : e.x;
  if (base.kind === 'Ident' && info.instances.has(base)) return expr(C, e.x, cx);
  if (e.kind === 'IndexListExpr') C.fail(e, 'interp: unexpected index list');
  const xt = coreOf(C.typeOfExpr(e.x));
  const xk = indexKind(C, e.x, xt, cx);
  const { x, elemOff } = arrayOperand(C, e, xk, cx, extra);
  switch (xk) {
    case 'slice': {
      const i = indexOperand(C, e.index, cx);
      return (f) => {
        const s = x(f);
        const iv = i(f);
        if (s === null || iv >= s.len || iv < 0) throw at(site, indexPanic(iv, s === null ? 0 : s.len));
        return s.arr[s.off + iv];
      };
    }
    case 'array': {
      const i = indexOperand(C, e.index, cx);
      const n = C.rtOf(e.x, cx).len;
      return (f) => {
        const a = x(f);
        const iv = i(f);
        if (iv >= n || iv < 0) throw at(site, indexPanic(iv, n));
        return a[iv];
      };
    }
    case 'pointer': {
      const i = indexOperand(C, e.index, cx);
      const arrT = C.rtOf(e.x, cx).elem!;
      const n = arrT.len;
      // Bounds are checked against the array type's length first; a nil pointer then faults at the
      // element's address (plus what the access reads first) for a constant index; at a variable
      // one gc nil-checks the pointer (addr=0x0).
      const addr = elemOff ?? 0;
      return (f) => {
        const a = x(f);
        const iv = i(f);
        if (iv >= n || iv < 0) throw at(site, indexPanic(iv, n));
        if (a === null) throw nilDerefAt(addr, site);
        return a[iv];
      };
    }
    case 'basic': {
      const i = indexOperand(C, e.index, cx);
      return (f) => {
        const s: string = x(f);
        const iv = i(f);
        if (iv >= s.length || iv < 0) throw at(site, indexPanic(iv, s.length));
        return s.charCodeAt(iv);
      };
    }
    case 'map': {
      if (xt.kind !== 'map') C.fail(e, 'interp: cannot index a map without a core type');
      const k = C.valueTo(e.index, xt.key, cx);
      const vt = C.rt(xt.elem, cx);
      const agg = needsCopy(vt);
      const z = zero(vt);
      return (f) => {
        const m: GoMap | null = x(f);
        const kv = k(f);
        if (m === null) return agg ? zero(vt) : z;
        const v = m.get(kv);
        if (v === undefined) return agg ? zero(vt) : z;
        return v;
      };
    }
    default:
      C.fail(e, `interp: cannot index ${xt.kind}`);
  }
}

/**
 * How to index or slice operand `x`: by its core type, or, for a type parameter without one
 * (`T interface{ ~[]byte | ~string }`), by the type argument of this instantiation.
 */
export function indexKind(
  C: Compiler,
  x: Expr,
  xt: Type,
  cx: FnCtx,
): 'slice' | 'array' | 'pointer' | 'basic' | 'map' | string {
  if (xt.kind !== 'interface' && xt.kind !== 'typeparam') return xt.kind;
  switch (C.rtOf(x, cx).kind) {
    case 'string':
      return 'basic';
    case 'slice':
      return 'slice';
    case 'array':
      return 'array';
    case 'ptr':
      return 'pointer';
    case 'map':
      return 'map';
    default:
      return xt.kind;
  }
}

export function sliceExpr(C: Compiler, e: Expr & { kind: 'SliceExpr' }, cx: FnCtx): Ev {
  const site = C.site(e, cx);
  const xt = coreOf(C.typeOfExpr(e.x));
  const xk = indexKind(C, e.x, xt, cx);
  const x = expr(C, e.x, cx);
  // As they are (indexOperand): a bigint bound is past 2^53, always out of range, and the panic
  // names it exactly, as gc's does.
  const lo = e.low ? indexOperand(C, e.low, cx) : null;
  const hi = e.high ? indexOperand(C, e.high, cx) : null;
  const mx = e.max ? indexOperand(C, e.max, cx) : null;
  if (xk === 'basic') {
    return (f) => {
      const s: string = x(f);
      const l = lo ? lo(f) : 0;
      const h = hi ? hi(f) : s.length;
      if (h < 0 || h > s.length)
        throw at(site, sliceBounds(h < 0 ? `[:${h}]` : `[:${h}] with length ${s.length}`));
      if (l < 0 || l > h) throw at(site, sliceBounds(l < 0 ? `[${l}:]` : `[${l}:${h}]`));
      return s.substring(l, h);
    };
  }
  const isArr = xk === 'array' || xk === 'pointer';
  const xrt = C.rtOf(e.x, cx);
  const alen = xk === 'array' ? xrt.len : xk === 'pointer' ? xrt.elem!.len : 0;
  // An array's bound is its length: gc picks BoundsSliceAlen / BoundsSlice3Alen unless the operand
  // is a slice (cmd/compile/internal/ssagen/ssa.go, state.slice).
  const capWord = isArr ? 'length' : 'capacity';
  // A slice operand without a max index (`buf[:0]`, `s[i:j]`): a closure of its own, without the
  // array and max branches of the shared one below.
  if (!isArr && mx === null)
    return (f) => {
      const v: Slice | null = x(f);
      const len = v === null ? 0 : v.len;
      const cap = v === null ? 0 : v.cap;
      const l = lo !== null ? lo(f) : 0;
      const h = hi !== null ? hi(f) : len;
      if (h < 0 || h > cap) throw at(site, sliceBounds(h < 0 ? `[:${h}]` : `[:${h}] with capacity ${cap}`));
      if (l < 0 || l > h) throw at(site, sliceBounds(l < 0 ? `[${l}:]` : `[${l}:${h}]`));
      if (v === null) return null;
      return new Slice(v.arr, v.off + l, h - l, cap - l);
    };
  return (f) => {
    let arr: any[];
    let off: number;
    let len: number;
    let cap: number;
    const v = x(f);
    if (isArr) {
      if (v === null) throw at(site, nilDeref());
      arr = v;
      off = 0;
      len = alen;
      cap = alen;
    } else if (v === null) {
      arr = [];
      off = 0;
      len = 0;
      cap = 0;
    } else {
      arr = v.arr;
      off = v.off;
      len = v.len;
      cap = v.cap;
    }
    const l = lo ? lo(f) : 0;
    const h = hi ? hi(f) : len;
    const m = mx ? mx(f) : cap;
    if (mx) {
      if (m < 0 || m > cap)
        throw at(site, sliceBounds(m < 0 ? `[::${m}]` : `[::${m}] with ${capWord} ${cap}`));
      if (h < 0 || h > m) throw at(site, sliceBounds(h < 0 ? `[:${h}:]` : `[:${h}:${m}]`));
      if (l < 0 || l > h) throw at(site, sliceBounds(l < 0 ? `[${l}::]` : `[${l}:${h}:]`));
    } else {
      if (h < 0 || h > cap) throw at(site, sliceBounds(h < 0 ? `[:${h}]` : `[:${h}] with ${capWord} ${cap}`));
      if (l < 0 || l > h) throw at(site, sliceBounds(l < 0 ? `[${l}:]` : `[${l}:${h}]`));
    }
    if (!isArr && v === null && l === 0 && h === 0) return null;
    return new Slice(arr, off + l, h - l, m - l);
  };
}

// --- type assertions

/** runtime/error.go TypeAssertionError.Error: `C, not T`, told apart when both print alike. */
function mismatch(c: RType, t: RType): string {
  const cs = c.String();
  const as = t.String();
  if (cs !== as) return `${cs}, not ${as}`;
  return `${cs}, not ${as} (types from different ${c.pkgPath !== t.pkgPath ? 'packages' : 'scopes'})`;
}

/** x.(T): returns [single-value Ev (panics), comma-ok Ev returning [v, ok]]. */
export function typeAssert(
  C: Compiler,
  e: Expr & { kind: 'TypeAssertExpr' },
  cx: FnCtx,
  _commaOk: boolean,
): [Ev, Ev] {
  const site = C.site(e, cx);
  const x = expr(C, e.x, cx);
  const srcT = C.rtOf(e.x, cx);
  const T = C.rt(C.typeOfExpr(e.type!), cx);
  const srcName = srcT.String();
  if (T.kind === 'interface') {
    const one: Ev = (f) => {
      const iv: Iface | null = x(f);
      if (iv === null)
        throw at(site, typeAssertionPanic(`interface conversion: interface is nil, not ${T.String()}`));
      if (!implementsIface(iv.t, T))
        throw at(
          site,
          typeAssertionPanic(
            `interface conversion: ${iv.t.String()} is not ${T.String()}: missing method ${missingMethod(iv.t, T)}`,
          ),
        );
      return iv;
    };
    const two: Ev = (f) => {
      const iv: Iface | null = x(f);
      if (iv === null || !implementsIface(iv.t, T)) return [null, false];
      return [iv, true];
    };
    return [one, two];
  }
  const agg = needsCopy(T);
  const z = zero(T);
  const one: Ev = (f) => {
    const iv: Iface | null = x(f);
    if (iv === null || iv.t !== T)
      throw at(
        site,
        typeAssertionPanic(
          `interface conversion: ${srcName} is ${iv === null ? `nil, not ${T.String()}` : mismatch(iv.t, T)}`,
        ),
      );
    return agg ? clone(T, iv.v) : iv.v;
  };
  const two: Ev = (f) => {
    const iv: Iface | null = x(f);
    if (iv === null || iv.t !== T) return [agg ? zero(T) : z, false];
    return [agg ? clone(T, iv.v) : iv.v, true];
  };
  return [one, two];
}

// --- unary / binary

export function unary(C: Compiler, e: Expr & { kind: 'UnaryExpr' }, cx: FnCtx): Ev {
  switch (e.op) {
    case '&':
      return addrOf(C, e.x, cx);
    case '<-': {
      const ch = expr(C, e.x, cx);
      const link = C.link;
      // Channel operations mark their position: a goroutine blocked here is reported at it.
      const site = C.site(e, cx);
      return (f) => {
        const c: Chan | null = ch(f);
        R.sites[R.depth] = site;
        if (c === null) nilChanRecv(link.sched);
        return c.recv()[0];
      };
    }
    case '!': {
      const x = expr(C, e.x, cx);
      return (f) => !x(f);
    }
    case '+':
      return expr(C, e.x, cx);
    case '-': {
      const x = expr(C, e.x, cx);
      const neg = negFn(C.rtOf(e, cx).kind);
      return (f) => neg(x(f));
    }
    case '^': {
      const x = expr(C, e.x, cx);
      const not = notFn(C.rtOf(e, cx).kind);
      return (f) => not(x(f));
    }
    default:
      C.fail(e, `interp: unsupported unary ${e.op}`);
  }
}

/** Left-deep chains at least this long (`a + b + c + ...`) are compiled and run in a loop. */
const CHAIN_LOOP = 32;

/**
 * A long left-deep chain: nested closures would recurse once per operator when compiling and when
 * running. Each operator is compiled with its left operand read from a frame slot; running the
 * chain evaluates the innermost operation, then each next one with the value so far in the slot
 * (left before right, as nested closures do; a frame slot, so a call in a right operand that runs
 * the same code again has its own).
 */
function binaryChain(C: Compiler, spine: BinaryExpr[], cx: FnCtx): Ev {
  const slot = cx.alloc();
  const n = spine.length;
  const first = expr(C, spine[n - 1], cx);
  const levels: Ev[] = [];
  for (let i = n - 2; i >= 0; i--) {
    C.subst.set(spine[i + 1], slot);
    try {
      levels.push(expr(C, spine[i], cx));
    } finally {
      C.subst.delete(spine[i + 1]);
    }
  }
  const m = levels.length;
  return (f) => {
    let v = first(f);
    for (let i = 0; i < m; i++) {
      f[slot] = v;
      v = levels[i](f);
    }
    return v;
  };
}

/** An integer `/` or `%` whose divisor is not a constant (a constant 0 is a compile error). */
function mayDivideByZero(C: Compiler, e: Expr & { kind: 'BinaryExpr' }): boolean {
  if (e.op !== '/' && e.op !== '%') return false;
  const tv = C.unit.info.types.get(e);
  if (tv === undefined || tv.mode === 'constant') return false;
  if (!isInteger(tv.type)) return false;
  return C.unit.info.types.get(unparenExpr(e.y))?.mode !== 'constant';
}

export function binary(C: Compiler, e: Expr & { kind: 'BinaryExpr' }, cx: FnCtx): Ev {
  if (e.x.kind === 'BinaryExpr' && !C.subst.has(e.x)) {
    const spine: BinaryExpr[] = [e];
    for (let l: Expr = e.x; l.kind === 'BinaryExpr' && !C.subst.has(l); l = l.x) spine.push(l);
    if (spine.length >= CHAIN_LOOP) return binaryChain(C, spine, cx);
  }
  const op = e.op;
  if (op !== '&&' && op !== '||' && !C.subst.has(e.x) && !C.subst.has(e.y) && gcReadsLate(C, e.x, e.y)) {
    // gc reads x after the call in y (`x + f(&x)`, see gcorder.ts): both go through frame slots, y
    // first, so a call that runs this code again has its own.
    const sx = cx.alloc();
    const sy = cx.alloc();
    const xEv = expr(C, e.x, cx);
    const yEv = expr(C, e.y, cx);
    C.subst.set(e.x, sx);
    C.subst.set(e.y, sy);
    let inner: Ev;
    try {
      inner = binary(C, e, cx);
    } finally {
      C.subst.delete(e.x);
      C.subst.delete(e.y);
    }
    return (f) => {
      const v = yEv(f);
      f[sx] = xEv(f);
      f[sy] = v;
      return inner(f);
    };
  }
  if (op === '&&') {
    const x = expr(C, e.x, cx);
    const y = expr(C, e.y, cx);
    return (f) => x(f) && y(f);
  }
  if (op === '||') {
    const x = expr(C, e.x, cx);
    const y = expr(C, e.y, cx);
    return (f) => x(f) || y(f);
  }
  const info = C.unit.info;
  if (op === '==' || op === '!=') {
    // Mixed interface/concrete comparisons compare as interfaces; nil compares by identity.
    const xNil = info.types.get(e.x)?.mode === 'nilvalue' || isNilIdent(e.x, info);
    const yNil = info.types.get(e.y)?.mode === 'nilvalue' || isNilIdent(e.y, info);
    if (xNil || yNil) {
      const other = xNil ? expr(C, e.y, cx) : expr(C, e.x, cx);
      return op === '==' ? (f) => other(f) === null : (f) => other(f) !== null;
    }
    const xt = C.rtOf(e.x, cx);
    const yt = C.rtOf(e.y, cx);
    let x = compareOperand(C, e.x, cx);
    let y = compareOperand(C, e.y, cx);
    let t = xt;
    if (xt.kind === 'interface' && yt.kind !== 'interface') {
      y = C.convertValue(y, yt, xt, true);
    } else if (yt.kind === 'interface' && xt.kind !== 'interface') {
      x = C.convertValue(x, xt, yt, true);
      t = yt;
    }
    const eq = eqFn(t);
    if (
      t.kind !== 'struct' &&
      t.kind !== 'array' &&
      t.kind !== 'interface' &&
      t.kind !== 'ptr' &&
      !t.kind.startsWith('complex')
    ) {
      const ytv = info.types.get(unparenExpr(e.y));
      if (ytv?.mode === 'constant' && ytv.value !== undefined && !C.subst.has(e.y)) {
        const c = y(null as any);
        if (typeof c === 'number' || typeof c === 'string' || typeof c === 'boolean')
          return op === '==' ? (f) => x(f) === c : (f) => x(f) !== c;
      }
      return op === '==' ? (f) => x(f) === y(f) : (f) => x(f) !== y(f);
    }
    return op === '==' ? (f) => eq(x(f), y(f)) : (f) => !eq(x(f), y(f));
  }
  if (op === '+') {
    const fused = mulAdd(C, e, cx);
    if (fused !== null) return fused;
  }
  const x = expr(C, e.x, cx);
  const y = expr(C, e.y, cx);
  const xt = C.rtOf(e.x, cx);
  if (op === '<' || op === '<=' || op === '>' || op === '>=') {
    // Hot loop conditions: a local compared with a constant or another local, without calls.
    const xs = C.plainLocal(e.x, cx);
    const ytv = info.types.get(e.y);
    if (
      xs >= 0 &&
      ytv?.mode === 'constant' &&
      ytv.value !== undefined &&
      typeof y(null as any) === 'number'
    ) {
      const c = y(null as any) as number;
      switch (op) {
        case '<':
          return (f) => f[xs] < c;
        case '<=':
          return (f) => f[xs] <= c;
        case '>':
          return (f) => f[xs] > c;
        default:
          return (f) => f[xs] >= c;
      }
    }
    const ys = C.plainLocal(e.y, cx);
    if (xs >= 0 && ys >= 0) {
      switch (op) {
        case '<':
          return (f) => f[xs] < f[ys];
        case '<=':
          return (f) => f[xs] <= f[ys];
        case '>':
          return (f) => f[xs] > f[ys];
        default:
          return (f) => f[xs] >= f[ys];
      }
    }
    switch (op) {
      case '<':
        return (f) => x(f) < y(f);
      case '<=':
        return (f) => x(f) <= y(f);
      case '>':
        return (f) => x(f) > y(f);
      default:
        return (f) => x(f) >= y(f);
    }
  }
  const k = (op === '<<' || op === '>>' ? C.rtOf(e, cx) : xt).kind;
  if (k === 'int' || k === 'int64') {
    const sp = intBinary(op, intOperand(C, e.x, x, cx), intOperand(C, e.y, y, cx));
    if (sp !== null) return sp;
  }
  if ((k === 'int' || k === 'int64') && (op === '+' || op === '-')) {
    const slow = arith(op, k);
    if (op === '+')
      return (f) => {
        const a = x(f);
        const b = y(f);
        if (typeof a === 'number' && typeof b === 'number') {
          const r = a + b;
          if (r <= 9007199254740991 && r >= -9007199254740991) return r;
        }
        return slow(a, b);
      };
    return (f) => {
      const a = x(f);
      const b = y(f);
      if (typeof a === 'number' && typeof b === 'number') {
        const r = a - b;
        if (r <= 9007199254740991 && r >= -9007199254740991) return r;
      }
      return slow(a, b);
    };
  }
  if (k === 'string' && op === '+') return (f) => concat(x(f), y(f));
  if (k === 'float64') {
    const xs = C.plainLocal(e.x, cx);
    const ys = C.plainLocal(e.y, cx);
    if (xs >= 0 || ys >= 0) {
      const sp = floatBinary(op, xs >= 0 ? { slot: xs } : { ev: x }, ys >= 0 ? { slot: ys } : { ev: y });
      if (sp !== null) return sp;
    }
    switch (op) {
      case '+':
        return (f) => x(f) + y(f);
      case '-':
        return (f) => x(f) - y(f);
      case '*':
        return (f) => x(f) * y(f);
      case '/':
        return (f) => x(f) / y(f);
    }
  }
  const fn = binaryFn(op, C.rt(op === '<<' || op === '>>' ? C.typeOfExpr(e) : C.typeOfExpr(e.x), cx));
  return (f) => fn(x(f), y(f));
}

/**
 * `x*y + z` or `z + x*y` on uint64, uint or uintptr as one closure (int64.ts mulAddU64: one bigint
 * per result past 2^53 instead of four). Operands are evaluated in source order, as the two binary
 * closures would; a product whose operands gc reads out of order (gcorder.ts) is left to them.
 */
function mulAdd(C: Compiler, e: Expr & { kind: 'BinaryExpr' }, cx: FnCtx): Ev | null {
  const k = C.rtOf(e, cx).kind;
  if (k !== 'uint64' && k !== 'uint' && k !== 'uintptr') return null;
  const left = unparenExpr(e.x);
  const right = unparenExpr(e.y);
  const isMul = (m: Expr): m is BinaryExpr =>
    m.kind === 'BinaryExpr' && m.op === '*' && !C.subst.has(m) && !gcReadsLate(C, m.x, m.y);
  if (!C.subst.has(e.x) && isMul(left)) {
    const a = expr(C, left.x, cx);
    const b = expr(C, left.y, cx);
    const c = expr(C, e.y, cx);
    return (f) => mulAddU64(a(f), b(f), c(f));
  }
  if (!C.subst.has(e.y) && isMul(right)) {
    const c = expr(C, e.x, cx);
    const a = expr(C, right.x, cx);
    const b = expr(C, right.y, cx);
    return (f) => {
      const cv = c(f);
      return mulAddU64(a(f), b(f), cv);
    };
  }
  return null;
}

/** An int operand's shape for intops.ts: an unboxed local's slot, a safe constant, or `ev`. */
export function intOperand(C: Compiler, e: Expr, ev: Ev, cx: FnCtx): IntOperand {
  const s = C.plainLocal(e, cx);
  if (s >= 0) return { slot: s };
  const tv = C.unit.info.types.get(unparenExpr(e));
  if (tv?.mode === 'constant' && tv.value !== undefined) {
    const v = ev(null as any);
    if (typeof v === 'number') return { value: v };
  }
  return { ev };
}
