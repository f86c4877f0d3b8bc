// The driver's pipeline, as `go run` runs it: load (go command) → per package in dependency order:
// syntax errors stop (gc does not type-check after them), type errors stop → link check (func main)
// → compile → run. Compile failures are printed exactly as `go build` prints them.

import type { File } from '../syntax/ast.ts';
import type { Diagnostic } from '../syntax/pos.ts';
import { buildDirectiveDiagnostics, embedDiagnostics } from './embed.ts';
import { formatPackageErrors } from './errors.ts';
import {
  type LoadedPackage,
  type LoadedProgram,
  loadProgram,
  type RunTarget,
  type SourceFile,
} from './load.ts';
import type { GoCmdError } from './mod/errors.ts';
import type { ModuleEnvironment } from './mod/resolve.ts';
import {
  type CheckedUnit,
  type CompiledProgram,
  CompileFailure,
  type Phases,
  PhaseUnavailable,
  type RunHost,
} from './phases.ts';
import { registryCheck, setRegistryCheck } from './snapshot.ts';

export const DEFAULT_GOROOT = '/usr/local/go';
export const DEFAULT_CWD = '/home/gopher/app';

export interface BuildRequest {
  sources: readonly SourceFile[];
  target: RunTarget;
  /** Absolute working directory quoted by some go command messages (default DEFAULT_CWD). */
  cwd?: string;
  /** Stop after type checking (no compile): what an editor or a benchmark of the front end needs. */
  stopAfterCheck?: boolean;
  /**
   * `go vet`'s loading: go/types checks the packages, not gc, so gc's own checks of compiler
   * directives (misplaced //go:build) do not apply.
   */
  vet?: boolean;
  /** Where third-party modules come from (GOFLAGS, GOMODCACHE, the host's files beside the project). */
  modules?: ModuleEnvironment;
  /**
   * The target may be any package, and is not linked (`go vet`): a library package, or a main package
   * without func main, type-checks. Needs stopAfterCheck.
   */
  library?: boolean;
  /** `go test`: the target package with its tests, run by the generated test main (load.ts). */
  test?: boolean;
}

export type BuildResult =
  | {
      ok: true;
      units: CheckedUnit[];
      program: CompiledProgram | undefined;
      /** The go command's lines before the program runs (e.g. a simulated module's version note). */
      notes: string[];
    }
  | {
      ok: false;
      stderr: string;
      /** The go command's errors as values when loading failed (stage 'load'). */
      loadErrors?: GoCmdError[];
      exitCode: number;
      stage: 'load' | 'compile';
      /** The compiler's diagnostics (all of them, uncapped) when a package failed to compile. */
      diagnostics?: Diagnostic[];
      /** The package that failed to type-check (the target or one it imports), and the target. */
      failed?: string;
      /** The failed package's files, in file-name order. */
      failedFiles?: string[];
      target?: { path: string; name: string };
      /** The packages checked before the failed one, in dependency order (go vet vets them). */
      units?: CheckedUnit[];
      /** The failed package's parsed files (go vet: which function an error is in). */
      files?: File[];
      /** Each loaded package's imports (go vet: whether an external test imports the package). */
      imports?: ReadonlyMap<string, readonly string[]>;
    };

function errorText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/**
 * A phase that throws on some input has a bug; the learner gets a clear, Go-shaped report instead of
 * a JavaScript crash (gc's equivalent is "internal compiler error").
 */
function internalError(
  pkgPath: string,
  phase: string,
  e: unknown,
): { ok: false; stderr: string; exitCode: number; stage: 'compile' } {
  return {
    ok: false,
    stderr: `# ${pkgPath}\noplab: internal compiler error in the ${phase}: ${errorText(e)}\n`,
    exitCode: 1,
    stage: 'compile',
  };
}

function unavailable(
  e: unknown,
): { ok: false; stderr: string; exitCode: number; stage: 'compile' } | undefined {
  if (e instanceof PhaseUnavailable)
    return { ok: false, stderr: `${e.message}\n`, exitCode: 1, stage: 'compile' };
  return undefined;
}

