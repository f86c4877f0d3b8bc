/**
 * Structural OpenAPI v3 schemas of CRDs: defaulting, pruning of unknown fields and validation with the
 * messages of kube-openapi ([kube-openapi] pkg/validation/errors/schema.go) converted to field errors as
 * [AX] pkg/apiserver/validation/validation.go `kubeOpenAPIResultToFieldErrors` does.
 */
import type { FieldError } from './status.ts';
import { fieldErr, goFloat } from './status.ts';
import type { Json, JsonObject } from './types.ts';
import { deepCopy, isObject, jsonEqual } from './types.ts';

type Schema = JsonObject;

function sub(schema: Schema, key: string): Schema | undefined {
  const v = schema[key];
  return isObject(v) ? v : undefined;
}

function preservesUnknown(s: Schema): boolean {
  return s['x-kubernetes-preserve-unknown-fields'] === true;
}

/**
 * Structural defaulting ([AX] pkg/apiserver/schema/defaulting): first PruneNonNullableNullsWithoutDefaults
 * (a `null` in a field that is not `nullable` and has no default is dropped, so an empty `spec:` in
 * YAML becomes a missing spec and validation says `spec: Required value`), then Default (absent fields,
 * and non-nullable nulls, get the schema's `default`).
 */
export function applyDefaults(value: Json, schema: Schema | undefined): Json {
  if (!schema) return value;
  if (isObject(value)) {
    const props = sub(schema, 'properties');
    if (props) {
      for (const [k, ps] of Object.entries(props)) {
        if (!isObject(ps)) continue;
        const nonNullableNull = value[k] === null && ps.nullable !== true;
        if (nonNullableNull && ps.default === undefined) delete value[k];
        else if ((value[k] === undefined || nonNullableNull) && ps.default !== undefined)
          value[k] = deepCopy(ps.default);
        if (value[k] !== undefined) value[k] = applyDefaults(value[k], ps);
      }
    }
    const ap = sub(schema, 'additionalProperties');
    if (ap)
      for (const k of Object.keys(value)) {
        if (props && k in props) continue;
        if (value[k] === null && ap.nullable !== true && ap.default === undefined) delete value[k];
        else value[k] = applyDefaults(value[k], ap);
      }
  } else if (Array.isArray(value)) {
    const items = sub(schema, 'items');
    if (items) for (let i = 0; i < value.length; i++) value[i] = applyDefaults(value[i], items);
  }
  return value;
}

/**
 * Remove fields the schema does not know, in place; returns their paths (`spec.foo`, `spec.items[0].bar`)
 * for the `unknown field "<path>"` warnings ([AX] customresource_handler.go, fieldValidation=Warn).
 * The root's apiVersion/kind/metadata are always kept.
 */
export function prune(obj: JsonObject, schema: Schema | undefined): string[] {
  const unknown: string[] = [];
  if (!schema) return unknown;
  const props = sub(schema, 'properties') ?? {};
  for (const k of Object.keys(obj)) {
    if (k === 'apiVersion' || k === 'kind' || k === 'metadata') continue;
    const ps = props[k];
    if (isObject(ps)) pruneValue(obj[k], ps, k, unknown);
    else if (!preservesUnknown(schema)) {
      unknown.push(k);
      delete obj[k];
    }
  }
  return unknown;
}

function pruneValue(value: Json, schema: Schema, path: string, unknown: string[]): void {
  if (isObject(value)) {
    if (schema['x-kubernetes-embedded-resource'] === true) return;
    const props = sub(schema, 'properties');
    const ap = schema.additionalProperties;
    for (const k of Object.keys(value)) {
      const p = path === '' ? k : `${path}.${k}`;
      const ps = props?.[k];
      if (isObject(ps)) pruneValue(value[k], ps, p, unknown);
      else if (isObject(ap)) pruneValue(value[k], ap, p, unknown);
      else if (ap === true || preservesUnknown(schema)) continue;
      else {
        unknown.push(p);
        delete value[k];
      }
    }
  } else if (Array.isArray(value)) {
    const items = sub(schema, 'items');
    if (items) for (let i = 0; i < value.length; i++) pruneValue(value[i], items, `${path}[${i}]`, unknown);
  }
}

