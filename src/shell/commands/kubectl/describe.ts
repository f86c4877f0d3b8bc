// `kubectl describe`: a typed describer for the built-in kinds that have one, else kubectl's
// generic describer (Name, Namespace, Labels, Annotations, the object's fields, Events).
import type { ResourceInfo } from '../../../kube/apiserver/index.ts';
import { isObject, type Json, type JsonObject, type KubeObject, str } from '../../../kube/apiserver/types.ts';
import {
  type DescribeSource,
  describeEvents,
  printAnnotationsMultiline,
  printLabelsMultiline,
  typedDescriber,
} from './describers.ts';
import { accessDescriber } from './describers-access.ts';
import { PrefixWriter } from './tabwriter.ts';

/**
 * smartLabelFor: a field name in words (`creationTimestamp` → `Creation Timestamp`, `uid` → `UID`);
 * a name with anything but letters and `-` stays as it is.
 */
export function smartLabelFor(field: string): string {
  if (/[^\p{L}-]/u.test(field)) return field;
  // fatih/camelcase Split: runs of lower, upper and other runes; an upper run followed by a lower
  // run gives its last rune to the lower run (`APIVersion` → `API`, `Version`).
  const cls = (c: string) => (/\p{Ll}/u.test(c) ? 1 : /\p{Lu}/u.test(c) ? 2 : /\p{N}/u.test(c) ? 3 : 4);
  const runs: string[][] = [];
  let last = 0;
  for (const c of field) {
    const k = cls(c);
    if (k === last) runs[runs.length - 1].push(c);
    else runs.push([c]);
    last = k;
  }
  for (let i = 0; i < runs.length - 1; i++)
    if (cls(runs[i][0]) === 2 && cls(runs[i + 1][0]) === 1) runs[i + 1].unshift(runs[i].pop() as string);
  return runs
    .filter((r) => r.length > 0)
    .map((r) => r.join(''))
    .filter((p) => p !== '_')
    .map((p) =>
      ['API', 'URL', 'UID', 'OSB', 'GUID'].includes(p.toUpperCase())
        ? p.toUpperCase()
        : p.charAt(0).toUpperCase() + p.slice(1),
    )
    .join(' ');
}

/** fmt's %v of a decoded JSON value: int64 and float64 as Go prints them, maps and slices in Go's form. */
function goValue(v: Json): string {
  if (v === null) return '<nil>';
  if (typeof v === 'string') return v;
  if (typeof v === 'boolean') return String(v);
  if (typeof v === 'number') {
    if (Number.isInteger(v) && Math.abs(v) < 2 ** 63) return String(v);
    // %v of a float64: shortest digits, %e form when the exponent is < -4 or >= 21 (strconv 'g', -1).
    const exp = Math.floor(Math.log10(Math.abs(v)));
    if (exp < -4 || exp >= 21) {
      const [m, e] = v.toExponential().split('e');
      const n = Number(e);
      return `${m}e${n < 0 ? '-' : '+'}${String(Math.abs(n)).padStart(2, '0')}`;
    }
    return String(v);
  }
  if (Array.isArray(v)) return `[${v.map(goValue).join(' ')}]`;
  return `map[${Object.keys(v)
    .sort()
    .map((k) => `${k}:${goValue(v[k])}`)
    .join(' ')}]`;
}

const GENERIC_SKIP = new Set([
  '.metadata.managedFields',
  '.metadata.name',
  '.metadata.namespace',
  '.metadata.labels',
  '.metadata.annotations',
]);

/** printUnstructuredContent: fields in key order, maps and lists nested one level deeper. */
function printUnstructuredContent(
  w: PrefixWriter,
  level: number,
  content: JsonObject,
  skipPrefix: string,
): void {
  for (const field of Object.keys(content).sort()) {
    const value = content[field];
    const skipExpr = `${skipPrefix}.${field}`;
    if (GENERIC_SKIP.has(skipExpr)) continue;
    if (isObject(value)) {
      w.write(level, `${smartLabelFor(field)}:\n`);
      printUnstructuredContent(w, level + 1, value, skipExpr);
    } else if (Array.isArray(value)) {
      w.write(level, `${smartLabelFor(field)}:\n`);
      for (const child of value) {
        if (isObject(child)) printUnstructuredContent(w, level + 1, child, skipExpr);
        else w.write(level + 1, `${goValue(child)}\n`);
      }
    } else w.write(level, `${smartLabelFor(field)}:\t${goValue(value)}\n`);
  }
}

/** The generic describer (kinds without a typed one: custom resources, RBAC, webhooks…). */
function describeGeneric(o: KubeObject, src: DescribeSource): string {
  const w = new PrefixWriter();
  const m = isObject(o.metadata) ? o.metadata : {};
  w.write(0, `Name:\t${str(m.name)}\n`);
  w.write(0, `Namespace:\t${str(m.namespace)}\n`);
  printLabelsMultiline(w, 'Labels', m.labels);
  printAnnotationsMultiline(w, 'Annotations', m.annotations);
  printUnstructuredContent(w, 0, o, '');
  describeEvents(w, o, str(o.kind), src);
  return w.toString();
}

export function describeObject(info: ResourceInfo, o: KubeObject, src: DescribeSource): string {
  const typed = info.builtin
    ? (typedDescriber(info.group, info.resource) ?? accessDescriber(info.group, info.resource))
    : undefined;
  return typed ? typed(o, src) : describeGeneric(o, src);
}
