// The production wiring of the driver's phases (see phases.ts): syntax from src/go/syntax, the checker
// from src/go/types, the interpreter from src/go/interp and packages from the registry in src/go/std.

import type { NativePackage, NativeTable } from '../interp/native.ts';
import { nativeRegistry } from '../interp/native.ts';
import {
  CompileError,
  type Host,
  type Program,
  ProgramCompiler,
  run as runProgram,
  runResident,
  simpleClock,
} from '../interp/run.ts';
import { parseFile } from '../syntax/index.ts';
import { DEFAULT_CWD, DEFAULT_GOROOT } from './build.ts';
import { goText } from './go-text.ts';
import type { LoadedPackage } from './load.ts';
import { cleanPath } from './mod/fs.ts';
import {
  type CheckedUnit,
  type CompiledProgram,
  CompileFailure,
  type Phases,
  PhaseUnavailable,
  type ResidentProgram,
  type RunHost,
  type RunOutcome,
  type SimulatedModule,
} from './phases.ts';
import { recordRegistryPackage, snapshotPackage } from './snapshot.ts';
import { checkPackage, lookupRegistry, registryPaths } from './wiring.ts';

interface Compiled extends CompiledProgram {
  program: Program;
}

/**
 * The import paths of the packages whose compiled form compiling `program` made (registry packages
 * included); the others' were kept from programs compiled before by the same phases.
 */
export function compiledPackagesOf(program: CompiledProgram): readonly string[] {
  if (!('program' in program)) throw new PhaseUnavailable('interpreter', 'not a compiled program');
  return (program as Compiled).program.compiled;
}

function parseRegistryPackage(path: string, native: NativePackage): LoadedPackage {
  const files = [];
  const diagnostics = [];
  for (const f of native.files) {
    // The text itself (a site page's worker loads it only now: go-text.ts).
    const r = parseFile(`${path}/${f.name}`, goText(f.src));
    diagnostics.push(...r.diagnostics);
    if (r.file !== undefined) files.push(r.file);
  }
  const imports: string[] = [];
  for (const f of files)
    for (const s of f.imports) {
      const p = s.path.value.slice(1, -1);
      if (!imports.includes(p)) imports.push(p);
    }
  return {
    path,
    dir: '',
    name: files[0]?.name.name ?? path.slice(path.lastIndexOf('/') + 1),
    files,
    parseDiagnostics: diagnostics,
    imports,
    registry: true,
    ...(native.hidden !== undefined && native.hidden.length > 0 ? { hidden: native.hidden } : {}),
    ...(native.graphImports !== undefined ? { graphImports: native.graphImports } : {}),
  };
}

function unitPathOfFile(units: CheckedUnit[], file: string): string {
  for (const u of units) if (u.files.some((f) => f.filename === file)) return u.path;
  return units[units.length - 1]?.path ?? 'command-line-arguments';
}

/** Where registry packages come from: import path → package (undefined when unknown). */
export type PackageLookup = (path: string) => NativePackage | undefined;

/**
 * Phases over a package registry. Registry packages are parsed once per Phases object (and checked
 * once, see build.ts), so keep the object for the life of the process.
 */
export function makePhases(
  lookup: PackageLookup,
  paths: readonly string[] = [],
  simulated: readonly SimulatedModule[] = [],
): Phases {
  const registryParsed = new Map<string, LoadedPackage | undefined>();
  const registryNatives = new Map<string, NativeTable>();
  const registryFiles = new Set<string>();
  // Compiled packages are kept across programs (interp/run.ts ProgramCompiler): the registry's for
  // the process, the program's own while their checks are reused (build.ts keptChecks).
  const compiler = new ProgramCompiler(nativeRegistry(registryNatives));
  const registryLoaded = (path: string): LoadedPackage | undefined => {
    if (registryParsed.has(path)) return registryParsed.get(path);
    const native = lookup(path);
    const pkg =
      native === undefined
        ? undefined
        : (snapshotPackage(path, lookup) ?? parseRegistryPackage(path, native));
    if (pkg !== undefined) recordRegistryPackage(path, pkg, lookup);
    if (native !== undefined) registryNatives.set(path, native.natives);
    // Its files' names as the registry lists them (a snapshot's files stay unread syntax this way).
    if (pkg !== undefined && native !== undefined)
      for (const f of native.files) registryFiles.add(`${path}/${f.name}`);
    registryParsed.set(path, pkg);
    return pkg;
  };
  return {
    parseFile,
    registryPaths: () => paths,
    simulatedModules: () => simulated,
    hasPackage(path) {
      return registryLoaded(path) !== undefined;
    },
    registryPackage(path) {
      return registryLoaded(path);
    },
    check(pkg, importPackage, cwd) {
      return checkPackage(pkg, importPackage, cwd);
    },
    compile(units): Compiled {
      try {
        const program = compiler.compile(
          units.map((u) => ({
            path: u.path,
            name: u.name,
            files: u.files,
            info: u.info,
            types: u.types,
            lazy: registryParsed.get(u.path) !== undefined,
            // Standard-library (registry) packages always use the toolchain's own semantics.
            goVersion: registryParsed.get(u.path) !== undefined ? undefined : u.goVersion,
          })),
        );
        return { kind: 'compiled', program };
      } catch (e) {
        if (e instanceof CompileError) {
          throw new CompileFailure(unitPathOfFile(units, e.file), [
            { file: e.file, line: e.line, col: e.col, msg: e.message },
          ]);
        }
        throw e;
      }
    },
    run(program: CompiledProgram, host: RunHost): RunOutcome {
      if (!('program' in program)) throw new PhaseUnavailable('interpreter', 'not a compiled program');
      return { exitCode: runProgram((program as Compiled).program, interpHost(host)).exitCode };
    },
    runResident(program: CompiledProgram, host: RunHost): ResidentProgram {
      if (!('program' in program)) throw new PhaseUnavailable('interpreter', 'not a compiled program');
      const r = runResident((program as Compiled).program, interpHost(host));
      return {
        get outcome() {
          return r.result === undefined ? undefined : { exitCode: r.result.exitCode };
        },
        resume: () => r.resume(),
        enter: (fn) => r.enter(fn),
      };
    },
  };

  function interpHost(host: RunHost): Host {
    return {
      stdout: host.stdout,
      stderr: host.stderr,
      env: host.env,
      args: host.args,
      stdin: host.stdin,
      stepBudget: host.stepBudget,
      maxDepth: host.maxDepth,
      memoryBudget: host.memoryBudget,
      cpuTime: host.cpuTime,
      cpuLimitMs: host.cpuLimitMs,
      onChunk: host.onChunk,
      virtualDeadline: host.virtualDeadline,
      clock: host.clock ?? (host.startTimeNs === undefined ? undefined : simpleClock(host.startTimeNs)),
      // Registry files are named `<import path>/<file>` and live under GOROOT/src, as std's do.
      // go test's generated main is compiled in its work directory, whose name -trimpath removes.
      tracePath: (file) =>
        registryFiles.has(file)
          ? `${DEFAULT_GOROOT}/src/${file}`
          : file === '_testmain.go' || file.startsWith('/')
            ? file
            : cleanPath(`${host.cwd ?? DEFAULT_CWD}/${file}`),
    };
  }
}

/** The toolchain with the standard library registry (src/go/std). */
export const defaultPhases: Phases = makePhases(lookupRegistry, registryPaths);
