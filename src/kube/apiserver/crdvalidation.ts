/**
 * A CustomResourceDefinition as the API server defaults and validates it on create and update ([AX]
 * v0.34 pkg/apis/apiextensions/v1/defaults.go, v1/conversion.go, validation/validation.go
 * ValidateCustomResourceDefinition, registry/customresourcedefinition/strategy.go PrepareForCreate):
 * the group, scope, names, versions (their names, schemas, one storage version) and stored versions,
 * in validation.go's order. Validation runs on the internal object: the v1 conversion copies
 * versions[0].name to spec.version and moves a schema, subresources, printer columns or selectable
 * fields that every version has alike to the top level, so an error about `spec.versions` prints the
 * internal versions (json.Marshal of structs without tags: Go field names, zero values included).
 * Of the CEL compilation checks of x-kubernetes-validations, undeclared references and undefined
 * fields only (cel/validate.ts crdRuleErrors).
 */

// in the engine worker's bundle, a stand-in that loads CEL for a schema with rules (site-lazy-parts.ts)
import { crdRuleErrors } from './cel/validate.ts';
import { nameErrors } from './objectmeta.ts';
import { type FieldError, fieldErr, fieldErrorString } from './status.ts';
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
  // the name rule is the create's (ValidateObjectMeta's nameValidationFn); an update keeps the name
  if (old === undefined && str(meta.name) !== want)
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
    // validateCustomResourceDefinitionVersion: a schema this version has apart from the others
    errs.push(...schemaErrors(v.schema, `spec.versions[${i}].schema`));
  });
  // a nil slice when the request had no versions (json.Marshal: null)
  const internalVersions = (): Json => (Array.isArray(spec.versions) ? versions.map(internalVersion) : null);
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

  // the schema every version has alike, moved to spec.validation by the conversion
  errs.push(...schemaErrors(validation, 'spec.validation'));
  if (old !== undefined) errs.push(...immutableErrors(spec, old));
  errs.push(...storedVersionErrors(storedVersions(old, v1Versions), v1Versions));
  return errs;
}

/**
 * validateCustomResourceDefinitionSpecUpdate: once the CRD is Established its scope and kind are fixed;
 * its group and plural (its name) always are.
 */
