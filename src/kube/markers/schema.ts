// OpenAPI v3 schemas from Go types, as controller-gen's CRD generator builds and flattens them
// (controller-tools pkg/crd/schema.go typeToSchema/structToSchema, flatten.go, and the marker
// ApplyToSchema methods of pkg/crd/markers/{validation,topology}.go with their error strings).
// A field's own schema (type and format for builtins, the field's doc, the field's markers) is laid
// over the flattened schema of the named type it refers to, so markers on a field of a struct or
// imported type see no `type` — exactly when controller-gen reports `must apply ... found ...`.

import { lookupStructTag } from '../../go/std/reflect/structtag.ts';
import { decodeToJs } from '../../go/std/unicode/utf8core.ts';
import type { Expr, Field, File, StructType } from '../../go/syntax/ast.ts';
import { unquoteString } from '../../go/types/constant.ts';
import type { Json, JsonObject } from '../apiserver/types.ts';
import { deepCopy, isObject } from '../apiserver/types.ts';
import { knownSchema } from './known.ts';
import type { FieldInfo, GoPackage, MarkerValues, TypeInfo, Universe } from './packages.ts';

type Schema = JsonObject;

const BASIC: Record<string, [string, string?]> = {
  bool: ['boolean'],
  string: ['string'],
  int: ['integer'],
  int8: ['integer'],
  int16: ['integer'],
  int32: ['integer', 'int32'],
  int64: ['integer', 'int64'],
  uint: ['integer'],
  uint8: ['integer'],
  byte: ['integer'],
  uint16: ['integer'],
  uint32: ['integer', 'int32'],
  uint64: ['integer', 'int64'],
  uintptr: ['integer'],
  rune: ['integer', 'int32'],
  float32: ['number'],
  float64: ['number'],
};

const FLOAT_ERROR =
  'found float, the usage of which is highly discouraged, as support for them varies across languages. Please consider serializing your float as string instead. If you are really sure you want to use them, re-run with crd:allowDangerousTypes=true';

export interface SchemaOptions {
  allowDangerousTypes?: boolean;
}

/** What a field's type looks like before flattening: its own schema and the named schema under it. */
interface Own {
  own: Schema;
  ref?: Schema;
}

interface Ctx {
  pkg: GoPackage;
  file: File;
}

/**
 * reflect.StructTag.Lookup over a tag literal (`json:"name,omitempty"`): controller-tools reads the
 * literal with strconv.Unquote and looks the key up in the result (pkg/loader ParseAstTag).
 */
export function structTagLookup(lit: string | undefined, key: string): string | undefined {
  if (lit === undefined) return undefined;
  const tag = unquoteString(lit);
  if (tag === undefined) return undefined;
  const v = lookupStructTag(tag, key);
  return v === undefined ? undefined : decodeToJs(v);
}

export class SchemaGen {
  private readonly u: Universe;
  private readonly opts: SchemaOptions;
  private readonly cache = new Map<string, Schema>();
  private readonly inProgress = new Set<string>();

  constructor(u: Universe, opts: SchemaOptions = {}) {
    this.u = u;
    this.opts = opts;
  }

  private err(
    ctx: { file: File } | undefined,
    node: { pos: { line: number; col: number } },
    msg: string,
  ): void {
    if (ctx === undefined) return;
    this.u.error(ctx.file.filename, node.pos, msg);
  }

  /** The flattened schema of a named type (a deep copy the caller may change). */
  named(pkg: GoPackage, name: string): Schema {
    const key = `${pkg.path}.${name}`;
    const known = knownSchema(pkg.path, name);
    if (known !== undefined) return known;
    const hit = this.cache.get(key);
    if (hit !== undefined) return deepCopy(hit);
    const info = pkg.types.get(name);
    if (info === undefined) return {};
    if (this.inProgress.has(key)) {
      // recursive types cannot be flattened into a CRD schema
      return { type: 'object', 'x-kubernetes-preserve-unknown-fields': true };
    }
    this.inProgress.add(key);
    const s = this.infoToSchema(info);
    this.inProgress.delete(key);
    this.cache.set(key, s);
    return deepCopy(s);
  }

