// Generates the String methods of the simulated Kubernetes API types (src/kube/gopkg/**/*.pb-string.go):
// the ones go-to-protobuf's gogo stringer plugin writes into each API package's generated.pb.go
// (github.com/gogo/protobuf plugin/stringer/stringer.go), so that fmt prints a *corev1.Pod as
// `&Pod{ObjectMeta:{…},Spec:PodSpec{…},…}` as a real operator's log or test does. Each method is a
// call of one native (src/kube/gopkg/stringer.ts) with the type's fields in the order and the form the
// real method prints them; those facts are read here from the real generated.pb.go of the version the
// simulator declares. A type the simulator lacks, or whose fields differ from the real one's, gets no
// method (listed on stderr).
//
// Usage: node scripts/gen-api-stringers.ts [API_REPO] [APIMACHINERY_REPO] [APIEXTENSIONS_REPO]
// (bare git mirrors; defaults under /work/.mirror, tag v0.36.3 of each).
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const TAG = 'v0.36.3';
const MIRROR = '/work/.mirror';
const API = process.argv[2] ?? `${MIRROR}/kubernetes+api/repo`;
const MACHINERY = process.argv[3] ?? `${MIRROR}/kubernetes+apimachinery/repo`;
const EXTENSIONS = process.argv[4] ?? `${MIRROR}/kubernetes+apiextensions-apiserver/repo`;
const GOPKG = join(import.meta.dirname, '..', 'src', 'kube', 'gopkg');

/** Simulated package: its real source (repo, directory) and the simulator's Go files, then the output. */
interface Target {
  repo: string;
  dir: string;
  files: string[];
  out: string;
}

const api = (group: string, files: string[]): Target => ({
  repo: API,
  dir: `${group}/v1`,
  files: files.map((f) => join('api', f)),
  out: join('api', `${group}v1.pb-string.go`),
});

const TARGETS: Target[] = [
  api('core', ['corev1.go', 'corev1-more.go', 'corev1-scheduling.go']),
  api('apps', ['appsv1.go', 'appsv1-more.go']),
  api('batch', ['batchv1.go', 'batchv1-more.go']),
  api('rbac', ['rbacv1.go']),
  api('networking', ['networkingv1.go']),
  api('policy', ['policyv1.go']),
  api('coordination', ['coordinationv1.go']),
  api('autoscaling', ['autoscalingv1.go']),
  api('admissionregistration', ['admissionregistrationv1.go']),
  api('discovery', ['discoveryv1.go']),
  api('events', ['eventsv1.go']),
  api('storage', ['storagev1.go']),
  {
    repo: API,
    dir: 'autoscaling/v2',
    files: ['api/autoscalingv2.go'],
    out: 'api/autoscalingv2.pb-string.go',
  },
  {
    repo: EXTENSIONS,
    dir: 'pkg/apis/apiextensions/v1',
    files: ['api/apiextensionsv1.go'],
    out: 'api/apiextensionsv1.pb-string.go',
  },
  {
    repo: MACHINERY,
    dir: 'pkg/apis/meta/v1',
    files: [], // filled below: every metav1*.go of the simulator
    out: 'apimachinery/metav1.pb-string.go',
  },
];

function show(repo: string, path: string): string {
  return execFileSync('git', ['--git-dir', repo, 'show', `${TAG}:${path}`], {
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  });
}

/** One field of a real String method: its name and how it is printed (see stringer.ts). */
type Spec = string;

