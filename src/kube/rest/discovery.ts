// Discovery documents as kube-apiserver serves them (k8s.io/apimachinery pkg/apis/meta/v1 types
// APIVersions, APIGroupList, APIGroup, APIResourceList): what kubectl and client-go's RESTMapper read
// to turn `po`, `deploy` or a CRD's kind into a resource. Short names of the built-in resources are
// the ones the real discovery lists; a CRD's come from its spec.names.
import type { ApiServer, ResourceInfo } from '../apiserver/index.ts';
import { isObject, type JsonObject, str } from '../apiserver/types.ts';

/** Short names of the built-in resources as the real discovery documents list them. */
export const BUILTIN_SHORT_NAMES: Readonly<Record<string, readonly string[]>> = {
  namespaces: ['ns'],
  nodes: ['no'],
  pods: ['po'],
  configmaps: ['cm'],
  services: ['svc'],
  serviceaccounts: ['sa'],
  events: ['ev'],
  endpoints: ['ep'],
  persistentvolumeclaims: ['pvc'],
  persistentvolumes: ['pv'],
  resourcequotas: ['quota'],
  limitranges: ['limits'],
  replicationcontrollers: ['rc'],
  deployments: ['deploy'],
  replicasets: ['rs'],
  statefulsets: ['sts'],
  daemonsets: ['ds'],
  cronjobs: ['cj'],
  ingresses: ['ing'],
  customresourcedefinitions: ['crd', 'crds'],
  // [K8S] pkg/registry/{autoscaling/horizontalpodautoscaler,networking/networkpolicy,
  // policy/poddisruptionbudget}/storage/storage.go ShortNames()
  horizontalpodautoscalers: ['hpa'],
  networkpolicies: ['netpol'],
  poddisruptionbudgets: ['pdb'],
};

/** Discovery order of the API groups (kube-apiserver's aggregator priority), then CRD groups by name. */
export const GROUP_ORDER = [
  '',
  'apps',
  'events.k8s.io',
  'batch',
  'networking.k8s.io',
  'rbac.authorization.k8s.io',
  'admissionregistration.k8s.io',
  'apiextensions.k8s.io',
  'coordination.k8s.io',
  'discovery.k8s.io',
];

/** A group's place in discovery order. */
export const groupRank = (g: string) => {
  const i = GROUP_ORDER.indexOf(g);
  return i < 0 ? GROUP_ORDER.length : i;
};

export function shortNamesOf(server: ApiServer, info: ResourceInfo): string[] {
  if (info.builtin || !info.crdName) return [...(BUILTIN_SHORT_NAMES[info.resource] ?? [])];
  const admin = { user: { username: 'system:apiserver', groups: ['system:masters'] } };
  const r = server.internally(() =>
    server.get(
      admin,
      { group: 'apiextensions.k8s.io', version: 'v1', resource: 'customresourcedefinitions' },
      info.crdName!,
    ),
  );
  if (!r.ok) return [];
  const spec = isObject(r.object.spec) ? r.object.spec : {};
  const names = isObject(spec.names) ? spec.names : {};
  return Array.isArray(names.shortNames) ? names.shortNames.map((s) => str(s)) : [];
}

/**
 * The categories a resource is listed under: for the built-ins the ones their REST storage declares
 * (`all`: pods, replicationcontrollers, services, daemonsets, deployments, replicasets, statefulsets,
 * horizontalpodautoscalers, cronjobs, jobs; [K8S] pkg/registry/.../storage.go Categories()), for a
 * custom resource its CRD's spec.names.categories.
 */
export function categoriesOf(server: ApiServer, info: ResourceInfo): string[] {
  if (info.builtin || !info.crdName) return BUILTIN_ALL.has(`${info.group}/${info.resource}`) ? ['all'] : [];
  const admin = { user: { username: 'system:apiserver', groups: ['system:masters'] } };
  const r = server.internally(() =>
    server.get(
      admin,
      { group: 'apiextensions.k8s.io', version: 'v1', resource: 'customresourcedefinitions' },
      info.crdName!,
    ),
  );
  if (!r.ok) return [];
  const spec = isObject(r.object.spec) ? r.object.spec : {};
  const names = isObject(spec.names) ? spec.names : {};
  return Array.isArray(names.categories) ? names.categories.map((s) => str(s)) : [];
}

const BUILTIN_ALL = new Set([
  '/pods',
  '/replicationcontrollers',
  '/services',
  'apps/daemonsets',
  'apps/deployments',
  'apps/replicasets',
  'apps/statefulsets',
  'autoscaling/horizontalpodautoscalers',
  'batch/cronjobs',
  'batch/jobs',
]);

