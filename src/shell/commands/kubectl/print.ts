// kubectl's output formats: the server-side-table columns of the kinds the lessons use (with AGE from
// apimachinery's duration.HumanDuration), -o wide|yaml|json|name|jsonpath, and the tabwriter layout
// kubectl uses (k8s.io/cli-runtime printers.GetNewTabWriter: minwidth 6, padding 3).
import { stringify } from 'yaml';
import type { ResourceInfo } from '../../../kube/apiserver/index.ts';
import { isObject, type Json, type JsonObject, type KubeObject, str } from '../../../kube/apiserver/types.ts';
import { kindGroup } from './resources.ts';

/** k8s.io/apimachinery/pkg/util/duration.HumanDuration. */
export function humanDuration(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  if (seconds < -1) return '<invalid>';
  if (seconds < 0) return '0s';
  if (seconds < 60 * 2) return `${seconds}s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 10) {
    const s = seconds - minutes * 60;
    return s === 0 ? `${minutes}m` : `${minutes}m${s}s`;
  }
  if (minutes < 60 * 3) return `${minutes}m`;
  const hours = Math.floor(minutes / 60);
  if (hours < 8) {
    const m = minutes - hours * 60;
    return m === 0 ? `${hours}h` : `${hours}h${m}m`;
  }
  if (hours < 48) return `${hours}h`;
  if (hours < 24 * 8) {
    const h = hours - Math.floor(hours / 24) * 24;
    return h === 0 ? `${Math.floor(hours / 24)}d` : `${Math.floor(hours / 24)}d${h}h`;
  }
  if (hours < 24 * 365 * 2) return `${Math.floor(hours / 24)}d`;
  if (hours < 24 * 365 * 8) {
    const y = Math.floor(hours / 24 / 365);
    const d = Math.floor(hours / 24) - y * 365;
    return d === 0 ? `${y}y` : `${y}y${d}d`;
  }
  return `${Math.floor(hours / 24 / 365)}y`;
}

/** text/tabwriter with kubectl's settings: every column but the last padded to its widest cell + 3 (at least 6). */
export function tabwrite(rows: readonly (readonly string[])[]): string {
  const widths: number[] = [];
  for (const r of rows)
    r.forEach((c, i) => {
      if (i < r.length - 1) widths[i] = Math.max(widths[i] ?? 0, c.length + 3, 6);
    });
  return rows.map((r) => r.map((c, i) => (i < r.length - 1 ? c.padEnd(widths[i]) : c)).join('')).join('\n');
}

const meta = (o: KubeObject): JsonObject => (isObject(o.metadata) ? o.metadata : {});
const obj = (v: Json | undefined): JsonObject => (isObject(v) ? v : {});
const arr = (v: Json | undefined): Json[] => (Array.isArray(v) ? v : []);

function age(o: KubeObject, now: number): string {
  const t = Date.parse(str(meta(o).creationTimestamp));
  return Number.isNaN(t) ? '<unknown>' : humanDuration(now - t);
}

/** A value at a simple JSONPath (`.spec.size`, `.webhooks[0].clientConfig`). */
export function jsonPathValue(o: Json, path: string): Json | undefined {
  let cur: Json | undefined = o;
  const parts = path.replace(/^\./, '').match(/[^.[\]]+|\[\d+\]/g) ?? [];
  for (const p of parts) {
    if (cur === undefined || cur === null) return undefined;
    if (p.startsWith('[')) cur = Array.isArray(cur) ? cur[Number(p.slice(1, -1))] : undefined;
    else cur = isObject(cur) ? cur[p] : undefined;
  }
  return cur;
}

/** Go's json.Marshal of a map: compact, keys sorted. */
export function goJson(v: Json): string {
  if (Array.isArray(v)) return `[${v.map(goJson).join(',')}]`;
  if (isObject(v))
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${goJson(v[k])}`)
      .join(',')}}`;
  return JSON.stringify(v);
}

/** kubectl's jsonpath template: `{.a.b}` parts between literal text. */
export function formatJsonPath(template: string, items: readonly KubeObject[], list: boolean): string {
  const root: Json = list ? { kind: 'List', apiVersion: 'v1', items: [...items] } : (items[0] ?? null);
  return template.replace(/\{([^}]*)\}/g, (_, expr: string) => {
    const v = jsonPathValue(root, expr.trim());
    if (v === undefined || v === null) return '';
    return typeof v === 'string' ? v : typeof v === 'object' ? goJson(v) : String(v);
  });
}

function servicePorts(o: KubeObject): string {
  const ports = arr(obj(o.spec).ports).map((p) => {
    const po = obj(p);
    return `${po.port}${po.nodePort ? `:${po.nodePort}` : ''}/${str(po.protocol) || 'TCP'}`;
  });
  return ports.length > 0 ? ports.join(',') : '<none>';
}

function selectorText(sel: Json | undefined): string {
  const s = obj(sel);
  const labels = isObject(s.matchLabels) ? s.matchLabels : s;
  const parts = Object.keys(labels)
    .sort()
    .filter((k) => typeof labels[k] === 'string')
    .map((k) => `${k}=${str(labels[k])}`);
  return parts.length > 0 ? parts.join(',') : '<none>';
}

function endpointsText(o: KubeObject): string {
  const out: string[] = [];
  for (const s of arr(o.subsets)) {
    const ss = obj(s);
    for (const a of arr(ss.addresses))
      for (const p of arr(ss.ports)) out.push(`${str(obj(a).ip)}:${obj(p).port}`);
  }
  return out.length > 0 ? out.join(',') : '<none>';
}

interface Columns {
  headers: string[];
  wide?: string[];
  cells(o: KubeObject, now: number): string[];
  wideCells?(o: KubeObject): string[];
}

const CREATED_AT: Columns = {
  headers: ['NAME', 'CREATED AT'],
  cells: (o) => [str(meta(o).name), str(meta(o).creationTimestamp)],
};

function containersOf(o: KubeObject): JsonObject[] {
  const spec = obj(obj(obj(o.spec).template).spec);
  return arr(spec.containers).filter(isObject);
}

const BUILTIN_COLUMNS: Record<string, Columns> = {
  namespaces: {
    headers: ['NAME', 'STATUS', 'AGE'],
    cells: (o, now) => [str(meta(o).name), str(obj(o.status).phase) || 'Active', age(o, now)],
  },
  pods: {
    headers: ['NAME', 'READY', 'STATUS', 'RESTARTS', 'AGE'],
    wide: ['IP', 'NODE', 'NOMINATED NODE', 'READINESS GATES'],
    cells: (o, now) => {
      const cs = arr(obj(o.status).containerStatuses).filter(isObject);
      const total = arr(obj(o.spec).containers).length;
      const ready = cs.filter((c) => c.ready === true).length;
      const restarts = cs.reduce((n, c) => n + (typeof c.restartCount === 'number' ? c.restartCount : 0), 0);
      return [
        str(meta(o).name),
        `${ready}/${total}`,
        str(obj(o.status).phase) || 'Pending',
        String(restarts),
        age(o, now),
      ];
    },
    wideCells: (o) => [
      str(obj(o.status).podIP) || '<none>',
      str(obj(o.spec).nodeName) || '<none>',
      '<none>',
      '<none>',
    ],
  },
  services: {
    headers: ['NAME', 'TYPE', 'CLUSTER-IP', 'EXTERNAL-IP', 'PORT(S)', 'AGE'],
    wide: ['SELECTOR'],
    cells: (o, now) => [
      str(meta(o).name),
      str(obj(o.spec).type) || 'ClusterIP',
      str(obj(o.spec).clusterIP) || '<none>',
      '<none>',
      servicePorts(o),
      age(o, now),
    ],
    wideCells: (o) => [selectorText(obj(o.spec).selector)],
  },
  endpoints: {
    headers: ['NAME', 'ENDPOINTS', 'AGE'],
    cells: (o, now) => [str(meta(o).name), endpointsText(o), age(o, now)],
  },
  configmaps: {
    headers: ['NAME', 'DATA', 'AGE'],
    cells: (o, now) => [
      str(meta(o).name),
      String(Object.keys(obj(o.data)).length + Object.keys(obj(o.binaryData)).length),
      age(o, now),
    ],
  },
  secrets: {
    headers: ['NAME', 'TYPE', 'DATA', 'AGE'],
    cells: (o, now) => [
      str(meta(o).name),
      str(o.type) || 'Opaque',
      String(Object.keys(obj(o.data)).length),
      age(o, now),
    ],
  },
  serviceaccounts: {
    headers: ['NAME', 'SECRETS', 'AGE'],
    cells: (o, now) => [str(meta(o).name), String(arr(o.secrets).length), age(o, now)],
  },
  deployments: {
    headers: ['NAME', 'READY', 'UP-TO-DATE', 'AVAILABLE', 'AGE'],
    wide: ['CONTAINERS', 'IMAGES', 'SELECTOR'],
    cells: (o, now) => {
      const st = obj(o.status);
      const want = typeof obj(o.spec).replicas === 'number' ? (obj(o.spec).replicas as number) : 1;
      const n = (v: Json | undefined) => String(typeof v === 'number' ? v : 0);
      return [
        str(meta(o).name),
        `${n(st.readyReplicas)}/${want}`,
        n(st.updatedReplicas),
        n(st.availableReplicas),
        age(o, now),
      ];
    },
    wideCells: (o) => [
      containersOf(o)
        .map((c) => str(c.name))
        .join(','),
      containersOf(o)
        .map((c) => str(c.image))
        .join(','),
      selectorText(obj(o.spec).selector),
    ],
  },
  replicasets: {
    headers: ['NAME', 'DESIRED', 'CURRENT', 'READY', 'AGE'],
    cells: (o, now) => {
      const st = obj(o.status);
      const n = (v: Json | undefined) => String(typeof v === 'number' ? v : 0);
      return [str(meta(o).name), n(obj(o.spec).replicas), n(st.replicas), n(st.readyReplicas), age(o, now)];
    },
  },
  roles: CREATED_AT,
  clusterroles: CREATED_AT,
  customresourcedefinitions: CREATED_AT,
  rolebindings: {
    headers: ['NAME', 'ROLE', 'AGE'],
    cells: (o, now) => [
      str(meta(o).name),
      `${str(obj(o.roleRef).kind)}/${str(obj(o.roleRef).name)}`,
      age(o, now),
    ],
  },
  clusterrolebindings: {
    headers: ['NAME', 'ROLE', 'AGE'],
    cells: (o, now) => [
      str(meta(o).name),
      `${str(obj(o.roleRef).kind)}/${str(obj(o.roleRef).name)}`,
      age(o, now),
    ],
  },
  validatingwebhookconfigurations: {
    headers: ['NAME', 'WEBHOOKS', 'AGE'],
    cells: (o, now) => [str(meta(o).name), String(arr(o.webhooks).length), age(o, now)],
  },
  mutatingwebhookconfigurations: {
    headers: ['NAME', 'WEBHOOKS', 'AGE'],
    cells: (o, now) => [str(meta(o).name), String(arr(o.webhooks).length), age(o, now)],
  },
  leases: {
    headers: ['NAME', 'HOLDER', 'AGE'],
    cells: (o, now) => [str(meta(o).name), str(obj(o.spec).holderIdentity), age(o, now)],
  },
};

/** Columns of a custom resource: additionalPrinterColumns of the served version, else NAME AGE. */
function crColumns(printerColumns: JsonObject[]): Columns {
  if (printerColumns.length === 0)
    return { headers: ['NAME', 'AGE'], cells: (o, now) => [str(meta(o).name), age(o, now)] };
  const main = printerColumns.filter((c) => !(typeof c.priority === 'number' && c.priority > 0));
  const extra = printerColumns.filter((c) => typeof c.priority === 'number' && c.priority > 0);
  const cell = (c: JsonObject, o: KubeObject, now: number) => {
    const v = jsonPathValue(o, str(c.jsonPath));
    if (v === undefined || v === null) return '<none>';
    if (str(c.type) === 'date' && typeof v === 'string') return humanDuration(now - Date.parse(v));
    return typeof v === 'object' ? goJson(v) : String(v);
  };
  return {
    headers: ['NAME', ...main.map((c) => str(c.name).toUpperCase())],
    wide: extra.map((c) => str(c.name).toUpperCase()),
    cells: (o, now) => [str(meta(o).name), ...main.map((c) => cell(c, o, now))],
    wideCells: (o) => extra.map((c) => cell(c, o, 0)),
  };
}

export interface TableOptions {
  wide: boolean;
  allNamespaces: boolean;
  /** Prefix names with `kind.group/` (several types in one `get`). */
  withKind: boolean;
  printerColumns: JsonObject[];
}

export function formatTable(
  info: ResourceInfo,
  items: readonly KubeObject[],
  now: number,
  opts: TableOptions,
): string {
  const cols = info.builtin
    ? (BUILTIN_COLUMNS[info.resource] ?? {
        headers: ['NAME', 'AGE'],
        cells: (o: KubeObject, n: number) => [str(meta(o).name), age(o, n)],
      })
    : crColumns(opts.printerColumns);
  const ns = opts.allNamespaces && info.namespaced;
  const headers = [...(ns ? ['NAMESPACE'] : []), ...cols.headers, ...(opts.wide ? (cols.wide ?? []) : [])];
  const rows = items.map((o) => {
    const cells = cols.cells(o, now);
    if (opts.withKind) cells[0] = `${kindGroup(info)}/${cells[0]}`;
    return [
      ...(ns ? [str(meta(o).namespace)] : []),
      ...cells,
      ...(opts.wide && cols.wideCells ? cols.wideCells(o) : []),
    ];
  });
  return `${tabwrite([headers, ...rows])}\n`;
}

/** `-o yaml`: sigs.k8s.io/yaml (keys sorted, sequences not indented, timestamps quoted). */
export function toYaml(v: Json): string {
  return stringify(v, { sortMapEntries: true, indentSeq: false, schema: 'yaml-1.1', lineWidth: 0 });
}

/** `-o json`: json.MarshalIndent with four spaces. */
export function toJson(v: Json): string {
  return `${JSON.stringify(v, null, 4)}\n`;
}

/** What `-o yaml|json` prints for several objects: a v1 List. */
export function asList(items: readonly KubeObject[]): KubeObject {
  return { apiVersion: 'v1', items: [...items], kind: 'List', metadata: { resourceVersion: '' } };
}
