/**
 * What the in-tree strategies and REST storages of built-in kinds do to an object before validation,
 * beyond defaulting (kubernetes pkg/registry/<group>/<kind>/strategy.go PrepareForCreate, and the
 * Service storage's IP and port allocation, pkg/registry/core/service/storage/alloc.go). The cluster is
 * single-stack IPv4, as kind and envtest are by default.
 */
import { validateServiceClusterIPs } from './builtinvalidation.ts';
import { defaultJobLabels } from './defaults.ts';
import { Seeded } from './objectmeta.ts';
import { parseQuantityText } from './quantity.ts';
import type { FieldError } from './status.ts';
import { fieldErr } from './status.ts';
import { STATUS_ZEROS } from './statuszeros.gen.ts';
import type { Json, JsonObject, KubeObject } from './types.ts';
import { deepCopy, isObject, jsonEqual, metaOf, str } from './types.ts';

/**
 * The Service storage's allocators: ClusterIPs from 10.96.0.0/16 and node ports from 30000-32767.
 * What other Services hold is read from the store before each Service write (`hold`), so an object
 * deleted gives its IP and ports back, as the allocators' bitmaps do.
 */
export class ServiceAllocators {
  // The range's first address is the `kubernetes` Service's (kube-apiserver reserves it for its own
  // controller, kubernetes pkg/controlplane/services.go ServiceIPRange: the in-cluster config dials
  // it); dynamic allocation never hands it out.
  private nextIP = 2;
  private heldIPs = new Set<string>();
  private usedPorts = new Set<number>();
  // its own sequence, so allocating ports does not move the uids the server hands out
  private readonly random = new Seeded(0x6e6f6465);

  /** A function that puts the dynamic allocators back where they are now. */
  snapshot(): () => void {
    const nextIP = this.nextIP;
    const random = { ...this.random };
    return () => {
      this.nextIP = nextIP;
      Object.assign(this.random, random);
    };
  }

  /** The IPs and node ports the other stored Services hold, before one Service's write. */
  hold(ips: Set<string>, ports: Set<number>): void {
    this.heldIPs = ips;
    this.usedPorts = ports;
  }

  /** Allocate's answer for a requested IP: undefined when free (kubernetes pkg/registry/core/service/ipallocator). */
  requestIP(ip: string): string | undefined {
    const m = /^10\.96\.(\d+)\.(\d+)$/.exec(ip);
    const n = m ? Number(m[1]) * 256 + Number(m[2]) : -1;
    if (n < 1 || n > 65534)
      return `the provided IP (${ip}) is not in the valid range. The range of valid IPs is 10.96.0.0/16`;
    if (this.heldIPs.has(ip)) return 'provided IP is already allocated';
    this.heldIPs.add(ip);
    return undefined;
  }

  clusterIP(): string {
    for (;;) {
      const n = this.nextIP++;
      const ip = `10.96.${(n >> 8) & 255}.${n & 255}`;
      if (!this.heldIPs.has(ip)) return ip;
    }
  }

  /** A node port no other Service holds (the caller checks requested ones with `portHeld`). */
  nodePort(): number {
    for (;;) {
      const p = 30000 + (this.random.next() % 2768);
      if (!this.usedPorts.has(p)) {
        this.usedPorts.add(p);
        return p;
      }
    }
  }

  portHeld(port: number): boolean {
    return this.usedPorts.has(port);
  }

  reserve(port: number): void {
    this.usedPorts.add(port);
  }
}

/**
 * The status an object of a built-in kind with a status subresource starts with: the strategy resets it,
 * and what is left is its Go zero value as encoding/json writes it (fields without omitempty stay:
 * statuszeros.gen.ts); the defaults read back from storage (a Namespace's phase, a claim's) follow.
 */
export function initialStatus(kind: string, obj: KubeObject, now: string): void {
  switch (kind) {
    case 'PersistentVolume':
      // persistentvolumeStrategy.PrepareForCreate: Pending since now (LastPhaseTransitionTime, GA 1.31)
      obj.status = { phase: 'Pending', lastPhaseTransitionTime: now };
      return;
    case 'Namespace':
      obj.status = { phase: 'Active' };
      return;
    case 'Node':
      // nodeStrategy.PrepareForCreate keeps status: "Nodes allow *all* fields, including status, to be set on create"
      return;
    case 'Pod':
      obj.status = {}; // podStrategy.PrepareForCreate fills it once defaults are in (prepareForCreate)
      return;
    default:
      obj.status = {};
      fillStatusZeros(kind, obj);
  }
}

