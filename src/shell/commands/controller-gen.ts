// `controller-gen` (sigs.k8s.io/controller-tools cmd/controller-gen, v0.13 as kubebuilder v3.12's
// Makefile installs it). `object[:headerFile=...][,year=...]` writes each enabled package's
// zz_generated.deepcopy.go through the Go toolchain's type checker (src/shell/controller-gen/
// object.ts); `crd`, `rbac:roleName=...` and `webhook` (the Makefile's `manifests` line) write the
// CustomResourceDefinitions, the manager's role and the webhook configurations the markers describe
// (src/kube/markers), as files where controller-gen puts them (pkg/genall: config/<generator>, or an
// `output:<generator>:artifacts:config=DIR` / `output:<generator>:dir=DIR` rule).
import type { ResolvedCommandContext } from 'just-bash';
import * as semver from '../../go/build/mod/semver.ts';
import type { Json, KubeObject } from '../../kube/apiserver/types.ts';
import type { GoToolchain } from './go/build.ts';
import { findModRoot } from './go/run.ts';
import { toYaml } from './kubectl/print.ts';

type Result = { stdout: string; stderr: string; exitCode: number };

/** controller-tools pkg/genall: a generator failed; cobra's `Error:` line and controller-gen's hint (cmd/controller-gen/main.go). */
function notAll(args: string[], lines: string[]): Result {
  const joined = args.join(' ');
  return {
    stdout: '',
    stderr: `${lines.map((l) => `${l}\n`).join('')}Error: not all generators ran successfully\nrun \`controller-gen ${joined} -w\` to see all available markers, or \`controller-gen ${joined} -h\` for usage\n`,
    exitCode: 1,
  };
}

/** The `object` generator's options: `object`, `object:headerFile=x`, `object:headerFile=x,year=y`. */
function objectOptions(args: string[]): { headerFile?: string; year: string } | undefined {
  const a = args.find((x) => x === 'object' || x.startsWith('object:'));
  if (a === undefined) return undefined;
  const opts: { headerFile?: string; year: string } = { year: '' };
  for (const kv of a.slice('object:'.length).split(',')) {
    const [k, ...v] = kv.split('=');
    const val = v.join('=').replace(/^"(.*)"$/, '$1');
    if (k === 'headerFile') opts.headerFile = val;
    if (k === 'year') opts.year = val;
  }
  return opts;
}

const SKIP = /^[._]|^vendor$|^testdata$/;

async function moduleFiles(ctx: ResolvedCommandContext, root: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  const walk = async (dir: string, rel: string) => {
    for (const name of (await ctx.fs.readdir(dir)).sort()) {
      const p = `${dir}/${name}`;
      const st = await ctx.fs.stat(p);
      const r = rel ? `${rel}/${name}` : name;
      if (st.isDirectory) {
        // a nested module is not part of this one
        if (!SKIP.test(name) && !(await ctx.fs.exists(`${p}/go.mod`))) await walk(p, r);
      } else if (name.endsWith('.go') || (rel === '' && name === 'go.mod'))
        files[r] = await ctx.fs.readFile(p);
    }
  };
  await walk(root, '');
  return files;
}

/** Package directories (relative to the module root) that `paths=` names. */
function matchDirs(files: Record<string, string>, rel: string, patterns: string[]): string[] {
  const dirs = new Set<string>();
  for (const name of Object.keys(files)) {
    if (!name.endsWith('.go') || name.endsWith('_test.go')) continue;
    const i = name.lastIndexOf('/');
    dirs.add(i < 0 ? '.' : name.slice(0, i));
  }
  const join = (p: string) => {
    const parts: string[] = rel === '.' ? [] : rel.split('/');
    for (const s of p.split('/'))
      if (s === '..') parts.pop();
      else if (s !== '.' && s !== '') parts.push(s);
    return parts.length === 0 ? '.' : parts.join('/');
  };
  const out = new Set<string>();
  for (const p of patterns) {
    if (p === '...' || p.endsWith('/...')) {
      const base = join(p.replace(/\/?\.\.\.$/, '') || '.');
      for (const d of dirs) if (base === '.' || d === base || d.startsWith(`${base}/`)) out.add(d);
    } else {
      const d = join(p);
      if (dirs.has(d)) out.add(d);
    }
  }
  return [...out].sort();
}

