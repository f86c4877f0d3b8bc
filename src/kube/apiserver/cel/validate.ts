/**
 * x-kubernetes-validations of a CRD's structural schema, run as kube-apiserver v1.34 runs them
 * ([AX] pkg/apiserver/schema/cel/validation.go): rules on every node with a non-null value, `self`
 * typed from the schema ([apiserver] pkg/cel/common/values.go, schemas.go), transition rules (those
 * naming `oldSelf`) only where an old value correlates (map properties unless the map is atomic,
 * listType=map items by key) or with optionalOldSelf, messageExpression / message / `failed rule: `,
 * reason, fieldPath, and ratcheting (CRDValidationRatcheting, on by default): a failed rule without
 * `oldSelf` on a value equal to its old one is a warning, not an error.
 *
 * A rule this evaluator cannot run (see ./parse.ts, ./eval.ts) is skipped, never reported with a
 * made-up error. Of the type-checking errors the real server reports when the CRD is written, the
 * undeclared references and undefined fields are (crdRuleErrors).
 */
import type { FieldError } from '../status.ts';
import { fieldErr, fieldErrorString } from '../status.ts';
import type { Json, JsonObject } from '../types.ts';
import { isObject, jsonEqual, str } from '../types.ts';
import type { CelVal } from './eval.ts';
import {
  CelDuration,
  CelError,
  CelMap,
  CelOptional,
  CelTimestamp,
  evaluate,
  listTypes,
  parseGoDuration,
} from './eval.ts';
import type { Expr } from './parse.ts';
import {
  CelUnsupported,
  celErrorsText,
  parse,
  RESERVED,
  selfSelections,
  undeclaredIdents,
  usesIdent,
} from './parse.ts';

type Schema = JsonObject;

type Rule = {
  rule: string;
  message?: string;
  messageExpression?: string;
  reason?: string;
  fieldPath?: string;
  optionalOldSelf?: boolean;
};

type Compiled = { expr?: Expr; usesOldSelf: boolean; msgExpr?: Expr; fieldPath: string };

const cache = new Map<string, Expr | null>();
function compile(src: string): Expr | undefined {
  let e = cache.get(src);
  if (e === undefined) {
    try {
      e = parse(src);
    } catch (x) {
      if (!(x instanceof CelUnsupported)) throw x;
      e = null;
    }
    cache.set(src, e);
  }
  return e ?? undefined;
}

function compileRule(r: Rule): Compiled {
  const expr = compile(r.rule);
  return {
    expr,
    usesOldSelf: expr ? usesIdent(expr, 'oldSelf') : false,
    msgExpr: r.messageExpression ? compile(r.messageExpression) : undefined,
    fieldPath: r.fieldPath ? (normalizeFieldPath(r.fieldPath) ?? '') : '',
  };
}

/**
 * A rule's fieldPath (`.spec.x`, `.m['a.b']`) as the field.Path string validation.go appends with
 * Child: `spec.x`, `m[a.b]` (ValidFieldPath; the CRD's own validation rejects invalid paths).
 */
function normalizeFieldPath(p: string): string | undefined {
  let out = '';
  let i = 0;
  while (i < p.length) {
    if (p[i] === '.') {
      const m = /^\.([^.[\]]+)/.exec(p.slice(i));
      if (!m) return undefined;
      out += out === '' ? m[1] : `.${m[1]}`;
      i += m[0].length;
    } else if (p[i] === '[') {
      const m = /^\['((?:[^'\\]|\\.)*)'\]/.exec(p.slice(i));
      if (!m) return undefined;
      out += `[${m[1].replace(/\\(.)/g, '$1')}]`;
      i += m[0].length;
    } else return undefined;
  }
  return out;
}

// escaping.go's celReservedSymbols: the grammar's reserved words and the literals and `in`
const ESCAPED = new Set(['true', 'false', 'null', 'in', ...RESERVED]);

/** A property name as CEL sees it ([apiserver] pkg/cel/escaping.go Escape); undefined if not accessible. */
export function escapeName(name: string): string | undefined {
  if (name === '' || /^[0-9]/.test(name)) return undefined;
  if (ESCAPED.has(name)) return `__${name}__`;
  if (!/^[A-Za-z0-9_./-]+$/.test(name)) return undefined;
  return name.replace(/__|[-./]/g, (m) =>
    m === '__' ? '__underscores__' : m === '.' ? '__dot__' : m === '-' ? '__dash__' : '__slash__',
  );
}

function sub(s: Schema | undefined, key: string): Schema | undefined {
  const v = s?.[key];
  return isObject(v) ? v : undefined;
}