function jsonTypeName(v: Json): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'number') return Number.isInteger(v) ? 'integer' : 'number';
  return typeof v;
}

function typeMatches(v: Json, type: string): boolean {
  switch (type) {
    case 'object':
      return isObject(v);
    case 'array':
      return Array.isArray(v);
    case 'string':
      return typeof v === 'string';
    case 'integer':
      return typeof v === 'number' && Number.isInteger(v);
    case 'number':
      return typeof v === 'number';
    case 'boolean':
      return typeof v === 'boolean';
    default:
      return true;
  }
}

/** Validate `obj` (the whole custom resource) against the schema; metadata is validated elsewhere. */
export function validate(obj: JsonObject, schema: Schema | undefined): FieldError[] {
  const errs: FieldError[] = [];
  if (!schema) return errs;
  const props = sub(schema, 'properties') ?? {};
  const required = Array.isArray(schema.required) ? schema.required : [];
  for (const r of required)
    if (typeof r === 'string' && obj[r] === undefined) errs.push(fieldErr.required(r));
  for (const k of Object.keys(props).sort()) {
    if (k === 'metadata' || k === 'apiVersion' || k === 'kind') continue;
    const ps = props[k];
    if (isObject(ps) && obj[k] !== undefined) validateValue(obj[k], ps, k, errs);
  }
  return errs;
}

