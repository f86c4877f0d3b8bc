// `go test` (cmd/go/internal/test): each package is built with its _test.go files and run through
// the generated test main (src/go/build/testmain.ts, package testing in src/go/std/testing), and
// the go command's lines are printed as go1.23 prints them:
//   ok  	example.com/m/pkg	0.012s        ?   	example.com/m/cmd	[no test files]
//   FAIL	example.com/m	0.012s            FAIL	example.com/m [build failed]   (and [setup failed])
// Local directory mode (no package arguments) shows the test binary's output as it runs, an
// `exit status N` line after a failure and no closing FAIL; package list mode shows a passing
// package's output only with -v and ends with FAIL when a package failed. The binary's stdout and
// stderr go to the go command's stdout, interleaved (test.go runTestActor: cmd.Stdout = cmd.Stderr);
// build errors go to stderr.
//
// The elapsed time is a fixed 0.012s (TEST_ELAPSED) plus the time the test binary spent on the
// simulated clock (a test that sleeps 3s takes 3.012s, as on a real one): the simulation has no wall
// clock of its own, and a real duration
// would make every transcript differ.
import { buildProgram } from '../../../go/build/build.ts';
import { defaultPhases } from '../../../go/build/default.ts';
import { displayPath } from '../../../go/build/errors.ts';
import type { SourceFile } from '../../../go/build/load.ts';
import type { GoCmdError } from '../../../go/build/mod/errors.ts';
import { skippedDir } from '../../../go/build/mod/imports.ts';
import type { Phases } from '../../../go/build/phases.ts';
import { type GoRunRequest, type GoRunResult, runGo } from '../../../go/index.ts';
import { simpleClock } from '../../../go/interp/run.ts';
import { vetPackage } from '../../../go/vet/vet.ts';

export const TEST_ELAPSED = '0.012s';

/** go test's `%.3fs` of a binary that spent `ns` on the simulated clock. */
function elapsedOf(ns: bigint): string {
  if (ns <= 0n) return TEST_ELAPSED;
  return `${(0.012 + Number(ns) / 1e9).toFixed(3)}s`;
}

/**
 * go test's flags (testflag.go and the build flags it shares), by name without `-`/`test.`, with the
 * kind of value the go command parses: `int` and `duration` are checked and passed on in Go's
 * formatting (`-timeout 90s` reaches the binary as `-test.timeout=1m30s`), `bool` takes no value
 * unless written `-name=value`.
 */
const FLAGS: Record<string, 'string' | 'bool' | 'int' | 'duration' | 'v' | 'shuffle'> = {
  bench: 'string',
  benchmem: 'bool',
  benchtime: 'string',
  blockprofile: 'string',
  blockprofilerate: 'string',
  count: 'int',
  cpu: 'string',
  cpuprofile: 'string',
  failfast: 'bool',
  fuzz: 'string',
  fullpath: 'bool',
  list: 'string',
  memprofile: 'string',
  memprofilerate: 'string',
  mutexprofile: 'string',
  mutexprofilefraction: 'string',
  outputdir: 'string',
  parallel: 'int',
  run: 'string',
  short: 'bool',
  skip: 'string',
  timeout: 'duration',
  fuzztime: 'string',
  fuzzminimizetime: 'string',
  trace: 'string',
  v: 'v',
  shuffle: 'shuffle',
  // go test's own and the build flags (test.go, work.AddBuildFlags)
  args: 'bool',
  c: 'bool',
  json: 'bool',
  o: 'string',
  cover: 'bool',
  covermode: 'string',
  coverpkg: 'string',
  coverprofile: 'string',
  exec: 'string',
  vet: 'string',
  a: 'bool',
  n: 'bool',
  p: 'int',
  race: 'bool',
  msan: 'bool',
  asan: 'bool',
  x: 'bool',
  work: 'bool',
  tags: 'string',
  mod: 'string',
  modfile: 'string',
  trimpath: 'bool',
  buildvcs: 'string',
  ldflags: 'string',
  gcflags: 'string',
  asmflags: 'string',
  gccgoflags: 'string',
  buildmode: 'string',
  compiler: 'string',
  installsuffix: 'string',
  linkshared: 'bool',
  modcacherw: 'bool',
  pgo: 'string',
  overlay: 'string',
  toolexec: 'string',
  pkgdir: 'string',
  C: 'string',
};