function immutableErrors(spec: JsonObject, old: KubeObject): FieldError[] {
  const oldSpec = obj(old.spec);
  const oldNames = obj(oldSpec.names);
  const names = obj(spec.names);
  const conditions = Array.isArray(obj(old.status).conditions) ? (obj(old.status).conditions as Json[]) : [];
  const established = conditions.some((c) => isObject(c) && c.type === 'Established' && c.status === 'True');
  const errs: FieldError[] = [];
  const fixed = (path: string, now: Json | undefined, was: Json | undefined) => {
    if (str(now) !== str(was)) errs.push(fieldErr.invalid(path, str(now), 'field is immutable'));
  };
  if (established) {
    fixed('spec.scope', spec.scope, oldSpec.scope);
    fixed('spec.names.kind', names.kind, oldNames.kind);
  }
  fixed('spec.group', spec.group, oldSpec.group);
  fixed('spec.names.plural', names.plural, oldNames.plural);
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

// ---- the schemas: structural invariants and the OpenAPI checks -------------------------------------

type Level = 'root' | 'item' | 'field';
const obj = (v: Json | undefined): JsonObject => (isObject(v) ? v : {});
const key = (path: string, k: string) => `${path}[${k}]`;

/** The two int-or-string shapes ValidateStructural lets keep a type under anyOf (isIntOrStringAnyOfPattern). */
function isIntOrStringAnyOf(anyOf: Json | undefined): boolean {
  return (
    Array.isArray(anyOf) &&
    anyOf.length === 2 &&
    sameJson(anyOf[0], { type: 'integer' }) &&
    sameJson(anyOf[1], { type: 'string' })
  );
}

/**
 * validateNestedValueValidation ([AX] pkg/apiserver/schema/validation.go): under anyOf, allOf, oneOf
 * and not, a schema may only restrict values; a type, additionalProperties, rules or a metadata
 * property there are not structural.
 */
function nestedValueErrors(v: JsonObject, skipAnyOf: boolean, path: string): FieldError[] {
  const errs = valueValidationErrors(v, skipAnyOf, false, path);
  if (isObject(v.items)) errs.push(...nestedValueErrors(v.items, false, `${path}.items`));
  for (const [k, p] of Object.entries(obj(v.properties)))
    errs.push(...nestedValueErrors(obj(p), false, key(`${path}.properties`, k)));
  if (str(v.type) !== '') errs.push(fieldErr.forbidden(`${path}.type`, 'must be empty to be structural'));
  if (v.additionalProperties !== undefined && v.additionalProperties !== null)
    errs.push(fieldErr.forbidden(`${path}.additionalProperties`, 'must be undefined to be structural'));
  if (Array.isArray(v['x-kubernetes-validations']) && v['x-kubernetes-validations'].length > 0)
    errs.push(fieldErr.forbidden(`${path}.x-kubernetes-validations`, 'must be empty to be structural'));
  if (isObject(v.properties) && 'metadata' in v.properties)
    errs.push(
      fieldErr.forbidden(key(`${path}.properties`, 'metadata'), 'must not be specified in a nested context'),
    );
  return errs;
}

function valueValidationErrors(
  s: JsonObject,
  skipAnyOf: boolean,
  skipFirstAllOfAnyOf: boolean,
  path: string,
) {
  const errs: FieldError[] = [];
  if (!skipAnyOf && Array.isArray(s.anyOf))
    for (const [i, x] of s.anyOf.entries())
      errs.push(...nestedValueErrors(obj(x), false, `${path}.anyOf[${i}]`));
  if (Array.isArray(s.allOf))
    for (const [i, x] of s.allOf.entries())
      errs.push(...nestedValueErrors(obj(x), skipFirstAllOfAnyOf && i === 0, `${path}.allOf[${i}]`));
  if (Array.isArray(s.oneOf))
    for (const [i, x] of s.oneOf.entries())
      errs.push(...nestedValueErrors(obj(x), false, `${path}.oneOf[${i}]`));
  if (isObject(s.not)) errs.push(...nestedValueErrors(s.not, false, `${path}.not`));
  return errs;
}

/** validateStructuralInvariants, for the invariants a hand-written schema breaks. */
function structuralErrors(s: JsonObject, lvl: Level, path: string): FieldError[] {
  const errs: FieldError[] = [];
  const type = str(s.type);
  if (type === 'array' && (s.items === undefined || s.items === null))
    errs.push(fieldErr.required(`${path}.items`, 'must be specified'));
  if (isObject(s.items)) errs.push(...structuralErrors(s.items, 'item', `${path}.items`));
  for (const [k, p] of Object.entries(obj(s.properties)))
    errs.push(...structuralErrors(obj(p), 'field', key(`${path}.properties`, k)));
  if (s.additionalProperties !== undefined && s.additionalProperties !== null) {
    if (lvl === 'root')
      errs.push(fieldErr.forbidden(`${path}.additionalProperties`, 'must not be used at the root'));
    if (isObject(s.additionalProperties))
      errs.push(...structuralErrors(s.additionalProperties, 'field', `${path}.additionalProperties`));
  }
  const intOrString = s['x-kubernetes-int-or-string'] === true;
  const preserve = s['x-kubernetes-preserve-unknown-fields'] === true;
  const embedded = s['x-kubernetes-embedded-resource'] === true;
  if (intOrString && preserve)
    errs.push(
      fieldErr.invalid(
        `${path}.x-kubernetes-preserve-unknown-fields`,
        true,
        'must be false if x-kubernetes-int-or-string is true',
      ),
    );
  if (intOrString && embedded)
    errs.push(
      fieldErr.invalid(
        `${path}.x-kubernetes-embedded-resource`,
        true,
        'must be false if x-kubernetes-int-or-string is true',
      ),
    );
  const allOf = Array.isArray(s.allOf) ? s.allOf : [];
  errs.push(
    ...valueValidationErrors(
      s,
      isIntOrStringAnyOf(s.anyOf),
      allOf.length >= 1 && isIntOrStringAnyOf(obj(allOf[0]).anyOf),
      path,
    ),
  );
  if (embedded && type !== 'object') {
    if (type === '')
      errs.push(
        fieldErr.required(`${path}.type`, 'must be object if x-kubernetes-embedded-resource is true'),
      );
    else
      errs.push(
        fieldErr.invalid(`${path}.type`, type, 'must be object if x-kubernetes-embedded-resource is true'),
      );
  } else if (type === '' && !intOrString && !preserve)
    errs.push(
      fieldErr.required(
        `${path}.type`,
        lvl === 'root'
          ? 'must not be empty at the root'
          : lvl === 'item'
            ? 'must not be empty for specified array items'
            : 'must not be empty for specified object fields',
      ),
    );
  if (embedded && s.additionalProperties !== undefined && s.additionalProperties !== null)
    errs.push(
      fieldErr.forbidden(
        `${path}.additionalProperties`,
        'must not be used if x-kubernetes-embedded-resource is set',
      ),
    );
  if (lvl === 'root' && type !== '' && type !== 'object')
    errs.push(fieldErr.invalid(`${path}.type`, type, 'must be object at the root'));
  const props = obj(s.properties);
  const checkMetadata = lvl === 'root' || embedded;
  for (const k of ['kind', 'apiVersion'])
    if (checkMetadata && isObject(props[k]) && str(props[k].type) !== 'string')
      errs.push(
        fieldErr.invalid(`${key(`${path}.properties`, k)}.type`, str(props[k].type), 'must be string'),
      );
  if (isObject(props.metadata)) {
    const m = props.metadata;
    const mpath = key(`${path}.properties`, 'metadata');
    if (checkMetadata && str(m.type) !== 'object')
      errs.push(fieldErr.invalid(`${mpath}.type`, str(m.type), 'must be object'));
    if (lvl === 'root') {
      // only name and generateName may be restricted (validateStructuralMetadataInvariants)
      const names = Object.keys(obj(m.properties));
      const onlyNames = names.every((n) => n === 'name' || n === 'generateName');
      const rest = Object.keys(m).filter(
        (k) => k !== 'type' && k !== 'default' && !(k === 'properties' && onlyNames),
      );
      if (rest.length > 0)
        errs.push(
          fieldErr.forbidden(
            mpath,
            'must not specify anything other than name and generateName, but metadata is implicitly specified',
          ),
        );
    }
  }
  if (embedded && !preserve && Object.keys(props).length === 0)
    errs.push(
      fieldErr.required(
        `${path}.properties`,
        'must not be empty if x-kubernetes-embedded-resource is true without x-kubernetes-preserve-unknown-fields',
      ),
    );
  return errs;
}

const OPENAPI_TYPES = ['array', 'boolean', 'integer', 'number', 'object', 'string'];

/**
 * ValidateCustomResourceDefinitionOpenAPISchema's own checks (specStandardValidatorV3.validate and
 * its walk). The walk visits properties in Go's map order, which varies from run to run; here they
 * are in the schema's order.
 */
function openAPIErrors(s: JsonObject, path: string): FieldError[] {
  const errs: FieldError[] = [];
  const type = str(s.type);
  if (type !== '' && !OPENAPI_TYPES.includes(type))
    errs.push(fieldErr.notSupported(`${path}.type`, type, OPENAPI_TYPES));
  if (str(s.id) !== '') errs.push(fieldErr.forbidden(`${path}.id`, 'id is not supported'));
  if (s.additionalItems !== undefined && s.additionalItems !== null)
    errs.push(fieldErr.forbidden(`${path}.additionalItems`, 'additionalItems is not supported'));
  if (isObject(s.patternProperties) && Object.keys(s.patternProperties).length > 0)
    errs.push(fieldErr.forbidden(`${path}.patternProperties`, 'patternProperties is not supported'));
  if (isObject(s.definitions) && Object.keys(s.definitions).length > 0)
    errs.push(fieldErr.forbidden(`${path}.definitions`, 'definitions is not supported'));
  if (isObject(s.dependencies))
    errs.push(fieldErr.forbidden(`${path}.dependencies`, 'dependencies is not supported'));
  if (typeof s.$ref === 'string') errs.push(fieldErr.forbidden(`${path}.$ref`, '$ref is not supported'));
  if (type === 'null')
    errs.push(
      fieldErr.forbidden(`${path}.type`, 'type cannot be set to null, use nullable as an alternative'),
    );
  if (Array.isArray(s.items))
    errs.push(fieldErr.forbidden(`${path}.items`, 'items must be a schema object and not an array'));
  if (s.uniqueItems === true)
    errs.push(
      fieldErr.forbidden(
        `${path}.uniqueItems`,
        'uniqueItems cannot be set to true since the runtime complexity becomes quadratic',
      ),
    );
  const ap = s.additionalProperties;
  if (ap !== undefined && ap !== null) {
    if (isObject(s.properties) && Object.keys(s.properties).length > 0 && (ap === false || isObject(ap)))
      errs.push(
        fieldErr.forbidden(
          `${path}.additionalProperties`,
          'additionalProperties and properties are mutual exclusive',
        ),
      );
    if (isObject(ap)) errs.push(...openAPIErrors(ap, `${path}.additionalProperties`));
  }
  for (const [k, p] of Object.entries(obj(s.properties)))
    errs.push(...openAPIErrors(obj(p), key(`${path}.properties`, k)));
  if (isObject(s.not)) errs.push(...openAPIErrors(s.not, `${path}.not`));
  for (const q of ['allOf', 'oneOf', 'anyOf'])
    if (Array.isArray(s[q]))
      for (const [i, x] of (s[q] as Json[]).entries())
        errs.push(...openAPIErrors(obj(x), `${path}.${q}[${i}]`));
  if (isObject(s.items)) errs.push(...openAPIErrors(s.items, `${path}.items`));
  return errs;
}

/**
 * validateCustomResourceDefinitionValidation for one schema (`at` is spec.validation or
 * spec.versions[i].schema): a nullable root, then ValidateStructural's errors sorted by their text,
 * then the OpenAPI checks.
 */
export function schemaErrors(validation: Json | undefined, at: string): FieldError[] {
  if (!isObject(validation) || !isObject(validation.openAPIV3Schema)) return [];
  const root = validation.openAPIV3Schema;
  const path = `${at}.openAPIV3Schema`;
  const errs: FieldError[] = [];
  if (root.nullable === true)
    errs.push(fieldErr.forbidden(`${path}.nullable`, 'nullable cannot be true at the root'));
  const text = fieldErrorString;
  errs.push(
    ...structuralErrors(root, 'root', path).sort((a, b) =>
      text(a) < text(b) ? -1 : text(a) > text(b) ? 1 : 0,
    ),
  );
  errs.push(...openAPIErrors(root, path));
  // the rules compile only where the schema has no errors (a CEL context needs a structural schema)
  if (errs.length === 0) errs.push(...crdRuleErrors(root, path));
  return errs;
}
