// One toolchain for the whole suite: the standard library plus the Kubernetes packages, through the
// driver's own phases (src/go/build/default.ts). Registry packages are parsed and checked once per
// Phases object, so sharing it keeps the suite fast.

import { type BuildResult, buildProgram } from '../../../src/go/build/build.ts';
import { makePhases } from '../../../src/go/build/default.ts';
import type { SourceFile } from '../../../src/go/build/load.ts';
import { type GoRunResult, runGo } from '../../../src/go/index.ts';
import { stdPackage, stdPackagePaths } from '../../../src/go/std/index.ts';
import { kubePackage, kubePackagePaths } from '../../../src/kube/gopkg/index.ts';

export const phases = makePhases(
  (path) => stdPackage(path) ?? kubePackage(path),
  [...stdPackagePaths, ...kubePackagePaths],
);

/** Type-checks the `package main` in `dir` (a module when go.mod is among `files`), without running it. */
export function checkFiles(files: readonly SourceFile[], dir = '.'): BuildResult {
  const module = files.some((f) => f.name === 'go.mod');
  const target =
    module || dir !== '.'
      ? { kind: 'dir' as const, dir }
      : { kind: 'files' as const, files: files.map((f) => f.name) };
  return buildProgram({ sources: files, target, stopAfterCheck: true }, phases);
}

/** Type-checks one main.go. */
export function checkMain(src: string): BuildResult {
  return checkFiles([{ name: 'main.go', src }]);
}

/** Runs one main.go on the virtual clock. */
export function runMain(src: string): GoRunResult {
  return runGo({ files: [{ name: 'main.go', src }], phases, startTimeNs: 1_700_000_000_000_000_000n });
}

/** The expected output in a program's `// Output:` trailer. */
export function outputTrailer(src: string): string {
  const i = src.indexOf('\n// Output:\n');
  if (i < 0) throw new Error('program has no // Output: trailer');
  return src
    .slice(i + '\n// Output:\n'.length)
    .split('\n')
    .filter((l) => l.startsWith('//'))
    .map((l) => `${l.replace(/^\/\/ ?/, '')}\n`)
    .join('');
}

/** Go source without its `// Output:` trailer. */
export function withoutTrailer(src: string): string {
  const i = src.indexOf('\n// Output:\n');
  return i < 0 ? src : src.slice(0, i + 1);
}
