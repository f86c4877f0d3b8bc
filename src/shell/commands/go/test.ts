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
// simulated clock (a test that sleeps 3s takes 3.012s, as on a real one; a binary that runs on the
// simulated cluster's clock moves this one on as far, so a package's time covers its tests'): the
// simulation has no wall clock of its own, and a real duration would make every transcript differ.
import { buildProgram } from '../../../go/build/build.ts';
import { defaultPhases } from '../../../go/build/default.ts';
import { displayPath } from '../../../go/build/errors.ts';
import { positionsFromDir } from '../../../go/build/go-cwd.ts';
import type { SourceFile } from '../../../go/build/load.ts';
import type { GoCmdError } from '../../../go/build/mod/errors.ts';
import { skippedDir } from '../../../go/build/mod/imports.ts';
import type { Phases } from '../../../go/build/phases.ts';
import { type GoRunRequest, type GoRunResult, runGo } from '../../../go/index.ts';
import { simpleClock } from '../../../go/interp/run.ts';
import { COVER_PROFILE_MARK } from '../../../go/std/testing/package.ts';
import { vetPackage } from '../../../go/vet/vet.ts';
import { type OutputChunk, pushChunk } from '../../order.ts';
import { coverPackage, coverUnits, profileLines } from './cover.ts';
import type { TestArgs } from './test-args.ts';
import { Test2JSON } from './test2json.ts';

export { parseTestArgs, type TestArgs } from './test-args.ts';

export const TEST_ELAPSED = '0.012s';

/** go test's `%.3fs` of a binary that spent `ns` on the simulated clock. */
function elapsedOf(ns: bigint): string {
  if (ns <= 0n) return TEST_ELAPSED;
  return `${(0.012 + Number(ns) / 1e9).toFixed(3)}s`;
}

/**
 * A directory with a go.mod of its own, or below one, belongs to another module: `./...` does not
 * match its packages (cmd/go/internal/modload/search.go walks the main module and prunes at a nested
 * go.mod).
 */
export function inOtherModule(files: Record<string, string>, dir: string): boolean {
  if (dir === '.') return false;
  const parts = dir.split('/');
  for (let n = 1; n <= parts.length; n++) if (`${parts.slice(0, n).join('/')}/go.mod` in files) return true;
  return false;
}