export function buildProgram(req: BuildRequest, phases: Phases): BuildResult {
  const cwd = req.cwd ?? DEFAULT_CWD;
  let loaded: ReturnType<typeof loadProgram>;
  try {
    loaded = loadProgram(req.sources, req.target, phases, {
      cwd,
      goroot: DEFAULT_GOROOT,
      modules: req.modules,
      library: req.library,
      test: req.test,
    });
  } catch (e) {
    const u = unavailable(e);
    if (u) return { ...u, stage: 'load' };
    throw e;
  }
  if (!loaded.ok)
    return { ok: false, stderr: loaded.stderr, loadErrors: loaded.errors, exitCode: 1, stage: 'load' };
  const notes = loaded.notes.map((n) => `${n}\n`).join('');
  const target = { path: loaded.program.main.path, name: loaded.program.main.name };
  // A package that does not compile: its errors as gc prints them, after the go command's notes.
  const compileErrors = (pkg: LoadedPackage, diagnostics: Diagnostic[]) => ({
    ok: false as const,
    stderr: notes + formatPackageErrors(pkg.path, diagnostics),
    diagnostics,
    exitCode: 1,
    stage: 'compile' as const,
    failed: pkg.path,
    failedFiles: pkg.fileNames,
    target,
    units: [...units],
    files: pkg.files,
    imports: new Map(loaded.program.packages.map((p) => [p.path, p.imports])),
  });

  const checked = new Map<string, CheckedUnit>();
  const units: CheckedUnit[] = [];
  const sources = new Map(req.sources.map((f) => [f.name, f.src]));
  // go build goes on with the packages that do not import a failed one and prints every failure,
  // in its action order (go vet and go test keep to the first failure).
  const goOn = !req.library && !req.test;
  const failures: ReturnType<typeof compileErrors>[] = [];
  const failed = new Set<string>();
  const fail = (r: ReturnType<typeof compileErrors>) => {
    if (!goOn) return r;
    failures.push(r);
    failed.add(r.failed);
    return undefined;
  };
  for (const pkg of goOn ? actionOrder(loaded.program) : loaded.program.packages) {
    if (pkg.imports.some((p) => failed.has(p))) {
      failed.add(pkg.path);
      continue;
    }
    if (stopsAtParse(pkg)) {
      const r = fail(compileErrors(pkg, pkg.parseDiagnostics));
      if (r) return r;
      continue;
    }
    // Registry packages are checked once per process (or come checked from a snapshot); the
    // program's own packages again only when they or a package they import changed.
    const key = pkg.registry ? undefined : checkKey(pkg, sources, checked);
    const kept = key === undefined ? undefined : keptChecks(phases).get(pkg.path);
    let unit = pkg.registry ? registryCheck(pkg) : kept?.key === key ? kept?.unit : undefined;
    // gc's parser reports a //go:build line no declaration takes; it type-checks still and prints
    // them with the type errors, then stops (noder.go pragma; irgen.go checkFiles ExitIfErrors).
    const directiveErrs =
      pkg.registry || req.vet
        ? []
        : pkg.files.flatMap((f) => {
            const src = sources.get(f.filename);
            return src === undefined ? [] : buildDirectiveDiagnostics(f, src, 'parse');
          });
    if (unit === undefined) {
      try {
        unit = phases.check(pkg, (path) => checked.get(path)?.types, cwd);
      } catch (e) {
        return unavailable(e) ?? internalError(pkg.path, 'type checker', e);
      }
      if (unit.diagnostics.length > 0) {
        // the scanner's errors first, as gc reports them before type checking
        const r = fail(compileErrors(pkg, [...pkg.parseDiagnostics, ...directiveErrs, ...unit.diagnostics]));
        if (r) return r;
        continue;
      }
      if (pkg.registry) setRegistryCheck(pkg, unit);
      else if (key !== undefined) keptChecks(phases).set(pkg.path, { key, unit });
    }
    // scanner errors alone (the package type-checks), or the directives' no declaration took, or
    // //go:embed's and those of directives a declaration took (checked by gc after types2,
    // noder/writer.go checkPragmas and checkEmbed)
    const errs =
      pkg.parseDiagnostics.length > 0 || pkg.registry
        ? pkg.parseDiagnostics
        : directiveErrs.length > 0
          ? directiveErrs
          : [
              ...pkg.files.flatMap((f) => {
                const src = sources.get(f.filename);
                return src === undefined || req.vet ? [] : buildDirectiveDiagnostics(f, src, 'attached');
              }),
              ...embedDiagnostics(pkg, unit, sources),
            ];
    if (errs.length > 0) {
      const r = fail(compileErrors(pkg, errs));
      if (r) return r;
      continue;
    }
    checked.set(pkg.path, unit);
    units.push(unit);
  }
  if (failures.length > 0)
    return { ...failures[0], stderr: notes + failures.map((f) => f.stderr.slice(notes.length)).join('') };

  if (req.library && req.stopAfterCheck) return { ok: true, units, program: undefined, notes: loaded.notes };
  const main = checked.get(loaded.program.main.path);
  const mainFn = main?.types.scope.lookup('main');
  if (mainFn === undefined || mainFn.kind !== 'func') {
    // Reported by the linker, after compiling (cmd/link: "function main is undeclared in the main package").
    return {
      ok: false,
      stderr: `# ${loaded.program.main.path}\nruntime.main_main·f: function main is undeclared in the main package\n`,
      exitCode: 1,
      stage: 'compile',
    };
  }
  if (req.stopAfterCheck) return { ok: true, units, program: undefined, notes: loaded.notes };
  try {
    return { ok: true, units, program: phases.compile(units), notes: loaded.notes };
  } catch (e) {
    if (e instanceof CompileFailure) {
      return {
        ok: false,
        stderr: formatPackageErrors(e.path, e.diagnostics),
        exitCode: 1,
        stage: 'compile',
        diagnostics: e.diagnostics,
      };
    }
    return unavailable(e) ?? internalError(loaded.program.main.path, 'interpreter', e);
  }
}

