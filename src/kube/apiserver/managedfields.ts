/**
 * Field ownership (metadata.managedFields) and server-side apply, after structured-merge-diff:
 * leaf fields and associative-list items are owned by managers; an Apply that would change a field another
 * manager owns is a conflict unless forced ([AM] pkg/util/managedfields/internal/conflict.go for messages).
 */

import type { StatusCause, StatusError } from './status.ts';
import { applyConflict, goQuote } from './status.ts';
import type { ApplySchema, ApplySchemaNode } from './typed-decode.ts';
import type { Json, JsonObject } from './types.ts';
import { canonicalJson, deepCopy, isObject, jsonEqual } from './types.ts';

export type PathElement = { f: string } | { k: JsonObject } | { v: Json } | { i: number };
export type FieldPath = PathElement[];

/** How a list is merged: by keys (associative), as a set of scalars, or atomically. */
export type ListKind =
  | { kind: 'map'; keys: string[] /** key fields' schema defaults */; defaults?: JsonObject }
  | { kind: 'set' }
  | { kind: 'atomic' };

/**
 * Answers the list kind for a list at a path (built-in merge keys or CRD x-kubernetes-list-type);
 * `atomicObject` whether an object there (a field, or a list item: the path ends at its key) is
 * atomic: a struct or map whose Go type is `+structType=atomic` / `+mapType=atomic` (an OwnerReference,
 * a LabelSelector, an ObjectReference), which structured-merge-diff owns and applies as one leaf.
 */
export type ListKindResolver = ((path: FieldPath, fieldName: string) => ListKind) & {
  atomicObject?: (path: FieldPath, fieldName: string) => boolean;
};

const BUILTIN_LIST_KEYS: Record<string, string[]> = {
  containers: ['name'],
  initContainers: ['name'],
  volumes: ['name'],
  env: ['name'],
  volumeMounts: ['mountPath'],
  imagePullSecrets: ['name'],
  conditions: ['type'],
  ownerReferences: ['uid'],
  ports: ['containerPort', 'protocol'],
};

/** A built-in kind's list at a path: merged by the key its Go type's listMapKey tags name, a set, or atomic. */
export function builtinListKind(path: FieldPath, field: string): ListKind {
  if (field === 'finalizers') return { kind: 'set' };
  const keys = field === 'ports' && path.length === 2 ? ['port', 'protocol'] : BUILTIN_LIST_KEYS[field];
  // A port's protocol defaults to TCP (+default="TCP" on ServicePort and ContainerPort), and a
  // key field with a default may be left out of an applied item.
  if (keys && field === 'ports') return { kind: 'map', keys, defaults: { protocol: 'TCP' } };
  return keys ? { kind: 'map', keys } : { kind: 'atomic' };
}

const atomicAt = (lists: ListKindResolver, p: FieldPath, name: string): boolean =>
  p.length > 0 && lists.atomicObject?.(p, name) === true;

export type ManagedFieldsEntry = {
  manager: string;
  operation: 'Apply' | 'Update';
  apiVersion: string;
  time?: string;
  fieldsType: 'FieldsV1';
  fieldsV1: JsonObject;
  subresource?: string;
};

/** Fields that never take part in ownership (fieldmanager stripMeta). */
const STRIPPED_META = new Set([
  'name',
  'namespace',
  'creationTimestamp',
  'selfLink',
  'uid',
  'generation',
  'managedFields',
  'resourceVersion',
  'deletionTimestamp',
  'deletionGracePeriodSeconds',
  'generateName',
]);

export function pathString(p: FieldPath): string {
  let s = '';
  for (const e of p) {
    if ('f' in e) s += '.' + e.f;
    else if ('k' in e)
      s +=
        '[' +
        Object.keys(e.k)
          .sort()
          .map((k) => `${k}=${JSON.stringify(e.k[k])}`)
          .join(',') +
        ']';
    else if ('v' in e) s += '[=' + JSON.stringify(e.v) + ']';
    else s += `[${e.i}]`;
  }
  return s;
}

const keyOf = (p: FieldPath): string => canonicalJson(p as unknown as Json);

