/**
 * Evaluation of the CEL subset of ./parse.ts with cel-go's runtime semantics (google/cel-go
 * common/types, interpreter): int64 arithmetic with `integer overflow` / `division by zero` /
 * `modulus by zero` errors, heterogeneous equality, cross-type numeric comparison (Kubernetes turns on
 * cel.CrossTypeNumericComparisons), commutative error absorption in `&&`/`||`, the list macros, the
 * standard string functions, cel-go ext/strings.go (as Kubernetes' base environment loads it) and
 * Kubernetes' list library ([apiserver] pkg/cel/library/lists.go).
 *
 * A CEL error is thrown as `CelError` (its message is cel-go's error text); a construct outside the
 * subset throws `CelUnsupported` so the rule is left unchecked.
 */

import { RegexpSyntaxError, translate } from '../../../go/std/regexp/translate.ts';
import { parseGoDuration } from '../../../go/std/time/duration.ts';
import type { Amount } from '../quantity.ts';
import { addAmount, cmpAmount, parseQuantityAmount } from '../quantity.ts';
import { goFloat } from '../status.ts';
import { CelFormat, namedFormat } from './formats.ts';
import {
  addrEqual,
  addrString,
  CelCIDR,
  CelIP,
  cidrString,
  containsCIDR,
  containsIP,
  ipPredicates,
  isCIDR,
  isIP,
  masked,
  parseCIDR,
  parseIPAddr,
} from './net.ts';
import type { CelLit, Expr } from './parse.ts';
import { CelUnsupported } from './parse.ts';
import { CelURL, isURL, toURL, urlMember } from './urls.ts';

export class CelError extends Error {}

export class CelUint {
  readonly v: bigint;
  constructor(v: bigint) {
    this.v = v;
  }
}
export class CelDuration {
  readonly ns: bigint;
  constructor(ns: bigint) {
    this.ns = ns;
  }
}
export class CelTimestamp {
  /** nanoseconds since the Unix epoch */
  readonly ns: bigint;
  constructor(ns: bigint) {
    this.ns = ns;
  }
}
/** An optional value (cel-go common/types/optional.go): `oldSelf` of a rule with optionalOldSelf. */
export class CelOptional {
  readonly v: CelVal | undefined;
  constructor(v: CelVal | undefined) {
    this.v = v;
  }
}
/** A resource.Quantity (Kubernetes' quantity library, [apiserver] pkg/cel/library/quantity.go). */
export class CelQuantity {
  readonly a: Amount;
  constructor(a: Amount) {
    this.a = a;
  }
}
/** A map; `object` marks a schema object (properties), whose keys are the CEL-escaped field names. */
export class CelMap {
  readonly entries = new Map<string, [CelVal, CelVal]>();
  readonly object: boolean;
  constructor(object = false) {
    this.object = object;
  }
  set(k: CelVal, v: CelVal): void {
    this.entries.set(keyOf(k), [k, v]);
  }
  get(k: CelVal): CelVal | undefined {
    return this.entries.get(keyOf(k))?.[1];
  }
}

export type CelVal =
  | bigint
  | CelUint
  | number
  | string
  | boolean
  | null
  | Uint8Array
  | CelVal[]
  | CelMap
  | CelDuration
  | CelTimestamp
  | CelOptional
  | CelQuantity
  | CelURL
  | CelIP
  | CelCIDR
  | CelFormat;

/** Map keys: int, uint and string are distinct key types; an int key equal to a uint one is the same entry. */
function keyOf(k: CelVal): string {
  if (typeof k === 'bigint') return `n${k}`;
  if (k instanceof CelUint) return `n${k.v}`;
  if (typeof k === 'string') return `s${k}`;
  if (typeof k === 'boolean') return `b${k}`;
  throw new CelError('unsupported key type');
}

const MAX_INT = (1n << 63n) - 1n;
const MIN_INT = -(1n << 63n);
const MAX_UINT = (1n << 64n) - 1n;

function checkInt(v: bigint): bigint {
  if (v > MAX_INT || v < MIN_INT) throw new CelError('integer overflow');
  return v;
}
function checkUint(v: bigint): CelUint {
  if (v > MAX_UINT || v < 0n) throw new CelError('unsigned integer overflow');
  return new CelUint(v);
}

const noOverload = (): never => {
  throw new CelError('no such overload');
};

export function typeName(v: CelVal): string {
  if (typeof v === 'bigint') return 'int';
  if (v instanceof CelUint) return 'uint';
  if (typeof v === 'number') return 'double';
  if (typeof v === 'string') return 'string';
  if (typeof v === 'boolean') return 'bool';
  if (v === null) return 'null_type';
  if (v instanceof Uint8Array) return 'bytes';
  if (Array.isArray(v)) return 'list';
  if (v instanceof CelMap) return 'map';
  if (v instanceof CelURL) return 'kubernetes.URL';
  if (v instanceof CelIP) return 'net.IP';
  if (v instanceof CelCIDR) return 'net.CIDR';
  if (v instanceof CelFormat) return 'kubernetes.NamedFormat';
  if (v instanceof CelDuration) return 'google.protobuf.Duration';
  if (v instanceof CelOptional) return 'optional_type';
  if (v instanceof CelQuantity) return 'kubernetes.Quantity';
  return 'google.protobuf.Timestamp';
}

function numeric(v: CelVal): number | bigint | undefined {
  if (typeof v === 'bigint' || typeof v === 'number') return v;
  if (v instanceof CelUint) return v.v;
  return undefined;
}

/** Compares two numbers of any of int/uint/double exactly; NaN compares as unordered (undefined). */
function cmpNum(a: number | bigint, b: number | bigint): number | undefined {
  if (typeof a === 'bigint' && typeof b === 'bigint') return a < b ? -1 : a > b ? 1 : 0;
  if (typeof a === 'number' && typeof b === 'number') {
    if (Number.isNaN(a) || Number.isNaN(b)) return undefined;
    return a < b ? -1 : a > b ? 1 : 0;
  }
  const d = typeof a === 'number' ? a : (b as number);
  if (Number.isNaN(d)) return undefined;
  const i = typeof a === 'bigint' ? a : (b as bigint);
  let c: number;
  if (!Number.isFinite(d)) c = d > 0 ? 1 : -1;
  else {
    const fl = BigInt(Math.floor(d));
    c = fl > i ? 1 : fl < i ? -1 : d > Math.floor(d) ? 1 : 0;
  }
  return typeof a === 'number' ? c : -c;
}

