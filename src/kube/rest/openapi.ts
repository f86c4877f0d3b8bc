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
import { descriptionOf, openApiDocsLoaded } from './openapi-docs.ts';
import { specOf } from './protobuf.ts';
import { KUBE_GIT_VERSION } from './version.ts';

export const gvPath = (group: string, version: string) =>
  group === '' ? `api/${version}` : `apis/${group}/${version}`;

/**
 * The index: each group-version's URL with its document's hash, kube-openapi's ETag (`docHash`,
 * where the host can digest), else a hash of the group-version's kinds.
 */
const etags = new WeakMap<ApiServer, Map<string, { key: string; etag: string }>>();

/**
 * A group-version document's ETag, the upper-case hex SHA-512 of its JSON, kept until the
 * group-version's kinds change or the descriptions arrive (each kubectl command reads the index).
 */
export function openapiETag(
  server: ApiServer,
  group: string,
  version: string,
  sha512Hex: (text: string) => string,
  body: () => string,
): string {
  let byGV = etags.get(server);
  if (!byGV) etags.set(server, (byGV = new Map()));
  const key = `${hashOf(server, group, version)}:${openApiDocsLoaded()}`;
  const cached = byGV.get(`${group}/${version}`);
  if (cached && cached.key === key) return cached.etag;
  const etag = sha512Hex(body()).toUpperCase();
  byGV.set(`${group}/${version}`, { key, etag });
  return etag;
}

