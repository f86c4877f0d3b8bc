// `kubectl explain` over the served OpenAPI v3 document, as kubectl ≥ 1.27 renders it: a port of
// kubernetes/kubectl pkg/explain/v2/templates/plaintext.tmpl (its `output`, `fieldList`,
// `fieldDetail`, `description`, `typeGuess` and `extractEnum` templates) and of the template
// functions in pkg/explain/v2/funcs.go (`wrap` is mitchellh/go-wordwrap's WrapString, `indent`
// pads every line). Go templates range over maps in sorted key order, so fields come sorted.
import { isObject, type Json, type JsonObject, str } from '../../../kube/apiserver/types.ts';

export interface Gvk {
  group: string;
  version: string;
  kind: string;
}

type History = ReadonlySet<string>;

/** The explanation, or the header kubectl has already printed and the error it ends with. */
export type Explained = { text: string } | { header: string; error: string };

export function explainOpenApi(
  doc: JsonObject,
  gvk: Gvk,
  fieldPath: string[],
  recursive: boolean,
): Explained | undefined {
  const schemas = isObject(doc.components) && isObject(doc.components.schemas) ? doc.components.schemas : {};
  const resolve = (ref: Json | undefined): JsonObject | undefined => {
    if (typeof ref !== 'string' || !ref.startsWith('#')) return undefined;
    let cur: Json = doc;
    for (const k of ref.slice(1).split('/')) {
      if (k === '') continue;
      if (!isObject(cur) || !isObject(cur[k])) return undefined;
      cur = cur[k];
    }
    return isObject(cur) ? cur : undefined;
  };

  const typeGuess = (s: JsonObject): string => {
    if (isObject(s.items)) return `[]${typeGuess(s.items)}`;
    if (isObject(s.additionalProperties)) return `map[string]${typeGuess(s.additionalProperties)}`;
    if (Array.isArray(s.allOf) && !s.properties && s.allOf.length === 1 && isObject(s.allOf[0]))
      return typeGuess(s.allOf[0]);
    if (s.$ref) {
      const ref = str(s.$ref);
      const target = resolve(ref);
      if (!target?.type || target.type === 'object')
        return ref.split('/').pop()?.split('.').pop() || 'Object';
      return str(target.type) || 'Object';
    }
    return s.type === 'object' ? 'Object' : str(s.type) || 'Object';
  };

  const extractEnum = (s: JsonObject, long: boolean, limit: number, indentAmount = 0): string => {
    if (!Array.isArray(s.enum) || s.enum.length === 0) return '';
    let out = long ? 'ENUM:' : `\n${' '.repeat(indentAmount)}enum: `;
    for (const [i, e] of s.enum.entries()) {
      if (limit > -1 && i >= limit) {
        out += ', ....';
        break;
      }
      if (i > 0 && !long) out += ', ';
      else if (long) out += `\n${' '.repeat(4)}`;
      out += e === '' ? '""' : typeof e === 'string' ? e : JSON.stringify(e);
    }
    return out;
  };

  const description = (s: JsonObject): string => {
    const r = resolve(s.$ref) ?? s;
    let out = '';
    if (str(r.description)) out += `${str(r.description)}\n`;
    if (Array.isArray(r.allOf)) for (const a of r.allOf) if (isObject(a)) out += description(a);
    if (isObject(r.items)) out += description(r.items);
    if (isObject(r.additionalProperties)) out += description(r.additionalProperties);
    return out;
  };

  const fieldDetail = (name: string, holder: JsonObject, short: boolean, level: number): string => {
    const indentAmount = level * 2;
    const props = isObject(holder.properties) ? holder.properties : {};
    const f = isObject(props[name]) ? props[name] : {};
    const required = Array.isArray(holder.required) && holder.required.includes(name);
    let out = `${indent(indentAmount, name)}\t<${typeGuess(f)}>${required ? ' -required-' : ''}`;
    out += extractEnum(f, false, 4, indentAmount);
    out += '\n';
    if (!short)
      out += `${indent(indentAmount + 2, wrap(78 - indentAmount, str(f.description) || '<no description>'))}\n\n`;
    return out;
  };

  const fieldList = (s: JsonObject, level: number, history: History): string => {
    const ref = typeof s.$ref === 'string' ? s.$ref : '';
    if (ref && history.has(ref)) return '';
    const next = new Set(history).add(ref);
    const r = resolve(ref) ?? s;
    let out = '';
    if (isObject(r.properties)) {
      for (const k of Object.keys(r.properties).sort()) {
        out += fieldDetail(k, r, recursive, level);
        const v = r.properties[k];
        if (recursive && isObject(v)) out += fieldList(v, level + 1, next);
      }
    }
    if (Array.isArray(r.allOf)) for (const a of r.allOf) if (isObject(a)) out += fieldList(a, level, next);
    if (isObject(r.items)) out += fieldList(r.items, level, next);
    if (isObject(r.additionalProperties)) out += fieldList(r.additionalProperties, level, next);
    return out;
  };

  const output = (s: JsonObject, path: string[], history: History): string => {
    const ref = typeof s.$ref === 'string' ? s.$ref : '';
    const next = new Set(history).add(ref);
    const r = resolve(ref) ?? s;
    if (path.length === 0) {
      let out = `DESCRIPTION:\n${indent(4, wrap(76, description(r) || '<empty>'))}\n`;
      const fields = fieldList(r, 1, new Set());
      if (fields) out += `FIELDS:\n${fields}`;
      return out;
    }
    if (ref && history.has(ref)) return '';
    const [first, ...rest] = path as [string, ...string[]];
    if (isObject(r.properties) && isObject(r.properties[first])) {
      const sub = r.properties[first];
      let out = '';
      if (rest.length === 0) out += `FIELD: ${first} <${typeGuess(sub)}>\n${extractEnum(sub, true, -1)}\n\n`;
      // A field's own schema starts a new history: a kind may hold itself further down.
      return out + output(sub, rest, new Set());
    }
    if (isObject(r.items)) return output(r.items, path, next);
    if (isObject(r.additionalProperties)) return output(r.additionalProperties, path, next);
    if (Array.isArray(r.allOf)) {
      for (const a of r.allOf) {
        if (!isObject(a)) continue;
        const out = output(a, path, next);
        if (out) return out;
      }
    }
    return '';
  };

  const same = (x: Json) =>
    isObject(x) && x.group === gvk.group && x.version === gvk.version && x.kind === gvk.kind;
  const header = `${gvk.group ? `GROUP:      ${gvk.group}\n` : ''}KIND:       ${gvk.kind}\nVERSION:    ${gvk.version}\n\n`;
  for (const name of Object.keys(schemas).sort()) {
    const s = schemas[name];
    const kinds = isObject(s) ? s['x-kubernetes-group-version-kind'] : undefined;
    if (!isObject(s) || !Array.isArray(kinds) || !kinds.some(same)) continue;
    const out = output(s, fieldPath, new Set());
    if (!out) return { header, error: `error: field "${fieldPath[fieldPath.length - 1]}" does not exist` };
    return { text: `${header}${out}\n` };
  }
  return undefined;
}