// --- incremental checking of the program's own packages

/**
 * The last successful check of each of the program's own packages, per Phases (one registry, one
 * type graph of registry packages): an editor's next build after a one-file edit checks that
 * package and the packages that import it, not the others.
 */
const kept = new WeakMap<Phases, Map<string, { key: string; unit: CheckedUnit }>>();

function keptChecks(phases: Phases): Map<string, { key: string; unit: CheckedUnit }> {
  let m = kept.get(phases);
  if (m === undefined) kept.set(phases, (m = new Map()));
  return m;
}

const typeIds = new WeakMap<object, number>();
let nextTypeId = 1;

/** A number naming one checked package object (a re-checked import is a new object, so a new number). */
function typeId(o: object): number {
  let id = typeIds.get(o);
  if (id === undefined) typeIds.set(o, (id = nextTypeId++));
  return id;
}

/**
 * What a check of `pkg` depends on: its path, name and language version, each file's name and
 * source, and which checked package each import resolved to. Undefined when a file's source is not
 * among the request's (a module-cache package read from the host): such a package is checked every time.
 */
function checkKey(
  pkg: LoadedPackage,
  sources: ReadonlyMap<string, string>,
  checked: ReadonlyMap<string, CheckedUnit>,
): string | undefined {
  const parts = [pkg.path, pkg.name, pkg.goVersion ?? ''];
  for (const f of pkg.files) {
    const src = sources.get(f.filename);
    if (src === undefined) return undefined;
    parts.push(f.filename, src);
  }
  // The embedded files' bytes decide the package's values (ValueSpec.embed, set on the kept AST).
  for (const [name, data] of pkg.embed?.data ?? []) parts.push(name, data);
  for (const path of pkg.imports) {
    const dep = checked.get(path);
    parts.push(path, dep === undefined ? '' : String(typeId(dep.types)));
  }
  return parts.join('\0');
}

export type RunStage = 'load' | 'compile' | 'run';

export interface RunReport {
  exitCode: number;
  stage: RunStage;
  loadErrors?: GoCmdError[];
}

/**
 * Builds and runs. `host` receives Go bytes (binary strings); compile errors are text, so they are
 * handed to `stderrText`.
 */
export function buildAndRun(
  req: BuildRequest,
  phases: Phases,
  host: RunHost,
  stderrText: (text: string) => void,
): RunReport {
  const built = buildProgram(req, phases);
  if (!built.ok) {
    stderrText(built.stderr);
    return { exitCode: built.exitCode, stage: built.stage, loadErrors: built.loadErrors };
  }
  for (const n of built.notes) stderrText(`${n}\n`);
  if (built.program === undefined) return { exitCode: 0, stage: 'compile' };
  try {
    const { exitCode } = phases.run(built.program, { ...host, cwd: host.cwd ?? req.cwd ?? DEFAULT_CWD });
    return { exitCode, stage: 'run' };
  } catch (e) {
    const u = unavailable(e);
    stderrText(u ? u.stderr : `oplab: internal error while running the program: ${errorText(e)}\n`);
    return { exitCode: u ? u.exitCode : 2, stage: 'run' };
  }
}

/**
 * The go command's action order for a build (cmd/go/internal/work actionList): a depth-first
 * post-order from the main package over each package's imports in import path order. With -p 1 it
 * builds (and reports failures) in this order; with more, independent packages race.
 */
function actionOrder(program: LoadedProgram): LoadedPackage[] {
  const byPath = new Map(program.packages.map((p) => [p.path, p]));
  const out: LoadedPackage[] = [];
  const seen = new Set<LoadedPackage>();
  const walk = (p: LoadedPackage) => {
    if (seen.has(p)) return;
    seen.add(p);
    for (const i of [...p.imports].sort()) {
      const d = byPath.get(i);
      if (d) walk(d);
    }
    out.push(p);
  };
  walk(program.main);
  for (const p of program.packages) walk(p);
  return out;
}

/**
 * Whether a package's parse diagnostics stop gc before type checking: a syntax error
 * (base.SyntaxErrors counts messages starting "syntax error"), or a file the parser gave up on.
 * Scanner errors such as `invalid UTF-8 encoding` do not: gc type-checks and prints them together.
 */
function stopsAtParse(pkg: LoadedPackage): boolean {
  if (pkg.parseDiagnostics.length === 0) return false;
  const parsed = new Set(pkg.files.map((f) => f.filename));
  return pkg.parseDiagnostics.some((d) => d.msg.startsWith('syntax error') || !parsed.has(d.file));
}