function cmpStr(a: string, b: string): number {
  // Go compares strings by UTF-8 bytes, which orders like code points (not UTF-16 units).
  const ai = a[Symbol.iterator]();
  const bi = b[Symbol.iterator]();
  for (;;) {
    const x = ai.next();
    const y = bi.next();
    if (x.done || y.done) return x.done && y.done ? 0 : x.done ? -1 : 1;
    const cx = x.value.codePointAt(0) ?? 0;
    const cy = y.value.codePointAt(0) ?? 0;
    if (cx !== cy) return cx < cy ? -1 : 1;
  }
}

/** `_<_` and friends: cel-go Comparer on the same type, or across numeric types. */
function compare(a: CelVal, b: CelVal): number | undefined {
  const na = numeric(a);
  const nb = numeric(b);
  if (na !== undefined && nb !== undefined) return cmpNum(na, nb);
  if (typeof a === 'string' && typeof b === 'string') return cmpStr(a, b);
  if (typeof a === 'boolean' && typeof b === 'boolean') return a === b ? 0 : a ? 1 : -1;
  if (a instanceof Uint8Array && b instanceof Uint8Array) {
    for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i] < b[i] ? -1 : 1;
    return a.length === b.length ? 0 : a.length < b.length ? -1 : 1;
  }
  if (a instanceof CelDuration && b instanceof CelDuration) return a.ns < b.ns ? -1 : a.ns > b.ns ? 1 : 0;
  if (a instanceof CelTimestamp && b instanceof CelTimestamp) return a.ns < b.ns ? -1 : a.ns > b.ns ? 1 : 0;
  return noOverload();
}

/**
 * Lists of a schema with x-kubernetes-list-type map (its key fields, CEL-escaped) or set: their
 * equality ignores order ([apiserver] pkg/cel/common/valuesunstructured.go unstructuredMapList.Equal,
 * unstructuredSetList.Equal), as the left operand's type decides.
 */
export const listTypes = new WeakMap<CelVal[], string[] | 'set'>();

function unorderedEqual(a: CelVal[], b: CelVal[], kind: string[] | 'set'): boolean {
  if (a.length !== b.length) return false;
  if (kind === 'set') return b.every((y) => a.some((x) => celEqual(x, y)));
  const keyMatch = (x: CelVal, y: CelVal) =>
    x instanceof CelMap &&
    y instanceof CelMap &&
    kind.every((k) => {
      const xv = x.get(k);
      const yv = y.get(k);
      return xv === undefined || yv === undefined ? xv === yv : celEqual(xv, yv);
    });
  return b.every((y) => {
    const x = a.find((e) => keyMatch(e, y));
    return x !== undefined && celEqual(x, y);
  });
}

/** Heterogeneous equality (cel-go types.Equal): values of different kinds are unequal, numbers by value. */
export function celEqual(a: CelVal, b: CelVal): boolean {
  const na = numeric(a);
  const nb = numeric(b);
  if (na !== undefined || nb !== undefined)
    return na !== undefined && nb !== undefined && cmpNum(na, nb) === 0;
  if (a === null || b === null) return a === b;
  if (typeof a !== 'object' || typeof b !== 'object') return a === b;
  if (Array.isArray(a)) {
    if (!Array.isArray(b)) return false;
    const kind = listTypes.get(a);
    if (kind) return unorderedEqual(a, b, kind);
    return a.length === b.length && a.every((x, i) => celEqual(x, b[i]));
  }
  if (a instanceof CelMap) {
    if (!(b instanceof CelMap) || a.entries.size !== b.entries.size) return false;
    for (const [k, v] of a.entries.values()) {
      const w = b.get(k);
      if (w === undefined || !celEqual(v, w)) return false;
    }
    return true;
  }
  if (a instanceof Uint8Array) return b instanceof Uint8Array && compare(a, b) === 0;
  if (a instanceof CelDuration) return b instanceof CelDuration && a.ns === b.ns;
  if (a instanceof CelTimestamp) return b instanceof CelTimestamp && a.ns === b.ns;
  if (a instanceof CelQuantity) return b instanceof CelQuantity && cmpAmount(a.a, b.a) === 0;
  if (a instanceof CelURL || b instanceof CelURL) throw new CelUnsupported('URL equality');
  if (a instanceof CelIP) return b instanceof CelIP && addrEqual(a.addr, b.addr);
  if (a instanceof CelFormat) return a === b; // one value per named format
  if (a instanceof CelCIDR) return b instanceof CelCIDR && a.bits === b.bits && addrEqual(a.addr, b.addr);
  if (a instanceof CelOptional)
    return (
      b instanceof CelOptional && (a.v === undefined || b.v === undefined ? a.v === b.v : celEqual(a.v, b.v))
    );
  return false;
}

function lit(l: CelLit): CelVal {
  switch (l.t) {
    case 'int':
      return checkInt(l.v);
    case 'uint':
      return checkUint(l.v);
    case 'null':
      return null;
    default:
      return l.v;
  }
}

export type Activation = ReadonlyMap<string, CelVal>;

