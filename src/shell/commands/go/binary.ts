// The executables `go build` and `go install` write. Real go links a binary; this terminal writes a
// small shell script that names the build (so it is never mistaken for an ELF file) and keeps the
// sources it was built from in memory under its build ID: running the file runs that program, as
// `go run` would, even after the sources changed (a stale binary stays stale). The file names follow
// cmd/go/internal/work/build.go runBuild and load.Package.DefaultExecName (go1.23.5).
import { defineCommand, type IFileSystem } from 'just-bash';
import { hex, sha256 } from '../../modules/hash.ts';
import { interleave, type OutputChunk, takeDirect } from '../../order.ts';
import type { ShellWorld } from '../../world.ts';
import { fail, type GoRun } from './run.ts';

export type BuildTarget = { kind: 'dir'; dir: string } | { kind: 'files'; files: string[] };

/** What one executable runs: the module's files as built, relative to its root. */
export interface BuiltProgram {
  id: string;
  root: string;
  files: Record<string, string>;
  target: BuildTarget;
  /** The main package's import path (`command-line-arguments` for named files). */
  path: string;
  /** The main module's path. */
  module: string;
  goVersion: string;
  /** The DefaultGODEBUG the go command records for the main package (empty: none). */
  defaultGodebug?: string;
}

/**
 * [SOURCE] internal/godebugs/table.go (go1.23.5): the settings whose default changed, with the
 * Go minor version that changed it and the value before.
 */
const GODEBUG_CHANGES: readonly [name: string, changed: number, old: string][] = [
  ['asynctimerchan', 23, '1'],
  ['gotypesalias', 23, '0'],
  ['httplaxcontentlength', 22, '1'],
  ['httpmuxgo121', 22, '1'],
  ['httpservecontentkeepheaders', 23, '1'],
  ['netedns0', 19, '0'],
  ['panicnil', 21, '1'],
  ['tls10server', 22, '1'],
  ['tls3des', 23, '1'],
  ['tlskyber', 23, '0'],
  ['tlsrsakex', 22, '1'],
  ['tlsunsafeekm', 22, '1'],
  ['winreadlinkvolume', 22, '0'],
  ['winsymlink', 22, '0'],
  ['x509keypairleaf', 23, '0'],
  ['x509negativeserial', 23, '1'],
];

/**
 * [SOURCE] cmd/go/internal/load/godebug.go defaultGODEBUG: the main module's go version (1.16
 * when go.mod has no go line; none outside a module, where the toolchain's own version applies)
 * gives the old values of every setting changed after it; go.mod's godebug lines and the main
 * package's //go:debug directives go on top (`default=go1.X` picks another version). Sorted by key.
 * [CAPTURED] go1.23.5, a `go 1.20` module: `build	DefaultGODEBUG=asynctimerchan=1,…,x509negativeserial=1`.
 */
export function defaultGodebug(files: Record<string, string>, target: BuildTarget): string {
  const goMod = files['go.mod'];
  if (goMod === undefined) return '';
  let goVersion = /^go\s+(\S+)\s*$/m.exec(goMod)?.[1] ?? '1.16';
  const m = new Map<string, string>();
  const set = (kv: string) => {
    const eq = kv.indexOf('=');
    if (eq > 0) m.set(kv.slice(0, eq).trim(), kv.slice(eq + 1).trim());
  };
  const block = /^godebug\s*\(([^)]*)\)/m.exec(goMod)?.[1];
  if (block !== undefined)
    for (const line of block.split('\n')) if (line.trim()) set(line.replace(/\/\/.*/, ''));
  for (const [, kv] of goMod.matchAll(/^godebug\s+([^(\s][^\n]*)$/gm)) set(kv.replace(/\/\/.*/, ''));
  const dir = target.kind === 'dir' ? target.dir.replace(/^\.\/?|\/$/g, '') : undefined;
  const names =
    target.kind === 'files'
      ? target.files
      : Object.keys(files).filter(
          (f) =>
            f.endsWith('.go') &&
            !f.endsWith('_test.go') &&
            f.slice(0, Math.max(0, f.lastIndexOf('/'))) === dir,
        );
  for (const name of names) {
    // //go:debug lines count in the file's header, before the package clause
    for (const line of (files[name] ?? '').split('\n')) {
      if (/^\s*package\s/.test(line)) break;
      const d = /^\/\/go:debug[ \t]+(.*)$/.exec(line.trimEnd());
      if (d) set(d[1]);
    }
  }
  const def = m.get('default');
  if (def !== undefined) {
    m.delete('default');
    if (/^1\.\d+/.test(def.replace(/^go/, ''))) goVersion = def.replace(/^go/, '');
  }
  const minor = /^1\.(\d+)/.exec(goVersion);
  const out = new Map<string, string>();
  if (minor)
    for (const [name, changed, old] of GODEBUG_CHANGES) if (Number(minor[1]) < changed) out.set(name, old);
  for (const [k, v] of m) out.set(k, v);
  return [...out.keys()]
    .sort()
    .map((k) => `${k}=${out.get(k)}`)
    .join(',');
}

