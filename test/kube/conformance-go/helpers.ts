// Go programs against the simulated cluster: a project directory from testdata (api packages get
// the deepcopy methods `make generate` writes), run with a fresh cluster attached.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { SourceFile } from '../../../src/go/build/load.ts';
import { runGo } from '../../../src/go/index.ts';
import { type KubeEnv, type NewKubeEnvOptions, newKubeEnv, withKubeEnv } from '../../../src/kube/bind/env.ts';
import { generateDeepCopy } from '../../../src/kube/gopkg/deepcopygen.ts';
import { phases } from '../gopkg/helpers.ts';

/** All files under testdata/<name>, with names relative to it. */
export function loadProject(name: string): SourceFile[] {
  const root = join(import.meta.dirname, 'testdata', name);
  const out: SourceFile[] = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(dir).sort()) {
      const p = join(dir, e);
      if (statSync(p).isDirectory()) walk(p);
      else out.push({ name: relative(root, p), src: readFileSync(p, 'utf8') });
    }
  };
  walk(root);
  return out;
}

/** The project plus zz_generated.deepcopy.go for every marked package directory. */
export function withDeepCopy(files: readonly SourceFile[]): SourceFile[] {
  const dirs = new Map<string, SourceFile[]>();
  for (const f of files) {
    if (!f.name.endsWith('.go')) continue;
    const d = f.name.includes('/') ? f.name.slice(0, f.name.lastIndexOf('/')) : '.';
    dirs.set(d, [...(dirs.get(d) ?? []), f]);
  }
  const out = [...files];
  for (const fs of dirs.values()) {
    const g = generateDeepCopy(fs);
    if (g !== undefined) out.push(g);
  }
  return out;
}

export interface ProjectRun {
  stdout: string;
  stderr: string;
  exitCode: number;
  env: KubeEnv;
}

/**
 * Runs the package in `dir` (module root by default) with a fresh cluster; the project's files are
 * visible to envtest, relative paths resolve from `dir`. `setup` prepares the cluster first.
 */
export function runProjectFiles(
  files: readonly SourceFile[],
  opts: NewKubeEnvOptions & { dir?: string; setup?: (env: KubeEnv) => void } = {},
): ProjectRun {
  const all = withDeepCopy(files);
  const dir = opts.dir ?? '.';
  const env = newKubeEnv({ seed: 5, files: all, mainDir: dir, ...opts });
  opts.setup?.(env);
  const r = withKubeEnv(env, () =>
    runGo({ files: all, phases, clock: env.goClock, target: { kind: 'dir', dir } }),
  );
  return { stdout: r.stdout, stderr: r.stderr, exitCode: r.exitCode, env };
}
