// The string forms of label maps and selectors that printers and describers show
// ([AM] pkg/labels/labels.go FormatLabels, pkg/labels/selector.go String, pkg/apis/meta/v1/helpers.go
// LabelSelectorAsSelector and FormatLabelSelector).
import { isObject, type Json, str } from '../apiserver/types.ts';

/**
 * labels.Selector.String() of metav1.LabelSelectorAsSelector: requirements sorted by key, `k=v`,
 * `k in (a,b)`, `k notin (a,b)`, `k`, `!k`; empty for an empty selector.
 */
export function selectorString(sel: Json | undefined): string {
  const s = isObject(sel) ? sel : {};
  const reqs: Array<[string, string]> = [];
  for (const [k, v] of Object.entries(isObject(s.matchLabels) ? s.matchLabels : {}))
    reqs.push([k, `${k}=${str(v)}`]);
  for (const e of Array.isArray(s.matchExpressions) ? s.matchExpressions : []) {
    if (!isObject(e)) continue;
    const key = str(e.key);
    const values = (Array.isArray(e.values) ? e.values.map((v) => str(v)) : []).sort();
    const op = str(e.operator);
    if (op === 'In') reqs.push([key, `${key} in (${values.join(',')})`]);
    else if (op === 'NotIn') reqs.push([key, `${key} notin (${values.join(',')})`]);
    else if (op === 'Exists') reqs.push([key, key]);
    else if (op === 'DoesNotExist') reqs.push([key, `!${key}`]);
  }
  return reqs
    .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .map((r) => r[1])
    .join(',');
}

/** metav1.FormatLabelSelector: the selector, `<none>` when empty. */
export const formatLabelSelector = (sel: Json | undefined): string => selectorString(sel) || '<none>';

/** labels.FormatLabels: `k=v` in key order, `<none>` when empty. */
export function formatLabels(m: Json | undefined): string {
  const map = isObject(m) ? m : {};
  const keys = Object.keys(map).sort();
  return keys.length === 0 ? '<none>' : keys.map((k) => `${k}=${str(map[k])}`).join(',');
}