const NAME = String.raw`(\w+)`;
const QUOTED = String.raw`"(\w+)", "([\w.]+)"`;
/** An expression of the field (`this.F`, or the loop's `f`), as the plugin writes each form. */
function formOf(
  expr: string,
  subject: string,
): { op: string; field?: string; t?: string; msg?: string } | undefined {
  const s = subject === 'f' ? 'f' : String.raw`this\.${NAME}`;
  const forms: [string, RegExp][] = [
    ['v', new RegExp(String.raw`^fmt\.Sprintf\("%v", ${s}\)$`)],
    ['p', new RegExp(String.raw`^valueToStringGenerated\(${s}\)$`)],
    [
      'S',
      new RegExp(
        String.raw`^strings\.Replace\(strings\.Replace\(${s}\.String\(\), ${QUOTED}, 1\), \x60&\x60, \x60\x60, 1\)$`,
      ),
    ],
    ['s', new RegExp(String.raw`^strings\.Replace\(${s}\.String\(\), ${QUOTED}, 1\)$`)],
    [
      'V',
      new RegExp(
        String.raw`^strings\.Replace\(strings\.Replace\(fmt\.Sprintf\("%v", ${s}\), ${QUOTED}, 1\), \x60&\x60, \x60\x60, 1\)$`,
      ),
    ],
    ['r', new RegExp(String.raw`^strings\.Replace\(fmt\.Sprintf\("%v", ${s}\), ${QUOTED}, 1\)$`)],
  ];
  for (const [op, re] of forms) {
    const m = re.exec(expr);
    if (m === null) continue;
    const g = subject === 'f' ? ['', ...m.slice(1)] : m.slice(1);
    return { op, field: g[0] || undefined, t: g[1], msg: g[2] };
  }
  return undefined;
}

/** Type name → the specs of its real String method, in the order it prints them. */
function realStringers(text: string): Map<string, Spec[]> {
  const out = new Map<string, Spec[]>();
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const head = /^func \(this \*(\w+)\) String\(\) string \{$/.exec(lines[i]);
    if (head === null) continue;
    const type = head[1];
    const heads = new Map<string, string>();
    const elems = new Map<string, string>();
    const specs: Spec[] = [];
    let j = i + 1;
    for (; j < lines.length && lines[j] !== '}'; j++) {
      const line = lines[j].trim();
      let m = /^(repeatedStringFor|mapStringFor)(\w+) := "(.*)"$/.exec(line);
      if (m !== null) {
        heads.set(m[1] + m[2], m[3]);
        continue;
      }
      m = /^repeatedStringFor(\w+) \+= (.*) \+ ","$/.exec(line);
      if (m !== null) {
        const f = formOf(m[2], 'f');
        if (f === undefined) throw new Error(`${type}.${m[1]}: element form not known: ${m[2]}`);
        elems.set(m[1], [f.op, f.t ?? '', f.msg ?? ''].join(':'));
        continue;
      }
      m = /^`(\w+):` \+ (.*) \+ `,`,$/.exec(line);
      if (m === null) continue;
      const [, name, expr] = m;
      const rep = /^repeatedStringFor(\w+)$/.exec(expr);
      const map = /^mapStringFor(\w+)$/.exec(expr);
      if (rep !== null) {
        const h = heads.get(`repeatedStringFor${rep[1]}`);
        const e = elems.get(rep[1]);
        if (h === undefined || e === undefined) throw new Error(`${type}.${name}: repeated form not found`);
        const [op, ...named] = e.split(':');
        // fmt.Sprintf("%v", f) names no type: the head's is the argument then.
        const [t, msg] =
          op === 'v' ? [/^\[\](\w+)\{$/.exec(h)?.[1] ?? '', /^\[\](\w+)\{$/.exec(h)?.[1] ?? ''] : named;
        // The head is `[]T{` (`[]*T{` for pointers), T the message's own name: derived by the native.
        if (h !== `[]${op === 's' || op === 'r' ? '*' : ''}${t}{` || msg.split('.').pop() !== t)
          throw new Error(`${type}.${name}: repeated head ${h} not derivable`);
        specs.push(`${name}:R${op}:${msg}`);
      } else if (map !== null) {
        const h = heads.get(`mapStringFor${map[1]}`);
        if (h === undefined) throw new Error(`${type}.${name}: map head not found`);
        if (!h.endsWith('{')) throw new Error(`${type}.${name}: map head ${h}`);
        specs.push(`${name}:m:${h.slice(0, -1)}`);
      } else {
        const f = formOf(expr, 'this');
        if (f === undefined || f.field !== name) throw new Error(`${type}.${name}: form not known: ${expr}`);
        // The replaced name is always the message's own name (the plugin's typeName): derived.
        if (f.t !== undefined && f.msg?.split('.').pop() !== f.t) throw new Error(`${type}.${name}: ${expr}`);
        specs.push(f.op === 'v' ? name : f.t === undefined ? `${name}:${f.op}` : `${name}:${f.op}:${f.msg}`);
      }
    }
    out.set(type, specs);
    i = j;
  }
  return out;
}

/** The simulator's struct types in `text`: name → field names (embedded fields by their type's name). */
function simStructs(text: string): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  const re = /^type (\w+) struct \{\n([\s\S]*?)^\}/gm;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const fields = new Set<string>();
    for (const raw of m[2].split('\n')) {
      const line = raw.replace(/\/\/.*$/, '').trim();
      if (line === '') continue;
      const embedded = /^\*?(?:\w+\.)?(\w+)(\s+`.*`)?$/.exec(line);
      if (embedded !== null) {
        fields.add(embedded[1]);
        continue;
      }
      const names = /^([\w, ]+?)\s+\S/.exec(line);
      if (names !== null) for (const n of names[1].split(',')) fields.add(n.trim());
    }
    out.set(m[1], fields);
  }
  return out;
}