/**
 * A built-in object's status as the server stores it: every write decodes the body into the Go struct
 * and encodes it again, so a status written without its non-omitempty fields (a client's raw JSON, a
 * merge patch) gets their zero values. Structs nested in the zero are filled the same way.
 */
export function fillStatusZeros(kind: string, obj: KubeObject): void {
  const zero = STATUS_ZEROS[kind];
  if (zero === undefined) return;
  if (!isObject(obj.status)) obj.status = {};
  fillZeros(obj.status, JSON.parse(zero) as JsonObject);
}

function fillZeros(into: JsonObject, zero: JsonObject): void {
  for (const [k, z] of Object.entries(zero)) {
    const v = into[k];
    // JSON null leaves a Go field at its zero value
    if (v === undefined || v === null) into[k] = z;
    else if (isObject(z) && isObject(v)) fillZeros(v, z);
  }
}

/**
 * PrepareForCreate's work that needs the defaulted object. A Service whose cluster IPs the storage
 * cannot allocate for answers the errors of that check, which then are the request's only ones.
 */
export function prepareForCreate(kind: string, obj: KubeObject, alloc: ServiceAllocators): FieldError[] {
  switch (kind) {
    case 'Namespace': {
      const spec = isObject(obj.spec) ? obj.spec : (obj.spec = {});
      if (!Array.isArray(spec.finalizers)) spec.finalizers = ['kubernetes'];
      const meta = metaOf(obj);
      const labels = isObject(meta.labels) ? meta.labels : (meta.labels = {});
      labels['kubernetes.io/metadata.name'] = str(meta.name);
      return [];
    }
    case 'Pod':
      preparePod(obj);
      return [];
    case 'Job':
      prepareJob(obj);
      return [];
    case 'Service':
      return allocateService(obj, undefined, alloc);
    case 'StatefulSet':
      dropStatefulSetMaxUnavailable(obj);
      return [];
    case 'DaemonSet': {
      // daemonSetStrategy.PrepareForCreate: TemplateGeneration at least 1, which apps/v1 carries in an
      // annotation (pkg/apis/apps/v1/conversion.go, DeprecatedTemplateGeneration).
      const annotations = annotationsOf(obj);
      const given = Number.parseInt(str(annotations[TEMPLATE_GENERATION]), 10);
      annotations[TEMPLATE_GENERATION] = String(Number.isFinite(given) && given >= 1 ? given : 1);
      return [];
    }
  }
  return [];
}

const TEMPLATE_GENERATION = 'deprecated.daemonset.template.generation';

/**
 * dropStatefulSetDisabledFields: MaxUnavailableStatefulSet is alpha (off) in 1.34, so a new
 * maxUnavailable is dropped on create and update (an old object never holds one here).
 */
function dropStatefulSetMaxUnavailable(obj: KubeObject): void {
  const strategy = isObject(obj.spec) ? obj.spec.updateStrategy : undefined;
  if (isObject(strategy) && isObject(strategy.rollingUpdate)) delete strategy.rollingUpdate.maxUnavailable;
}

function annotationsOf(obj: KubeObject): JsonObject {
  const meta = metaOf(obj);
  if (!isObject(meta.annotations)) meta.annotations = {};
  return meta.annotations as JsonObject;
}

/**
 * PrepareForUpdate's work beyond keeping status (the Service storage's allocated values), with the
 * errors of the Service storage's own check, as on create.
 */
export function prepareForUpdate(
  kind: string,
  obj: KubeObject,
  old: KubeObject,
  alloc: ServiceAllocators,
): FieldError[] {
  if (kind === 'Service') return allocateService(obj, old, alloc);
  if (kind === 'StatefulSet') dropStatefulSetMaxUnavailable(obj);
  if (kind === 'DaemonSet') {
    // daemonSetStrategy.PrepareForUpdate: an update may not set TemplateGeneration; a changed pod
    // template moves it on by one.
    const before = Number.parseInt(str(annotationsOf(old)[TEMPLATE_GENERATION]), 10) || 0;
    const spec = (o: KubeObject) => (isObject(o.spec) ? o.spec.template : undefined);
    const next = jsonEqual(spec(old), spec(obj)) ? before : before + 1;
    if (next === 0) delete annotationsOf(obj)[TEMPLATE_GENERATION];
    else annotationsOf(obj)[TEMPLATE_GENERATION] = String(next);
  }
  return [];
}