/** funcs.go `indent`: the pad before the text and after every newline in it. */
function indent(amount: number, s: string): string {
  const pad = ' '.repeat(amount);
  return pad + s.replaceAll('\n', `\n${pad}`);
}

/**
 * mitchellh/go-wordwrap v1.0.1 WrapString: breaks at white space once a line would pass `lim`;
 * existing newlines end a line; a word longer than the limit stays whole. Lengths are in bytes.
 */
export function wrap(lim: number, s: string): string {
  // UTF-8 length of one code point, as go-wordwrap's byte buffers count it.
  const utf8 = (ch: string) => {
    const c = ch.codePointAt(0) ?? 0;
    return c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
  };
  let buf = '';
  let current = 0;
  let word = '';
  let wordLen = 0;
  let space = '';
  let spaceLen = 0;
  for (const ch of s) {
    if (ch === '\n') {
      if (word === '') {
        if (current + spaceLen <= lim) buf += space;
      } else buf += space + word;
      space = '';
      spaceLen = 0;
      word = '';
      wordLen = 0;
      buf += ch;
      current = 0;
    } else if (/\s/u.test(ch)) {
      if (space === '' || word !== '') {
        current += spaceLen + wordLen;
        buf += space + word;
        space = '';
        spaceLen = 0;
        word = '';
        wordLen = 0;
      }
      space += ch;
      spaceLen += utf8(ch);
    } else {
      word += ch;
      wordLen += utf8(ch);
      if (current + spaceLen + wordLen > lim && wordLen < lim) {
        buf += '\n';
        current = 0;
        space = '';
        spaceLen = 0;
      }
    }
  }
  if (word === '') {
    if (current + spaceLen <= lim) buf += space;
  } else buf += space + word;
  return buf;
}
