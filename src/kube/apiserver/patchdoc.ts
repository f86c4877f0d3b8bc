// The documents the patch handlers quote in their errors ([AS] pkg/endpoints/handlers/patch.go): a
// JSON or merge patch's result as gopkg.in/evanphx/json-patch.v4 marshals it (string(patchedObjJS)),
// and a strategic merge patch's map as Go's %+v prints it.
import { goNumber } from './status.ts';
import type { Json } from './types.ts';
import { isObject } from './types.ts';

/** Go's %+v of a decoded JSON value (map keys sorted), as the patch errors quote the patch map. */
export function goPrintValue(v: Json): string {
  if (v === null) return '<nil>';
  if (Array.isArray(v)) return `[${v.map(goPrintValue).join(' ')}]`;
  if (typeof v === 'object')
    return `map[${Object.keys(v)
      .sort()
      .map((k) => `${k}:${goPrintValue(v[k] as Json)}`)
      .join(' ')}]`;
  return typeof v === 'string' ? v : goNumber(v);
}

const sortKeys = (o: { [k: string]: Json }): { [k: string]: Json } =>
  Object.fromEntries(
    Object.keys(o)
      .sort()
      .map((k) => [k, o[k]]),
  );

/** pruneNulls: a value re-encoded by json-patch — objects' keys sorted and null members dropped, deeply. */
function pruned(v: Json): Json {
  if (Array.isArray(v)) return v.map((x) => (x === null ? null : pruned(x)));
  if (!isObject(v)) return v;
  const out: { [k: string]: Json } = {};
  for (const k of Object.keys(v).sort()) if (v[k] !== null) out[k] = pruned(v[k]);
  return out;
}

/**
 * The merged document as gopkg.in/evanphx/json-patch.v4 MergePatch marshals it: every object it
 * merged into (the top level included) is re-encoded with sorted keys, values it inserted are pruned
 * and sorted, and the rest keeps the current object's encoding.
 */
export function mergePatchedDocument(doc: { [k: string]: Json }, patch: { [k: string]: Json }): Json {
  const out: { [k: string]: Json } = { ...doc };
  for (const [k, v] of Object.entries(patch)) {
    if (v === null) {
      delete out[k];
      continue;
    }
    const cur = out[k];
    if (cur === undefined || cur === null || !isObject(cur)) out[k] = pruned(v);
    else if (!isObject(v)) out[k] = v;
    else out[k] = mergePatchedDocument(cur, v);
  }
  return sortKeys(out);
}

/**
 * The patched document as json-patch's Apply marshals it: the top level and every object on an
 * operation's path are re-encoded with sorted keys (findObject parses each step, through lists too:
 * intoDoc or intoAry); the rest keeps its encoding.
 */
export function jsonPatchedDocument(patched: { [k: string]: Json }, ops: Json): Json {
  const root = sortKeys(patched);
  const unescapePointer = (p: string) => p.replace(/~1/g, '/').replace(/~0/g, '~');
  // The step's value, parsed: an object re-encoded sorted, a list copied so that its items can be.
  const parse = (v: Json | undefined): Json | undefined =>
    isObject(v) ? sortKeys(v) : Array.isArray(v) ? [...v] : undefined;
  for (const op of Array.isArray(ops) ? ops : []) {
    if (!isObject(op)) continue;
    for (const key of ['path', 'from']) {
      if (typeof op[key] !== 'string') continue;
      const parts = (op[key] as string).split('/').slice(1, -1).map(unescapePointer);
      let parent: Json = root;
      for (const part of parts) {
        if (isObject(parent)) {
          const next = parse(parent[part]);
          if (next === undefined) break;
          parent[part] = next;
          parent = next;
        } else if (Array.isArray(parent)) {
          const i = Number(part);
          const next: Json | undefined = /^\d+$/.test(part) ? parse(parent[i]) : undefined;
          if (next === undefined) break;
          parent[i] = next;
          parent = next;
        } else break;
      }
    }
  }
  return root;
}