/** The set of owned paths of an object: leaves and list items, excluding stripped metadata and excluded top-level keys. */
export function fieldSet(
  obj: JsonObject,
  lists: ListKindResolver,
  exclude: (top: string) => boolean,
): Map<string, FieldPath> {
  const out = new Map<string, FieldPath>();
  const add = (p: FieldPath) => out.set(keyOf(p), p);
  const walk = (v: Json, p: FieldPath, name: string) => {
    if (isObject(v)) {
      const keys = Object.keys(v);
      if ((keys.length === 0 && p.length > 0) || atomicAt(lists, p, name)) {
        add(p);
        return;
      }
      for (const k of keys) {
        if (p.length === 1 && 'f' in p[0] && p[0].f === 'metadata' && STRIPPED_META.has(k)) continue;
        walk(v[k], [...p, { f: k }], k);
      }
    } else if (Array.isArray(v)) {
      const lk = lists(p, name);
      if (lk.kind === 'atomic') add(p);
      else if (lk.kind === 'set') for (const x of v) add([...p, { v: x }]);
      else
        for (const item of v) {
          if (!isObject(item)) continue;
          const ip: FieldPath = [...p, { k: itemKey(item, lk) }];
          add(ip);
          if (atomicAt(lists, ip, name)) continue;
          for (const k of Object.keys(item)) walk(item[k], [...ip, { f: k }], k);
        }
    } else if (p.length > 0) add(p);
  };
  for (const k of Object.keys(obj)) {
    if (k === 'apiVersion' || k === 'kind' || exclude(k)) continue;
    walk(obj[k], [{ f: k }], k);
  }
  return out;
}

/**
 * The non-empty object nodes of an object below its top level (metadata itself is stripped), and its
 * non-empty lists that are not atomic: the nodes a comparison finds Added when the old object lacks
 * them ([SMD] typed/compare.go compare; an empty one is a leaf, emptyPromoteToLeaf).
 */
function nodeSet(
  obj: JsonObject,
  lists: ListKindResolver,
  exclude: (top: string) => boolean,
): Map<string, FieldPath> {
  const out = new Map<string, FieldPath>();
  const walk = (v: Json, p: FieldPath, name: string) => {
    if (isObject(v)) {
      if (atomicAt(lists, p, name)) return;
      const keys = Object.keys(v);
      if (keys.length > 0 && !(p.length === 1 && 'f' in p[0] && p[0].f === 'metadata')) out.set(keyOf(p), p);
      for (const k of keys) {
        if (p.length === 1 && 'f' in p[0] && p[0].f === 'metadata' && STRIPPED_META.has(k)) continue;
        walk(v[k], [...p, { f: k }], k);
      }
    } else if (Array.isArray(v)) {
      const lk = lists(p, name);
      if (lk.kind !== 'atomic' && v.length > 0) out.set(keyOf(p), p);
      if (lk.kind !== 'map') return;
      for (const item of v) {
        if (!isObject(item)) continue;
        const ip: FieldPath = [...p, { k: itemKey(item, lk) }];
        if (atomicAt(lists, ip, name)) continue;
        for (const k of Object.keys(item)) walk(item[k], [...ip, { f: k }], k);
      }
    }
  };
  for (const k of Object.keys(obj)) {
    if (k === 'apiVersion' || k === 'kind' || exclude(k)) continue;
    walk(obj[k], [{ f: k }], k);
  }
  return out;
}

/** Is `p` under a top-level key the ownership excludes? */
function excludedPath(p: FieldPath, exclude: (top: string) => boolean): boolean {
  const top = p[0];
  return top !== undefined && 'f' in top && (top.f === 'apiVersion' || top.f === 'kind' || exclude(top.f));
}

/** Key objects in which some key field was missing and took its default: those fields. */
const defaultedKeys = new WeakMap<JsonObject, Set<string>>();

/**
 * A list-map item's key. A key field the item leaves out takes its schema default, so an applied
 * `ports: [{port: 80}]` names the stored `{port: 80, protocol: TCP}` item, as structured-merge-diff's
 * keyedAssociativeListItemToPathElement does ([SMD] typed/helpers.go: "doesn't have default value").
 */
function itemKey(o: JsonObject, lk: { keys: string[]; defaults?: JsonObject }): JsonObject {
  const out: JsonObject = {};
  let defaulted: Set<string> | undefined;
  for (const k of lk.keys) {
    if (o[k] !== undefined) out[k] = o[k];
    else if (lk.defaults?.[k] !== undefined) {
      out[k] = lk.defaults[k];
      (defaulted ??= new Set()).add(k);
    }
  }
  if (defaulted) defaultedKeys.set(out, defaulted);
  return out;
}