const META_SCHEMA: Schema = {
  type: 'object',
  properties: { name: { type: 'string' }, generateName: { type: 'string' } },
};

/** The root and embedded resources gain apiVersion, kind and metadata{name, generateName} (model.WithTypeAndObjectMeta). */
function withTypeAndObjectMeta(s: Schema): Schema {
  const props = { ...(sub(s, 'properties') ?? {}) };
  props.apiVersion = { type: 'string' };
  props.kind = { type: 'string' };
  props.metadata = META_SCHEMA;
  return { ...s, type: 'object', properties: props };
}

function base64(s: string): Uint8Array {
  const bin = atob(s);
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
}

/** A JSON value as a CEL value of its schema's type ([apiserver] pkg/cel/common/values.go UnstructuredToVal). */
export function toCel(v: Json, s: Schema | undefined): CelVal {
  if (v === null) return null;
  if (s?.['x-kubernetes-embedded-resource'] === true && isObject(v)) s = withTypeAndObjectMeta(s);
  const type = typeof s?.type === 'string' ? s.type : '';
  if (typeof v === 'number') {
    if (type === 'number') return v;
    return Number.isInteger(v) ? BigInt(v) : v;
  }
  if (typeof v === 'string') {
    const format = s?.format;
    if (type === 'string' && format === 'duration') {
      const ns = parseGoDuration(v);
      if (ns === undefined) throw new CelUnsupported(v);
      return new CelDuration(ns);
    }
    if (type === 'string' && (format === 'date-time' || format === 'date')) {
      const d = format === 'date' ? `${v}T00:00:00Z` : v;
      if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(d))
        throw new CelUnsupported(v);
      const ms = Date.parse(d);
      const frac = /\.(\d+)/.exec(d)?.[1] ?? '';
      return new CelTimestamp(
        BigInt(Math.floor(ms / 1000)) * 1000000000n + BigInt(frac.slice(0, 9).padEnd(9, '0')),
      );
    }
    if (type === 'string' && format === 'byte') return base64(v);
    return v;
  }
  if (typeof v === 'boolean') return v;
  if (Array.isArray(v)) {
    const items = sub(s, 'items');
    const list = v.map((x) => toCel(x, items));
    const lt = s?.['x-kubernetes-list-type'];
    if (lt === 'set') listTypes.set(list, 'set');
    else if (lt === 'map') {
      const keys = Array.isArray(s?.['x-kubernetes-list-map-keys']) ? s['x-kubernetes-list-map-keys'] : [];
      listTypes.set(
        list,
        keys.map((k) => escapeName(String(k)) ?? String(k)),
      );
    }
    return list;
  }
  const props = sub(s, 'properties');
  const ap = sub(s, 'additionalProperties');
  if (props) {
    const m = new CelMap(true);
    for (const [k, x] of Object.entries(v)) {
      const ps = sub(props, k);
      const name = escapeName(k);
      // a null field of an object is absent, as an unset optional one (valuesunstructured.go Find)
      if (ps && name !== undefined && x !== null) m.set(name, toCel(x, ps));
    }
    return m;
  }
  const m = new CelMap(false);
  for (const [k, x] of Object.entries(v)) m.set(k, toCel(x, ap));
  return m;
}

/** A correlated pair of new and old values ([apiserver] pkg/cel/common/equality.go CorrelatedObject). */
type Corr = { v: Json; old: Json; s: Schema };
type Ratchet = { cur?: Corr; parent?: Corr };

function corrKey(c: Corr, k: string): Corr | undefined {
  if (!isObject(c.v) || !isObject(c.old)) return undefined;
  if (!(k in c.v) || !(k in c.old)) return undefined;
  const s = sub(sub(c.s, 'properties'), k) ?? sub(c.s, 'additionalProperties');
  if (!s) return undefined;
  return { v: c.v[k], old: c.old[k], s };
}

function corrIndex(c: Corr, i: number): Corr | undefined {
  if (!Array.isArray(c.v) || !Array.isArray(c.old) || c.s['x-kubernetes-list-type'] !== 'map')
    return undefined;
  const items = sub(c.s, 'items');
  const old = mapListOld(c.s, c.old, c.v[i]);
  if (!items || old === undefined) return undefined;
  return { v: c.v[i], old, s: items };
}

/** The old item of a listType=map list with the same key fields as `item` (MakeMapList(...).Get). */
function mapListOld(s: Schema, old: Json[], item: Json): Json | undefined {
  if (s['x-kubernetes-list-type'] !== 'map' || !isObject(item)) return undefined;
  const keys = Array.isArray(s['x-kubernetes-list-map-keys']) ? s['x-kubernetes-list-map-keys'] : [];
  return old.find(
    (o) =>
      isObject(o) && keys.every((k) => typeof k === 'string' && jsonEqual(o[k] ?? null, item[k] ?? null)),
  );
}

