/**
 * kube-controller-manager's endpointslice controller, as the terminal's cluster, `oplab cluster
 * serve` and `--cluster kind` run it (envtest runs no controller manager): one EndpointSlice per
 * Service with a selector, named `<service>-<5 random>` (generateName, reconciler_helpers.go
 * getEndpointSlicePrefix), owned by the Service, labelled with the Service's labels plus
 * kubernetes.io/service-name and endpointslice.kubernetes.io/managed-by
 * (setEndpointSliceLabels), its endpoints the selected pods that have an IP (podToEndpoint: ready =
 * serving and not terminating, targetRef, nodeName), its ports the Service's with the target port
 * resolved on the pod (getEndpointPorts, findPort). Without pods it is the placeholder slice: no
 * endpoints, no ports (reconciler.go). Sources: kubernetes pkg/controller/endpointslice and
 * staging/src/k8s.io/endpointslice.
 */

import { Seeded } from '../apiserver/objectmeta.ts';
import type { ApiRequest, ApiResponse } from '../apiserver/server.ts';
import type { StoredObject } from '../apiserver/store.ts';
import type { Json, JsonObject, KubeObject, UserInfo } from '../apiserver/types.ts';
import { isObject, jsonEqual, str } from '../apiserver/types.ts';

export const ENDPOINTSLICE_CONTROLLER: UserInfo = {
  username: 'system:serviceaccount:kube-system:endpointslice-controller',
  groups: ['system:serviceaccounts', 'system:serviceaccounts:kube-system', 'system:authenticated'],
};
/** discovery.LabelManagedBy's value for this controller (endpointslice_controller.go ControllerName) */
const MANAGED_BY = 'endpointslice-controller.k8s.io';
const SERVICE_NAME = 'kubernetes.io/service-name';
const MANAGED_BY_LABEL = 'endpointslice.kubernetes.io/managed-by';
const HEADLESS = 'service.kubernetes.io/headless';

type Call = (user: UserInfo, req: ApiRequest) => ApiResponse;
type List = (table: string) => StoredObject[];
const obj = (v: Json | undefined): JsonObject => (isObject(v) ? v : {});
const arr = (v: Json | undefined): Json[] => (Array.isArray(v) ? v : []);

/** The controller's state: the names it picks for new slices (the API server's generateName is random). */
export class EndpointSliceController {
  private readonly names = new Seeded(0x65707331);

  /** One pass over every Service. */
  sync(call: Call, list: List): void {
    const parse = (s: StoredObject) => JSON.parse(s.json) as KubeObject & { metadata: JsonObject };
    const services = list('services').map(parse);
    const pods = list('pods').map(parse);
    const slices = list('endpointslices.discovery.k8s.io').map(parse);
    for (const svc of services) {
      if (svc.metadata.deletionTimestamp !== undefined) continue;
      const selector = obj(obj(svc.spec).selector);
      if (Object.keys(selector).length === 0) continue;
      const ns = str(svc.metadata.namespace);
      const uid = str(svc.metadata.uid);
      const owned = slices.filter(
        (s) =>
          str(s.metadata.namespace) === ns &&
          arr(s.metadata.ownerReferences).some(
            (r) => str(obj(r).uid) === uid && str(obj(r).kind) === 'Service',
          ),
      );
      const selected = pods.filter(
        (p) =>
          str(p.metadata.namespace) === ns &&
          Object.entries(selector).every(([k, v]) => str(obj(p.metadata.labels)[k]) === str(v)) &&
          str(obj(p.status).podIP) !== '' &&
          str(obj(p.status).phase) !== 'Succeeded' &&
          str(obj(p.status).phase) !== 'Failed',
      );
      const want = desired(svc, selected);
      const current = owned[0];
      if (current === undefined) {
        const prefix = `${str(svc.metadata.name)}-`;
        call(ENDPOINTSLICE_CONTROLLER, {
          verb: 'create',
          group: 'discovery.k8s.io',
          version: 'v1',
          resource: 'endpointslices',
          namespace: ns,
          body: {
            apiVersion: 'discovery.k8s.io/v1',
            kind: 'EndpointSlice',
            metadata: {
              name: prefix + this.names.nameSuffix(),
              generateName: prefix,
              namespace: ns,
              labels: want.labels,
              ownerReferences: [
                {
                  apiVersion: 'v1',
                  kind: 'Service',
                  name: str(svc.metadata.name),
                  uid,
                  controller: true,
                  blockOwnerDeletion: true,
                },
              ],
            },
            addressType: 'IPv4',
            endpoints: want.endpoints,
            ports: want.ports,
          },
        });
        continue;
      }
      if (
        jsonEqual(obj(current.metadata.labels), want.labels) &&
        jsonEqual(current.endpoints ?? null, want.endpoints) &&
        jsonEqual(current.ports ?? null, want.ports)
      )
        continue;
      call(ENDPOINTSLICE_CONTROLLER, {
        verb: 'update',
        group: 'discovery.k8s.io',
        version: 'v1',
        resource: 'endpointslices',
        namespace: ns,
        name: str(current.metadata.name),
        body: {
          ...current,
          metadata: { ...current.metadata, labels: want.labels },
          endpoints: want.endpoints,
          ports: want.ports,
        },
      });
    }
  }
}

