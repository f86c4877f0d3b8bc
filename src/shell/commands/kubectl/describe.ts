// `kubectl describe` (the generic describer's layout, in outline: Name, Namespace, Labels,
// Annotations, then the object's fields as indented "Title Case:  value" lines, Events) and
// `kubectl explain` for kinds with an OpenAPI schema (our CRDs), in kubectl ≥ 1.27's plaintext layout.
import type { ResourceInfo } from '../../../kube/apiserver/index.ts';
import { isObject, type Json, type JsonObject, type KubeObject, str } from '../../../kube/apiserver/types.ts';

const ACRONYMS = new Set(['uid', 'api', 'ip', 'url', 'tls', 'ca', 'dns', 'id', 'json']);

/** `creationTimestamp` → `Creation Timestamp`, `uid` → `UID` (kubectl's camelCaseToWords). */
export function titleWords(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .map((w) => (ACRONYMS.has(w.toLowerCase()) ? w.toUpperCase() : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ');
}

function scalar(v: Json): string {
  return typeof v === 'string' ? v.replace(/\n+$/, '') : JSON.stringify(v);
}

function mapLines(map: JsonObject | undefined, indent: string): string[] {
  const keys = map ? Object.keys(map).sort() : [];
  if (!map || keys.length === 0) return ['<none>'];
  return keys.map((k, i) => `${i === 0 ? '' : indent}${k}=${scalar(map[k])}`);
}

const LAST_APPLIED = 'kubectl.kubernetes.io/last-applied-configuration';
const MAX_ANNOTATION_LEN = 140;

/**
 * printAnnotationsMultiline ([K8S] kubectl describe/describe.go): `key: value` in key order, without
 * the last-applied configuration; a long or multi-line value goes under its key, each line shortened.
 */
function annotationLines(map: JsonObject | undefined, indent: string): string[] {
  const keys = map
    ? Object.keys(map)
        .filter((k) => k !== LAST_APPLIED)
        .sort()
    : [];
  if (!map || keys.length === 0) return ['<none>'];
  const out: string[] = [];
  keys.forEach((k, i) => {
    const value = str(map[k]).replace(/\n$/, '');
    const first = i === 0 ? '' : indent;
    if (value.length + k.length + 2 > MAX_ANNOTATION_LEN || value.includes('\n')) {
      out.push(`${first}${k}:`);
      for (const line of value.split('\n'))
        out.push(
          `${indent}  ${line.length > MAX_ANNOTATION_LEN - 2 ? `${line.slice(0, MAX_ANNOTATION_LEN - 2)}...` : line}`,
        );
    } else out.push(`${first}${k}: ${value}`);
  });
  return out;
}

/** describeConfigMap: the header block, then Data and BinaryData as kubectl prints them. */
function describeConfigMap(o: KubeObject): string {
  const m = isObject(o.metadata) ? o.metadata : {};
  const indent = ' '.repeat(14);
  const out = [
    `Name:         ${str(m.name)}`,
    `Namespace:    ${str(m.namespace)}`,
    `Labels:       ${mapLines(isObject(m.labels) ? m.labels : undefined, indent).join('\n')}`,
    `Annotations:  ${annotationLines(isObject(m.annotations) ? m.annotations : undefined, indent).join('\n')}`,
    '',
    'Data',
    '====',
  ];
  // Go ranges over the map in random order; sorted here so the output is stable.
  const data = isObject(o.data) ? o.data : {};
  for (const k of Object.keys(data).sort()) out.push(`${k}:`, '----', str(data[k]), '');
  out.push('', 'BinaryData', '====');
  const bin = isObject(o.binaryData) ? o.binaryData : {};
  for (const k of Object.keys(bin).sort())
    out.push(
      `${k}: ${Math.floor((str(bin[k]).length * 3) / 4) - (str(bin[k]).match(/=+$/)?.[0].length ?? 0)} bytes`,
    );
  out.push('', 'Events:  <none>');
  return `${out.join('\n')}\n`;
}

function nested(v: Json, depth: number, out: string[]): void {
  const pad = '  '.repeat(depth);
  if (isObject(v)) {
    // The generic describer walks maps in key order (apiVersion, kind, metadata, spec, status).
    const keys = Object.keys(v).sort();
    const width = Math.max(0, ...keys.map((k) => titleWords(k).length + 1));
    for (const k of keys) {
      const x = v[k];
      const label = `${titleWords(k)}:`;
      if (isObject(x) || Array.isArray(x)) {
        out.push(`${pad}${label}`);
        nested(x, depth + 1, out);
      } else out.push(`${pad}${label.padEnd(width)}  ${scalar(x)}`);
    }
  } else if (Array.isArray(v)) {
    for (const x of v) {
      if (isObject(x) || Array.isArray(x)) nested(x, depth, out);
      else out.push(`${pad}${scalar(x)}`);
    }
  }
}

/** describeNamespace without quota or limit ranges (it prints those sections only when some exist). */
function describeNamespace(o: KubeObject): string {
  const m = isObject(o.metadata) ? o.metadata : {};
  const indent = ' '.repeat(14);
  const out = [
    `Name:         ${str(m.name)}`,
    `Labels:       ${mapLines(isObject(m.labels) ? m.labels : undefined, indent).join('\n')}`,
    `Annotations:  ${annotationLines(isObject(m.annotations) ? m.annotations : undefined, indent).join('\n')}`,
    `Status:       ${str(isObject(o.status) ? o.status.phase : '')}`,
  ];
  return `${out.join('\n')}\n`;
}

export function describeObject(info: ResourceInfo, o: KubeObject): string {
  if (info.builtin && info.group === '' && info.resource === 'configmaps') return describeConfigMap(o);
  if (info.builtin && info.group === '' && info.resource === 'namespaces') return describeNamespace(o);
  const m = isObject(o.metadata) ? o.metadata : {};
  const labels = isObject(m.labels) ? m.labels : undefined;
  const ann = isObject(m.annotations) ? m.annotations : undefined;
  const indent = ' '.repeat(14);
  const out = [`Name:         ${str(m.name)}`];
  // The generic describer prints the namespace line for cluster-scoped objects too, empty.
  out.push(`Namespace:    ${str(m.namespace)}`);
  out.push(`Labels:       ${mapLines(labels, indent).join('\n')}`);
  out.push(`Annotations:  ${annotationLines(ann, indent).join('\n')}`);
  const rest: JsonObject = {};
  for (const k of Object.keys(o)) {
    if (k === 'metadata') {
      const md: JsonObject = {};
      for (const mk of Object.keys(m))
        if (!['name', 'namespace', 'labels', 'annotations', 'managedFields'].includes(mk)) md[mk] = m[mk];
      rest[k] = md;
    } else rest[k] = o[k];
  }
  nested(rest, 0, out);
  out.push('Events:  <none>');
  return `${out.join('\n')}\n`;
}

function typeOf(s: JsonObject): string {
  const t = str(s.type);
  if (t === 'object')
    return isObject(s.additionalProperties) ? 'map[string]' + typeOf(s.additionalProperties) : 'Object';
  if (t === 'array') return `[]${isObject(s.items) ? typeOf(s.items) : 'Object'}`;
  if (s['x-kubernetes-int-or-string'] === true) return 'IntOrString';
  return t || 'Object';
}

function wrap(text: string, indent: string, width = 80): string[] {
  const out: string[] = [];
  for (const para of text.split('\n')) {
    let line = '';
    for (const word of para.split(/\s+/).filter(Boolean)) {
      if (line !== '' && indent.length + line.length + 1 + word.length > width) {
        out.push(indent + line);
        line = word;
      } else line = line === '' ? word : `${line} ${word}`;
    }
    out.push(indent + line);
  }
  return out;
}

/** `kubectl explain <kind>[.field…]`; an error line when a field does not exist. */
export function explain(info: ResourceInfo, path: string[]): { text: string } | { error: string } {
  let schema: JsonObject = info.schema ?? { type: 'object' };
  let fieldName = '';
  for (const p of path) {
    let props = isObject(schema.properties) ? schema.properties : undefined;
    if (!props && str(schema.type) === 'array' && isObject(schema.items) && isObject(schema.items.properties))
      props = schema.items.properties;
    const next = props?.[p];
    if (!isObject(next)) return { error: `error: field "${p}" does not exist` };
    schema = next;
    fieldName = p;
  }
  const out: string[] = [];
  if (info.group !== '') out.push(`GROUP:      ${info.group}`);
  out.push(`KIND:       ${info.kind}`, `VERSION:    ${info.version}`, '');
  if (fieldName) out.push(`FIELD: ${fieldName} <${typeOf(schema)}>`, '', '');
  out.push('DESCRIPTION:');
  out.push(...wrap(str(schema.description) || '<empty>', '    '));
  // The template ends a description with an indented empty line; `<empty>` has none.
  if (str(schema.description)) out.push('    ');
  const holder =
    str(schema.type) === 'array' && isObject(schema.items) ? (schema.items as JsonObject) : schema;
  const props = isObject(holder.properties) ? holder.properties : undefined;
  if (props) {
    const required = Array.isArray(holder.required) ? holder.required.map((r) => str(r)) : [];
    out.push('FIELDS:');
    for (const k of Object.keys(props).sort()) {
      const f = isObject(props[k]) ? (props[k] as JsonObject) : {};
      out.push(`  ${k}\t<${typeOf(f)}>${required.includes(k) ? ' -required-' : ''}`);
      out.push(...wrap(str(f.description) || '<no description>', '    '));
      out.push('');
    }
  }
  return { text: `${out.join('\n').replace(/\n+$/, '')}\n\n${props ? '\n' : ''}` };
}
