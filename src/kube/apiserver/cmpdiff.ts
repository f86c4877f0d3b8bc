/**
 * cmp.Diff (github.com/google/go-cmp v0.7 cmp/report_*.go) of two internal Go values given as their
 * v1 JSON and a description of the Go type: the text kube-apiserver appends to an update it refuses
 * with a diff (a claim's spec). The reporter's rules are go-cmp's: records grouped into identical and
 * differing runs, two identical records of context around a difference and the rest elided as
 * `... // N identical fields`, a leaf difference as a `-`/`+` pair, a deeper one recursed into, the
 * type named on differing composites, zero fields left out of printed structs, keys aligned, lines
 * over 80 columns expanded. Spaces, not the U+00A0 go-cmp picks at random per process, follow `-`/`+`.
 * Deviations: a slice's edit script is element-wise for equal lengths and a longest common
 * subsequence otherwise (go-cmp's own search may pair differently), and strings of 32 bytes or more
 * are not given go-cmp's line-by-line string diff.
 */
import type { Amount } from './quantity.ts';
import { cmpAmount, parseQuantityAmount } from './quantity.ts';
import { goQuote } from './status.ts';
import type { Json } from './types.ts';
import { isObject } from './types.ts';

export type GoType =
  | { k: 'str' | 'int' | 'bool' }
  | { k: 'qty' }
  | { k: 'ptr'; elem: GoType }
  | { k: 'slice'; name: string; elem: GoType }
  | { k: 'map'; name: string; elem: GoType; stringerKey?: boolean }
  | { k: 'struct'; name: string; fields: readonly (readonly [string, string, GoType])[] };

type Mode = '' | ' ' | '-' | '+';
/** A value that is absent (an element or entry only one side has): go-cmp's invalid reflect.Value. */
const INVALID = Symbol('invalid');
type Val = Json | undefined | typeof INVALID;

interface Node {
  type: GoType;
  x: Val;
  y: Val;
  recs: { key: string; node: Node }[];
  value?: Node;
  same: number;
  diff: number;
  children: number;
  depth: number;
}

const isNil = (v: Val) => v === undefined || v === null;

function leaf(type: GoType, x: Val, y: Val, equal: boolean): Node {
  return { type, x, y, recs: [], same: equal ? 1 : 0, diff: equal ? 0 : 1, children: 0, depth: 0 };
}

function adopt(parent: Node, child: Node): Node {
  parent.same += child.same;
  parent.diff += child.diff;
  parent.children += child.children + 1;
  parent.depth = Math.max(parent.depth, child.depth + 1);
  return child;
}

const str = (v: Val): string => (typeof v === 'string' ? v : '');
const num = (v: Val): number => (typeof v === 'number' ? v : 0);
const amount = (v: Val): Amount => parseQuantityAmount(typeof v === 'string' ? v : '0')[0];

function compare(type: GoType, x: Val, y: Val): Node {
  if (x === INVALID || y === INVALID) return leaf(type, x, y, false);
  switch (type.k) {
    case 'str':
      return leaf(type, x, y, str(x) === str(y));
    case 'int':
      return leaf(type, x, y, num(x) === num(y));
    case 'bool':
      return leaf(type, x, y, !!x === !!y);
    case 'qty': // resource.Quantity has an Equal method, which go-cmp calls
      return leaf(type, x, y, cmpAmount(amount(x), amount(y)) === 0);
    case 'ptr': {
      if (isNil(x) || isNil(y)) return leaf(type, x, y, isNil(x) && isNil(y));
      const n = leaf(type, x, y, true);
      n.same = 0;
      n.value = adopt(n, compare(type.elem, x, y));
      return n;
    }
    case 'slice': {
      if (isNil(x) || isNil(y)) return leaf(type, x, y, isNil(x) && isNil(y));
      const n = leaf(type, x, y, true);
      n.same = 0;
      for (const [a, b] of editScript(type.elem, Array.isArray(x) ? x : [], Array.isArray(y) ? y : []))
        n.recs.push({ key: '', node: adopt(n, compare(type.elem, a, b)) });
      return n;
    }
    case 'map': {
      if (isNil(x) || isNil(y)) return leaf(type, x, y, isNil(x) && isNil(y));
      const n = leaf(type, x, y, true);
      n.same = 0;
      const mx = isObject(x) ? x : {};
      const my = isObject(y) ? y : {};
      for (const k of [...new Set([...Object.keys(mx), ...Object.keys(my)])].sort())
        n.recs.push({
          key: (type.stringerKey ? 's' : '') + formatString(k),
          node: adopt(n, compare(type.elem, k in mx ? mx[k] : INVALID, k in my ? my[k] : INVALID)),
        });
      return n;
    }
    case 'struct': {
      const n = leaf(type, x, y, true);
      n.same = 0;
      const ox = isObject(x) ? x : {};
      const oy = isObject(y) ? y : {};
      for (const [go, json, t] of type.fields)
        n.recs.push({ key: go, node: adopt(n, compare(t, ox[json], oy[json])) });
      return n;
    }
  }
}

