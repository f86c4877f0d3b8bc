/**
 * kube-controller-manager's endpoints controller (kubernetes pkg/controller/endpoint/
 * endpoints_controller.go syncService), beside the endpointslice controller in the terminal's
 * cluster, `oplab cluster serve` and `--cluster kind` (envtest runs no controller manager). For each
 * Service with a selector, an Endpoints of the Service's name: no owner, the Service's labels (the
 * headless label as the Service is or is not headless) plus endpoints.kubernetes.io/managed-by; one
 * address per selected pod that has an IP and is not finished or terminating (ShouldPodBeInEndpoints),
 * under `addresses` when Ready (or publishNotReadyAddresses), else `notReadyAddresses`; a port per
 * Service port the pod resolves (FindPort); the subsets repacked (RepackSubsets: addresses sorted by
 * IP, then uid); the endpoints.kubernetes.io/last-change-trigger-time annotation the earliest change
 * this write reflects (TriggerTimeTracker). Endpoints it labelled go when their Service does.
 */

import type { ApiRequest, ApiResponse } from '../apiserver/server.ts';
import type { StoredObject } from '../apiserver/store.ts';
import type { Json, JsonObject, KubeObject, UserInfo } from '../apiserver/types.ts';
import { isObject, jsonEqual, str } from '../apiserver/types.ts';
import { findPort } from './endpointslices.ts';

export const ENDPOINT_CONTROLLER: UserInfo = {
  username: 'system:serviceaccount:kube-system:endpoint-controller',
  groups: ['system:serviceaccounts', 'system:serviceaccounts:kube-system', 'system:authenticated'],
};
/** endpoints_controller.go LabelManagedBy / ControllerName (1.33+) */
const MANAGED_BY_LABEL = 'endpoints.kubernetes.io/managed-by';
const MANAGED_BY = 'endpoint-controller';
const HEADLESS = 'service.kubernetes.io/headless';
const TRIGGER_TIME = 'endpoints.kubernetes.io/last-change-trigger-time';
const OVER_CAPACITY = 'endpoints.kubernetes.io/over-capacity';

type Obj = KubeObject & { metadata: JsonObject };
type Call = (user: UserInfo, req: ApiRequest) => ApiResponse;
type List = (table: string) => StoredObject[];
const obj = (v: Json | undefined): JsonObject => (isObject(v) ? v : {});
const arr = (v: Json | undefined): Json[] => (Array.isArray(v) ? v : []);

/** What the trigger-time tracker last saw of a Service and its pods. */
type Seen = { service: string; pods: Map<string, string> };

export class EndpointsController {
  private readonly seen = new Map<string, Seen>();

  /** One pass over every Service, and over the Endpoints whose Service is gone. */
  sync(call: Call, list: List): void {
    const parse = (s: StoredObject) => JSON.parse(s.json) as Obj;
    const services = list('services').map(parse);
    const pods = list('pods').map(parse);
    const endpoints = list('endpoints').map(parse);
    const key = (o: Obj) => `${str(o.metadata.namespace)}/${str(o.metadata.name)}`;
    const live = new Set(services.filter((s) => s.metadata.deletionTimestamp === undefined).map(key));
    for (const ep of endpoints) {
      // syncService of a deleted Service: only the Endpoints this controller manages are removed
      if (live.has(key(ep)) || str(obj(ep.metadata.labels)[MANAGED_BY_LABEL]) !== MANAGED_BY) continue;
      if (ep.metadata.deletionTimestamp !== undefined) continue;
      this.seen.delete(key(ep));
      call(ENDPOINT_CONTROLLER, {
        verb: 'delete',
        group: '',
        version: 'v1',
        resource: 'endpoints',
        namespace: str(ep.metadata.namespace),
        name: str(ep.metadata.name),
      });
    }
    for (const svc of services) {
      if (svc.metadata.deletionTimestamp !== undefined) continue;
      const spec = obj(svc.spec);
      // a Service without a selector has its Endpoints written by someone else
      if (!isObject(spec.selector)) continue;
      const selector = spec.selector;
      const ns = str(svc.metadata.namespace);
      const selected = pods.filter(
        (p) =>
          str(p.metadata.namespace) === ns &&
          Object.entries(selector).every(([k, v]) => str(obj(p.metadata.labels)[k]) === str(v)),
      );
      this.syncService(
        svc,
        selected,
        endpoints.find((e) => key(e) === key(svc)),
        call,
      );
    }
  }