/** [AM] pkg/version/helpers.go parseKubeVersion: major, type (alpha 0, beta 1, GA 2), minor. */
function kubeVersion(v: string): [number, number, number] | undefined {
  const m = /^v(\d+)(?:(alpha|beta)(\d+))?$/.exec(v);
  if (m === null) return undefined;
  return [
    Number(m[1]),
    m[2] === 'alpha' ? 0 : m[2] === 'beta' ? 1 : 2,
    m[3] === undefined ? 0 : Number(m[3]),
  ];
}

/**
 * CompareKubeAwareVersionStrings, highest first (v2, v1, v1beta2, v1beta1, v1alpha1, then others by
 * name): the order a CRD group's versions are discovered in, the first being preferred
 * ([AE] pkg/apiserver/customresource_discovery_controller.go sortGroupDiscoveryByKubeAwareVersion).
 */
export function byKubeAwareVersion(a: string, b: string): number {
  const x = kubeVersion(a);
  const y = kubeVersion(b);
  if (x === undefined || y === undefined)
    return x === y ? (a < b ? -1 : a > b ? 1 : 0) : x === undefined ? 1 : -1;
  return y[1] - x[1] || y[0] - x[0] || y[2] - x[2];
}

/** Groups with their versions, in discovery order; the first version is the preferred one. */
export function servedGroups(server: ApiServer): { group: string; versions: string[] }[] {
  const by = new Map<string, string[]>();
  for (const info of server.registry.all()) {
    const vs = by.get(info.group) ?? [];
    if (!vs.includes(info.version)) vs.push(info.version);
    by.set(info.group, vs);
  }
  return [...by.entries()]
    .map(([group, versions]) => ({ group, versions: versions.sort(byKubeAwareVersion) }))
    .sort((a, b) => groupRank(a.group) - groupRank(b.group) || a.group.localeCompare(b.group));
}

const gv = (group: string, version: string) => (group === '' ? version : `${group}/${version}`);

export function apiVersions(serverAddress: string): JsonObject {
  return {
    kind: 'APIVersions',
    versions: ['v1'],
    serverAddressByClientCIDRs: [{ clientCIDR: '0.0.0.0/0', serverAddress }],
  };
}

function apiGroup(group: string, versions: string[]): JsonObject {
  const vs = versions.map((v) => ({ groupVersion: gv(group, v), version: v }));
  return { name: group, versions: vs, preferredVersion: vs[0] ?? {} };
}

export function apiGroupList(server: ApiServer): JsonObject {
  return {
    kind: 'APIGroupList',
    apiVersion: 'v1',
    groups: servedGroups(server)
      .filter((g) => g.group !== '')
      .map((g) => apiGroup(g.group, g.versions)),
  };
}

export function apiGroupDoc(server: ApiServer, group: string): JsonObject | undefined {
  const g = servedGroups(server).find((x) => x.group === group && group !== '');
  return g ? { kind: 'APIGroup', apiVersion: 'v1', ...apiGroup(g.group, g.versions) } : undefined;
}

const VERBS = ['create', 'delete', 'deletecollection', 'get', 'list', 'patch', 'update', 'watch'];
// A custom resource's verbs in the order the apiextensions server lists them (apiextensions-apiserver
// pkg/apiserver/customresource_discovery_controller.go: delete, deletecollection, get, list, patch,
// create, update, watch), which `kubectl api-resources -o wide` prints as they come.
const CRD_VERBS = ['delete', 'deletecollection', 'get', 'list', 'patch', 'create', 'update', 'watch'];

export function apiResourceList(server: ApiServer, group: string, version: string): JsonObject | undefined {
  const infos = server.registry.all().filter((i) => i.group === group && i.version === version);
  if (infos.length === 0) return undefined;
  const resources: JsonObject[] = [];
  for (const info of infos.sort((a, b) => a.resource.localeCompare(b.resource))) {
    const short = shortNamesOf(server, info);
    const categories = categoriesOf(server, info);
    resources.push({
      name: info.resource,
      singularName: info.singular,
      namespaced: info.namespaced,
      kind: info.kind,
      verbs: info.builtin ? VERBS : CRD_VERBS,
      ...(short.length > 0 ? { shortNames: short } : {}),
      ...(categories.length > 0 ? { categories } : {}),
    });
    // the Scale of an apps workload or a CRD with subresources.scale: an autoscaling/v1 kind
    if (info.scale !== undefined)
      resources.push({
        name: `${info.resource}/scale`,
        singularName: '',
        namespaced: info.namespaced,
        ...SCALE_KIND,
        verbs: SUB_VERBS,
      });
    if (info.statusSubresource)
      resources.push({
        name: `${info.resource}/status`,
        singularName: '',
        namespaced: info.namespaced,
        kind: info.kind,
        verbs: SUB_VERBS,
      });
  }
  return { kind: 'APIResourceList', apiVersion: 'v1', groupVersion: gv(group, version), resources };
}

// ——— aggregated discovery (apidiscovery.k8s.io v2 / v2beta1) ———

/** The versions of aggregated discovery the server speaks ([CG] discovery/discovery_client.go AcceptV2, AcceptV2Beta1). */
export type AggregatedVersion = 'v2' | 'v2beta1';