/** Types with a String method of their own in the simulator's source. */
function ownStringers(text: string): Set<string> {
  const out = new Set<string>();
  const re = /^func \(\w+ \*?(\w+)\) String\(\) string/gm;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) out.add(m[1]);
  return out;
}

const goString = (s: string) => JSON.stringify(s);

const skippedAll: string[] = [];
const metaFiles = execFileSync('ls', [join(GOPKG, 'apimachinery')], { encoding: 'utf8' })
  .split('\n')
  .filter((f) => /^metav1.*\.go$/.test(f) && !f.endsWith('.pb-string.go'))
  .map((f) => join('apimachinery', f));
TARGETS[TARGETS.length - 1].files = metaFiles;

for (const t of TARGETS) {
  const real = realStringers(show(t.repo, `${t.dir}/generated.pb.go`));
  const text = t.files.map((f) => readFileSync(join(GOPKG, f), 'utf8')).join('\n');
  const pkg = /^package (\w+)/m.exec(text)?.[1];
  if (pkg === undefined) throw new Error(`${t.out}: no package clause`);
  const structs = simStructs(text);
  const own = ownStringers(text);
  const lines: string[] = [];
  const skipped: string[] = [];
  for (const [type, specs] of [...real].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const fields = structs.get(type);
    if (fields === undefined) continue;
    if (own.has(type)) {
      skipped.push(`${type} (has its own String)`);
      continue;
    }
    const missing = specs.map((s) => s.split(':')[0]).filter((f) => !fields.has(f));
    if (missing.length > 0) {
      skipped.push(`${type} (no ${missing.join(', ')})`);
      continue;
    }
    lines.push(
      `func (this *${type}) String() string {\n\treturn generatedString(this, ${goString(specs.join(' '))})\n}`,
    );
  }
  const src = `// Code generated by scripts/gen-api-stringers.ts from ${t.dir}/generated.pb.go at ${TAG}. DO NOT EDIT.
// The String methods of go-to-protobuf's gogo stringer: each field printed as the real method prints
// it (src/kube/gopkg/stringer.ts reads the forms).

package ${pkg}

func generatedString(this any, fields string) string

${lines.join('\n\n')}
`;
  writeFileSync(join(GOPKG, t.out), src);
  console.log(`${t.out}: ${lines.length} String methods`);
  for (const s of skipped) skippedAll.push(`${t.dir}: ${s}`);
}
if (skippedAll.length > 0) console.error(`not generated:\n  ${skippedAll.join('\n  ')}`);