/** Pairs of elements: modified in place for equal lengths, else kept by a longest common subsequence. */
function editScript(t: GoType, xs: Json[], ys: Json[]): [Val, Val][] {
  if (xs.length === ys.length) return xs.map((x, i) => [x, ys[i]]);
  const eq = (a: Json, b: Json) => compare(t, a, b).diff === 0;
  const lcs: number[][] = Array.from({ length: xs.length + 1 }, () => new Array(ys.length + 1).fill(0));
  for (let i = xs.length - 1; i >= 0; i--)
    for (let j = ys.length - 1; j >= 0; j--)
      lcs[i][j] = eq(xs[i], ys[j]) ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
  const out: [Val, Val][] = [];
  let i = 0;
  let j = 0;
  while (i < xs.length || j < ys.length) {
    if (i < xs.length && j < ys.length && eq(xs[i], ys[j])) out.push([xs[i++], ys[j++]]);
    else if (j >= ys.length || (i < xs.length && lcs[i + 1][j] >= lcs[i][j + 1]))
      out.push([xs[i++], INVALID]);
    else out.push([INVALID, ys[j++]]);
  }
  return out;
}

// ---- text nodes (report_text.go) ----

type Text =
  | { t: 'line'; s: string }
  | { t: 'wrap'; pre: string; v: Text; suf: string }
  | { t: 'list'; recs: Rec[] };
interface Rec {
  diff: Mode;
  key: string;
  v: Text;
  elideComma?: boolean;
  comment?: string;
}

const line = (s: string): Text => ({ t: 'line', s });
const ELLIPSIS = '...';
const isEllipsis = (v: Text) => v.t === 'line' && v.s === ELLIPSIS;
const wrap = (pre: string, v: Text, suf = ''): Text => ({ t: 'wrap', pre, v, suf });
const MAX_COLUMN = 80;

function compact(n: Text, d: Mode): [string, Text] {
  if (n.t === 'line') return [n.s, n];
  if (n.t === 'wrap') {
    const [s, v] = compact(n.v, d);
    const out = n.pre + s + n.suf;
    return [out, v.t === 'line' ? line(out) : { ...n, v }];
  }
  let b = '';
  let multi = false;
  const recs = n.recs.map((r, i) => {
    if (r.diff === '-' || r.diff === '+') multi = true;
    if (r.key !== '') b += `${r.key}: `;
    const [s, v] = compact(r.v, (d || r.diff) as Mode);
    b += s;
    if (v.t !== 'line' || r.comment !== undefined) multi = true;
    if (i < n.recs.length - 1) b += ', ';
    return { ...r, v };
  });
  if ((d === '-' || d === '+') && b.length > MAX_COLUMN) multi = true;
  return multi ? [b, { t: 'list', recs }] : [b, line(b)];
}

const indent = (n: number, d: Mode) => `${d === '-' || d === '+' ? d : ' '} ${'\t'.repeat(n)}`;

