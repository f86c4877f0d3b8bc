// Building the learner's program once for many runs: the grader runs several scenarios on the same
// files, and a compiled program can be run again (each run gets fresh package state). A few recent
// builds are kept, keyed by the target and the exact sources.

import { type BuildResult, buildProgram, DEFAULT_CWD } from '../../go/build/build.ts';
import type { RunTarget, SourceFile } from '../../go/build/load.ts';
import type { ModuleEnvironment } from '../../go/build/mod/resolve.ts';
import type { Phases, RunHost } from '../../go/build/phases.ts';
import { jsString } from '../../go/interp/strings.ts';
import { byteArray, OutputTail } from '../../go/output-tail.ts';

const CACHE_SIZE = 4;
const cache = new Map<string, BuildResult>();
let made = 0;

/** How many builds buildCached has made rather than found in its cache (tests of speculative builds). */
export function buildsMade(): number {
  return made;
}

function keyOf(files: readonly SourceFile[], target: RunTarget): string {
  const parts = [JSON.stringify(target)];
  for (const f of [...files].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)))
    parts.push(f.name, f.src);
  return parts.join('\u0000');
}

/**
 * buildProgram, remembered for the last few distinct (files, target) pairs. A build that reads
 * modules from the host's files (`modules`) is not remembered: those files may change.
 */
export function buildCached(
  files: readonly SourceFile[],
  target: RunTarget,
  phases: Phases,
  modules?: ModuleEnvironment,
): BuildResult {
  if (modules !== undefined)
    return buildProgram({ sources: files, target, cwd: DEFAULT_CWD, modules }, phases);
  const key = keyOf(files, target);
  const hit = cache.get(key);
  if (hit !== undefined) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const built = buildProgram({ sources: files, target, cwd: DEFAULT_CWD }, phases);
  made++;
  cache.set(key, built);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  return built;
}

export type RunOutput = { exitCode: number; stdout: string; stderr: string };

/** A host that shows output as the program writes it (oplab run), beside the kept tails. */
export interface OutputStream {
  stdout?(bytes: Uint8Array): void;
  stderr?(bytes: Uint8Array): void;
}

/**
 * Run a built program like `go run` does (exit status 2 for an internal failure), collecting its
 * output (a bounded tail of each stream: the last KEPT_OUTPUT bytes when there was more).
 */
export function runBuilt(
  built: Extract<BuildResult, { ok: true }>,
  phases: Phases,
  host: Omit<RunHost, 'stdout' | 'stderr' | 'env' | 'args'>,
  proc: { args?: readonly string[]; env?: Readonly<Record<string, string>> } = {},
  stream: OutputStream = {},
): RunOutput {
  const out = new OutputTail({ bytes: true });
  const err = new OutputTail({ bytes: true });
  let exitCode = 0;
  if (built.program !== undefined) {
    try {
      exitCode = phases.run(built.program, {
        ...host,
        stdout: (b) => {
          out.push(b);
          stream.stdout?.(byteArray(b));
        },
        stderr: (b) => {
          err.push(b);
          stream.stderr?.(byteArray(b));
        },
        env: { ...(proc.env ?? {}) },
        args: ['/tmp/go-build/exe/main', ...(proc.args ?? [])],
        cwd: DEFAULT_CWD,
      }).exitCode;
    } catch (e) {
      const line = `oplab: internal error while running the program: ${e instanceof Error ? e.message : String(e)}\n`;
      err.push(line);
      // a streaming host shows stderr as it came and no longer prints the kept tail
      stream.stderr?.(new TextEncoder().encode(line));
      exitCode = 2;
    }
  }
  return { exitCode, stdout: jsString(out.text), stderr: jsString(err.text) };
}