const AGGREGATED_GROUP = 'apidiscovery.k8s.io';
const AGGREGATED_KIND = 'APIGroupDiscoveryList';

interface MediaClause {
  type: string;
  params: Record<string, string>;
  q: number;
}

function parseAccept(accept: string): MediaClause[] {
  const clauses = accept.split(',').flatMap((raw, i) => {
    const [type = '', ...rest] = raw.split(';').map((s) => s.trim());
    if (type === '') return [];
    const params: Record<string, string> = {};
    for (const p of rest) {
      const eq = p.indexOf('=');
      if (eq > 0) params[p.slice(0, eq).trim().toLowerCase()] = p.slice(eq + 1).trim();
    }
    const q = params.q === undefined ? 1 : Number(params.q);
    return [{ type: type.toLowerCase(), params, q: Number.isNaN(q) ? 0 : q, i }];
  });
  // goautoneg: by quality, the client's order among equals.
  return clauses.sort((a, b) => b.q - a.q || a.i - b.i);
}

/**
 * Which document a discovery request at /api or /apis gets: the first Accept clause the server can
 * serve decides ([AS] endpoints/discovery/aggregated/wrapper.go: NegotiateMediaTypeOptions with
 * DiscoveryEndpointRestrictions; a clause naming another g/v/as is skipped, a protobuf one too as this
 * server speaks JSON only). No acceptable clause: the unaggregated document, as before.
 */
export function negotiateDiscovery(accept: string | undefined): AggregatedVersion | 'legacy' {
  if (!accept) return 'legacy';
  for (const c of parseAccept(accept)) {
    if (c.q <= 0) continue;
    if (c.type !== 'application/json' && c.type !== 'application/*' && c.type !== '*/*') continue;
    const { g, v, as } = c.params;
    if (g === undefined && v === undefined && as === undefined) return 'legacy';
    if (g === AGGREGATED_GROUP && as === AGGREGATED_KIND && (v === 'v2' || v === 'v2beta1')) return v;
  }
  return 'legacy';
}

/** The response Content-Type: the media type with the GVK it converted to ([AS] responsewriters generateMediaTypeWithGVK). */
export const aggregatedContentType = (v: AggregatedVersion) =>
  `application/json;g=${AGGREGATED_GROUP};v=${v};as=${AGGREGATED_KIND}`;

/**
 * APIGroupDiscoveryList ([K8S-API] apidiscovery/v2/types.go): at /api the core group alone (no name),
 * at /apis every other group; versions with their resources, scope, verbs, short names and
 * subresources, each version "Current". v2beta1 has the same fields under its own apiVersion.
 */
export function aggregatedDiscovery(server: ApiServer, at: 'api' | 'apis', v: AggregatedVersion): JsonObject {
  const items = servedGroups(server)
    .filter((g) => (at === 'api' ? g.group === '' : g.group !== ''))
    .map(
      (g): JsonObject => ({
        // ObjectMeta with omitzero on creationTimestamp (v1.34): only the name, and none for core.
        metadata: g.group === '' ? ({} as JsonObject) : { name: g.group },
        versions: g.versions.map((version) => ({
          version,
          resources: aggregatedResources(server, g.group, version),
          freshness: 'Current',
        })),
      }),
    );
  return { kind: AGGREGATED_KIND, apiVersion: `${AGGREGATED_GROUP}/${v}`, metadata: {}, items };
}

function aggregatedResources(server: ApiServer, group: string, version: string): JsonObject[] {
  return server.registry
    .all()
    .filter((i) => i.group === group && i.version === version)
    .sort((a, b) => a.resource.localeCompare(b.resource))
    .map((info) => {
      const short = shortNamesOf(server, info);
      const categories = categoriesOf(server, info);
      const responseKind = { group, version, kind: info.kind };
      // in path order: <resource>/scale (an autoscaling/v1 Scale), then <resource>/status
      const subresources = [
        ...(info.scale !== undefined
          ? [{ subresource: 'scale', responseKind: SCALE_KIND, verbs: SUB_VERBS }]
          : []),
        ...(info.statusSubresource ? [{ subresource: 'status', responseKind, verbs: SUB_VERBS }] : []),
      ];
      return {
        resource: info.resource,
        responseKind,
        scope: info.namespaced ? 'Namespaced' : 'Cluster',
        singularResource: info.singular,
        verbs: info.builtin ? VERBS : CRD_VERBS,
        ...(short.length > 0 ? { shortNames: short } : {}),
        ...(categories.length > 0 ? { categories } : {}),
        ...(subresources.length > 0 ? { subresources } : {}),
      };
    });
}

/** The kind and verbs of a /scale and a /status subresource. */
const SCALE_KIND = { group: 'autoscaling', version: 'v1', kind: 'Scale' };
const SUB_VERBS = ['get', 'patch', 'update'];
