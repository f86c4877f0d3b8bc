// The Kubernetes modules whose packages the simulator provides whatever version a project's go.mod
// pins (the Go loader takes them from the registry, never from vendor/ or the module cache), and
// the versions whose API it models: controller-runtime v0.19 to v0.24 and the k8s.io/* minors they
// are built with (v0.31 to v0.36; controller-runtime's README compatibility table).

import * as semver from '../../go/build/mod/semver.ts';
import type { SimulatedModule } from '../../go/build/phases.ts';

// The go line of each release's go.mod, read with `git show TAG:go.mod` over every tag of
// kubernetes-sigs/controller-runtime and kubernetes/{api,apimachinery,client-go,
// apiextensions-apiserver} (the four k8s.io modules share their go lines). The go command refuses a
// main module whose go line is below one of these (load.ts goLineBelowRequirements).
const CONTROLLER_RUNTIME_GO: Readonly<Record<number, string>> = {
  2: '1.11',
  3: '1.12',
  4: '1.13',
  5: '1.13',
  6: '1.13',
  7: '1.15',
  8: '1.15',
  9: '1.16',
  10: '1.16',
  11: '1.17',
  12: '1.17',
  13: '1.17',
  14: '1.19',
  15: '1.20',
  16: '1.20',
  17: '1.21',
  18: '1.22.0',
  19: '1.22.0',
  20: '1.23.0',
  21: '1.24.0',
  22: '1.24.0',
  23: '1.25.0',
  24: '1.26.0',
};
const KUBERNETES_GO: Readonly<Record<number, string>> = {
  15: '1.12',
  16: '1.12',
  17: '1.12',
  18: '1.13',
  19: '1.15',
  20: '1.15',
  21: '1.16',
  22: '1.16',
  23: '1.16',
  24: '1.16',
  25: '1.19',
  26: '1.19',
  27: '1.20',
  28: '1.20',
  29: '1.21',
  30: '1.22.0',
  31: '1.22.0',
  32: '1.23.0',
  33: '1.24.0',
  34: '1.24.0',
  35: '1.25.0',
  36: '1.26.0',
};

/** The go line of a v0.MINOR.PATCH release from a per-minor table (prereleases: their minor's). */
function goLineFrom(
  table: Readonly<Record<number, string>>,
  patched?: (minor: number, patch: number) => string | undefined,
) {
  return (v: string): string | undefined => {
    const m = /^v0\.(\d+)\.(\d+)(?:-[0-9A-Za-z.-]+)?$/.exec(v);
    if (m === null) return undefined;
    return patched?.(Number(m[1]), Number(m[2])) ?? table[Number(m[1])];
  };
}

// k8s.io/* raised the go line within two minors: v0.23.16 and later say go 1.19; v0.24.9 says
// go 1.18 and v0.24.10 and later go 1.19.
const kubernetesGoLine = goLineFrom(KUBERNETES_GO, (minor, patch) =>
  minor === 23 && patch >= 16
    ? '1.19'
    : minor === 24 && patch >= 10
      ? '1.19'
      : minor === 24 && patch === 9
        ? '1.18'
        : undefined,
);

function module(
  path: string,
  low: string,
  high: string,
  goLine: (v: string) => string | undefined,
): SimulatedModule {
  return {
    path,
    goLine,
    models: (v) =>
      semver.compare(semver.majorMinor(v), low) >= 0 && semver.compare(semver.majorMinor(v), high) <= 0,
    note: (v) =>
      `oplab: go.mod requires ${path} ${v}, a version oplab does not model; its packages come from oplab's simulated ${path} (${low} to ${high})`,
  };
}

export const simulatedModules: readonly SimulatedModule[] = [
  module('sigs.k8s.io/controller-runtime', 'v0.19', 'v0.24', goLineFrom(CONTROLLER_RUNTIME_GO)),
  module('k8s.io/api', 'v0.31', 'v0.36', kubernetesGoLine),
  module('k8s.io/apimachinery', 'v0.31', 'v0.36', kubernetesGoLine),
  module('k8s.io/client-go', 'v0.31', 'v0.36', kubernetesGoLine),
  module('k8s.io/apiextensions-apiserver', 'v0.31', 'v0.36', kubernetesGoLine),
  // k8s.io/utils has no releases: every pseudo-version is served by the same packages (and its
  // go line, which differs per commit, is not checked).
  { path: 'k8s.io/utils', models: () => true, note: () => '' },
  // ginkgo v2 and gomega: one API (v2.11.0 / v1.27.10's) for every version a project pins.
  { path: 'github.com/onsi/ginkgo/v2', models: () => true, note: () => '' },
  { path: 'github.com/onsi/gomega', models: () => true, note: () => '' },
];
