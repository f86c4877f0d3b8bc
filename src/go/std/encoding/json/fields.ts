// Which struct fields encoding/json sees, under which names (go/src/encoding/json/encode.go
// typeFields/dominantField): exported fields, json tags (`-`, names, omitempty, string), embedded
// structs flattened breadth-first, the shallowest (or only tagged) field winning a name conflict.

import type { RType } from '../../../interp/rtype.ts';
import { lookupStructTag } from '../../reflect/structtag.ts';
import { decodeToJs } from '../../unicode/utf8core.ts';

export interface JField {
  name: string;
  tagged: boolean;
  /** Field positions from the outer struct down (through embedded structs). */
  index: number[];
  /** Keys of the JS properties along `index`, the types of the embedded hops, and their struct tags. */
  path: { key: string; type: RType; tag: string }[];
  type: RType;
  omitEmpty: boolean;
  /** `omitzero` (Go 1.24): the field's IsZero method, else reflect's zero value. */
  omitZero: boolean;
  quoted: boolean;
}

/** reflect.StructTag.Lookup (kept under this name for the strategic-merge binding). */
export const tagLookup = lookupStructTag;

/** encode.go isValidTag; s is a Go byte string, read rune by rune as Go's range does. */
function isValidTag(s: string): boolean {
  if (s === '') return false;
  for (const ch of decodeToJs(s)) {
    if ('!#$%&()*+-./:;<=>?@[]^_{|}~ '.includes(ch)) continue;
    if (!/[\p{L}\p{Nd}]/u.test(ch)) return false;
  }
  return true;
}

const cache = new WeakMap<RType, JField[]>();

function isExportedName(name: string): boolean {
  const c = name.charCodeAt(0);
  return c >= 0x41 && c <= 0x5a;
}

const quotable = new Set([
  'bool',
  'int',
  'int8',
  'int16',
  'int32',
  'int64',
  'uint',
  'uint8',
  'uint16',
  'uint32',
  'uint64',
  'uintptr',
  'float32',
  'float64',
  'string',
]);

/** encode.go typeFields for struct type `t`, in index order. */
export function typeFields(t: RType): JField[] {
  const hit = cache.get(t);
  if (hit) return hit;
  interface Pending {
    type: RType;
    index: number[];
    path: { key: string; type: RType; tag: string }[];
  }
  let next: Pending[] = [{ type: t, index: [], path: [] }];
  let count = new Map<RType, number>();
  let nextCount = new Map<RType, number>();
  const visited = new Set<RType>();
  const fields: JField[] = [];
  while (next.length > 0) {
    const current = next;
    next = [];
    count = nextCount;
    nextCount = new Map();
    for (const f of current) {
      if (visited.has(f.type)) continue;
      visited.add(f.type);
      for (const sf of f.type.fields) {
        const exported = sf.pkgPath === '' && isExportedName(sf.name);
        if (sf.embedded) {
          let et = sf.type;
          if (et.kind === 'ptr') et = et.elem!;
          if (!exported && et.kind !== 'struct') continue;
        } else if (!exported) continue;
        const tag = tagLookup(sf.tag, 'json') ?? '';
        if (tag === '-') continue;
        const comma = tag.indexOf(',');
        let name = comma < 0 ? tag : tag.slice(0, comma);
        const opts = comma < 0 ? [] : tag.slice(comma + 1).split(',');
        if (!isValidTag(name)) name = '';
        const index = [...f.index, sf.index];
        const path = [...f.path, { key: sf.key, type: sf.type, tag: sf.tag }];
        let ft = sf.type;
        if (ft.name === '' && ft.kind === 'ptr') ft = ft.elem!;
        const quoted = opts.includes('string') && quotable.has(ft.kind);
        if (name !== '' || !sf.embedded || ft.kind !== 'struct') {
          const field: JField = {
            name: name !== '' ? name : sf.name,
            tagged: name !== '',
            index,
            path,
            type: sf.type,
            omitEmpty: opts.includes('omitempty'),
            omitZero: opts.includes('omitzero'),
            quoted,
          };
          fields.push(field);
          // Several embedded structs of the same type at this depth: their fields annihilate.
          if ((count.get(f.type) ?? 0) > 1) fields.push(field);
          continue;
        }
        nextCount.set(ft, (nextCount.get(ft) ?? 0) + 1);
        if (nextCount.get(ft) === 1) next.push({ type: ft, index, path });
      }
    }
  }
  const byIndex = (a: JField, b: JField): number => {
    for (let i = 0; i < Math.min(a.index.length, b.index.length); i++) {
      if (a.index[i] !== b.index[i]) return a.index[i] - b.index[i];
    }
    return a.index.length - b.index.length;
  };
  fields.sort((a, b) => {
    if (a.name !== b.name) return a.name < b.name ? -1 : 1;
    if (a.index.length !== b.index.length) return a.index.length - b.index.length;
    if (a.tagged !== b.tagged) return a.tagged ? -1 : 1;
    return byIndex(a, b);
  });
  const out: JField[] = [];
  for (let i = 0; i < fields.length; ) {
    let j = i + 1;
    while (j < fields.length && fields[j].name === fields[i].name) j++;
    const group = fields.slice(i, j);
    if (
      group.length === 1 ||
      !(group[0].index.length === group[1].index.length && group[0].tagged === group[1].tagged)
    ) {
      out.push(group[0]);
    }
    i = j;
  }
  out.sort(byIndex);
  cache.set(t, out);
  return out;
}

/** decode.go foldName: ASCII case folding for the case-insensitive key match. */
export function foldName(s: string): string {
  return s
    .replace(/[A-Z]/g, (c) => c.toLowerCase())
    .replace(/\u017f/g, 's')
    .replace(/\u212a/g, 'k');
}
