// The simulated `go` command, registered in the shell as a just-bash custom command.

import { defineCommand } from 'just-bash';
import {
  buildArgs,
  buildFlagError,
  goflagsValueError,
  goRunPositional,
  modFlagError,
} from '../../go-run-args.ts';
import { withProxyEnv } from '../../network/transport.ts';
import { interleave, type OutputChunk, pushChunk, takeDirect } from '../../order.ts';
import type { ShellWorld } from '../../world.ts';
import { backgroundNote, clusterKind, versionLines } from './binary.ts';
import { emitChunks, goBuild, goModDownload } from './build.ts';
import { parseFlags } from './flags.ts';
import { goGet } from './get.ts';
import { GOROOT, goEnvCommand, readEnvFile, resolveGoEnv } from './goenv.ts';
import { goInstall } from './install.ts';
import { goList } from './list.ts';
import { goModGraph, goModVerify } from './modcmds.ts';
import { goModEdit, goModInit } from './modedit.ts';
import { errln, fail, findModRoot, GoExit, type GoRun } from './run.ts';
import { parseTestArgs } from './test-args.ts';
import { goModTidy } from './tidy.ts';
import { goToolCover } from './toolcover.ts';
import { goModVendor } from './vendor.ts';
import { goModWhy } from './why.ts';

// A flag any go command defines is accepted in GOFLAGS and ignored by the commands that lack it
// (base/goflags.go InitGOFLAGS: hasFlag(Go, name)): `go get` still defines -insecure only to refuse
// it, so GOFLAGS=-insecure passes here, `go mod tidy` ignores it and `go get` fails (go1.23.5).
const KNOWN_GOFLAGS =
  /^-(mod|modcacherw|modfile|buildvcs|trimpath|v|x|tags|ldflags|gcflags|race|p|overlay|pgo|cover|count|insecure)(=.*)?$/;

/**
 * GOFLAGS: "A space-separated list of -flag=value settings" (go help environment). As
 * base/goflags.go InitGOFLAGS reads each word: `-x`, `--x`, `-x=v` or `--x=v` (`-`, `--`, `---x`,
 * `-=v` are non-flags), an unknown one named with one dash. The words are then kept with one dash,
 * as the flag package reads `--mod=vendor` as -mod=vendor.
 */
function checkGoflags(run: GoRun): void {
  const words = run.env.GOFLAGS.split(/\s+/).filter(Boolean);
  for (const f of words) {
    if (!f.startsWith('-') || f === '-' || f === '--' || /^(---|--?=)/.test(f))
      fail(run, `go: parsing $GOFLAGS: non-flag "${f}"`);
    const one = f.replace(/^--/, '-');
    if (!KNOWN_GOFLAGS.test(one)) fail(run, `go: parsing $GOFLAGS: unknown flag ${one.replace(/=.*/, '')}`);
  }
  if (words.some((f) => f.startsWith('--')))
    run.env.GOFLAGS = words.map((f) => f.replace(/^--/, '-')).join(' ');
}

/**
 * The flags' values, in the order the go command checks them: GOFLAGS's (SetFromGOFLAGS), the
 * command line's (the flag package; go test's by test-args.ts), then -mod (work.BuildInit); go
 * list's flags are parsed by list.ts.
 */
function checkFlagValues(run: GoRun, cmd: string, args: string[]): void {
  const fromEnv = goflagsValueError(cmd, run.env.GOFLAGS);
  if (fromEnv !== undefined) fail(run, fromEnv, 2);
  const flagError = buildFlagError(cmd, args);
  if (flagError !== undefined) fail(run, flagError, 2);
  // go test's command line is parsed (test/testflag.go) before work.BuildInit checks -mod
  if (cmd === 'test') {
    const t = parseTestArgs(args);
    if ('error' in t) fail(run, t.error, 2);
  }
  const mod = modFlagError(cmd, args, run.env.GOFLAGS);
  if (mod !== undefined) fail(run, mod);
}

/** Every command and help topic of go1.23.5's `go help` (cmd/go/main.go base.Go.Commands). */
const GO_COMMANDS = new Set([
  'bug',
  'build',
  'clean',
  'doc',
  'env',
  'fix',
  'fmt',
  'generate',
  'get',
  'install',
  'list',
  'mod',
  'work',
  'run',
  'telemetry',
  'test',
  'tool',
  'version',
  'vet',
]);
const GO_TOPICS = new Set([
  'buildconstraint',
  'buildmode',
  'c',
  'cache',
  'environment',
  'filetype',
  'go.mod',
  'gopath',
  'goproxy',
  'importpath',
  'modules',
  'module-auth',
  'packages',
  'private',
  'testflag',
  'testfunc',
  'vcs',
]);
const MOD_COMMANDS = ['download', 'edit', 'graph', 'init', 'tidy', 'vendor', 'verify', 'why'];
const WORK_COMMANDS = ['edit', 'init', 'sync', 'use', 'vendor'];

