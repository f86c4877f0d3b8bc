/**
 * Patch formats: JSON merge patch (RFC 7386), JSON patch (RFC 6902) and the common cases of strategic merge
 * patch for built-in types (merge keys from the k8s.io/api struct tags `patchMergeKey`).
 */

import { goPrintValue } from './patchdoc.ts';
import type { Json, JsonObject } from './types.ts';
import { deepCopy, isObject, jsonEqual } from './types.ts';

export class PatchError extends Error {}

export function mergePatch(target: Json | undefined, patch: Json): Json {
  if (!isObject(patch)) return deepCopy(patch);
  const out: JsonObject = isObject(target) ? { ...target } : {};
  for (const [k, v] of Object.entries(patch)) {
    if (v === null) delete out[k];
    else out[k] = mergePatch(out[k], v);
  }
  return out;
}

/** Merge keys of built-in list fields (k8s.io/api `patchStrategy:"merge" patchMergeKey:"..."`), by field name. */
const MERGE_KEYS: Record<string, string> = {
  containers: 'name',
  initContainers: 'name',
  ephemeralContainers: 'name',
  volumes: 'name',
  env: 'name',
  volumeMounts: 'mountPath',
  volumeDevices: 'devicePath',
  imagePullSecrets: 'name',
  conditions: 'type',
  ownerReferences: 'uid',
  hostAliases: 'ip',
  topologySpreadConstraints: 'topologyKey',
  resourceClaims: 'name',
};
/** Lists of scalars merged as sets (`patchStrategy:"merge"` without a key). */
const SET_LISTS = new Set(['finalizers']);

/** Strategic merge patch; `ports` merge on containerPort inside containers and on port inside a Service spec. */
export function strategicMergePatch(target: Json | undefined, patch: Json, parentKey = ''): Json {
  if (!isObject(patch)) return deepCopy(patch);
  if (patch.$patch === 'replace') {
    const { $patch: _, ...rest } = patch;
    return stripDirectives(rest);
  }
  if (patch.$patch === 'delete') return {};
  const out: JsonObject = isObject(target) ? { ...target } : {};
  for (const [k, v] of Object.entries(patch)) {
    if (k.startsWith('$setElementOrder/') || k === '$retainKeys') continue;
    if (k.startsWith('$deleteFromPrimitiveList/')) {
      const field = k.slice('$deleteFromPrimitiveList/'.length);
      const cur = out[field];
      if (Array.isArray(cur) && Array.isArray(v))
        out[field] = cur.filter((x) => !v.some((d) => jsonEqual(d, x)));
      continue;
    }
    if (v === null) {
      delete out[k];
      continue;
    }
    const key = k === 'ports' ? (parentKey === 'spec' ? 'port' : 'containerPort') : MERGE_KEYS[k];
    if (Array.isArray(v) && key && Array.isArray(out[k])) {
      out[k] = mergeKeyedList(out[k] as Json[], v, key, k);
    } else if (Array.isArray(v) && SET_LISTS.has(k) && Array.isArray(out[k])) {
      const merged = [...(out[k] as Json[])];
      for (const x of v) if (!merged.some((m) => jsonEqual(m, x))) merged.push(x);
      out[k] = merged;
    } else if (isObject(v)) {
      out[k] = strategicMergePatch(out[k], v, k);
    } else {
      out[k] = stripDirectives(deepCopy(v));
    }
  }
  return out;
}

function mergeKeyedList(cur: Json[], patch: Json[], key: string, field: string): Json[] {
  const out = [...cur];
  for (const item of patch) {
    if (!isObject(item))
      throw new PatchError(`map: ${goPrintValue(item)} does not contain declared merge key: ${key}`);
    if (item.$patch === 'replace')
      return patch.filter((x) => !(isObject(x) && x.$patch)).map(stripDirectives);
    const idx = out.findIndex((x) => isObject(x) && jsonEqual(x[key], item[key]));
    if (!(key in item))
      throw new PatchError(`map: ${goPrintValue(item)} does not contain declared merge key: ${key}`);
    if (item.$patch === 'delete') {
      if (idx >= 0) out.splice(idx, 1);
      continue;
    }
    if (idx >= 0) out[idx] = strategicMergePatch(out[idx], item, field);
    else out.push(stripDirectives(item));
  }
  return out;
}

