// A go line below a dependency's, as go1.23.5 reports it ([CAPTURED] GOPROXY=off GOTOOLCHAIN=local,
// local replacements beside the project): main (go 1.21) imports example.com/a (go 1.21), which
// imports example.com/dep (go 1.22.0), required as indirect. go build, run, vet and test stop with
// `go: updates to go.mod needed; to update it:` / `\tgo mod tidy` and exit 1 before compiling; go
// 1.22.0 builds. A dependency without a go line puts no requirement on go (a go 1.12 main module
// builds over one), and a required module whose packages are not loaded is not consulted while the
// graph is pruned (go 1.17 and later) but is for go 1.16.
import { expect, it } from 'vitest';
import { memoryFS } from '../../../src/go/build/mod/fs.ts';
import { runGo, type SourceFile } from '../../../src/go/index.ts';

const ROOT = '/home/gopher/main';

const files = (o: Record<string, string>): SourceFile[] =>
  Object.entries(o).map(([name, src]) => ({ name, src }));

const OUTSIDE = (depGo: string) =>
  memoryFS(
    files({
      '/home/gopher/a/go.mod': 'module example.com/a\n\ngo 1.21\n\nrequire example.com/dep v0.1.0\n',
      '/home/gopher/a/a.go': 'package a\n\nimport "example.com/dep"\n\nfunc Y() int { return dep.X() + 1 }\n',
      '/home/gopher/dep/go.mod': `module example.com/dep\n${depGo}`,
      '/home/gopher/dep/dep.go': 'package dep\n\nfunc X() int { return 41 }\n',
    }),
    '/',
  );

const goMod = (go: string) =>
  `module example.com/main\n\ngo ${go}\n\nrequire example.com/a v0.1.0\n\nrequire example.com/dep v0.1.0 // indirect\n\nreplace example.com/dep => ../dep\n\nreplace example.com/a => ../a\n`;

const USES_A =
  'package main\n\nimport (\n\t"fmt"\n\n\t"example.com/a"\n)\n\nfunc main() { fmt.Println(a.Y()) }\n';
const PLAIN = 'package main\n\nimport "fmt"\n\nfunc main() { fmt.Println("plain") }\n';

const run = (go: string, main: string, depGo = '\ngo 1.22.0\n', env: Record<string, string> = {}) =>
  runGo({
    files: files({ 'go.mod': goMod(go), 'main.go': main }),
    cwd: ROOT,
    modules: { env: { HOME: '/home/gopher', ...env }, fs: OUTSIDE(depGo) },
  });

const DIRTY = 'go: updates to go.mod needed; to update it:\n\tgo mod tidy\n';

it('stops a module whose go line is below a loaded dependency go line', () => {
  for (const go of ['1.21', '1.22', '1.21.9']) {
    const r = run(go, USES_A);
    expect(r.stderr).toBe(DIRTY);
    expect(r.stdout).toBe('');
    expect(r.exitCode).toBe(1);
  }
  expect(run('1.21', `${USES_A}\nvar x int = "s"\n`).stderr).toBe(DIRTY);
  expect(run('1.21', USES_A, '\ngo 1.22.0\n', { GOFLAGS: '-mod=readonly' }).stderr).toBe(
    'go: updates to go.mod needed, disabled by -mod=readonly; to update it:\n\tgo mod tidy\n',
  );
});

it('builds at the dependency go line or above, over a go.mod without one, and when nothing is loaded from it', () => {
  expect(run('1.22.0', USES_A).stdout).toBe('42\n');
  expect(run('1.23', USES_A).stdout).toBe('42\n');
  expect(run('1.21', USES_A, '').stdout).toBe('42\n');
  expect(run('1.21', PLAIN).stdout).toBe('plain\n');
  expect(run('1.16', PLAIN).stderr).toBe(DIRTY);
});
