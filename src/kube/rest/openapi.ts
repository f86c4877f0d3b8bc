// OpenAPI v3 as kube-apiserver serves it (/openapi/v3: an index of group-versions, then one document
// per group-version): what kubectl reads to learn that the server validates fields itself (the
// `fieldValidation` parameter on each kind's PATCH, cli-runtime resource/query_param_verifier_v3.go)
// and what `kubectl explain` reads. Schemas: a CRD's own; for built-in kinds the structure of their
// Go types (fields, types, nesting, from the generated layout in protobuf-types.gen.ts), with the
// descriptions of their doc comments once openapi-docs.ts has loaded them.
import type { ApiServer, ResourceInfo } from '../apiserver/index.ts';
import type { JsonObject } from '../apiserver/types.ts';
import { servedGroups } from './discovery.ts';
import { messageOfKind } from './fields.ts';
import { descriptionOf } from './openapi-docs.ts';
import { specOf } from './protobuf.ts';

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
    const builtin = info.builtin ? builtinSchemas(group, version, info.kind) : undefined;
    if (builtin) Object.assign(schemas, builtin.components);
    schemas[schemaName(info)] = {
      ...(builtin?.root ?? info.schema ?? { type: 'object', 'x-kubernetes-preserve-unknown-fields': true }),
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

/** The OpenAPI name of a message of the generated layout: `apps/v1.Deployment` → io.k8s.api.apps.v1.Deployment. */
const componentName = (id: string) =>
  id.startsWith('meta/')
    ? `io.k8s.apimachinery.pkg.apis.${id}`.replace('/', '.')
    : `io.k8s.api.${id.replace('/', '.')}`;

const WELL_KNOWN_SCHEMAS: Record<string, [string, JsonObject]> = {
  T: ['io.k8s.apimachinery.pkg.apis.meta.v1.Time', { type: 'string', format: 'date-time' }],
  M: ['io.k8s.apimachinery.pkg.apis.meta.v1.MicroTime', { type: 'string', format: 'date-time' }],
  D: ['io.k8s.apimachinery.pkg.apis.meta.v1.Duration', { type: 'string' }],
  F: ['io.k8s.apimachinery.pkg.apis.meta.v1.FieldsV1', { type: 'object' }],
  I: [
    'io.k8s.apimachinery.pkg.util.intstr.IntOrString',
    { 'x-kubernetes-int-or-string': true, format: 'int-or-string' },
  ],
  Q: ['io.k8s.apimachinery.pkg.api.resource.Quantity', { type: 'string' }],
  R: ['io.k8s.apimachinery.pkg.runtime.RawExtension', { type: 'object' }],
};

/**
 * A built-in kind's schema and every component it refers to, as kube-apiserver's OpenAPI v3 lays
 * them out: a reference to another type is `allOf: [{$ref}]`, arrays have `items`, maps
 * `additionalProperties`; IntOrString is `x-kubernetes-int-or-string`.
 */
function builtinSchemas(
  group: string,
  version: string,
  kind: string,
): { root: JsonObject; components: JsonObject } | undefined {
  const root = messageOfKind(group === '' ? version : `${group}/${version}`, kind);
  if (!root) return undefined;
  const components: JsonObject = {};
  const pending = [root];
  const seen = new Set(pending);
  const ref = (name: string): JsonObject => ({ allOf: [{ $ref: `#/components/schemas/${name}` }] });
  const valueSchema = (k: string): JsonObject => {
    if (k === 's') return { type: 'string', default: '' };
    if (k === 'b') return { type: 'boolean', default: false };
    if (k === 'i') return { type: 'integer', format: 'int64', default: 0 };
    if (k === 'd') return { type: 'number', format: 'double', default: 0 };
    if (k === 'y') return { type: 'string', format: 'byte' };
    const wk = WELL_KNOWN_SCHEMAS[k];
    if (wk) {
      const [name, schema] = wk;
      components[name] = schema;
      return ref(name);
    }
    if (k.startsWith('{')) {
      const inner = k.slice(1, -1);
      return { type: 'object', additionalProperties: valueSchema(inner.slice(inner.indexOf(':') + 1)) };
    }
    const id = k.slice(2);
    if (!seen.has(id)) {
      seen.add(id);
      pending.push(id);
    }
    return { ...ref(componentName(id)), default: {} };
  };
  const propertiesOf = (id: string, props: JsonObject, required: string[]) => {
    for (const f of specOf(id).values()) {
      if (f.flags.includes('n') && f.kind.startsWith('m:')) propertiesOf(f.kind.slice(2), props, required);
      else {
        const schema: JsonObject = f.flags.includes('r')
          ? { type: 'array', items: valueSchema(f.kind) }
          : valueSchema(f.kind);
        // The Go tags patchStrategy/patchMergeKey, which kubectl's strategic merge patches follow.
        const [strategy, key] = f.patch.split(':');
        if (strategy) schema['x-kubernetes-patch-strategy'] = strategy;
        if (key) schema['x-kubernetes-patch-merge-key'] = key;
        const description = descriptionOf(id, f.json);
        if (description) schema.description = description;
        props[f.json] = schema;
        // kube-openapi: a field is optional when tagged omitempty (or marked +optional, which the
        // layout does not keep; such fields without omitempty are rare).
        if (!f.flags.includes('o')) required.push(f.json);
      }
    }
  };
  for (let i = 0; i < pending.length; i++) {
    const id = pending[i] ?? '';
    const props: JsonObject = {};
    const required: string[] = [];
    if (id === root) {
      for (const f of ['apiVersion', 'kind']) {
        const description = descriptionOf('meta/v1.TypeMeta', f);
        props[f] = description ? { description, type: 'string' } : { type: 'string' };
      }
    }
    propertiesOf(id, props, required);
    const description = descriptionOf(id);
    components[componentName(id)] = {
      ...(description ? { description } : {}),
      type: 'object',
      properties: props,
      ...(required.length > 0 ? { required } : {}),
    };
  }
  const rootSchema = components[componentName(root)] as JsonObject;
  delete components[componentName(root)];
  return { root: rootSchema, components };
}