/** Does a list item have this key? A defaulted key field also matches an item that leaves it out. */
function hasKey(x: Json, key: JsonObject): boolean {
  if (!isObject(x)) return false;
  const defaulted = defaultedKeys.get(key);
  return Object.entries(key).every(
    ([k, v]) => jsonEqual(x[k], v) || (x[k] === undefined && defaulted?.has(k) === true),
  );
}

/** Value at a field path, or undefined. */
export function valueAt(obj: Json, p: FieldPath): Json | undefined {
  let cur: Json | undefined = obj;
  for (const e of p) {
    if (cur === undefined) return undefined;
    if ('f' in e) cur = isObject(cur) ? cur[e.f] : undefined;
    else if ('k' in e) cur = Array.isArray(cur) ? cur.find((x) => hasKey(x, e.k)) : undefined;
    else if ('v' in e) cur = Array.isArray(cur) && cur.some((x) => jsonEqual(x, e.v)) ? e.v : undefined;
    else cur = Array.isArray(cur) ? cur[e.i] : undefined;
  }
  return cur;
}

// ---- fieldsV1 encoding ---------------------------------------------------------------------------------

export function encodeFieldsV1(paths: Iterable<FieldPath>): JsonObject {
  const root: JsonObject = {};
  // nodes that are members of the set themselves: `.` when they have children too
  const members = new Set<JsonObject>();
  for (const p of paths) {
    let node = root;
    p.forEach((e, idx) => {
      const key =
        'f' in e
          ? `f:${e.f}`
          : 'k' in e
            ? `k:${canonicalJson(e.k)}`
            : 'v' in e
              ? `v:${canonicalJson(e.v)}`
              : `i:${e.i}`;
      if (!isObject(node[key])) node[key] = {};
      const child = node[key] as JsonObject;
      if (idx === p.length - 1) members.add(child);
      node = child;
    });
  }
  return sortFields(root, members);
}

/**
 * fieldpath.Set's JSON order ([SMD] fieldpath/serialize.go): `.` first for a member that has
 * children, then the children by PathElement order — field names, then keys, then values, then
 * indexes, each sorted.
 */
function sortFields(node: JsonObject, members: Set<JsonObject>): JsonObject {
  const rank = (k: string) => ['f:', 'k:', 'v:', 'i:'].indexOf(k.slice(0, 2));
  const keys = Object.keys(node).sort((a, b) => {
    const ra = rank(a);
    const rb = rank(b);
    if (ra !== rb) return ra - rb;
    if (ra === 3) return Number(a.slice(2)) - Number(b.slice(2));
    return a < b ? -1 : a > b ? 1 : 0;
  });
  const out: JsonObject = {};
  if (keys.length > 0 && members.has(node)) out['.'] = {};
  for (const k of keys) out[k] = sortFields(node[k] as JsonObject, members);
  return out;
}

export function decodeFieldsV1(f: Json | undefined): FieldPath[] {
  const out: FieldPath[] = [];
  const walk = (node: Json, p: FieldPath) => {
    if (!isObject(node)) return;
    const keys = Object.keys(node);
    if (keys.length === 0 && p.length > 0) out.push(p);
    for (const key of keys) {
      if (key === '.') {
        out.push(p);
        continue;
      }
      const tag = key.slice(0, 2);
      const rest = key.slice(2);
      let e: PathElement;
      if (tag === 'f:') e = { f: rest };
      else if (tag === 'k:') e = { k: JSON.parse(rest) };
      else if (tag === 'v:') e = { v: JSON.parse(rest) };
      else e = { i: Number(rest) };
      walk(node[key], [...p, e]);
    }
  };
  walk(f ?? {}, []);
  return out;
}

// ---- ownership bookkeeping -----------------------------------------------------------------------------

type Manager = { entry: ManagedFieldsEntry; set: Map<string, FieldPath> };

function identity(e: ManagedFieldsEntry): string {
  return `${e.manager}\u0000${e.operation}\u0000${e.apiVersion}\u0000${e.subresource ?? ''}`;
}

export function readManagers(meta: JsonObject): Manager[] {
  const mf = Array.isArray(meta.managedFields) ? meta.managedFields : [];
  return mf.filter(isObject).map((e) => {
    const entry = e as unknown as ManagedFieldsEntry;
    const set = new Map<string, FieldPath>();
    for (const p of decodeFieldsV1(entry.fieldsV1)) set.set(keyOf(p), p);
    return { entry, set };
  });
}

