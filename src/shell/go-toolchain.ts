// Adapter from the shell's `go build`/`go vet`/`go run` to the Go toolchain of src/go (engine-safe:
// no Node APIs). Hosts pass it as ShellOptions.goToolchain; the module checks (requirements,
// go.sum, downloads) have already run in src/shell/commands/go/build.ts when it is called.
//
// A module that requires the Kubernetes modules is tested on the simulated k8s.io/… and
// controller-runtime packages (kubeToolchain). src/go does not provide every package (go build/vet
// of such a module, a standard package outside its subset): when the go command's errors (values,
// GoCmdError) only say that, the shell says so in a note instead of printing an error the real
// toolchain would not print: the module checks passed.
//
// Hosts that run it in a browser worker (src/components/terminal) give it limits and hooks for the
// programs it runs (makeGoToolchain); srcGoToolchain has none, as the CLI's shell runs it.

import { defaultPhases } from '../go/build/default.ts';
import { argFromDir, positionsFromDir } from '../go/build/go-cwd.ts';
import { skippedDir } from '../go/build/mod/imports.ts';
import { checkGo, type GoCmdError, type GoRunRequest, goRunExit, type Phases, runGo } from '../go/index.ts';
import { isStdPackage } from '../go/std/index.ts';
import { vetTargets } from '../go/vet/index.ts';
import type { CompileResult, GoToolchain } from './commands/go/build.ts';
import { GOROOT } from './commands/go/goenv.ts';
import {
  goTest,
  inOtherModule,
  parseTestArgs,
  type TestArgs,
  type TestRunOptions,
} from './commands/go/test.ts';
import { buildArgs } from './go-run-args.ts';
import { type OutputChunk, pushChunk } from './order.ts';

type Target = { kind: 'files'; files: string[] } | { kind: 'dir'; dir: string };

interface Limits {
  /** Packages src/go does not provide. */
  missing: string[];
}

/** The toolchain's limitations, when they are the only load errors; undefined otherwise. */
function onlyLimitations(errors: readonly GoCmdError[] | undefined): Limits | undefined {
  if (errors === undefined || errors.length === 0) return undefined;
  const out: Limits = { missing: [] };
  for (const e of errors) {
    switch (e.kind) {
      // The shell's module checks passed: a module src/go cannot read is a limitation, not an error.
      case 'import-missing':
      case 'missing-sum':
      case 'module':
      case 'std-unsupported':
      case 'sim-unsupported':
        out.missing.push(e.path);
        break;
      case 'fetch':
        if (e.path === undefined) return undefined;
        out.missing.push(e.path);
        break;
      default:
        return undefined;
    }
  }
  return out;
}

/**
 * What makes two targets' load errors one error of the go command. An import cycle is the error of
 * the one package where loading met it again (cmd/go/internal/load reusePackage), so the targets
 * that reach the same cycle from other packages share it.
 */
function loadErrorKey(r: { stderr: string; loadErrors?: readonly GoCmdError[] }): string {
  const e = r.loadErrors;
  if (e?.length === 1 && e[0].kind === 'import-cycle') {
    const stack = e[0].stack;
    const cycle = stack.slice(stack.indexOf(stack[stack.length - 1]));
    return `cycle ${[...new Set(cycle)].sort().join(' ')}`;
  }
  return r.stderr;
}

function note(missing: Iterable<string>): string {
  const m = [...new Set(missing)].sort();
  if (m.length === 0) return '';
  return `oplab: not compiled: the simulated Go toolchain does not provide ${m.join(', ')} yet (the module checks passed).\n`;
}

/**
 * Package directories with Go files, for `./...`. A directory of _test.go files only matches too, but
 * go build skips it without a word, and vet finds nothing there as long as test files are not vetted.
 * testdata, vendor, `_x` and `.x` directories are not walked (the go command's rule, skippedDir), nor
 * directories of another module.
 */
function packageDirs(files: Record<string, string>): string[] {
  const dirs = new Set<string>();
  for (const name of Object.keys(files)) {
    if (!name.endsWith('.go') || name.endsWith('_test.go')) continue;
    const i = name.lastIndexOf('/');
    const dir = i < 0 ? '.' : name.slice(0, i);
    if (dir !== '.' && dir.split('/').some(skippedDir)) continue;
    if (inOtherModule(files, dir)) continue;
    dirs.add(dir);
  }
  return [...dirs].sort();
}

