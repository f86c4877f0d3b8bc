// Generates src/kube/apiserver/internaltypes.gen.ts: the Go struct layout of kube-apiserver's internal
// core types reachable from core.PodTemplateSpec (k8s.io/kubernetes v1.34.1 pkg/apis/core/types.go),
// each field joined to the JSON name of the field of the same Go name in the v1 type (k8s.io/api
// v0.34.1 core/v1/types.go). Validation errors print an internal value with json.Marshal, and the
// internal types have no json tags: every field is written, under its Go name, in struct order.
//
// The Job's own immutable structs (batch.PodFailurePolicy, batch.SuccessPolicy) come from
// pkg/apis/batch/types.go and batch/v1/types.go the same way, named `batch.<Type>`.
//
// Usage: node scripts/gen-internal-pod-types.ts KUBERNETES_DIR [API_REPO]
// (KUBERNETES_DIR: a k8s.io/kubernetes v1.34.1 tree holding pkg/apis/core/types.go and
// pkg/apis/batch/types.go, e.g. the vendor directory of a project that vendors it; API_REPO: a bare
// git mirror of k8s.io/api, default /work/.mirror/kubernetes+api/repo).
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const INTERNAL = process.argv[2] ?? '';
const API = process.argv[3] ?? '/work/.mirror/kubernetes+api/repo';
const TAG = 'v0.34.1';

interface Field {
  name: string;
  type: string;
  json: string;
}

function parse(src: string, tagged: boolean) {
  const structs = new Map<string, Field[]>();
  const named = new Map<string, string>();
  let current: string | undefined;
  let fields: Field[] = [];
  for (const raw of src.split('\n')) {
    const line = raw.replace(/\s*\/\/.*$/, '');
    const start = /^type (\w+) struct \{\s*$/.exec(line);
    if (start) {
      current = start[1];
      fields = [];
      continue;
    }
    if (current && line === '}') {
      structs.set(current, fields);
      current = undefined;
      continue;
    }
    if (current) {
      const fm = /^\s+([\w.*]+)(?:\s+([^\s`]+))?\s*(?:`([^`]*)`)?\s*$/.exec(line);
      if (!fm) continue;
      const embedded = fm[2] === undefined;
      const type = embedded ? (fm[1] ?? '') : (fm[2] ?? '');
      const name = embedded ? '' : (fm[1] ?? '');
      const js = /json:"([^"]*)"/.exec(fm[3] ?? '');
      const json = tagged ? ((js?.[1] ?? '').split(',')[0] ?? '') : '';
      fields.push({ name, type, json });
      continue;
    }
    const alias = /^type (\w+) (?:= )?([\w.[\]*]+)\s*$/.exec(line);
    if (alias) named.set(alias[1] ?? '', alias[2] ?? '');
  }
  return { structs, named };
}

const v1Source = (dir: string) =>
  execFileSync('git', ['-C', API, 'show', `${TAG}:${dir}/types.go`], {
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  });
const PACKAGES = {
  core: {
    internal: parse(readFileSync(`${INTERNAL}/pkg/apis/core/types.go`, 'utf8'), false),
    v1: parse(v1Source('core/v1'), true),
  },
  batch: {
    internal: parse(readFileSync(`${INTERNAL}/pkg/apis/batch/types.go`, 'utf8'), false),
    v1: parse(v1Source('batch/v1'), true),
  },
};
type Pkg = keyof typeof PACKAGES;

/** Types of other packages, written by their own MarshalJSON or json tags. */
const FOREIGN: Record<string, string> = {
  'metav1.ObjectMeta': 'OM',
  'metav1.LabelSelector': 'LS',
  'metav1.Time': 'T',
  'resource.Quantity': 'Q',
  'intstr.IntOrString': 'I',
  'types.UID': 's',
};
const SCALAR: Record<string, string> = {
  string: 's',
  bool: 'b',
  int: 'i',
  int32: 'i',
  int64: 'i',
  float64: 'd',
};

const out = new Map<string, string[]>();
const queue: [Pkg, string][] = [
  ['core', 'PodTemplateSpec'],
  ['batch', 'PodFailurePolicy'],
  ['batch', 'SuccessPolicy'],
];
const idOf = (pkg: Pkg, name: string) => (pkg === 'core' ? name : `${pkg}.${name}`);

function kindOf(pkg: Pkg, type: string): string {
  if (type.startsWith('*')) return `*${kindOf(pkg, type.slice(1))}`;
  if (type.startsWith('[]')) return `[]${kindOf(pkg, type.slice(2))}`;
  const map = /^map\[([^\]]+)\](.+)$/.exec(type);
  if (map) return `{${kindOf(pkg, map[2] ?? '')}}`;
  const foreign = FOREIGN[type];
  if (foreign) return foreign;
  const scalar = SCALAR[type];
  if (scalar) return scalar;
  // the batch package names the core package api
  if (type.startsWith('api.')) return kindOf('core', type.slice(4));
  const { internal } = PACKAGES[pkg];
  if (internal.structs.has(type)) {
    const id = idOf(pkg, type);
    if (!out.has(id) && !queue.some(([p, n]) => idOf(p, n) === id)) queue.push([pkg, type]);
    return `m:${id}`;
  }
  const under = internal.named.get(type);
  if (under) return kindOf(pkg, under);
  throw new Error(`unknown type ${type}`);
}

while (queue.length > 0) {
  const [pkg, name] = queue.shift() ?? ['core', ''];
  const fields = PACKAGES[pkg].internal.structs.get(name) ?? [];
  const v1Fields = PACKAGES[pkg].v1.structs.get(name) ?? [];
  const rows: string[] = [];
  out.set(idOf(pkg, name), rows);
  for (const f of fields) {
    const kind = kindOf(pkg, f.type);
    // the v1 field of the same Go name (an embedded one by its type); "?" when v1 has none
    const match = v1Fields.find((g) =>
      f.name === '' ? g.name === '' && g.type === f.type : g.name === f.name,
    );
    const json = f.name === '' ? '-' : (match?.json ?? '?');
    rows.push(`${f.name || '-'} ${json} ${kind}`);
  }
}

const lines = [
  '// Generated by scripts/gen-internal-pod-types.ts from k8s.io/kubernetes v1.34.1 pkg/apis/core/types.go',
  '// and pkg/apis/batch/types.go (the internal types, which have no json tags) and k8s.io/api v0.34.1',
  '// core/v1 and batch/v1 types.go (the v1 JSON name of each field of the same Go name). Do not edit by',
  '// hand: run the script.',
  '//',
  '// Each field: "<Go name> <v1 json name> <kind>", in the Go struct\'s order. "-" as the Go name is an',
  '// embedded struct (its fields are written in the outer object, read from the same v1 object); "?" as',
  '// the json name is a field v1 does not have under that Go name (filled by conversion). Kinds: s string,',
  '// b bool, i integer, d float, Q resource.Quantity, I intstr.IntOrString, T metav1.Time, OM',
  '// metav1.ObjectMeta, LS metav1.LabelSelector, m:<Type> an internal struct; prefixes * pointer, []',
  '// slice; {<kind>} a map with string keys.',
  '',
  'export const INTERNAL_CORE_TYPES: Readonly<Record<string, readonly string[]>> = {',
];
for (const [name, rows] of out) {
  lines.push(`  ${name.includes('.') ? `'${name}'` : name}: [`);
  for (const r of rows) lines.push(`    '${r}',`);
  lines.push('  ],');
}
lines.push('};', '');
writeFileSync(new URL('../src/kube/apiserver/internaltypes.gen.ts', import.meta.url), lines.join('\n'));