function alignLens(recs: Rec[], skip: (r: Rec) => boolean, len: (r: Rec) => number): number[] {
  const lens = new Array<number>(recs.length).fill(0);
  let start = 0;
  let max = 0;
  const flush = (end: number) => {
    for (let j = start; j < end; j++) lens[j] = max - len(recs[j]);
  };
  recs.forEach((r, i) => {
    if (skip(r)) {
      flush(i);
      start = i + 1;
      max = 0;
    } else max = Math.max(max, len(r));
  });
  flush(recs.length);
  return lens;
}

function expand(n: Text, d: Mode, level: number): string {
  if (n.t === 'line') return n.s;
  if (n.t === 'wrap') return n.pre + expand(n.v, d, level) + n.suf;
  const keyPad = alignLens(
    n.recs,
    (r) => r.key === '' || r.v.t !== 'line',
    (r) => [...r.key].length,
  );
  if (n.recs.every((r) => r.diff === '' && r.key === '' && r.v.t === 'line' && r.comment === undefined)) {
    // a list of plain values: batched onto lines of at most 80 columns
    let b = '';
    let batch = '';
    const emit = () => {
      if (batch !== '') b += `\n${indent(level + 1, d)}${batch.trimEnd()}`;
      batch = '';
    };
    for (const r of n.recs) {
      const s = (r.v as { s: string }).s;
      if (batch.length + s.length + 2 > MAX_COLUMN) emit();
      batch += `${s}, `;
    }
    emit();
    return `${b}\n${indent(level, d)}`;
  }
  let b = '';
  n.recs.forEach((r, i) => {
    const rd = (d || r.diff) as Mode;
    b += `\n${indent(level + 1, rd)}`;
    if (r.key !== '') b += `${r.key}: `;
    b += ' '.repeat(keyPad[i]) + expand(r.v, rd, level + 1);
    if (!r.elideComma) b += ',';
    if (r.comment !== undefined) b += ` // ${r.comment}`;
  });
  return `${b}\n${indent(level, d)}`;
}

// ---- formatting values and diffs (report_reflect.go, report_compare.go) ----

interface Opts {
  diff: Mode;
  type: 'emit' | 'elide' | 'auto';
  verbosity: number;
  limit: boolean;
}

