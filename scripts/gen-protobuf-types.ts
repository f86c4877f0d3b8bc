// Generates src/kube/rest/protobuf-types.gen.ts: the protobuf wire layout of the built-in kinds the
// simulated API server serves, read from the Go types of k8s.io/api and k8s.io/apimachinery (each
// struct field's `protobuf:"<wire>,<number>,<opt|rep>,name=..."` and `json:"<name>,omitempty"` tags
// and its Go type: pointer, slice, map, struct). kubectl's typed clients send these kinds as
// `application/vnd.kubernetes.protobuf`; the REST handler decodes them with this table into the
// JSON the same client would have sent.
//
// Usage: node scripts/gen-protobuf-types.ts [API_REPO] [APIMACHINERY_REPO]
// (bare git mirrors; defaults /work/.mirror/kubernetes+api/repo and
// /work/.mirror/kubernetes+apimachinery/repo, tag v0.34.0 of both).
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';

const TAG = 'v0.34.0';
const API = process.argv[2] ?? '/work/.mirror/kubernetes+api/repo';
const MACHINERY = process.argv[3] ?? '/work/.mirror/kubernetes+apimachinery/repo';

/** Package path → [repo, directory]. */
const PACKAGES: Record<string, [string, string]> = {
  'k8s.io/api/core/v1': [API, 'core/v1'],
  'k8s.io/api/apps/v1': [API, 'apps/v1'],
  'k8s.io/api/batch/v1': [API, 'batch/v1'],
  'k8s.io/api/rbac/v1': [API, 'rbac/v1'],
  'k8s.io/api/authentication/v1': [API, 'authentication/v1'],
  'k8s.io/api/authorization/v1': [API, 'authorization/v1'],
  'k8s.io/api/coordination/v1': [API, 'coordination/v1'],
  'k8s.io/api/admissionregistration/v1': [API, 'admissionregistration/v1'],
  'k8s.io/api/autoscaling/v1': [API, 'autoscaling/v1'],
  'k8s.io/api/policy/v1': [API, 'policy/v1'],
  'k8s.io/api/networking/v1': [API, 'networking/v1'],
  'k8s.io/apimachinery/pkg/apis/meta/v1': [MACHINERY, 'pkg/apis/meta/v1'],
};

/** API group of each package's kinds. */
const GROUPS: Record<string, string> = {
  'k8s.io/api/core/v1': '',
  'k8s.io/api/apps/v1': 'apps',
  'k8s.io/api/batch/v1': 'batch',
  'k8s.io/api/rbac/v1': 'rbac.authorization.k8s.io',
  'k8s.io/api/authentication/v1': 'authentication.k8s.io',
  'k8s.io/api/authorization/v1': 'authorization.k8s.io',
  'k8s.io/api/coordination/v1': 'coordination.k8s.io',
  'k8s.io/api/admissionregistration/v1': 'admissionregistration.k8s.io',
  'k8s.io/api/autoscaling/v1': 'autoscaling',
  'k8s.io/api/policy/v1': 'policy',
  'k8s.io/api/networking/v1': 'networking.k8s.io',
};

/** Types with their own wire and JSON forms (decoded by hand in protobuf.ts). */
const WELL_KNOWN: Record<string, string> = {
  'k8s.io/apimachinery/pkg/apis/meta/v1.Time': 'T',
  'k8s.io/apimachinery/pkg/apis/meta/v1.MicroTime': 'M',
  'k8s.io/apimachinery/pkg/apis/meta/v1.Duration': 'D',
  'k8s.io/apimachinery/pkg/apis/meta/v1.FieldsV1': 'F',
  'k8s.io/apimachinery/pkg/util/intstr.IntOrString': 'I',
  'k8s.io/apimachinery/pkg/api/resource.Quantity': 'Q',
  'k8s.io/apimachinery/pkg/runtime.RawExtension': 'R',
  'k8s.io/apimachinery/pkg/types.UID': 's',
};

