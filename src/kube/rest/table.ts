// The Table a `kubectl get` asks for (Accept `application/json;as=Table;v=v1;g=meta.k8s.io`): the
// server converts objects to rows, so every client prints the same columns. Built-in kinds get the
// columns of kube-apiserver's printers ([K8S] pkg/printers/internalversion/printers.go) for the kinds
// the lessons use; custom resources get their CRD's additionalPrinterColumns, or Age when it has none
// ([AX] registry/customresource/tableconvertor/tableconvertor.go, apiserver.go
// serveDefaultColumnsIfEmpty); CRDs and kinds without a printer get the default convertor's Name and
// Created At ([AS] registry/rest/table.go).
import type { ApiServer, ResourceInfo } from '../apiserver/index.ts';
import { isObject, type Json, type JsonObject, type KubeObject, str } from '../apiserver/types.ts';
import { humanDuration } from './duration.ts';

export interface ColumnDefinition {
  name: string;
  type: 'string' | 'integer' | 'number' | 'boolean' | 'date';
  format: string;
  description: string;
  priority: number;
}

/** A cell as the real server sends it: a string, a number, a bool, or null (printed empty). */
export type Cell = string | number | boolean | null;

const NAME_DOC =
  'Name must be unique within a namespace. Is required when creating resources, although some resources may allow a client to request the generation of an appropriate name automatically. Name is primarily intended for creation idempotence and configuration definition. Cannot be updated. More info: https://kubernetes.io/docs/concepts/overview/working-with-objects/names#names';
const CREATION_DOC =
  'CreationTimestamp is a timestamp representing the server time when this object was created. It is not guaranteed to be set in happens-before order across separate operations. Clients may not set this value. It is represented in RFC3339 form and is in UTC.\n\nPopulated by the system. Read-only. Null for lists. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata';

const col = (
  name: string,
  type: ColumnDefinition['type'] = 'string',
  priority = 0,
  description = '',
): ColumnDefinition => ({ name, type, format: '', description, priority });
const NAME: ColumnDefinition = { ...col('Name', 'string', 0, NAME_DOC), format: 'name' };
const AGE = col('Age', 'string', 0, CREATION_DOC);
const CREATED_AT = col('Created At', 'date', 0, CREATION_DOC);

const meta = (o: KubeObject): JsonObject => (isObject(o.metadata) ? o.metadata : {});
const obj = (v: Json | undefined): JsonObject => (isObject(v) ? v : {});
const arr = (v: Json | undefined): Json[] => (Array.isArray(v) ? v : []);
const int = (v: Json | undefined): number => (typeof v === 'number' ? v : 0);

/** metatable.ConvertToHumanReadableDateType: `<unknown>` for a zero time. */
function age(o: KubeObject, now: number): string {
  const t = Date.parse(str(meta(o).creationTimestamp));
  return Number.isNaN(t) ? '<unknown>' : humanDuration(now - t);
}