function desired(
  svc: KubeObject & { metadata: JsonObject },
  pods: Array<KubeObject & { metadata: JsonObject }>,
): { labels: JsonObject; endpoints: Json; ports: Json } {
  const spec = obj(svc.spec);
  const labels: JsonObject = {};
  for (const [k, v] of Object.entries(obj(svc.metadata.labels)))
    if (k !== SERVICE_NAME && k !== MANAGED_BY_LABEL && k !== HEADLESS) labels[k] = v;
  const clusterIP = str(spec.clusterIP);
  if (clusterIP === '' || clusterIP === 'None') labels[HEADLESS] = '';
  labels[SERVICE_NAME] = str(svc.metadata.name);
  labels[MANAGED_BY_LABEL] = MANAGED_BY;
  // placeholder slice: the empty lists are stored as protobuf and read back as null
  if (pods.length === 0) return { labels, endpoints: null, ports: null };
  const endpoints: Json[] = [];
  let ports: Json[] = [];
  for (const p of pods) {
    const terminating = p.metadata.deletionTimestamp !== undefined;
    const podReady = arr(obj(p.status).conditions).some(
      (c) => str(obj(c).type) === 'Ready' && str(obj(c).status) === 'True',
    );
    const serving = podReady;
    const ep: JsonObject = {
      addresses: [str(obj(p.status).podIP)],
      conditions: { ready: serving && !terminating, serving, terminating },
    };
    const node = str(obj(p.spec).nodeName);
    if (node !== '') ep.nodeName = node;
    ep.targetRef = {
      kind: 'Pod',
      namespace: str(p.metadata.namespace),
      name: str(p.metadata.name),
      uid: str(p.metadata.uid),
    };
    endpoints.push(ep);
    ports = arr(spec.ports).flatMap((sp) => {
      const port = findPort(p, obj(sp));
      if (port === undefined) return [];
      const out: JsonObject = { name: str(obj(sp).name), port, protocol: str(obj(sp).protocol) || 'TCP' };
      if (obj(sp).appProtocol !== undefined) out.appProtocol = obj(sp).appProtocol;
      return [out];
    });
  }
  return { labels, endpoints, ports };
}

/**
 * podutil.FindPort: a numeric targetPort as is, a named one looked up in the pod's container ports
 * (the endpoints controller's too).
 */
export function findPort(pod: KubeObject, sp: JsonObject): number | undefined {
  const target = sp.targetPort ?? sp.port;
  if (typeof target === 'number') return target;
  for (const c of arr(obj(pod.spec).containers))
    for (const cp of arr(obj(c).ports))
      if (
        str(obj(cp).name) === str(target) &&
        (str(obj(cp).protocol) || 'TCP') === (str(sp.protocol) || 'TCP')
      )
        return obj(cp).containerPort as number;
  return undefined;
}