/** `go run ./cmd/main.go x` → files target + program args; `go run ./cmd x` → dir target. */
/**
 * A package path the go command looks for in GOROOT (no dot in its first element, not the main
 * module's) that is not a standard package: load.go's `package X is not in std (GOROOT/src/X)`.
 */
function notInStd(p: string, files: Record<string, string>): string | undefined {
  if (p.startsWith('.') || p.startsWith('/') || p.endsWith('.go') || p.includes('...')) return undefined;
  if (p.split('/')[0].includes('.') || isStdPackage(p)) return undefined;
  const mod = /^\s*module\s+"?([^\s"]+)/m.exec(files['go.mod'] ?? '')?.[1];
  if (mod !== undefined && (p === mod || p.startsWith(`${mod}/`))) return undefined;
  return `package ${p} is not in std (${GOROOT}/src/${p})\n`;
}

function runTarget(args: string[]): { target: Target; rest: string[] } {
  let n = 0;
  while (n < args.length && args[n].endsWith('.go')) n++;
  if (n > 0)
    return {
      target: { kind: 'files', files: args.slice(0, n).map((f) => f.replace(/^\.\//, '')) },
      rest: args.slice(n),
    };
  const [pkg = '.', ...rest] = args;
  return { target: { kind: 'dir', dir: pkg.replace(/^\.\//, '') || '.' }, rest };
}

/** go.mod requires a Kubernetes module (the CLI's test in src/cli/go.ts requiresKubernetes). */
const KUBE_REQUIRE =
  /^\s*(?:require\s+)?(?:k8s\.io\/(?:api|apimachinery|client-go|apiextensions-apiserver|utils)|sigs\.k8s\.io\/controller-runtime)\s+v/m;

/**
 * A module that requires the Kubernetes modules is built, vetted and tested on the simulated packages
 * of the controller-runtime minor go.mod pins, as `oplab go test` does (src/cli/go.ts); each test
 * binary runs with a fresh simulated cluster (what envtest would start, src/cli/go-kube.ts). Loaded
 * only for such modules.
 */
async function kubeToolchain(
  files: Record<string, string>,
  /** The binaries envtest finds (KubeEnv.envtestBinaries): the terminal's files. */
  envtestBinaries?: { root: string; paths: readonly string[] },
): Promise<Required<Pick<TestRunOptions, 'run' | 'phases'>> | undefined> {
  if (!KUBE_REQUIRE.test(files['go.mod'] ?? '')) return undefined;
  // local-manager.ts loads src/kube/run/resident.ts, which binds client-go's REST transport on import.
  const { newKubeEnv, withKubeEnv, controllerRuntimeMinor, kubePhases } = await import(
    './kube/local-manager.ts'
  );
  const phases = kubePhases(
    controllerRuntimeMinor(Object.entries(files).map(([name, src]) => ({ name, src }))),
  );
  return {
    phases,
    run: (req) => {
      // a test binary runs in its package's directory: envtest's CRDDirectoryPaths are relative to it
      const mainDir = req.test && req.target?.kind === 'dir' ? req.target.dir : undefined;
      const env = newKubeEnv({ seed: 1, files: req.files, mainDir, envtestBinaries });
      // zap's lines go to the test binary's stderr
      env.logs.echo = true;
      const start = BigInt(env.goClock.now());
      const r = withKubeEnv(env, () => runGo({ ...req, phases, clock: env.goClock }));
      // the binary ran on the cluster's clock: go test's own (the package's time) moves on as far
      req.clock?.advance(BigInt(env.goClock.now()) - start);
      return r;
    },
  };
}

/** A program the toolchain runs: go run's, or one test binary of go test. */
export type GoProgram = (
  | { verb: 'run' }
  /**
   * `path`: the package under test. `streams`: go test prints the binary's output as it comes (local
   * directory mode, -v), so an interrupted run's output and go test's `FAIL` line are on the screen.
   */
  | { verb: 'test'; path: string; streams: boolean }
) & {
  /**
   * What the go command printed before the program began (`go: downloading ...`): on the screen
   * already, so Ctrl-C keeps it.
   */
  printed?: string;
};

/**
 * What a host gives the toolchain for the programs it runs (go run's program, go test's binaries):
 * limits (a browser worker stops a runaway program before it takes the tab's memory), and hooks to
 * follow them. Builds, vet and the go command's own checks are not limited.
 */
export interface GoToolchainHost {
  limits?: Pick<GoRunRequest, 'stepBudget' | 'memoryBudget' | 'cpuTime' | 'cpuLimitMs'>;
  /** A program began to run (its build is done): called at its first output or chunk of steps. */
  onProgram?: (p: GoProgram) => void;
  /**
   * What `go run`/`go test` puts on the terminal, as it comes and in the order a terminal shows it:
   * the go command's lines before it (`printed`), a running program's output where the go command
   * shows it as it comes (go run; go test in local directory mode or -v), and the go command's own
   * lines (go test's `ok`/`FAIL` per package, build errors, `exit status N`). Together they are the
   * command's stdout and stderr, interleaved as written (a command line of one go command: a page
   * shows it live and then only what the result adds).
   */
  onScreen?: (text: string) => void;
  /** Called at every chunk of steps while a program runs (GoRunRequest.onChunk). */
  onChunk?: () => void;
}

/**
 * The request fields that apply the host's limits and hooks to a program's run. `output`: where the
 * program's output goes on the screen (undefined: the go command holds it back). Output before the
 * program's first chunk of steps is held until then, or until the caller's `settle`: load and
 * compile errors come that way, and the go command words those itself.
 */
function hostRequest(
  host: GoToolchainHost,
  program: () => GoProgram,
  output: ((t: string) => void) | undefined,
): Partial<GoRunRequest> & { settle?: (ran: boolean) => void } {
  if (
    host.limits === undefined &&
    host.onProgram === undefined &&
    host.onScreen === undefined &&
    host.onChunk === undefined
  )
    return {};
  let started = false;
  let held = '';
  const begin = () => {
    if (started) return;
    started = true;
    host.onProgram?.(program());
    output?.(held);
    held = '';
  };
  const write = (t: string) => {
    if (started) output?.(t);
    else held += t;
  };
  return {
    ...host.limits,
    onChunk: () => {
      begin();
      host.onChunk?.();
    },
    onStdout: write,
    onStderr: write,
    settle: (ran) => {
      if (ran) begin();
      held = '';
    },
  };
}

/** Output a program may write and still be interleaved (beyond it: stdout, then stderr). */
const MAX_RECORDED = 1 << 20;

/**
 * The program's output in the order written, when it writes to both streams (the go command
 * interleaves it for a statement whose output is its own, order.ts). `tail`: the go command's line after.
 */
function recorded(hooks: Partial<GoRunRequest>) {
  const chunks: OutputChunk[] = [];
  let size = 0;
  const keep = (fd: 1 | 2, on: ((t: string) => void) | undefined) => (t: string) => {
    on?.(t);
    size += t.length;
    if (size <= MAX_RECORDED) pushChunk(chunks, fd, t);
  };
  return {
    hooks: { onStdout: keep(1, hooks.onStdout), onStderr: keep(2, hooks.onStderr) },
    chunks(tail = ''): { chunks?: OutputChunk[] } {
      if (size > MAX_RECORDED || !chunks.some((c) => c.fd === 1) || !chunks.some((c) => c.fd === 2))
        return {};
      pushChunk(chunks, 2, tail);
      return { chunks };
    },
  };
}

/**
 * Whether go test shows a test binary's output as it comes: in local directory mode, with -bench and -v
 * (test.go: testShowPass, and streamed output when there is one package or -p 1), not with -json
 * (test2json's events come per package).
 */
function streams(localDir: string | undefined, t: TestArgs): boolean {
  return (localDir !== undefined || t.verbose || t.bench === true) && t.json !== true;
}

/** A simulated module's version note (src/kube/gopkg/modules.ts), as the loader prints it. */
const VERSION_NOTE = /^oplab: go\.mod requires \S+ \S+, a version oplab does not model; .*\n/gm;

/**
 * Each package's report begins with the loader's version notes: they are the go command's lines, so
 * they print once, first, as go test prints them.
 */
function versionNotesOnce(stderr: string): string {
  const notes = [...new Set(stderr.match(VERSION_NOTE) ?? [])];
  return notes.join('') + stderr.replace(VERSION_NOTE, '');
}

/** The toolchain for a host (srcGoToolchain: none, as the CLI's shell runs it). */
export function makeGoToolchain(host: GoToolchainHost = {}): GoToolchain {
  return {
    deepCopy,
    async run(
      files: Record<string, string>,
      args: string[],
      cwd?: string,
      opts?: {
        printed?: string;
        exec?: { target: Target; args: string[]; argv0: string };
        envtestBinaries?: readonly string[];
        /** The go command's directory, relative to the module root `cwd`. */
        dir?: string;
      },
    ): Promise<CompileResult> {
      const printed = opts?.printed ? { printed: opts.printed } : {};
      const screen = host.onScreen;
      const sources0 = Object.entries(files).map(([name, src]) => ({ name, src }));
      if (opts?.exec) {
        // an executable go build wrote: the program runs as the binary (its own status, no
        // `exit status N`, which is go run's line)
        const { settle, ...hooks } = hostRequest(host, () => ({ verb: 'run' }), screen);
        const { target, args: execArgs, argv0 } = opts.exec;
        const rec = recorded(hooks);
        const r = runGo({ files: sources0, target, args: execArgs, argv0, cwd, ...hooks, ...rec.hooks });
        settle?.(r.stage === 'run');
        if (r.stage === 'run')
          return { stdout: r.stdout, stderr: r.stderr, exitCode: r.exitCode, ...rec.chunks() };
        const limits = r.stage === 'load' ? onlyLimitations(r.loadErrors) : undefined;
        return { stdout: '', stderr: limits ? note(limits.missing) : r.stderr, exitCode: 1 };
      }
      const [verb0] = args;
      if ((verb0 === 'run' || verb0 === 'test') && opts?.printed) screen?.(opts.printed);
      const sources = Object.entries(files).map(([name, src]) => ({ name, src }));
      const [verb, ...rest] = args;
      if (verb === 'test') {
        const kube = await kubeToolchain(
          files,
          opts?.envtestBinaries && cwd !== undefined ? { root: cwd, paths: opts.envtestBinaries } : undefined,
        );
        const localDir = rest[0]?.startsWith('-oplab.localdir=')
          ? rest[0].slice('-oplab.localdir='.length)
          : undefined;
        const t = parseTestArgs(localDir === undefined ? rest : rest.slice(1));
        if ('error' in t) return { stdout: '', stderr: `${t.error}\n`, exitCode: 2 };
        const mod = /^\s*module\s+"?([^\s"]+)/m.exec(files['go.mod'] ?? '')?.[1];
        const run = kube?.run ?? runGo;
        const tested = goTest(files, t, cwd ?? '/', {
          ...(kube ? { phases: kube.phases } : {}),
          run: (req) => {
            const dir = req.target?.kind === 'dir' ? req.target.dir : '.';
            const path = dir === '.' ? (mod ?? '') : `${mod}/${dir}`;
            // go test collects the binary's output through the request's own callbacks and puts
            // it on the screen itself (onScreen below)
            const { settle, ...hooks } = hostRequest(
              host,
              () => ({ verb: 'test', path, streams: streams(localDir, t), ...printed }),
              undefined,
            );
            const r = run({ ...req, ...hooks, onStdout: req.onStdout, onStderr: req.onStderr });
            settle?.(r.stage === 'run');
            return r;
          },
          localDir,
          ...(opts?.dir !== undefined ? { dir: opts.dir } : {}),
          ...(screen ? { onScreen: screen } : {}),
          limitation: (errors) => {
            // The shell's module checks do not read _test.go files: a missing package of the main
            // module itself is the go command's error, not a limitation.
            const own = (p: string) => mod !== undefined && (p === mod || p.startsWith(`${mod}/`));
            if (errors?.some((e) => e.kind === 'import-missing' && own(e.path))) return undefined;
            const only = onlyLimitations(errors);
            return only ? note(only.missing) : undefined;
          },
        });
        const stderr = versionNotesOnce(tested.stderr);
        // notes moved to the front no longer follow the recorded order: stdout, then stderr
        const { chunks: _ordered, ...unordered } = tested;
        return stderr === tested.stderr ? tested : { ...unordered, stderr };
      }
      // the go command's flags come first (Go's flag package): the arguments after the package are
      // the program's, flags included (`go run . --name=x`)
      const named =
        verb === 'vet'
          ? rest.filter((a, i) => !a.startsWith('-') && rest[i - 1] !== '-o')
          : buildArgs(rest).patterns;
      // in a subdirectory: the packages and files named from the module root, the compiler's file
      // names printed from the directory again (a program's arguments after its package stay)
      const dir = opts?.dir ?? '.';
      const root = cwd ?? '/';
      const fromDir = (p: string) => argFromDir(root, dir, p);
      const goFiles = named.findIndex((a) => !a.endsWith('.go'));
      const ownArgs =
        verb !== 'run' ? named.length : goFiles === 0 ? 1 : goFiles < 0 ? named.length : goFiles;
      const positional = [...named.slice(0, ownArgs).map(fromDir), ...named.slice(ownArgs)];
      const toCwd = (text: string) => positionsFromDir(root, dir, text);
      const std = (verb === 'run' ? positional.slice(0, 1) : positional)
        .map((p) => notInStd(p, files))
        .find(Boolean);
      if (std !== undefined) {
        screen?.(std);
        return { stdout: '', stderr: std, exitCode: 1 };
      }
      if (verb === 'run') {
        const { target, rest: programArgs } = runTarget(positional);
        const { settle, ...hooks } = hostRequest(host, () => ({ verb: 'run', ...printed }), screen);
        const rec = recorded(hooks);
        const r = runGo({ files: sources, target, args: programArgs, cwd, ...hooks, ...rec.hooks });
        settle?.(r.stage === 'run');
        const limits = r.stage === 'load' ? onlyLimitations(r.loadErrors) : undefined;
        if (limits) {
          screen?.(note(limits.missing));
          return { stdout: '', stderr: note(limits.missing), exitCode: 1 };
        }
        // a build that failed: its errors, as held back
        const built = r.stage === 'run' ? r.stderr : toCwd(r.stderr);
        if (r.stage !== 'run') screen?.(built);
        let stderr = built;
        const exitCode = goRunExit(r, (line) => {
          stderr += line;
          screen?.(line);
        });
        return { stdout: r.stdout, stderr, exitCode, ...rec.chunks(stderr.slice(built.length)) };
      }
      // A Kubernetes module is built and vetted on the simulated packages, as go test does. Its API
      // types' DeepCopy methods come from the zz_generated.deepcopy.go that `make generate`
      // (controller-gen object, ./controller-gen/object.ts) writes, as in a real project.
      const phases = (await kubeToolchain(files))?.phases;
      const patterns = positional.length > 0 ? positional : [fromDir('.')];
      const targets: Target[] = [];
      const dirs = new Set<string>();
      const addDir = (dir: string) => {
        if (!dirs.has(dir)) targets.push({ kind: 'dir', dir });
        dirs.add(dir);
      };
      // a package of the main module named by its import path is its directory
      const mainModule = /^\s*module\s+"?([^\s"]+)/m.exec(files['go.mod'] ?? '')?.[1];
      const inMain = (p: string) =>
        mainModule === undefined
          ? p
          : p === mainModule
            ? '.'
            : p.startsWith(`${mainModule}/`)
              ? p.slice(mainModule.length + 1)
              : p;
      for (const p0 of patterns) {
        const p = inMain(p0);
        // a standard package builds (the machine's GOROOT has it compiled)
        if (p === p0 && !p.startsWith('.') && !p.split('/')[0].includes('.') && isStdPackage(p)) continue;
        // the .go files named are one package (command-line-arguments)
        if (p.endsWith('.go')) {
          const f = p.replace(/^\.\//, '');
          const named = targets.find((t) => t.kind === 'files');
          if (named?.kind === 'files') named.files.push(f);
          else targets.push({ kind: 'files', files: [f] });
        } else if (p === './...' || p === '...') for (const d of packageDirs(files)) addDir(d);
        else if (p.endsWith('/...')) {
          // `./api/...`: api and the packages below it
          const base = p.replace(/^\.\//, '').replace(/\/\.\.\.$/, '') || '.';
          const under = packageDirs(files).filter((d) => d === base || d.startsWith(`${base}/`));
          if (under.length === 0) addDir(base);
          for (const d of under) addDir(d);
        } else addDir(p.replace(/^\.\//, '') || '.');
      }
      let stderr = '';
      const missing: string[] = [];
      const limitation = (r: { stderr: string; loadErrors?: GoCmdError[] }) => {
        const only = onlyLimitations(r.loadErrors);
        if (only) {
          missing.push(...only.missing);
        } else stderr += r.stderr;
      };
      if (verb === 'vet') {
        // `go vet` runs go1.23's analyzers (src/go/vet) on every package that type-checks, main or
        // library, in the go command's order.
        const r = vetTargets(sources, targets, cwd, phases);
        // The go command reports the packages that do not load, each error once, and then stops
        // before it vets anything (cmd/go/internal/load.CheckPackageErrors).
        const seen = new Set<string>();
        for (const e of r.loadErrors) {
          if (!seen.has(loadErrorKey(e))) limitation(e);
          seen.add(loadErrorKey(e));
        }
        if (stderr === '') stderr = r.stderr;
      } else {
        // `go build` compiles library packages too (not linked): each package that does not compile
        // prints gc's report once, and the packages importing it are not compiled.
        const reported = new Set<string>();
        for (const target of targets) {
          let r = checkGo({ files: sources, target, cwd, phases });
          if (!r.ok && r.loadErrors?.length === 1 && r.loadErrors[0].kind === 'not-main')
            r = checkGo({ files: sources, target, cwd, phases, library: true });
          if (r.ok) continue;
          if (r.failed !== undefined) {
            if (!reported.has(r.failed)) stderr += r.stderr;
            reported.add(r.failed);
          } else if (!reported.has(loadErrorKey(r))) {
            reported.add(loadErrorKey(r));
            limitation(r);
          }
        }
      }
      if (stderr !== '') return { stdout: '', stderr: toCwd(versionNotesOnce(stderr)), exitCode: 1 };
      return { stdout: '', stderr: note(missing), exitCode: 0 };
    },
  };
}

/**
 * controller-gen's object generator over the packages in `dirs`, type-checked on the simulated
 * Kubernetes packages of go.mod's controller-runtime (the standard ones for other modules).
 */
async function deepCopy(
  files: Record<string, string>,
  dirs: string[],
  header: string,
  cwd: string,
): Promise<{ written: Record<string, string>; errors: string[] }> {
  const { checkPackage, generateForPackage, mayGenerate, DEEPCOPY_FILE } = await import(
    './controller-gen/object.ts'
  );
  const sources = Object.entries(files).map(([name, src]) => ({ name, src }));
  let phases: Phases | undefined;
  if (KUBE_REQUIRE.test(files['go.mod'] ?? '')) {
    const { controllerRuntimeMinor, kubePhases } = await import('./kube/local-manager.ts');
    phases = kubePhases(controllerRuntimeMinor(sources));
  }
  const written: Record<string, string> = {};
  const errors: string[] = [];
  for (const dir of dirs) {
    const own = sources.filter(
      (f) => f.name.endsWith('.go') && !f.name.endsWith('_test.go') && dirOf(f.name) === dir,
    );
    if (!mayGenerate(own.map((f) => f.src))) continue;
    const checked = checkPackage(sources, dir, phases ?? defaultPhases, cwd);
    if (checked === undefined) continue;
    const gen = generateForPackage(checked.unit, checked.files, header);
    if (gen === undefined) continue;
    written[dir === '.' ? DEEPCOPY_FILE : `${dir}/${DEEPCOPY_FILE}`] = gen.src;
    errors.push(...gen.errors);
  }
  return { written, errors };
}

function dirOf(name: string): string {
  const i = name.lastIndexOf('/');
  return i < 0 ? '.' : name.slice(0, i);
}

export const srcGoToolchain: GoToolchain = makeGoToolchain();