export const EXEC_COMMAND = 'oplab-go-exec';

/** A built program's sources, by build ID: shared by the terminals of one machine. */
export type BuiltPrograms = Map<string, BuiltProgram>;

/** The package clause of a Go file (after comments and build constraints). */
function packageName(src: string): string | undefined {
  return /^\s*package\s+([A-Za-z_]\w*)/m.exec(src.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, ''))?.[1];
}

interface Pkg {
  target: BuildTarget;
  path: string;
  main: boolean;
  /** DefaultExecName: the last element of the import path (not a /vN), or the first file's name. */
  exe: string;
}

const isVersionElement = (e: string) => /^v\d+$/.test(e) && e !== 'v0' && e !== 'v1';

function exeFromPath(path: string): string {
  const parts = path.split('/');
  const last = parts[parts.length - 1];
  return parts.length > 1 && isVersionElement(last) ? parts[parts.length - 2] : last;
}

/** Cleans `a/./b/../c` → `a/c`; '.' for the root. */
function clean(rel: string): string {
  const out: string[] = [];
  for (const p of rel.split('/'))
    if (p === '..') out.pop();
    else if (p !== '.' && p !== '') out.push(p);
  return out.length === 0 ? '.' : out.join('/');
}

/**
 * The packages `patterns` name in the module (files relative to its root), as the go command loads
 * them; undefined when one does not resolve here (the toolchain then reports it as go does).
 */
export function resolvePackages(
  files: Record<string, string>,
  module: string,
  root: string,
  cwd: string,
  patterns: readonly string[],
): Pkg[] | undefined {
  const rel = cwd === root ? '.' : cwd.startsWith(`${root}/`) ? cwd.slice(root.length + 1) : undefined;
  if (rel === undefined) return undefined;
  const dirs = new Map<string, string[]>();
  for (const name of Object.keys(files)) {
    if (!name.endsWith('.go') || name.endsWith('_test.go')) continue;
    const i = name.lastIndexOf('/');
    const dir = i < 0 ? '.' : name.slice(0, i);
    if (dir !== '.' && dir.split('/').some((d) => /^[._]|^testdata$|^vendor$/.test(d))) continue;
    // a directory of another module (its own go.mod) is not part of this one
    const segs = dir.split('/');
    if (dir !== '.' && segs.some((_, n) => `${segs.slice(0, n + 1).join('/')}/go.mod` in files)) continue;
    dirs.set(dir, [...(dirs.get(dir) ?? []), name]);
  }
  const pathOf = (dir: string) => (dir === '.' ? module : `${module}/${dir}`);
  const pkgOf = (dir: string): Pkg => {
    const main = (dirs.get(dir) ?? []).some((f) => packageName(files[f]) === 'main');
    return { target: { kind: 'dir', dir }, path: pathOf(dir), main, exe: exeFromPath(pathOf(dir)) };
  };
  const named = patterns.length === 0 ? ['.'] : patterns;
  if (named.some((p) => p.endsWith('.go'))) {
    if (!named.every((p) => p.endsWith('.go'))) return undefined;
    const list = named.map((p) => clean(p.startsWith('/') ? p.slice(root.length + 1) : `${rel}/${p}`));
    if (!list.every((f) => f in files)) return undefined;
    const main = packageName(files[list[0]]) === 'main';
    const first = list[0].slice(list[0].lastIndexOf('/') + 1);
    return [
      {
        target: { kind: 'files', files: list },
        path: 'command-line-arguments',
        main,
        exe: first.slice(0, -3),
      },
    ];
  }
  const out = new Map<string, Pkg>();
  for (const p of named) {
    let dir: string;
    if (p === module || p.startsWith(`${module}/`)) dir = p === module ? '.' : p.slice(module.length + 1);
    else if (p.startsWith('.') || p.startsWith('/'))
      dir = clean(p.startsWith('/') ? p.slice(root.length + 1) : `${rel}/${p}`);
    else return undefined;
    if (dir.endsWith('/...') || dir === '...') {
      const base = dir === '...' ? '.' : dir.slice(0, -4);
      for (const d of [...dirs.keys()].sort())
        if (base === '.' || d === base || d.startsWith(`${base}/`)) out.set(d, pkgOf(d));
      continue;
    }
    if (!dirs.has(dir)) return undefined;
    out.set(dir, pkgOf(dir));
  }
  return [...out.values()];
}