function shouldRatchet(r: Ratchet): boolean {
  const c = r.cur ?? r.parent;
  return c ? corrEqual(c.v, c.old, c.s) : false;
}

/**
 * CorrelatedObject.CachedDeepEqual: a listType=map list equals its old value item by item matched by
 * key (so regardless of order), other lists as a whole; an object key by key, under its schema.
 */
function corrEqual(v: Json, old: Json, s: Schema | undefined): boolean {
  if (Array.isArray(v) && Array.isArray(old)) {
    if (v.length !== old.length) return false;
    const items = sub(s, 'items');
    if (s?.['x-kubernetes-list-type'] !== 'map' || !items) return jsonEqual(v, old);
    return v.every((x) => {
      const o = mapListOld(s, old, x);
      return o !== undefined && corrEqual(x, o, items);
    });
  }
  if (isObject(v) && isObject(old)) {
    const keys = Object.keys(v);
    if (keys.length !== Object.keys(old).length) return false;
    return keys.every((k) => {
      const ps = sub(sub(s, 'properties'), k) ?? sub(s, 'additionalProperties');
      return k in old && ps !== undefined && corrEqual(v[k], old[k], ps);
    });
  }
  return jsonEqual(v, old);
}

function key(r: Ratchet, k: string): Ratchet {
  if (!r.cur) return r;
  if (!r.parent && (k === 'apiVersion' || k === 'kind')) return {};
  return { cur: corrKey(r.cur, k), parent: r.cur };
}

function index(r: Ratchet, i: number): Ratchet {
  if (!r.cur) return r;
  return { cur: corrIndex(r.cur, i), parent: r.cur };
}

/** field.Path: a nil path prints `<nil>`; Child of nil is the bare name. */
function child(path: string | null, name: string): string {
  return path === null ? name : `${path}.${name}`;
}

function rulesOf(s: Schema): Rule[] {
  const v = s['x-kubernetes-validations'];
  if (!Array.isArray(v)) return [];
  const out: Rule[] = [];
  for (const r of v) if (isObject(r) && typeof r.rule === 'string') out.push(r as unknown as Rule);
  return out;
}

/** Whether any schema node carries x-kubernetes-validations (so a CRD without rules costs nothing). */
export function hasRules(s: Json | undefined): boolean {
  if (!isObject(s)) return Array.isArray(s) ? s.some(hasRules) : false;
  if (Array.isArray(s['x-kubernetes-validations']) && s['x-kubernetes-validations'].length > 0) return true;
  for (const [k, v] of Object.entries(s)) {
    if (k === 'default' || k === 'enum' || k === 'example') continue;
    if (typeof v === 'object' && v !== null && hasRules(v)) return true;
  }
  return false;
}

class Walker {
  readonly errs: FieldError[] = [];
  readonly warnings: string[] = [];

  validate(path: string | null, v: Json, old: Json | undefined, s: Schema, r: Ratchet, root: boolean): void {
    if (v === null) return;
    this.rules(path, v, old, s, r, root);
    const allOf = s.allOf;
    if (Array.isArray(allOf))
      for (const a of allOf) if (isObject(a)) this.validate(path, v, old, a, { parent: r.parent }, false);
    if (Array.isArray(v)) {
      const items = sub(s, 'items');
      if (!items) return;
      const oldList = Array.isArray(old) ? old : undefined;
      for (let i = 0; i < v.length; i++) {
        const o = oldList ? mapListOld(s, oldList, v[i]) : undefined;
        this.validate(`${path ?? ''}[${i}]`, v[i], o, items, index(r, i), false);
      }
    } else if (isObject(v)) {
      const oldMap = isObject(old) && s['x-kubernetes-map-type'] !== 'atomic' ? old : undefined;
      const ap = sub(s, 'additionalProperties');
      const keys = Object.keys(v).sort();
      if (ap)
        for (const k of keys) this.validate(`${path ?? ''}[${k}]`, v[k], oldMap?.[k], ap, key(r, k), false);
      const props = sub(s, 'properties');
      if (props)
        for (const k of keys) {
          const ps = sub(props, k);
          if (ps) this.validate(child(path, k), v[k], oldMap?.[k], ps, key(r, k), false);
        }
    }
  }