const SCALARS: Record<string, string> = {
  string: 's',
  bool: 'b',
  int: 'i',
  int32: 'i',
  int64: 'i',
  uint32: 'i',
  uint64: 'i',
  int16: 'i',
  float32: 'd',
  float64: 'd',
};

interface GoField {
  name: string;
  type: string;
  json: string;
  omitempty: boolean;
  inline: boolean;
  wire: string;
  num: number;
  rep: boolean;
  /** patchStrategy and patchMergeKey tags, e.g. `merge:name` (for OpenAPI's x-kubernetes-patch-*). */
  patch: string;
}

interface GoPackage {
  path: string;
  structs: Map<string, GoField[]>;
  aliases: Map<string, string>;
  /** import alias → package path, per package (the files agree). */
  imports: Map<string, string>;
  kinds: Set<string>;
}

function git(repo: string, ...args: string[]): string {
  return execFileSync('git', ['-C', repo, ...args], { encoding: 'utf8', maxBuffer: 64 << 20 });
}

function readPackage(path: string): GoPackage {
  const [repo, dir] = PACKAGES[path] ?? ['', ''];
  const files = git(repo, 'ls-tree', '--name-only', `${TAG}:${dir}/`)
    .split('\n')
    .filter((f) => f.endsWith('.go') && !f.endsWith('_test.go') && !/^(zz_|generated|types_swagger)/.test(f));
  const pkg: GoPackage = {
    path,
    structs: new Map(),
    aliases: new Map(),
    imports: new Map(),
    kinds: new Set(),
  };
  for (const f of files) {
    const src = git(repo, 'show', `${TAG}:${dir}/${f}`);
    for (const m of src.matchAll(/^\s*(?:(\w+)\s+)?"([^"]+)"\s*$/gm)) {
      const p = m[2] ?? '';
      pkg.imports.set(m[1] ?? p.split('/').pop() ?? p, p);
    }
    let current: string | undefined;
    let fields: GoField[] = [];
    for (const line of src.split('\n')) {
      const start = /^type (\w+) struct \{\s*$/.exec(line);
      if (start) {
        current = start[1];
        fields = [];
        continue;
      }
      if (current && line === '}') {
        pkg.structs.set(current, fields);
        current = undefined;
        continue;
      }
      if (current) {
        if (
          /^\s*metav1\.TypeMeta\s+`json:",inline"`/.test(line) ||
          /^\s*TypeMeta\s+`json:",inline"`/.test(line)
        )
          pkg.kinds.add(current);
        const fm = /^\s*(?:(\w+)\s+)?([^\s`]+)\s+`([^`]*)`/.exec(line);
        if (!fm) continue;
        const tag = fm[3] ?? '';
        const pb = /protobuf:"(\w+),(\d+)(?:,(opt|rep|req))?[,"]/.exec(tag);
        const js = /json:"([^"]*)"/.exec(tag);
        if (!pb || !js) continue;
        const [jsonName = '', ...opts] = (js[1] ?? '').split(',');
        if (jsonName === '-') continue;
        fields.push({
          name: fm[1] ?? '',
          type: fm[2] ?? '',
          json: jsonName,
          omitempty: opts.includes('omitempty'),
          inline: opts.includes('inline'),
          wire: pb[1] ?? '',
          num: Number(pb[2]),
          rep: pb[3] === 'rep',
          patch: [/patchStrategy:"([^"]*)"/.exec(tag)?.[1], /patchMergeKey:"([^"]*)"/.exec(tag)?.[1]]
            .filter((x) => x !== undefined)
            .join(':'),
        });
        continue;
      }
      const alias = /^type (\w+) (?:= )?([\w.[\]*]+)\s*(?:\/\/.*)?$/.exec(line);
      if (alias) pkg.aliases.set(alias[1] ?? '', alias[2] ?? '');
    }
  }
  return pkg;
}

const packages = new Map<string, GoPackage>();
const pkgOf = (path: string) => {
  let p = packages.get(path);
  if (!p) {
    p = readPackage(path);
    packages.set(path, p);
  }
  return p;
};

/** Short id of a message: `core/v1.Pod`, `meta/v1.ObjectMeta`. */
const messageId = (path: string, name: string) =>
  `${path.replace(/^k8s\.io\/api\//, '').replace(/^k8s\.io\/apimachinery\/pkg\/apis\//, '')}.${name}`;

const needed: [string, string][] = [];
const seen = new Set<string>();

function need(path: string, name: string): string {
  const id = messageId(path, name);
  if (!seen.has(id)) {
    seen.add(id);
    needed.push([path, name]);
  }
  return id;
}

/** The table's code for a Go type (without pointer or slice). */
function kindOf(pkg: GoPackage, type: string): string {
  if (type === '[]byte') return 'y';
  const map = /^map\[([^\]]+)\](.+)$/.exec(type);
  if (map) return `{${kindOf(pkg, map[1] ?? '')}:${kindOf(pkg, map[2] ?? '')}}`;
  if (type.startsWith('[]')) return kindOf(pkg, type.slice(2));
  if (type.startsWith('*')) return kindOf(pkg, type.slice(1));
  const scalar = SCALARS[type];
  if (scalar) return scalar;
  const dot = type.indexOf('.');
  if (dot > 0) {
    const path = pkg.imports.get(type.slice(0, dot)) ?? type.slice(0, dot);
    const name = type.slice(dot + 1);
    const wk = WELL_KNOWN[`${path}.${name}`];
    if (wk) return wk;
    if (!PACKAGES[path]) throw new Error(`${pkg.path}: type ${type}: package ${path} not read`);
    return kindOf(pkgOf(path), name);
  }
  const wk = WELL_KNOWN[`${pkg.path}.${type}`];
  if (wk) return wk;
  if (pkg.structs.has(type)) return `m:${need(pkg.path, type)}`;
  const alias = pkg.aliases.get(type);
  if (alias) return kindOf(pkg, alias);
  throw new Error(`${pkg.path}: unknown type ${type}`);
}