  private syncService(svc: Obj, pods: Obj[], current: Obj | undefined, call: Call): void {
    const spec = obj(svc.spec);
    const ns = str(svc.metadata.namespace);
    const name = str(svc.metadata.name);
    const tolerateUnready = spec.publishNotReadyAddresses === true;
    const headless = str(spec.clusterIP) === '' || str(spec.clusterIP) === 'None';
    const ready: Array<{ ports: JsonObject[]; address: JsonObject }> = [];
    const notReady: Array<{ ports: JsonObject[]; address: JsonObject }> = [];
    const triggers = new Map<string, string>();
    for (const pod of pods) {
      if (!inEndpoints(pod, tolerateUnready)) continue;
      triggers.set(str(pod.metadata.name), podTriggerTime(pod));
      const address = podAddress(svc, pod);
      const isReady = tolerateUnready || podReady(pod);
      const target = isReady ? ready : notReady;
      const ports = arr(spec.ports).map(obj);
      if (ports.length === 0) {
        // headless without ports: the addresses alone (only for a headless Service)
        if (headless) target.push({ ports: [], address });
        continue;
      }
      for (const sp of ports) {
        const port = findPort(pod, sp);
        if (port === undefined) continue;
        const epp: JsonObject = { name: str(sp.name), port, protocol: str(sp.protocol) || 'TCP' };
        if (sp.appProtocol !== undefined) epp.appProtocol = sp.appProtocol;
        target.push({ ports: [epp], address });
      }
    }
    const subsets = repack(ready, notReady);
    const labels: JsonObject = {};
    for (const [k, v] of Object.entries(obj(svc.metadata.labels))) if (k !== HEADLESS) labels[k] = v;
    if (headless) labels[HEADLESS] = '';
    labels[MANAGED_BY_LABEL] = MANAGED_BY;

    // TriggerTimeTracker.ComputeEndpointLastChangeTriggerTime: the earliest trigger time among the
    // pods that changed since the last sync, and the Service's when it is new to the tracker
    const k = `${ns}/${name}`;
    const before = this.seen.get(k);
    const changed: string[] = [];
    const serviceTrigger = str(svc.metadata.creationTimestamp);
    if (before === undefined || before.service !== serviceTrigger) changed.push(serviceTrigger);
    for (const [pod, t] of triggers) if (before?.pods.get(pod) !== t) changed.push(t);
    this.seen.set(k, { service: serviceTrigger, pods: triggers });
    const triggerTime = changed.filter((t) => t !== '').sort()[0];

    const currentSubsets = current?.subsets ?? [];
    const currentLabels = obj(current?.metadata.labels);
    if (
      current !== undefined &&
      jsonEqual(currentSubsets, subsets) &&
      jsonEqual(currentLabels, labels) &&
      obj(current.metadata.annotations)[OVER_CAPACITY] === undefined
    )
      return;
    const annotations: JsonObject = { ...obj(current?.metadata.annotations) };
    delete annotations[OVER_CAPACITY];
    if (triggerTime !== undefined) annotations[TRIGGER_TIME] = triggerTime;
    else delete annotations[TRIGGER_TIME];
    const metadata: JsonObject = {
      ...(current?.metadata ?? {}),
      name,
      namespace: ns,
      labels,
    };
    if (Object.keys(annotations).length > 0) metadata.annotations = annotations;
    else delete metadata.annotations;
    const body: KubeObject = { apiVersion: 'v1', kind: 'Endpoints', metadata };
    if (subsets.length > 0) body.subsets = subsets;
    const target = { group: '', version: 'v1', resource: 'endpoints', namespace: ns };
    call(
      ENDPOINT_CONTROLLER,
      current === undefined ? { verb: 'create', ...target, body } : { verb: 'update', ...target, name, body },
    );
  }
}

