/**
 * Label and field selectors: the string forms of list/watch requests ([AM] pkg/labels/selector.go,
 * pkg/fields/selector.go) and the structured metav1.LabelSelector used by webhooks and workloads.
 */
import type { FieldRequirement, LabelRequirement, LabelSelector } from './labelparse.ts';
import type { Json, JsonObject } from './types.ts';
import { isObject } from './types.ts';

export {
  type FieldRequirement,
  type LabelOp,
  type LabelRequirement,
  type LabelSelector,
  parseFieldSelector,
  parseLabelSelector,
  SelectorParseError,
} from './labelparse.ts';

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

/**
 * The built-in selectable fields that are not strings: their registries' GetAttrs format the Go
 * value, so an absent one is its zero value (pkg/registry/core/replicationcontroller strategy.go
 * `strconv.Itoa(int(controller.Status.Replicas))`, node `fmt.Sprint(node.Spec.Unschedulable)`,
 * pod `strconv.FormatBool(pod.Spec.SecurityContext.HostNetwork)`).
 */
export const BUILTIN_FIELD_ZEROS: Readonly<Record<string, string>> = {
  'status.replicas': '0',
  'spec.unschedulable': 'false',
  'spec.hostNetwork': 'false',
};

/** Value of a dotted field path as a field selector compares it (strings; absent → `absent`). */
export function fieldValue(obj: JsonObject, path: string, absent = ''): string {
  let cur: Json | undefined = obj;
  for (const p of path.split('.')) {
    if (!isObject(cur)) return absent;
    cur = cur[p];
  }
  if (cur === undefined || cur === null) return absent;
  return typeof cur === 'string' ? cur : JSON.stringify(cur);
}

export function fieldsMatch(reqs: readonly FieldRequirement[], obj: JsonObject): boolean {
  for (const r of reqs) {
    const v = fieldValue(obj, r.field, r.zero);
    if (r.op === '=' ? v !== r.value : v === r.value) return false;
  }
  return true;
}