export function evaluate(e: Expr, act: Activation): CelVal {
  switch (e.k) {
    case 'lit':
      return lit(e.v);
    case 'ident': {
      const v = act.get(e.name);
      if (v === undefined) throw new CelUnsupported(e.name);
      return v;
    }
    case 'select': {
      let m = evaluate(e.operand, act);
      // A selection on an optional value chains: none stays none, a missing field is none
      // (cel-go's optional field selection, `x.?f` and then `.g` on its result).
      const chained = m instanceof CelOptional;
      if (m instanceof CelOptional) {
        if (m.v === undefined) return m;
        m = m.v;
      }
      if (!(m instanceof CelMap)) return noOverload();
      const v = m.get(e.field);
      if (e.test) return v !== undefined;
      if (e.opt || chained) return new CelOptional(v);
      if (v === undefined) throw new CelError(`no such key: ${e.field}`);
      return v;
    }
    case 'optmap': {
      const o = evaluate(e.target, act);
      if (!(o instanceof CelOptional)) return noOverload();
      if (o.v === undefined) return o;
      const inner = new Map(act).set(e.v, o.v);
      const r = evaluate(e.body, inner);
      if (!e.flat) return new CelOptional(r);
      if (!(r instanceof CelOptional)) return noOverload();
      return r;
    }
    case 'index': {
      let c = evaluate(e.operand, act);
      const i = evaluate(e.index, act);
      const chained = c instanceof CelOptional;
      if (c instanceof CelOptional) {
        if (c.v === undefined) return c;
        c = c.v;
      }
      if (e.opt || chained) {
        // `l[?i]`, `m[?k]`: optional.of the element, or optional.none() when there is none
        if (Array.isArray(c)) {
          const n = numeric(i);
          if (n === undefined) return noOverload();
          const idx = typeof n === 'number' ? (Number.isInteger(n) ? BigInt(n) : -1n) : n;
          return new CelOptional(idx >= 0n && idx < BigInt(c.length) ? c[Number(idx)] : undefined);
        }
        if (c instanceof CelMap) {
          if (typeof i === 'number')
            return new CelOptional(Number.isInteger(i) ? c.get(BigInt(i)) : undefined);
          if (
            typeof i === 'string' ||
            typeof i === 'bigint' ||
            i instanceof CelUint ||
            typeof i === 'boolean'
          )
            return new CelOptional(c.get(i));
          return noOverload();
        }
        return noOverload();
      }
      if (Array.isArray(c)) {
        const n = numeric(i);
        if (n === undefined) return noOverload();
        if (typeof n === 'number' && !Number.isInteger(n))
          throw new CelError(`unsupported index value ${goFloat(n)} in list`);
        const idx = BigInt(n);
        if (idx < 0n || idx >= BigInt(c.length)) throw new CelError(`index out of bounds: ${fmtVal(i)}`);
        return c[Number(idx)];
      }
      if (c instanceof CelMap) {
        let v: CelVal | undefined;
        if (typeof i === 'string' || typeof i === 'bigint' || i instanceof CelUint || typeof i === 'boolean')
          v = c.get(i);
        else if (typeof i === 'number' && Number.isInteger(i)) v = c.get(BigInt(i));
        else return noOverload();
        if (v === undefined) throw new CelError(`no such key: ${fmtVal(i)}`);
        return v;
      }
      return noOverload();
    }
    case 'list': {
      if (!e.opt) return e.elems.map((x) => evaluate(x, act));
      const out: CelVal[] = [];
      e.elems.forEach((x, i) => {
        const v = evaluate(x, act);
        if (!e.opt?.[i]) out.push(v);
        else if (!(v instanceof CelOptional)) noOverload();
        else if (v.v !== undefined) out.push(v.v);
      });
      return out;
    }
    case 'map': {
      const m = new CelMap();
      for (let i = 0; i < e.entries.length; i++) {
        const [k, v] = e.entries[i];
        const kv = evaluate(k, act);
        if (m.get(kv) !== undefined) throw new CelError(`Failed with repeated key: ${fmtVal(kv)}`);
        let vv = evaluate(v, act);
        if (e.opt?.[i]) {
          if (!(vv instanceof CelOptional)) return noOverload();
          if (vv.v === undefined) continue;
          vv = vv.v;
        }
        m.set(kv, vv);
      }
      return m;
    }
    case 'and':
    case 'or': {
      // cel-go evalAnd/evalOr: a deciding value on either side wins over an error on the other.
      const decide = e.k === 'or';
      let lerr: unknown;
      let l: CelVal | undefined;
      try {
        l = evaluate(e.l, act);
      } catch (x) {
        if (!(x instanceof CelError)) throw x;
        lerr = x;
      }
      if (l === decide) return decide;
      let r: CelVal | undefined;
      try {
        r = evaluate(e.r, act);
      } catch (x) {
        if (!(x instanceof CelError)) throw x;
        if (lerr !== undefined) throw lerr;
        if (typeof l !== 'boolean') return noOverload();
        throw x;
      }
      if (r === decide) return decide;
      if (lerr !== undefined) throw lerr;
      if (typeof l !== 'boolean' || typeof r !== 'boolean') return noOverload();
      return !decide;
    }
    case 'cond': {
      const c = evaluate(e.c, act);
      if (typeof c !== 'boolean') return noOverload();
      return evaluate(c ? e.t : e.f, act);
    }
    case 'comp':
      return comprehension(e, act);
    case 'call':
      return call(e, act);
  }
}

function comprehension(e: Extract<Expr, { k: 'comp' }>, act: Activation): CelVal {
  const r = evaluate(e.range, act);
  // [first variable, second]: element (or key) alone, or index/key and value for two variables
  let pairs: [CelVal, CelVal][];
  if (Array.isArray(r)) pairs = r.map((x, i) => (e.v2 === undefined ? [x, null] : [BigInt(i), x]));
  else if (r instanceof CelMap) pairs = [...r.entries.values()];
  else return noOverload();
  const items = pairs.map(([k]) => k);
  const scope = new Map(act);
  let current = 0;
  const run = (x: CelVal, body: Expr): CelVal => {
    scope.set(e.v, x);
    if (e.v2 !== undefined) scope.set(e.v2, pairs[current][1]);
    return evaluate(body, scope);
  };
  switch (e.macro) {
    case 'all':
    case 'exists': {
      // the fold keeps going past an error: a later deciding result wins (cel-go parser/macro.go
      // MakeAll/MakeExists, logical_and/logical_or over the accumulator)
      const decide = e.macro === 'exists';
      let err: unknown;
      for (const [i, x] of items.entries()) {
        current = i;
        try {
          const b = run(x, e.body);
          if (typeof b !== 'boolean') noOverload();
          if (b === decide) return decide;
        } catch (y) {
          if (!(y instanceof CelError)) throw y;
          err ??= y;
        }
      }
      if (err !== undefined) throw err;
      return !decide;
    }
    case 'exists_one': {
      let n = 0;
      for (const [i, x] of items.entries()) {
        current = i;
        const b = run(x, e.body);
        if (typeof b !== 'boolean') noOverload();
        if (b) n++;
      }
      return n === 1;
    }
    case 'map': {
      const out: CelVal[] = [];
      for (const [i, x] of items.entries()) {
        current = i;
        if (e.filter) {
          const f = run(x, e.filter);
          if (typeof f !== 'boolean') noOverload();
          if (!f) continue;
        }
        out.push(run(x, e.body));
      }
      return out;
    }
    case 'transformList':
    case 'transformMap': {
      const list: CelVal[] = [];
      const map = new CelMap();
      for (const [i, x] of items.entries()) {
        current = i;
        if (e.filter) {
          const f = run(x, e.filter);
          if (typeof f !== 'boolean') noOverload();
          if (!f) continue;
        }
        const y = run(x, e.body);
        if (e.macro === 'transformList') list.push(y);
        else map.set(x, y);
      }
      return e.macro === 'transformList' ? list : map;
    }
    case 'filter': {
      const out: CelVal[] = [];
      for (const [i, x] of items.entries()) {
        current = i;
        const f = run(x, e.body);
        if (typeof f !== 'boolean') noOverload();
        if (f) out.push(x);
      }
      return out;
    }
  }
}