export function writeManagers(meta: JsonObject, managers: Manager[]): void {
  const entries = managers
    .filter((m) => m.set.size > 0)
    .map((m) => {
      const e: JsonObject = {
        manager: m.entry.manager,
        operation: m.entry.operation,
        apiVersion: m.entry.apiVersion,
      };
      if (m.entry.time) e.time = m.entry.time;
      e.fieldsType = 'FieldsV1';
      e.fieldsV1 = encodeFieldsV1(m.set.values());
      if (m.entry.subresource) e.subresource = m.entry.subresource;
      return e;
    });
  if (entries.length > 0) meta.managedFields = entries;
  else delete meta.managedFields;
}

export type Ownership = {
  lists: ListKindResolver;
  /** top-level keys not tracked by this endpoint (status on the main resource with the subresource, all but status on /status) */
  exclude: (top: string) => boolean;
  manager: string;
  apiVersion: string;
  time: string;
  subresource: string;
  /**
   * Record the object nodes an Update creates (`.: {}` under them): an Update's managed set is the
   * comparison's Added, which holds a map node absent before ([SMD] typed/compare.go). Set for
   * custom resources, whose empty object has no nodes; a built-in kind's Go zero value already has
   * its non-pointer structs (spec, template): `zeroNode` says which nodes it has.
   */
  nodes?: boolean;
  /**
   * Whether the kind's zero object (a built-in's Go zero value as the unstructured converter renders
   * it) already has the node at `p`: no node it has is ever Added.
   */
  zeroNode?: (p: FieldPath) => boolean;
};

/** After an Update-type write: the writer takes the fields it changed; other managers lose them. */
export function recordUpdate(oldObj: JsonObject | undefined, newObj: JsonObject, o: Ownership): void {
  const meta = isObject(newObj.metadata) ? newObj.metadata : (newObj.metadata = {});
  const oldMeta = oldObj && isObject(oldObj.metadata) ? oldObj.metadata : {};
  const managers = readManagers(oldObj ? oldMeta : meta);
  const before = oldObj ? fieldSet(oldObj, o.lists, o.exclude) : new Map<string, FieldPath>();
  const after = fieldSet(newObj, o.lists, o.exclude);
  const changed = new Map<string, FieldPath>();
  for (const [k, p] of after) {
    // A built-in's old object (on create its Go zero value, scope.Creater.New in [AS]
    // endpoints/handlers/create.go) has every top-level field that is not omitempty, a zero time as
    // null, an empty string or struct as "" or {}; an omitempty one is left out of both: such a value
    // is no change (an Event's eventTime and reportingInstance, an events.k8s.io Event's
    // deprecatedSource). A CRD's empty object has none; an Event's related and series are pointers,
    // absent when zero.
    const was = valueAt(oldObj ?? {}, p);
    const now = valueAt(newObj, p);
    const ptr = 'f' in p[0]! && (p[0].f === 'related' || p[0].f === 'series');
    const zero = now === null || now === '' || (isObject(now) && Object.keys(now).length === 0 && !ptr);
    if ((!o.nodes || o.zeroNode) && p.length === 1 && zero && (was === undefined || jsonEqual(was, now)))
      continue;
    if (!before.has(k) || !jsonEqual(was, valueAt(newObj, p))) changed.set(k, p);
  }
  const removed = [...before.keys()].filter((k) => !after.has(k));
  const beforeNodes = o.nodes && oldObj ? nodeSet(oldObj, o.lists, o.exclude) : new Map<string, FieldPath>();
  const afterNodes = o.nodes ? nodeSet(newObj, o.lists, o.exclude) : new Map<string, FieldPath>();
  const addedNodes = [...afterNodes].filter(([k, p]) => !beforeNodes.has(k) && !o.zeroNode?.(p));
  if (changed.size === 0 && removed.length === 0 && addedNodes.length === 0 && oldObj) {
    writeManagers(meta, managers);
    return;
  }
  const me: ManagedFieldsEntry = {
    manager: o.manager,
    operation: 'Update',
    apiVersion: o.apiVersion,
    time: o.time,
    fieldsType: 'FieldsV1',
    fieldsV1: {},
    subresource: o.subresource || undefined,
  };
  let mine = managers.find((m) => identity(m.entry) === identity(me));
  for (const m of managers) {
    if (m === mine) continue;
    for (const k of changed.keys()) m.set.delete(k);
    for (const k of removed) m.set.delete(k);
  }
  if (!mine) {
    mine = { entry: me, set: new Map() };
    managers.push(mine);
  }
  mine.entry = { ...me };
  for (const [k, p] of changed) mine.set.set(k, p);
  for (const [k, p] of addedNodes) mine.set.set(k, p);
  for (const k of removed) mine.set.delete(k);
  // drop paths no longer present from every manager: only within the request's scope (a status
  // update leaves spec and metadata entries alone, a main-resource update the status ones: the
  // strategy's reset fields are stripped from both objects before the diff, [AM]
  // pkg/util/managedfields/internal/structuredmerge.go Update)
  for (const m of managers)
    for (const [k, p] of [...m.set])
      if (!after.has(k) && !afterNodes.has(k) && !excludedPath(p, o.exclude)) m.set.delete(k);
  writeManagers(meta, managers);
}