/** Where a built package goes: `go build`'s -o rules (runBuild), checked before anything compiles. */
export async function buildOutputs(
  run: GoRun,
  pkgs: Pkg[],
  output: string | undefined,
): Promise<{ pkg: Pkg; file: string; archive: boolean }[]> {
  const abs = (p: string) => run.fs.resolvePath(run.cwd, p);
  const isDir = async (p: string) => (await run.fs.exists(abs(p))) && (await run.fs.stat(abs(p))).isDirectory;
  let o = output;
  if (o === undefined && pkgs.length === 1 && pkgs[0].main) {
    o = pkgs[0].exe;
    if (await isDir(o)) fail(run, `go: build output "${o}" already exists and is a directory`);
  }
  if (o === undefined || o === '/dev/null') return [];
  if ((await isDir(o)) || o.endsWith('/')) {
    const mains = pkgs.filter((p) => p.main);
    if (mains.length === 0) fail(run, 'go: no main packages to build');
    return mains.map((pkg) => ({ pkg, file: abs(`${o}/${pkg.exe}`), archive: false }));
  }
  if (pkgs.length > 1) fail(run, `go: cannot write multiple packages to non-directory ${o}`);
  if (pkgs.length === 0) fail(run, 'no packages to build');
  return [{ pkg: pkgs[0], file: abs(o), archive: !pkgs[0].main }];
}

/** The build ID: the sources and what was built from them. */
function buildId(files: Record<string, string>, target: BuildTarget): string {
  const parts = [JSON.stringify(target)];
  for (const name of Object.keys(files).sort()) parts.push(name, files[name]);
  return hex(sha256(new TextEncoder().encode(parts.join('\0')))).slice(0, 20);
}

const MAGIC = '# Go executable built by the terminal';

/** The executable's text: what it is, and the command that runs the program it was built from. */
function executable(p: BuiltProgram): string {
  const target = p.target.kind === 'dir' ? `dir\t${p.target.dir}` : `files\t${p.target.files.join(' ')}`;
  return [
    '#!/bin/sh',
    `${MAGIC}'s simulated go command (go${p.goVersion}); not an ELF file.`,
    `# path\t${p.path}`,
    ...(p.path === 'command-line-arguments' ? [] : [`# mod\t${p.module}\t(devel)`]),
    `# root\t${p.root}`,
    ...(p.defaultGodebug ? [`# godebug\t${p.defaultGodebug}`] : []),
    `# ${target}`,
    `${EXEC_COMMAND} ${p.id} "$0" "$@"`,
    '',
  ].join('\n');
}

/** A file `go build` wrote: its program's description (from its text), or undefined. */
export function readExecutable(text: string):
  | {
      id: string;
      path: string;
      module?: string;
      root: string;
      target: BuildTarget;
      goVersion: string;
      defaultGodebug?: string;
    }
  | undefined {
  if (!text.startsWith(`#!/bin/sh\n${MAGIC}`)) return undefined;
  const field = (k: string) => new RegExp(`^# ${k}\\t(.*)$`, 'm').exec(text)?.[1];
  const id = new RegExp(`^${EXEC_COMMAND} (\\w+) `, 'm').exec(text)?.[1];
  const goVersion = /\(go([^;)]+)[;)]/.exec(text)?.[1];
  const path = field('path');
  const root = field('root');
  const dir = field('dir');
  const files = field('files');
  if (!id || !goVersion || !path || !root || (dir === undefined && files === undefined)) return undefined;
  const target: BuildTarget =
    dir !== undefined ? { kind: 'dir', dir } : { kind: 'files', files: (files ?? '').split(' ') };
  return {
    id,
    path,
    module: field('mod')?.split('\t')[0],
    root,
    target,
    goVersion,
    defaultGodebug: field('godebug'),
  };
}

