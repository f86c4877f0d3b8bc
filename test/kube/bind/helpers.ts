// Running Go programs against a simulated cluster: one toolchain for the suite (the gopkg tests'
// phases), a fresh KubeEnv per program, the env's clock as the interpreter's.

import type { SourceFile } from '../../../src/go/build/load.ts';
import { type GoRunResult, runGo } from '../../../src/go/index.ts';
import { type KubeEnv, type NewKubeEnvOptions, newKubeEnv, withKubeEnv } from '../../../src/kube/bind/env.ts';
import { phases } from '../gopkg/helpers.ts';

export { phases };

export type EnvRun = GoRunResult & { env: KubeEnv };

/** Runs `main.go` (plus extra files) with a fresh simulated cluster attached. */
export function runWithCluster(
  src: string,
  opts: NewKubeEnvOptions & { files?: SourceFile[]; setup?: (env: KubeEnv) => void; env?: KubeEnv } = {},
): EnvRun {
  const env = opts.env ?? newKubeEnv({ seed: 7, ...opts });
  opts.setup?.(env);
  const files = [{ name: 'main.go', src }, ...(opts.files ?? [])];
  env.files ??= files;
  const r = withKubeEnv(env, () => runGo({ files, phases, clock: env.goClock }));
  return { ...r, env };
}
