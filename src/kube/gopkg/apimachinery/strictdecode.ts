// The strict errors sigs.k8s.io/json's UnmarshalStrict reports when it decodes a JSON document into
// a Go type (the runtime/serializer/json Serializer with Strict, [AM] pkg/runtime/serializer/json
// json.go unmarshal): `unknown field "spec.x"` for a key no struct field is named (exactly: the
// decoder is case-sensitive) and `duplicate field "a.b"` for a key given twice, in document order,
// each once, at most 100; the path is the decoder's strict field stack (map keys and `[i]` indices
// included; sigs.k8s.io/json internal/golang/encoding/json/kubernetes_patch.go). An unknown field's
// value is skipped; a type with its own UnmarshalJSON/UnmarshalText gets its value unchecked;
// interface{} values are checked for duplicates only.

import { ptrTo, type RType } from '../../../go/interp/rtype.ts';
import { typeFields } from '../../../go/std/encoding/json/fields.ts';

const MAX_ERRORS = 100;

function customDecoder(t: RType): boolean {
  if (t.name === '') return false;
  const p = ptrTo(t);
  return (
    t.method('UnmarshalJSON') !== undefined ||
    p.method('UnmarshalJSON') !== undefined ||
    t.method('UnmarshalText') !== undefined ||
    p.method('UnmarshalText') !== undefined
  );
}

/** `undefined` type: an interface{} value (duplicates only); 'opaque': not checked at all. */
type Target = RType | undefined | 'opaque';

function resolve(t: RType | undefined): Target {
  let x = t;
  while (x !== undefined) {
    if (customDecoder(x)) return 'opaque';
    if (x.kind !== 'ptr' || x.elem === null) break;
    x = x.elem;
  }
  if (x === undefined || x.kind === 'interface') return undefined;
  return x;
}

/** The strict error texts for JSON `text` (already known to parse) decoded into type `t` (undefined: a map). */
export function strictDecodeErrors(text: string, t: RType | undefined): string[] {
  const errors: string[] = [];
  const seen = new Set<string>();
  const save = (type: 'duplicate field' | 'unknown field', path: string) => {
    const msg = `${type} ${JSON.stringify(path)}`;
    if (errors.length >= MAX_ERRORS || seen.has(msg)) return;
    seen.add(msg);
    errors.push(msg);
  };
  let i = 0;
  const ws = () => {
    while (i < text.length && (text[i] === ' ' || text[i] === '\t' || text[i] === '\n' || text[i] === '\r'))
      i++;
  };
  const readString = (): string => {
    const start = i;
    i++;
    while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    i++;
    return JSON.parse(text.slice(start, i)) as string;
  };
  const join = (stack: string, key: string) => (stack === '' ? key : `${stack}.${key}`);
  const skip = (): void => {
    ws();
    const c = text[i];
    if (c === '"') {
      readString();
      return;
    }
    if (c === '{' || c === '[') {
      let depth = 0;
      while (i < text.length) {
        const d = text[i];
        if (d === '"') {
          readString();
          continue;
        }
        i++;
        if (d === '{' || d === '[') depth++;
        else if (d === '}' || d === ']') {
          depth--;
          if (depth === 0) return;
        }
      }
      return;
    }
    while (i < text.length && !/[,}\]\s]/.test(text[i])) i++;
  };
  const value = (stack: string, target: Target): void => {
    ws();
    if (target === 'opaque') {
      skip();
      return;
    }
    const c = text[i];
    if (c === '{') {
      const fields = target?.kind === 'struct' ? typeFields(target) : undefined;
      i++;
      const keys = new Set<string>();
      ws();
      if (text[i] === '}') {
        i++;
        return;
      }
      for (;;) {
        ws();
        const key = readString();
        const path = join(stack, key);
        let sub: Target;
        let known = true;
        if (fields !== undefined) {
          const f = fields.find((x) => x.name === key);
          known = f !== undefined;
          sub = f === undefined ? undefined : resolve(f.type);
        } else sub = target?.kind === 'map' ? resolve(target.elem ?? undefined) : undefined;
        if (!known) save('unknown field', path);
        else if (keys.has(key)) save('duplicate field', path);
        else keys.add(key);
        ws();
        i++; // ':'
        if (known) value(path, sub);
        else skip();
        ws();
        if (text[i++] === '}') return;
      }
    }
    if (c === '[') {
      const elem: Target =
        target !== undefined && (target.kind === 'slice' || target.kind === 'array')
          ? resolve(target.elem ?? undefined)
          : undefined;
      i++;
      ws();
      if (text[i] === ']') {
        i++;
        return;
      }
      for (let n = 0; ; n++) {
        value(`${stack}[${n}]`, elem);
        ws();
        if (text[i++] === ']') return;
      }
    }
    skip();
  };
  value('', resolve(t));
  return errors;
}