/** `go help [topic [subtopic]]` (cmd/go/internal/help.Help). */
async function goHelp(run: GoRun, args: string[]): Promise<void> {
  const { HELP } = await import('./help-texts.ts');
  const topic = args.join(' ');
  const text = HELP[topic];
  if (text !== undefined) {
    run.stdout.push(text);
    return;
  }
  const known =
    args.length === 1
      ? GO_COMMANDS.has(args[0]) || GO_TOPICS.has(args[0])
      : args.length === 2 &&
        ((args[0] === 'mod' && MOD_COMMANDS.includes(args[1])) ||
          (args[0] === 'work' && WORK_COMMANDS.includes(args[1])));
  if (!known) {
    const parent = args.slice(0, -1).join(' ');
    fail(run, `go help ${topic}: unknown help topic. Run 'go help${parent ? ` ${parent}` : ''}'.`, 2);
  }
  fail(
    run,
    `oplab: the text of 'go help ${topic}' is not included in this terminal; see https://pkg.go.dev/cmd/go`,
    2,
  );
}

/** `go version [-m] [-v] [file ...]` (cmd/go/internal/version/version.go). */
async function goVersionCommand(run: GoRun, argv: string[]): Promise<void> {
  const f = parseFlags(run, argv, { m: 'bool', v: 'bool' }, 'go version [-m] [-v] [file ...]', 'version');
  if (f.args.length === 0) {
    for (const flag of ['m', 'v'])
      if (f.bools.has(flag)) fail(run, `go: 'go version' only accepts -${flag} flag with arguments`, 2);
    run.stdout.push(`go version go${run.goVersion} linux/amd64\n`);
    return;
  }
  let status = 0;
  const verbose = f.bools.has('v');
  // stdout and stderr lines in the order version.go prints them (`go version -v DIR` mixes them)
  const chunks: OutputChunk[] = [];
  const say = (fd: 1 | 2, text: string) => chunks.push({ fd, text });
  // version.go scanFile: a Go binary's lines; with mustPrint (a named file, or -v) a file that
  // looks like one (executable, .so/.exe/.dll) but has no build info is reported
  const scanFile = async (shown: string, path: string, mustPrint: boolean) => {
    const text = await run.fs.readFile(path);
    const built = versionLines(shown, text, f.bools.has('m'));
    if (built !== undefined) {
      say(1, built);
      return;
    }
    if (!mustPrint) return;
    const st = await run.fs.stat(path);
    // the tools `go install` put in this terminal are stand-ins without build information
    if (st.mode & 0o111 && text.startsWith('#!/bin/sh\noplab-tool '))
      say(
        2,
        `oplab: ${shown} is a stand-in for a Go binary and carries no build information in this terminal\n`,
      );
    else if (st.mode & 0o111 || /\.(so|exe|dll)$|\.so\./i.test(shown))
      // debug/buildinfo's errUnrecognizedFormat: no ELF, Mach-O, PE, XCOFF or Plan 9 header
      say(2, `${shown}: could not read Go build info from ${shown}: unrecognized file format\n`);
  };
  // version.go scanDir: filepath.WalkDir in lexical order, each regular file under its
  // filepath.Join'ed name (`go version .` shows `app`, `go version ./bin` shows `bin/app`)
  const scanDir = async (shown: string, path: string) => {
    for (const name of [...(await run.fs.readdir(path))].sort()) {
      const child = `${path}/${name}`;
      const childShown = cleanJoin(shown, name);
      const st = await run.fs.stat(child);
      if (st.isDirectory) await scanDir(childShown, child);
      else if (st.isFile) await scanFile(childShown, child, verbose);
    }
  };
  for (const arg of f.args) {
    const path = arg.startsWith('/') ? arg : `${run.cwd === '/' ? '' : run.cwd}/${arg}`;
    if (!(await run.fs.exists(path))) {
      say(2, `stat ${arg}: no such file or directory\n`);
      status = 1;
      continue;
    }
    const st = await run.fs.stat(path);
    if (st.isDirectory) await scanDir(arg, path);
    else await scanFile(arg, path, true);
  }
  emitChunks(run, chunks);
  if (status !== 0) throw new GoExit(status);
}

