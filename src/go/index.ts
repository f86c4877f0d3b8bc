// The Go toolchain's public, engine-safe API: source files in, `go run`'s output out. No Node APIs:
// the CLI (src/cli/go.ts), the site's worker and the simulated cluster all call this.
//
//   const r = runGo({ files: [{ name: 'main.go', src }] });
//   r.stdout, r.stderr (text, as a terminal would show it), r.exitCode
//
// Behaviour is `go run`'s (the built binary's exit status is passed through: 2 for a panic, N for
// os.Exit(N), 1 for a build failure). Output streams through `onStdout`/`onStderr` as it is
// produced, decoded from UTF-8 at the edge.

import { buildAndRun, buildProgram, DEFAULT_CWD, type RunStage } from './build/build.ts';
import { GO_RELEASE, GOARCH, GOOS } from './build/constraints.ts';
import { defaultPhases } from './build/default.ts';
import { positionsFromDir } from './build/go-cwd.ts';
import type { RunTarget, SourceFile } from './build/load.ts';
import type { GoCmdError } from './build/mod/errors.ts';
import type { ModuleEnvironment } from './build/mod/resolve.ts';
import type { Phases } from './build/phases.ts';
import type { VirtualClock } from './interp/native.ts';
import { byteArray, OutputTail } from './output-tail.ts';
import type { Diagnostic } from './syntax/pos.ts';

export type { RunStage } from './build/build.ts';
/**
 * A toolchain over another package registry (e.g. the standard library plus simulated Kubernetes
 * packages): `runGo({ ..., phases: makePhases((p) => kube(p) ?? stdPackage(p)) })`. Keep the result
 * for the life of the process: it caches parsed and checked registry packages.
 */
export { makePhases, type PackageLookup } from './build/default.ts';
export type { RunTarget, SourceFile } from './build/load.ts';
export type { GoCmdError } from './build/mod/errors.ts';
export type { ModuleFS } from './build/mod/fs.ts';
export type { ModuleEnvironment } from './build/mod/resolve.ts';
export type { Phases } from './build/phases.ts';
export {
  type GoSnapshot,
  readSnapshot,
  type SnapshotSource,
  snapshotLayout,
  snapshotStale,
  useSnapshot,
  writeSnapshot,
} from './build/snapshot.ts';
export { compilingAhead } from './interp/compile/compiler.ts';
export type { Diagnostic } from './syntax/pos.ts';

/**
 * The memory budget when the caller sets none: 1 GiB of live values as the interpreter counts them,
 * which stays inside a default Node or browser heap (4 GiB; the representation's real cost is about
 * 1–2× the estimate) with room for the toolchain itself.
 */
export const DEFAULT_MEMORY_BUDGET = 1 << 30;

/** `go version` for this toolchain: a Go 1.26 language level, simulated linux/amd64, not gc. */
export const GO_VERSION = `go${GO_RELEASE}-oplab`;
export const goVersionLine = `go version ${GO_VERSION} ${GOOS}/${GOARCH}`;

export interface GoRunRequest {
  /** Program files ('/'-separated paths relative to the working directory); may include go.mod. */
  files: readonly SourceFile[];
  /**
   * What to run. Default: the root package (`go run .`) when a go.mod is present, otherwise every
   * root-directory .go file as named files (`go run *.go`).
   */
  target?: RunTarget;
  env?: Record<string, string>;
  /** os.Args after the program name. */
  args?: string[];
  /** os.Args[0] when the program runs as a file go build wrote (`./bin/app`); default go run's. */
  argv0?: string;
  /** Statements + calls the run may take before it is stopped with an error naming the line. */
  stepBudget?: number;
  /** Go call depth limit (`fatal error: stack overflow` beyond it). */
  maxDepth?: number;
  /**
   * Bytes the program's live values may take (as the interpreter estimates them: 8 per slice or array
   * element, strings by length, ...) before it stops with gc's `fatal error: runtime: out of memory`
   * and exit status 2. Default DEFAULT_MEMORY_BUDGET.
   */
  memoryBudget?: number;
  /** The host's CPU clock in ms (process.cpuUsage): with it the run stops after `cpuLimitMs` (60 s). */
  cpuTime?: () => number;
  cpuLimitMs?: number;
  /** Called at every chunk of steps while the program runs (interp/run.ts Host.onChunk). */
  onChunk?: () => void;
  /** Virtual clock start, ns since the Unix epoch. */
  startTimeNs?: bigint;
  /** A host-owned virtual clock shared with the caller (the simulated cluster's); overrides startTimeNs. */
  clock?: VirtualClock;
  /** Absolute working directory shown in a few go command messages. */
  cwd?: string;
  /**
   * The go command's directory relative to `cwd` when `cwd` is the module root above it: the
   * compiler's file names print from there (`./main.go`, `../api/v1/types.go`).
   */
  dir?: string;
  onStdout?: (text: string) => void;
  onStderr?: (text: string) => void;
  /**
   * The program's bytes exactly as written (invalid UTF-8 included), for hosts that pass output on
   * as bytes (a terminal, a pipe); the toolchain's own messages arrive UTF-8 encoded.
   */
  onStdoutBytes?: (bytes: Uint8Array) => void;
  onStderrBytes?: (bytes: Uint8Array) => void;
  /**
   * The program's standard input: up to `max` bytes as a binary string (one char per byte), '' at
   * its end. Without it the program reads an empty standard input.
   */
  stdin?: (max: number) => string;
  /** Replaces the toolchain's phases (tests). */
  phases?: Phases;
  /** Where third-party modules come from: GOFLAGS/GOMODCACHE, the host's files beside the project. */
  modules?: ModuleEnvironment;
  /**
   * `go test`: build the target directory's package with its _test.go files and run the generated
   * test main (args are then the test binary's, e.g. `-test.v=true`).
   */
  test?: boolean;
}

