// kubectl's view of the API: discovery (the served resources with their short names, in the
// server's group order) and the RESTMapper's resolution of what the learner types (`po`, `deploy`,
// `memcacheds.cache.example.com`, `Memcached`, `crd`) to a resource.
import type { ApiServer, ResourceInfo } from '../../../kube/apiserver/index.ts';
import { isObject, str } from '../../../kube/apiserver/types.ts';

/** Short names of the built-in resources as the real discovery documents list them. */
const BUILTIN_SHORT: Record<string, string[]> = {
  namespaces: ['ns'],
  nodes: ['no'],
  pods: ['po'],
  configmaps: ['cm'],
  services: ['svc'],
  serviceaccounts: ['sa'],
  events: ['ev'],
  endpoints: ['ep'],
  deployments: ['deploy'],
  replicasets: ['rs'],
  statefulsets: ['sts'],
  cronjobs: ['cj'],
  customresourcedefinitions: ['crd', 'crds'],
};

/** Discovery order of the API groups (kube-apiserver's aggregator priority), then CRD groups by name. */
const GROUP_ORDER = [
  '',
  'apps',
  'batch',
  'rbac.authorization.k8s.io',
  'admissionregistration.k8s.io',
  'apiextensions.k8s.io',
  'coordination.k8s.io',
];

export interface Resource {
  info: ResourceInfo;
  shortNames: string[];
}

function crdShortNames(server: ApiServer, info: ResourceInfo): string[] {
  if (info.builtin || !info.crdName) return BUILTIN_SHORT[info.resource] ?? [];
  const admin = { user: { username: 'system:apiserver', groups: ['system:masters'] } };
  const r = server.get(
    admin,
    { group: 'apiextensions.k8s.io', version: 'v1', resource: 'customresourcedefinitions' },
    info.crdName,
  );
  if (!r.ok) return [];
  const spec = isObject(r.object.spec) ? r.object.spec : {};
  const names = isObject(spec.names) ? spec.names : {};
  return Array.isArray(names.shortNames) ? names.shortNames.map((s) => str(s)) : [];
}

/** Every served resource, one per group/resource (the preferred = first served version), in discovery order. */
export function discovery(server: ApiServer): Resource[] {
  const seen = new Set<string>();
  const all: Resource[] = [];
  for (const info of server.registry.all()) {
    const key = `${info.group}/${info.resource}`;
    if (seen.has(key)) continue;
    seen.add(key);
    all.push({
      info,
      shortNames: info.builtin ? (BUILTIN_SHORT[info.resource] ?? []) : crdShortNames(server, info),
    });
  }
  const rank = (g: string) => {
    const i = GROUP_ORDER.indexOf(g);
    return i < 0 ? GROUP_ORDER.length : i;
  };
  return all.sort(
    (a, b) =>
      rank(a.info.group) - rank(b.info.group) ||
      a.info.group.localeCompare(b.info.group) ||
      a.info.resource.localeCompare(b.info.resource),
  );
}

/**
 * Resolves a resource argument like the RESTMapper: plural, singular, short name or kind, optionally
 * qualified by `.group` or `.version.group`. Undefined when nothing matches.
 */
export function resolveResource(server: ApiServer, arg: string): Resource | undefined {
  const lower = arg.toLowerCase();
  const candidates = discovery(server);
  const matchName = (r: Resource, name: string) =>
    r.info.resource === name ||
    r.info.singular === name ||
    r.info.kind.toLowerCase() === name ||
    r.shortNames.includes(name);
  const exact = candidates.find((r) => matchName(r, lower));
  if (exact && !lower.includes('.')) return exact;
  const dot = lower.indexOf('.');
  if (dot < 0) return exact;
  const name = lower.slice(0, dot);
  const rest = lower.slice(dot + 1);
  for (const r of candidates) {
    if (!matchName(r, name)) continue;
    if (r.info.group === rest || `${r.info.version}.${r.info.group}` === rest) return r;
  }
  return undefined;
}

/** `kind.group` lower-cased, as kubectl's name printer shows an object: `memcached.cache.example.com/x`. */
export function kindGroup(info: ResourceInfo): string {
  const k = info.kind.toLowerCase();
  return info.group === '' ? k : `${k}.${info.group}`;
}

/** `resource.group`: GroupResource.String(), used in API error messages and `describe`. */
export function groupResource(info: ResourceInfo): string {
  return info.group === '' ? info.resource : `${info.resource}.${info.group}`;
}
