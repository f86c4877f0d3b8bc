// The Kubernetes modules whose packages the simulator provides whatever version a project's go.mod
// pins (the Go loader takes them from the registry, never from vendor/ or the module cache), and
// the versions whose API it models: controller-runtime v0.19 to v0.24 and the k8s.io/* minors they
// are built with (v0.31 to v0.36; controller-runtime's README compatibility table).

import * as semver from '../../go/build/mod/semver.ts';
import type { SimulatedModule } from '../../go/build/phases.ts';

function module(path: string, low: string, high: string): SimulatedModule {
  return {
    path,
    models: (v) =>
      semver.compare(semver.majorMinor(v), low) >= 0 && semver.compare(semver.majorMinor(v), high) <= 0,
    note: (v) =>
      `oplab: go.mod requires ${path} ${v}, a version oplab does not model; its packages come from oplab's simulated ${path} (${low} to ${high})`,
  };
}

export const simulatedModules: readonly SimulatedModule[] = [
  module('sigs.k8s.io/controller-runtime', 'v0.19', 'v0.24'),
  module('k8s.io/api', 'v0.31', 'v0.36'),
  module('k8s.io/apimachinery', 'v0.31', 'v0.36'),
  module('k8s.io/client-go', 'v0.31', 'v0.36'),
  module('k8s.io/apiextensions-apiserver', 'v0.31', 'v0.36'),
  // k8s.io/utils has no releases: every pseudo-version is served by the same packages.
  { path: 'k8s.io/utils', models: () => true, note: () => '' },
  // ginkgo v2 and gomega: one API (v2.11.0 / v1.27.10's) for every version a project pins.
  { path: 'github.com/onsi/ginkgo/v2', models: () => true, note: () => '' },
  { path: 'github.com/onsi/gomega', models: () => true, note: () => '' },
];