export interface GoRunResult {
  exitCode: number;
  /** Where the run ended: 'load' (go command error), 'compile' (gc error), 'run'. */
  stage: RunStage;
  /** The output as text (the last 16 MiB of characters when there was more). */
  stdout: string;
  stderr: string;
  /** The go command's errors as values, when loading failed. */
  loadErrors?: GoCmdError[];
}

function defaultTarget(files: readonly SourceFile[]): RunTarget {
  if (files.some((f) => f.name === 'go.mod')) return { kind: 'dir', dir: '.' };
  return {
    kind: 'files',
    files: files.filter((f) => f.name.endsWith('.go') && !f.name.includes('/')).map((f) => f.name),
  };
}

/**
 * os.Args[0] of a `go run` program: the binary go run links in its work directory (the number is
 * random in gc), named as cmd/go/internal/run/run.go names it: after the first .go file named on
 * the command line, else the last element of the package's import path.
 */
function goRunExe(files: readonly SourceFile[], target: RunTarget): string {
  let name = 'main';
  if (target.kind === 'files') {
    const first = target.files[0];
    if (first !== undefined) name = first.slice(first.lastIndexOf('/') + 1).replace(/\.go$/, '');
  } else {
    const dir = target.dir.replace(/\/+$/, '');
    if (dir !== '.' && dir !== '') name = dir.slice(dir.lastIndexOf('/') + 1);
    else {
      const mod = files.find((f) => f.name === 'go.mod');
      const m = mod === undefined ? null : /^\s*module\s+"?([^\s"]+)/m.exec(mod.src);
      if (m !== null) name = m[1]!.slice(m[1]!.lastIndexOf('/') + 1);
    }
  }
  return `/tmp/go-build1000000000/b001/exe/${name}`;
}

/** os.Args[0] of a test binary: `go test` links `<last element of the import path>.test` in b001. */
function goTestExe(files: readonly SourceFile[], target: RunTarget | undefined): string {
  const exe = goRunExe(files, target ?? { kind: 'dir', dir: '.' });
  return `${exe.slice(0, exe.indexOf('/exe/'))}/${exe.slice(exe.lastIndexOf('/') + 1)}.test`;
}

const NON_ASCII = /[\x80-\xff]/;
const encoder = new TextEncoder();

/** Decodes a stream of Go bytes (binary strings) as UTF-8, keeping split characters intact. */
class Utf8Stream {
  private readonly decoder = new TextDecoder('utf-8');
  private readonly sink: (text: string) => void;
  private readonly raw: ((bytes: Uint8Array) => void) | undefined;
  /** GoRunResult.stdout/stderr: a bounded tail; streaming hosts get all of it through the callbacks. */
  private readonly kept = new OutputTail();
  constructor(sink: (text: string) => void, raw?: (bytes: Uint8Array) => void) {
    this.sink = sink;
    this.raw = raw;
  }
  bytes(b: string): void {
    if (!NON_ASCII.test(b)) {
      // ASCII bytes are their own UTF-8: the encoder copies them natively
      if (this.raw !== undefined) this.raw(encoder.encode(b));
      this.emit(this.decoder.decode() + b);
      return;
    }
    const u = byteArray(b);
    this.raw?.(u);
    this.emit(this.decoder.decode(u, { stream: true }));
  }
  textChunk(t: string): void {
    if (this.raw !== undefined && t !== '') this.raw(encoder.encode(t));
    this.emit(this.decoder.decode() + t);
  }
  end(): void {
    this.emit(this.decoder.decode());
  }
  private emit(t: string): void {
    if (t === '') return;
    this.sink(t);
    this.kept.push(t);
  }
  get text(): string {
    return this.kept.text;
  }
}