  private rules(
    path: string | null,
    v: Json,
    old: Json | undefined,
    s0: Schema,
    r: Ratchet,
    root: boolean,
  ): void {
    const rules = rulesOf(s0);
    if (rules.length === 0) return;
    const s = root ? withTypeAndObjectMeta(s0) : s0;
    const type = typeof s0.type === 'string' ? s0.type : '';
    let self: CelVal;
    let oldSelf: CelVal | undefined;
    try {
      self = toCel(v, s);
      oldSelf = old === undefined || old === null ? undefined : toCel(old, s);
    } catch (x) {
      if (x instanceof CelUnsupported) return;
      throw x;
    }
    for (const rule of rules) {
      const c = compileRule(rule);
      if (!c.expr) continue;
      // optionalOldSelf: the rule runs without an old value too, oldSelf then optional.none()
      const optionalOldSelf = rule.optionalOldSelf === true;
      if (c.usesOldSelf && oldSelf === undefined && !optionalOldSelf) continue;
      const act = new Map<string, CelVal>([['self', self]]);
      if (optionalOldSelf) act.set('oldSelf', new CelOptional(oldSelf));
      else if (oldSelf !== undefined) act.set('oldSelf', oldSelf);
      let result: CelVal;
      try {
        result = evaluate(c.expr, act);
      } catch (x) {
        if (x instanceof CelUnsupported) continue;
        if (!(x instanceof CelError)) throw x;
        const what = ruleErrorString(rule);
        if (x.message.startsWith('no such overload'))
          this.errs.push(
            fieldErr.invalid(
              pathString(path),
              type,
              `'${x.message}': call arguments did not match a supported operator, function or macro signature for rule: ${what}`,
            ),
          );
        else
          this.errs.push(fieldErr.invalid(pathString(path), type, `${x.message} evaluating rule: ${what}`));
        continue;
      }
      if (result === true) continue;
      if (typeof result !== 'boolean') continue; // a non-bool rule is a compile error in the real server
      const at = c.fieldPath === '' ? pathString(path) : child(path, c.fieldPath);
      let detail = ruleMessageOrDefault(rule);
      if (c.msgExpr) {
        try {
          // messageExpression runs with the plain activation, oldSelf not optional (validation.go)
          const msgAct = new Map<string, CelVal>([['self', self]]);
          if (oldSelf !== undefined) msgAct.set('oldSelf', oldSelf);
          const m = evaluate(c.msgExpr, msgAct);
          if (typeof m === 'string') {
            const t = m.trim();
            // longer than MaxEvaluatedMessageExpressionSizeBytes (5 KiB), with line breaks, or empty: the default
            if (t !== '' && !/[\n\r]/.test(t) && new TextEncoder().encode(t).length <= 5 * 1024) detail = t;
          }
        } catch (x) {
          if (!(x instanceof CelError) && !(x instanceof CelUnsupported)) throw x;
        }
      }
      const e = fieldErrorForReason(at, type, detail, rule.reason);
      if (!c.usesOldSelf && shouldRatchet(r)) this.warnings.push(fieldErrorString(e));
      else this.errs.push(e);
    }
  }
}

function pathString(p: string | null): string {
  return p === null ? '<nil>' : p;
}

function ruleErrorString(r: Rule): string {
  return r.message ? r.message.trim() : r.rule.trim();
}

function ruleMessageOrDefault(r: Rule): string {
  return r.message ? r.message.trim() : `failed rule: ${ruleErrorString(r)}`;
}

function fieldErrorForReason(
  path: string,
  type: string,
  detail: string,
  reason: string | undefined,
): FieldError {
  switch (reason) {
    case 'FieldValueForbidden':
      return fieldErr.forbidden(path, detail);
    case 'FieldValueRequired':
      return fieldErr.required(path, detail);
    case 'FieldValueDuplicate':
      return fieldErr.duplicate(path, type);
    default:
      return fieldErr.invalid(path, type, detail);
  }
}

const BLOCKING = new Set([
  'FieldValueNotSupported',
  'FieldValueRequired',
  'FieldValueTooLong',
  'FieldValueTooMany',
  'FieldValueTypeInvalid',
]);

const withRules = new WeakMap<Schema, boolean>();

/**
 * The CEL step of the custom resource strategy's Validate / ValidateUpdate and the status strategy's
 * ValidateUpdate ([AX] pkg/registry/customresource/strategy.go, status_strategy.go): after the other
 * errors (`prior`), skipped with one `some validation rules were not checked` error when one of them is
 * blocking (hasBlockingErr); on update, with ratcheting against the old object.
 */