/** The flags the go command passes on to the test binary (testflag.go passFlagToTest). */
const BINARY_FLAGS = new Set([
  'bench',
  'benchmem',
  'benchtime',
  'blockprofile',
  'blockprofilerate',
  'count',
  'coverprofile',
  'cpu',
  'cpuprofile',
  'failfast',
  'fullpath',
  'fuzz',
  'fuzzminimizetime',
  'fuzztime',
  'list',
  'memprofile',
  'memprofilerate',
  'mutexprofile',
  'mutexprofilefraction',
  'outputdir',
  'parallel',
  'run',
  'short',
  'shuffle',
  'skip',
  'timeout',
  'trace',
  'v',
]);

export interface TestArgs {
  packages: string[];
  verbose: boolean;
  /** -list: the binary's output is shown for a passing package as with -v (test.go testShowPass). */
  list?: boolean;
  /** The test binary's arguments (`-test.v=true`, `-test.run=...`). */
  binary: string[];
}

const USAGE =
  "usage: go test [build/test flags] [packages] [build/test flags & test binary flags]\nRun 'go help test' and 'go help testflag' for details.";

/** strconv.ParseBool's spellings. */
function parseBool(s: string): boolean | undefined {
  if (['1', 't', 'T', 'TRUE', 'true', 'True'].includes(s)) return true;
  if (['0', 'f', 'F', 'FALSE', 'false', 'False'].includes(s)) return false;
  return undefined;
}

/** strconv.ParseInt(s, 0, 64) as flag's int value takes it; the error as flag prints it. */
function parseInt64(s: string): bigint | string {
  const m =
    /^([+-]?)(0[xX](?:_?[0-9a-fA-F])+|0[bB](?:_?[01])+|0[oO](?:_?[0-7])+|0(?:_?[0-7])*|[1-9](?:_?[0-9])*)$/.exec(
      s,
    );
  if (m === null) return 'parse error';
  let digits = m[2].replace(/_/g, '');
  if (/^0[0-7]+$/.test(digits)) digits = `0o${digits.slice(1)}`;
  const v = BigInt(digits) * (m[1] === '-' ? -1n : 1n);
  if (v > 2n ** 63n - 1n || v < -(2n ** 63n)) return 'value out of range';
  return v;
}

const UNITS: Record<string, bigint> = {
  ns: 1n,
  us: 1000n,
  µs: 1000n,
  μs: 1000n,
  ms: 1000000n,
  s: 1000000000n,
  m: 60000000000n,
  h: 3600000000000n,
};

/** time.ParseDuration (undefined where it fails). */
export function parseGoDuration(s: string): bigint | undefined {
  let rest = s;
  let neg = false;
  if (rest[0] === '-' || rest[0] === '+') {
    neg = rest[0] === '-';
    rest = rest.slice(1);
  }
  if (rest === '0') return 0n;
  if (rest === '') return undefined;
  let total = 0n;
  while (rest !== '') {
    const m = /^([0-9]*)(?:\.([0-9]*))?([^0-9.]+)/.exec(rest);
    if (m === null || (m[1] === '' && (m[2] ?? '') === '')) return undefined;
    const unitName = /^(ns|us|µs|μs|ms|s|m|h)/.exec(m[3])?.[1];
    if (unitName === undefined) return undefined;
    const unit = UNITS[unitName];
    let v = BigInt(m[1] || '0') * unit;
    const frac = m[2] ?? '';
    if (frac !== '') v += (BigInt(frac) * unit) / 10n ** BigInt(frac.length);
    total += v;
    if (total > 2n ** 63n - 1n) return undefined;
    rest = rest.slice(m[1].length + (m[2] === undefined ? 0 : frac.length + 1) + unitName.length);
  }
  return neg ? -total : total;
}

/** time.Duration's String. */
export function goDurationString(d: bigint): string {
  if (d === 0n) return '0s';
  const neg = d < 0n;
  let u = neg ? -d : d;
  const frac = (prec: number): string => {
    let digits = '';
    let print = false;
    for (let i = 0; i < prec; i++) {
      const digit = u % 10n;
      print ||= digit !== 0n;
      if (print) digits = `${digit}${digits}`;
      u /= 10n;
    }
    return print ? `.${digits}` : '';
  };
  let out: string;
  if (u < 1000000000n) {
    if (u < 1000n) out = `${u}ns`;
    else {
      const [prec, unit] = u < 1000000n ? [3, 'µs'] : [6, 'ms'];
      const f = frac(prec);
      out = `${u}${f}${unit}`;
    }
  } else {
    const f = frac(9);
    out = `${u % 60n}${f}s`;
    u /= 60n;
    if (u > 0n) {
      out = `${u % 60n}m${out}`;
      u /= 60n;
      if (u > 0n) out = `${u}h${out}`;
    }
  }
  return neg ? `-${out}` : out;
}

