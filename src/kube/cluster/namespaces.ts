/**
 * The namespace loops of kube-controller-manager that every real cluster runs and envtest does not:
 * the serviceaccounts controller (a `default` ServiceAccount in every namespace,
 * kubernetes pkg/controller/serviceaccount/serviceaccounts_controller.go) and the root-ca-cert-publisher
 * (the `kube-root-ca.crt` ConfigMap in every namespace, put back when deleted or changed,
 * pkg/controller/certificates/rootcacertpublisher/publisher.go). `--cluster kind` runs them from its
 * controllers' pass; the terminal's cluster and `oplab cluster serve` run them on their own
 * (`startNamespaceControllers`), so `kubectl get cm` / `delete cm --all` and a List of ConfigMaps see
 * kube-root-ca.crt as on kind. With them, kube-apiserver's own loop for the `kubernetes` Service in
 * `default`: every ApiServer creates the Service at start (envtest has it too); here it is put back
 * when deleted, with its Endpoints and EndpointSlice (the node's address: envtest advertises
 * 127.0.0.1, which Endpoints validation refuses, so it has neither).
 */

import { kubernetesServiceCreate } from '../apiserver/kubernetesservice.ts';
import type { ApiRequest, ApiResponse, ApiServer } from '../apiserver/server.ts';
import type { StoredObject, StoreEvent } from '../apiserver/store.ts';
import type { JsonObject, KubeObject, UserInfo } from '../apiserver/types.ts';
import { isObject, str } from '../apiserver/types.ts';
import { EndpointsController } from './endpoints.ts';
import { EndpointSliceController } from './endpointslices.ts';

const component = (name: string): UserInfo => ({
  username: `system:serviceaccount:kube-system:${name}`,
  groups: ['system:serviceaccounts', 'system:serviceaccounts:kube-system', 'system:authenticated'],
});
const SERVICE_ACCOUNT = component('service-account-controller');
const ROOT_CA = component('root-ca-cert-publisher');

/**
 * The cluster CA the root-ca-cert-publisher hands out (a fixed self-signed P-256 certificate, CN
 * kubernetes as kubeadm names it; its key was discarded: nothing here verifies with it).
 */
export const KIND_ROOT_CA = `-----BEGIN CERTIFICATE-----
MIIBgTCCASegAwIBAgIUUl+Ly1YVKQvFJ3CcyxZTRlJ8VigwCgYIKoZIzj0EAwIw
FTETMBEGA1UEAwwKa3ViZXJuZXRlczAgFw0yNjEyMDIwNDEyMDFaGA8yMTI2MTEw
ODA0MTIwMVowFTETMBEGA1UEAwwKa3ViZXJuZXRlczBZMBMGByqGSM49AgEGCCqG
SM49AwEHA0IABNXcDT3MHy+7DF91W8WkNkaIjjArSZASRoHiys+ClJa9oqb6OjkD
/SA0cYAkCWoWxQzeTV1yZ6awMDbWzAp/tBCjUzBRMB0GA1UdDgQWBBQYK0KnrZEI
HbWJm3dKX8Q7ILbW0TAfBgNVHSMEGDAWgBQYK0KnrZEIHbWJm3dKX8Q7ILbW0TAP
BgNVHRMBAf8EBTADAQH/MAoGCCqGSM49BAMCA0gAMEUCICwP/lNa3J1zQPUXcerD
5v5GjvefJeBfWZ+td7NcFakuAiEA8vt4rAOVakYORpX3hGII41TYDq/LcMEQs3rL
gtp3kCE=
-----END CERTIFICATE-----
`;

/** pkg/controller/certificates/rootcacertpublisher/publisher.go */
export const ROOT_CA_CONFIGMAP = 'kube-root-ca.crt';
const ROOT_CA_DESCRIPTION =
  'Contains a CA bundle that can be used to verify the kube-apiserver when using internal endpoints such as the internal service IP or kubernetes.default.svc. ' +
  'No other usage is guaranteed across distributions of Kubernetes clusters.';

type Obj = KubeObject & { metadata: JsonObject };
type Call = (user: UserInfo, req: ApiRequest) => ApiResponse;
type Get = (table: string, namespace: string, name: string) => StoredObject | undefined;

/** Both controllers' work for one namespace that is not terminating. */
export function syncNamespace(ns: Obj, call: Call, get: Get): void {
  const namespace = str(ns.metadata.name);
  if (namespace === 'default') kubernetesService(call, get);
  serviceAccounts(namespace, call, get);
  rootCA(namespace, call, get);
}

const APISERVER: UserInfo = { username: 'system:apiserver', groups: ['system:authenticated'] };

/**
 * The `kubernetes` Service and its Endpoints in `default`, which kube-apiserver's own controller
 * creates and puts back when deleted (kubernetes pkg/controlplane/controller/kubernetesservice/
 * controller.go CreateOrUpdateMasterServiceIfNeeded: port "https" 443 to the secure port 6443,
 * labels component=apiserver and provider=kubernetes, the range's first IP; the endpoints reconciler
 * lists the API servers, here kind's one control-plane node).
 */