/** Writes the executables (mode 0755) and archives of a build that succeeded. */
export async function writeOutputs(
  run: GoRun,
  programs: BuiltPrograms,
  outputs: { pkg: Pkg; file: string; archive: boolean }[],
  files: Record<string, string>,
  module: string,
): Promise<void> {
  const root = run.modRoot as string;
  for (const { pkg, file, archive } of outputs) {
    await run.fs.mkdir(file.slice(0, file.lastIndexOf('/')) || '/', { recursive: true });
    if (archive) {
      // `go build -o x.a ./lib` writes the package's archive (`current ar archive`), not a program
      await run.fs.writeFile(file, `!<arch>\n__.PKGDEF: ${pkg.path} (the terminal's simulated go command)\n`);
      await run.fs.chmod(file, 0o644);
      continue;
    }
    const id = buildId(files, pkg.target);
    const p: BuiltProgram = {
      id,
      root,
      files,
      target: pkg.target,
      path: pkg.path,
      module,
      goVersion: run.goVersion,
      defaultGodebug: defaultGodebug(files, pkg.target),
    };
    programs.set(id, p);
    await run.fs.writeFile(file, executable(p));
    await run.fs.chmod(file, 0o755);
  }
}

/** `go version [-m] FILE` of an executable this terminal built: cmd/go/internal/version's lines. */
export function versionLines(file: string, text: string, modules: boolean): string | undefined {
  const b = readExecutable(text);
  if (b === undefined) return undefined;
  let out = `${file}: go${b.goVersion}\n`;
  if (!modules) return out;
  out += `\tpath\t${b.path}\n`;
  if (b.module !== undefined) out += `\tmod\t${b.module}\t(devel)\t\n`;
  for (const s of [
    '-buildmode=exe',
    '-compiler=gc',
    ...(b.defaultGodebug ? [`DefaultGODEBUG=${b.defaultGodebug}`] : []),
    'CGO_ENABLED=1',
    'CGO_CFLAGS=',
    'CGO_CPPFLAGS=',
    'CGO_CXXFLAGS=',
    'CGO_LDFLAGS=',
    'GOARCH=amd64',
    'GOOS=linux',
    'GOAMD64=v1',
  ])
    out += `\tbuild\t${s}\n`;
  return out;
}

/** A program's sources again when the terminal lost them (restarted after Ctrl-C): only if unchanged. */
async function rebuilt(fs: IFileSystem, file: string, programs: BuiltPrograms, id: string) {
  const known = programs.get(id);
  if (known) return known;
  const b = (await fs.exists(file)) ? readExecutable(await fs.readFile(file)) : undefined;
  if (b === undefined || !(await fs.exists(b.root))) return undefined;
  const files: Record<string, string> = {};
  const walk = async (dir: string, rel: string) => {
    for (const name of await fs.readdir(dir)) {
      const p = `${dir}/${name}`;
      if ((await fs.stat(p)).isDirectory) {
        if (!/^[._]|^vendor$|^bin$|^testdata$/.test(name)) await walk(p, rel ? `${rel}/${name}` : name);
      } else if (name.endsWith('.go') || name === 'go.mod')
        files[rel ? `${rel}/${name}` : name] = await fs.readFile(p);
    }
  };
  // `go build a.go b.go` outside a module kept only the files it named
  if (b.target.kind === 'files' && !(await fs.exists(`${b.root}/go.mod`))) {
    for (const f of b.target.files) {
      const path = `${b.root}/${f}`;
      if (!(await fs.exists(path))) return undefined;
      files[f] = await fs.readFile(path);
    }
  } else await walk(b.root, '');
  if (buildId(files, b.target) !== id) return undefined;
  const p: BuiltProgram = {
    id,
    root: b.root,
    files,
    target: b.target,
    path: b.path,
    module: b.module ?? '',
    goVersion: b.goVersion,
  };
  programs.set(id, p);
  return p;
}

/**
 * Runs a built program with its arguments, as `go run` would run it but as the binary itself: no
 * `exit status N` line, the program's own status. A main that talks to the cluster (a manager, a
 * client-go program) runs on the laptop against the terminal's cluster (local-manager.ts).
 */
export function goExecCommand(world: ShellWorld, programs: BuiltPrograms) {
  return defineCommand(EXEC_COMMAND, async (args, ctx) => {
    const direct = takeDirect(world.order, EXEC_COMMAND);
    const [id = '', argv0 = '', ...rest] = args;
    const file = ctx.fs.resolvePath(ctx.cwd, argv0);
    const p = await rebuilt(ctx.fs, file, programs, id);
    if (p === undefined)
      return {
        stdout: '',
        stderr: `oplab: ${argv0}: the program this file was built from is gone (this terminal restarted and its sources changed since); run go build again\n`,
        exitCode: 126,
      };
    const env: Record<string, string> = { ...(ctx.exportedEnv ?? {}) };
    const r = await runBuilt(
      world,
      ctx.fs,
      p,
      await typedName(ctx.fs, argv0, env.PATH ?? ''),
      rest,
      env,
      ctx.cwd,
    );
    // the program wrote to both streams: as it wrote them (the statement's output is its own)
    if (direct && 'chunks' in r && r.chunks !== undefined && world.order !== undefined)
      return { ...interleave(world.order, r.chunks), exitCode: r.exitCode };
    return r;
  });
}

