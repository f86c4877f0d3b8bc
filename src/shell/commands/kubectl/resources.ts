// kubectl's view of the API: discovery (the served resources with their short names, in the
// server's group order) and the RESTMapper's resolution of what the learner types (`po`, `deploy`,
// `memcacheds.cache.example.com`, `Memcached`, `crd`) to a resource.
import type { ApiServer, ResourceInfo } from '../../../kube/apiserver/index.ts';
import { groupRank, shortNamesOf } from '../../../kube/rest/discovery.ts';

export interface Resource {
  info: ResourceInfo;
  shortNames: string[];
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
      shortNames: shortNamesOf(server, info),
    });
  }
  return all.sort(
    (a, b) =>
      groupRank(a.info.group) - groupRank(b.info.group) ||
      a.info.group.localeCompare(b.info.group) ||
      a.info.resource.localeCompare(b.info.resource),
  );
}

/**
 * Resolves a resource argument like the RESTMapper: plural, singular, short name or kind, optionally
 * qualified by `.group` or `.version.group`. Undefined when nothing matches.
 */
const matchName = (r: Resource, name: string) =>
  r.info.resource === name ||
  r.info.singular === name ||
  r.info.kind.toLowerCase() === name ||
  r.shortNames.includes(name);

/** RESTMapper.ResourcesFor of a bare (lower-cased) resource name: every group serving it, in discovery order. */
export function resourcesFor(server: ApiServer, name: string): Resource[] {
  const lower = name.toLowerCase();
  return discovery(server).filter((r) => matchName(r, lower));
}

export function resolveResource(server: ApiServer, arg: string): Resource | undefined {
  const lower = arg.toLowerCase();
  const candidates = discovery(server);
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
