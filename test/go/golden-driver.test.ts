// The driver (src/go/build, src/go/index.ts) on its own: the go command's loading errors, gc's error
// printing rules and the pipeline's stops, with the checker and interpreter replaced by fakes so these
// tests depend only on the driver and the parser. Expected strings are real go1.23.5 output.
import { describe, expect, test } from 'vitest';
import { evalBuildExpr, fileNameMatches } from '../../src/go/build/constraints.ts';
import { formatCompilerErrors } from '../../src/go/build/errors.ts';
import type { LoadedPackage } from '../../src/go/build/load.ts';
import { type CheckedUnit, type Phases, PhaseUnavailable } from '../../src/go/build/phases.ts';
import { checkGo, type GoRunRequest, runGo } from '../../src/go/index.ts';
import { parseFile } from '../../src/go/syntax/index.ts';
import type { Diagnostic } from '../../src/go/syntax/pos.ts';

const d = (file: string, line: number, col: number, msg: string): Diagnostic => ({ file, line, col, msg });

interface FakeOptions {
  /** Diagnostics the fake checker reports, per package path. */
  typeErrors?: Record<string, Diagnostic[]>;
  /** Whether the checked main package declares func main. */
  hasMain?: boolean;
  /** What the fake program writes (Go bytes) when run. */
  output?: string[];
  registry?: string[];
}

function fakePhases(o: FakeOptions = {}) {
  const checked: string[] = [];
  const registry = new Map<string, LoadedPackage>();
  for (const path of o.registry ?? ['fmt', 'strings']) {
    const r = parseFile(`${path}/${path}.go`, `package ${path}\n\nfunc F()\n`);
    registry.set(path, {
      path,
      dir: '',
      name: path,
      files: [r.file!],
      parseDiagnostics: [],
      imports: [],
      registry: true,
    });
  }
  const phases: Phases = {
    parseFile,
    hasPackage: (p) => registry.has(p),
    registryPackage: (p) => registry.get(p),
    check(pkg): CheckedUnit {
      checked.push(pkg.path);
      const hasMain = o.hasMain ?? true;
      const scope = { lookup: (n: string) => (n === 'main' && hasMain ? { kind: 'func' } : undefined) };
      return {
        path: pkg.path,
        name: pkg.name,
        files: pkg.files,
        info: {} as CheckedUnit['info'],
        types: { scope } as unknown as CheckedUnit['types'],
        diagnostics: o.typeErrors?.[pkg.path] ?? [],
      };
    },
    compile: () => ({ kind: 'compiled' }),
    run(_p, host) {
      for (const chunk of o.output ?? []) host.stdout(chunk);
      return { exitCode: 0 };
    },
  };
  return { phases, checked };
}

function run(files: Record<string, string>, extra: Partial<GoRunRequest> = {}, o: FakeOptions = {}) {
  const fake = fakePhases(o);
  const r = runGo({
    files: Object.entries(files).map(([name, src]) => ({ name, src })),
    phases: fake.phases,
    ...extra,
  });
  return { ...r, checked: fake.checked };
}

const hello = 'package main\n\nimport "fmt"\n\nfunc main() { fmt.F() }\n';

