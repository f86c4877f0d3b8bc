// The Table a `kubectl get` asks for (Accept `application/json;as=Table;v=v1;g=meta.k8s.io`): the
// server converts objects to rows, so every client prints the same columns. Built-in kinds get the
// columns of kube-apiserver's printers ([K8S] pkg/printers/internalversion/printers.go) for the kinds
// the lessons use; custom resources get their CRD's additionalPrinterColumns, or Age when it has none
// ([AX] registry/customresource/tableconvertor/tableconvertor.go, apiserver.go
// serveDefaultColumnsIfEmpty); CRDs and kinds without a printer get the default convertor's Name and
// Created At ([AS] registry/rest/table.go).
import { convertEvent } from '../apiserver/conversion.ts';
import type { ApiServer, ResourceInfo } from '../apiserver/index.ts';
import { isObject, type Json, type JsonObject, type KubeObject, str } from '../apiserver/types.ts';
import { humanDuration } from './duration.ts';
import { formatLabelSelector, formatLabels } from './labels.ts';

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

function endpointsText(o: KubeObject): string {
  // [K8S] pkg/printers/internalversion/printers.go formatEndpoints: three, then ` + N more...`; a
  // subset without ports (a headless Service's) lists its addresses alone
  const subsets = arr(o.subsets);
  if (subsets.length === 0) return '<none>';
  const list: string[] = [];
  let count = 0;
  const hostPort = (ip: string, port: Json | undefined) => `${ip.includes(':') ? `[${ip}]` : ip}:${port}`;
  for (const s of subsets) {
    const ss = obj(s);
    const addresses = arr(ss.addresses).map(obj);
    const ports = arr(ss.ports).map(obj);
    if (ports.length === 0) {
      count += addresses.length;
      for (const a of addresses) if (list.length < 3) list.push(str(a.ip));
      continue;
    }
    for (const p of ports) {
      count += addresses.length;
      for (const a of addresses) if (list.length < 3) list.push(hostPort(str(a.ip), p.port));
    }
  }
  return count > 3 ? `${list.join(',')} + ${count - 3} more...` : list.join(',');
}

/** listWithMoreString: three, then ` + N more...`; `<unset>` for none. */
function listWithMore(list: string[], count: number): string {
  if (count > 3) return `${list.join(',')} + ${count - 3} more...`;
  return list.length > 0 ? list.join(',') : '<unset>';
}

/** formatDiscoveryPorts: the port number, else its name, else `*`. */
function discoveryPorts(o: KubeObject): string {
  const ports = arr(o.ports).map(obj);
  const list = ports
    .slice(0, 3)
    .map((p) => (typeof p.port === 'number' ? String(p.port) : typeof p.name === 'string' ? p.name : '*'));
  return listWithMore(list, ports.length);
}

/** formatDiscoveryEndpoints: every address of every endpoint. */
function discoveryEndpoints(o: KubeObject): string {
  const all = arr(o.endpoints).flatMap((e) => arr(obj(e).addresses).map((a) => str(a)));
  return listWithMore(all.slice(0, 3), all.length);
}

/** layoutContainerCells: the template's container names and images, comma-separated. */
function containerCells(containers: Json | undefined): [string, string] {
  const cs = arr(containers).filter(isObject);
  return [cs.map((c) => str(c.name)).join(','), cs.map((c) => str(c.image)).join(',')];
}

const podTemplateSpec = (o: KubeObject): JsonObject => obj(obj(obj(o.spec).template).spec);

/** printBoolPtr: `<unset>` for nil, else `True`/`False`. */
const boolPtr = (v: Json | undefined): string =>
  typeof v === 'boolean' ? (v ? 'True' : 'False') : '<unset>';

/** The Containers, Images (and Selector) columns that end the workload printers (priority 1). */
const WORKLOAD_WIDE = [
  col('Containers', 'string', 1, 'Names of each container in the template.'),
  col('Images', 'string', 1, 'Images referenced by each container in the template.'),
];
const SELECTOR_WIDE = col('Selector', 'string', 1);