/** The manifest generators named (`crd`, `rbac:roleName=x`, `webhook`) and the directory each writes to. */
function manifestGenerators(args: string[]): {
  crd?: string;
  rbac?: { dir: string; roleName: string };
  webhook?: string;
} {
  const named = (g: string) => args.some((a) => a === g || a.startsWith(`${g}:`));
  // pkg/genall options.go: a generator's own output rule, else the default one, else config/<generator>
  const dirOf = (g: string) => {
    for (const prefix of [`output:${g}:`, 'output:']) {
      const rule = args.find(
        (a) => a.startsWith(`${prefix}artifacts:config=`) || a.startsWith(`${prefix}dir=`),
      );
      if (rule !== undefined && (prefix !== 'output:' || !/^output:(crd|rbac|webhook|object):/.test(rule)))
        return rule.slice(rule.indexOf('=') + 1).replace(/^"(.*)"$/, '$1');
    }
    return `config/${g}`;
  };
  const rbacArg = args.find((a) => a === 'rbac' || a.startsWith('rbac:'));
  const roleName = /(?:^|[:,])roleName=("?)([^",]*)\1/.exec(rbacArg ?? '')?.[2] ?? '';
  return {
    ...(named('crd') ? { crd: dirOf('crd') } : {}),
    ...(rbacArg !== undefined ? { rbac: { dir: dirOf('rbac'), roleName } } : {}),
    ...(named('webhook') ? { webhook: dirOf('webhook') } : {}),
  };
}

/**
 * controller-tools before v0.14 joined a comment's lines into one paragraph (pkg/markers/zip.go
 * extractDoc: lines trimmed, a blank line kept as "\n", all joined with spaces); later versions keep
 * the lines, as src/kube/markers writes them.
 */
function joinDocLines(v: Json): void {
  if (Array.isArray(v)) for (const x of v) joinDocLines(x);
  else if (v !== null && typeof v === 'object')
    for (const [k, x] of Object.entries(v)) {
      if (k === 'description' && typeof x === 'string')
        v[k] = x
          .split('\n')
          .map((l) => l.trim() || '\n')
          .join(' ');
      else joinDocLines(x);
    }
}

/** What WriteYAML writes for each object: `---` and the object as sigs.k8s.io/yaml prints it. */
const yamlDocs = (objs: readonly KubeObject[]) => objs.map((o) => `---\n${toYaml(o)}`).join('');

/**
 * The controller-gen a stand-in script without a version stands for: the one the module's Makefile
 * installs (`CONTROLLER_TOOLS_VERSION ?= v0.13.0`, kubebuilder's Makefile template).
 */
async function makefileToolsVersion(ctx: ResolvedCommandContext, root: string): Promise<string | undefined> {
  const mk = `${root}/Makefile`;
  if (!(await ctx.fs.exists(mk))) return undefined;
  return /^CONTROLLER_TOOLS_VERSION\s*\??=\s*(v\d+\.\d+\.\d+)\s*$/m.exec(await ctx.fs.readFile(mk))?.[1];
}