/** Builds and runs a Go program like `go run`. Never throws for bad Go input. */
export function runGo(req: GoRunRequest): GoRunResult {
  const out = new Utf8Stream(req.onStdout ?? (() => {}), req.onStdoutBytes);
  const err = new Utf8Stream(req.onStderr ?? (() => {}), req.onStderrBytes);
  const report = buildAndRun(
    {
      sources: req.files,
      target: req.target ?? defaultTarget(req.files),
      cwd: req.cwd ?? DEFAULT_CWD,
      modules: req.modules,
      test: req.test,
    },
    req.phases ?? defaultPhases,
    {
      stdout: (b) => out.bytes(b),
      stderr: (b) => err.bytes(b),
      env: req.env ?? {},
      args: [
        req.test
          ? goTestExe(req.files, req.target)
          : (req.argv0 ?? goRunExe(req.files, req.target ?? defaultTarget(req.files))),
        ...(req.args ?? []),
      ],
      stdin: req.stdin,
      stepBudget: req.stepBudget,
      maxDepth: req.maxDepth,
      memoryBudget: req.memoryBudget ?? DEFAULT_MEMORY_BUDGET,
      cpuTime: req.cpuTime,
      cpuLimitMs: req.cpuLimitMs,
      onChunk: req.onChunk,
      startTimeNs: req.startTimeNs,
      clock: req.clock,
    },
    (text) => err.textChunk(req.dir ? positionsFromDir(req.cwd ?? DEFAULT_CWD, req.dir, text) : text),
  );
  out.end();
  err.end();
  // The kept text is joined only when asked for: streaming hosts never ask.
  return {
    exitCode: report.exitCode,
    stage: report.stage,
    get stdout() {
      return out.text;
    },
    get stderr() {
      return err.text;
    },
    loadErrors: report.loadErrors,
  };
}

/**
 * The go command's own exit after running a program: a program that exited non-zero gets
 * `exit status N` on stderr and the command exits 1 (cmd/go/internal/base RunStdin: Errorf("%v", err)
 * of the *exec.ExitError, which sets exit status 1). A build or load failure already exits 1.
 */
export function goRunExit(
  r: Pick<GoRunResult, 'exitCode' | 'stage'>,
  stderr: (line: string) => void,
): number {
  if (r.stage !== 'run' || r.exitCode === 0) return r.exitCode;
  stderr(`exit status ${r.exitCode}\n`);
  return 1;
}

export interface GoCheckResult {
  ok: boolean;
  /** The go command's / gc's complete error text (empty when ok). */
  stderr: string;
  /**
   * The failing package's diagnostics for editor markers (positions 1-based, columns in bytes, file
   * names as given), all of them, in reporting order; empty for go command (loading) errors.
   */
  diagnostics: Diagnostic[];
  /** The go command's errors as values, when loading failed. */
  loadErrors?: GoCmdError[];
  /** The import path of the package that did not compile (the target or one it imports). */
  failed?: string;
}

/** Loads, parses and type-checks (and compiles) without running: what an editor shows on save. */
export function checkGo(
  req: Pick<GoRunRequest, 'files' | 'target' | 'cwd' | 'phases' | 'modules'> & {
    /** A library package may be the target: it is compiled, not linked (`go build ./api`). */
    library?: boolean;
  },
): GoCheckResult {
  const r = buildProgram(
    {
      sources: req.files,
      target: req.target ?? defaultTarget(req.files),
      cwd: req.cwd ?? DEFAULT_CWD,
      modules: req.modules,
      ...(req.library ? { library: true, stopAfterCheck: true } : {}),
    },
    req.phases ?? defaultPhases,
  );
  return r.ok
    ? { ok: true, stderr: '', diagnostics: [] }
    : {
        ok: false,
        stderr: r.stderr,
        diagnostics: r.diagnostics ?? [],
        loadErrors: r.loadErrors,
        ...(r.failed !== undefined ? { failed: r.failed } : {}),
      };
}