/** Go's filepath.Join(dir, name): the joined path, cleaned. */
function cleanJoin(dir: string, name: string): string {
  const abs = dir.startsWith('/');
  const out: string[] = [];
  for (const part of `${dir}/${name}`.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..' && out.length > 0 && out[out.length - 1] !== '..') out.pop();
    else if (part !== '..' || !abs) out.push(part);
  }
  const joined = out.join('/');
  return abs ? `/${joined}` : joined || '.';
}

/** `go clean` (cmd/go/internal/clean/clean.go): the module cache part; the rest has nothing to remove here. */
async function goClean(run: GoRun, argv: string[]): Promise<void> {
  const bools = [
    'i',
    'r',
    'cache',
    'testcache',
    'modcache',
    'fuzzcache',
    'n',
    'x',
    'v',
    'a',
    'race',
    'trimpath',
  ];
  const values = ['mod', 'modfile', 'tags', 'ldflags', 'gcflags', 'p', 'buildvcs'];
  const spec = Object.fromEntries([
    ...bools.map((b) => [b, 'bool' as const]),
    ...values.map((v) => [v, 'value' as const]),
  ]);
  const f = parseFlags(
    run,
    argv,
    spec,
    'go clean [-i] [-r] [-cache] [-testcache] [-modcache] [-fuzzcache] [build flags] [packages]',
    'clean',
  );
  if (f.args.length > 0) {
    const cacheFlag = ['cache', 'testcache', 'fuzzcache', 'modcache'].find((c) => f.bools.has(c));
    if (cacheFlag) fail(run, `go: clean -${cacheFlag} cannot be used with package arguments`);
  }
  // packages are cleaned when named, or in a module when no cache is (golang.org/issue/29925)
  const caches = ['cache', 'testcache', 'fuzzcache', 'modcache'].some((c) => f.bools.has(c));
  if (f.args.length > 0 || f.bools.has('i') || f.bools.has('r') || !caches) {
    const { cleanPackages } = await import('./clean.ts');
    await cleanPackages(run, f.args, { n: f.bools.has('n'), x: f.bools.has('x'), i: f.bools.has('i') });
  }
  if (f.bools.has('modcache')) {
    const dir = run.env.GOMODCACHE;
    if (f.bools.has('n') || f.bools.has('x')) run.stdout.push(`rm -rf ${dir}\n`);
    if (!f.bools.has('n') && (await run.fs.exists(dir)))
      await run.fs.rm(dir, { recursive: true, force: true });
  }
}

/**
 * [SOURCE] cmd/go/main.go (go1.23.5), before any command but `go help`: GOROOT (the OS
 * environment's, else the go env file's, else the installation's; filepath.Clean'ed) must be a
 * directory; GOPATH equal to GOROOT is a warning; a GOPATH entry starting with `~` (a quoted
 * `GOPATH="~/go"`) or relative, when GOPATH was set, stops the command. Exit status 2.
 * [CAPTURED] go1.23.5 after `go env -w GOROOT=/x`: `go: cannot find GOROOT directory: /x` for
 * `go version`, `go env` and `go env -u GOROOT` alike; `GOPATH=go go version`: `go: GOPATH entry is
 * relative; must be absolute path: "go".` / `For more details see: 'go help gopath'`.
 */
async function checkGorootGopath(run: GoRun): Promise<void> {
  const file = await readEnvFile({ fs: run.fs, osEnv: run.osEnv, cwd: run.cwd, goVersion: run.goVersion });
  const getenv = (k: string) => run.osEnv[k] || file.get(k) || '';
  const rawRoot = getenv('GOROOT');
  const goroot = rawRoot === '' ? GOROOT : cleanJoin(rawRoot, '.');
  const abs = goroot.startsWith('/') ? goroot : cleanJoin(run.cwd, goroot);
  if (!(await run.fs.exists(abs)) || !(await run.fs.stat(abs)).isDirectory)
    fail(run, `go: cannot find GOROOT directory: ${goroot}`, 2);
  const gopath = getenv('GOPATH') || run.env.GOPATH;
  if (gopath !== '' && cleanJoin(gopath, '.') === goroot) {
    errln(run, `warning: GOPATH set to GOROOT (${gopath}) has no effect`);
    // written before the command's own output
    emitChunks(run, []);
    return;
  }
  for (const p of gopath.split(':')) {
    if (p === '') continue;
    if (p.startsWith('~'))
      fail(run, `go: GOPATH entry cannot start with shell metacharacter '~': ${JSON.stringify(p)}`, 2);
    if (!p.startsWith('/') && getenv('GOPATH') !== '')
      fail(
        run,
        `go: GOPATH entry is relative; must be absolute path: ${JSON.stringify(p)}.\nFor more details see: 'go help gopath'`,
        2,
      );
  }
}