  /** infoToSchema: a type's own declaration, its doc and its type-level markers. */
  private infoToSchema(info: TypeInfo): Schema {
    const ctx: Ctx = { pkg: info.pkg, file: info.file };
    if (info.marshalsJSON) {
      const s: Schema = {};
      this.applyMarkers(ctx, info.markers, s, info.spec);
      if (typeof s.type === 'string' && s.type !== '') return s;
    }
    let o: Own;
    if (info.spec.type.kind === 'StructType') o = { own: this.struct(ctx, info, info.spec.type) };
    else o = this.exprOwn(ctx, info.spec.type);
    const own = o.own;
    if (info.doc !== '') own.description = info.doc;
    else delete own.description;
    this.applyMarkers(ctx, info.markers, own, info.spec);
    return flatten(o.ref, own);
  }

  /** A type expression's own schema and what it refers to (typeToSchema before flattening). */
  private exprOwn(ctx: Ctx, e: Expr): Own {
    switch (e.kind) {
      case 'Ident': {
        const b = BASIC[e.name];
        if (b !== undefined) {
          if (b[0] === 'number' && !this.opts.allowDangerousTypes) this.err(ctx, e, FLOAT_ERROR);
          return { own: basic(b) };
        }
        if (e.name === 'any' || e.name === 'error') {
          this.err(
            ctx,
            e,
            `cannot generate schema for ${e.name}; interface type is not supported in CRD schemas, consider using an explicit type or apiextensionsv1.JSON instead`,
          );
          return { own: {} };
        }
        const info = ctx.pkg.types.get(e.name);
        if (info === undefined) {
          this.err(ctx, e, `unknown type ${e.name}`);
          return { own: {} };
        }
        if (info.spec.type.kind === 'InterfaceType') {
          this.err(
            ctx,
            e,
            `cannot generate schema for ${e.name}; interface type is not supported in CRD schemas, consider using an explicit type or apiextensionsv1.JSON instead`,
          );
          return { own: {} };
        }
        const ref = this.named(ctx.pkg, e.name);
        const own: Schema = {};
        // a named basic type shows its type and format to the field's markers
        if (isBasicUnderlying(ctx.pkg, info)) {
          if (typeof ref.type === 'string') own.type = ref.type;
          if (typeof ref.format === 'string') own.format = ref.format;
        }
        return { own, ref };
      }
      case 'SelectorExpr': {
        if (e.x.kind !== 'Ident') {
          this.err(ctx, e, `unsupported AST kind ${e.kind}`);
          return { own: {} };
        }
        const path = ctx.pkg.imports.get(ctx.file)?.get(e.x.name);
        const label = `${e.x.name}.${e.sel.name}`;
        if (path === undefined) {
          this.err(ctx, e, `unknown type ${label}`);
          return { own: {} };
        }
        const known = knownSchema(path, e.sel.name);
        if (known !== undefined) return { own: {}, ref: known };
        const pkg = this.u.pkg(path);
        if (pkg === null || !pkg.types.has(e.sel.name)) {
          this.err(
            ctx,
            e,
            `unable to find package ${JSON.stringify(path)} for type ${e.sel.name} (not in direct imports)`,
          );
          return { own: {}, ref: { type: 'object', 'x-kubernetes-preserve-unknown-fields': true } };
        }
        const info = pkg.types.get(e.sel.name)!;
        if (info.spec.type.kind === 'InterfaceType') {
          this.err(
            ctx,
            e,
            `cannot generate schema for ${label}; interface type is not supported in CRD schemas, consider using an explicit type or apiextensionsv1.JSON instead`,
          );
          return { own: {} };
        }
        return { own: {}, ref: this.named(pkg, e.sel.name) };
      }
      case 'StarExpr':
        return this.exprOwn(ctx, e.x);
      case 'ArrayType': {
        if (
          e.len === undefined &&
          e.elt.kind === 'Ident' &&
          (e.elt.name === 'byte' || e.elt.name === 'uint8')
        )
          return { own: { type: 'string', format: 'byte' } };
        return { own: { type: 'array', items: this.full(ctx, e.elt) } };
      }
      case 'MapType': {
        if (!this.stringKey(ctx, e.key)) {
          this.err(
            ctx,
            e.key,
            `map keys must be strings or implement encoding.TextMarshaler, not ${exprText(e.key)}`,
          );
          return { own: {} };
        }
        if (e.value.kind === 'InterfaceType') {
          this.err(
            ctx,
            e.value,
            'interface type is not supported as map value in CRD schemas; consider using an explicit type or apiextensionsv1.JSON instead',
          );
          return { own: {} };
        }
        return { own: { type: 'object', additionalProperties: this.full(ctx, e.value) } };
      }
      case 'StructType':
        this.err(ctx, e, 'inline struct types are not supported, use a named type instead');
        return { own: { type: 'object', properties: {} } };
      case 'InterfaceType':
        this.err(
          ctx,
          e,
          'interface type is not supported in CRD schemas; consider using an explicit type or apiextensionsv1.JSON instead',
        );
        return { own: {} };
      default:
        this.err(ctx, e, `unsupported AST kind *ast.${e.kind}`);
        return { own: {} };
    }
  }