export function validateRules(
  obj: JsonObject,
  old: JsonObject | undefined,
  schema: Schema | undefined,
  prior: readonly FieldError[],
): { errs: FieldError[]; warnings: string[] } {
  if (!schema) return { errs: [], warnings: [] };
  let any = withRules.get(schema);
  if (any === undefined) {
    any = hasRules(schema);
    withRules.set(schema, any);
  }
  if (!any) return { errs: [], warnings: [] };
  if (prior.some((e) => BLOCKING.has(e.type)))
    return {
      errs: [
        fieldErr.invalid(
          '<nil>',
          null,
          'some validation rules were not checked because the object was invalid; correct the existing errors to complete validation',
        ),
      ],
      warnings: [],
    };
  const w = new Walker();
  const r: Ratchet = old ? { cur: { v: obj, old, s: schema } } : {};
  w.validate(null, obj, old, schema, r, true);
  return { errs: w.errs, warnings: w.warnings };
}

// ——— compilation at CRD create and update ———

const objOf = (v: Json | undefined): JsonObject => (isObject(v) ? v : {});

/**
 * The first selection of a `self.a.b…` chain that names no field of its object: the checker's
 * `undefined field 'x'` at its `.` (cel-go checker/checker.go checkSelectField). Only objects whose
 * fields are all known are checked: declared properties, no additionalProperties, no
 * x-kubernetes-preserve-unknown-fields or embedded resource; a name with an escape (`app__dash__labels`,
 * `__namespace__`) is not.
 */
function undefinedField(
  node: JsonObject,
  fields: readonly { field: string; pos: number }[],
): { field: string; pos: number } | undefined {
  let s: JsonObject = node;
  for (const f of fields) {
    const props = s.properties;
    const closed =
      s.type === 'object' &&
      isObject(props) &&
      Object.keys(props).length > 0 &&
      s.additionalProperties === undefined &&
      s['x-kubernetes-preserve-unknown-fields'] !== true &&
      s['x-kubernetes-embedded-resource'] !== true;
    if (!closed || f.field.includes('__')) return undefined;
    if (!Object.hasOwn(props, f.field)) return f;
    s = objOf(props[f.field]);
  }
  return undefined;
}

/** What a CRD's rules may refer to: self, oldSelf and the type names of cel-go's standard library. */
const CEL_DECLARED = new Set(
  'self oldSelf int uint double bool string bytes list map null_type type optional_type'.split(' '),
);

/**
 * x-kubernetes-validations that do not compile, after the node's children as
 * ValidateCustomResourceDefinitionOpenAPISchema walks them ([AX] pkg/apis/apiextensions/validation/
 * validation.go; pkg/apiserver/schema/cel/compilation.go: `compilation failed: ` + the checker's
 * issues): here the references to names the environment does not declare; the value is the internal
 * ValidationRule (json.Marshal of a struct without tags). A rule this parser does not read is left
 * to run (or not) as the evaluator can.
 */
export function crdRuleErrors(s: JsonObject, path: string): FieldError[] {
  const errs: FieldError[] = [];
  for (const [k, p] of Object.entries(objOf(s.properties)))
    errs.push(...crdRuleErrors(objOf(p), `${path}.properties[${k}]`));
  if (isObject(s.additionalProperties))
    errs.push(...crdRuleErrors(s.additionalProperties, `${path}.additionalProperties`));
  if (isObject(s.items)) errs.push(...crdRuleErrors(s.items, `${path}.items`));
  const rules = Array.isArray(s['x-kubernetes-validations']) ? s['x-kubernetes-validations'] : [];
  for (const [i, r] of rules.entries()) {
    const rule = objOf(r);
    const src = str(rule.rule);
    let issues: { pos: number; msg: string }[];
    try {
      const ast = parse(src);
      issues = undeclaredIdents(ast, CEL_DECLARED).map((x) => ({
        pos: x.pos,
        msg: `undeclared reference to '${x.name}' (in container '')`,
      }));
      for (const sel of selfSelections(ast)) {
        const bad = undefinedField(s, sel.fields);
        if (bad) issues.push({ pos: bad.pos, msg: `undefined field '${bad.field}'` });
      }
    } catch (e) {
      if (e instanceof CelUnsupported) continue;
      throw e;
    }
    if (issues.length === 0) continue;
    const value = {
      Rule: src,
      Message: str(rule.message),
      MessageExpression: str(rule.messageExpression),
      Reason: rule.reason ?? null,
      FieldPath: str(rule.fieldPath),
      OptionalOldSelf: rule.optionalOldSelf ?? null,
    };
    errs.push(
      fieldErr.invalid(
        `${path}.x-kubernetes-validations[${i}].rule`,
        value,
        `compilation failed: ${celErrorsText(src, issues)}`,
      ),
    );
  }
  return errs;
}