/** `%v` of a CEL value inside error texts (Go fmt of the ref.Val). */
function fmtVal(v: CelVal): string {
  if (typeof v === 'bigint') return String(v);
  if (v instanceof CelUint) return String(v.v);
  if (typeof v === 'number') return goFloat(v);
  if (typeof v === 'string') return v;
  return String(v);
}

function add(a: CelVal, b: CelVal): CelVal {
  if (typeof a === 'bigint' && typeof b === 'bigint') return checkInt(a + b);
  if (a instanceof CelUint && b instanceof CelUint) return checkUint(a.v + b.v);
  if (typeof a === 'number' && typeof b === 'number') return a + b;
  if (typeof a === 'string' && typeof b === 'string') return a + b;
  if (Array.isArray(a) && Array.isArray(b)) return [...a, ...b];
  if (a instanceof Uint8Array && b instanceof Uint8Array) return Uint8Array.from([...a, ...b]);
  if (a instanceof CelDuration && b instanceof CelDuration) return new CelDuration(checkInt(a.ns + b.ns));
  if (a instanceof CelTimestamp && b instanceof CelDuration) return new CelTimestamp(a.ns + b.ns);
  if (a instanceof CelDuration && b instanceof CelTimestamp) return new CelTimestamp(a.ns + b.ns);
  return noOverload();
}

function sub(a: CelVal, b: CelVal): CelVal {
  if (typeof a === 'bigint' && typeof b === 'bigint') return checkInt(a - b);
  if (a instanceof CelUint && b instanceof CelUint) return checkUint(a.v - b.v);
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (a instanceof CelDuration && b instanceof CelDuration) return new CelDuration(checkInt(a.ns - b.ns));
  if (a instanceof CelTimestamp && b instanceof CelTimestamp) return new CelDuration(checkInt(a.ns - b.ns));
  if (a instanceof CelTimestamp && b instanceof CelDuration) return new CelTimestamp(a.ns - b.ns);
  return noOverload();
}

function mul(a: CelVal, b: CelVal): CelVal {
  if (typeof a === 'bigint' && typeof b === 'bigint') return checkInt(a * b);
  if (a instanceof CelUint && b instanceof CelUint) return checkUint(a.v * b.v);
  if (typeof a === 'number' && typeof b === 'number') return a * b;
  return noOverload();
}

function div(a: CelVal, b: CelVal): CelVal {
  if (typeof a === 'bigint' && typeof b === 'bigint') {
    if (b === 0n) throw new CelError('division by zero');
    return checkInt(a / b);
  }
  if (a instanceof CelUint && b instanceof CelUint) {
    if (b.v === 0n) throw new CelError('division by zero');
    return new CelUint(a.v / b.v);
  }
  if (typeof a === 'number' && typeof b === 'number') return a / b;
  return noOverload();
}

function mod(a: CelVal, b: CelVal): CelVal {
  if (typeof a === 'bigint' && typeof b === 'bigint') {
    if (b === 0n) throw new CelError('modulus by zero');
    // MinInt64 % -1 overflows in cel-go's int.Modulo check
    if (a === MIN_INT && b === -1n) throw new CelError('integer overflow');
    return a % b;
  }
  if (a instanceof CelUint && b instanceof CelUint) {
    if (b.v === 0n) throw new CelError('modulus by zero');
    return new CelUint(a.v % b.v);
  }
  return noOverload();
}

function size(v: CelVal): bigint {
  if (typeof v === 'string') return BigInt([...v].length);
  if (v instanceof Uint8Array || Array.isArray(v)) return BigInt(v.length);
  if (v instanceof CelMap) return BigInt(v.entries.size);
  return noOverload();
}

function str(v: CelVal): string {
  if (typeof v !== 'string') noOverload();
  return v as string;
}
function int(v: CelVal): bigint {
  if (typeof v !== 'bigint') noOverload();
  return v as bigint;
}
function list(v: CelVal): CelVal[] {
  if (!Array.isArray(v)) noOverload();
  return v as CelVal[];
}

const regexCache = new Map<string, RegExp>();
function compileRegex(re: string): RegExp {
  let r = regexCache.get(re);
  if (!r) {
    try {
      const t = translate(re);
      r = new RegExp(t.source, t.flags.includes('u') ? t.flags : `${t.flags}u`);
    } catch (x) {
      if (x instanceof RegexpSyntaxError) throw new CelError(x.message);
      throw new CelUnsupported(re);
    }
    regexCache.set(re, r);
  }
  return r;
}

function matches(s: string, re: string): boolean {
  const r = compileRegex(re);
  r.lastIndex = 0;
  return r.test(s);
}

/**
 * Go's Regexp.FindAllString(s, n) (regexp.go allMatches): leftmost-first matches from left to right,
 * an empty match right after the previous match skipped; n < 0 all of them.
 */
function findAll(s: string, re: string, n: number): string[] {
  const r = new RegExp(compileRegex(re).source, `${compileRegex(re).flags.replace('g', '')}g`);
  const out: string[] = [];
  let prevEnd = -1;
  for (let pos = 0; (n < 0 || out.length < n) && pos <= s.length; ) {
    r.lastIndex = pos;
    const m = r.exec(s);
    if (m === null) break;
    const start = m.index;
    const end = start + m[0].length;
    let accept = true;
    if (end === pos) {
      if (start === prevEnd) accept = false;
      pos += pos < s.length ? (s.codePointAt(pos)! > 0xffff ? 2 : 1) : 1;
    } else pos = end;
    prevEnd = end;
    if (accept) out.push(m[0]);
  }
  return out;
}

/** Go's unicode.IsSpace (strings.TrimSpace), which cel-go's trim() uses. */
const GO_SPACE = '[\\t\\n\\v\\f\\r \\u0085\\u00A0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000]';
const TRIM = new RegExp(`^${GO_SPACE}+|${GO_SPACE}+$`, 'gu');