  private full(ctx: Ctx, e: Expr): Schema {
    const o = this.exprOwn(ctx, e);
    return flatten(o.ref, o.own);
  }

  private stringKey(ctx: Ctx, e: Expr, depth = 0): boolean {
    if (depth > 10) return false;
    if (e.kind === 'Ident') {
      if (e.name === 'string') return true;
      const info = ctx.pkg.types.get(e.name);
      return (
        info !== undefined && this.stringKey({ pkg: info.pkg, file: info.file }, info.spec.type, depth + 1)
      );
    }
    if (e.kind === 'SelectorExpr' && e.x.kind === 'Ident') {
      const path = ctx.pkg.imports.get(ctx.file)?.get(e.x.name);
      const pkg = path === undefined ? null : this.u.pkg(path);
      const info = pkg?.types.get(e.sel.name);
      return (
        info !== undefined && this.stringKey({ pkg: info.pkg, file: info.file }, info.spec.type, depth + 1)
      );
    }
    return false;
  }

  /** structToSchema. */
  private struct(ctx: Ctx, info: TypeInfo, st: StructType): Schema {
    const props: Schema = { type: 'object', properties: {} };
    const properties = props.properties as JsonObject;
    const required: string[] = [];
    const allOf: Schema[] = [];
    const defaultOptional = info.pkg.markers.has('kubebuilder:validation:Optional');
    for (const field of st.fields.list) {
      const fi: FieldInfo = info.fields.get(field) ?? { markers: emptyMarkers(), doc: '' };
      const fieldName = field.names[0]?.name ?? '';
      const jsonTag = structTagLookup(field.tag?.value, 'json');
      if (jsonTag === undefined) {
        this.err(
          ctx,
          field,
          `encountered struct field ${JSON.stringify(fieldName)} without JSON tag in type ${JSON.stringify(info.name)}`,
        );
        continue;
      }
      const opts = jsonTag.split(',');
      if (opts.length === 1 && opts[0] === '-') continue;
      let inline = false;
      let omitEmpty = false;
      for (const o of opts.slice(1)) {
        if (o === 'inline') inline = true;
        if (o === 'omitempty' || o === 'omitzero') omitEmpty = true;
      }
      const name = opts[0];
      inline = inline || name === '';
      const m = fi.markers;
      if (m.has('kubebuilder:validation:Optional')) {
        // optional
      } else if (m.has('kubebuilder:validation:Required')) required.push(name);
      else if (m.has('optional') || m.has('k8s:optional')) {
        // optional
      } else if (m.has('required') || m.has('k8s:required')) required.push(name);
      else if (!defaultOptional && !inline && !omitEmpty) required.push(name);

      let o: Own;
      if (m.has('kubebuilder:validation:Schemaless')) o = { own: {} };
      else o = this.fieldOwn(ctx, field);
      const own = o.own;
      if (fi.doc !== '') own.description = fi.doc;
      this.applyMarkers(ctx, m, own, field);
      const s = flatten(o.ref, own);
      if (inline) {
        allOf.push(s);
        continue;
      }
      properties[name] = s;
    }
    for (const s of allOf) mergeInline(props, s, required);
    if (required.length > 0) props.required = [...new Set(required)].sort();
    return props;
  }

  private fieldOwn(ctx: Ctx, field: Field): Own {
    if (field.type.kind === 'StructType') {
      this.err(ctx, field.type, "encountered non-top-level struct (possibly embedded), those aren't allowed");
      return { own: { type: 'object', properties: {} } };
    }
    return this.exprOwn(ctx, field.type);
  }