/**
 * os.Args[0] as the command was typed: a script's `$0` is the path the shell found through PATH
 * (`/home/user/go/bin/app`), a program's argv[0] the word typed (`app`).
 */
async function typedName(fs: IFileSystem, path: string, PATH: string): Promise<string> {
  const base = path.slice(path.lastIndexOf('/') + 1);
  if (!path.startsWith('/') || base === '') return path;
  for (const dir of PATH.split(':')) {
    const candidate = `${dir.replace(/\/+$/, '')}/${base}`;
    if (dir !== '' && (await fs.exists(candidate))) return candidate === path ? base : path;
  }
  return path;
}

/**
 * Whether the main talks to the cluster: it imports controller-runtime or client-go; `manager` when it
 * starts one (ctrl.NewManager / manager.New: the next one replaces it, as a second `make run` does),
 * `client` for a script (a one-shot list, beside a running manager).
 */
export function clusterKind(srcs: readonly string[]): 'manager' | 'client' | undefined {
  let kind: 'manager' | 'client' | undefined;
  for (const src of srcs) {
    if (!/"(sigs\.k8s\.io\/controller-runtime|k8s\.io\/client-go)/.test(src)) continue;
    if (/\b(NewManager|manager\.New)\(/.test(src)) return 'manager';
    kind = 'client';
  }
  return kind;
}

/** A simulated module's version note (src/kube/gopkg/modules.ts), as the loader prints it. */
const VERSION_NOTE = /^oplab: go\.mod requires \S+ \S+, a version oplab does not model; .*\n/gm;

/**
 * The note a program left running in the background gets: a manager (make run), or a client-go program
 * still waiting for the cluster (its watch, its informers), which a real one would hold the terminal
 * for until the API server ends the watch or Ctrl-C.
 */
export function backgroundNote(kind: 'manager' | 'client'): string {
  return kind === 'manager'
    ? '[oplab] The manager keeps running in the background, as if in a second terminal; `oplab-manager logs` shows its log, `oplab-manager stop` stops it (Ctrl-C).\n'
    : '[oplab] The program is waiting for cluster events and keeps running in the background, as if in a second terminal; `oplab-manager logs` shows its output, `oplab-manager stop` stops it (Ctrl-C).\n';
}

async function runBuilt(
  world: ShellWorld,
  fs: IFileSystem,
  p: BuiltProgram,
  argv0: string,
  args: string[],
  env: Record<string, string>,
  cwd: string,
): Promise<{ stdout: string; stderr: string; exitCode: number; chunks?: OutputChunk[] }> {
  const own = Object.keys(p.files).filter((f) =>
    p.target.kind === 'files'
      ? p.target.files.includes(f)
      : f.endsWith('.go') &&
        !f.endsWith('_test.go') &&
        (f.lastIndexOf('/') < 0 ? '.' : f.slice(0, f.lastIndexOf('/'))) === p.target.dir,
  );
  const kind = clusterKind(own.map((f) => p.files[f]));
  if (kind !== undefined) {
    const { runLocalManager } = await import('../../kube/local-manager.ts');
    const before = world.cluster.local.manager;
    const r = await runLocalManager({
      fs,
      root: p.root,
      cwd,
      args: [],
      env,
      cluster: world.cluster,
      clock: world.net.clock,
      replaces: kind === 'manager',
      built: { files: p.files, target: p.target, args, name: argv0 },
    });
    const note =
      world.cluster.local.manager !== undefined && world.cluster.local.manager !== before
        ? backgroundNote(kind)
        : '';
    // the simulated modules' version notes are the go command's lines, printed when it built the file
    return { ...r, stderr: r.stderr.replace(VERSION_NOTE, '') + note };
  }
  if (!world.goToolchain)
    return {
      stdout: '',
      stderr: 'oplab: the simulated Go toolchain is not available in this terminal yet; nothing was run.\n',
      exitCode: 1,
    };
  return world.goToolchain.run(p.files, ['exec'], cwd, { exec: { target: p.target, args, argv0 } });
}