function stripDirectives(v: Json): Json {
  if (Array.isArray(v)) return v.map(stripDirectives);
  if (!isObject(v)) return v;
  const out: JsonObject = {};
  for (const [k, x] of Object.entries(v)) if (!k.startsWith('$')) out[k] = stripDirectives(x);
  return out;
}

export type JsonPatchOp = { op: string; path: string; value?: Json; from?: string };

/** RFC 6902 on a copy. Errors use evanphx/json-patch wording where callers surface them. */
export function jsonPatch(target: Json, ops: readonly JsonPatchOp[]): Json {
  let doc = deepCopy(target);
  for (const op of ops) {
    switch (op.op) {
      case 'add':
        doc = setAt(doc, op.path, deepCopy(op.value ?? null), 'add');
        break;
      case 'replace':
        getAt(doc, op.path, 'replace');
        doc = setAt(doc, op.path, deepCopy(op.value ?? null), 'replace');
        break;
      case 'remove':
        doc = removeAt(doc, op.path);
        break;
      case 'test':
        if (!jsonEqual(getAt(doc, op.path, 'test'), op.value ?? null))
          throw new PatchError('testing value ' + op.path + ' failed: test failed');
        break;
      case 'copy':
        doc = setAt(doc, op.path, deepCopy(getAt(doc, op.from ?? '', 'copy')), 'add');
        break;
      case 'move': {
        const v = getAt(doc, op.from ?? '', 'move');
        doc = removeAt(doc, op.from ?? '');
        doc = setAt(doc, op.path, v, 'add');
        break;
      }
      default:
        throw new PatchError(`Unexpected kind: ${op.op}`);
    }
  }
  return doc;
}

function pointer(path: string): string[] {
  if (path === '') return [];
  if (!path.startsWith('/')) throw new PatchError(`invalid path ${path}`);
  return path
    .slice(1)
    .split('/')
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function getAt(doc: Json, path: string, op: string): Json {
  let cur: Json = doc;
  for (const p of pointer(path)) {
    if (Array.isArray(cur)) cur = cur[Number(p)];
    else if (isObject(cur)) cur = cur[p];
    else cur = undefined as unknown as Json;
    if (cur === undefined)
      throw new PatchError(`${op} operation does not apply: doc is missing path: "${path}": missing value`);
  }
  return cur;
}

function setAt(doc: Json, path: string, value: Json, op: string): Json {
  const parts = pointer(path);
  if (parts.length === 0) return value;
  const parent = getAt(doc, parentPointer(parts), op);
  const last = parts[parts.length - 1];
  if (Array.isArray(parent)) {
    const idx = last === '-' ? parent.length : Number(last);
    if (!Number.isInteger(idx) || idx < 0 || idx > parent.length)
      throw new PatchError(`${op} operation does not apply: doc is missing path: "${path}": missing value`);
    if (op === 'add') parent.splice(idx, 0, value);
    else parent[idx] = value;
  } else if (isObject(parent)) {
    parent[last] = value;
  } else {
    throw new PatchError(`${op} operation does not apply: doc is missing path: "${path}": missing value`);
  }
  return doc;
}

function removeAt(doc: Json, path: string): Json {
  const parts = pointer(path);
  const parent = getAt(doc, parentPointer(parts), 'remove');
  const last = parts[parts.length - 1];
  if (Array.isArray(parent)) parent.splice(Number(last), 1);
  else if (isObject(parent) && last in parent) delete parent[last];
  else throw new PatchError(`remove operation does not apply: doc is missing path: "${path}": missing value`);
  return doc;
}

function parentPointer(parts: string[]): string {
  return parts
    .slice(0, -1)
    .map((p) => '/' + escapePtr(p))
    .join('');
}

function escapePtr(p: string): string {
  return p.replace(/~/g, '~0').replace(/\//g, '~1');
}