/**
 * go test's command line (testflag.go testFlags): flags and package patterns in any order; a flag
 * the go command does not know goes to the test binary as written (its value too when it is the
 * next argument), as does everything after -args; a bad value is the go command's error and usage.
 */
export function parseTestArgs(args: string[]): TestArgs | { error: string } {
  const out: TestArgs = { packages: [], verbose: false, binary: [] };
  const explicit: string[] = [];
  let timeoutSet = false;
  let afterUnknown = false;
  let pkgsDone = false;
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === '--') {
      explicit.push(...args.slice(i));
      break;
    }
    const raw = a.startsWith('--') ? a.slice(1) : a;
    if (raw.length < 2 || raw[0] !== '-' || raw[1] === '-' || raw[1] === '=') {
      if (pkgsDone) {
        // after an unknown flag: a value of it, or the binary's own arguments from here on
        if (afterUnknown) {
          explicit.push(a);
          afterUnknown = false;
          continue;
        }
        explicit.push(...args.slice(i));
        break;
      }
      out.packages.push(a);
      continue;
    }
    afterUnknown = false;
    const body = raw.slice(1);
    const eq = body.indexOf('=');
    const written = eq < 0 ? body : body.slice(0, eq);
    const name = written.replace(/^test\./, '');
    const kind = FLAGS[name];
    if (kind === undefined || name === 'args') {
      pkgsDone = true;
      if (name === 'args') {
        explicit.push(...args.slice(i + 1));
        break;
      }
      explicit.push(a);
      afterUnknown = eq < 0;
      continue;
    }
    if (out.packages.length > 0) pkgsDone = true;
    const fail = (msg: string) => ({ error: `${msg}\n${USAGE}` });
    let value: string;
    if (kind === 'bool' || kind === 'v') {
      value = eq < 0 ? 'true' : body.slice(eq + 1);
      if (kind === 'v' && value === 'test2json') out.verbose = true;
      else {
        const b = parseBool(value);
        if (b === undefined)
          return fail(
            `invalid boolean value "${value}" for -${written}: ${kind === 'v' ? `invalid flag -test.v=${value}` : 'parse error'}`,
          );
        value = `${b}`;
        if (kind === 'v') out.verbose = b;
      }
    } else {
      if (eq >= 0) value = body.slice(eq + 1);
      else if (i + 1 < args.length) value = args[++i];
      else return fail(`flag needs an argument: -${written}`);
      if (kind === 'int') {
        const v = parseInt64(value);
        if (typeof v === 'string') return fail(`invalid value "${value}" for flag -${written}: ${v}`);
        value = `${v}`;
      } else if (kind === 'duration') {
        const d = parseGoDuration(value);
        if (d === undefined) return fail(`invalid value "${value}" for flag -${written}: parse error`);
        value = goDurationString(d);
      } else if (kind === 'shuffle' && value !== 'on' && value !== 'off') {
        const v = /^[+-]?[0-9]+$/.test(value) ? parseInt64(value) : 'invalid syntax';
        if (typeof v === 'string')
          return fail(
            `invalid value "${value}" for flag -${written}: -shuffle argument must be "on", "off", or an int64: strconv.ParseInt: parsing "${value}": ${v === 'value out of range' ? v : 'invalid syntax'}`,
          );
        value = `${v}`;
      }
    }
    if (name === 'list') out.list = value !== '';
    if (name === 'timeout') timeoutSet = true;
    if (BINARY_FLAGS.has(name)) explicit.push(`-test.${name}=${value}`);
  }
  // go test's default timeout, which the test binary itself does not have (testflag.go).
  // The go command always passes -test.paniconexit0 first (test.go runTestActor's panicArg).
  out.binary.unshift('-test.paniconexit0');
  if (!timeoutSet) out.binary.push('-test.timeout=10m0s');
  out.binary.push(...explicit);
  return out;
}

