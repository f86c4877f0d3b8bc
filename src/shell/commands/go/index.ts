// The simulated `go` command, registered in the shell as a just-bash custom command.
import { defineCommand } from 'just-bash';
import { withProxyEnv } from '../../network/transport.ts';
import type { ShellWorld } from '../../world.ts';
import { goBuild, goModDownload } from './build.ts';
import { goGet } from './get.ts';
import { goEnvCommand, resolveGoEnv } from './goenv.ts';
import { goInstall } from './install.ts';
import { goModEdit, goModInit } from './modedit.ts';
import { fail, findModRoot, GoExit, type GoRun } from './run.ts';
import { goModTidy } from './tidy.ts';

// A flag any go command defines is accepted in GOFLAGS and ignored by the commands that lack it
// (base/goflags.go InitGOFLAGS: hasFlag(Go, name)): `go get` still defines -insecure only to refuse
// it, so GOFLAGS=-insecure passes here, `go mod tidy` ignores it and `go get` fails (go1.23.5).
const KNOWN_GOFLAGS =
  /^-(mod|modcacherw|modfile|buildvcs|trimpath|v|x|tags|ldflags|gcflags|race|p|overlay|pgo|cover|count|insecure)(=.*)?$/;

/** GOFLAGS: "A space-separated list of -flag=value settings" (go help environment). */
function checkGoflags(run: GoRun): void {
  for (const f of run.env.GOFLAGS.split(/\s+/).filter(Boolean)) {
    if (!f.startsWith('-')) fail(run, `go: parsing $GOFLAGS: non-flag "${f}"`);
    if (!KNOWN_GOFLAGS.test(f)) fail(run, `go: parsing $GOFLAGS: unknown flag ${f.replace(/=.*/, '')}`);
  }
}

const GO_USAGE = `Go is a tool for managing Go source code.

Usage:

	go <command> [arguments]

The commands are:

	build       compile packages and dependencies
	clean       remove object files and cached files
	env         print Go environment information
	get         add dependencies to current module and install them
	mod         module maintenance
	run         compile and run Go program
	vet         report likely mistakes in packages
	version     print Go version

Use "go help <command>" for more information about a command.
`;

async function dispatch(run: GoRun, args: string[], world: ShellWorld): Promise<void> {
  const [cmd, ...rest] = args;
  switch (cmd) {
    case undefined:
      run.stderr.push(GO_USAGE);
      throw new GoExit(2);
    case 'help':
    case '-h':
    case '--help':
      run.stdout.push(GO_USAGE);
      return;
    case 'version':
      run.stdout.push(`go version go${run.goVersion} linux/amd64\n`);
      return;
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
    case 'mod': {
      const [sub, ...subArgs] = rest;
      checkGoflags(run);
      if (sub === 'tidy') return goModTidy(run);
      if (sub === 'download') return goModDownload(run);
      if (sub === 'init') return goModInit(run, subArgs);
      if (sub === 'edit') return goModEdit(run, subArgs);
      if (sub === 'verify') {
        run.stdout.push('all modules verified\n');
        return;
      }
      if (sub === undefined)
        fail(run, "Go mod provides access to operations on modules.\n\nRun 'go help mod' for usage.", 2);
      fail(run, `go mod ${sub}: unknown command\nRun 'go help mod' for usage.`, 2);
      return;
    }
    case 'get':
      checkGoflags(run);
      return goGet(run, rest);
    case 'build':
    case 'vet':
    case 'run':
      checkGoflags(run);
      return goBuild(run, cmd, rest, world.goToolchain, (root, args, env) =>
        localManagerMain(run, world, root, args, env),
      );
    case 'install':
      checkGoflags(run);
      return goInstall(run, rest);
    case 'fmt':
      return;
    case 'clean':
      if (rest.includes('-modcache')) {
        const dir = run.env.GOMODCACHE;
        if (await run.fs.exists(dir)) await run.fs.rm(dir, { recursive: true, force: true });
      }
      return;
    default:
      fail(run, `go ${cmd}: unknown command\nRun 'go help' for usage.`, 2);
  }
}

/**
 * `go run` of a module whose main starts a controller-runtime manager: the learner's Go runs as the
 * laptop's manager and stays up in the background (src/shell/kube/local-manager.ts). Other programs
 * go to the Go toolchain.
 */
async function localManagerMain(
  run: GoRun,
  world: ShellWorld,
  root: string,
  args: string[],
  env: Record<string, string>,
) {
  if (!(await startsManager(run, args))) return undefined;
  // loaded on first use: the Go toolchain and the simulated controller-runtime are large, and most
  // terminal lessons never start a manager
  const { runLocalManager } = await import('../../kube/local-manager.ts');
  const r = await runLocalManager({
    fs: run.fs,
    root,
    cwd: run.cwd,
    args,
    env,
    cluster: world.cluster,
    clock: world.net.clock,
  });
  const note = world.cluster.local.manager
    ? '[oplab] The manager keeps running in the background, as if in a second terminal; `oplab-manager logs` shows its log, `oplab-manager stop` stops it (Ctrl-C).\n'
    : '';
  return { stdout: r.stdout, stderr: r.stderr + note, exitCode: r.exitCode };
}

/** The main package imports controller-runtime (it can start a manager on the cluster). */
async function startsManager(run: GoRun, args: string[]): Promise<boolean> {
  const target = args.find((a) => !a.startsWith('-')) ?? '.';
  const path = (target.startsWith('/') ? target : `${run.cwd}/${target}`).replace(/\/+/g, '/');
  const files: string[] = [];
  if (path.endsWith('.go')) files.push(path);
  else if (await run.fs.exists(path))
    for (const n of await run.fs.readdir(path))
      if (n.endsWith('.go') && !n.endsWith('_test.go')) files.push(`${path}/${n}`);
  for (const f of files)
    if ((await run.fs.exists(f)) && (await run.fs.readFile(f)).includes('"sigs.k8s.io/controller-runtime'))
      return true;
  return false;
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
    run.env = await resolveGoEnv({ fs: ctx.fs, osEnv, cwd: ctx.cwd, goVersion: world.goVersion });
    let exitCode = 0;
    try {
      await dispatch(run, args, world);
    } catch (e) {
      if (!(e instanceof GoExit)) throw e;
      exitCode = e.code;
    }
    return { stdout: run.stdout.join(''), stderr: run.stderr.join(''), exitCode };
  });
}