/** fieldpath.PathElement.String() of a list-map item's key: `[name="web"]`, fields in sorted order. */
function keyString(key: JsonObject): string {
  const parts = Object.keys(key)
    .sort()
    .map((k) => `${k}=${JSON.stringify(key[k])}`);
  return `[${parts.join(',')}]`;
}

/**
 * structured-merge-diff's validation of an applied object as it is made typed ([SMD] typed/validate.go
 * visitListItems, typed/helpers.go keyedAssociativeListItemToPathElement): a list-map item that is
 * null, not an object, or leaves out a key field without a default stops the walk of that list with
 * `element <i>: …`; an item whose key was seen before is `duplicate entries for key [...]`. Each error
 * carries the path of its list (ValidationError.Error: `<path>: <message>`), and several are listed
 * under `errors:` (ValidationErrors.Error). Go walks an unstructured map in random order; the fields
 * are taken here in sorted order. Undefined when the object is valid.
 */
export function typedApplyErrors(
  applied: JsonObject,
  lists: ListKindResolver,
  schema?: ApplySchema,
): string | undefined {
  const errs: string[] = [];
  const walk = (v: Json, p: FieldPath, at: string, name: string) => {
    const node = schema?.(p.map((e) => ('f' in e ? e.f : null)));
    if (node !== undefined && v !== null) {
      const problem = schemaProblem(node, v);
      if (problem !== undefined) {
        errs.push(`${at}: ${problem}`);
        return;
      }
      if (node.kind === 'scalar') return;
    }
    if (isObject(v)) {
      for (const k of Object.keys(v).sort()) {
        // an undeclared field ends the walk of its map ([SMD] typed/validate.go visitMapItems)
        if (node?.kind === 'struct' && !node.declared(k)) {
          errs.push(`${at}.${k}: field not declared in schema`);
          return;
        }
        walk(v[k], [...p, { f: k }], `${at}.${k}`, k);
      }
      return;
    }
    if (!Array.isArray(v)) return;
    const lk = lists(p, name);
    if (lk.kind !== 'map') {
      for (let i = 0; i < v.length; i++) walk(v[i], [...p, { i }], `${at}[${i}]`, name);
      return;
    }
    const seen = new Set<string>();
    for (let i = 0; i < v.length; i++) {
      const item = v[i];
      let problem: string | undefined;
      if (item === null) problem = 'associative list with keys may not have a null element';
      else if (!isObject(item)) problem = 'associative list with keys may not have non-map elements';
      else {
        const missing = lk.keys.find((k) => item[k] === undefined && lk.defaults?.[k] === undefined);
        if (missing !== undefined)
          problem = `associative list with keys has an element that omits key field ${goQuote(missing)} (and doesn't have default value)`;
      }
      if (problem !== undefined) {
        errs.push(`${at}: element ${i}: ${problem}`);
        return;
      }
      const obj = item as JsonObject;
      const key = keyString(itemKey(obj, lk));
      if (seen.has(key)) errs.push(`${at}: duplicate entries for key ${key}`);
      seen.add(key);
      for (const k of Object.keys(obj).sort())
        walk(obj[k], [...p, { k: itemKey(obj, lk) }, { f: k }], `${at}${key}.${k}`, k);
    }
  };
  const root = schema?.([]);
  for (const k of Object.keys(applied).sort()) {
    if (k === 'apiVersion' || k === 'kind') continue;
    if (root?.kind === 'struct' && !root.declared(k)) {
      errs.push(`.${k}: field not declared in schema`);
      break;
    }
    walk(applied[k], [{ f: k }], `.${k}`, k);
  }
  if (errs.length === 0) return undefined;
  if (errs.length === 1) return errs[0];
  return ['errors:', ...errs.map((e) => `  ${e}`)].join('\n');
}

