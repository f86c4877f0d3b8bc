/**
 * A CustomResourceDefinition as the API server defaults and validates it on create and update ([AX]
 * v0.34 pkg/apis/apiextensions/v1/defaults.go, v1/conversion.go, validation/validation.go
 * ValidateCustomResourceDefinition, registry/customresourcedefinition/strategy.go PrepareForCreate):
 * the group, scope, names, versions (their names, schemas, one storage version) and stored versions,
 * in validation.go's order. Validation runs on the internal object: the v1 conversion copies
 * versions[0].name to spec.version and moves a schema, subresources, printer columns or selectable
 * fields that every version has alike to the top level, so an error about `spec.versions` prints the
 * internal versions (json.Marshal of structs without tags: Go field names, zero values included).
 * Not reproduced here: the structural-schema and CEL compilation checks of the schemas.
 */

import { nameErrors } from './objectmeta.ts';
import { type FieldError, fieldErr } from './status.ts';
import type { Json, JsonObject, KubeObject } from './types.ts';
import { isObject, str } from './types.ts';

/** SetDefaults_CustomResourceDefinitionSpec: singular and listKind from the kind, conversion None. */
export function defaultCRD(o: KubeObject): void {
  if (!isObject(o.spec)) return;
  const spec = o.spec;
  if (!isObject(spec.names)) spec.names = {};
  const names = spec.names;
  const kind = str(names.kind);
  if (str(names.singular) === '') names.singular = kind.toLowerCase();
  if (str(names.listKind) === '' && kind !== '') names.listKind = `${kind}List`;
  if (spec.conversion === undefined || spec.conversion === null) spec.conversion = { strategy: 'None' };
}

const sameJson = (a: Json | undefined, b: Json | undefined) => JSON.stringify(a) === JSON.stringify(b);

/** The internal spec's versions and top-level fields after Convert_v1_CustomResourceDefinitionSpec. */
function hoisted(versions: JsonObject[]): { versions: JsonObject[]; validation: Json | undefined } {
  const out = versions.map((v) => ({ ...v }));
  if (out.length === 0) return { versions: out, validation: undefined };
  let validation: Json | undefined;
  for (const key of ['subresources', 'schema', 'additionalPrinterColumns', 'selectableFields']) {
    const first = out[0][key];
    if (!out.every((v) => sameJson(v[key], first))) continue;
    if (key === 'schema') validation = first;
    for (const v of out) delete v[key];
  }
  return { versions: out, validation };
}

// ---- json.Marshal of the internal types (no json tags: Go names, every field) ----------------------

const ptr = (v: Json | undefined): Json => (v === undefined ? null : v);
const strs = (v: Json | undefined): Json => (Array.isArray(v) ? v.map((x) => str(x)) : null);
const list = (v: Json | undefined, f: (x: Json) => Json): Json => (Array.isArray(v) ? v.map(f) : null);
const schemaMap = (v: Json | undefined): Json => {
  if (!isObject(v)) return null;
  const out: JsonObject = {};
  for (const k of Object.keys(v).sort()) out[k] = internalSchema(v[k]);
  return out;
};
const schemaPtr = (v: Json | undefined): Json => (isObject(v) ? internalSchema(v) : null);

