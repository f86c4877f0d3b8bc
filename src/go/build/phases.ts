// The one place where the driver meets the other phases of the toolchain: syntax (src/go/syntax),
// the checker (src/go/types), the interpreter (src/go/interp) and the package registry
// (src/go/std). Everything else in src/go/build codes against the `Phases` interface, so a phase
// that is not available yet is reported by name instead of crashing the driver.

import type { VirtualClock } from '../interp/native.ts';
import type { File } from '../syntax/ast.ts';
import type { Diagnostic } from '../syntax/pos.ts';
import type { Info } from '../types/info.ts';
import type { Package } from '../types/types.ts';
import type { LoadedPackage } from './load.ts';

/** The result of type-checking one package. */
export interface CheckedUnit {
  path: string;
  name: string;
  files: File[];
  info: Info;
  types: Package;
  /** All diagnostics in the order the checker reported them (soft ones included). */
  diagnostics: Diagnostic[];
  /** The module's Go language version (LoadedPackage.goVersion); undefined for registry packages. */
  goVersion?: string;
}

/** Host services for a run (the interpreter's Host, in the driver's terms). */
export interface RunHost {
  stdout(bytes: string): void;
  stderr(bytes: string): void;
  env: Record<string, string>;
  args: string[];
  /** Standard input (interp/run.ts Host.stdin); empty without it. */
  stdin?: (max: number) => string;
  stepBudget?: number;
  maxDepth?: number;
  /** Bytes of live values before `fatal error: runtime: out of memory` (interp/mem.ts). */
  memoryBudget?: number;
  /** The host's CPU clock (ms) and the run's CPU-time limit (interp/run.ts Host). */
  cpuTime?: () => number;
  cpuLimitMs?: number;
  /** Called at every chunk of steps while the program runs (interp/run.ts Host.onChunk). */
  onChunk?: () => void;
  /** The run's virtual-time limit in ns on `clock` (interp/run.ts Host). */
  virtualDeadline?: () => number | bigint | undefined;
  /** Virtual clock start (ns since the Unix epoch); the interpreter's default otherwise. */
  startTimeNs?: bigint;
  /** A host-owned virtual clock (e.g. the simulated cluster's); overrides startTimeNs. */
  clock?: VirtualClock;
  /** Absolute working directory: source paths in panic stack traces are printed under it. */
  cwd?: string;
}

export interface RunOutcome {
  exitCode: number;
}

/**
 * A program that stays up between the host's turns (interp runResident): paused while nothing can
 * run, resumed by the host, entered by host code that calls into it.
 */
export interface ResidentProgram {
  /** Set once main returned or the program ended; undefined while paused. */
  readonly outcome: RunOutcome | undefined;
  resume(): void;
  enter<T>(fn: () => T): T;
}

/** A compiled program, opaque to the driver. */
export interface CompiledProgram {
  readonly kind: 'compiled';
}

/** Thrown by `compile` for code the interpreter cannot compile: printed like a gc error of `path`. */
export class CompileFailure extends Error {
  readonly path: string;
  readonly diagnostics: Diagnostic[];
  constructor(path: string, diagnostics: Diagnostic[]) {
    super(diagnostics.map((d) => d.msg).join('; '));
    this.path = path;
    this.diagnostics = diagnostics;
  }
}

/** Thrown by a phase adapter when the phase's module is missing or lacks its entry point. */
export class PhaseUnavailable extends Error {
  readonly phase: string;
  constructor(phase: string, detail: string) {
    super(`oplab: the Go ${phase} is not available in this build (${detail})`);
    this.phase = phase;
  }
}

/** A module the registry stands in for (e.g. sigs.k8s.io/controller-runtime). */
export interface SimulatedModule {
  path: string;
  /** Reports whether the registry models this version's API. */
  models(version: string): boolean;
  /** The one line printed when go.mod requires a version that is not modelled. */
  note(version: string): string;
  /** The go line of this version's go.mod (undefined: unknown, or none). */
  goLine?(version: string): string | undefined;
}

export interface Phases {
  parseFile(name: string, src: string): { file: File | undefined; diagnostics: Diagnostic[] };
  /**
   * Modules whose packages the registry provides whatever version go.mod requires (the simulated
   * Kubernetes modules): the loader notes a required version the registry does not model.
   */
  simulatedModules?(): readonly SimulatedModule[];
  /** Reports whether the registry (standard library, simulated packages) provides `path`. */
  hasPackage(path: string): boolean;
  /** Import paths the registry provides, for messages (optional). */
  registryPaths?(): readonly string[];
  /** The registry package `path`, parsed (cached: registry packages never change). */
  registryPackage(path: string): LoadedPackage | undefined;
  /**
   * Type-checks one package; `importPackage` returns already checked dependencies. `cwd` is the
   * absolute working directory the program's file names are relative to.
   */
  check(pkg: LoadedPackage, importPackage: (path: string) => Package | undefined, cwd?: string): CheckedUnit;
  /** Compiles the checked packages (dependencies first); throws CompileFailure for unsupported code. */
  compile(units: CheckedUnit[]): CompiledProgram;
  /** Runs a compiled program's initialisers and main; output goes to the host as Go bytes. */
  run(program: CompiledProgram, host: RunHost): RunOutcome;
  /** Runs it as a resident program (natives may pause it: NativeContext.pause). */
  runResident?(program: CompiledProgram, host: RunHost): ResidentProgram;
}