function validateValue(v: Json, s: Schema, path: string, errs: FieldError[]): void {
  const type = typeof s.type === 'string' ? s.type : '';
  const intOrString = s['x-kubernetes-int-or-string'] === true;
  if (v === null) {
    if (s.nullable === true) return;
    if (type !== '')
      errs.push(fieldErr.typeInvalid(path, 'null', `${path} in body must be of type ${type}: "null"`));
    return;
  }
  if (intOrString) {
    if (!(typeof v === 'string' || (typeof v === 'number' && Number.isInteger(v)))) {
      errs.push(
        fieldErr.typeInvalid(
          path,
          jsonTypeName(v),
          `${path} in body must be of type integer,string: "${jsonTypeName(v)}"`,
        ),
      );
      return;
    }
  } else if (type !== '' && !typeMatches(v, type)) {
    const actual = jsonTypeName(v);
    errs.push(fieldErr.typeInvalid(path, actual, `${path} in body must be of type ${type}: "${actual}"`));
    return;
  }
  // kube-openapi's SchemaValidator runs its validators in this order: string, format, number, slice,
  // then the enum (commonValidator), then the object's (pkg/validation/validate/schema.go)
  if (typeof v === 'string') {
    // the first of maxLength, minLength, pattern that fails, alone (kube-openapi
    // pkg/validation/validate/validator.go stringValidator.Validate returns at each)
    const len = [...v].length;
    let re: RegExp | undefined;
    if (typeof s.pattern === 'string')
      try {
        re = new RegExp(s.pattern, 'u');
      } catch {
        re = undefined;
      }
    if (typeof s.maxLength === 'number' && len > s.maxLength) errs.push(fieldErr.tooLong(path, s.maxLength));
    else if (typeof s.minLength === 'number' && len < s.minLength)
      errs.push(fieldErr.invalid(path, v, `${path} in body should be at least ${s.minLength} chars long`));
    else if (re && !re.test(v))
      errs.push(fieldErr.invalid(path, v, `${path} in body should match '${s.pattern}'`));
  }
  if (typeof v === 'number') {
    if (typeof s.multipleOf === 'number' && s.multipleOf > 0 && !Number.isInteger(v / s.multipleOf))
      errs.push(
        fieldErr.invalid(path, v, `${path} in body should be a multiple of ${schemaBound(s.multipleOf, v)}`),
      );
    if (typeof s.minimum === 'number') {
      const excl = s.exclusiveMinimum === true;
      if (excl ? v <= s.minimum : v < s.minimum)
        errs.push(
          fieldErr.invalid(
            path,
            v,
            `${path} in body should be greater than ${excl ? '' : 'or equal to '}${schemaBound(s.minimum, v)}`,
          ),
        );
    }
    if (typeof s.maximum === 'number') {
      const excl = s.exclusiveMaximum === true;
      if (excl ? v >= s.maximum : v > s.maximum)
        errs.push(
          fieldErr.invalid(
            path,
            v,
            `${path} in body should be less than ${excl ? '' : 'or equal to '}${schemaBound(s.maximum, v)}`,
          ),
        );
    }
  }
  if (Array.isArray(v)) {
    // the items first, then minItems, maxItems, uniqueItems (slice_validator.go schemaSliceValidator)
    const items = sub(s, 'items');
    if (items) for (let i = 0; i < v.length; i++) validateValue(v[i], items, `${path}[${i}]`, errs);
    if (typeof s.minItems === 'number' && v.length < s.minItems)
      errs.push(fieldErr.invalid(path, v.length, `${path} in body should have at least ${s.minItems} items`));
    if (typeof s.maxItems === 'number' && v.length > s.maxItems)
      errs.push(fieldErr.tooMany(path, v.length, s.maxItems));
    if (s.uniqueItems === true && new Set(v.map((x) => JSON.stringify(x))).size !== v.length)
      errs.push(fieldErr.invalid(path, v, `${path} in body shouldn't contain duplicates`));
  }
  if (Array.isArray(s.enum) && !s.enum.some((e) => jsonEqual(e, v))) {
    const values = s.enum.map((e) => (typeof e === 'string' ? e : JSON.stringify(e)));
    errs.push(fieldErr.notSupported(path, v, values));
  }
  if (isObject(v)) {
    const required = Array.isArray(s.required) ? s.required : [];
    for (const r of required)
      if (typeof r === 'string' && v[r] === undefined) errs.push(fieldErr.required(`${path}.${r}`));
    const props = sub(s, 'properties');
    if (props) {
      for (const k of Object.keys(props).sort()) {
        const ps = props[k];
        if (isObject(ps) && v[k] !== undefined) validateValue(v[k], ps, `${path}.${k}`, errs);
      }
    }
    const ap = sub(s, 'additionalProperties');
    if (ap)
      for (const k of Object.keys(v).sort())
        if (!props || !(k in props)) validateValue(v[k], ap, `${path}.${k}`, errs);
    if (typeof s.maxProperties === 'number' && Object.keys(v).length > s.maxProperties)
      errs.push(fieldErr.tooMany(path, Object.keys(v).length, s.maxProperties));
    if (typeof s.minProperties === 'number' && Object.keys(v).length < s.minProperties)
      errs.push(
        fieldErr.invalid(
          path,
          Object.keys(v).length,
          `${path} in body should have at least ${s.minProperties} properties`,
        ),
      );
  }
}

/** The sub-schema at a top-level property (e.g. `status`), for validating /status writes. */
export function propertySchema(schema: Schema | undefined, key: string): Schema | undefined {
  if (!schema) return undefined;
  const props = sub(schema, 'properties');
  const v = props?.[key];
  return isObject(v) ? v : undefined;
}

/**
 * A CRD schema's maximum/minimum/multipleOf as kube-openapi's messages print it: the bound is a
 * float64, converted to int64 when the value is an integer (kube-openapi pkg/validation/validate
 * values.go MaximumNativeType → MaximumInt(…, int64(max), …)), else printed with %v as a float64.
 */
function schemaBound(bound: number, v: number): string {
  if (Number.isInteger(v) && Math.abs(v) < 2 ** 63) return String(Math.trunc(bound));
  return goFloat(bound);
}