/** Package directories (relative to the module root) a pattern names, in import path order. */
function matchDirs(files: Record<string, string>, pattern: string): string[] {
  const dirs = new Set<string>();
  for (const name of Object.keys(files)) {
    if (!name.endsWith('.go')) continue;
    const i = name.lastIndexOf('/');
    const d = i < 0 ? '.' : name.slice(0, i);
    if (d !== '.' && d.split('/').some(skippedDir)) continue;
    dirs.add(d);
  }
  const p = pattern.replace(/^\.\//, '').replace(/\/$/, '') || '.';
  if (p === '...' || p === './...') return [...dirs].sort(byImportPath);
  if (p.endsWith('/...')) {
    const base = p.slice(0, -4);
    return [...dirs].filter((d) => d === base || d.startsWith(`${base}/`)).sort(byImportPath);
  }
  return [p];
}

const byImportPath = (a: string, b: string) => {
  const x = a === '.' ? '' : `/${a}`;
  const y = b === '.' ? '' : `/${b}`;
  return x < y ? -1 : x > y ? 1 : 0;
};

function modulePath(files: Record<string, string>): string {
  return /^\s*module\s+"?([^\s"]+)/m.exec(files['go.mod'] ?? '')?.[1] ?? 'command-line-arguments';
}

function hasTestFiles(files: Record<string, string>, dir: string): boolean {
  const prefix = dir === '.' ? '' : `${dir}/`;
  return Object.keys(files).some(
    (n) =>
      n.startsWith(prefix) &&
      !n.slice(prefix.length).includes('/') &&
      /^[^._][^/]*_test\.go$/.test(n.slice(prefix.length)),
  );
}

export interface TestRunOptions {
  /** Local directory mode: the directory (relative to the module root) `go test` ran in, with no packages. */
  localDir?: string;
  /** Load errors that only say the simulated toolchain lacks a package: the note to print instead. */
  limitation?: (errors: GoCmdError[] | undefined) => string | undefined;
  /** Runs one test binary (default runGo; the CLI passes its runner with the simulated cluster). */
  run?: (req: GoRunRequest) => GoRunResult;
  /** Extra request fields for every test binary (environment, module sources). */
  request?: Partial<GoRunRequest>;
  /** The toolchain's phases for the vet step (default: the standard library's). */
  phases?: Phases;
}

/**
 * go test's vet step (its subset of analyzers) on the package under test and its external test
 * package, after they type-check and before the binary runs. go1.23 heads the findings of a test
 * variant `# p` then `# [p]` (the package without test files of its own: `# p` alone).
 */
function vetTest(
  sources: readonly SourceFile[],
  dir: string,
  path: string,
  root: string,
  request: Partial<GoRunRequest> | undefined,
  phases: Phases,
): { findings: string; notes: string[] } {
  const r = buildProgram(
    {
      sources,
      target: { kind: 'dir', dir },
      cwd: root,
      test: true,
      stopAfterCheck: true,
      modules: request?.modules,
    },
    phases,
  );
  if (!r.ok) return { findings: '', notes: [] };
  const bySource = new Map(sources.map((f) => [f.name, f.src]));
  let out = '';
  for (const target of [path, `${path}_test`]) {
    const i = r.units.findIndex((u) => u.path === target);
    if (i < 0) continue;
    const u = r.units[i];
    // The packages it imports, for printf wrappers' facts (testing's Errorf and Fatalf among them).
    const deps = r.units.slice(0, i);
    const found = vetPackage(u.path, u.files, u.info, bySource, deps, u.goVersion, true);
    if (found.length === 0) continue;
    const variant = target !== path || u.files.some((f) => f.filename.endsWith('_test.go'));
    out += variant ? `# ${target}\n# [${target}]\n` : `# ${target}\n`;
    for (const d of found) out += `${displayPath(d.file)}:${d.line}:${d.col}: ${d.msg}\n`;
  }
  return { findings: out, notes: r.notes };
}