async function dispatch(run: GoRun, args: string[], world: ShellWorld): Promise<void> {
  const [cmd, ...rest] = args;
  if (cmd !== undefined && cmd !== 'help' && cmd !== '-h' && cmd !== '--help') await checkGorootGopath(run);
  switch (cmd) {
    case undefined: {
      // base.Usage: the same text as `go help`, on stderr, exit status 2.
      const { HELP } = await import('./help-texts.ts');
      run.stderr.push(HELP['']);
      throw new GoExit(2);
    }
    case 'help':
    case '-h':
    case '--help':
      return goHelp(run, cmd === 'help' ? rest : []);
    case 'version':
      return goVersionCommand(run, rest);
    case 'env': {
      const r = await goEnvCommand(rest, {
        fs: run.fs,
        osEnv: run.osEnv,
        cwd: run.cwd,
        goVersion: run.goVersion,
        goModPath: (await findModRoot(run.fs, run.cwd))?.replace(/\/?$/, '/go.mod'),
      });
      run.stdout.push(r.stdout);
      run.stderr.push(r.stderr);
      if (r.exitCode !== 0) throw new GoExit(r.exitCode);
      return;
    }
    case 'work': {
      // cmd/go/internal/workcmd: `go work` alone prints its help on stderr (base.Usage, exit 2); a
      // name that is not one of its commands is refused as go1.23 refuses it. Workspaces themselves
      // are not simulated: the terminal's lessons use a single module.
      const [sub] = rest;
      const { HELP } = await import('./help-texts.ts');
      if (sub === undefined) {
        run.stderr.push(HELP.work);
        throw new GoExit(2);
      }
      return fail(
        run,
        WORK_COMMANDS.includes(sub)
          ? `oplab: 'go work ${sub}' is not simulated in this terminal.`
          : `go work: unknown command\nRun 'go help work' for usage.`,
        2,
      );
    }
    case 'mod': {
      const [sub, ...subArgs] = rest;
      checkGoflags(run);
      if (sub === 'tidy') return goModTidy(run, subArgs);
      if (sub === 'download') return goModDownload(run, subArgs);
      if (sub === 'init') return goModInit(run, subArgs);
      if (sub === 'edit') return goModEdit(run, subArgs);
      if (sub === 'graph') return goModGraph(run, subArgs);
      if (sub === 'verify') return goModVerify(run, subArgs);
      if (sub === 'why') return goModWhy(run, subArgs);
      if (sub === 'vendor') return goModVendor(run, subArgs);
      if (sub === undefined) {
        // base.Usage of a command with subcommands: its help text, on stderr
        const { HELP } = await import('./help-texts.ts');
        run.stderr.push(HELP.mod);
        throw new GoExit(2);
      }
      // go1.23 names the command it found (`go mod tidyy`, `go mod -x`)
      fail(run, `go mod: unknown command\nRun 'go help mod' for usage.`, 2);
      return;
    }
    case 'get':
      checkGoflags(run);
      return goGet(run, rest);
    case 'list': {
      checkGoflags(run);
      // go list's own flags are parsed (list.ts) before -mod is checked
      const fromEnv = goflagsValueError(cmd, run.env.GOFLAGS);
      if (fromEnv !== undefined) fail(run, fromEnv, 2);
      return goList(run, rest);
    }
    case 'build':
    case 'vet':
    case 'run':
    case 'test': {
      checkGoflags(run);
      checkFlagValues(run, cmd, rest);
      // `go run` names no package or file
      if (cmd === 'run' && buildArgs(rest).patterns.length === 0) fail(run, 'go: no go files listed');
      return goBuild(
        run,
        cmd,
        rest,
        world.goToolchain,
        (root, args, env) => localManagerMain(run, world, root, args, env),
        { programs: world.programs },
      );
    }
    case 'install': {
      checkGoflags(run);
      checkFlagValues(run, cmd, rest);
      return goInstall(run, rest, world);
    }
    case 'fmt':
      // cmd/go/internal/fmtcmd: -n, -x and the module flags; formatting itself has nothing to do here
      parseFlags(
        run,
        rest,
        { n: 'bool', x: 'bool', mod: 'value', modcacherw: 'bool', modfile: 'value' },
        'go fmt [-n] [-x] [packages]',
        'fmt',
      );
      return;
    case 'tool':
      if (rest[0] === 'cover') return goToolCover(run, rest.slice(1));
      fail(
        run,
        `oplab: 'go tool ${rest[0] ?? ''}' is not simulated in this terminal; 'go tool cover -func' is.`,
        2,
      );
      return;
    case 'clean':
      return goClean(run, rest);
    default:
      if (cmd.startsWith('-')) {
        // the go command's own flags: the flag package's error, then go's usage
        const { HELP } = await import('./help-texts.ts');
        run.stderr.push(
          `flag provided but not defined: -${cmd.replace(/^--?/, '').replace(/=.*/, '')}\n${HELP['']}`,
        );
        throw new GoExit(2);
      }
      if (GO_COMMANDS.has(cmd)) fail(run, `oplab: 'go ${cmd}' is not simulated in this terminal.`, 2);
      fail(run, `go ${cmd}: unknown command\nRun 'go help' for usage.`, 2);
  }
}