function lowerAscii(s: string): string {
  return s.replace(/[A-Z]+/g, (m) => m.toLowerCase());
}
function upperAscii(s: string): string {
  return s.replace(/[a-z]+/g, (m) => m.toUpperCase());
}

/** Go strings.SplitN(s, sep, n) on code points. */
function splitN(s: string, sep: string, n: bigint): string[] {
  if (n === 0n) return [];
  let parts: string[] = sep === '' ? [...s] : s.split(sep);
  if (n > 0n && BigInt(parts.length) > n) {
    const k = Number(n) - 1;
    parts = [...parts.slice(0, k), sep === '' ? parts.slice(k).join('') : parts.slice(k).join(sep)];
  }
  return parts;
}

function findAt(cps: string[], sub: string[], i: number): boolean {
  for (let j = 0; j < sub.length; j++) if (cps[i + j] !== sub[j]) return false;
  return true;
}

/** cel-go v0.26.0 (Kubernetes 1.34's) ext/strings.go indexOfOffset, on code points. */
function indexOf(s: string, sub: string, off: bigint): bigint {
  if (sub === '') return off;
  const cps = [...s];
  const subCps = [...sub];
  if (off < 0n) throw new CelError(`index out of range: ${off}`);
  if (off >= BigInt(cps.length)) return -1n;
  for (let i = Number(off); i < cps.length - (subCps.length - 1); i++)
    if (findAt(cps, subCps, i)) return BigInt(i);
  return -1n;
}

/** cel-go v0.26.0 ext/strings.go lastIndexOfOffset. */
function lastIndexOf(s: string, sub: string, off: bigint): bigint {
  if (sub === '') return off;
  const cps = [...s];
  const subCps = [...sub];
  if (off < 0n) throw new CelError(`index out of range: ${off}`);
  if (off >= BigInt(cps.length)) return -1n;
  let i = Number(off);
  if (i > cps.length - subCps.length) i = cps.length - subCps.length;
  for (; i >= 0; i--) if (findAt(cps, subCps, i)) return BigInt(i);
  return -1n;
}

/** lastIndexOf without an offset: the end, or -1 when sub is longer in bytes (cel-go v0.26.0). */
function lastIndexOfAll(s: string, sub: string): bigint {
  const n = [...s].length;
  if (sub === '') return BigInt(n);
  const enc = new TextEncoder();
  if (enc.encode(s).length < enc.encode(sub).length) return -1n;
  return lastIndexOf(s, sub, BigInt(n - 1));
}

function toInt(v: CelVal): bigint {
  if (typeof v === 'bigint') return v;
  if (v instanceof CelUint) return checkInt(v.v);
  if (typeof v === 'number') {
    // cel-go doubleToInt64Checked: NaN, ±Inf and values outside (MinInt64, MaxInt64) overflow
    if (!Number.isFinite(v) || v <= -(2 ** 63) || v >= 2 ** 63) throw new CelError('integer overflow');
    return BigInt(Math.trunc(v));
  }
  if (typeof v === 'string') {
    if (!/^[+-]?[0-9]+$/.test(v)) throw new CelError("type conversion error from 'string' to 'int'");
    const n = BigInt(v);
    if (n > MAX_INT || n < MIN_INT) throw new CelError("type conversion error from 'string' to 'int'");
    return n;
  }
  if (v instanceof CelDuration) return v.ns;
  if (v instanceof CelTimestamp) return v.ns / 1000000000n - (v.ns % 1000000000n < 0n ? 1n : 0n);
  throw new CelError(`type conversion error from '${typeName(v)}' to 'int'`);
}

function toDouble(v: CelVal): number {
  if (typeof v === 'number') return v;
  if (typeof v === 'bigint') return Number(v);
  if (v instanceof CelUint) return Number(v.v);
  if (typeof v === 'string') {
    const t = /^[+-]?(?:inf(?:inity)?|nan)$/i.test(v) ? v.replace(/inf(inity)?/i, 'Infinity') : v;
    const n = /^[+-]?(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]+)?$|^[+-]?Infinity$/.test(t)
      ? Number(t)
      : /^[+-]?nan$/i.test(v)
        ? Number.NaN
        : undefined;
    if (n === undefined) throw new CelError("type conversion error from 'string' to 'double'");
    return n;
  }
  throw new CelError(`type conversion error from '${typeName(v)}' to 'double'`);
}

function toStr(v: CelVal): string {
  if (typeof v === 'string') return v;
  if (typeof v === 'bigint') return String(v);
  if (v instanceof CelUint) return String(v.v);
  if (typeof v === 'number') return goFloat(v);
  if (typeof v === 'boolean') return String(v);
  if (v instanceof Uint8Array) {
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(v);
    } catch {
      throw new CelError('invalid UTF-8 in bytes, cannot convert to string');
    }
  }
  if (v instanceof CelDuration) return `${formatSeconds(v.ns)}s`;
  if (v instanceof CelIP) return addrString(v.addr);
  if (v instanceof CelCIDR) return cidrString(v);
  throw new CelUnsupported('string()');
}

/** strconv.FormatFloat(d.Seconds(), 'f', -1, 64) */
function formatSeconds(ns: bigint): string {
  const sec = Number(ns / 1000000000n) + Number(ns % 1000000000n) / 1e9;
  let s = String(sec);
  if (/e/.test(s)) s = sec.toFixed(9).replace(/\.?0+$/, '');
  return s;
}

/** Go time.ParseDuration (what cel-go's duration() calls). */
export { parseGoDuration };

function parseTimestamp(s: string): CelTimestamp {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?(Z|[+-]\d{2}:\d{2})$/.exec(s);
  if (!m) throw new CelUnsupported(s);
  // setUTCFullYear, not Date.UTC: Date.UTC reads years 0-99 as 1900-1999 (0001-01-01 is time.Time{})
  const d = new Date(0);
  d.setUTCFullYear(+m[1], +m[2] - 1, +m[3]);
  d.setUTCHours(+m[4], +m[5], +m[6], 0);
  const ms = d.getTime();
  let ns = BigInt(ms) * 1000000n + BigInt((m[7] ?? '').padEnd(9, '0') || '0');
  if (m[8] !== 'Z') {
    const sign = m[8][0] === '-' ? -1n : 1n;
    const off = BigInt(Number(m[8].slice(1, 3)) * 3600 + Number(m[8].slice(4, 6)) * 60) * 1000000000n;
    ns -= sign * off;
  }
  return new CelTimestamp(ns);
}

