// The strict errors sigs.k8s.io/json's UnmarshalStrict reports for a document that already parsed:
// duplicate fields (and, for the JSON patch operation struct, unknown ones), in document order, each
// once, at most 100, with the decoder's field path ("a", "c.d", "e[0].f", "[0].op";
// internal/golang/encoding/json/kubernetes_patch.go newFieldError). The apiserver decodes a merge
// patch into map[string]interface{} and a JSON patch into []jsonPatchOp (handlers/patch.go applyJSPatch).

/** How the document is decoded: an untyped map, or a JSON patch (a list of op structs). */
export type StrictTarget = 'map' | 'jsonPatch';

const JSON_PATCH_FIELDS = new Set(['op', 'path', 'from', 'value']);

export function strictErrors(text: string, target: StrictTarget): string[] {
  return strictScan(text, target).errors.map((e) => e.message);
}

/**
 * The strict errors with where each was found (the offset of the key), and where each key path first
 * appears: a typed decode reports unknown fields at their first key, so the two kinds can be merged in
 * the decoder's document order.
 */
export function strictScan(
  text: string,
  target: StrictTarget,
): { errors: Array<{ message: string; at: number }>; firstAt: Map<string, number> } {
  const errors: Array<{ message: string; at: number }> = [];
  const firstAt = new Map<string, number>();
  const seen = new Set<string>();
  let keyAt = 0;
  const save = (type: 'duplicate field' | 'unknown field', path: string) => {
    const msg = `${type} ${JSON.stringify(path)}`;
    if (errors.length >= 100 || seen.has(msg)) return;
    seen.add(msg);
    errors.push({ message: msg, at: keyAt });
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
  // `opStruct`: the element is a jsonPatchOp, whose fields are typed (value is interface{})
  const value = (stack: string, opStruct: boolean): void => {
    ws();
    const c = text[i];
    if (c === '{') {
      i++;
      const keys = new Set<string>();
      ws();
      if (text[i] === '}') {
        i++;
        return;
      }
      for (;;) {
        ws();
        keyAt = i;
        const key = readString();
        if (!firstAt.has(join(stack, key))) firstAt.set(join(stack, key), keyAt);
        const known = !opStruct || JSON_PATCH_FIELDS.has(key);
        if (!known) save('unknown field', join(stack, key));
        else if (keys.has(key)) save('duplicate field', join(stack, key));
        else keys.add(key);
        ws();
        i++; // ':'
        // unknown struct fields are skipped without descending
        if (known) value(join(stack, key), false);
        else skip();
        ws();
        if (text[i++] === '}') return;
      }
    }
    if (c === '[') {
      i++;
      ws();
      if (text[i] === ']') {
        i++;
        return;
      }
      for (let n = 0; ; n++) {
        value(`${stack}[${n}]`, target === 'jsonPatch' && stack === '' && !opStruct);
        ws();
        if (text[i++] === ']') return;
      }
    }
    skip();
  };
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
  value('', false);
  return { errors, firstAt };
}