/**
 * A value the schema node cannot hold, in structured-merge-diff's words ([SMD] typed/validate.go
 * validateScalar, typed/helpers.go listValue/mapValue). The value is the apply body's unstructured
 * one (sigs.k8s.io/yaml: numbers are float64): %T of it, %#v and %v of its *value.valueUnstructured.
 */
/**
 * The type a custom resource's apply patch is made typed against: the CRD's structural schema as
 * the apiextensions server's type converter sees it ([AX] customresource_handler.go builds it from
 * the schema's OpenAPI; [SMD] schemaconv): an object with properties is a struct whose undeclared
 * fields are refused unless x-kubernetes-preserve-unknown-fields; additionalProperties a map; arrays
 * lists; int-or-string untyped. apiVersion and kind are the root's strings; metadata is ObjectMeta,
 * not walked here; a path the schema does not describe is not checked.
 */
export function crdApplySchema(root: JsonObject): ApplySchema {
  const at = (path: readonly (string | null)[]): JsonObject | undefined => {
    let node: JsonObject | undefined = root;
    for (const step of path) {
      if (node === undefined) return undefined;
      if (step === null) {
        node = isObject(node.items) ? node.items : undefined;
        continue;
      }
      const props: JsonObject | undefined = isObject(node.properties) ? node.properties : undefined;
      if (props && isObject(props[step])) node = props[step] as JsonObject;
      else if (isObject(node.additionalProperties)) node = node.additionalProperties;
      else return undefined;
    }
    return node;
  };
  return (path) => {
    if (path.length === 1 && (path[0] === 'apiVersion' || path[0] === 'kind'))
      return { kind: 'scalar', scalar: 'string' };
    if (path[0] === 'metadata') return undefined;
    const node = at(path);
    if (node === undefined) return undefined;
    if (node['x-kubernetes-int-or-string'] === true) return { kind: 'scalar', scalar: 'untyped' };
    switch (node.type) {
      case 'object': {
        if (isObject(node.additionalProperties) || node.additionalProperties === true) return { kind: 'map' };
        if (node['x-kubernetes-preserve-unknown-fields'] === true) return undefined;
        const props = isObject(node.properties) ? node.properties : {};
        const rootFields = path.length === 0 ? ['apiVersion', 'kind', 'metadata'] : [];
        return {
          kind: 'struct',
          declared: (name) => Object.hasOwn(props, name) || rootFields.includes(name),
        };
      }
      case 'array':
        return { kind: 'list' };
      case 'string':
        return { kind: 'scalar', scalar: 'string' };
      case 'integer':
      case 'number':
        return { kind: 'scalar', scalar: 'numeric' };
      case 'boolean':
        return { kind: 'scalar', scalar: 'boolean' };
      default:
        return undefined;
    }
  };
}

function schemaProblem(node: ApplySchemaNode, v: Json): string | undefined {
  const isMap = isObject(v);
  const isList = Array.isArray(v);
  switch (node.kind) {
    case 'struct':
    case 'map':
      return isMap ? undefined : `expected map, got &{${goPlain(v)}}`;
    case 'list':
      return isList ? undefined : `expected list, got &{${goPlain(v)}}`;
    case 'scalar':
      switch (node.scalar) {
        case 'numeric':
          return typeof v === 'number' ? undefined : `expected numeric (int or float), got ${goTypeName(v)}`;
        case 'string':
          return typeof v === 'string'
            ? undefined
            : `expected string, got &value.valueUnstructured{Value:${goSharp(v)}}`;
        case 'boolean':
          return typeof v === 'boolean' ? undefined : `expected boolean, got &{${goPlain(v)}}`;
        case 'untyped':
          return isMap || isList ? `expected any scalar, got &{${goPlain(v)}}` : undefined;
      }
  }
  return undefined;
}

/** %T of an unstructured value. */
function goTypeName(v: Json): string {
  if (typeof v === 'string') return 'string';
  if (typeof v === 'boolean') return 'bool';
  if (typeof v === 'number') return 'float64';
  return Array.isArray(v) ? '[]interface {}' : 'map[string]interface {}';
}