/** endpointsliceutil.ShouldPodBeInEndpoints: an IP, not finished, not terminating (unless tolerated). */
function inEndpoints(pod: Obj, includeTerminating: boolean): boolean {
  const phase = str(obj(pod.status).phase);
  const restart = str(obj(pod.spec).restartPolicy);
  if (phase === 'Failed' && restart !== 'Always') return false;
  if (phase === 'Succeeded' && restart !== 'Always') return false;
  if (str(obj(pod.status).podIP) === '') return false;
  if (!includeTerminating && pod.metadata.deletionTimestamp !== undefined) return false;
  return true;
}

function podReady(pod: Obj): boolean {
  return arr(obj(pod.status).conditions).some(
    (c) => str(obj(c).type) === 'Ready' && str(obj(c).status) === 'True',
  );
}

/** getPodTriggerTime: the Ready condition's last transition, else none. */
function podTriggerTime(pod: Obj): string {
  const c = arr(obj(pod.status).conditions).find((x) => str(obj(x).type) === 'Ready');
  return str(obj(c).lastTransitionTime);
}

/** podToEndpointAddressForService: the pod's IP, node and reference; its hostname under its subdomain. */
function podAddress(svc: Obj, pod: Obj): JsonObject {
  const address: JsonObject = { ip: str(obj(pod.status).podIP) };
  const ps = obj(pod.spec);
  if (str(ps.hostname) !== '' && str(ps.subdomain) === str(svc.metadata.name))
    address.hostname = str(ps.hostname);
  address.nodeName = str(ps.nodeName);
  address.targetRef = {
    kind: 'Pod',
    namespace: str(pod.metadata.namespace),
    name: str(pod.metadata.name),
    uid: str(pod.metadata.uid),
  };
  return address;
}

/**
 * endpoints.RepackSubsets: the addresses grouped by the ports they serve, one subset per group, each
 * address once (ready wins over not ready), addresses sorted by IP then uid (LessEndpointAddress).
 */
function repack(
  ready: Array<{ ports: JsonObject[]; address: JsonObject }>,
  notReady: Array<{ ports: JsonObject[]; address: JsonObject }>,
): JsonObject[] {
  const addressKey = (a: JsonObject) => `${str(a.ip)}/${str(obj(a.targetRef).uid)}`;
  // every port an address serves
  const portsOf = new Map<string, { address: JsonObject; ready: boolean; ports: JsonObject[] }>();
  const add = (e: { ports: JsonObject[]; address: JsonObject }, isReady: boolean) => {
    const k = addressKey(e.address);
    const cur = portsOf.get(k) ?? { address: e.address, ready: isReady, ports: [] };
    if (isReady) cur.ready = true;
    for (const p of e.ports) if (!cur.ports.some((q) => jsonEqual(q, p))) cur.ports.push(p);
    portsOf.set(k, cur);
  };
  for (const e of ready) add(e, true);
  for (const e of notReady) add(e, false);
  const groups = new Map<string, { ports: JsonObject[]; addresses: JsonObject[]; notReady: JsonObject[] }>();
  for (const { address, ready: r, ports } of portsOf.values()) {
    const k = JSON.stringify(ports);
    const g = groups.get(k) ?? { ports, addresses: [], notReady: [] };
    (r ? g.addresses : g.notReady).push(address);
    groups.set(k, g);
  }
  const byIP = (a: JsonObject, b: JsonObject) => {
    const x = str(a.ip);
    const y = str(b.ip);
    if (x !== y) return x < y ? -1 : 1;
    const u = str(obj(a.targetRef).uid);
    const v = str(obj(b.targetRef).uid);
    return u < v ? -1 : u > v ? 1 : 0;
  };
  return [...groups.values()].map((g) => {
    const s: JsonObject = {};
    if (g.addresses.length > 0) s.addresses = g.addresses.sort(byIP);
    if (g.notReady.length > 0) s.notReadyAddresses = g.notReady.sort(byIP);
    if (g.ports.length > 0) s.ports = g.ports;
    return s;
  });
}