/** Runs `go test` over a module's files (names relative to the module root, `root` its directory). */
export function goTest(
  files: Record<string, string>,
  t: TestArgs,
  root: string,
  opts: TestRunOptions = {},
): { stdout: string; stderr: string; exitCode: number } {
  const sources = Object.entries(files).map(([name, src]) => ({ name, src }));
  const mod = modulePath(files);
  const local = opts.localDir !== undefined;
  const dirs: string[] = [];
  for (const p of local ? [opts.localDir as string] : t.packages)
    for (const d of matchDirs(files, p)) if (!dirs.includes(d)) dirs.push(d);
  let stdout = '';
  let stderr = '';
  let anyFailed = false;
  const noted = new Set<string>();
  // Packages in import path order, one at a time, as go1.23 prints them with -p 1. (With several
  // builds at once, a package without test files prints its line when its run action ends, which
  // can be before the packages ahead of it.)
  for (const dir of dirs) {
    const path = dir === '.' ? mod : `${mod}/${dir}`;
    if (!hasTestFiles(files, dir)) {
      // A package without test files is still compiled (test.go builderNoTest after the build action).
      const b = buildProgram(
        {
          sources,
          target: { kind: 'dir', dir },
          cwd: root,
          stopAfterCheck: true,
          library: true,
          modules: opts.request?.modules,
        },
        opts.phases ?? defaultPhases,
      );
      if (!b.ok && b.stage === 'compile') {
        stderr += localPositions(b.stderr, dir, local);
        stdout += `FAIL\t${path} [build failed]\n`;
        anyFailed = true;
        continue;
      }
      stdout += `?   \t${path}\t[no test files]\n`;
      continue;
    }
    let out = '';
    const vet = vetTest(sources, dir, path, root, opts.request, opts.phases ?? defaultPhases);
    // The toolchain's notes (a module version the simulator does not model) are the go command's
    // lines, on its stderr once, not the test binary's output.
    const notes = vet.notes.map((n) => `${n}\n`).join('');
    for (const n of vet.notes) if (!noted.has(n)) stderr += `${n}\n`;
    for (const n of vet.notes) noted.add(n);
    if (vet.findings !== '') {
      stderr += localPositions(vet.findings, dir, local);
      stdout += `FAIL\t${path} [build failed]\n`;
      anyFailed = true;
      continue;
    }
    // the binary's own clock, unless the caller shares one (the simulated cluster's)
    const clock =
      opts.request?.clock ?? (opts.request?.startTimeNs === undefined ? simpleClock() : undefined);
    const started = clock === undefined ? 0n : BigInt(clock.now());
    const r = (opts.run ?? runGo)({
      ...opts.request,
      ...(clock === undefined ? {} : { clock }),
      files: sources,
      target: { kind: 'dir', dir },
      test: true,
      args: t.binary,
      cwd: root,
      onStdout: (s) => (out += s),
      onStderr: (s) => (out += s),
    });
    if (r.stage === 'load') {
      const note = opts.limitation?.(r.loadErrors);
      if (note !== undefined) stderr += note;
      else stderr += `# ${path}\n${r.stderr}`;
      stdout += `FAIL\t${path} [setup failed]\n`;
      anyFailed = true;
      continue;
    }
    if (r.stage === 'compile') {
      stderr += localPositions(testHeader(r.stderr, path), dir, local);
      stdout += `FAIL\t${path} [build failed]\n`;
      anyFailed = true;
      continue;
    }
    if (out.startsWith(notes)) out = out.slice(notes.length);
    const passed = r.exitCode === 0;
    const noTests = /^testing: warning: no tests to run$/m.test(out);
    if (local || !passed || t.verbose || t.list) stdout += out;
    const elapsed = elapsedOf(clock === undefined ? 0n : BigInt(clock.now()) - started);
    if (passed) stdout += `ok  \t${path}\t${elapsed}${!local && noTests ? ' [no tests to run]' : ''}\n`;
    else {
      if (local) stdout += `exit status ${r.exitCode}\n`;
      stdout += `FAIL\t${path}\t${elapsed}\n`;
      anyFailed = true;
    }
  }
  if (anyFailed && !local) stdout += 'FAIL\n';
  return { stdout, stderr, exitCode: anyFailed ? 1 : 0 };
}

/**
 * The compile errors of a test build name the test variant (`# p [p.test]`) when they are in the
 * package's test files or in its external test package; errors in the package's own files are its
 * plain build's (go test builds p before p [p.test]).
 */
function testHeader(stderr: string, path: string): string {
  const m = /^# (\S+)\n/.exec(stderr);
  if (m === null) return stderr;
  const rest = stderr.slice(m[0].length);
  const inTests = rest.split('\n').every((l) => l === '' || /^\S*_test\.go:/.test(l) || /^\s/.test(l));
  if ((m[1] === path && inTests) || m[1] === `${path}_test`) return `# ${m[1]} [${path}.test]\n${rest}`;
  return stderr;
}

/** Local directory mode: positions are relative to the package's directory, as `./file.go:L:C`. */
function localPositions(stderr: string, dir: string, local: boolean): string {
  if (!local) return stderr;
  const prefix = dir === '.' ? '' : `${dir}/`;
  return stderr
    .split('\n')
    .map((l) => (/^\S+\.go:\d+/.test(l) && l.startsWith(prefix) ? `./${l.slice(prefix.length)}` : l))
    .join('\n');
}