// Roots: every kind (a struct with TypeMeta inline) of the packages with a group, and DeleteOptions.
const roots: { group: string; version: string; kind: string; id: string }[] = [];
for (const [path, group] of Object.entries(GROUPS)) {
  const pkg = pkgOf(path);
  const version = path.split('/').pop() ?? '';
  // Lists are only ever read by clients, never sent.
  for (const kind of [...pkg.kinds].filter((k) => !k.endsWith('List')).sort())
    roots.push({ group, version, kind, id: need(path, kind) });
}
for (const kind of ['DeleteOptions', 'Status']) {
  roots.push({
    group: '',
    version: 'v1',
    kind,
    id: need('k8s.io/apimachinery/pkg/apis/meta/v1', kind),
  });
}

const messages: Record<string, string[]> = {};
for (let i = 0; i < needed.length; i++) {
  const [path, name] = needed[i] ?? ['', ''];
  const pkg = pkgOf(path);
  const fields = pkg.structs.get(name) ?? [];
  // Kept in the struct's field order, which is the order encoding/json writes them in (the API
  // server's JSON bodies follow it); the protobuf numbers are not in that order.
  messages[messageId(path, name)] = fields.map((f) => {
    // Repeated by the Go type: some slices are tagged "opt" (ResourceRequirements.claims).
    const slice = f.type.replace(/^\*/, '').startsWith('[]') && f.type !== '[]byte';
    const flags = `${slice ? 'r' : ''}${f.type.startsWith('*') ? 'p' : ''}${f.omitempty ? 'o' : ''}${f.inline ? 'n' : ''}`;
    return `${f.num} ${f.inline ? '' : f.json} ${kindOf(pkg, f.type)} ${flags || '-'} ${f.patch}`
      .trimEnd()
      .replace(/ -$/, '');
  });
}