/**
 * `go run` of a module whose main talks to the cluster (a controller-runtime manager, a client-go
 * program): the learner's Go runs on the laptop against the terminal's cluster, and a program still
 * running after its first turn (a manager, an informer) stays up in the background
 * (src/shell/kube/local-manager.ts). Other programs go to the Go toolchain.
 */
async function localManagerMain(
  run: GoRun,
  world: ShellWorld,
  root: string,
  args: string[],
  env: Record<string, string>,
) {
  const kind = await talksToCluster(run, args);
  if (kind === undefined) return undefined;
  // loaded on first use: the Go toolchain and the simulated controller-runtime are large, and most
  // terminal lessons never start a manager
  const { runLocalManager } = await import('../../kube/local-manager.ts');
  const before = world.cluster.local.manager;
  const r = await runLocalManager({
    fs: run.fs,
    root,
    cwd: run.cwd,
    args,
    env,
    cluster: world.cluster,
    clock: world.net.clock,
    // a client-go script run beside `make run` leaves that manager alone
    replaces: kind === 'manager',
  });
  const started = world.cluster.local.manager !== undefined && world.cluster.local.manager !== before;
  const note = started ? backgroundNote(kind) : '';
  return { stdout: r.stdout, stderr: r.stderr + note, exitCode: r.exitCode };
}

/** Whether the main package `go run` names talks to the cluster (binary.ts clusterKind). */
async function talksToCluster(run: GoRun, args: string[]): Promise<'manager' | 'client' | undefined> {
  const target = goRunPositional(args)[0] ?? '.';
  const path = (target.startsWith('/') ? target : `${run.cwd}/${target}`).replace(/\/+/g, '/');
  const files: string[] = [];
  if (path.endsWith('.go')) files.push(path);
  else if (await run.fs.exists(path))
    for (const n of await run.fs.readdir(path))
      if (n.endsWith('.go') && !n.endsWith('_test.go')) files.push(`${path}/${n}`);
  const srcs: string[] = [];
  for (const f of files) srcs.push((await run.fs.exists(f)) ? await run.fs.readFile(f) : '');
  return clusterKind(srcs);
}

export function goCommand(world: ShellWorld) {
  return defineCommand('go', async (args, ctx) => {
    const osEnv: Record<string, string> = { ...(ctx.exportedEnv ?? Object.fromEntries(ctx.env)) };
    const run: GoRun = {
      fs: ctx.fs,
      cwd: ctx.cwd,
      // cmd/go's HTTP client honours HTTPS_PROXY/HTTP_PROXY/NO_PROXY (TOOLCHAIN.md A2.1).
      net: withProxyEnv(world.net, osEnv),
      env: {},
      osEnv,
      goVersion: world.goVersion,
      stdout: [],
      stderr: [],
      sum: new Map(),
      sumDirty: false,
    };
    const direct = takeDirect(world.order, 'go');
    run.env = await resolveGoEnv({ fs: ctx.fs, osEnv, cwd: ctx.cwd, goVersion: world.goVersion });
    let exitCode = 0;
    try {
      await dispatch(run, args, world);
    } catch (e) {
      if (!(e instanceof GoExit)) throw e;
      exitCode = e.code;
    }
    const w = run.written;
    if (direct && w !== undefined && world.order !== undefined) {
      // go run's program wrote to both streams: as it wrote them, after the go command's own lines
      const chunks: OutputChunk[] = [];
      pushChunk(chunks, 1, run.stdout.slice(0, w.stdout).join(''));
      pushChunk(chunks, 2, run.stderr.slice(0, w.stderr).join(''));
      for (const c of w.chunks) pushChunk(chunks, c.fd, c.text);
      pushChunk(chunks, 1, run.stdout.slice(w.stdout + 1).join(''));
      pushChunk(chunks, 2, run.stderr.slice(w.stderr + 1).join(''));
      return { ...interleave(world.order, chunks), exitCode };
    }
    return { stdout: run.stdout.join(''), stderr: run.stderr.join(''), exitCode };
  });
}
