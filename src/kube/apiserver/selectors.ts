/**
 * Label and field selectors: the string forms of list/watch requests ([AM] pkg/labels/selector.go,
 * pkg/fields/selector.go) and the structured metav1.LabelSelector used by webhooks and workloads.
 */
import type { Json, JsonObject } from './types.ts';
import { isObject } from './types.ts';

export type LabelOp = '=' | '!=' | 'in' | 'notin' | 'exists' | '!' | 'gt' | 'lt';
export type LabelRequirement = { key: string; op: LabelOp; values: string[] };
export type LabelSelector = { requirements: LabelRequirement[] };

export class SelectorParseError extends Error {}

/** Parse `a=b,c!=d,e in (x,y),f notin (z),g,!h`. Empty string selects everything. */
export function parseLabelSelector(s: string): LabelSelector {
  const reqs: LabelRequirement[] = [];
  let i = 0;
  const src = s;
  const ws = () => {
    while (i < src.length && src[i] === ' ') i++;
  };
  const ident = (): string => {
    ws();
    const start = i;
    while (i < src.length && /[A-Za-z0-9._\-/]/.test(src[i])) i++;
    return src.slice(start, i);
  };
  ws();
  if (i >= src.length) return { requirements: [] };
  while (i < src.length) {
    ws();
    let negate = false;
    if (src[i] === '!') {
      negate = true;
      i++;
    }
    const key = ident();
    if (key === '')
      throw new SelectorParseError(
        `unable to parse requirement: found '${src[i] ?? ''}', expected: identifier`,
      );
    ws();
    if (negate) {
      reqs.push({ key, op: '!', values: [] });
    } else if (i >= src.length || src[i] === ',') {
      reqs.push({ key, op: 'exists', values: [] });
    } else if (src.startsWith('==', i) || src[i] === '=') {
      i += src.startsWith('==', i) ? 2 : 1;
      reqs.push({ key, op: '=', values: [ident()] });
    } else if (src.startsWith('!=', i)) {
      i += 2;
      reqs.push({ key, op: '!=', values: [ident()] });
    } else if (src[i] === '>' || src[i] === '<') {
      const op = src[i] === '>' ? 'gt' : 'lt';
      i++;
      reqs.push({ key, op, values: [ident()] });
    } else {
      const word = ident();
      if (word !== 'in' && word !== 'notin')
        throw new SelectorParseError(
          `unable to parse requirement: found '${word}', expected: in, notin, =, ==, !=, gt, lt`,
        );
      ws();
      if (src[i] !== '(')
        throw new SelectorParseError(`unable to parse requirement: found '${src[i] ?? ''}', expected: '('`);
      i++;
      const values: string[] = [];
      for (;;) {
        values.push(ident());
        ws();
        if (src[i] === ',') {
          i++;
          continue;
        }
        if (src[i] === ')') {
          i++;
          break;
        }
        throw new SelectorParseError(
          `unable to parse requirement: found '${src[i] ?? ''}', expected: ',', ')'`,
        );
      }
      reqs.push({ key, op: word, values });
    }
    ws();
    if (i < src.length) {
      if (src[i] !== ',')
        throw new SelectorParseError(`unable to parse requirement: found '${src[i]}', expected: ','`);
      i++;
    }
  }
  return { requirements: reqs };
}

export function labelsMatch(sel: LabelSelector, labels: Record<string, Json> | undefined): boolean {
  const l = labels ?? {};
  for (const r of sel.requirements) {
    const has = Object.hasOwn(l, r.key);
    const v = has ? String(l[r.key]) : undefined;
    switch (r.op) {
      case '=':
      case 'in':
        if (!has || !r.values.includes(v!)) return false;
        break;
      case '!=':
      case 'notin':
        if (has && r.values.includes(v!)) return false;
        break;
      case 'exists':
        if (!has) return false;
        break;
      case '!':
        if (has) return false;
        break;
      case 'gt':
      case 'lt': {
        const n = Number(v);
        const bound = Number(r.values[0]);
        if (!has || Number.isNaN(n)) return false;
        if (r.op === 'gt' ? !(n > bound) : !(n < bound)) return false;
      }
    }
  }
  return true;
}

/** metav1.LabelSelector (matchLabels + matchExpressions). An absent selector matches everything; an empty one too. */
export function structuredSelectorMatches(
  sel: Json | undefined,
  labels: Record<string, Json> | undefined,
): boolean {
  if (!isObject(sel)) return true;
  const reqs: LabelRequirement[] = [];
  if (isObject(sel.matchLabels)) {
    for (const [k, v] of Object.entries(sel.matchLabels)) reqs.push({ key: k, op: '=', values: [String(v)] });
  }
  if (Array.isArray(sel.matchExpressions)) {
    for (const e of sel.matchExpressions) {
      if (!isObject(e)) continue;
      const values = Array.isArray(e.values) ? e.values.map(String) : [];
      const op = String(e.operator);
      const key = String(e.key);
      if (op === 'In') reqs.push({ key, op: 'in', values });
      else if (op === 'NotIn') reqs.push({ key, op: 'notin', values });
      else if (op === 'Exists') reqs.push({ key, op: 'exists', values: [] });
      else if (op === 'DoesNotExist') reqs.push({ key, op: '!', values: [] });
    }
  }
  return labelsMatch({ requirements: reqs }, labels);
}

export type FieldRequirement = { field: string; op: '=' | '!='; value: string };

/** `metadata.name=x,spec.nodeName!=y`. */
export function parseFieldSelector(s: string): FieldRequirement[] {
  if (s.trim() === '') return [];
  return s.split(',').map((part) => {
    const ne = part.indexOf('!=');
    if (ne >= 0)
      return { field: part.slice(0, ne).trim(), op: '!=' as const, value: part.slice(ne + 2).trim() };
    const eq2 = part.indexOf('==');
    if (eq2 >= 0)
      return { field: part.slice(0, eq2).trim(), op: '=' as const, value: part.slice(eq2 + 2).trim() };
    const eq = part.indexOf('=');
    if (eq < 0) throw new SelectorParseError(`invalid selector: '${s}'; can't understand '${part}'`);
    return { field: part.slice(0, eq).trim(), op: '=' as const, value: part.slice(eq + 1).trim() };
  });
}

/** Value of a dotted field path as a field selector compares it (strings; absent → ""). */
export function fieldValue(obj: JsonObject, path: string): string {
  let cur: Json | undefined = obj;
  for (const p of path.split('.')) {
    if (!isObject(cur)) return '';
    cur = cur[p];
  }
  if (cur === undefined || cur === null) return '';
  return typeof cur === 'string' ? cur : JSON.stringify(cur);
}

export function fieldsMatch(reqs: readonly FieldRequirement[], obj: JsonObject): boolean {
  for (const r of reqs) {
    const v = fieldValue(obj, r.field);
    if (r.op === '=' ? v !== r.value : v === r.value) return false;
  }
  return true;
}