describe('gc error printing (cmd/compile/internal/base/print.go)', () => {
  test('sorts by position and prefixes ./ for files in the working directory', () => {
    const out = formatCompilerErrors([
      d('a.go', 9, 3, 'first'),
      d('b.go', 2, 1, 'second'),
      d('a.go', 9, 1, 'zeroth'),
    ]);
    expect(out).toBe('./a.go:9:1: zeroth\n./a.go:9:3: first\n./b.go:2:1: second\n');
  });

  test('orders files as their first errors were reported, not by name (gc PosTable base index)', () => {
    const out = formatCompilerErrors([
      d('z.go', 3, 17, 'late file, first error'),
      d('a.go', 6, 2, 'declared and not used: x'),
      d('z.go', 1, 1, 'earlier line of z.go'),
    ]);
    expect(out).toBe(
      './z.go:1:1: earlier line of z.go\n./z.go:3:17: late file, first error\n./a.go:6:2: declared and not used: x\n',
    );
  });

  test('files of a package in a subdirectory keep their relative path', () => {
    expect(formatCompilerErrors([d('api/v1/t.go', 1, 1, 'sub')])).toBe('api/v1/t.go:1:1: sub\n');
  });

  test('keeps one syntax error per line and drops a repeated identical error on the same line', () => {
    const out = formatCompilerErrors([
      d('a.go', 3, 5, 'syntax error: unexpected x'),
      d('a.go', 3, 9, 'syntax error: unexpected y'),
      d('a.go', 4, 1, 'undefined: z'),
      d('a.go', 4, 7, 'undefined: z'),
    ]);
    expect(out).toBe('./a.go:3:5: syntax error: unexpected x\n./a.go:4:1: undefined: z\n');
  });

  test('stops at the 10th reported error with "too many errors" at that error, after sorting the ten', () => {
    const reported = Array.from({ length: 12 }, (_, i) =>
      d('a.go', 20 - i, 2, `declared and not used: v${i}`),
    );
    const lines = formatCompilerErrors(reported).trimEnd().split('\n');
    expect(lines).toHaveLength(11);
    expect(lines[0]).toBe('./a.go:11:2: declared and not used: v9');
    expect(lines[9]).toBe('./a.go:20:2: declared and not used: v0');
    expect(lines[10]).toBe('./a.go:11:2: too many errors');
  });
});