/** Package directories (relative to the module root) a pattern names, in import path order. */
function matchDirs(files: Record<string, string>, pattern: string): string[] {
  const dirs = new Set<string>();
  for (const name of Object.keys(files)) {
    if (!name.endsWith('.go')) continue;
    const i = name.lastIndexOf('/');
    const d = i < 0 ? '.' : name.slice(0, i);
    if (d !== '.' && d.split('/').some(skippedDir)) continue;
    if (inOtherModule(files, d)) continue;
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
  /** Package list mode: the go command's directory, relative to the module root (file names print from it). */
  dir?: string;
  /** Load errors that only say the simulated toolchain lacks a package: the note to print instead. */
  limitation?: (errors: GoCmdError[] | undefined) => string | undefined;
  /** Runs one test binary (default runGo; the CLI passes its runner with the simulated cluster). */
  run?: (req: GoRunRequest) => GoRunResult;
  /** Extra request fields for every test binary (environment, module sources). */
  request?: Partial<GoRunRequest>;
  /** The toolchain's phases for the vet step (default: the standard library's). */
  phases?: Phases;
  /**
   * The terminal's view as it comes: the go command's lines, and a binary's output as it runs where
   * go test shows it so (local directory mode, -v; not -json); in all, the result's stdout and stderr
   * interleaved as written.
   */
  onScreen?: (text: string) => void;
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
): { findings: string; notes: string[]; failed?: string; ok?: boolean } {
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
  // The package vets when only its external test package fails to compile (r.units: those checked).
  // When the package fails, an external test package that does not import it is still vetted: it
  // is checked without the package's files.
  if (
    !r.ok &&
    r.stage === 'compile' &&
    r.failed === path &&
    r.imports?.get(`${path}_test`)?.includes(path) === false
  ) {
    const alone = sources.filter(
      (f) => !(f.name.endsWith('.go') && dirOf(f.name) === dir && !/^package\s+\w+_test\b/m.test(f.src)),
    );
    const x = vetTest(alone, dir, path, root, request, phases);
    return { findings: x.findings, notes: [], failed: r.stderr };
  }
  if (!r.ok && (r.stage !== 'compile' || r.failed !== `${path}_test`)) return { findings: '', notes: [] };
  const units = r.ok ? r.units : (r.units ?? []);
  const bySource = new Map(sources.map((f) => [f.name, f.src]));
  let out = '';
  for (const target of [path, `${path}_test`]) {
    const i = units.findIndex((u) => u.path === target);
    if (i < 0) continue;
    const u = units[i];
    // The packages it imports, for printf wrappers' facts (testing's Errorf and Fatalf among them).
    const deps = units.slice(0, i);
    const found = vetPackage(u.path, u.files, u.info, bySource, deps, u.goVersion, true);
    if (found.length === 0) continue;
    const variant = target !== path || u.files.some((f) => f.filename.endsWith('_test.go'));
    out += variant ? `# ${target}\n# [${target}]\n` : `# ${target}\n`;
    out += found.map(findingLine).join('');
  }
  return { findings: out, notes: r.ok ? r.notes : [], failed: r.ok ? undefined : r.stderr, ok: r.ok };
}

function findingLine(d: { file: string; line: number; col: number; msg: string }): string {
  return `${displayPath(d.file)}:${d.line}:${d.col}: ${d.msg}\n`;
}

/** Runs `go test` over a module's files (names relative to the module root, `root` its directory). */
export function goTest(
  files: Record<string, string>,
  t: TestArgs,
  root: string,
  opts: TestRunOptions = {},
): { stdout: string; stderr: string; exitCode: number; coverProfile?: string; chunks?: OutputChunk[] } {
  const sources = Object.entries(files).map(([name, src]) => ({ name, src }));
  const bySource = new Map(sources.map((f) => [f.name, f.src]));
  const mod = modulePath(files);
  const local = opts.localDir !== undefined;
  // the compiler's and vet's file names, as the go command prints them from its directory
  const goDir = local ? (opts.localDir as string) : (opts.dir ?? '.');
  const fromGoDir = (text: string) => positionsFromDir(root, goDir, text);
  // The binary's output goes straight to the terminal, unbuffered, in local directory mode and
  // when benchmarking (test.go runTestActor): shown as it comes, with its exit status after a
  // failure, and the go command cannot read it for [no tests to run] or the coverage.
  const streamed = local || t.bench === true;
  const dirs: string[] = [];
  for (const p of local ? [opts.localDir as string] : t.packages)
    for (const d of matchDirs(files, p)) if (!dirs.includes(d)) dirs.push(d);
  let stdout = '';
  let stderr = '';
  // both streams in the order the go command writes them (its build errors on stderr come before
  // the package's FAIL line on stdout), for a terminal without onScreen to interleave
  const chunks: OutputChunk[] = [];
  const setupChunks: OutputChunk[] = [];
  const onScreen = opts.onScreen ?? (() => {});
  const screen = (s: string) => {
    pushChunk(chunks, 1, s);
    onScreen(s);
  };
  const err = (s: string) => {
    stderr += s;
    pushChunk(chunks, 2, s);
    onScreen(s);
  };
  // Packages whose tests do not load fail while the go command builds its action graph, before any
  // package is built or run: their lines come first (cmd/go/internal/test runTest). (The screen gets
  // them when the simulation finds them.)
  let setupOut = '';
  let setupErr = '';
  let anyFailed = false;
  const noted = new Set<string>();
  // -coverprofile: the go command's merged profile (test/cover.go initCoverProfile, mergeCoverProfile)
  const cover = t.cover;
  let profile = cover ? `mode: ${cover.mode}\n` : '';
  // -json: the go command's clock for the events' Time (the simulation's epoch, or the caller's
  // clock at the start), moved on by each package's time.
  let cmdNs: bigint | undefined;
  let stampNs = 0n;
  let json: Test2JSON | undefined;
  let pkgPath = '';
  // test2json's converter for the package (its start event); a package whose tests do not load
  // has none (the go command fails it before any test action runs).
  const converter = () => {
    json ??= new Test2JSON(
      pkgPath,
      (l) => {
        stdout += l;
        screen(l);
      },
      () => stampNs,
    );
    return json;
  };
  /** A package's lines: through its test2json converter with -json, else as text. */
  const print = (text: string) => {
    if (t.json) converter().write(text);
    else {
      stdout += text;
      screen(text);
    }
  };
  /** The end of a package's lines: with -json, its final event (`elapsed` seconds). */
  const done = (failed: boolean, elapsed = 0) => {
    if (!t.json) return;
    const c = converter();
    c.exited(failed);
    c.close(elapsed);
    json = undefined;
  };
  // Packages in import path order, one at a time, as go1.23 prints them with -p 1. (With several
  // builds at once, a package without test files prints its line when its run action ends, which
  // can be before the packages ahead of it.)
  // -failfast: once a package's tests failed, the packages after it print nothing at all
  let failedFast = false;
  for (const dir of dirs) {
    if (failedFast) break;
    const path = dir === '.' ? mod : `${mod}/${dir}`;
    if (t.json) {
      if (cmdNs === undefined) {
        const c = opts.request?.clock;
        cmdNs =
          c !== undefined ? BigInt(c.now()) : (opts.request?.startTimeNs ?? BigInt(simpleClock().now()));
      }
      stampNs = cmdNs;
      pkgPath = path;
    }
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
        err(fromGoDir(b.stderr));
        print(`FAIL\t${path} [build failed]\n`);
        done(true);
        anyFailed = true;
        continue;
      }
      // and vetted, with go test's analyzers; a finding fails it as a test package's would
      const u = b.ok ? b.units[b.units.length - 1] : undefined;
      const found =
        u === undefined
          ? []
          : vetPackage(
              u.path,
              u.files,
              u.info,
              bySource,
              b.ok ? b.units.slice(0, -1) : [],
              u.goVersion,
              true,
            );
      if (found.length > 0) {
        err(fromGoDir(`# ${path}\n${found.map(findingLine).join('')}`));
        print(`FAIL\t${path} [build failed]\n`);
        done(true);
        anyFailed = true;
        continue;
      }
      // -cover: a package with functions but no tests reports 0% and adds its blocks to the profile
      // (test.go runTestActor, go1.22+); without statements the line has no coverage and, as go1.23
      // prints it, no newline either
      const none = cover ? coverUnits(sources, dir, path) : undefined;
      if (none?.hasFuncs) {
        const total = none.units.reduce((n, u) => n + u.stmts, 0);
        print(`\t${path}\t\t${total > 0 ? 'coverage: 0.0% of statements\n' : ''}`);
        profile += profileLines(none.units);
      } else print(`?   \t${path}\t[no test files]\n`);
      done(false);
      continue;
    }
    let out = '';
    const vet = vetTest(sources, dir, path, root, opts.request, opts.phases ?? defaultPhases);
    // The toolchain's notes (a module version the simulator does not model) are the go command's
    // lines, on its stderr once, not the test binary's output.
    const notes = vet.notes.map((n) => `${n}\n`).join('');
    for (const n of vet.notes) if (!noted.has(n)) err(`${n}\n`);
    for (const n of vet.notes) noted.add(n);
    if (vet.findings !== '') {
      // an external test package that did not compile reports first (go1.23 with -p 1: its compile
      // action runs before the package's vet action)
      err(fromGoDir(testHeader(vet.failed ?? '', path, recompiled(sources, dir)) + vet.findings));
      print(`FAIL\t${path} [build failed]\n`);
      done(true);
      anyFailed = true;
      continue;
    }
    // the binary's own clock, unless the caller shares one (the simulated cluster's)
    const clock =
      opts.request?.clock ?? (opts.request?.startTimeNs === undefined ? simpleClock() : undefined);
    const started = clock === undefined ? 0n : BigInt(clock.now());
    const spent = () => (clock === undefined ? 0n : BigInt(clock.now()) - started);
    // With -json, each piece of output with the time it was written (the events' Time).
    const pieces: [string, bigint][] = [];
    // Where go test shows the binary's output as it comes (and the build will succeed: vet built
    // it), the screen gets it past the toolchain's notes, which the go command printed already.
    const live = (streamed || t.verbose) && !t.json && vet.ok === true;
    let held = notes.length;
    const take = (text: string) => {
      let s = text;
      // the binary's coverage profile, framed (testing's writeCoverProfile): the go command's, not output
      const at = s.indexOf(COVER_PROFILE_MARK);
      if (at >= 0) {
        const end = s.indexOf(COVER_PROFILE_MARK, at + COVER_PROFILE_MARK.length);
        const body = s.slice(at + COVER_PROFILE_MARK.length, end);
        profile += body.slice(body.indexOf('\n') + 1);
        s = s.slice(0, at) + s.slice(end + COVER_PROFILE_MARK.length);
        if (s === '') return;
      }
      out += s;
      if (t.json) pieces.push([s, spent()]);
      if (!live) return;
      const cut = Math.min(held, s.length);
      held -= cut;
      if (cut < s.length) onScreen(s.slice(cut));
    };
    const r = (opts.run ?? runGo)({
      ...opts.request,
      ...(clock === undefined ? {} : { clock }),
      files: cover ? coverPackage(sources, dir, path, cover.mode).sources : sources,
      target: { kind: 'dir', dir },
      test: true,
      args: t.binary,
      cwd: root,
      onStdout: take,
      onStderr: take,
    });
    if (r.stage === 'load') {
      const note = opts.limitation?.(r.loadErrors);
      const text = note ?? `# ${path}\n${r.stderr}`;
      setupErr += text;
      setupOut += `FAIL\t${path} [setup failed]\n`;
      pushChunk(setupChunks, 2, text);
      pushChunk(setupChunks, 1, `FAIL\t${path} [setup failed]\n`);
      onScreen(`${text}FAIL\t${path} [setup failed]\n`);
      anyFailed = true;
      continue;
    }
    if (r.stage === 'compile') {
      err(fromGoDir(testHeader(r.stderr, path, recompiled(sources, dir))));
      print(`FAIL\t${path} [build failed]\n`);
      done(true);
      anyFailed = true;
      continue;
    }
    let skip = out.startsWith(notes) ? notes.length : 0;
    if (skip > 0) out = out.slice(skip);
    const passed = r.exitCode === 0;
    const noTests = /^testing: warning: no tests to run$/m.test(out);
    const ns = spent();
    if (t.json) {
      converter();
      for (const [s, at] of pieces) {
        const cut = Math.min(skip, s.length);
        skip -= cut;
        stampNs = (cmdNs ?? 0n) + at;
        if (cut < s.length) converter().write(s.slice(cut));
      }
      stampNs = (cmdNs ?? 0n) + ns;
    } else if (streamed || !passed || t.verbose || t.list) {
      stdout += out;
      pushChunk(chunks, 1, out);
      if (!live) onScreen(out);
    }
    // In package list mode the go command ends the binary's output with a newline before its own
    // line (go.dev/issue/49317), even when it does not show that output; in local directory mode
    // the output went straight to the terminal and it does not know.
    const nl = !streamed && out !== '' && !out.endsWith('\n') ? '\n' : '';
    const elapsed = elapsedOf(ns);
    // the percentage the binary printed, when the go command saw its output (coveragePercentage)
    const percent = cover && !streamed ? /coverage: (.*)\n/.exec(out) : null;
    if (passed)
      print(
        `${nl}ok  \t${path}\t${elapsed}${percent ? `\tcoverage: ${percent[1]}` : ''}${!streamed && noTests ? ' [no tests to run]' : ''}\n`,
      );
    else {
      // The exit status when the go command saw no output (test.go runTestActor).
      print(streamed || out === '' ? `exit status ${r.exitCode}\n` : nl);
      // test2json counts a package failed only on a FAIL line: the go command marks its own.
      print(`${t.json || t.v2json ? '\x16' : ''}FAIL\t${path}\t${elapsed}\n`);
      anyFailed = true;
      failedFast = t.failfast === true;
    }
    // test2json's converter closes after the result line: its elapsed time is the package's and a
    // millisecond more (it started before the binary and ends after it).
    done(!passed, Number(elapsed.slice(0, -1)) + 0.001);
    cmdNs = (cmdNs ?? 0n) + ns + 13_000_000n;
  }
  if (anyFailed && !local && !t.json) {
    stdout += 'FAIL\n';
    screen('FAIL\n');
  }
  const ordered = [...setupChunks, ...chunks];
  return {
    stdout: setupOut + stdout,
    stderr: setupErr + stderr,
    exitCode: anyFailed ? 1 : 0,
    // only when both streams were written, as for a program's output (go-toolchain.ts recorded)
    ...(ordered.some((c) => c.fd === 1) && ordered.some((c) => c.fd === 2) ? { chunks: ordered } : {}),
    ...(cover?.profile !== undefined ? { coverProfile: profile } : {}),
  };
}