  /** applyMarkers: the schema markers of a type or field, `items:` ones on the array's items. */
  applyMarkers(
    ctx: Ctx,
    markers: MarkerValues,
    s: Schema,
    node: { pos: { line: number; col: number } },
  ): void {
    const entries = markers.entries();
    const plain = entries.filter(([n]) => !n.startsWith('kubebuilder:validation:items:'));
    const items = entries.filter(([n]) => n.startsWith('kubebuilder:validation:items:'));
    const prio = (n: string) =>
      n.endsWith(':Type')
        ? -1
        : n.endsWith('XIntOrString')
          ? -1
          : n === 'kubebuilder:default'
            ? 2
            : n === 'default'
              ? 1
              : 0;
    const sorted = (l: typeof entries) => [...l].sort((a, b) => prio(a[0]) - prio(b[0]));
    for (const [name, vals] of sorted(plain))
      for (const { value } of vals) {
        const e = applyOne(name, value, s);
        if (e !== undefined) this.err(ctx, node, e);
      }
    for (const [name, vals] of sorted(items)) {
      const it = isObject(s.items) ? s.items : undefined;
      if (s.type !== 'array' || it === undefined) {
        this.err(
          ctx,
          node,
          `must apply ${name} to an array value, found ${typeof s.type === 'string' ? s.type : ''}`,
        );
        continue;
      }
      for (const { value } of vals) {
        const e = applyOne(
          `kubebuilder:validation:${name.slice('kubebuilder:validation:items:'.length)}`,
          value,
          it,
        );
        if (e !== undefined) this.err(ctx, node, e);
      }
    }
  }
}

function emptyMarkers(): MarkerValues {
  // a field the collector did not see (cannot happen for parsed structs); no markers
  return { has: () => false, get: () => undefined, all: () => [], entries: () => [], add: () => {} } as never;
}

function basic(b: [string, string?]): Schema {
  const s: Schema = { type: b[0] };
  if (b[1] !== undefined) s.format = b[1];
  return s;
}

function isBasicUnderlying(pkg: GoPackage, info: TypeInfo, depth = 0): boolean {
  const t = info.spec.type;
  if (t.kind !== 'Ident' || depth > 10) return false;
  if (BASIC[t.name] !== undefined) return true;
  const next = pkg.types.get(t.name);
  return next !== undefined && isBasicUnderlying(pkg, next, depth + 1);
}

function exprText(e: Expr): string {
  if (e.kind === 'Ident') return e.name;
  if (e.kind === 'SelectorExpr' && e.x.kind === 'Ident') return `${e.x.name}.${e.sel.name}`;
  return e.kind;
}

/** flatten.go's allOf[$ref, own] → one schema: the named type's, with the field's own keys on top. */
function flatten(ref: Schema | undefined, own: Schema): Schema {
  if (ref === undefined) return own;
  const out = deepCopy(ref);
  for (const [k, v] of Object.entries(own)) {
    if (k === 'description' && v === '') continue;
    out[k] = v;
  }
  return out;
}

/** An inline (embedded) member's properties and required fields join the parent's. */
function mergeInline(into: Schema, s: Schema, required: string[]): void {
  const props = into.properties as JsonObject;
  if (isObject(s.properties))
    for (const [k, v] of Object.entries(s.properties)) if (!(k in props)) props[k] = v;
  if (Array.isArray(s.required)) for (const r of s.required) if (typeof r === 'string') required.push(r);
}

const numeric = (s: Schema) => s.type === 'integer' || s.type === 'number';
const textual = (s: Schema) => s.type === 'string' || s['x-kubernetes-int-or-string'] === true;
const typeName = (s: Schema) => (typeof s.type === 'string' ? s.type : '');

