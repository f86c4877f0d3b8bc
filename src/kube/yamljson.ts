// YAML to JSON as sigs.k8s.io/yaml converts it over go-yaml v2 (v1.4.0 yaml.go yamlToJSONTarget):
// YAML 1.1 scalars (yes/no/on/off are booleans, 0777 is octal), merge keys, timestamps kept as
// strings (goyaml.v2 decode.go: "for backward compatibility reasons we set it as a string"), only the
// first document read. Used by the Go package's natives (gopkg/sigsyaml) and by the API server's
// decoding of an apply patch (apiserver/patchbody.ts), which is sigs.k8s.io/yaml.Unmarshal.

// Only parseAllDocuments (output is src/kube/goyaml.ts): the CLI bundle loads yaml lazily behind it
// (scripts/bundle-cli.ts lazyYamlPlugin), so nodes are told apart by the library's own type tags.
import type { Node, Pair, Scalar, YAMLMap, YAMLParseError, YAMLSeq } from 'yaml';
import { parseAllDocuments } from 'yaml';

// go-yaml v2 resolves timestamps but stores them in interface{} as the plain string.
export const withoutTimestamps = <T extends string | { tag: string }>(tags: T[]): T[] =>
  tags.filter((t) => (typeof t === 'string' ? t !== 'timestamp' : t.tag !== 'tag:yaml.org,2002:timestamp'));

class GoYamlError extends Error {}

const NODE_TYPE = Symbol.for('yaml.node.type');
const tagged = (n: unknown, t: string): boolean =>
  typeof n === 'object' && n !== null && (n as Record<symbol, unknown>)[NODE_TYPE] === Symbol.for(t);
const isScalar = (n: unknown): n is Scalar => tagged(n, 'yaml.scalar');
const isMap = (n: unknown): n is YAMLMap<unknown, unknown> => tagged(n, 'yaml.map');
const isSeq = (n: unknown): n is YAMLSeq<unknown> => tagged(n, 'yaml.seq');

/** 1-based line of a source offset. */
function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/** go-yaml's float formatting of a key (sigs.k8s.io/yaml convertToJSONableObject: 'g', -1, 32). */
function keyString(k: unknown): string {
  if (typeof k === 'string') return k;
  if (typeof k === 'bigint') return k.toString();
  if (typeof k === 'number') {
    if (Number.isInteger(k)) return String(k);
    if (k === Infinity) return '.inf';
    if (k === -Infinity) return '-.inf';
    if (Number.isNaN(k)) return '.nan';
    return goFloat32g(k);
  }
  if (typeof k === 'boolean') return k ? 'true' : 'false';
  return String(k);
}

/** strconv.FormatFloat(f, 'g', -1, 32) for finite f. */
function goFloat32g(f: number): string {
  const f32 = Math.fround(f);
  // shortest digits that round-trip through float32
  let digits = '';
  for (let p = 1; p <= 9; p++) {
    const s = f32.toPrecision(p);
    if (Math.fround(Number(s)) === f32) {
      digits = s;
      break;
    }
  }
  const [mant, expPart] = Number(digits).toExponential().split('e');
  const exp = Number(expPart);
  const nd = mant.replace('-', '').replace('.', '').length;
  if (exp < -4 || exp >= Math.max(nd, 1)) {
    const e = Math.abs(exp);
    return `${mant}e${exp < 0 ? '-' : '+'}${e < 10 ? `0${e}` : e}`;
  }
  return String(Number(digits));
}

/** JSON text of a YAML node: numbers that were floats in the source keep a '.' or exponent. */
function jsonOf(node: unknown, text: string, strict: boolean): string {
  if (node === null || node === undefined) return 'null';
  if (isScalar(node)) {
    const v = node.value;
    if (v === null || v === undefined) return 'null';
    if (typeof v === 'bigint') return v.toString();
    if (typeof v === 'number') {
      if (!Number.isFinite(v))
        throw new GoYamlError(
          `json: unsupported value: ${Number.isNaN(v) ? 'NaN' : v > 0 ? '+Inf' : '-Inf'}`,
        );
      const float = !Number.isInteger(v) || node.format === 'EXP' || (node.minFractionDigits ?? 0) > 0;
      if (!float) return String(v);
      const s = String(v);
      return /[.e]/.test(s) ? s : `${s}.0`;
    }
    if (typeof v === 'boolean') return v ? 'true' : 'false';
    if (typeof v === 'string') return JSON.stringify(v);
    return JSON.stringify(String(v));
  }
  if (isSeq(node)) return `[${node.items.map((i) => jsonOf(i, text, strict)).join(',')}]`;
  if (isMap(node)) {
    const out = new Map<string, string>();
    for (const item of node.items as Pair<unknown, unknown>[]) {
      const k = isScalar(item.key) ? item.key.value : item.key;
      if (k === '<<' && isScalar(item.key) && item.key.source === '<<') continue;
      const key = keyString(k);
      if (strict && out.has(key)) {
        const at = isScalar(item.key) && item.key.range ? lineAt(text, item.key.range[0]) : 0;
        throw new GoYamlError(
          `yaml: unmarshal errors:\n  line ${at}: key ${JSON.stringify(key)} already set in map`,
        );
      }
      out.set(key, jsonOf(item.value, text, strict));
    }
    return `{${[...out].map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`;
  }
  return 'null';
}

/**
 * go-yaml v2's Unmarshal of the first document into interface{}, as JSON text: what sigs.k8s.io/yaml
 * (v1.4.0 yaml.go yamlToJSONTarget) converts before its JSON decoding; a failure is go-yaml's message.
 */
export function yamlToJSONText(
  text: string,
  strict: boolean,
): { ok: true; json: string } | { ok: false; message: string } {
  const docs = parseAllDocuments(text, {
    schema: 'yaml-1.1',
    customTags: withoutTimestamps,
    merge: true,
    uniqueKeys: false,
    intAsBigInt: true,
  });
  const list = Array.isArray(docs) ? docs : [];
  if (list.length === 0) return { ok: true, json: 'null' };
  const doc = list[0];
  if (doc.errors.length > 0) {
    const e = doc.errors[0] as YAMLParseError;
    return { ok: false, message: `yaml: line ${e.linePos?.[0].line ?? 1}: ${goYamlMessage(e)}` };
  }
  try {
    // aliases and merge keys resolved as go-yaml does: through the document's JS value for them
    const node = doc.contents as Node | null;
    const resolved = hasAliasOrMerge(text) ? doc.createNode(doc.toJS({ maxAliasCount: -1 })) : node;
    return { ok: true, json: jsonOf(resolved, text, strict) };
  } catch (e) {
    if (e instanceof GoYamlError) return { ok: false, message: e.message };
    throw e;
  }
}

function hasAliasOrMerge(text: string): boolean {
  return text.includes('*') || text.includes('<<');
}

/** go-yaml's scanner/parser wording for the errors a hand-written file most often has. */
function goYamlMessage(e: YAMLParseError): string {
  switch (e.code) {
    case 'BLOCK_AS_IMPLICIT_KEY':
      return 'mapping values are not allowed in this context';
    case 'TAB_AS_INDENT':
      return 'found character that cannot start any token';
    case 'BAD_INDENT':
    case 'MISSING_CHAR':
      return 'did not find expected key';
    default:
      return e.message.split(' at line ')[0];
  }
}