/** time.Time.UTC().Format(time.RFC3339), as the default convertor prints Created At. */
function createdAt(o: KubeObject): string {
  const t = Date.parse(str(meta(o).creationTimestamp));
  return Number.isNaN(t) ? '0001-01-01T00:00:00Z' : new Date(t).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function servicePorts(o: KubeObject): string {
  const ports = arr(obj(o.spec).ports).map((p) => {
    const po = obj(p);
    return `${po.port}${po.nodePort ? `:${po.nodePort}` : ''}/${str(po.protocol) || 'TCP'}`;
  });
  return ports.length > 0 ? ports.join(',') : '<none>';
}

/** labels.FormatLabels / metav1.FormatLabelSelector for matchLabels: `a=b,c=d` in key order. */
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

function templateContainers(o: KubeObject): JsonObject[] {
  return arr(obj(obj(obj(o.spec).template).spec).containers).filter(isObject);
}

function subjectsOf(o: KubeObject, kind: string): string {
  return arr(o.subjects)
    .filter(isObject)
    .filter((s) => str(s.kind) === kind)
    .map((s) => (kind === 'ServiceAccount' ? `${str(s.namespace)}/${str(s.name)}` : str(s.name)))
    .join(', ');
}

interface Printer {
  columns: ColumnDefinition[];
  cells(o: KubeObject, now: number): Cell[];
}

const WITH_CREATED_AT: Printer = {
  columns: [NAME, CREATED_AT],
  cells: (o) => [str(meta(o).name), createdAt(o)],
};

const BINDING: Printer = {
  columns: [
    NAME,
    col('Role', 'string', 0, 'RoleRef is the reference to the role.'),
    AGE,
    col('Users', 'string', 1, 'Users in the binding.'),
    col('Groups', 'string', 1, 'Groups in the binding.'),
    col('ServiceAccounts', 'string', 1, 'ServiceAccounts in the binding.'),
  ],
  cells: (o, now) => [
    str(meta(o).name),
    `${str(obj(o.roleRef).kind)}/${str(obj(o.roleRef).name)}`,
    age(o, now),
    subjectsOf(o, 'User'),
    subjectsOf(o, 'Group'),
    subjectsOf(o, 'ServiceAccount'),
  ],
};

const WEBHOOKS: Printer = {
  columns: [NAME, col('Webhooks', 'integer', 0, 'Webhooks indicates the number of webhooks.'), AGE],
  cells: (o, now) => [str(meta(o).name), arr(o.webhooks).length, age(o, now)],
};

/** The built-in kinds' printers, by group/resource. */
const PRINTERS: Record<string, Printer> = {
  '/namespaces': {
    columns: [NAME, col('Status', 'string', 0, 'The status of the namespace'), AGE],
    cells: (o, now) => [str(meta(o).name), str(obj(o.status).phase) || 'Active', age(o, now)],
  },
  '/pods': {
    columns: [
      NAME,
      col('Ready', 'string', 0, 'The aggregate readiness state of this pod for accepting traffic.'),
      col('Status', 'string', 0, 'The aggregate status of the containers in this pod.'),
      col('Restarts', 'string', 0, 'The number of times the containers in this pod have been restarted.'),
      AGE,
      col('IP', 'string', 1),
      col('Node', 'string', 1),
      col('Nominated Node', 'string', 1),
      col('Readiness Gates', 'string', 1),
    ],
    cells: (o, now) => {
      const cs = arr(obj(o.status).containerStatuses).filter(isObject);
      const total = arr(obj(o.spec).containers).length;
      const ready = cs.filter((c) => c.ready === true).length;
      const restarts = cs.reduce((n, c) => n + int(c.restartCount), 0);
      return [
        str(meta(o).name),
        `${ready}/${total}`,
        str(obj(o.status).phase) || 'Pending',
        String(restarts),
        age(o, now),
        str(obj(o.status).podIP) || '<none>',
        str(obj(o.spec).nodeName) || '<none>',
        '<none>',
        '<none>',
      ];
    },
  },
  '/services': {
    columns: [
      NAME,
      col('Type'),
      col('Cluster-IP'),
      col('External-IP'),
      col('Port(s)'),
      AGE,
      col('Selector', 'string', 1),
    ],
    cells: (o, now) => [
      str(meta(o).name),
      str(obj(o.spec).type) || 'ClusterIP',
      str(obj(o.spec).clusterIP) || '<none>',
      '<none>',
      servicePorts(o),
      age(o, now),
      selectorText(obj(o.spec).selector),
    ],
  },
  '/endpoints': {
    columns: [NAME, col('Endpoints'), AGE],
    cells: (o, now) => [str(meta(o).name), endpointsText(o), age(o, now)],
  },
  '/configmaps': {
    columns: [NAME, col('Data', 'integer', 0, 'Data contains the configuration data.'), AGE],
    cells: (o, now) => [
      str(meta(o).name),
      Object.keys(obj(o.data)).length + Object.keys(obj(o.binaryData)).length,
      age(o, now),
    ],
  },
  '/secrets': {
    columns: [NAME, col('Type'), col('Data', 'integer'), AGE],
    cells: (o, now) => [
      str(meta(o).name),
      str(o.type) || 'Opaque',
      Object.keys(obj(o.data)).length,
      age(o, now),
    ],
  },
  '/serviceaccounts': {
    columns: [NAME, col('Secrets', 'integer'), AGE],
    cells: (o, now) => [str(meta(o).name), arr(o.secrets).length, age(o, now)],
  },
  'apps/deployments': {
    columns: [
      NAME,
      col('Ready', 'string', 0, 'Number of the pod with ready state'),
      col('Up-to-date', 'integer'),
      col('Available', 'integer'),
      AGE,
      col('Containers', 'string', 1, 'Names of each container in the template.'),
      col('Images', 'string', 1, 'Images referenced by each container in the template.'),
      col('Selector', 'string', 1),
    ],
    cells: (o, now) => {
      const st = obj(o.status);
      const want = typeof obj(o.spec).replicas === 'number' ? (obj(o.spec).replicas as number) : 1;
      return [
        str(meta(o).name),
        `${int(st.readyReplicas)}/${want}`,
        int(st.updatedReplicas),
        int(st.availableReplicas),
        age(o, now),
        templateContainers(o)
          .map((c) => str(c.name))
          .join(','),
        templateContainers(o)
          .map((c) => str(c.image))
          .join(','),
        selectorText(obj(o.spec).selector),
      ];
    },
  },
  'apps/replicasets': {
    columns: [
      NAME,
      col('Desired', 'integer'),
      col('Current', 'integer'),
      col('Ready', 'integer'),
      AGE,
      col('Containers', 'string', 1, 'Names of each container in the template.'),
      col('Images', 'string', 1, 'Images referenced by each container in the template.'),
      col('Selector', 'string', 1),
    ],
    cells: (o, now) => {
      const st = obj(o.status);
      return [
        str(meta(o).name),
        int(obj(o.spec).replicas),
        int(st.replicas),
        int(st.readyReplicas),
        age(o, now),
        templateContainers(o)
          .map((c) => str(c.name))
          .join(','),
        templateContainers(o)
          .map((c) => str(c.image))
          .join(','),
        selectorText(obj(o.spec).selector),
      ];
    },
  },
  'rbac.authorization.k8s.io/roles': WITH_CREATED_AT,
  'rbac.authorization.k8s.io/clusterroles': WITH_CREATED_AT,
  'rbac.authorization.k8s.io/rolebindings': BINDING,
  'rbac.authorization.k8s.io/clusterrolebindings': BINDING,
  'admissionregistration.k8s.io/validatingwebhookconfigurations': WEBHOOKS,
  'admissionregistration.k8s.io/mutatingwebhookconfigurations': WEBHOOKS,
  'coordination.k8s.io/leases': {
    columns: [NAME, col('Holder', 'string', 0, 'HolderIdentity'), AGE],
    cells: (o, now) => [str(meta(o).name), str(obj(o.spec).holderIdentity), age(o, now)],
  },
  'apiextensions.k8s.io/customresourcedefinitions': WITH_CREATED_AT,
};

/** A simple JSONPath (`.spec.size`, `.status.conditions[0].type`) as the CRD columns and kubectl's `-o jsonpath` use it. */
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

/** Go's json.Marshal of a decoded value: compact, map keys sorted (jsonpath prints maps and slices so). */
export function goJson(v: Json): string {
  if (Array.isArray(v)) return `[${v.map(goJson).join(',')}]`;
  if (isObject(v))
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${goJson(v[k])}`)
      .join(',')}}`;
  return JSON.stringify(v);
}

/** cellForJSONValue, and jsonpath's printing for `string` columns. */
function crCell(type: string, v: Json | undefined, now: number): Cell {
  if (v === undefined || v === null) return null;
  switch (type) {
    case 'string':
      return typeof v === 'string' ? v : typeof v === 'object' ? goJson(v) : String(v);
    case 'integer':
      return typeof v === 'number' ? Math.trunc(v) : null;
    case 'number':
      return typeof v === 'number' ? v : null;
    case 'boolean':
      return typeof v === 'boolean' ? v : null;
    case 'date': {
      if (typeof v !== 'string') return null;
      const t = Date.parse(v);
      return Number.isNaN(t) ? '<invalid>' : humanDuration(now - t);
    }
    default:
      return null;
  }
}

function crdPrinter(server: ApiServer, info: ResourceInfo): Printer {
  let columns: JsonObject[] = [];
  if (info.crdName) {
    const crd = server.get(
      { user: { username: 'system:apiserver', groups: ['system:masters'] } },
      { group: 'apiextensions.k8s.io', version: 'v1', resource: 'customresourcedefinitions' },
      info.crdName,
    );
    if (crd.ok) {
      const versions = arr(obj(crd.object.spec).versions).filter(isObject);
      const v = versions.find((x) => str(x.name) === info.version);
      columns = v ? arr(v.additionalPrinterColumns).filter(isObject) : [];
    }
  }
  if (columns.length === 0)
    columns = [{ name: 'Age', type: 'date', jsonPath: '.metadata.creationTimestamp' }];
  return {
    columns: [
      NAME,
      ...columns.map((c) => ({
        name: str(c.name),
        type: (str(c.type) || 'string') as ColumnDefinition['type'],
        format: str(c.format),
        description:
          str(c.description) || `Custom resource definition column (in JSONPath format): ${str(c.jsonPath)}`,
        priority: typeof c.priority === 'number' ? c.priority : 0,
      })),
    ],
    cells: (o, now) => [
      str(meta(o).name),
      ...columns.map((c) => crCell(str(c.type), jsonPathValue(o, str(c.jsonPath)), now)),
    ],
  };
}

const OBJECT_META: Printer = {
  columns: [NAME, AGE],
  cells: (o, now) => [str(meta(o).name), age(o, now)],
};

function printerOf(server: ApiServer, info: ResourceInfo): Printer {
  if (!info.builtin) return crdPrinter(server, info);
  return PRINTERS[`${info.group}/${info.resource}`] ?? OBJECT_META;
}

/** The Table of a list (or of one object, as a list of one), with each row's PartialObjectMetadata. */
export function toTable(server: ApiServer, list: KubeObject, info: ResourceInfo, now: number): JsonObject {
  const printer = printerOf(server, info);
  const items = arr(list.items).filter(isObject) as KubeObject[];
  const m = obj(list.metadata);
  return {
    kind: 'Table',
    apiVersion: 'meta.k8s.io/v1',
    metadata: {
      ...(m.resourceVersion ? { resourceVersion: m.resourceVersion } : {}),
      ...(m.continue ? { continue: m.continue } : {}),
      ...(typeof m.remainingItemCount === 'number' ? { remainingItemCount: m.remainingItemCount } : {}),
    },
    columnDefinitions: printer.columns as unknown as Json[],
    rows: items.map((o) => ({
      cells: printer.cells(o, now),
      object: { kind: 'PartialObjectMetadata', apiVersion: 'meta.k8s.io/v1', metadata: meta(o) },
    })),
  };
}