export function openapiIndex(
  server: ApiServer,
  docHash?: (group: string, version: string) => string,
): JsonObject {
  const paths: JsonObject = {};
  for (const g of servedGroups(server)) {
    for (const v of g.versions) {
      const p = gvPath(g.group, v);
      const hash = docHash ? docHash(g.group, v) : hashOf(server, g.group, v);
      paths[p] = { serverRelativeURL: `/openapi/v3/${p}?hash=${hash}` };
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
    info: { title: 'Kubernetes', version: KUBE_GIT_VERSION },
    paths,
    components: { schemas },
  };
}

/** The OpenAPI name of a message of the generated layout: `apps/v1.Deployment` → io.k8s.api.apps.v1.Deployment. */
const componentName = (id: string) =>
  id.startsWith('meta/')
    ? `io.k8s.apimachinery.pkg.apis.${id}`.replace('/', '.')
    : `io.k8s.api.${id.replace('/', '.')}`;

// The well-known types as kube-apiserver's OpenAPI v3 documents them (kubernetes
// api/openapi-spec/v3/apis__apps__v1_openapi.json): their own descriptions, and the scalar unions
// Quantity and IntOrString as `oneOf` (their OpenAPIV3OneOfTypes), which kubectl explain prints
// after a field's description.
const WELL_KNOWN_SCHEMAS: Record<string, [string, JsonObject]> = {
  T: [
    'io.k8s.apimachinery.pkg.apis.meta.v1.Time',
    {
      description:
        'Time is a wrapper around time.Time which supports correct marshaling to YAML and JSON.  Wrappers are provided for many of the factory methods that the time package offers.',
      format: 'date-time',
      type: 'string',
    },
  ],
  M: [
    'io.k8s.apimachinery.pkg.apis.meta.v1.MicroTime',
    {
      description: 'MicroTime is version of Time with microsecond level precision.',
      format: 'date-time',
      type: 'string',
    },
  ],
  D: [
    'io.k8s.apimachinery.pkg.apis.meta.v1.Duration',
    {
      description:
        'Duration is a wrapper around time.Duration which supports correct marshaling to YAML and JSON. In particular, it marshals into strings, which can be used as map keys in json.',
      type: 'string',
    },
  ],
  F: [
    'io.k8s.apimachinery.pkg.apis.meta.v1.FieldsV1',
    {
      description:
        "FieldsV1 stores a set of fields in a data structure like a Trie, in JSON format.\n\nEach key is either a '.' representing the field itself, and will always map to an empty set, or a string representing a sub-field or item. The string will follow one of these four formats: 'f:<name>', where <name> is the name of a field in a struct, or key in a map 'v:<value>', where <value> is the exact json formatted value of a list item 'i:<index>', where <index> is position of a item in a list 'k:<keys>', where <keys> is a map of  a list item's key fields to their unique values If a key maps to an empty Fields value, the field that key represents is part of the set.\n\nThe exact format is defined in sigs.k8s.io/structured-merge-diff",
      type: 'object',
    },
  ],
  I: [
    'io.k8s.apimachinery.pkg.util.intstr.IntOrString',
    {
      description:
        'IntOrString is a type that can hold an int32 or a string.  When used in JSON or YAML marshalling and unmarshalling, it produces or consumes the inner type.  This allows you to have, for example, a JSON field that can accept a name or number.',
      format: 'int-or-string',
      oneOf: [{ type: 'integer' }, { type: 'string' }],
    },
  ],
  Q: [
    'io.k8s.apimachinery.pkg.api.resource.Quantity',
    {
      description:
        'Quantity is a fixed-point representation of a number. It provides convenient marshaling/unmarshaling in JSON and YAML, in addition to String() and AsInt64() accessors.\n\nThe serialization format is:\n\n``` <quantity>        ::= <signedNumber><suffix>\n\n\t(Note that <suffix> may be empty, from the "" case in <decimalSI>.)\n\n<digit>           ::= 0 | 1 | ... | 9 <digits>          ::= <digit> | <digit><digits> <number>          ::= <digits> | <digits>.<digits> | <digits>. | .<digits> <sign>            ::= "+" | "-" <signedNumber>    ::= <number> | <sign><number> <suffix>          ::= <binarySI> | <decimalExponent> | <decimalSI> <binarySI>        ::= Ki | Mi | Gi | Ti | Pi | Ei\n\n\t(International System of units; See: http://physics.nist.gov/cuu/Units/binary.html)\n\n<decimalSI>       ::= m | "" | k | M | G | T | P | E\n\n\t(Note that 1024 = 1Ki but 1000 = 1k; I didn\'t choose the capitalization.)\n\n<decimalExponent> ::= "e" <signedNumber> | "E" <signedNumber> ```\n\nNo matter which of the three exponent forms is used, no quantity may represent a number greater than 2^63-1 in magnitude, nor may it have more than 3 decimal places. Numbers larger or more precise will be capped or rounded up. (E.g.: 0.1m will rounded up to 1m.) This may be extended in the future if we require larger or smaller quantities.\n\nWhen a Quantity is parsed from a string, it will remember the type of suffix it had, and will use the same type again when it is serialized.\n\nBefore serializing, Quantity will be put in "canonical form". This means that Exponent/suffix will be adjusted up or down (with a corresponding increase or decrease in Mantissa) such that:\n\n- No precision is lost - No fractional digits will be emitted - The exponent (or suffix) is as large as possible.\n\nThe sign will be omitted unless the number is negative.\n\nExamples:\n\n- 1.5 will be serialized as "1500m" - 1.5Gi will be serialized as "1536Mi"\n\nNote that the quantity will NEVER be internally represented by a floating point number. That is the whole point of this exercise.\n\nNon-canonical values will still parse as long as they are well formed, but will be re-emitted in their canonical form. (So always use canonical form, or don\'t diff.)\n\nThis format is intended to make it difficult to use these numbers without writing some sort of special handling code in the hopes that that will cause implementors to also use a fixed point implementation.',
      oneOf: [{ type: 'string' }, { type: 'number' }],
    },
  ],
  R: [
    'io.k8s.apimachinery.pkg.runtime.RawExtension',
    {
      description:
        'RawExtension is used to hold extensions in external versions.\n\nTo use this, make a field which has RawExtension as its type in your external, versioned struct, and Object in your internal struct. You also need to register your various plugin types.\n\n// Internal package:\n\n\ttype MyAPIObject struct {\n\t\truntime.TypeMeta `json:",inline"`\n\t\tMyPlugin runtime.Object `json:"myPlugin"`\n\t}\n\n\ttype PluginA struct {\n\t\tAOption string `json:"aOption"`\n\t}\n\n// External package:\n\n\ttype MyAPIObject struct {\n\t\truntime.TypeMeta `json:",inline"`\n\t\tMyPlugin runtime.RawExtension `json:"myPlugin"`\n\t}\n\n\ttype PluginA struct {\n\t\tAOption string `json:"aOption"`\n\t}\n\n// On the wire, the JSON will look something like this:\n\n\t{\n\t\t"kind":"MyAPIObject",\n\t\t"apiVersion":"v1",\n\t\t"myPlugin": {\n\t\t\t"kind":"PluginA",\n\t\t\t"aOption":"foo",\n\t\t},\n\t}\n\nSo what happens? Decode first uses json or yaml to unmarshal the serialized data into your external MyAPIObject. That causes the raw JSON to be stored, but not unpacked. The next step is to copy (using pkg/conversion) into the internal struct. The runtime package\'s DefaultScheme has conversion functions installed which will unpack the JSON stored in RawExtension, turning it into the correct object type, and storing it in the Object. (TODO: In the case where the object is of an unknown type, a runtime.Unknown object will be created and stored.)',
      type: 'object',
    },
  ],
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