/** One marker's ApplyToSchema; returns controller-gen's error text when it does not apply. */
function applyOne(name: string, value: unknown, s: Schema): string | undefined {
  const v = value as Json;
  const short = name.startsWith('kubebuilder:validation:')
    ? name.slice('kubebuilder:validation:'.length)
    : name;
  switch (short) {
    case 'Maximum':
    case 'Minimum':
    case 'MultipleOf': {
      const lower = short.toLowerCase();
      if (!numeric(s)) return `must apply ${lower} to a numeric value, found ${typeName(s)}`;
      if (s.type === 'integer' && !Number.isInteger(v))
        return `cannot apply non-integral ${lower} validation (${String(v)}) to integer value`;
      s[short === 'MultipleOf' ? 'multipleOf' : lower] = v;
      return undefined;
    }
    case 'ExclusiveMaximum':
    case 'ExclusiveMinimum':
      if (!numeric(s)) return `must apply ${short.toLowerCase()} to a numeric value, found ${typeName(s)}`;
      if (v === true) s[short === 'ExclusiveMaximum' ? 'exclusiveMaximum' : 'exclusiveMinimum'] = true;
      return undefined;
    case 'MaxLength':
    case 'MinLength':
    case 'Pattern':
      if (!textual(s))
        return `must apply ${short.toLowerCase()} to a textual value, found type ${JSON.stringify(typeName(s))}`;
      s[short === 'MaxLength' ? 'maxLength' : short === 'MinLength' ? 'minLength' : 'pattern'] = v;
      return undefined;
    case 'MaxItems':
      if (s.type !== 'array') return 'must apply maxitem to an array';
      s.maxItems = v;
      return undefined;
    case 'MinItems':
      if (s.type !== 'array') return 'must apply minitems to an array';
      s.minItems = v;
      return undefined;
    case 'UniqueItems':
      if (s.type !== 'array') return 'must apply uniqueitems to an array';
      if (v === true) s.uniqueItems = true;
      return undefined;
    case 'MinProperties':
      if (s.type !== 'object') return 'must apply minproperties to an object';
      s.minProperties = v;
      return undefined;
    case 'MaxProperties':
      if (s.type !== 'object') return 'must apply maxproperties to an object';
      s.maxProperties = v;
      return undefined;
    case 'Enum':
      s.enum = deepCopy(v);
      return undefined;
    case 'Format':
      s.format = v;
      return undefined;
    case 'Type':
      s.type = v;
      return undefined;
    case 'XPreserveUnknownFields':
    case 'kubebuilder:pruning:PreserveUnknownFields':
      s['x-kubernetes-preserve-unknown-fields'] = true;
      return undefined;
    case 'XEmbeddedResource':
    case 'EmbeddedResource':
      s['x-kubernetes-embedded-resource'] = true;
      return undefined;
    case 'XIntOrString':
      s['x-kubernetes-int-or-string'] = true;
      return undefined;
    case 'XValidation': {
      const r = v as JsonObject;
      const rule: JsonObject = { rule: r.rule };
      for (const k of ['message', 'messageExpression', 'reason', 'fieldPath', 'optionalOldSelf'])
        if (r[k] !== undefined && r[k] !== '' && r[k] !== false) rule[k] = r[k];
      const reasons = [
        'FieldValueRequired',
        'FieldValueInvalid',
        'FieldValueForbidden',
        'FieldValueDuplicate',
      ];
      if (typeof rule.reason === 'string' && !reasons.includes(rule.reason))
        return `invalid reason ${rule.reason}, valid values are FieldValueRequired, FieldValueInvalid, FieldValueForbidden and FieldValueDuplicate`;
      const list = Array.isArray(s['x-kubernetes-validations']) ? s['x-kubernetes-validations'] : [];
      s['x-kubernetes-validations'] = [...list, rule];
      return undefined;
    }
    case 'nullable':
      s.nullable = true;
      return undefined;
    case 'kubebuilder:default': {
      let d = deepCopy(v);
      if (s.type === 'array' && isObject(d) && Object.keys(d).length === 0) d = [];
      s.default = d;
      return undefined;
    }
    case 'default': {
      const raw = String(v ?? '').trim();
      if (raw.startsWith('ref(')) return undefined;
      try {
        const d = JSON.parse(raw) as Json;
        if (d !== null) s.default = d;
      } catch (e) {
        return (e as Error).message;
      }
      return undefined;
    }
    case 'kubebuilder:example':
      s.example = deepCopy(v);
      return undefined;
    case 'kubebuilder:title':
      if (v === undefined || v === null) return undefined;
      if (typeof v !== 'string') return `expected string, got ${typeof v}`;
      s.title = v;
      return undefined;
    case 'listType':
      if (s.type !== 'array') return `must apply listType to an array, found ${typeName(s)}`;
      if (v !== 'map' && v !== 'set' && v !== 'atomic')
        return `ListType must be either "map", "set" or "atomic"`;
      s['x-kubernetes-list-type'] = v;
      return undefined;
    case 'listMapKey': {
      if (s.type !== 'array') return `must apply listMapKey to an array, found ${typeName(s)}`;
      const keys = Array.isArray(s['x-kubernetes-list-map-keys']) ? s['x-kubernetes-list-map-keys'] : [];
      s['x-kubernetes-list-map-keys'] = [...keys, v];
      return undefined;
    }
    case 'mapType':
    case 'structType':
      if (s.type !== 'object') return `must apply ${short} to an object`;
      if (v !== 'granular' && v !== 'atomic')
        return `${short === 'mapType' ? 'MapType' : 'StructType'} must be either "granular" or "atomic"`;
      s['x-kubernetes-map-type'] = v;
      return undefined;
    default:
      return undefined;
  }
}