function kubernetesService(call: Call, get: Get): void {
  if (get('services', 'default', 'kubernetes') === undefined) call(APISERVER, kubernetesServiceCreate());
  if (get('endpoints', 'default', 'kubernetes') === undefined)
    call(APISERVER, {
      verb: 'create',
      group: '',
      version: 'v1',
      resource: 'endpoints',
      namespace: 'default',
      body: {
        apiVersion: 'v1',
        kind: 'Endpoints',
        metadata: { name: 'kubernetes', labels: { 'endpointslice.kubernetes.io/skip-mirror': 'true' } },
        subsets: [
          { addresses: [{ ip: KIND_NODE_IP }], ports: [{ name: 'https', port: 6443, protocol: 'TCP' }] },
        ],
      },
    });
  // endpointsadapter.go updateEndpointSlice: a slice of the Service's name, not managed-by labelled
  if (get('endpointslices.discovery.k8s.io', 'default', 'kubernetes') === undefined)
    call(APISERVER, {
      verb: 'create',
      group: 'discovery.k8s.io',
      version: 'v1',
      resource: 'endpointslices',
      namespace: 'default',
      body: {
        apiVersion: 'discovery.k8s.io/v1',
        kind: 'EndpointSlice',
        metadata: { name: 'kubernetes', labels: { 'kubernetes.io/service-name': 'kubernetes' } },
        addressType: 'IPv4',
        endpoints: [{ addresses: [KIND_NODE_IP], conditions: { ready: true } }],
        ports: [{ name: 'https', port: 6443, protocol: 'TCP' }],
      },
    });
}

/** kind's control-plane node, where the API server listens (its advertise address). */
const KIND_NODE_IP = '172.18.0.2';

function serviceAccounts(namespace: string, call: Call, get: Get): void {
  if (get('serviceaccounts', namespace, 'default') !== undefined) return;
  call(SERVICE_ACCOUNT, {
    verb: 'create',
    group: '',
    version: 'v1',
    resource: 'serviceaccounts',
    namespace,
    body: { apiVersion: 'v1', kind: 'ServiceAccount', metadata: { name: 'default' } },
  });
}

function rootCA(namespace: string, call: Call, get: Get): void {
  const target = { group: '', version: 'v1', resource: 'configmaps', namespace };
  const data = { 'ca.crt': KIND_ROOT_CA };
  const stored = get('configmaps', namespace, ROOT_CA_CONFIGMAP);
  if (stored === undefined) {
    call(ROOT_CA, {
      verb: 'create',
      ...target,
      body: {
        apiVersion: 'v1',
        kind: 'ConfigMap',
        metadata: {
          name: ROOT_CA_CONFIGMAP,
          annotations: { 'kubernetes.io/description': ROOT_CA_DESCRIPTION },
        },
        data,
      },
    });
    return;
  }
  const cm = JSON.parse(stored.json) as Obj;
  const annotations = isObject(cm.metadata.annotations) ? cm.metadata.annotations : {};
  const same =
    JSON.stringify(cm.data) === JSON.stringify(data) &&
    annotations['kubernetes.io/description'] === ROOT_CA_DESCRIPTION;
  if (same) return;
  // publisher.go syncNamespace: an Update with the data and the description annotation set
  call(ROOT_CA, {
    verb: 'update',
    ...target,
    name: ROOT_CA_CONFIGMAP,
    body: {
      ...cm,
      metadata: {
        ...cm.metadata,
        annotations: { ...annotations, 'kubernetes.io/description': ROOT_CA_DESCRIPTION },
      },
      data,
    },
  });
}

const WATCHED = new Set([
  'namespaces',
  'serviceaccounts',
  'configmaps',
  'services',
  'endpoints',
  'pods',
  'endpointslices.discovery.k8s.io',
]);

/** Both controllers' work for every namespace that is not terminating, now. */
export function syncAllNamespaces(server: ApiServer, call: Call = controllerCall(server)): void {
  for (const s of server.store.list('namespaces', undefined)) {
    const ns = JSON.parse(s.json) as Obj;
    if (ns.metadata.deletionTimestamp !== undefined) continue;
    if (((ns.status ?? {}) as JsonObject).phase === 'Terminating') continue;
    syncNamespace(ns, call, (t, n, name) => server.store.get(t, n, name));
  }
}

function controllerCall(server: ApiServer): Call {
  return (user, req) =>
    server.handle(
      {
        user: { username: user.username, groups: [...user.groups, 'system:masters'] },
        clientPath: 'internal',
        userAgent: 'kube-controller-manager',
      },
      req,
    );
}

/**
 * Runs both controllers against `server`: once now, then after any change to namespaces,
 * ServiceAccounts or ConfigMaps, once the request that made it has returned (a microtask: a
 * controller reacts to the watch event, never inside the request).
 */
export function startNamespaceControllers(server: ApiServer): () => void {
  let queued = false;
  const slices = new EndpointSliceController();
  const endpoints = new EndpointsController();
  const call = controllerCall(server);
  const pass = () => {
    queued = false;
    syncAllNamespaces(server, call);
    slices.sync(call, (t) => server.store.list(t, undefined));
    endpoints.sync(call, (t) => server.store.list(t, undefined));
  };
  pass();
  return server.store.subscribe((e: StoreEvent) => {
    if (!WATCHED.has(e.table) || queued) return;
    queued = true;
    queueMicrotask(pass);
  });
}
