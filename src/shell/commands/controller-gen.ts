// `controller-gen object[:headerFile=...][,year=...] paths=...` (sigs.k8s.io/controller-tools
// cmd/controller-gen, v0.13): writes each enabled package's zz_generated.deepcopy.go through the
// Go toolchain's type checker (src/shell/controller-gen/object.ts). The other generators of the
// Makefile's `manifests` line (crd, rbac, webhook) keep their outline: the output directory only.
import type { ResolvedCommandContext } from 'just-bash';
import type { GoToolchain } from './go/build.ts';
import { findModRoot } from './go/run.ts';

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

export async function controllerGen(
  args: string[],
  ctx: ResolvedCommandContext,
  toolchain: GoToolchain | undefined,
): Promise<Result> {
  const out = args.find((a) => a.startsWith('output:crd:artifacts:config='));
  if (out) await ctx.fs.mkdir(`${ctx.cwd}/${out.split('=')[1]}`, { recursive: true });
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