// ---- Pod ----------------------------------------------------------------------------------------------

/** podStrategy.PrepareForCreate: status is phase Pending with the QoS class, and a gated pod is not scheduled. */
function preparePod(obj: KubeObject): void {
  const spec = isObject(obj.spec) ? obj.spec : {};
  const status: JsonObject = { phase: 'Pending' };
  // applyWaitingForSchedulingGatesCondition
  if (Array.isArray(spec.schedulingGates) && spec.schedulingGates.length > 0)
    status.conditions = [
      {
        type: 'PodScheduled',
        status: 'False',
        lastProbeTime: null,
        lastTransitionTime: null,
        reason: 'SchedulingGated',
        message: 'Scheduling is blocked due to non-empty scheduling gates',
      },
    ];
  status.qosClass = podQOS(spec);
  obj.status = status;
}

/**
 * qos.GetPodQOS (pkg/apis/core/helper/qos/qos.go ComputePodQOS): only cpu and memory count; BestEffort
 * without any non-zero request or limit, Guaranteed when every container limits both and the summed
 * requests equal the summed limits, else Burstable.
 */
export function podQOS(spec: JsonObject): 'BestEffort' | 'Burstable' | 'Guaranteed' {
  const requests = new Map<string, bigint>();
  const limits = new Map<string, bigint>();
  let guaranteed = true;
  const add = (into: Map<string, bigint>, list: Json | undefined, found?: Set<string>) => {
    if (!isObject(list)) return;
    for (const [name, q] of Object.entries(list)) {
      if (name !== 'cpu' && name !== 'memory') continue;
      const [milli, , err] = parseQuantityText(String(q));
      const v = BigInt(milli);
      if (err !== 0 || v <= 0n) continue;
      found?.add(name);
      into.set(name, (into.get(name) ?? 0n) + v);
    }
  };
  for (const key of ['containers', 'initContainers']) {
    const list = spec[key];
    if (!Array.isArray(list)) continue;
    for (const c of list) {
      if (!isObject(c)) continue;
      const res = isObject(c.resources) ? c.resources : {};
      add(requests, res.requests);
      const found = new Set<string>();
      add(limits, res.limits, found);
      if (!found.has('memory') || !found.has('cpu')) guaranteed = false;
    }
  }
  if (requests.size === 0 && limits.size === 0) return 'BestEffort';
  if (guaranteed)
    for (const [name, req] of requests)
      if (limits.get(name) !== req) {
        guaranteed = false;
        break;
      }
  return guaranteed && requests.size === limits.size ? 'Guaranteed' : 'Burstable';
}

// ---- Job ----------------------------------------------------------------------------------------------

/**
 * jobStrategy.PrepareForCreate → generateSelectorIfNeeded: unless manualSelector, the template gets the
 * job-name and controller-uid labels (legacy and batch.kubernetes.io/ forms, user values kept) and the
 * selector matches batch.kubernetes.io/controller-uid.
 */
function prepareJob(obj: KubeObject): void {
  const spec = isObject(obj.spec) ? obj.spec : (obj.spec = {});
  if (spec.manualSelector === true) return;
  const meta = metaOf(obj);
  const template = isObject(spec.template) ? spec.template : (spec.template = {});
  const tmeta = isObject(template.metadata) ? template.metadata : (template.metadata = {});
  const labels = isObject(tmeta.labels) ? tmeta.labels : (tmeta.labels = {});
  for (const k of ['job-name', 'batch.kubernetes.io/job-name'])
    if (!(k in labels)) labels[k] = str(meta.name);
  for (const k of ['controller-uid', 'batch.kubernetes.io/controller-uid'])
    if (!(k in labels)) labels[k] = str(meta.uid);
  const selector = isObject(spec.selector) ? spec.selector : (spec.selector = {});
  const match = isObject(selector.matchLabels) ? selector.matchLabels : (selector.matchLabels = {});
  if (!('batch.kubernetes.io/controller-uid' in match))
    match['batch.kubernetes.io/controller-uid'] = str(meta.uid);
  defaultJobLabels(obj);
}

// ---- Service ------------------------------------------------------------------------------------------