/** `crd`, `rbac`, `webhook`: the markers' manifests written as controller-gen writes them. */
async function writeManifests(
  ctx: ResolvedCommandContext,
  args: string[],
  version: string | undefined,
): Promise<Result | undefined> {
  const gens = manifestGenerators(args);
  if (gens.crd === undefined && gens.rbac === undefined && gens.webhook === undefined) return undefined;
  const root = await findModRoot(ctx.fs, ctx.cwd);
  if (root === undefined) return undefined;
  const files = await moduleFiles(ctx, root);
  const sources = Object.entries(files)
    .filter(([name]) => !name.endsWith('_test.go'))
    .map(([name, src]) => ({ name, src }));
  const { generateManifests, CONTROLLER_GEN_VERSION } = await import('../kube/local-manager.ts');
  const m = generateManifests(sources, { roleName: gens.rbac?.roleName || undefined });
  const v = version ?? (await makefileToolsVersion(ctx, root)) ?? CONTROLLER_GEN_VERSION;
  const at = (dir: string) => (dir.startsWith('/') ? dir : `${ctx.cwd}/${dir}`);
  if (gens.crd !== undefined) {
    // the output directory is made even when no CRD is written (the Makefile's output rule)
    await ctx.fs.mkdir(at(gens.crd), { recursive: true });
    for (const crd of m.crds) {
      const meta = crd.metadata as { annotations: Record<string, string> };
      meta.annotations['controller-gen.kubebuilder.io/version'] = v;
      if (semver.compare(v, 'v0.14.0') < 0) joinDocLines(crd);
      const spec = crd.spec as { group: string; names: { plural: string } };
      await ctx.fs.writeFile(`${at(gens.crd)}/${spec.group}_${spec.names.plural}.yaml`, yamlDocs([crd]));
    }
  }
  if (gens.rbac !== undefined && m.rbac.length > 0) {
    await ctx.fs.mkdir(at(gens.rbac.dir), { recursive: true });
    await ctx.fs.writeFile(`${at(gens.rbac.dir)}/role.yaml`, yamlDocs(m.rbac));
  }
  if (gens.webhook !== undefined && m.webhooks.length > 0) {
    await ctx.fs.mkdir(at(gens.webhook), { recursive: true });
    await ctx.fs.writeFile(`${at(gens.webhook)}/manifests.yaml`, yamlDocs(m.webhooks));
  }
  if (m.diagnostics.length > 0)
    return notAll(
      args,
      m.diagnostics.map((d) => `${root}/${d.file}:${d.line}:${d.col}: ${d.msg}`),
    );
  return undefined;
}

export async function controllerGen(
  args: string[],
  ctx: ResolvedCommandContext,
  toolchain: GoToolchain | undefined,
  version?: string,
): Promise<Result> {
  const manifests = await writeManifests(ctx, args, version);
  if (manifests !== undefined) return manifests;
  const object = objectOptions(args);
  if (object === undefined || toolchain?.deepCopy === undefined)
    return { stdout: '', stderr: '', exitCode: 0 };
  let header = '';
  if (object.headerFile !== undefined && object.headerFile !== '') {
    const path = object.headerFile.startsWith('/') ? object.headerFile : `${ctx.cwd}/${object.headerFile}`;
    if (!(await ctx.fs.exists(path)) || (await ctx.fs.stat(path)).isDirectory)
      return notAll(args, [
        (await ctx.fs.exists(path))
          ? `read ${object.headerFile}: is a directory`
          : `open ${object.headerFile}: no such file or directory`,
      ]);
    header = await ctx.fs.readFile(path);
  }
  // deepcopy/gen.go: " YEAR" in the header becomes " " + the year option
  header = header.split(' YEAR').join(` ${object.year}`);
  const root = await findModRoot(ctx.fs, ctx.cwd);
  if (root === undefined) return { stdout: '', stderr: '', exitCode: 0 };
  const files = await moduleFiles(ctx, root);
  const rel = ctx.cwd === root ? '.' : ctx.cwd.slice(root.length + 1);
  const patterns = args
    .filter((a) => a.startsWith('paths='))
    .flatMap((a) =>
      a
        .slice('paths='.length)
        .replace(/^"(.*)"$/, '$1')
        .split(';'),
    );
  const dirs = matchDirs(files, rel, patterns);
  const r = await toolchain.deepCopy(files, dirs, header, root);
  for (const [name, src] of Object.entries(r.written)) await ctx.fs.writeFile(`${root}/${name}`, src);
  if (r.errors.length > 0) return notAll(args, r.errors);
  return { stdout: '', stderr: '', exitCode: 0 };
}
