// Generates src/kube/apiserver/statuszeros.gen.ts: for each built-in kind whose strategy resets its
// status, the JSON encoding/json writes for the zero value of its status struct (k8s.io/api v0.34.1
// <group>/<version>/types.go). Fields without omitempty stay: an int is 0, a string "", a pointer,
// slice or map null; a struct is never omitted (go1.24's omitzero is not used by k8s.io/api v0.34)
// and is written with its own fields; metav1.Time's MarshalJSON writes null for the zero time.
// Kinds whose zero status is {} are left out. Do not edit the output by hand: run the script.
//
// Usage: node scripts/gen-status-zeros.ts [API_REPO]
// (API_REPO: a bare git mirror of k8s.io/api, default /work/.mirror/kubernetes+api/repo)
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

const API = process.argv[2] ?? '/work/.mirror/kubernetes+api/repo';
const TAG = 'v0.34.1';
const ROOT = resolve(import.meta.dirname, '..');

// The built-in kinds with a status subresource whose PrepareForCreate resets status (src/kube/apiserver/
// registry.ts). Node keeps the status it is created with; CustomResourceDefinition is apiextensions'.
const KINDS: readonly [string, string][] = [
  ['core/v1', 'Namespace'],
  ['core/v1', 'Pod'],
  ['core/v1', 'Service'],
  ['core/v1', 'PersistentVolumeClaim'],
  ['core/v1', 'PersistentVolume'],
  ['core/v1', 'ResourceQuota'],
  ['core/v1', 'ReplicationController'],
  ['apps/v1', 'Deployment'],
  ['apps/v1', 'ReplicaSet'],
  ['apps/v1', 'StatefulSet'],
  ['apps/v1', 'DaemonSet'],
  ['networking/v1', 'Ingress'],
  ['policy/v1', 'PodDisruptionBudget'],
  ['autoscaling/v2', 'HorizontalPodAutoscaler'],
  ['batch/v1', 'Job'],
  ['batch/v1', 'CronJob'],
];

interface Field {
  name: string;
  type: string;
  json: string;
  omitempty: boolean;
}

interface Pkg {
  structs: Map<string, Field[]>;
  named: Map<string, string>;
}

function parse(src: string): Pkg {
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
      const tag = (/json:"([^"]*)"/.exec(fm[3] ?? '')?.[1] ?? '').split(',');
      fields.push({
        name: embedded ? '' : (fm[1] ?? ''),
        type: embedded ? (fm[1] ?? '') : (fm[2] ?? ''),
        json: tag[0] ?? '',
        omitempty: tag.includes('omitempty'),
      });
      continue;
    }
    const alias = /^type (\w+) (?:= )?([\w.[\]*]+)\s*$/.exec(line);
    if (alias) named.set(alias[1] ?? '', alias[2] ?? '');
  }
  return { structs, named };
}

const packages = new Map<string, Pkg>();
function pkgOf(dir: string): Pkg {
  let p = packages.get(dir);
  if (!p) {
    const src = execFileSync('git', ['-C', API, 'show', `${TAG}:${dir}/types.go`], {
      encoding: 'utf8',
      maxBuffer: 64 << 20,
    });
    p = parse(src);
    packages.set(dir, p);
  }
  return p;
}

type Zero = string | number | boolean | null | { [k: string]: Zero };

/** The zero value of `type` as encoding/json writes it; undefined when omitempty drops it. */
function zeroOf(dir: string, type: string, omitempty: boolean): Zero | undefined {
  if (type.startsWith('*') || type.startsWith('[]') || type.startsWith('map[') || type === 'interface{}')
    return omitempty ? undefined : null;
  if (type === 'metav1.Time' || type === 'metav1.MicroTime') return null; // MarshalJSON of the zero time
  if (type === 'string') return omitempty ? undefined : '';
  if (type === 'bool') return omitempty ? undefined : false;
  if (/^(u?int(8|16|32|64)?|float(32|64))$/.test(type)) return omitempty ? undefined : 0;
  if (type.includes('.')) throw new Error(`no zero for the foreign type ${type} (${dir})`);
  const pkg = pkgOf(dir);
  const fields = pkg.structs.get(type);
  if (fields) return structZero(dir, fields);
  const under = pkg.named.get(type);
  if (under) return zeroOf(dir, under, omitempty);
  throw new Error(`unknown type ${type} in ${dir}`);
}

function structZero(dir: string, fields: readonly Field[]): { [k: string]: Zero } {
  const out: { [k: string]: Zero } = {};
  for (const f of fields) {
    if (f.json === '-') continue;
    if (f.name === '') throw new Error(`embedded ${f.type} in a status struct of ${dir}`);
    const z = zeroOf(dir, f.type, f.omitempty);
    if (z !== undefined) out[f.json || f.name] = z;
  }
  return out;
}

const rows: string[] = [];
for (const [dir, kind] of KINDS) {
  const fields = pkgOf(dir).structs.get(`${kind}Status`);
  if (!fields) throw new Error(`no ${kind}Status in ${dir}`);
  const zero = structZero(dir, fields);
  if (Object.keys(zero).length > 0) rows.push(`  ${kind}: '${JSON.stringify(zero)}',`);
}

const text = `// Generated by scripts/gen-status-zeros.ts from k8s.io/api ${TAG} (<group>/<version>/types.go): the
// JSON of each built-in kind's zero status as encoding/json writes it (fields without omitempty), for
// the kinds where that is not {}. Do not edit by hand: run the script.
export const STATUS_ZEROS: Readonly<Record<string, string>> = {
${rows.join('\n')}
};
`;
writeFileSync(resolve(ROOT, 'src/kube/apiserver/statuszeros.gen.ts'), text);
process.stdout.write(text);