/** go-cmp's formatString: strconv.Quote, or a raw string when quoting would escape something. */
function formatString(s: string): string {
  const q = goQuote(s);
  if (q.length === s.length + 2) return q;
  if (!/[`\n\p{C}]/u.test(s.replace(/\t/g, ''))) return `\`${s}\``;
  return q;
}

const typeName = (t: GoType): string | undefined =>
  t.k === 'struct' || t.k === 'slice' || t.k === 'map' ? t.name : undefined;

function formatType(t: GoType, s: Text, o: Opts): Text {
  const name = typeName(t);
  if (o.type === 'elide' || name === undefined) return s;
  if (o.type === 'auto' && ((s.t === 'line' && s.s === 'nil') || o.diff === ' ')) return s;
  const braced = s.t === 'wrap' && (s.pre.startsWith('{') || s.pre.startsWith('('));
  return wrap(name, braced ? s : wrap('(', s, ')'));
}

const maxLenOf = (o: Opts) => ((1 << Math.max(0, o.verbosity)) >> 1) << 2;

const BINARY_EXP: Record<string, number> = { Ki: 10, Mi: 20, Gi: 30, Ti: 40, Pi: 50, Ei: 60 };
const DECIMAL_EXP: Record<string, number> = {
  n: -9,
  u: -6,
  m: -3,
  '': 0,
  k: 3,
  M: 6,
  G: 9,
  T: 12,
  P: 15,
  E: 18,
};
const INT64_AMOUNT: GoType = {
  k: 'struct',
  name: 'resource.int64Amount',
  fields: [
    ['value', 'value', { k: 'int' }],
    ['scale', 'scale', { k: 'int' }],
  ],
};

/**
 * resource.Quantity's fields as ParseQuantity's int64 path leaves them (apimachinery quantity.go):
 * i (value × 10^scale; a binary suffix multiplied out at scale 0), s only when the text is in
 * canonical form, Format. A fraction with a binary suffix takes the inf.Dec path there (d), which is
 * not modelled: i is given.
 */
function quantityFields(v: string): [string, GoType, Val][] {
  const [, format, , keeps] = parseQuantityAmount(v);
  const m = /^([+-]?)([0-9]*)(?:\.([0-9]*))?(.*)$/.exec(v) ?? [];
  const [, sign = '', int = '', frac = '', suffix = ''] = m;
  const shifted = int + frac;
  const neg = sign === '-' ? -1 : 1;
  let value: number;
  let scale = 0;
  if (format === 'BinarySI') {
    const exp = BINARY_EXP[suffix] ?? 0;
    value = (neg * Number(BigInt(shifted || '0') * 2n ** BigInt(exp))) / 10 ** frac.length;
  } else {
    const e = /^[eE]([+-]?[0-9]+)$/.exec(suffix);
    scale = (e ? Number(e[1]) : (DECIMAL_EXP[suffix] ?? 0)) - frac.length;
    value = neg * Number(shifted || '0');
  }
  return [
    ['i', INT64_AMOUNT, value === 0 ? null : { value, scale }],
    ['s', { k: 'str' }, v === '0' || keeps === true ? v : ''],
    ['Format', { k: 'str' }, format],
  ];
}

function isZero(t: GoType, v: Val): boolean {
  if (v === INVALID || isNil(v)) return true;
  if (t.k === 'str') return v === '';
  if (t.k === 'int') return v === 0;
  if (t.k === 'bool') return v === false;
  if (t.k === 'qty') return false;
  if (t.k === 'struct')
    return t.fields.every(([, json, ft]) => isZero(ft, isObject(v) ? v[json] : undefined));
  return false;
}

function formatStruct(fields: [string, GoType, Val][], o: Opts): Text {
  const recs: Rec[] = [];
  const max = o.limit ? maxLenOf(o) : fields.length;
  const inner = o.limit ? { ...o, verbosity: o.verbosity - 1 } : o;
  for (const [name, t, v] of fields) {
    if (isZero(t, v)) continue;
    if (recs.length === max) {
      recs.push({ diff: '', key: '', v: line(ELLIPSIS), elideComma: true });
      break;
    }
    recs.push({ diff: '', key: name, v: formatValue(t, v, { ...inner, type: 'auto' }) });
  }
  return wrap('{', { t: 'list', recs }, '}');
}

function formatValue(t: GoType, v: Val, o: Opts): Text {
  if (v === INVALID) return line('');
  let out: Text;
  switch (t.k) {
    case 'str':
      return line(formatString(str(v)));
    case 'int':
      return line(String(num(v)));
    case 'bool':
      return line(String(!!v));
    case 'ptr':
      return isNil(v) ? line('nil') : wrap('&', formatValue(t.elem, v, o));
    case 'qty': {
      out = formatStruct(quantityFields(typeof v === 'string' ? v : '0'), o);
      break;
    }
    case 'struct':
      out = formatStruct(
        t.fields.map(
          ([go, json, ft]) => [go, ft, isObject(v) ? v[json] : undefined] as [string, GoType, Val],
        ),
        o,
      );
      break;
    case 'slice':
    case 'map': {
      if (isNil(v)) return line('nil');
      const recs: Rec[] = [];
      const max = o.limit ? maxLenOf(o) : Number.MAX_SAFE_INTEGER;
      const inner: Opts = { ...o, verbosity: o.limit ? o.verbosity - 1 : o.verbosity, type: 'elide' };
      const entries: [string, Json][] =
        t.k === 'slice'
          ? (Array.isArray(v) ? v : []).map((e) => ['', e])
          : Object.keys(isObject(v) ? v : {})
              .sort()
              .map((k) => [(t.stringerKey ? 's' : '') + formatString(k), (v as Record<string, Json>)[k]]);
      for (const [key, e] of entries) {
        if (recs.length === max) {
          recs.push({ diff: '', key: '', v: line(ELLIPSIS), elideComma: true });
          break;
        }
        recs.push({ diff: '', key, v: formatValue(t.elem, e, inner) });
      }
      out = wrap('{', { t: 'list', recs }, '}');
      break;
    }
  }
  return formatType(t, out, o);
}

function stats(name: string, identical: number, removed: number, inserted: number, modified: number): string {
  const parts: string[] = [];
  const counts: [number, string][] = [
    [identical, 'identical'],
    [removed, 'removed'],
    [inserted, 'inserted'],
    [modified, 'modified'],
  ];
  let sum = 0;
  for (const [n, label] of counts) {
    if (n > 0) parts.push(`${n} ${label}`);
    sum += n;
  }
  let noun = name;
  if (sum > 1) noun = name === 'entry' ? 'entries' : `${name}s`;
  if (parts.length <= 2) return `${parts.join(' and ')} ${noun}`;
  return `${parts.slice(0, -1).join(', ')}, and ${parts[parts.length - 1]} ${noun}`;
}

function formatDiff(n: Node, o0: Opts): Text | undefined {
  const o: Opts =
    o0.diff === ' '
      ? { ...o0, verbosity: 1, limit: true }
      : o0.verbosity < 3
        ? { ...o0, verbosity: 3, limit: true }
        : o0;
  if (n.depth === 0) {
    if (o.diff === '' || o.diff === ' ') {
      const ox = formatValue(n.type, n.x, o);
      const oy = formatValue(n.type, n.y, o);
      return textLen(ox) < textLen(oy) ? ox : oy;
    }
    const v = o.diff === '-' ? n.x : n.y;
    return v === INVALID ? undefined : formatValue(n.type, v, o);
  }
  if (n.type.k === 'ptr' && n.value) {
    const v = formatDiff(n.value, o);
    return v && wrap('&', v);
  }
  return formatType(n.type, formatDiffList(n, o), o);
}

const textLen = (t: Text | undefined): number => (t ? compact(t, '')[0].length : 0);

function formatDiffList(n: Node, o0: Opts): Text {
  const kind = n.type.k;
  const name = kind === 'struct' ? 'field' : kind === 'map' ? 'entry' : 'element';
  let o: Opts = { ...o0, type: kind === 'struct' ? 'auto' : 'elide' };
  let maxLen = -1;
  if (o.limit) {
    maxLen = o.diff === ' ' ? ((1 << o.verbosity) >> 1) << 2 : (1 << o.verbosity) << 1;
    o = { ...o, verbosity: o.verbosity - 1 };
  }
  const recs: Rec[] = [];
  if (o.diff !== '') {
    // an identical (or wholly removed/inserted) composite: its records, zero fields left out
    let dropped = false;
    for (const r of n.recs) {
      if (recs.length === maxLen) {
        dropped = true;
        break;
      }
      if (kind === 'struct') {
        const zx = isZero(r.node.type, r.node.x);
        const zy = isZero(r.node.type, r.node.y);
        if (o.diff === ' ' ? zx || zy : o.diff === '-' ? zx : zy) continue;
      }
      const v = formatDiff(r.node, o);
      if (v) recs.push({ diff: '', key: r.key, v });
    }
    if (dropped) recs.push({ diff: '', key: '', v: line(ELLIPSIS), elideComma: true });
    return wrap('{', { t: 'list', recs }, '}');
  }
  // differing: runs of identical records keep two of context on each side of a difference
  type Group = { same: boolean; identical: number; removed: number; inserted: number; modified: number };
  const groups: Group[] = [];
  for (const r of n.recs) {
    const same = r.node.diff === 0;
    let g = groups[groups.length - 1];
    if (!g || g.same !== same) {
      g = { same, identical: 0, removed: 0, inserted: 0, modified: 0 };
      groups.push(g);
    }
    if (same) g.identical++;
    else if (r.node.y === INVALID) g.removed++;
    else if (r.node.x === INVALID) g.inserted++;
    else g.modified++;
  }
  let rest = n.recs;
  let numDiffs = 0;
  let dropped: Group | undefined;
  const ellipsis = (comment: string) => {
    const last = recs[recs.length - 1];
    if (last && isEllipsis(last.v)) return;
    recs.push({ diff: '', key: '', v: line(ELLIPSIS), elideComma: true, comment });
  };
  groups.forEach((g, i) => {
    const ndiff = g.removed + g.inserted + g.modified;
    if (maxLen >= 0 && numDiffs >= maxLen) {
      dropped ??= { same: false, identical: 0, removed: 0, inserted: 0, modified: 0 };
      dropped.identical += g.identical;
      dropped.removed += g.removed;
      dropped.inserted += g.inserted;
      dropped.modified += g.modified;
      return;
    }
    if (g.same) {
      const eq = g.identical;
      let lo = 0;
      let hi = 0;
      while (lo < 2 && lo + hi < eq && i !== 0) lo++;
      while (hi < 2 && lo + hi < eq && i !== groups.length - 1) hi++;
      if (eq - (lo + hi) === 1) hi++;
      const ident = { ...o, diff: ' ' as Mode };
      for (const r of rest.slice(0, lo))
        recs.push({ diff: '', key: r.key, v: formatDiff(r.node, ident) ?? line('') });
      if (eq > lo + hi) ellipsis(stats(name, eq - lo - hi, 0, 0, 0));
      for (const r of rest.slice(eq - hi, eq))
        recs.push({ diff: '', key: r.key, v: formatDiff(r.node, ident) ?? line('') });
      rest = rest.slice(eq);
      return;
    }
    for (const r of rest.slice(0, ndiff)) {
      if (r.node.children === r.node.depth) {
        const x = formatDiff(r.node, { ...o, diff: '-' });
        const y = formatDiff(r.node, { ...o, diff: '+' });
        if (x) recs.push({ diff: '-', key: r.key, v: x });
        if (y) recs.push({ diff: '+', key: r.key, v: y });
      } else recs.push({ diff: '', key: r.key, v: formatDiff(r.node, o) ?? line('') });
    }
    rest = rest.slice(ndiff);
    numDiffs += ndiff;
  });
  if (dropped) ellipsis(stats(name, dropped.identical, dropped.removed, dropped.inserted, dropped.modified));
  return wrap('{', { t: 'list', recs }, '}');
}

/** cmp.Diff(x, y) of two values of type t (v1 JSON in the internal layout), "" when equal. */
export function cmpDiff(t: GoType, x: Json | undefined, y: Json | undefined): string {
  const root = compare(t, x, y);
  if (root.diff === 0) return '';
  const text = formatDiff(root, { diff: '', type: 'emit', verbosity: 0, limit: false }) ?? line('');
  const [, c] = compact(text, '');
  return `${indent(0, '')}${expand(c, '', 0)}\n`;
}

/**
 * apiequality.Semantic.DeepEqual of two values of type t: a nil and an empty slice or map are equal,
 * quantities compare by amount; a nil and a set pointer differ.
 */
export function semanticEqual(t: GoType, x: Json | undefined, y: Json | undefined): boolean {
  switch (t.k) {
    case 'str':
      return str(x) === str(y);
    case 'int':
      return num(x) === num(y);
    case 'bool':
      return !!x === !!y;
    case 'qty':
      return cmpAmount(amount(x), amount(y)) === 0;
    case 'ptr':
      return isNil(x) || isNil(y) ? isNil(x) && isNil(y) : semanticEqual(t.elem, x, y);
    case 'slice': {
      const a = Array.isArray(x) ? x : [];
      const b = Array.isArray(y) ? y : [];
      return a.length === b.length && a.every((e, i) => semanticEqual(t.elem, e, b[i]));
    }
    case 'map': {
      const a = isObject(x) ? x : {};
      const b = isObject(y) ? y : {};
      const ka = Object.keys(a);
      return (
        ka.length === Object.keys(b).length && ka.every((k) => k in b && semanticEqual(t.elem, a[k], b[k]))
      );
    }
    case 'struct': {
      const a = isObject(x) ? x : {};
      const b = isObject(y) ? y : {};
      return t.fields.every(([, json, ft]) => semanticEqual(ft, a[json], b[json]));
    }
  }
}