/** apiextensions.JSONSchemaProps (types_jsonschema.go), from its v1 form. */
function internalSchema(s: Json): JsonObject {
  const v = isObject(s) ? s : {};
  const orBool = (x: Json | undefined): Json =>
    x === undefined || x === null
      ? null
      : typeof x === 'boolean'
        ? { Allows: x, Schema: null }
        : { Allows: true, Schema: internalSchema(x) };
  return {
    ID: str(v.id),
    Schema: str(v.$schema),
    Ref: ptr(v.$ref),
    Description: str(v.description),
    Type: str(v.type),
    Nullable: v.nullable === true,
    Format: str(v.format),
    Title: str(v.title),
    Default: ptr(v.default),
    Maximum: ptr(v.maximum),
    ExclusiveMaximum: v.exclusiveMaximum === true,
    Minimum: ptr(v.minimum),
    ExclusiveMinimum: v.exclusiveMinimum === true,
    MaxLength: ptr(v.maxLength),
    MinLength: ptr(v.minLength),
    Pattern: str(v.pattern),
    MaxItems: ptr(v.maxItems),
    MinItems: ptr(v.minItems),
    UniqueItems: v.uniqueItems === true,
    MultipleOf: ptr(v.multipleOf),
    Enum: Array.isArray(v.enum) ? v.enum : null,
    MaxProperties: ptr(v.maxProperties),
    MinProperties: ptr(v.minProperties),
    Required: strs(v.required),
    Items:
      v.items === undefined || v.items === null
        ? null
        : Array.isArray(v.items)
          ? { Schema: null, JSONSchemas: v.items.map(internalSchema) }
          : { Schema: internalSchema(v.items), JSONSchemas: null },
    AllOf: list(v.allOf, internalSchema),
    OneOf: list(v.oneOf, internalSchema),
    AnyOf: list(v.anyOf, internalSchema),
    Not: schemaPtr(v.not),
    Properties: schemaMap(v.properties),
    AdditionalProperties: orBool(v.additionalProperties),
    PatternProperties: schemaMap(v.patternProperties),
    Dependencies: isObject(v.dependencies)
      ? Object.fromEntries(
          Object.keys(v.dependencies)
            .sort()
            .map((k) => {
              const d = (v.dependencies as JsonObject)[k];
              return [
                k,
                Array.isArray(d)
                  ? { Schema: null, Property: strs(d) }
                  : { Schema: internalSchema(d), Property: null },
              ];
            }),
        )
      : null,
    AdditionalItems: orBool(v.additionalItems),
    Definitions: schemaMap(v.definitions),
    ExternalDocs: isObject(v.externalDocs)
      ? { Description: str(v.externalDocs.description), URL: str(v.externalDocs.url) }
      : null,
    Example: ptr(v.example),
    XPreserveUnknownFields: ptr(v['x-kubernetes-preserve-unknown-fields']),
    XEmbeddedResource: v['x-kubernetes-embedded-resource'] === true,
    XIntOrString: v['x-kubernetes-int-or-string'] === true,
    XListMapKeys: strs(v['x-kubernetes-list-map-keys']),
    XListType: ptr(v['x-kubernetes-list-type']),
    XMapType: ptr(v['x-kubernetes-map-type']),
    XValidations: list(v['x-kubernetes-validations'], (r) => {
      const rule = isObject(r) ? r : {};
      return {
        Rule: str(rule.rule),
        Message: str(rule.message),
        MessageExpression: str(rule.messageExpression),
        Reason: ptr(rule.reason),
        FieldPath: str(rule.fieldPath),
        OptionalOldSelf: ptr(rule.optionalOldSelf),
      };
    }),
  };
}

/** apiextensions.CustomResourceDefinitionVersion (types.go). */
function internalVersion(v: JsonObject): JsonObject {
  const sub = isObject(v.subresources) ? v.subresources : undefined;
  const scale = sub && isObject(sub.scale) ? sub.scale : undefined;
  return {
    Name: str(v.name),
    Served: v.served === true,
    Storage: v.storage === true,
    Deprecated: v.deprecated === true,
    DeprecationWarning: ptr(v.deprecationWarning),
    Schema: isObject(v.schema) ? { OpenAPIV3Schema: schemaPtr(v.schema.openAPIV3Schema) } : null,
    Subresources: sub
      ? {
          Status: isObject(sub.status) ? {} : null,
          Scale: scale
            ? {
                SpecReplicasPath: str(scale.specReplicasPath),
                StatusReplicasPath: str(scale.statusReplicasPath),
                LabelSelectorPath: ptr(scale.labelSelectorPath),
              }
            : null,
        }
      : null,
    AdditionalPrinterColumns: list(v.additionalPrinterColumns, (c) => {
      const col = isObject(c) ? c : {};
      return {
        Name: str(col.name),
        Type: str(col.type),
        Format: str(col.format),
        Description: str(col.description),
        Priority: typeof col.priority === 'number' ? col.priority : 0,
        JSONPath: str(col.jsonPath),
      };
    }),
    SelectableFields: list(v.selectableFields, (f) => ({
      JSONPath: str(isObject(f) ? f.jsonPath : undefined),
    })),
  };
}

const dns1035 = (s: string) => nameErrors('dns1035', s).join(',');

/**
 * validateCustomResourceDefinitionSpec's checks of the group, scope, schemas' presence, versions and
 * names, then ValidateCustomResourceDefinitionStoredVersions against the stored versions
 * PrepareForCreate (or the stored object) gives.
 */