const needsClusterIP = (spec: JsonObject) => str(spec.type) !== 'ExternalName';
const needsNodePort = (spec: JsonObject) =>
  spec.type === 'NodePort' || (spec.type === 'LoadBalancer' && spec.allocateLoadBalancerNodePorts !== false);
const needsHealthCheckNodePort = (spec: JsonObject) =>
  spec.type === 'LoadBalancer' && spec.externalTrafficPolicy === 'Local';

/**
 * normalizeClusterIPs on update (pkg/registry/core/service/storage/storage.go): a client that changes
 * or clears clusterIP but sends the old clusterIPs back (an old client, or kubectl apply's merge with
 * the live object) means the new single value; validation then judges the change.
 */
function normalizeClusterIPs(spec: JsonObject, oldSpec: JsonObject): void {
  const ips = (s: JsonObject) => (Array.isArray(s.clusterIPs) ? s.clusterIPs.map((ip) => str(ip)) : []);
  const same = () => jsonEqual(ips(spec), ips(oldSpec));
  if (ips(oldSpec).length > 0 && ips(spec).length === 0 && str(oldSpec.clusterIP) === str(spec.clusterIP))
    spec.clusterIPs = deepCopy(oldSpec.clusterIPs);
  if (str(oldSpec.clusterIP) === str(spec.clusterIP)) return;
  if (str(oldSpec.clusterIP) !== '' && str(spec.clusterIP) === '') {
    if (same()) delete spec.clusterIPs;
  } else if (same()) spec.clusterIPs = [str(spec.clusterIP)];
}

const externallyAccessible = (spec: JsonObject) =>
  spec.type === 'LoadBalancer' ||
  spec.type === 'NodePort' ||
  (spec.type === 'ClusterIP' && Array.isArray(spec.externalIPs) && spec.externalIPs.length > 0);

/**
 * dropTypeDependentFields (pkg/registry/core/service/strategy.go PrepareForUpdate): a Service that
 * changes type loses what the old type had allocated or implied, when the client sent it back
 * unchanged. Node ports count as unchanged when the update adds none the old Service did not have,
 * so a NodePort Service sent back as ClusterIP with its node ports keeps none of them, while one that
 * picks a new node port is refused by validation.
 */
function dropTypeDependentFields(spec: JsonObject, oldSpec: JsonObject): void {
  const list = (s: JsonObject, k: string) => (Array.isArray(s[k]) ? (s[k] as Json[]).map((x) => str(x)) : []);
  if (needsClusterIP(oldSpec) && !needsClusterIP(spec)) {
    if (
      str(spec.clusterIP) === str(oldSpec.clusterIP) &&
      jsonEqual(list(spec, 'clusterIPs'), list(oldSpec, 'clusterIPs'))
    ) {
      delete spec.clusterIP;
      delete spec.clusterIPs;
    }
    if (jsonEqual(spec.ipFamilies ?? null, oldSpec.ipFamilies ?? null)) delete spec.ipFamilies;
    if (str(spec.ipFamilyPolicy) === str(oldSpec.ipFamilyPolicy)) delete spec.ipFamilyPolicy;
  }
  const nodePorts = (s: JsonObject) =>
    (Array.isArray(s.ports) ? s.ports : [])
      .filter(isObject)
      .map((p) => Number(p.nodePort ?? 0))
      .filter((n) => n !== 0);
  if (needsNodePort(oldSpec) && !needsNodePort(spec)) {
    const old = new Set(nodePorts(oldSpec));
    if (nodePorts(spec).every((n) => old.has(n)))
      for (const p of Array.isArray(spec.ports) ? spec.ports : []) if (isObject(p)) delete p.nodePort;
  }
  if (
    needsHealthCheckNodePort(oldSpec) &&
    !needsHealthCheckNodePort(spec) &&
    Number(spec.healthCheckNodePort ?? 0) === Number(oldSpec.healthCheckNodePort ?? 0)
  )
    delete spec.healthCheckNodePort;
  if (oldSpec.type === 'LoadBalancer' && spec.type !== 'LoadBalancer') {
    if (
      typeof spec.allocateLoadBalancerNodePorts === 'boolean' &&
      spec.allocateLoadBalancerNodePorts === oldSpec.allocateLoadBalancerNodePorts
    )
      delete spec.allocateLoadBalancerNodePorts;
    if ((spec.loadBalancerClass ?? null) === (oldSpec.loadBalancerClass ?? null))
      delete spec.loadBalancerClass;
  }
  if (
    externallyAccessible(oldSpec) &&
    !externallyAccessible(spec) &&
    str(spec.externalTrafficPolicy) === str(oldSpec.externalTrafficPolicy)
  )
    delete spec.externalTrafficPolicy;
}