describe('loading like the go command', () => {
  test('named files from two directories', () => {
    const r = run(
      { 'a.go': hello, 'sub/c.go': 'package main\n' },
      { target: { kind: 'files', files: ['a.go', 'sub/c.go'] } },
    );
    expect(r.stderr).toBe('named files must all be in one directory; have . and sub\n');
    expect(r.exitCode).toBe(1);
    expect(r.stage).toBe('load');
  });

  test('named files with different package clauses', () => {
    const r = run({ 'a.go': hello, 'b.go': 'package foo\n' }, { cwd: '/tmp/gl' });
    expect(r.stderr).toBe('found packages main (a.go) and foo (b.go) in /tmp/gl\n');
  });

  test('a named file that is not package main', () => {
    const r = run({ 'lib.go': 'package lib\n\nfunc F() {}\n' });
    expect(r.stderr).toBe('package command-line-arguments is not a main package\n');
  });

  test('a missing named file and no files at all', () => {
    expect(run({}, { target: { kind: 'files', files: ['missing.go'] } }).stderr).toBe(
      'stat missing.go: no such file or directory\n',
    );
    expect(run({}, { target: { kind: 'files', files: [] } }).stderr).toBe('go: no go files listed\n');
  });

  test('unknown imports: std-looking paths, and module paths with and without a go.mod', () => {
    const src = 'package main\n\nimport "foo/bar"\nimport "github.com/x/y"\n\nfunc main() { bar.X() }\n';
    expect(run({ 'b.go': src }).stderr).toBe(
      'b.go:3:8: package foo/bar is not in std (/usr/local/go/src/foo/bar)\n' +
        "b.go:4:8: no required module provides package github.com/x/y: go.mod file not found in current directory or any parent directory; see 'go help modules'\n",
    );
    const mod = { 'go.mod': 'module example.com/app\n\ngo 1.23\n' };
    const main =
      'package main\n\nimport (\n\t"fmt"\n\n\t"example.com/app/internal/missing"\n)\n\nfunc main() { fmt.F() }\n';
    expect(run({ ...mod, 'main.go': main }).stderr).toBe(
      'main.go:6:2: no required module provides package example.com/app/internal/missing; to add it:\n\tgo get example.com/app/internal/missing\n',
    );
  });

  test('a standard package that oplab does not provide is named as such, not as "not in std"', () => {
    const src = 'package main\n\nimport "net/http"\n\nfunc main() { http.Get("x") }\n';
    const fake = fakePhases();
    fake.phases.registryPaths = () => ['fmt', 'strings'];
    const r = runGo({ files: [{ name: 'srv.go', src }], phases: fake.phases });
    expect(r.stderr).toBe(
      "srv.go:3:8: package net/http is in Go's standard library but not in oplab's subset (available: fmt, strings)\n",
    );
  });

  test('an import cycle between module packages', () => {
    const r = run({
      'go.mod': 'module example.com/cyc\n\ngo 1.23\n',
      'main.go': 'package main\n\nimport "example.com/cyc/a"\n\nfunc main() { println(a.A) }\n',
      'a/a.go': 'package a\n\nimport "example.com/cyc/b"\n\nvar A = b.B\n',
      'b/b.go': 'package b\n\nimport "example.com/cyc/a"\n\nvar B = a.A\n',
    });
    expect(r.stderr).toBe(
      'package example.com/cyc\n\timports example.com/cyc/a\n\timports example.com/cyc/b\n\timports example.com/cyc/a: import cycle not allowed\n',
    );
  });

  test('packages are checked dependencies first, registry packages included', () => {
    const r = run({
      'go.mod': 'module example.com/app\n\ngo 1.23\n',
      'main.go':
        'package main\n\nimport (\n\t"fmt"\n\n\t"example.com/app/z"\n\t"example.com/app/a"\n)\n\nfunc main() { fmt.F(); z.F(); a.F() }\n',
      'z/z.go': 'package z\n\nfunc F() {}\n',
      'a/a.go': 'package a\n\nimport "example.com/app/z"\n\nfunc F() { z.F() }\n',
      'a/a_test.go': 'package a\n\nthis is not Go\n',
      'a/a_windows.go': 'package a\n\nthis is not Go either\n',
    });
    expect(r.stderr).toBe('');
    // Go 1.21+ order: the first package in import path order whose imports are all initialised.
    expect(r.checked).toEqual(['example.com/app/z', 'example.com/app/a', 'fmt', 'example.com/app']);
  });

  test('a go.mod that needs a newer Go than 1.26 is refused like GOTOOLCHAIN=local does', () => {
    const r = run({ 'go.mod': 'module example.com/x\n\ngo 1.27\n', 'main.go': hello });
    expect(r.stderr).toBe('go: go.mod requires go >= 1.27 (running go 1.26.0; GOTOOLCHAIN=local)\n');
    expect(run({ 'go.mod': 'module example.com/x\n\ngo 1.26rc1\n', 'main.go': hello }).stderr).toBe('');
  });

  test('a go.mod without a module line', () => {
    expect(run({ 'go.mod': 'go 1.23\n', 'main.go': hello }).stderr).toBe(
      'go: error reading go.mod: missing module declaration. To specify the module path:\n\tgo mod edit -module=example.com/mod\n',
    );
  });

  test('a go.mod error is reported by the go command', () => {
    const r = run({ 'go.mod': 'module example.com/app\nfoo bar\n', 'main.go': hello });
    expect(r.stderr).toBe('go: errors parsing go.mod:\ngo.mod:2: unknown directive: foo\n');
    expect(r.exitCode).toBe(1);
  });
});