/**
 * The compile errors of a test build name the test variant (`# p [p.test]`) when they are in the
 * package's test files or in its external test package, or when the package is compiled only as
 * its test variant (`recompiled`); errors in the package's own files are otherwise its plain
 * build's (go test builds p before p [p.test]).
 */
function testHeader(stderr: string, path: string, recompiled = false): string {
  const m = /^# (\S+)\n/.exec(stderr);
  if (m === null) return stderr;
  const rest = stderr.slice(m[0].length);
  const inTests = rest.split('\n').every((l) => l === '' || /^\S*_test\.go:/.test(l) || /^\s/.test(l));
  if ((m[1] === path && (inTests || recompiled)) || m[1] === `${path}_test`)
    return `# ${m[1]} [${path}.test]\n${rest}`;
  return stderr;
}

function dirOf(name: string): string {
  const i = name.lastIndexOf('/');
  return i < 0 ? '.' : name.slice(0, i);
}

/**
 * Whether go test compiles the directory's package only as its test variant p [p.test]: a main
 * package (load.TestPackagesFor copies it), or one with test files of its own package, which the
 * variant compiles with it (go1.23: `# p [p.test]` for an error in p.go then).
 */
function recompiled(sources: readonly SourceFile[], dir: string): boolean {
  return sources.some(
    (f) =>
      f.name.endsWith('.go') &&
      dirOf(f.name) === dir &&
      (f.name.endsWith('_test.go')
        ? !/^package\s+\w+_test\b/m.test(f.src)
        : /^package\s+main\b/m.test(f.src)),
  );
}
