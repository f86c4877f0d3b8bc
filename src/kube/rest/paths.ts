// The Kubernetes REST paths as kube-apiserver serves them (k8s.io/apiserver pkg/endpoints/installer.go):
//   /api, /apis, /apis/<group>, /api/v1, /apis/<group>/<version>           discovery
//   /api/v1/<resource>[/<name>[/<subresource>]]                              cluster scope, or all namespaces
//   /api/v1/namespaces/<ns>/<resource>[/<name>[/<subresource>]]             namespaced
//   /apis/<group>/<version>/...                                              the same under a group
// `namespaces/<name>/status` is the namespace's own subresource, not a resource in it: the registry
// tells which (as the installer's routes do).
import type { Registry, ResourceInfo } from '../apiserver/index.ts';

export type Route =
  | { kind: 'version' }
  | { kind: 'health'; check: string }
  | { kind: 'core-versions' }
  | { kind: 'groups' }
  | { kind: 'group'; group: string }
  | { kind: 'resources'; group: string; version: string }
  | { kind: 'openapi-v3' }
  | { kind: 'openapi-v3-gv'; group: string; version: string }
  | {
      kind: 'resource';
      info: ResourceInfo;
      /** The namespace of the path; undefined for cluster scope and for lists across all namespaces. */
      namespace: string | undefined;
      name: string | undefined;
      subresource: string | undefined;
    }
  | { kind: 'unknown-resource'; group: string; version: string; resource: string }
  | { kind: 'not-found' };

/** Path segments, unescaped; a malformed escape is left as written (no route has one: a 404). */
const seg = (p: string) =>
  p
    .split('/')
    .filter((s) => s.length > 0)
    .map((s) => {
      try {
        return decodeURIComponent(s);
      } catch {
        return s;
      }
    });

export function route(registry: Registry, path: string): Route {
  const parts = seg(path);
  if (parts.length === 1 && parts[0] === 'version') return { kind: 'version' };
  if (parts.length >= 1 && ['healthz', 'livez', 'readyz'].includes(parts[0] ?? ''))
    return { kind: 'health', check: parts[0] ?? '' };
  if (parts[0] === 'openapi' && parts[1] === 'v3') {
    if (parts.length === 2) return { kind: 'openapi-v3' };
    if (parts[2] === 'api' && parts[3] && parts.length === 4)
      return { kind: 'openapi-v3-gv', group: '', version: parts[3] };
    if (parts[2] === 'apis' && parts[3] && parts[4] && parts.length === 5)
      return { kind: 'openapi-v3-gv', group: parts[3], version: parts[4] };
    return { kind: 'not-found' };
  }
  let group: string;
  let version: string;
  let rest: string[];
  if (parts[0] === 'api') {
    if (parts.length === 1) return { kind: 'core-versions' };
    group = '';
    version = parts[1] ?? '';
    rest = parts.slice(2);
  } else if (parts[0] === 'apis') {
    if (parts.length === 1) return { kind: 'groups' };
    group = parts[1] ?? '';
    if (parts.length === 2) return { kind: 'group', group };
    version = parts[2] ?? '';
    rest = parts.slice(3);
  } else return { kind: 'not-found' };
  if (rest.length === 0) return { kind: 'resources', group, version };

  const lookup = (resource: string) => registry.lookup({ group, version, resource });
  // namespaces/<ns>/<resource>... when <resource> is a namespaced resource of this group/version.
  if (rest[0] === 'namespaces' && rest.length >= 3) {
    const inner = lookup(rest[2] ?? '');
    if (inner?.namespaced) {
      if (rest.length > 5) return { kind: 'not-found' };
      return { kind: 'resource', info: inner, namespace: rest[1], name: rest[3], subresource: rest[4] };
    }
    if (group !== '' || !['status', 'finalize'].includes(rest[2] ?? ''))
      return { kind: 'unknown-resource', group, version, resource: rest[2] ?? '' };
  }
  const info = lookup(rest[0] ?? '');
  if (!info) return { kind: 'unknown-resource', group, version, resource: rest[0] ?? '' };
  if (rest.length > 3) return { kind: 'not-found' };
  return { kind: 'resource', info, namespace: undefined, name: rest[1], subresource: rest[2] };
}