describe('the pipeline stops where gc stops', () => {
  test('syntax errors are printed under the package header and the checker never runs', () => {
    const r = run({ 'x.go': 'package main\n\nfunc main() {\n\tx := [\n}\n' });
    expect(r.stderr.split('\n')[0]).toBe('# command-line-arguments');
    expect(r.stderr).toMatch(/^\.\/x\.go:\d+:\d+: syntax error: /m);
    expect(r.checked).toEqual([]);
    expect(r.exitCode).toBe(1);
    expect(r.stage).toBe('compile');
  });

  test('named files keep the path they were given: absolute, or relative without ./ outside the working directory', () => {
    const bad = 'package main\n\nfunc main() {\n\tx := 1\n}\n';
    for (const name of ['/tmp/unused.go', 'sub/main.go']) {
      const fake = fakePhases();
      const check = fake.phases.check;
      fake.phases.check = (pkg, imp) => ({
        ...check(pkg, imp),
        diagnostics: [d(pkg.files[0].filename, 4, 2, 'declared and not used: x')],
      });
      const r = runGo({
        files: [{ name, src: bad }],
        target: { kind: 'files', files: [name] },
        phases: fake.phases,
      });
      expect(r.stderr).toBe(`# command-line-arguments\n${name}:4:2: declared and not used: x\n`);
    }
  });

  test('type errors of a module package are printed under its import path, with its relative paths', () => {
    const r = run(
      {
        'go.mod': 'module example.com/app\n\ngo 1.23\n',
        'main.go': 'package main\n\nimport v1 "example.com/app/api/v1"\n\nfunc main() { v1.F() }\n',
        'api/v1/t.go': 'package v1\n\nfunc F() {}\n',
      },
      {},
      { typeErrors: { 'example.com/app/api/v1': [d('api/v1/t.go', 3, 1, 'boom')] } },
    );
    expect(r.stderr).toBe('# example.com/app/api/v1\napi/v1/t.go:3:1: boom\n');
    expect(r.checked).toEqual(['example.com/app/api/v1']);
  });

  test('checkGo gives editors the structured diagnostics behind the text', () => {
    const fake = fakePhases({ typeErrors: { 'command-line-arguments': [d('a.go', 5, 15, 'undefined: y')] } });
    const r = checkGo({ files: [{ name: 'a.go', src: hello }], phases: fake.phases });
    expect(r.ok).toBe(false);
    expect(r.stderr).toBe('# command-line-arguments\n./a.go:5:15: undefined: y\n');
    expect(r.diagnostics).toEqual([d('a.go', 5, 15, 'undefined: y')]);
    expect(checkGo({ files: [{ name: 'a.go', src: hello }], phases: fakePhases().phases })).toEqual({
      ok: true,
      stderr: '',
      diagnostics: [],
    });
  });

  test('a main package without func main fails at link time', () => {
    const r = run({ 'nomain.go': 'package main\n\nvar x = 1\n' }, {}, { hasMain: false });
    expect(r.stderr).toBe(
      '# command-line-arguments\nruntime.main_main·f: function main is undeclared in the main package\n',
    );
  });

  test('a missing phase is named instead of crashing', () => {
    const fake = fakePhases();
    fake.phases.check = () => {
      throw new PhaseUnavailable('type checker', 'not built');
    };
    const r = runGo({ files: [{ name: 'a.go', src: hello }], phases: fake.phases });
    expect(r.stderr).toBe('oplab: the Go type checker is not available in this build (not built)\n');
    expect(r.exitCode).toBe(1);
  });

  test('output bytes are decoded as UTF-8 even when a character is split across writes', () => {
    const bytes = '\xe4\xb8\x96\xe7\x95\x8c\n'; // "世界\n"
    const chunks: string[] = [];
    const r = run(
      { 'a.go': hello },
      { onStdout: (t) => chunks.push(t) },
      { output: [bytes.slice(0, 2), bytes.slice(2)] },
    );
    expect(r.stdout).toBe('世界\n');
    expect(chunks.join('')).toBe('世界\n');
  });
});

describe('build constraints for linux/amd64, go1.26', () => {
  test.each([
    ['ignore', false],
    ['linux && amd64', true],
    ['!linux', false],
    ['go1.21 && (darwin || linux)', true],
    ['go1.27', false],
    ['unix', true],
    ['(', false],
  ])('//go:build %s → %s', (expr, want) => {
    expect(evalBuildExpr(expr)).toBe(want);
  });

  test.each([
    ['main.go', true],
    ['main_test.go', false],
    ['zz_windows.go', false],
    ['zz_linux.go', true],
    ['x_linux_arm64.go', false],
    ['x_linux_amd64.go', true],
    ['_hidden.go', false],
    ['dev_tools.go', true],
  ])('%s → %s', (name, want) => {
    expect(fileNameMatches(name)).toBe(want);
  });
});