const out = `// Generated by scripts/gen-protobuf-types.ts from the Go types of k8s.io/api and k8s.io/apimachinery
// ${TAG} (their protobuf and json struct tags). Do not edit by hand: run the script.
//
// Each field: "<number> <json name> <kind> [flags]"; an empty json name is an inline struct. Kinds:
// s string, b bool, i integer, d float, y bytes, m:<message>, {<key>:<value>} a map; well-known: T Time,
// M MicroTime, D Duration, F FieldsV1, I IntOrString, Q Quantity, R RawExtension. Flags: r repeated,
// p pointer (absent is nil), o omitempty, n inline ("-" none when a patch strategy follows). Last, the
// patchStrategy[:patchMergeKey] tags, as in \`merge:name\`. Fields are in the Go struct's order.

/** apiVersion/kind → message. */
export const PROTO_KINDS: Readonly<Record<string, string>> = ${JSON.stringify(
  Object.fromEntries(roots.map((r) => [`${r.group ? `${r.group}/` : ''}${r.version}/${r.kind}`, r.id])),
  null,
  2,
)};

export const PROTO_MESSAGES: Readonly<Record<string, readonly string[]>> = ${JSON.stringify(messages, null, 2)};
`;
const file = new URL('../src/kube/rest/protobuf-types.gen.ts', import.meta.url);
writeFileSync(file, out);
execFileSync('npx', ['biome', 'format', '--write', file.pathname], { stdio: 'ignore' });
console.log(`${roots.length} kinds, ${Object.keys(messages).length} messages`);

// The Go type of each field as reflect spells it (`int32`, `v1.Protocol`, `[]v1.Container`,
// `map[string]string`), the outer pointer dropped: what encoding/json names in an UnmarshalTypeError
// (`Go struct field ContainerPort.…containerPort of type int32`). Written only where the table's kind
// does not already say it (s string, b bool, d float64, m:<pkg>/v1.X v1.X, r a slice of that, {s:s}
// map[string]string); a named map or slice carries its underlying type after "=".
const pkgName = (path: string) => path.split('/').pop() ?? path;
function goTypeString(pkg: GoPackage, type: string, top: boolean): string {
  if (type.startsWith('*'))
    return top ? goTypeString(pkg, type.slice(1), false) : `*${goTypeString(pkg, type.slice(1), false)}`;
  if (type === '[]byte') return '[]uint8';
  const map = /^map\[([^\]]+)\](.+)$/.exec(type);
  if (map) return `map[${goTypeString(pkg, map[1] ?? '', false)}]${goTypeString(pkg, map[2] ?? '', false)}`;
  if (type.startsWith('[]')) return `[]${goTypeString(pkg, type.slice(2), false)}`;
  if (SCALARS[type] || type === 'string' || type === 'bool') return type;
  const dot = type.indexOf('.');
  const path = dot > 0 ? (pkg.imports.get(type.slice(0, dot)) ?? type.slice(0, dot)) : pkg.path;
  const name = dot > 0 ? type.slice(dot + 1) : type;
  const named = `${pkgName(path)}.${name}`;
  const owner = PACKAGES[path] ? pkgOf(path) : undefined;
  const alias = owner?.aliases.get(name);
  if (owner && alias && (alias.startsWith('map[') || alias.startsWith('[]')))
    return `${named}=${goTypeString(owner, alias, false)}`;
  return named;
}
function defaultGoType(kind: string, rep: boolean): string {
  const one =
    kind === 's'
      ? 'string'
      : kind === 'b'
        ? 'bool'
        : kind === 'd'
          ? 'float64'
          : kind.startsWith('m:')
            ? `v1.${kind.slice(kind.indexOf('.') + 1)}`
            : kind === '{s:s}'
              ? 'map[string]string'
              : '';
  return one === '' ? '' : rep ? `[]${one}` : one;
}
const goTypes: Record<string, string> = {};
for (const [path, name] of needed) {
  const pkg = pkgOf(path);
  const entries: string[] = [];
  for (const f of pkg.structs.get(name) ?? []) {
    if (f.inline) continue;
    const slice = f.type.replace(/^\*/, '').startsWith('[]') && f.type !== '[]byte';
    const kind = kindOf(pkg, f.type);
    if ('TMDFIQR'.includes(kind)) continue;
    const t = goTypeString(pkg, f.type, true);
    if (t !== defaultGoType(kind, slice)) entries.push(`${f.json}:${t}`);
  }
  if (entries.length > 0) goTypes[messageId(path, name)] = entries.join(' ');
}
const goTypesFile = new URL('../src/kube/rest/gotypes.gen.ts', import.meta.url);
writeFileSync(
  goTypesFile,
  `// Generated by scripts/gen-protobuf-types.ts from the Go types of k8s.io/api and k8s.io/apimachinery
// ${TAG}. Do not edit by hand: run the script.
//
// Message (as in protobuf-types.gen.ts) → "<json name>:<Go type> ...": each field's Go type as reflect
// spells it, the outer pointer dropped, where the table's kind does not say it (s string, b bool,
// d float64, m:<pkg>/v1.X v1.X, repeated []…, {s:s} map[string]string); a named map or slice type
// carries its underlying type after "=". The words of encoding/json's UnmarshalTypeError.

export const GO_TYPES: Readonly<Record<string, string>> = ${JSON.stringify(goTypes, null, 2)};
`,
);
execFileSync('npx', ['biome', 'format', '--write', goTypesFile.pathname], { stdio: 'ignore' });
console.log(`${Object.keys(goTypes).length} messages with Go types`);