/** A workload printer: its own leading columns, Age, then the template's containers, images and selector. */
function workload(
  lead: ColumnDefinition[],
  cells: (o: KubeObject, now: number) => Cell[],
  opts: {
    selector?: boolean;
    template?: (o: KubeObject) => { template: JsonObject; selector: Json | undefined };
  } = {},
): Printer {
  const withSelector = opts.selector !== false;
  const templateOf =
    opts.template ??
    ((o: KubeObject) => ({ template: obj(obj(o.spec).template), selector: obj(o.spec).selector }));
  return {
    columns: [NAME, ...lead, AGE, ...WORKLOAD_WIDE, ...(withSelector ? [SELECTOR_WIDE] : [])],
    cells: (o, now) => {
      const own = cells(o, now);
      const { template, selector } = templateOf(o);
      return [
        str(meta(o).name),
        ...own,
        age(o, now),
        ...containerCells(obj(template.spec).containers),
        ...(withSelector ? [formatLabelSelector(selector)] : []),
      ];
    },
  };
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

const conditionTrue = (o: KubeObject, type: string): boolean => {
  const c = arr(obj(o.status).conditions)
    .filter(isObject)
    .find((x) => str(x.type) === type);
  return c !== undefined && str(c.status) === 'True';
};

/** printJob's Status: the first true condition of Complete, Failed, (deleting), Suspended, FailureTarget. */
function jobStatus(o: KubeObject): string {
  if (conditionTrue(o, 'Complete')) return 'Complete';
  if (conditionTrue(o, 'Failed')) return 'Failed';
  if (str(meta(o).deletionTimestamp)) return 'Terminating';
  if (conditionTrue(o, 'Suspended')) return 'Suspended';
  if (conditionTrue(o, 'FailureTarget')) return 'FailureTarget';
  return 'Running';
}

/** printJob's Completions: `succeeded/completions`, or `succeeded/1 of parallelism` without completions. */
function jobCompletions(o: KubeObject): string {
  const spec = obj(o.spec);
  const succeeded = int(obj(o.status).succeeded);
  if (typeof spec.completions === 'number') return `${succeeded}/${spec.completions}`;
  const parallelism = int(spec.parallelism);
  return parallelism > 1 ? `${succeeded}/1 of ${parallelism}` : `${succeeded}/1`;
}

/** printJob's Duration: start to completion, or to now while running; empty before it starts. */
function jobDuration(o: KubeObject, now: number): string {
  const status = obj(o.status);
  const start = Date.parse(str(status.startTime));
  if (Number.isNaN(start)) return '';
  const end = Date.parse(str(status.completionTime));
  return humanDuration((Number.isNaN(end) ? now : end) - start);
}

/**
 * findNodeRoles: `node-role.kubernetes.io/<role>` keys and the `kubernetes.io/role` value. The real
 * printer returns a Go set's unsorted list; sorted here so several roles print the same every time.
 */
function nodeRoles(o: KubeObject): string[] {
  const roles = new Set<string>();
  for (const [k, v] of Object.entries(obj(meta(o).labels))) {
    if (k.startsWith('node-role.kubernetes.io/') && k.length > 'node-role.kubernetes.io/'.length)
      roles.add(k.slice('node-role.kubernetes.io/'.length));
    else if (k === 'kubernetes.io/role' && str(v) !== '') roles.add(str(v));
  }
  return [...roles].sort();
}

/** getServiceExternalIP (wide): external IPs, the load balancer's ingress, or the external name. */
function serviceExternalIP(o: KubeObject): string {
  const spec = obj(o.spec);
  const external = arr(spec.externalIPs).map((x) => str(x));
  switch (str(spec.type)) {
    case 'ClusterIP':
    case 'NodePort':
      return external.length > 0 ? external.join(',') : '<none>';
    case 'LoadBalancer': {
      const lb = [
        ...new Set(
          arr(obj(obj(o.status).loadBalancer).ingress)
            .filter(isObject)
            .map((i) => str(i.ip) || str(i.hostname))
            .filter(Boolean),
        ),
      ];
      if (external.length > 0) return [...lb, ...external].join(',');
      return lb.length > 0 ? lb.join(',') : '<pending>';
    }
    case 'ExternalName':
      return str(spec.externalName);
  }
  return '<unknown>';
}

const isRestartableInit = (c: JsonObject | undefined): boolean => str(c?.restartPolicy) === 'Always';

/** printPod: Ready, Status (the reason kubectl shows), Restarts (with the last restart's age), IP, Node… */
function podCells(o: KubeObject, now: number): Cell[] {
  const spec = obj(o.spec);
  const status = obj(o.status);
  let restarts = 0;
  let sidecarRestarts = 0;
  let total = arr(spec.containers).length;
  let ready = 0;
  let lastRestart = 0;
  let lastSidecarRestart = 0;
  const phase = str(status.phase);
  let reason = str(status.reason) || phase;
  const conditions = arr(status.conditions).filter(isObject);
  for (const c of conditions)
    if (str(c.type) === 'PodScheduled' && str(c.reason) === 'SchedulingGated') reason = 'SchedulingGated';
  const inits = new Map(
    arr(spec.initContainers)
      .filter(isObject)
      .map((c) => [str(c.name), c]),
  );
  for (const c of inits.values()) if (isRestartableInit(c)) total++;
  const finishedAt = (cs: JsonObject) => {
    const t = obj(obj(cs.lastState).terminated);
    return isObject(obj(cs.lastState).terminated) ? Date.parse(str(t.finishedAt)) || 0 : 0;
  };
  let initializing = false;
  const initStatuses = arr(status.initContainerStatuses).filter(isObject);
  for (let i = 0; i < initStatuses.length; i++) {
    const cs = initStatuses[i];
    restarts += int(cs.restartCount);
    lastRestart = Math.max(lastRestart, finishedAt(cs));
    const sidecar = isRestartableInit(inits.get(str(cs.name)));
    if (sidecar) {
      sidecarRestarts += int(cs.restartCount);
      lastSidecarRestart = Math.max(lastSidecarRestart, finishedAt(cs));
    }
    const state = obj(cs.state);
    const terminated = isObject(state.terminated) ? state.terminated : undefined;
    const waiting = isObject(state.waiting) ? state.waiting : undefined;
    if (terminated && int(terminated.exitCode) === 0) continue;
    if (sidecar && cs.started === true) {
      if (cs.ready === true) ready++;
      continue;
    }
    if (terminated) {
      if (!str(terminated.reason))
        reason =
          int(terminated.signal) !== 0
            ? `Init:Signal:${int(terminated.signal)}`
            : `Init:ExitCode:${int(terminated.exitCode)}`;
      else reason = `Init:${str(terminated.reason)}`;
    } else if (waiting && str(waiting.reason) && str(waiting.reason) !== 'PodInitializing')
      reason = `Init:${str(waiting.reason)}`;
    else reason = `Init:${i}/${inits.size}`;
    initializing = true;
    break;
  }
  const initialized = conditions.some((c) => str(c.type) === 'Initialized' && str(c.status) === 'True');
  if (!initializing || initialized) {
    restarts = sidecarRestarts;
    lastRestart = lastSidecarRestart;
    let hasRunning = false;
    const statuses = arr(status.containerStatuses).filter(isObject);
    for (let i = statuses.length - 1; i >= 0; i--) {
      const cs = statuses[i];
      restarts += int(cs.restartCount);
      lastRestart = Math.max(lastRestart, finishedAt(cs));
      const state = obj(cs.state);
      const terminated = isObject(state.terminated) ? state.terminated : undefined;
      if (isObject(state.waiting) && str(state.waiting.reason)) reason = str(state.waiting.reason);
      else if (terminated && str(terminated.reason)) reason = str(terminated.reason);
      else if (terminated)
        reason =
          int(terminated.signal) !== 0
            ? `Signal:${int(terminated.signal)}`
            : `ExitCode:${int(terminated.exitCode)}`;
      else if (cs.ready === true && isObject(state.running)) {
        hasRunning = true;
        ready++;
      }
    }
    if (reason === 'Completed' && hasRunning)
      reason = conditions.some((c) => str(c.type) === 'Ready' && str(c.status) === 'True')
        ? 'Running'
        : 'NotReady';
  }
  if (str(meta(o).deletionTimestamp) && str(status.reason) === 'NodeLost') reason = 'Unknown';
  else if (str(meta(o).deletionTimestamp) && phase !== 'Succeeded' && phase !== 'Failed')
    reason = 'Terminating';
  const restartText =
    restarts !== 0 && lastRestart > 0
      ? `${restarts} (${humanDuration(now - lastRestart)} ago)`
      : String(restarts);
  const gates = arr(spec.readinessGates).filter(isObject);
  const gateText =
    gates.length === 0
      ? '<none>'
      : `${gates.filter((g) => conditions.find((c) => str(c.type) === str(g.conditionType))?.status === 'True').length}/${gates.length}`;
  return [
    str(meta(o).name),
    `${ready}/${total}`,
    reason,
    restartText,
    age(o, now),
    str(obj(arr(status.podIPs)[0]).ip) || '<none>',
    str(spec.nodeName) || '<none>',
    str(status.nominatedNodeName) || '<none>',
    gateText,
  ];
}

/** The built-in kinds' printers, by group/resource. */
/** translateTimestampSince / translateMicroTimestampSince: `<unknown>` for a zero time. */
function since(t: Json | undefined, now: number): string {
  const ms = Date.parse(str(t));
  return Number.isNaN(ms) ? '<unknown>' : humanDuration(now - ms);
}

/**
 * [K8S] pkg/printers/internalversion/printers.go printEvent, on the internal (core) Event: an
 * events.k8s.io one is converted back first. The server prints wide; kubectl hides priority 1.
 */
const EVENTS: Printer = {
  columns: [
    col('Last Seen', 'string', 0, 'The time at which the most recent occurrence of this event was recorded.'),
    col('Type', 'string', 0, 'Type of this event (Normal, Warning), new types could be added in the future'),
    col(
      'Reason',
      'string',
      0,
      "This should be a short, machine understandable string that gives the reason for the transition into the object's current status.",
    ),
    col('Object', 'string', 0, 'The object that this event is about.'),
    col(
      'Subobject',
      'string',
      1,
      'If referring to a piece of an object instead of an entire object, this string should contain a valid JSON/Go field access statement, such as desiredState.manifest.containers[2]. For example, if the object reference is to a container within a pod, this would take on a value like: "spec.containers{name}" (where "name" refers to the name of the container that triggered the event) or if no container name is specified "spec.containers[2]" (container with index 2 in this pod). This syntax is chosen only to have some well-defined way of referencing a part of an object.',
    ),
    col(
      'Source',
      'string',
      1,
      'The component reporting this event. Should be a short machine understandable string.',
    ),
    col('Message', 'string', 0, 'A human-readable description of the status of this operation.'),
    col(
      'First Seen',
      'string',
      1,
      'The time at which the event was first recorded. (Time of server receipt is in TypeMeta.)',
    ),
    col('Count', 'string', 1, 'The number of times this event has occurred.'),
    { ...col('Name', 'string', 1, NAME_DOC), format: 'name' },
  ],
  cells: (o, now) => {
    const e = str(o.apiVersion).startsWith('events.k8s.io/') ? convertEvent(o, false) : o;
    const first = e.firstTimestamp ? since(e.firstTimestamp, now) : since(e.eventTime, now);
    let last = e.lastTimestamp ? since(e.lastTimestamp, now) : first;
    let count = int(e.count) || 1;
    if (isObject(e.series)) {
      last = since(e.series.lastObservedTime, now);
      count = int(e.series.count);
    }
    const ref = obj(e.involvedObject);
    const kind = str(ref.kind).toLowerCase();
    const src = obj(e.source);
    const component = str(src.component) || str(e.reportingComponent);
    const instance = str(src.host) || str(e.reportingInstance);
    return [
      last,
      str(e.type),
      str(e.reason),
      str(ref.name) ? `${kind}/${str(ref.name)}` : kind,
      str(ref.fieldPath),
      instance ? `${component}, ${instance}` : component,
      str(e.message).trim(),
      first,
      count,
      str(meta(o).name),
    ];
  },
};

const PRINTERS: Record<string, Printer> = {
  '/events': EVENTS,
  'events.k8s.io/events': EVENTS,
  '/namespaces': {
    columns: [NAME, col('Status', 'string', 0, 'The status of the namespace'), AGE],
    cells: (o, now) => [str(meta(o).name), str(obj(o.status).phase) || 'Active', age(o, now)],
  },
  '/pods': {
    columns: [
      NAME,
      col('Ready', 'string', 0, 'The aggregate readiness state of this pod for accepting traffic.'),
      col('Status', 'string', 0, 'The aggregate status of the containers in this pod.'),
      col(
        'Restarts',
        'string',
        0,
        'The number of times the containers in this pod have been restarted and when the last container in this pod has restarted.',
      ),
      AGE,
      col('IP', 'string', 1),
      col('Node', 'string', 1),
      col('Nominated Node', 'string', 1),
      col('Readiness Gates', 'string', 1),
    ],
    cells: podCells,
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
      str(obj(o.spec).type),
      str(arr(obj(o.spec).clusterIPs)[0] ?? '') || '<none>',
      serviceExternalIP(o),
      servicePorts(o),
      age(o, now),
      formatLabels(obj(o.spec).selector),
    ],
  },
  '/endpoints': {
    columns: [NAME, col('Endpoints'), AGE],
    cells: (o, now) => [str(meta(o).name), endpointsText(o), age(o, now)],
  },
  // [K8S] pkg/printers/internalversion/printers.go printEndpointSlice
  'discovery.k8s.io/endpointslices': {
    columns: [NAME, col('AddressType'), col('Ports'), col('Endpoints'), AGE],
    cells: (o, now) => [
      str(meta(o).name),
      str(o.addressType),
      discoveryPorts(o),
      discoveryEndpoints(o),
      age(o, now),
    ],
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
    columns: [NAME, col('Type'), col('Data'), AGE],
    cells: (o, now) => [
      str(meta(o).name),
      str(o.type) || 'Opaque',
      Object.keys(obj(o.data)).length,
      age(o, now),
    ],
  },
  // [K8S] pkg/printers/internalversion/printers.go printResourceQuota: used/hard per resource of
  // status.hard, "limits.*" in Limit, the rest in Request
  '/resourcequotas': {
    columns: [
      NAME,
      AGE,
      col(
        'Request',
        'string',
        0,
        'Request represents a minimum amount of cpu/memory that a container may consume.',
      ),
      col(
        'Limit',
        'string',
        0,
        'Limits control the maximum amount of cpu/memory that a container may use independent of contention on the node.',
      ),
    ],
    cells: (o, now) => {
      const hard = obj(obj(o.status).hard);
      const used = obj(obj(o.status).used);
      const request: string[] = [];
      const limit: string[] = [];
      for (const r of Object.keys(hard).sort()) {
        const pieces = r.split('.');
        (pieces.length > 1 && pieces[0] === 'limits' ? limit : request).push(
          `${r}: ${str(used[r]) || '0'}/${str(hard[r])}`,
        );
      }
      return [str(meta(o).name), age(o, now), request.join(', '), limit.join(', ')];
    },
  },
  // printLimitRange: Name and Created At
  '/limitranges': WITH_CREATED_AT,
  '/replicationcontrollers': workload(
    [col('Desired', 'integer'), col('Current', 'integer'), col('Ready', 'integer')],
    (o) => [int(obj(o.spec).replicas), int(obj(o.status).replicas), int(obj(o.status).readyReplicas)],
    {
      template: (o) => ({
        template: obj(obj(o.spec).template),
        selector: { matchLabels: obj(obj(o.spec).selector) },
      }),
    },
  ),
  // printControllerRevision: the controller as formatResourceName(kind.group, name)
  'apps/controllerrevisions': {
    columns: [
      NAME,
      col('Controller', 'string', 0, 'Controller of the object'),
      col('Revision', 'string', 0, 'Revision indicates the revision of the state represented by Data.'),
      AGE,
    ],
    cells: (o, now) => {
      const ref = arr(meta(o).ownerReferences)
        .filter(isObject)
        .find((r) => r.controller === true);
      let controller = '<none>';
      if (ref) {
        const apiVersion = str(ref.apiVersion);
        const group = apiVersion.includes('/') ? apiVersion.slice(0, apiVersion.indexOf('/')) : '';
        controller = `${(group === '' ? str(ref.kind) : `${str(ref.kind)}.${group}`).toLowerCase()}/${str(ref.name)}`;
      }
      return [str(meta(o).name), controller, int(o.revision), age(o, now)];
    },
  },
  '/serviceaccounts': {
    columns: [NAME, col('Secrets'), AGE],
    cells: (o, now) => [str(meta(o).name), arr(o.secrets).length, age(o, now)],
  },
  'apps/deployments': workload(
    [
      col('Ready', 'string', 0, 'Number of the pod with ready state'),
      col('Up-to-date', 'string'),
      col('Available', 'string'),
    ],
    (o) => {
      const st = obj(o.status);
      const want = typeof obj(o.spec).replicas === 'number' ? (obj(o.spec).replicas as number) : 1;
      return [`${int(st.readyReplicas)}/${want}`, int(st.updatedReplicas), int(st.availableReplicas)];
    },
  ),
  'apps/replicasets': workload(
    [col('Desired', 'integer'), col('Current', 'integer'), col('Ready', 'integer')],
    (o) => [int(obj(o.spec).replicas), int(obj(o.status).replicas), int(obj(o.status).readyReplicas)],
  ),
  'apps/statefulsets': workload(
    [col('Ready', 'string', 0, 'Number of the pod with ready state')],
    (o) => [`${int(obj(o.status).readyReplicas)}/${int(obj(o.spec).replicas)}`],
    { selector: false },
  ),
  'apps/daemonsets': workload(
    [
      col('Desired', 'integer'),
      col('Current', 'integer'),
      col('Ready', 'integer'),
      col('Up-to-date', 'integer'),
      col('Available', 'integer'),
      col('Node Selector'),
    ],
    (o) => {
      const st = obj(o.status);
      return [
        int(st.desiredNumberScheduled),
        int(st.currentNumberScheduled),
        int(st.numberReady),
        int(st.updatedNumberScheduled),
        int(st.numberAvailable),
        formatLabels(podTemplateSpec(o).nodeSelector),
      ];
    },
  ),
  // printIngress. The server's TableConvertor generates with Wide: true (pkg/printers/storage), so
  // ingressLoadBalancerStatusStringer never clips the address.
  'networking.k8s.io/ingresses': {
    columns: [
      NAME,
      col(
        'Class',
        'string',
        0,
        'The name of the IngressClass resource that should be used for additional configuration',
      ),
      col('Hosts', 'string', 0, 'Hosts that incoming requests are matched against before the ingress rule'),
      col('Address', 'string', 0, 'Address is a list containing ingress points for the load-balancer'),
      col('Ports', 'string', 0, 'Ports of TLS configurations that open'),
      AGE,
    ],
    cells: (o, now) => {
      const spec = obj(o.spec);
      const rules = arr(spec.rules).filter(isObject);
      const hosts: string[] = [];
      let more = false;
      for (const r of rules) {
        if (hosts.length === 3) more = true;
        if (!more && str(r.host) !== '') hosts.push(str(r.host));
      }
      const hostCell =
        hosts.length === 0
          ? '*'
          : more
            ? `${hosts.join(',')} + ${rules.length - 3} more...`
            : hosts.join(',');
      const addresses = [
        ...new Set(
          arr(obj(obj(o.status).loadBalancer).ingress)
            .filter(isObject)
            .map((i) => str(i.ip) || str(i.hostname))
            .filter(Boolean),
        ),
      ].sort();
      return [
        str(meta(o).name),
        typeof spec.ingressClassName === 'string' ? spec.ingressClassName : '<none>',
        hostCell,
        addresses.join(','),
        arr(spec.tls).length > 0 ? '80, 443' : '80',
        age(o, now),
      ];
    },
  },
  'batch/jobs': workload(
    [
      col('Status', 'string', 0, 'Status of the job.'),
      col('Completions'),
      col('Duration', 'string', 0, 'Time required to complete the job.'),
    ],
    (o, now) => [jobStatus(o), jobCompletions(o), jobDuration(o, now)],
  ),
  'batch/cronjobs': workload(
    [
      col('Schedule'),
      col('Timezone'),
      col('Suspend', 'boolean'),
      col('Active', 'integer'),
      col('Last Schedule'),
    ],
    (o, now) => {
      const spec = obj(o.spec);
      const last = Date.parse(str(obj(o.status).lastScheduleTime));
      return [
        str(spec.schedule),
        spec.timeZone === undefined || spec.timeZone === null ? '<none>' : str(spec.timeZone),
        boolPtr(spec.suspend),
        arr(obj(o.status).active).length,
        Number.isNaN(last) ? '<none>' : humanDuration(now - last),
      ];
    },
    {
      template: (o) => {
        const job = obj(obj(obj(o.spec).jobTemplate).spec);
        return { template: obj(job.template), selector: job.selector };
      },
    },
  ),
  '/nodes': {
    columns: [
      NAME,
      col('Status', 'string', 0, 'The status of the node'),
      col('Roles', 'string', 0, 'The roles of the node'),
      AGE,
      col('Version'),
      col('Internal-IP', 'string', 1),
      col('External-IP', 'string', 1),
      col('OS-Image', 'string', 1),
      col('Kernel-Version', 'string', 1),
      col('Container-Runtime', 'string', 1),
    ],
    cells: (o, now) => {
      const status = obj(o.status);
      const info = obj(status.nodeInfo);
      const ready = arr(status.conditions)
        .filter(isObject)
        .filter((c) => str(c.type) === 'Ready')
        .at(-1);
      const states = ready ? [str(ready.status) === 'True' ? 'Ready' : 'NotReady'] : ['Unknown'];
      if (obj(o.spec).unschedulable === true) states.push('SchedulingDisabled');
      const address = (type: string) =>
        str(
          arr(status.addresses)
            .filter(isObject)
            .find((a) => str(a.type) === type)?.address,
        ) || '<none>';
      return [
        str(meta(o).name),
        states.join(','),
        nodeRoles(o).join(',') || '<none>',
        age(o, now),
        str(info.kubeletVersion),
        address('InternalIP'),
        address('ExternalIP'),
        str(info.osImage) || '<unknown>',
        str(info.kernelVersion) || '<unknown>',
        str(info.containerRuntimeVersion) || '<unknown>',
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

/** An autoscaling/v1 Scale ([K8S] pkg/printers/internalversion/printers.go printScale). */
const SCALE_PRINTER: Printer = {
  columns: [
    NAME,
    col('Desired', 'integer', 0, 'Desired number of replicas'),
    col('Available', 'integer', 0, 'Available number of replicas'),
  ],
  cells: (o) => [str(meta(o).name), int(obj(o.spec).replicas), int(obj(o.status).replicas)],
};

function printerOf(server: ApiServer, info: ResourceInfo): Printer {
  if (info.group === 'autoscaling' && info.kind === 'Scale') return SCALE_PRINTER;
  if (!info.builtin) return crdPrinter(server, info);
  return PRINTERS[`${info.group}/${info.resource}`] ?? OBJECT_META;
}

/**
 * The Table of a list (or of one object, as a list of one); each row's object as includeObject asks
 * ([AS] pkg/endpoints/handlers/response.go asTable): the object itself with its kind and apiVersion
 * (ConvertToVersion), its PartialObjectMetadata (the default), or none.
 */
export function toTable(
  server: ApiServer,
  list: KubeObject,
  info: ResourceInfo,
  now: number,
  includeObject: 'Object' | 'Metadata' | 'None' = 'Metadata',
): JsonObject {
  const printer = printerOf(server, info);
  const items = arr(list.items).filter(isObject) as KubeObject[];
  const m = obj(list.metadata);
  const apiVersion = info.group ? `${info.group}/${info.version}` : info.version;
  const rowObject = (o: KubeObject): Json =>
    includeObject === 'None'
      ? null
      : includeObject === 'Object'
        ? { ...o, apiVersion, kind: info.kind }
        : { kind: 'PartialObjectMetadata', apiVersion: 'meta.k8s.io/v1', metadata: meta(o) };
  return {
    kind: 'Table',
    apiVersion: 'meta.k8s.io/v1',
    metadata: {
      ...(m.resourceVersion ? { resourceVersion: m.resourceVersion } : {}),
      ...(m.continue ? { continue: m.continue } : {}),
      ...(typeof m.remainingItemCount === 'number' ? { remainingItemCount: m.remainingItemCount } : {}),
    },
    columnDefinitions: printer.columns as unknown as Json[],
    rows: items.map((o) => ({ cells: printer.cells(o, now), object: rowObject(o) })),
  };
}
