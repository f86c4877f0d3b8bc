// kubectl's output formats: the server's Table as kubectl prints it (the columns come from the REST
// handler, src/kube/rest/table.ts), -o wide|yaml|json|name|jsonpath, and the tabwriter layout kubectl
// uses (k8s.io/cli-runtime printers.GetNewTabWriter: minwidth 6, padding 3).

import {
  isObject,
  type Json,
  type JsonObject,
  type KubeObject,
  sortKeys,
  str,
} from '../../../kube/apiserver/types.ts';
import { goYaml } from '../../../kube/goyaml.ts';
import { goJson } from '../../../kube/rest/table.ts';

/** k8s.io/apimachinery/pkg/util/duration.HumanDuration (the server's Age column uses it too). */
export { humanDuration } from '../../../kube/rest/duration.ts';

/** text/tabwriter with kubectl's settings: every column but the last padded to its widest cell + 3 (at least 6). */
export function tabwrite(rows: readonly (readonly string[])[]): string {
  const widths: number[] = [];
  for (const r of rows)
    r.forEach((c, i) => {
      if (i < r.length - 1) widths[i] = Math.max(widths[i] ?? 0, c.length + 3, 6);
    });
  return rows.map((r) => r.map((c, i) => (i < r.length - 1 ? c.padEnd(widths[i]) : c)).join('')).join('\n');
}

/** How kubectl decorates a server-side Table ([CLI-RUNTIME] printers/tableprinter.go decorateTable). */
export interface TablePrintOptions {
  /** -o wide: columns of priority > 0 too. */
  wide: boolean;
  /** -A on a namespaced kind: a NAMESPACE column first, from each row's object. */
  withNamespace: boolean;
  /** Several types in one `get`: the name column reads `kind.group/name`. */
  kind?: string;
  /** -L key,...: a column per label key, headed by the key's last path segment upper-cased. */
  labelColumns?: readonly string[];
  /** --show-labels: a LABELS column last, labels.FormatLabels of each row's object. */
  showLabels?: boolean;
}

/** labels.FormatLabels: `k=v` sorted by key, joined by commas; `<none>` for no labels. */
function formatLabels(labels: Json | undefined): string {
  if (!isObject(labels)) return '<none>';
  const keys = Object.keys(labels).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return keys.length === 0 ? '<none>' : keys.map((k) => `${k}=${str(labels[k])}`).join(',');
}

/**
 * The header and rows kubectl prints for a Table: column names upper-cased, cells as fmt.Sprint
 * prints them (a null cell is empty), a string cell cut at its first line break with `...`.
 */
export function tableRows(
  table: {
    columnDefinitions?: Array<{ name?: string; priority?: number; format?: string; type?: string }>;
    rows?: Array<{ cells?: Json[]; object?: JsonObject }>;
  },
  opts: TablePrintOptions,
): { header: string[]; rows: string[][] } {
  const cols = table.columnDefinitions ?? [];
  const shown = cols.map((c) => opts.wide || !c.priority);
  const nameCol = opts.kind ? cols.findIndex((c) => c.format === 'name' && c.type === 'string') : -1;
  const header = [
    ...(opts.withNamespace ? ['NAMESPACE'] : []),
    ...cols.filter((_, i) => shown[i]).map((c) => (c.name ?? '').toUpperCase()),
    // formatLabelHeaders, then formatShowLabelsHeader ([CLI-RUNTIME] printers/tableprinter.go decorateTable)
    ...(opts.labelColumns ?? []).map((l) => (l.split('/').at(-1) ?? '').toUpperCase()),
    ...(opts.showLabels ? ['LABELS'] : []),
  ];
  const rows = (table.rows ?? []).map((row) => {
    const cells = (row.cells ?? []).slice(0, cols.length).map((c, i) => {
      let text = cellText(c);
      if (i === nameCol) text = `${opts.kind}/${text}`;
      return text;
    });
    const out = cells.filter((_, i) => shown[i]);
    const meta = isObject(row.object?.metadata) ? row.object.metadata : undefined;
    if (opts.withNamespace) out.unshift(str(meta?.namespace));
    // appendLabelCells: a missing label is an empty cell
    const labels = isObject(meta?.labels) ? meta.labels : {};
    for (const key of opts.labelColumns ?? []) out.push(str(labels[key]));
    if (opts.showLabels) out.push(formatLabels(meta?.labels));
    return out;
  });
  return { header, rows };
}

function cellText(c: Json | undefined): string {
  if (c === null || c === undefined) return '';
  if (typeof c !== 'string') return typeof c === 'object' ? goJson(c) : String(c);
  const brk = c.search(/[\n\r\f]/);
  return brk >= 0 ? `${c.slice(0, brk)}...` : c;
}

/** `-o yaml`: sigs.k8s.io/yaml, yaml.v2's emitter (src/kube/goyaml.ts). */
export function toYaml(v: Json): string {
  return goYaml(v);
}

/** `-o json`: json.MarshalIndent with four spaces of an unstructured object, so map keys are sorted. */
export function toJson(v: Json): string {
  return `${JSON.stringify(sortKeys(v), null, 4)}\n`;
}

/** What `-o yaml|json` prints for several objects: a v1 List. */
export function asList(items: readonly KubeObject[]): KubeObject {
  return { apiVersion: 'v1', items: [...items], kind: 'List', metadata: { resourceVersion: '' } };
}

/** PrintFlags' formats outside `kubectl get` ([CLI-RUNTIME] genericclioptions.PrintFlags.AllowedFormats). */
export const PRINT_FORMATS =
  'go-template,go-template-file,json,jsonpath,jsonpath-as-json,jsonpath-file,name,template,templatefile,yaml';

/**
 * What `-o` makes of each object a command reports (apply, create, delete): the default
 * `kind.group/name operation`, `-o name` without the operation, `-o yaml` (a `---` between
 * objects, YAMLPrinter's printCount), `-o json`; managedFields left out (OmitManagedFieldsPrinter).
 * Undefined for a format this terminal does not print.
 */
export function objectPrinter(
  output: string,
): ((label: string, operation: string, obj: KubeObject | undefined) => string) | undefined {
  let count = 0;
  const strip = (o: KubeObject): KubeObject => {
    const c = structuredClone(o);
    if (isObject(c.metadata)) delete c.metadata.managedFields;
    return c;
  };
  if (output === '') return (label, operation) => `${label} ${operation}\n`;
  if (output === 'name') return (label) => `${label}\n`;
  if (output === 'yaml')
    return (label, _op, obj) => `${count++ > 0 ? '---\n' : ''}${obj ? toYaml(strip(obj)) : `${label}\n`}`;
  if (output === 'json') return (label, _op, obj) => (obj ? toJson(strip(obj)) : `${label}\n`);
  return undefined;
}