// The descriptions `kubectl explain` shows: each package's types_swagger_doc_generated.go holds, per
// type, its doc comment ("") and each field's (by json name), as k8s.io/api's generator cut them
// (at "---", without +markers): the same text kube-apiserver's OpenAPI carries.
const swaggerDocs = new Map<string, Map<string, Record<string, string>>>();
function docsOf(path: string): Map<string, Record<string, string>> {
  let docs = swaggerDocs.get(path);
  if (docs) return docs;
  docs = new Map();
  swaggerDocs.set(path, docs);
  const [repo, dir] = PACKAGES[path] ?? ['', ''];
  let text = '';
  try {
    text = git(repo, 'show', `${TAG}:${dir}/types_swagger_doc_generated.go`);
  } catch {
    return docs;
  }
  const goString = (lit: string): string => JSON.parse(lit.replace(/\\'/g, "'"));
  for (const m of text.matchAll(/^var map_(\w+) = map\[string\]string\{\n([\s\S]*?)^\}/gm)) {
    const fields: Record<string, string> = {};
    for (const e of (m[2] ?? '').matchAll(/^\s*("(?:[^"\\]|\\.)*"):\s*("(?:[^"\\]|\\.)*"),$/gm))
      fields[goString(e[1] ?? '""')] = goString(e[2] ?? '""');
    docs.set(m[1] ?? '', fields);
  }
  return docs;
}
const descriptions: Record<string, Record<string, string>> = {};
// TypeMeta is no protobuf field, but its apiVersion and kind head every kind's schema.
for (const [path, name] of [...needed, ['k8s.io/apimachinery/pkg/apis/meta/v1', 'TypeMeta']]) {
  const d = docsOf(path ?? '').get(name ?? '');
  if (d && Object.keys(d).length > 0) descriptions[messageId(path, name)] = d;
}
const docsFile = new URL('../src/kube/rest/openapi-docs.gen.ts', import.meta.url);
writeFileSync(
  docsFile,
  `// Generated by scripts/gen-protobuf-types.ts from the types_swagger_doc_generated.go files of k8s.io/api
// and k8s.io/apimachinery ${TAG}. Do not edit by hand: run the script.
//
// Message (as in protobuf-types.gen.ts) → json field name → description; "" is the type's own.
// Loaded on demand: only \`kubectl explain\` and the served OpenAPI documents need it.

export const OPENAPI_DOCS: Readonly<Record<string, Readonly<Record<string, string>>>> = ${JSON.stringify(descriptions, null, 2)};
`,
);
execFileSync('npx', ['biome', 'format', '--write', docsFile.pathname], { stdio: 'ignore' });
console.log(`${Object.keys(descriptions).length} messages described`);