/** %v of an unstructured value (maps with sorted keys, as fmt prints them). */
function goPlain(v: Json): string {
  if (v === null) return '<nil>';
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (Array.isArray(v)) return `[${v.map(goPlain).join(' ')}]`;
  return `map[${Object.keys(v)
    .sort()
    .map((k) => `${k}:${goPlain(v[k])}`)
    .join(' ')}]`;
}

/** %#v of an unstructured value. */
function goSharp(v: Json): string {
  if (v === null) return '<nil>';
  if (typeof v === 'string') return JSON.stringify(v);
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (Array.isArray(v)) return `[]interface {}{${v.map(goSharpElem).join(', ')}}`;
  return `map[string]interface {}{${Object.keys(v)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${goSharpElem(v[k])}`)
    .join(', ')}}`;
}

/** An element of an interface{} container: %#v names the dynamic type of nested containers. */
function goSharpElem(v: Json): string {
  if (v === null) return 'interface {}(nil)';
  return goSharp(v);
}

export type ApplyResult = { kind: 'ok'; object: JsonObject } | { kind: 'conflict'; error: StatusError };

/**
 * Server-side apply of `applied` onto `live` (undefined when creating). Returns the merged object with
 * managedFields updated, or the conflict error.
 */
export function apply(
  live: JsonObject | undefined,
  applied: JsonObject,
  o: Ownership,
  force: boolean,
): ApplyResult {
  const base: JsonObject = live ? deepCopy(live) : {};
  const meta = isObject(base.metadata) ? base.metadata : (base.metadata = {});
  const managers = readManagers(meta);
  const me: ManagedFieldsEntry = {
    manager: o.manager,
    operation: 'Apply',
    apiVersion: o.apiVersion,
    time: o.time,
    fieldsType: 'FieldsV1',
    fieldsV1: {},
    subresource: o.subresource || undefined,
  };
  const applySet = fieldSet(applied, o.lists, o.exclude);
  const conflicts: { manager: ManagedFieldsEntry; path: FieldPath }[] = [];
  for (const m of managers) {
    if (identity(m.entry) === identity(me)) continue;
    for (const [k, p] of applySet) {
      if (!m.set.has(k)) continue;
      const cur = valueAt(base, p);
      const want = valueAt(applied, p);
      // An object is a leaf only when atomic (a Service's selector): then its whole value is compared.
      if (isObject(want) && Object.keys(want).length > 0 && !atomicLeaf(o.lists, p)) continue;
      if (!jsonEqual(cur, want)) conflicts.push({ manager: m.entry, path: p });
    }
  }
  // fieldpath.Set iterates in sorted path order
  conflicts.sort((a, b) =>
    pathString(a.path) < pathString(b.path) ? -1 : pathString(a.path) > pathString(b.path) ? 1 : 0,
  );
  if (conflicts.length > 0 && !force) return { kind: 'conflict', error: conflictError(conflicts) };
  if (force)
    for (const c of conflicts)
      for (const m of managers) if (m.entry === c.manager) m.set.delete(keyOf(c.path));

  let mine = managers.find((m) => identity(m.entry) === identity(me));
  const previouslyMine = mine ? new Map(mine.set) : new Map<string, FieldPath>();
  // merge applied values into the live object
  const merged = mergeApplied(base, applied, [], o.lists) as JsonObject;
  // fields this manager applied before but no longer does, and nobody else owns, are removed
  for (const [k, p] of previouslyMine) {
    if (applySet.has(k)) continue;
    if (managers.some((m) => m !== mine && m.set.has(k))) continue;
    removeAt(merged, p);
  }
  if (!mine) {
    mine = { entry: me, set: new Map() };
    managers.push(mine);
  }
  mine.entry = me;
  mine.set = new Map(applySet);
  // values that changed hands: other Update managers lose fields whose value this apply changed
  for (const m of managers) {
    if (m === mine) continue;
    for (const [k, p] of applySet)
      if (m.set.has(k) && !jsonEqual(valueAt(base, p), valueAt(merged, p))) m.set.delete(k);
  }
  const mergedMeta = isObject(merged.metadata) ? merged.metadata : (merged.metadata = {});
  writeManagers(mergedMeta, managers);
  return { kind: 'ok', object: merged };
}

/** Whether the object at `p` (a field, or a list item by its key) is an atomic struct or map. */
function atomicLeaf(lists: ListKindResolver, p: FieldPath): boolean {
  const last = p[p.length - 1];
  return last !== undefined && atomicAt(lists, p, 'f' in last ? last.f : listNameOf(p));
}

function mergeApplied(live: Json | undefined, applied: Json, p: FieldPath, lists: ListKindResolver): Json {
  const last = p[p.length - 1];
  // an atomic struct or map is replaced whole ([SMD] merge: an atomic element is a leaf)
  if (isObject(applied) && last !== undefined && atomicAt(lists, p, 'f' in last ? last.f : listNameOf(p)))
    return deepCopy(applied);
  if (isObject(applied)) {
    const out: JsonObject = isObject(live) ? { ...live } : {};
    for (const [k, v] of Object.entries(applied)) {
      if (
        p.length === 1 &&
        'f' in p[0] &&
        p[0].f === 'metadata' &&
        (k === 'managedFields' || k === 'resourceVersion')
      )
        continue;
      out[k] = mergeApplied(out[k], v, [...p, { f: k }], lists);
    }
    return out;
  }
  if (Array.isArray(applied)) {
    const lk = lists(p, last && 'f' in last ? last.f : '');
    if (lk.kind === 'atomic' || !Array.isArray(live)) return deepCopy(applied);
    if (lk.kind === 'set') {
      const out = [...live];
      for (const x of applied) if (!out.some((y) => jsonEqual(x, y))) out.push(x);
      return out;
    }
    const out = [...live];
    for (const item of applied) {
      if (!isObject(item)) continue;
      const key = itemKey(item, lk);
      const idx = out.findIndex((x) => hasKey(x, key));
      if (idx >= 0) out[idx] = mergeApplied(out[idx], item, [...p, { k: key }], lists);
      else out.push(deepCopy(item));
    }
    return out;
  }
  return applied;
}

/** The field name of the list a list item's path is in. */
function listNameOf(p: FieldPath): string {
  const l = p[p.length - 2];
  return l !== undefined && 'f' in l ? l.f : '';
}

function removeAt(obj: JsonObject, p: FieldPath): void {
  if (p.length === 0) return;
  const parent = valueAt(obj, p.slice(0, -1));
  const last = p[p.length - 1];
  if ('f' in last && isObject(parent)) delete parent[last.f];
  else if (Array.isArray(parent)) {
    const idx =
      'k' in last
        ? parent.findIndex((x) => hasKey(x, last.k))
        : 'v' in last
          ? parent.findIndex((x) => jsonEqual(x, last.v))
          : 'i' in last
            ? last.i
            : -1;
    if (idx >= 0) parent.splice(idx, 1);
  }
}

/** `"<manager>"`, `… with subresource "status"`, and ` using <apiVersion>` for Update managers (printManager). */
function printManager(e: ManagedFieldsEntry): string {
  let s = goQuote(e.manager);
  if (e.subresource) s = `${s} with subresource ${goQuote(e.subresource)}`;
  if (e.operation === 'Update') return `${s} using ${e.apiVersion}`;
  return s;
}

function conflictError(conflicts: { manager: ManagedFieldsEntry; path: FieldPath }[]): StatusError {
  const causes: StatusCause[] = conflicts.map((c) => ({
    reason: 'FieldManagerConflict',
    message: `conflict with ${printManager(c.manager)}`,
    field: pathString(c.path),
  }));
  if (conflicts.length === 1) {
    const c = conflicts[0];
    return applyConflict(
      causes,
      `Apply failed with 1 conflict: conflict with ${printManager(c.manager)}: ${pathString(c.path)}`,
    );
  }
  const byManager = new Map<string, { e: ManagedFieldsEntry; paths: string[] }>();
  for (const c of conflicts) {
    const id = managerIdentifier(c.manager);
    const g = byManager.get(id) ?? { e: c.manager, paths: [] };
    g.paths.push(pathString(c.path));
    byManager.set(id, g);
  }
  const lines: string[] = [];
  for (const id of [...byManager.keys()].sort()) {
    const g = byManager.get(id)!;
    lines.push(`conflicts with ${printManager(g.e)}:`);
    for (const p of g.paths) lines.push(`- ${p}`);
  }
  return applyConflict(causes, `Apply failed with ${conflicts.length} conflicts: ${lines.join('\n')}`);
}

/** The JSON manager identifier the real code sorts by (BuildManagerIdentifier, time omitted). */
function managerIdentifier(e: ManagedFieldsEntry): string {
  const o: JsonObject = { manager: e.manager, operation: e.operation, apiVersion: e.apiVersion };
  if (e.subresource) o.subresource = e.subresource;
  return JSON.stringify(o);
}
