// Since Go 1.21 a go.mod's go line is a requirement like any other: the main module's must be at least
// the go line of each module whose packages the build loads (all required modules for a go 1.16
// module, whose graph is not pruned). A lower one is untidy, and -mod=readonly (the default) stops
// before compiling. [CAPTURED] go1.23.5, GOPROXY=off GOTOOLCHAIN=local, a `go 1.21` module with a
// local replacement whose go.mod says `go 1.22.0`: `go build`, `go run`, `go vet`, `go test` print
// `go: updates to go.mod needed; to update it:` and a tab-indented `go mod tidy` on stderr, exit 1;
// `go 1.22` fails too (a language version sorts before its releases); GOFLAGS=-mod=readonly says
// `updates to go.mod needed, disabled by -mod=readonly; to update it:`; a required module no loaded
// package comes from is not consulted. The simulated modules' go lines are their releases' (every
// tag of kubernetes-sigs/controller-runtime and kubernetes/api…: v0.19 `go 1.22.0`, v0.24 `go 1.26.0`).

import { expect, it } from 'vitest';
import { runProject } from '../../../src/kube/run/index.ts';

const goMod = (go: string | undefined, requires: string) =>
  `module example.com/golines\n${go === undefined ? '' : `\ngo ${go}\n`}\nrequire (\n${requires})\n`;

const CR24 = '\tk8s.io/apimachinery v0.36.0\n\tsigs.k8s.io/controller-runtime v0.24.1\n';
const CR19 = '\tk8s.io/apimachinery v0.31.0\n\tsigs.k8s.io/controller-runtime v0.19.0\n';

const WITH_CR = `package main

import ctrl "sigs.k8s.io/controller-runtime"

func main() { _ = ctrl.SetupSignalHandler }
`;

const APIMACHINERY_ONLY = `package main

import "k8s.io/apimachinery/pkg/types"

func main() { println(types.NamespacedName{Name: "a"}.String()) }
`;

const PLAIN = `package main

func main() { println("plain") }
`;

const run = (gomod: string, main: string, env?: Record<string, string>) =>
  runProject({
    files: [
      { name: 'go.mod', src: gomod },
      { name: 'main.go', src: main },
    ],
    ...(env === undefined ? {} : { modules: { env } }),
  });

const DIRTY = 'go: updates to go.mod needed; to update it:\n\tgo mod tidy\n';

it('refuses a go line below the go line of a module the build loads', () => {
  const low = run(goMod('1.23', CR24), WITH_CR);
  expect(low.stage).toBe('load');
  expect(low.exitCode).toBe(1);
  expect(low.stderr).toBe(DIRTY);
  // a language version (1.22) sorts before the release a dependency names (1.22.0)
  expect(run(goMod('1.22', CR19), WITH_CR).stderr).toBe(DIRTY);
  // no go line: go 1.16
  expect(run(goMod(undefined, CR19), WITH_CR).stderr).toBe(DIRTY);
  // k8s.io/apimachinery v0.36.0's own go line (1.26.0), controller-runtime not imported
  expect(run(goMod('1.25.0', CR24), APIMACHINERY_ONLY).stderr).toBe(DIRTY);
  // the error comes from loading, before gc reads a line
  expect(run(goMod('1.23', CR24), `${WITH_CR}\nvar x int = "s"\n`).stderr).toBe(DIRTY);
});

it('says when -mod=readonly was asked for', () => {
  const r = run(goMod('1.21', CR19), WITH_CR, { GOFLAGS: '-mod=readonly' });
  expect(r.stderr).toBe(
    'go: updates to go.mod needed, disabled by -mod=readonly; to update it:\n\tgo mod tidy\n',
  );
});

it('accepts the same or a higher go line, and a requirement no loaded package comes from', () => {
  for (const [go, req] of [
    ['1.22.0', CR19],
    ['1.22.5', CR19],
    ['1.26.0', CR24],
  ] as const) {
    const r = run(goMod(go, req), WITH_CR);
    expect(r.stderr).not.toContain('updates to go.mod needed');
    expect(r.stage).not.toBe('load');
  }
  // a pruned graph (go >= 1.17) reads the go.mod of modules that provide loaded packages only
  const pruned = run(goMod('1.21', CR24), PLAIN);
  expect(pruned.stderr).not.toContain('updates to go.mod needed');
  expect(pruned.stdout).toBe('');
  // an unpruned one (go 1.16) reads every required module's
  expect(run(goMod('1.16', CR24), PLAIN).stderr).toBe(DIRTY);
});
