// OpenAPI v3 as kube-apiserver serves it (/openapi/v3: an index of group-versions, then one document
// per group-version): what kubectl reads to learn that the server validates fields itself (the
// `fieldValidation` parameter on each kind's PATCH, cli-runtime resource/query_param_verifier_v3.go)
// and what `kubectl explain` reads. Schemas: a CRD's own; for built-in kinds an open object (their
// full schemas are not modelled yet).
import type { ApiServer, ResourceInfo } from '../apiserver/index.ts';
import type { JsonObject } from '../apiserver/types.ts';
import { servedGroups } from './discovery.ts';

const gvPath = (group: string, version: string) =>
  group === '' ? `api/${version}` : `apis/${group}/${version}`;

export function openapiIndex(server: ApiServer): JsonObject {
  const paths: JsonObject = {};
  for (const g of servedGroups(server)) {
    for (const v of g.versions) {
      const p = gvPath(g.group, v);
      paths[p] = { serverRelativeURL: `/openapi/v3/${p}?hash=${hashOf(server, g.group, v)}` };
    }
  }
  return { paths };
}

/** Changes when the group-version's kinds change, so clients' caches of the document stay right. */
function hashOf(server: ApiServer, group: string, version: string): string {
  const text = server.registry
    .all()
    .filter((i) => i.group === group && i.version === version)
    .map((i) => `${i.resource}:${i.kind}:${JSON.stringify(i.schema ?? null)}`)
    .sort()
    .join('|');
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h.toString(16).toUpperCase().padStart(8, '0');
}

const schemaName = (i: ResourceInfo) => {
  const g = i.group === '' ? 'core' : i.group;
  return i.builtin
    ? `io.k8s.api.${g.split('.')[0]}.${i.version}.${i.kind}`
    : `${i.group.split('.').reverse().join('.')}.${i.version}.${i.kind}`;
};

const queryParams = ['dryRun', 'fieldManager', 'fieldValidation'].map((name) => ({
  name,
  in: 'query',
  schema: { type: 'string', uniqueItems: true },
}));

export function openapiGroupVersion(
  server: ApiServer,
  group: string,
  version: string,
): JsonObject | undefined {
  const infos = server.registry.all().filter((i) => i.group === group && i.version === version);
  if (infos.length === 0) return undefined;
  const paths: JsonObject = {};
  const schemas: JsonObject = {};
  const prefix = `/${gvPath(group, version)}`;
  for (const info of infos) {
    const gvk = { group, version, kind: info.kind };
    const ref = { $ref: `#/components/schemas/${schemaName(info)}` };
    const op = (verb: string, action: string) => ({
      operationId: `${verb}${info.kind}`,
      'x-kubernetes-action': action,
      'x-kubernetes-group-version-kind': gvk,
      parameters: verb === 'read' ? [] : queryParams,
      responses: { '200': { description: 'OK', content: { 'application/json': { schema: ref } } } },
    });
    const collection = info.namespaced
      ? `${prefix}/namespaces/{namespace}/${info.resource}`
      : `${prefix}/${info.resource}`;
    paths[collection] = { get: op('list', 'list'), post: op('create', 'post') };
    paths[`${collection}/{name}`] = {
      get: op('read', 'get'),
      put: op('replace', 'put'),
      patch: op('patch', 'patch'),
    };
    schemas[schemaName(info)] = {
      ...(info.schema ?? { type: 'object', 'x-kubernetes-preserve-unknown-fields': true }),
      'x-kubernetes-group-version-kind': [gvk],
    };
  }
  return {
    openapi: '3.0.0',
    info: { title: 'Kubernetes', version: 'v1.34.0' },
    paths,
    components: { schemas },
  };
}