/** cel-go's zero values (optional.ofNonZeroValue): null, 0, false, '', empty bytes/list/map, zero duration and time. */
function isZeroValue(v: CelVal): boolean {
  if (v === null || v === false || v === '' || v === 0n || v === 0) return true;
  if (v instanceof CelUint) return v.v === 0n;
  if (v instanceof Uint8Array || Array.isArray(v)) return v.length === 0;
  if (v instanceof CelMap) return v.entries.size === 0;
  if (v instanceof CelDuration) return v.ns === 0n;
  // time.Time{}: 0001-01-01T00:00:00Z, 62135596800 s before the Unix epoch
  if (v instanceof CelTimestamp) return v.ns === -62135596800n * 1000000000n;
  return false;
}

/** A library error (not a CelError): its message is the CEL error's text. */
function libraryCall<T>(f: () => T): T {
  try {
    return f();
  } catch (x) {
    if (x instanceof CelError || x instanceof CelUnsupported) throw x;
    throw new CelError(x instanceof Error ? x.message : String(x));
  }
}

function call(e: Extract<Expr, { k: 'call' }>, act: Activation): CelVal {
  const fn = e.fn;
  // `ip.isCanonical(s)`: a namespaced global of the IP library ([apiserver] pkg/cel/library/ip.go)
  if (fn === 'isCanonical' && e.target?.k === 'ident' && e.target.name === 'ip' && !act.has('ip')) {
    if (e.args.length !== 1) throw new CelUnsupported(fn);
    const s = evaluate(e.args[0], act);
    if (typeof s !== 'string') return noOverload();
    return libraryCall(() => addrString(parseIPAddr(s)) === s);
  }
  // optional.of(x), optional.none(), optional.ofNonZeroValue(x) (cel-go's optional library)
  if (e.target?.k === 'ident' && e.target.name === 'optional' && !act.has('optional')) {
    if (fn === 'none' && e.args.length === 0) return new CelOptional(undefined);
    if ((fn === 'of' || fn === 'ofNonZeroValue') && e.args.length === 1) {
      const v = evaluate(e.args[0], act);
      return new CelOptional(fn === 'of' || !isZeroValue(v) ? v : undefined);
    }
    throw new CelUnsupported(`optional.${fn}`);
  }
  // `format.dns1123Label()` …, `format.named(name)`: the format library's namespaced globals
  if (e.target?.k === 'ident' && e.target.name === 'format' && !act.has('format')) {
    if (fn === 'named' && e.args.length === 1) {
      const name = evaluate(e.args[0], act);
      if (typeof name !== 'string') return noOverload();
      return new CelOptional(namedFormat(name));
    }
    const f = e.args.length === 0 ? namedFormat(fn) : undefined;
    if (f === undefined) throw new CelUnsupported(`format.${fn}`);
    return f;
  }
  const t = e.target ? evaluate(e.target, act) : undefined;
  const a = e.args.map((x) => evaluate(x, act));
  if (t === undefined) {
    switch (fn) {
      case '_==_':
        return celEqual(a[0], a[1]);
      case '_!=_':
        return !celEqual(a[0], a[1]);
      case '_<_':
        return compare(a[0], a[1]) === -1;
      case '_<=_': {
        const c = compare(a[0], a[1]);
        return c === -1 || c === 0;
      }
      case '_>_':
        return compare(a[0], a[1]) === 1;
      case '_>=_': {
        const c = compare(a[0], a[1]);
        return c === 1 || c === 0;
      }
      case '@in': {
        const c = a[1];
        if (Array.isArray(c)) return c.some((x) => celEqual(x, a[0]));
        if (c instanceof CelMap) {
          const k = a[0];
          if (typeof k === 'number') return Number.isInteger(k) && c.get(BigInt(k)) !== undefined;
          if (
            typeof k === 'string' ||
            typeof k === 'bigint' ||
            k instanceof CelUint ||
            typeof k === 'boolean'
          )
            return c.get(k) !== undefined;
          return false;
        }
        return noOverload();
      }
      case '_+_':
        return add(a[0], a[1]);
      case '_-_':
        return sub(a[0], a[1]);
      case '_*_':
        return mul(a[0], a[1]);
      case '_/_':
        return div(a[0], a[1]);
      case '_%_':
        return mod(a[0], a[1]);
      case '!_':
        if (typeof a[0] !== 'boolean') return noOverload();
        return !a[0];
      case '-_': {
        const v = a[0];
        if (typeof v === 'bigint') return checkInt(-v);
        if (typeof v === 'number') return -v;
        if (v instanceof CelDuration) return new CelDuration(checkInt(-v.ns));
        return noOverload();
      }
      case 'size':
        if (a.length !== 1) break;
        return size(a[0]);
      case 'int':
        if (a.length !== 1) break;
        return toInt(a[0]);
      case 'uint': {
        if (a.length !== 1) break;
        const v = a[0];
        if (v instanceof CelUint) return v;
        if (typeof v === 'bigint') return checkUint(v);
        if (typeof v === 'number') {
          if (!Number.isFinite(v) || v < 0 || v >= 2 ** 64) throw new CelError('unsigned integer overflow');
          return new CelUint(BigInt(Math.trunc(v)));
        }
        if (typeof v === 'string' && /^\+?[0-9]+$/.test(v) && BigInt(v) <= MAX_UINT)
          return new CelUint(BigInt(v));
        throw new CelError(`type conversion error from '${typeName(v)}' to 'uint'`);
      }
      case 'double':
        if (a.length !== 1) break;
        return toDouble(a[0]);
      case 'string':
        if (a.length !== 1) break;
        return toStr(a[0]);
      case 'bool': {
        if (a.length !== 1) break;
        const v = a[0];
        if (typeof v === 'boolean') return v;
        if (typeof v === 'string') {
          if (['1', 't', 'T', 'true', 'TRUE', 'True'].includes(v)) return true;
          if (['0', 'f', 'F', 'false', 'FALSE', 'False'].includes(v)) return false;
        }
        throw new CelError(`type conversion error from '${typeName(v)}' to 'bool'`);
      }
      case 'dyn':
        if (a.length !== 1) break;
        return a[0];
      case 'duration': {
        if (a.length !== 1) break;
        const v = a[0];
        if (v instanceof CelDuration) return v;
        const ns = parseGoDuration(str(v));
        if (ns === undefined) throw new CelUnsupported('duration()');
        return new CelDuration(ns);
      }
      case 'timestamp': {
        if (a.length !== 1) break;
        const v = a[0];
        if (v instanceof CelTimestamp) return v;
        return parseTimestamp(str(v));
      }
      case 'matches':
        if (a.length !== 2) break;
        return matches(str(a[0]), str(a[1]));
      case 'quantity':
        if (a.length !== 1) break;
        return parseQuantity(str(a[0]));
      case 'sign': {
        // declared as a global overload (cel.Overload, not MemberOverload): sign(q)
        if (a.length !== 1) break;
        const q = a[0];
        if (!(q instanceof CelQuantity)) return noOverload();
        return q.a.value > 0n ? 1n : q.a.value < 0n ? -1n : 0n;
      }
      case 'isQuantity':
        if (a.length !== 1) break;
        return parseQuantityAmount(str(a[0]))[2] === 0;
      // Kubernetes' URL library ([apiserver] pkg/cel/library/urls.go)
      case 'isURL':
        if (a.length !== 1) break;
        if (typeof a[0] !== 'string') return noOverload();
        return isURL(a[0]);
      case 'url': {
        if (a.length !== 1) break;
        const s = a[0];
        if (typeof s !== 'string') return noOverload();
        return libraryCall(() => toURL(s));
      }
      // Kubernetes' IP and CIDR libraries ([apiserver] pkg/cel/library/ip.go, cidr.go)
      case 'isIP':
        if (a.length !== 1) break;
        if (typeof a[0] !== 'string') return noOverload();
        return isIP(a[0]);
      case 'ip': {
        if (a.length !== 1) break;
        const s = a[0];
        if (typeof s !== 'string') return noOverload();
        return libraryCall(() => new CelIP(parseIPAddr(s)));
      }
      case 'isCIDR':
        if (a.length !== 1) break;
        if (typeof a[0] !== 'string') return noOverload();
        return isCIDR(a[0]);
      case 'cidr': {
        if (a.length !== 1) break;
        const s = a[0];
        if (typeof s !== 'string') return noOverload();
        return libraryCall(() => parseCIDR(s));
      }
    }
    throw new CelUnsupported(fn);
  }
  if (t instanceof CelQuantity) return quantityMethod(t, fn, a);
  if (t instanceof CelFormat) {
    if (fn !== 'validate' || a.length !== 1) throw new CelUnsupported(fn);
    if (typeof a[0] !== 'string') return noOverload();
    const errs = t.validate(a[0]);
    return new CelOptional(errs.length === 0 ? undefined : errs);
  }
  if (t instanceof CelIP) {
    if (a.length !== 0) return noOverload();
    if (fn === 'family') return t.addr.bytes.length === 4 ? 4n : 6n;
    const p = ipPredicates[fn];
    if (p === undefined) throw new CelUnsupported(fn);
    return p(t.addr);
  }
  if (t instanceof CelCIDR) {
    switch (fn) {
      case 'containsIP': {
        if (a.length !== 1) break;
        const o = a[0];
        const ip = typeof o === 'string' ? libraryCall(() => new CelIP(parseIPAddr(o))) : o;
        if (!(ip instanceof CelIP)) return noOverload();
        return containsIP(t, ip.addr);
      }
      case 'containsCIDR': {
        if (a.length !== 1) break;
        const o = a[0];
        // cidrContainsCIDRString wraps the string's conversion error once more
        const c =
          typeof o === 'string'
            ? libraryCall(() => {
                try {
                  return parseCIDR(o);
                } catch (x) {
                  throw new Error(
                    `network address parse error during conversion from string: ${(x as Error).message}`,
                  );
                }
              })
            : o;
        if (!(c instanceof CelCIDR)) return noOverload();
        return containsCIDR(t, c);
      }
      case 'ip':
        if (a.length === 0) return new CelIP(t.addr);
        break;
      case 'prefixLength':
        if (a.length === 0) return BigInt(t.bits);
        break;
      case 'masked':
        if (a.length === 0) return masked(t);
        break;
    }
    throw new CelUnsupported(fn);
  }
  if (t instanceof CelURL) {
    const r = a.length === 0 ? urlMember(t, fn) : undefined;
    if (r === undefined) throw new CelUnsupported(fn);
    if (typeof r === 'string') return r;
    const m = new CelMap();
    for (const [k, vs] of r) m.set(k, vs);
    return m;
  }
  if (t instanceof CelOptional) {
    if (fn === 'hasValue' && a.length === 0) return t.v !== undefined;
    if (fn === 'value' && a.length === 0) {
      if (t.v === undefined) throw new CelError('optional.none() dereference');
      return t.v;
    }
    if (fn === 'orValue' && a.length === 1) return t.v ?? a[0];
    if (fn === 'or' && a.length === 1) {
      if (!(a[0] instanceof CelOptional)) return noOverload();
      return t.v === undefined ? a[0] : t;
    }
    throw new CelUnsupported(fn);
  }
  switch (fn) {
    case 'size':
      if (a.length === 0) return size(t);
      break;
    case 'contains':
      if (a.length === 1) return str(t).includes(str(a[0]));
      break;
    case 'startsWith':
      if (a.length === 1) return str(t).startsWith(str(a[0]));
      break;
    case 'endsWith':
      if (a.length === 1) return str(t).endsWith(str(a[0]));
      break;
    case 'matches':
      if (a.length === 1) return matches(str(t), str(a[0]));
      break;
    // Kubernetes' regex library ([apiserver] pkg/cel/library/regex.go): FindString, FindAllString
    case 'find':
      if (typeof t === 'string' && a.length === 1) return findAll(t, str(a[0]), 1)[0] ?? '';
      break;
    case 'findAll':
      if (typeof t === 'string' && (a.length === 1 || a.length === 2)) {
        const n = a.length === 2 ? int(a[1]) : -1n;
        return findAll(t, str(a[0]), n < 0n ? -1 : n > 1000000n ? 1000000 : Number(n));
      }
      break;
    case 'lowerAscii':
      if (a.length === 0) return lowerAscii(str(t));
      break;
    case 'upperAscii':
      if (a.length === 0) return upperAscii(str(t));
      break;
    case 'trim':
      if (a.length === 0) return str(t).replace(TRIM, '');
      break;
    case 'charAt':
      if (a.length === 1) {
        const cps = [...str(t)];
        const i = int(a[0]);
        if (i < 0n || i > BigInt(cps.length)) throw new CelError(`index out of range: ${i}`);
        return cps[Number(i)] ?? '';
      }
      break;
    case 'indexOf':
      if (typeof t === 'string' && (a.length === 1 || a.length === 2))
        return indexOf(t, str(a[0]), a.length === 2 ? int(a[1]) : 0n);
      // Kubernetes lists library: the first index of an equal element, or -1
      if (Array.isArray(t) && a.length === 1) return BigInt(t.findIndex((x) => celEqual(x, a[0])));
      break;
    case 'lastIndexOf':
      if (typeof t === 'string' && (a.length === 1 || a.length === 2))
        return a.length === 2 ? lastIndexOf(t, str(a[0]), int(a[1])) : lastIndexOfAll(t, str(a[0]));
      if (Array.isArray(t) && a.length === 1) {
        for (let i = t.length - 1; i >= 0; i--) if (celEqual(t[i], a[0])) return BigInt(i);
        return -1n;
      }
      break;
    case 'replace':
      if (a.length === 2 || a.length === 3) {
        const s = str(t);
        const from = str(a[0]);
        const to = str(a[1]);
        const n = a.length === 3 ? int(a[2]) : -1n;
        // Go strings.Replace(s, old, new, n)
        const parts = splitN(s, from, n < 0n ? -1n : n + 1n);
        if (from === '') {
          if (n === 0n) return s;
          const cps = [...s];
          const k = n < 0n ? cps.length + 1 : Math.min(Number(n), cps.length + 1);
          let out = '';
          for (let i = 0; i < cps.length; i++) out += (i < k ? to : '') + cps[i];
          return out + (k > cps.length ? to : '');
        }
        return parts.join(to);
      }
      break;
    case 'split':
      if (a.length === 1 || a.length === 2)
        return splitN(str(t), str(a[0]), a.length === 2 ? int(a[1]) : -1n);
      break;
    case 'substring':
      if (a.length === 1 || a.length === 2) {
        const cps = [...str(t)];
        const start = int(a[0]);
        const end = a.length === 2 ? int(a[1]) : BigInt(cps.length);
        if (a.length === 1 && (start < 0n || start > BigInt(cps.length)))
          throw new CelError(`index out of range: ${start}`);
        if (start > end) throw new CelError(`invalid substring range. start: ${start}, end: ${end}`);
        if (start < 0n || start > BigInt(cps.length)) throw new CelError(`index out of range: ${start}`);
        if (end < 0n || end > BigInt(cps.length)) throw new CelError(`index out of range: ${end}`);
        return cps.slice(Number(start), Number(end)).join('');
      }
      break;
    case 'join':
      if (Array.isArray(t) && a.length <= 1) {
        const sep = a.length === 1 ? str(a[0]) : '';
        return t
          .map((x) => {
            if (typeof x !== 'string') throw new CelError(`join: invalid input: ${fmtVal(x)}`);
            return x;
          })
          .join(sep);
      }
      break;
    case 'isSorted':
      if (a.length === 0) {
        const l = list(t);
        for (let i = 1; i < l.length; i++) if ((compare(l[i - 1], l[i]) ?? 0) > 0) return false;
        return true;
      }
      break;
    case 'sum':
      if (a.length === 0) {
        const l = list(t);
        if (l.length === 0) throw new CelUnsupported('sum()'); // the zero value depends on the checked type
        return l.slice(1).reduce<CelVal>((x, y) => add(x, y), l[0]);
      }
      break;
    case 'min':
    case 'max':
      if (a.length === 0) {
        const l = list(t);
        if (l.length === 0) throw new CelError(`${fn} called on empty list`);
        let best = l[0];
        for (const x of l.slice(1)) {
          const c = compare(x, best) ?? 0;
          if (fn === 'min' ? c < 0 : c > 0) best = x;
        }
        return best;
      }
      break;
  }
  throw new CelUnsupported(fn);
}