// The node port range the simulated cluster serves (kube-apiserver's --service-node-port-range default).
const NODE_PORT_MIN = 30000;
const NODE_PORT_MAX = 32767;

/**
 * The node ports a NodePort or LoadBalancer Service asks for, as the storage allocates them before
 * validation (pkg/registry/core/service/storage/alloc.go initNodePorts on create, updateNodePorts on
 * update; portallocator Allocate's errors). The first refusal is the only error. On create, ports
 * with the same port number share the first node port asked for among them, and a node port asked
 * for twice otherwise is already allocated; on update only node ports the old Service did not hold
 * are allocated. A node port another stored Service holds is already allocated too.
 */
function requestedNodePortErrors(
  spec: JsonObject,
  oldSpec: JsonObject | undefined,
  alloc: ServiceAllocators,
): FieldError[] {
  if (spec.type !== 'NodePort' && spec.type !== 'LoadBalancer') return [];
  const ports = Array.isArray(spec.ports) ? spec.ports : [];
  const nodePortOf = (p: Json) => (isObject(p) && typeof p.nodePort === 'number' ? p.nodePort : 0);
  const refuse = (i: number, np: number, msg: string): FieldError[] => [
    fieldErr.invalid(`spec.ports[${i}].nodePort`, np, msg),
  ];
  const allocated = new Set<number>();
  // Allocate: the range first, then whether this operation already holds the port
  const allocate = (np: number): string | undefined => {
    if (np < NODE_PORT_MIN || np > NODE_PORT_MAX)
      return `provided port is not in the valid range. The range of valid ports is ${NODE_PORT_MIN}-${NODE_PORT_MAX}`;
    if (allocated.has(np) || alloc.portHeld(np)) return 'provided port is already allocated';
    allocated.add(np);
    return undefined;
  };
  if (oldSpec) {
    const held = new Set((Array.isArray(oldSpec.ports) ? oldSpec.ports : []).map(nodePortOf));
    for (const [i, p] of ports.entries()) {
      const np = nodePortOf(p);
      if (np === 0 || held.has(np) || allocated.has(np)) continue;
      const err = allocate(np);
      if (err) return refuse(i, np, err);
    }
    return [];
  }
  const byPort = new Map<number, number>();
  for (const [i, p] of ports.entries()) {
    const port = isObject(p) && typeof p.port === 'number' ? p.port : 0;
    const np = nodePortOf(p);
    const shared = byPort.get(port) ?? 0;
    if (shared === 0) {
      // findRequestedNodePort: the first node port asked for by a port with this number
      const requested =
        ports.map((q) => (isObject(q) && q.port === port ? nodePortOf(q) : 0)).find((n) => n !== 0) ?? 0;
      if (requested === 0) continue;
      const err = allocate(requested);
      if (err) return refuse(i, requested, err);
      byPort.set(port, requested);
    } else if (np !== 0 && np !== shared) {
      const err = allocate(np);
      if (err) return refuse(i, np, err);
    }
  }
  return [];
}

/**
 * The Service storage on create and update: values the client left out are kept from the old object
 * (patchAllocatedValues), IP families are set from the ClusterIPs (initIPFamilyFields), and what is still
 * missing is allocated.
 */