export function validateCRD(obj: KubeObject, old?: KubeObject): FieldError[] {
  const spec = isObject(obj.spec) ? obj.spec : {};
  const names = isObject(spec.names) ? spec.names : {};
  const meta = isObject(obj.metadata) ? obj.metadata : {};
  const errs: FieldError[] = [];
  const want = `${str(names.plural)}.${str(spec.group)}`;
  if (str(meta.name) !== want)
    errs.push(fieldErr.invalid('metadata.name', str(meta.name), 'must be spec.names.plural+"."+spec.group'));

  const group = str(spec.group);
  if (group === '') errs.push(fieldErr.required('spec.group'));
  else if (nameErrors('subdomain', group).length > 0)
    errs.push(fieldErr.invalid('spec.group', group, nameErrors('subdomain', group).join(',')));
  else if (group.split('.').length < 2)
    errs.push(fieldErr.invalid('spec.group', group, 'should be a domain with at least one dot'));

  const scope = str(spec.scope);
  if (scope === '') errs.push(fieldErr.required('spec.scope'));
  else if (scope !== 'Namespaced' && scope !== 'Cluster')
    errs.push(fieldErr.notSupported('spec.scope', scope, ['Cluster', 'Namespaced']));

  const v1Versions = (Array.isArray(spec.versions) ? spec.versions : []).map((v) => (isObject(v) ? v : {}));
  const { versions, validation } = hoisted(v1Versions);
  // requireOpenAPISchema: every version needs one unless a (hoisted) top-level one is there
  if (!(isObject(validation) && isObject(validation.openAPIV3Schema)))
    versions.forEach((v, i) => {
      if (!(isObject(v.schema) && isObject(v.schema.openAPIV3Schema)))
        errs.push(fieldErr.required(`spec.versions[${i}].schema.openAPIV3Schema`));
    });

  let storage = 0;
  const seen = new Set<string>();
  let unique = true;
  versions.forEach((v, i) => {
    const name = str(v.name);
    if (v.storage === true) storage++;
    if (seen.has(name)) unique = false;
    seen.add(name);
    const bad = dns1035(name);
    if (bad !== '') errs.push(fieldErr.invalid(`spec.versions[${i}].name`, name, bad));
  });
  const internalVersions = (): Json => versions.map(internalVersion);
  if (!unique)
    errs.push(fieldErr.invalid('spec.versions', internalVersions(), 'must contain unique version names'));
  if (storage !== 1)
    errs.push(
      fieldErr.invalid(
        'spec.versions',
        internalVersions(),
        'must have exactly one version marked as storage version',
      ),
    );
  // spec.version: versions[0].name, copied by the conversion
  if (versions.length > 0) {
    const first = str(versions[0].name);
    const bad = dns1035(first);
    if (first !== '' && bad !== '') errs.push(fieldErr.invalid('spec.version', first, bad));
  }

  for (const key of ['plural', 'singular', 'kind', 'listKind'])
    if (str(names[key]) === '') errs.push(fieldErr.required(`spec.names.${key}`));
  for (const key of ['plural', 'singular']) {
    const n = str(names[key]);
    if (n !== '' && dns1035(n) !== '') errs.push(fieldErr.invalid(`spec.names.${key}`, n, dns1035(n)));
  }
  for (const key of ['kind', 'listKind']) {
    const n = str(names[key]);
    const bad = dns1035(n.toLowerCase());
    if (n !== '' && bad !== '')
      errs.push(
        fieldErr.invalid(`spec.names.${key}`, n, `may have mixed case, but should otherwise match: ${bad}`),
      );
  }
  (Array.isArray(names.shortNames) ? names.shortNames : []).forEach((s, i) => {
    const bad = dns1035(str(s));
    if (bad !== '') errs.push(fieldErr.invalid(`spec.names.shortNames[${i}]`, str(s), bad));
  });
  if (str(names.kind) !== '' && names.kind === names.listKind)
    errs.push(
      fieldErr.invalid('spec.names.listKind', str(names.listKind), 'kind and listKind may not be the same'),
    );
  (Array.isArray(names.categories) ? names.categories : []).forEach((c, i) => {
    const bad = dns1035(str(c));
    if (bad !== '') errs.push(fieldErr.invalid(`spec.names.categories[${i}]`, str(c), bad));
  });

  errs.push(...storedVersionErrors(storedVersions(old, v1Versions), v1Versions));
  return errs;
}

/**
 * The stored versions validation sees: PrepareForCreate's (the first storage version), or on an
 * update PrepareForUpdate's, the stored object's with the new storage version added if missing.
 */
function storedVersions(old: KubeObject | undefined, versions: JsonObject[]): string[] | null {
  const status = old !== undefined && isObject(old.status) ? old.status : {};
  const stored = Array.isArray(status.storedVersions) ? status.storedVersions.map((v) => str(v)) : [];
  const first = versions.find((v) => v.storage === true);
  if (first !== undefined && !stored.includes(str(first.name))) stored.push(str(first.name));
  return stored.length === 0 ? null : stored;
}

/** ValidateCustomResourceDefinitionStoredVersions. */
function storedVersionErrors(stored: string[] | null, versions: JsonObject[]): FieldError[] {
  if (stored === null || stored.length === 0)
    return [fieldErr.invalid('status.storedVersions', stored, 'must have at least one stored version')];
  const errs: FieldError[] = [];
  const left = new Map(stored.map((v, i) => [v, i]));
  for (const v of versions) {
    const name = str(v.name);
    const has = left.has(name);
    if (v.storage === true && !stored.includes(name))
      errs.push(fieldErr.invalid('status.storedVersions', stored, `must have the storage version ${name}`));
    if (has) left.delete(name);
  }
  // a Go map's order: several missing ones print in any order; sorted here
  for (const [v, i] of [...left].sort((a, b) => a[1] - b[1]))
    errs.push(
      fieldErr.invalid(
        `status.storedVersions[${i}]`,
        v,
        `missing from spec.versions; ${v} was previously a storage version, and must remain in spec.versions until a storage migration ensures no data remains persisted in ${v} and removes ${v} from status.storedVersions`,
      ),
    );
  return errs;
}