const QUANTITY_ERRORS = [
  '',
  "quantities must match the regular expression '^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$'",
  'unable to parse numeric part of quantity',
  "unable to parse quantity's suffix",
];

/** resource.ParseQuantity with its errors ([AM] pkg/api/resource/quantity.go). */
function parseQuantity(s: string): CelQuantity {
  const [amount, , err] = parseQuantityAmount(s);
  if (err !== 0) throw new CelError(QUANTITY_ERRORS[err]);
  return new CelQuantity(amount);
}

/** The amount as an int64 when it is a whole number that fits (Quantity.AsInt64). */
function quantityInt(q: CelQuantity): bigint | undefined {
  const { value, scale } = q.a;
  let v: bigint;
  if (scale >= 0) v = value * 10n ** BigInt(scale);
  else {
    const d = 10n ** BigInt(-scale);
    if (value % d !== 0n) return undefined;
    v = value / d;
  }
  return v > MAX_INT || v < MIN_INT ? undefined : v;
}

function quantityMethod(q: CelQuantity, fn: string, a: CelVal[]): CelVal {
  const other = (): Amount => {
    const o = a[0];
    if (o instanceof CelQuantity) return o.a;
    if (typeof o === 'bigint') return { value: o, scale: 0 };
    return noOverload();
  };
  if (a.length === 0)
    switch (fn) {
      case 'isInteger':
        return quantityInt(q) !== undefined;
      case 'asInteger': {
        const v = quantityInt(q);
        if (v === undefined) throw new CelError('cannot convert value to integer');
        return v;
      }
      case 'asApproximateFloat':
        return Number(q.a.value) * 10 ** q.a.scale;
    }
  if (a.length === 1)
    switch (fn) {
      case 'isGreaterThan':
        if (!(a[0] instanceof CelQuantity)) return noOverload();
        return cmpAmount(q.a, other()) === 1;
      case 'isLessThan':
        if (!(a[0] instanceof CelQuantity)) return noOverload();
        return cmpAmount(q.a, other()) === -1;
      case 'compareTo':
        if (!(a[0] instanceof CelQuantity)) return noOverload();
        return BigInt(cmpAmount(q.a, other()));
      case 'add':
        return new CelQuantity(addAmount(q.a, other()));
      case 'sub': {
        const o = other();
        return new CelQuantity(addAmount(q.a, { value: -o.value, scale: o.scale }));
      }
    }
  throw new CelUnsupported(fn);
}