function allocateService(
  obj: KubeObject,
  old: KubeObject | undefined,
  alloc: ServiceAllocators,
): FieldError[] {
  const spec = isObject(obj.spec) ? obj.spec : (obj.spec = {});
  const ports = (Array.isArray(spec.ports) ? spec.ports : []).filter(isObject);
  const oldSpec = old && isObject(old.spec) ? old.spec : undefined;
  if (oldSpec) {
    if (needsClusterIP(oldSpec) && needsClusterIP(spec)) {
      if (str(spec.clusterIP) === '' && oldSpec.clusterIP !== undefined)
        spec.clusterIP = deepCopy(oldSpec.clusterIP);
      if (!Array.isArray(spec.clusterIPs) || spec.clusterIPs.length === 0)
        if (Array.isArray(oldSpec.clusterIPs) && oldSpec.clusterIPs.length > 0)
          spec.clusterIPs = deepCopy(oldSpec.clusterIPs);
    }
    if (needsNodePort(oldSpec) && needsNodePort(spec)) {
      const oldPorts = (Array.isArray(oldSpec.ports) ? oldSpec.ports : []).filter(isObject);
      const usedNew = new Set(ports.map((p) => Number(p.nodePort ?? 0)).filter((n) => n !== 0));
      const used = new Set(oldPorts.map((p) => Number(p.nodePort ?? 0)).filter((n) => usedNew.has(n)));
      const byName = new Map(oldPorts.map((p) => [str(p.name), Number(p.nodePort ?? 0)]));
      for (const p of ports) {
        const was = byName.get(str(p.name)) ?? 0;
        if (!p.nodePort && was !== 0 && !used.has(was)) p.nodePort = was;
      }
    }
    if (needsHealthCheckNodePort(oldSpec) && needsHealthCheckNodePort(spec) && !spec.healthCheckNodePort)
      if (oldSpec.healthCheckNodePort) spec.healthCheckNodePort = oldSpec.healthCheckNodePort;
    normalizeClusterIPs(spec, oldSpec);
    dropTypeDependentFields(spec, oldSpec);
  }
  // NormalizeClusterIPs on create, for every type: the singular field alone fills the plural, which
  // an ExternalName Service's validation then refuses
  if (
    !oldSpec &&
    str(spec.clusterIP) !== '' &&
    (!Array.isArray(spec.clusterIPs) || spec.clusterIPs.length === 0)
  )
    spec.clusterIPs = [str(spec.clusterIP)];
  if (!needsClusterIP(spec)) return [];
  const clusterIP = str(spec.clusterIP);
  const noIPs = !Array.isArray(spec.clusterIPs) || spec.clusterIPs.length === 0;
  if (noIPs && clusterIP !== '') spec.clusterIPs = [clusterIP];
  const headless = clusterIP === 'None';
  const selector = isObject(spec.selector) ? spec.selector : {};
  if (spec.ipFamilyPolicy == null)
    spec.ipFamilyPolicy = headless && Object.keys(selector).length === 0 ? 'RequireDualStack' : 'SingleStack';
  // initIPFamilyFields' "loose pre-validation" before anything is allocated (pkg/registry/core/
  // service/storage/alloc.go), which the storage's BeginCreate and BeginUpdate run before the
  // strategy's validation: its errors are then the only ones
  const errs = validateServiceClusterIPs(spec);
  if (errs.length > 0) return errs;
  if (!Array.isArray(spec.ipFamilies) || spec.ipFamilies.length === 0) {
    const first = Array.isArray(spec.clusterIPs) ? str(spec.clusterIPs[0]) : '';
    spec.ipFamilies = [first.includes(':') ? 'IPv6' : 'IPv4'];
  }
  // allocClusterIPs: an IP asked for must be in the range and free; on update only a Service that
  // stops being an ExternalName allocates (a changed IP is left to validation)
  if (!oldSpec || !needsClusterIP(oldSpec))
    for (const ip of Array.isArray(spec.clusterIPs) ? spec.clusterIPs.map((x) => str(x)) : []) {
      if (ip === 'None' || ip.includes(':')) continue;
      const err = alloc.requestIP(ip);
      if (err)
        return [
          fieldErr.invalid(
            'spec.clusterIPs',
            deepCopy(spec.clusterIPs),
            `failed to allocate IP ${ip}: ${err}`,
          ),
        ];
    }
  if (clusterIP === '') {
    spec.clusterIP = alloc.clusterIP();
    spec.clusterIPs = [spec.clusterIP];
  }
  const portErrs = requestedNodePortErrors(spec, oldSpec, alloc);
  if (portErrs.length > 0) return portErrs;
  if (needsNodePort(spec))
    for (const p of ports) {
      if (p.nodePort) alloc.reserve(Number(p.nodePort));
      else p.nodePort = alloc.nodePort();
    }
  if (needsHealthCheckNodePort(spec)) {
    if (spec.healthCheckNodePort) alloc.reserve(Number(spec.healthCheckNodePort));
    else spec.healthCheckNodePort = alloc.nodePort();
  }
  return [];
}
