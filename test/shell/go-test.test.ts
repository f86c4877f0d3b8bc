// `go test` in the terminal: the package built with its _test.go files, the generated test main,
// package testing, and the go command's lines. Every expected text below is go1.23.5's output for the
// same module (captured with /usr/lib/go-1.23/bin/go test in a temporary directory), except the
// durations: the simulation prints 0.012s (test.ts TEST_ELAPSED) plus the time spent on the
// simulated clock, and 0.00s per test.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { srcGoToolchain } from '../../src/shell/go-toolchain.ts';
import { ShellSession } from '../../src/shell/index.ts';

const GO_MOD = 'module example.com/m\n\ngo 1.23\n';

const M_TEST = `package m

import "testing"

func helper(t *testing.T) {
	t.Helper()
	t.Errorf("from helper %d", 1)
}

func TestAdd(t *testing.T) {
	if Add(1, 2) != 3 {
		t.Fatal("bad")
	}
	t.Log("logged")
}

func TestFail(t *testing.T) {
	t.Error("first")
	helper(t)
	t.Run("sub one", func(t *testing.T) { t.Log("in sub") })
	t.Run("sub one", func(t *testing.T) { t.Fatalf("dup %s", t.Name()) })
}

func TestSkip(t *testing.T) { t.Skip("not now") }
`;

const P2_TEST = `package p2_test

import (
	"testing"

	"example.com/m/p2"
)

func TestX(t *testing.T) {
	if p2.X() != 1 {
		t.Fatal("x")
	}
}
`;

async function module(files: Record<string, string>, cwd = '/home/user/m', goMod = GO_MOD) {
  const all: Record<string, string> = { '/home/user/m/go.mod': goMod };
  for (const [name, src] of Object.entries(files)) all[`/home/user/m/${name}`] = src;
  const session = await ShellSession.create({
    profile: goMod === GO_MOD ? 'offline' : 'open',
    cwd,
    goToolchain: srcGoToolchain,
    files: all,
  });
  return {
    complete: (line: string) => session.complete(line),
    async run(line: string) {
      const r = await session.run(line);
      return { stdout: r.stdout, stderr: r.stderr, code: r.exitCode };
    },
  };
}

const FIRST = {
  'm.go': 'package m\n\nfunc Add(a, b int) int { return a + b }\n',
  'm_test.go': M_TEST,
  'cmd/main.go': 'package main\n\nfunc main() {}\n',
  'p2/p2.go': 'package p2\n\nfunc X() int { return 1 }\n',
  'p2/p2_test.go': P2_TEST,
};

describe('go test in a terminal without the Go toolchain', () => {
  it('says that nothing was compiled or run, instead of passing in silence', async () => {
    const session = await ShellSession.create({
      profile: 'offline',
      cwd: '/home/user/m',
      files: {
        '/home/user/m/go.mod': GO_MOD,
        '/home/user/m/m.go': FIRST['m.go'],
        '/home/user/m/m_test.go': M_TEST,
      },
    });
    const r = await session.run('go test ./...');
    expect([r.exitCode, r.stdout, r.stderr]).toEqual([
      1,
      '',
      'oplab: the simulated Go toolchain is not available in this terminal yet; module checks passed, nothing was compiled or run.\n',
    ]);
  });
});

// The first build loads and checks package testing and its imports (5-10 s on a loaded machine).
describe('go test', { timeout: 120_000 }, () => {
  it('./...: failures with their logs, helpers skipped, #01 subtests, [no test files], external tests', async () => {
    const t = await module(FIRST);
    // go1.23 with -p 1 (one package at a time, as here); with more, the [no test files] line can
    // come first, when its run action ends before the packages ahead of it have printed.
    const r = await t.run('go test ./...');
    expect(r.stdout).toBe(
      [
        '--- FAIL: TestFail (0.00s)',
        '    m_test.go:18: first',
        '    m_test.go:19: from helper 1',
        '    --- FAIL: TestFail/sub_one#01 (0.00s)',
        '        m_test.go:21: dup TestFail/sub_one#01',
        'FAIL',
        'FAIL\texample.com/m\t0.012s',
        '?   \texample.com/m/cmd\t[no test files]',
        'ok  \texample.com/m/p2\t0.012s',
        'FAIL',
        '',
      ].join('\n'),
    );
    expect(r.code).toBe(1);
  });

  it('-v prints === RUN and --- PASS/SKIP lines and the logs as they happen', async () => {
    const t = await module(FIRST);
    const r = await t.run('go test -v ./...');
    expect(r.stdout).toBe(
      [
        '=== RUN   TestAdd',
        '    m_test.go:14: logged',
        '--- PASS: TestAdd (0.00s)',
        '=== RUN   TestFail',
        '    m_test.go:18: first',
        '    m_test.go:19: from helper 1',
        '=== RUN   TestFail/sub_one',
        '    m_test.go:20: in sub',
        '=== RUN   TestFail/sub_one#01',
        '    m_test.go:21: dup TestFail/sub_one#01',
        '--- FAIL: TestFail (0.00s)',
        '    --- PASS: TestFail/sub_one (0.00s)',
        '    --- FAIL: TestFail/sub_one#01 (0.00s)',
        '=== RUN   TestSkip',
        '    m_test.go:24: not now',
        '--- SKIP: TestSkip (0.00s)',
        'FAIL',
        'FAIL\texample.com/m\t0.012s',
        '?   \texample.com/m/cmd\t[no test files]',
        '=== RUN   TestX',
        '--- PASS: TestX (0.00s)',
        'PASS',
        'ok  \texample.com/m/p2\t0.012s',
        'FAIL',
        '',
      ].join('\n'),
    );
  });

  it('Tab completes go te to go test', async () => {
    const t = await module({});
    expect((await t.complete('go te')).candidates).toEqual(['test']);
  });

  it('local directory mode: the output as it runs, exit status 1, no closing FAIL', async () => {
    const t = await module(FIRST);
    const r = await t.run('go test');
    expect(r.stdout).toBe(
      [
        '--- FAIL: TestFail (0.00s)',
        '    m_test.go:18: first',
        '    m_test.go:19: from helper 1',
        '    --- FAIL: TestFail/sub_one#01 (0.00s)',
        '        m_test.go:21: dup TestFail/sub_one#01',
        'FAIL',
        'exit status 1',
        'FAIL\texample.com/m\t0.012s',
        '',
      ].join('\n'),
    );
    expect(r.code).toBe(1);
    const p2 = await module(FIRST, '/home/user/m/p2');
    expect((await p2.run('go test')).stdout).toBe('PASS\nok  \texample.com/m/p2\t0.012s\n');
  });

  it('-run with / selects subtests; names keep their #01', async () => {
    const t = await module(FIRST);
    const r = await t.run("go test -v -run 'Fail/sub_one#01' .");
    expect(r.stdout).toBe(
      [
        '=== RUN   TestFail',
        '    m_test.go:18: first',
        '    m_test.go:19: from helper 1',
        '=== RUN   TestFail/sub_one#01',
        '    m_test.go:21: dup TestFail/sub_one#01',
        '--- FAIL: TestFail (0.00s)',
        '    --- FAIL: TestFail/sub_one#01 (0.00s)',
        'FAIL',
        'FAIL\texample.com/m\t0.012s',
        'FAIL',
        '',
      ].join('\n'),
    );
  });

  it('no tests to run; -count=1', async () => {
    const t = await module({
      'f/f_test.go': 'package f\n\nimport "testing"\n\nfunc TestF(t *testing.T) {}\n',
    });
    expect((await t.run('go test -run X ./f')).stdout).toBe(
      'ok  \texample.com/m/f\t0.012s [no tests to run]\n',
    );
    expect((await t.run('go test -v -run X ./f')).stdout).toBe(
      'testing: warning: no tests to run\nPASS\nok  \texample.com/m/f\t0.012s [no tests to run]\n',
    );
    expect((await t.run('go test -count=1 -v ./f')).stdout).toBe(
      '=== RUN   TestF\n--- PASS: TestF (0.00s)\nPASS\nok  \texample.com/m/f\t0.012s\n',
    );
  });

  it('a package without test files is compiled too: its errors, then [build failed]', async () => {
    const t = await module({ 'nt/nt.go': 'package nt\n\nfunc F() int { return "x" }\n' });
    const r = await t.run('go test ./...');
    expect(r.stderr).toBe(
      '# example.com/m/nt\nnt/nt.go:3:23: cannot use "x" (untyped string constant) as int value in return statement\n',
    );
    expect(r.stdout).toBe('FAIL\texample.com/m/nt [build failed]\nFAIL\n');
    expect(r.code).toBe(1);
  });

  it('a build failure in a test file: # p [p.test], then FAIL p [build failed]', async () => {
    const t = await module({
      'a/a.go': 'package a\n\nfunc A() int { return 1 }\n',
      'a/a_test.go':
        'package a\n\nimport "testing"\n\nfunc TestA(t *testing.T) {\n\tx := undefinedThing\n}\n',
    });
    const r = await t.run('go test ./a');
    expect(r.stderr).toBe(
      '# example.com/m/a [example.com/m/a.test]\na/a_test.go:6:2: declared and not used: x\na/a_test.go:6:7: undefined: undefinedThing\n',
    );
    expect(r.stdout).toBe('FAIL\texample.com/m/a [build failed]\nFAIL\n');
    expect(r.code).toBe(1);
  });

  it("an error in the package's own file: # p where only an external test uses it, # p [p.test] where test files of its own package compile with it", async () => {
    // go1.23.5 `go test -p 1 ./e ./f` on the same module
    const bad = (pkg: string) => `package ${pkg}\n\nfunc ${pkg.toUpperCase()}() int { return "x" }\n`;
    const xtest = (pkg: string) =>
      `package ${pkg}_test\n\nimport (\n\t"testing"\n\n\t"example.com/m/${pkg}"\n)\n\nfunc TestX(t *testing.T) { ${pkg}.${pkg.toUpperCase()}() }\n`;
    const t = await module({
      'e/e.go': bad('e'),
      'e/e_test.go': xtest('e'),
      'f/f.go': bad('f'),
      'f/f_test.go': 'package f\n\nimport "testing"\n\nfunc TestF(t *testing.T) {}\n',
      'f/x_test.go': xtest('f'),
    });
    const r = await t.run('go test -p 1 ./e ./f');
    expect(r.stderr).toBe(
      '# example.com/m/e\ne/e.go:3:23: cannot use "x" (untyped string constant) as int value in return statement\n' +
        '# example.com/m/f [example.com/m/f.test]\nf/f.go:3:23: cannot use "x" (untyped string constant) as int value in return statement\n',
    );
    expect(r.stdout).toBe(
      'FAIL\texample.com/m/e [build failed]\nFAIL\texample.com/m/f [build failed]\nFAIL\n',
    );
    expect(r.code).toBe(1);
  });

  it('a test file importing a package the module does not have: [setup failed]', async () => {
    const t = await module({
      'g/g_test.go':
        'package g\n\nimport (\n\t"testing"\n\n\t"example.com/m/nothere"\n)\n\nfunc TestG(t *testing.T) { nothere.X() }\n',
    });
    const r = await t.run('go test ./g');
    expect(r.stderr).toBe(
      '# example.com/m/g\ng/g_test.go:6:2: no required module provides package example.com/m/nothere; to add it:\n\tgo get example.com/m/nothere\n',
    );
    expect(r.stdout).toBe('FAIL\texample.com/m/g [setup failed]\nFAIL\n');
    expect(r.code).toBe(1);
  });

  it("a test file that does not parse: go/parser's first error, [setup failed] before the other packages' lines", async () => {
    // go1.23 on the same module: the go command parses test files with go/parser to find the tests
    // (load/test.go loadTestFuncs); the setup failure is printed before any package runs.
    const t = await module({
      'main.go': 'package main\n\nfunc main() {}\n',
      'sub/s.go': 'package sub\n\nfunc F() int { return 1 }\n',
      'sub/s_test.go':
        'package sub\n\nimport "testing"\n\nfunc TestF(t *testing.T) {\n\tif F() != 1 {\n\t\tt.Fatal("x",\n\t}\n}\n',
    });
    const r = await t.run('go test ./...');
    expect(r.stderr).toBe("# example.com/m/sub\nsub/s_test.go:8:2: expected operand, found '}'\n");
    expect(r.stdout).toBe(
      'FAIL\texample.com/m/sub [setup failed]\n?   \texample.com/m\t[no test files]\nFAIL\n',
    );
    expect(r.code).toBe(1);
    // go vet loads the tests too: the same error alone, nothing vetted
    const v = await t.run('go vet ./...');
    expect(v.stdout + v.stderr).toBe("sub/s_test.go:8:2: expected operand, found '}'\n");
    expect(v.code).toBe(1);
  });

  it("go test's vet subset fails a package before its tests run: printf, with testing's wrappers", async () => {
    const t = await module({
      'e/e.go': 'package e\n\nimport "fmt"\n\nfunc E() string { return fmt.Sprintf("%d", "lib") }\n',
      'e/x_test.go':
        'package e_test\n\nimport (\n\t"fmt"\n\t"testing"\n)\n\nfunc TestE(t *testing.T) {\n\tt.Errorf("%s", 1)\n\t_ = fmt.Sprint()\n}\n',
      'f/f.go': 'package f\n',
      'f/f_test.go':
        'package f\n\nimport (\n\t"fmt"\n\t"testing"\n)\n\nfunc TestE(t *testing.T) {\n\ts := fmt.Sprintf("%d", "x")\n\t_ = s\n}\n',
    });
    const r = await t.run('go test ./...');
    expect(r.stderr).toBe(
      [
        '# example.com/m/e',
        'e/e.go:5:26: fmt.Sprintf format %d has arg "lib" of wrong type string',
        '# example.com/m/e_test',
        '# [example.com/m/e_test]',
        'e/x_test.go:9:2: (*testing.common).Errorf format %s has arg 1 of wrong type int',
        '# example.com/m/f',
        '# [example.com/m/f]',
        'f/f_test.go:9:7: fmt.Sprintf format %d has arg "x" of wrong type string',
        '',
      ].join('\n'),
    );
    expect(r.stdout).toBe(
      'FAIL\texample.com/m/e [build failed]\nFAIL\texample.com/m/f [build failed]\nFAIL\n',
    );
    expect(r.code).toBe(1);
  });

  it('vets a package without test files, and a package whose external test package does not compile', async () => {
    // go1.23 -p 1 on the same module: the external test's compile errors print before the package's findings
    const t = await module({
      'main.go': 'package main\n\nimport "fmt"\n\nfunc main() { fmt.Printf("%d\\n", "x") }\n',
      'b/b.go': 'package b\n\nimport "fmt"\n\nfunc B() { fmt.Printf("%d\\n", "x") }\n',
      'd/d.go': 'package d\n\nimport "fmt"\n\nfunc D() { fmt.Printf("%d\\n", "x") }\n',
      'd/d_test.go':
        'package d_test\n\nimport (\n\t"testing"\n\t"example.com/m/d"\n)\n\nfunc TestD(t *testing.T) {\n\td.D()\n\ty := 3\n}\n',
    });
    const r = await t.run('go test ./...');
    expect(r.stdout).toBe(
      'FAIL\texample.com/m [build failed]\nFAIL\texample.com/m/b [build failed]\nFAIL\texample.com/m/d [build failed]\nFAIL\n',
    );
    expect(r.stderr).toBe(
      '# example.com/m\n./main.go:5:15: fmt.Printf format %d has arg "x" of wrong type string\n' +
        '# example.com/m/b\nb/b.go:5:12: fmt.Printf format %d has arg "x" of wrong type string\n' +
        '# example.com/m/d_test [example.com/m/d.test]\nd/d_test.go:10:2: declared and not used: y\n' +
        '# example.com/m/d\nd/d.go:5:12: fmt.Printf format %d has arg "x" of wrong type string\n',
    );
    expect(r.code).toBe(1);
  });

  it('vets an external test package that does not import its failed package; a main package compiles as p [p.test]', async () => {
    // go1.23 -p 1 on the same module
    const bad = (pkg: string, body: string) => `package ${pkg}\n\n${body}\n`;
    const xtest = (pkg: string) =>
      `package ${pkg}_test\n\nimport (\n\t"fmt"\n\t"testing"\n)\n\nfunc TestX(t *testing.T) {\n\tfmt.Printf("%d\\n", "s")\n}\n`;
    const t = await module({
      'main.go': bad('main', 'import "fmt"\n\nfunc main() {\n\tvar x int = "s"\n\tfmt.Println(x)\n}'),
      'main_test.go': xtest('main'),
      'p/p.go': bad('p', 'func F() int {\n\treturn "x"\n}'),
      'p/p_test.go': xtest('p'),
    });
    const r = await t.run('go test -p 1 ./...');
    expect(r.stdout).toBe('FAIL\texample.com/m [build failed]\nFAIL\texample.com/m/p [build failed]\nFAIL\n');
    expect(r.stderr).toBe(
      '# example.com/m [example.com/m.test]\n' +
        './main.go:6:14: cannot use "s" (untyped string constant) as int value in variable declaration\n' +
        '# example.com/m_test\n# [example.com/m_test]\n' +
        './main_test.go:9:2: fmt.Printf format %d has arg "s" of wrong type string\n' +
        '# example.com/m/p\np/p.go:4:9: cannot use "x" (untyped string constant) as int value in return statement\n' +
        '# example.com/m/p_test\n# [example.com/m/p_test]\n' +
        'p/p_test.go:9:2: fmt.Printf format %d has arg "s" of wrong type string\n',
    );
    expect(r.code).toBe(1);
  });

  it("runs a Kubernetes module's fake-client test on the simulated packages", async () => {
    // The exercise's API types with controller-gen's deepcopy, its solution's reconciler, a
    // table-driven test with controller-runtime's fake client; the modules come from the simulated
    // network (go mod tidy), the packages from the simulator.
    const ex = 'exercises/fake-client-status';
    const t = await module(
      {
        'api/v1/app_types.go': readFileSync(`${ex}/project/api/v1/app_types.go`, 'utf8'),
        'api/v1/groupversion_info.go': readFileSync(`${ex}/project/api/v1/groupversion_info.go`, 'utf8'),
        'api/v1/zz_generated.deepcopy.go': readFileSync(
          'test/go/testdata/gotest/app_deepcopy.go.txt',
          'utf8',
        ),
        'internal/controller/app_controller.go': readFileSync(
          `${ex}/solution/internal/controller/app_controller.go`,
          'utf8',
        ),
        'internal/controller/app_controller_test.go': readFileSync(
          'test/go/testdata/gotest/app_controller_test.go.txt',
          'utf8',
        ),
      },
      '/home/user/m',
      'module example.com/lab\n\ngo 1.21\n\nrequire sigs.k8s.io/controller-runtime v0.16.0\n',
    );
    expect((await t.run('go mod tidy')).code).toBe(0);
    const r = await t.run('go test -v ./internal/...');
    expect(r.stdout).toBe(
      [
        '=== RUN   TestReconcile',
        '=== RUN   TestReconcile/first_rollout',
        '=== RUN   TestReconcile/another_version',
        '--- PASS: TestReconcile (0.00s)',
        '    --- PASS: TestReconcile/first_rollout (0.00s)',
        '    --- PASS: TestReconcile/another_version (0.00s)',
        'PASS',
        'ok  \texample.com/lab/internal/controller\t0.012s',
        '',
      ].join('\n'),
    );
    // the simulator's note on the versions it runs instead, once, on the go command's stderr
    expect(r.stderr).toContain(
      'oplab: go.mod requires sigs.k8s.io/controller-runtime v0.16.0, a version oplab does not model',
    );
    expect(r.code).toBe(0);
  });

  it("a Test function with a wrong signature: the go command's error with the absolute path, [setup failed]", async () => {
    const t = await module({
      'm_test.go':
        'package m\n\nimport "testing"\n\nfunc TestBad() {}\n\nfunc TestOK(t *testing.T) {}\n\nfunc Testable(t *testing.T) {}\n',
    });
    const r = await t.run('go test ./...');
    expect(r.stderr).toBe(
      '# example.com/m\n/home/user/m/m_test.go:5:1: wrong signature for TestBad, must be: func TestBad(t *testing.T)\n',
    );
    expect(r.stdout).toBe('FAIL\texample.com/m [setup failed]\nFAIL\n');
    expect(r.code).toBe(1);
  });

  it('TestMain runs around m.Run; parallel subtests pause and continue', async () => {
    const t = await module({
      'd/d_test.go':
        'package d\n\nimport (\n\t"fmt"\n\t"os"\n\t"testing"\n)\n\nfunc TestMain(m *testing.M) {\n\tfmt.Println("setup")\n\tcode := m.Run()\n\tfmt.Println("teardown")\n\tos.Exit(code)\n}\n\nfunc TestD(t *testing.T) {}\n',
      'c/c_test.go':
        'package c\n\nimport (\n\t"fmt"\n\t"testing"\n)\n\nfunc TestP(t *testing.T) {\n\tfor _, n := range []string{"one", "two"} {\n\t\tt.Run(n, func(t *testing.T) {\n\t\t\tt.Parallel()\n\t\t})\n\t}\n\tfmt.Println("after loop")\n}\n',
    });
    expect((await t.run('go test ./d')).stdout).toBe('ok  \texample.com/m/d\t0.012s\n');
    expect((await t.run('go test -v ./d')).stdout).toBe(
      'setup\n=== RUN   TestD\n--- PASS: TestD (0.00s)\nPASS\nteardown\nok  \texample.com/m/d\t0.012s\n',
    );
    expect((await t.run('go test -v ./c')).stdout).toBe(
      [
        '=== RUN   TestP',
        '=== RUN   TestP/one',
        '=== PAUSE TestP/one',
        '=== RUN   TestP/two',
        '=== PAUSE TestP/two',
        'after loop',
        '=== CONT  TestP/one',
        '=== CONT  TestP/two',
        '--- PASS: TestP (0.00s)',
        // go1.23 prints the parallel subtests in the order they finish (two, one in the capture);
        // the interpreter runs them one after the other.
        '    --- PASS: TestP/one (0.00s)',
        '    --- PASS: TestP/two (0.00s)',
        'PASS',
        'ok  \texample.com/m/c\t0.012s',
        '',
      ].join('\n'),
    );
  });

  it('a panic in a test: the --- FAIL line, panic: ... [recovered], exit status 2 in local mode', async () => {
    const t = await module(
      {
        'b/b_test.go':
          'package b\n\nimport "testing"\n\nfunc TestPanic(t *testing.T) {\n\tt.Log("before")\n\tvar m map[string]int\n\tm["x"] = 1\n}\n',
      },
      '/home/user/m/b',
    );
    const r = await t.run('go test');
    const lines = r.stdout.split('\n');
    expect(lines.slice(0, 5)).toEqual([
      '--- FAIL: TestPanic (0.00s)',
      '    b_test.go:6: before',
      'panic: assignment to entry in nil map [recovered]',
      '\tpanic: assignment to entry in nil map',
      '',
    ]);
    expect(lines.slice(-3)).toEqual(['exit status 2', 'FAIL\texample.com/m/b\t0.012s', '']);
    expect(r.code).toBe(1);
  });

  it('os.Exit(0) in a test panics (-test.paniconexit0); TestMain may still exit 0 after m.Run', async () => {
    const t = await module(
      {
        'e/e_test.go':
          'package e\n\nimport (\n\t"os"\n\t"testing"\n)\n\nfunc TestOK(t *testing.T) {}\n\nfunc TestExit(t *testing.T) {\n\tt.Log("before")\n\tos.Exit(0)\n}\n',
        'f/f_test.go':
          'package f\n\nimport (\n\t"fmt"\n\t"os"\n\t"testing"\n)\n\nfunc TestMain(m *testing.M) {\n\tcode := m.Run()\n\tfmt.Println("after", code, os.Args[1])\n\tos.Exit(code)\n}\n\nfunc TestF(t *testing.T) {}\n',
      },
      '/home/user/m',
    );
    let r = await t.run('go test -v ./e');
    const lines = r.stdout.split('\n');
    expect(lines.slice(0, 8)).toEqual([
      '=== RUN   TestOK',
      '--- PASS: TestOK (0.00s)',
      '=== RUN   TestExit',
      '    e_test.go:11: before',
      '--- FAIL: TestExit (0.00s)',
      'panic: unexpected call to os.Exit(0) during test [recovered]',
      '\tpanic: unexpected call to os.Exit(0) during test',
      '',
    ]);
    expect(lines.slice(-3)).toEqual(['FAIL\texample.com/m/e\t0.012s', 'FAIL', '']);
    expect(r.code).toBe(1);
    r = await t.run('go test ./f');
    expect(r.stdout).toBe('ok  \texample.com/m/f\t0.012s\n');
    r = await t.run('go test -v ./f');
    expect(r.stdout).toBe(
      '=== RUN   TestF\n--- PASS: TestF (0.00s)\nPASS\nafter 0 -test.paniconexit0\nok  \texample.com/m/f\t0.012s\n',
    );
  });

  it('Cleanup (LIFO, after subtests), Setenv, TempDir, Short, Verbose, a Fatalf in a helper, Skipf, subtest names', async () => {
    // go1.23.5: \`go test -v -short .\` and \`go test .\` on this file (durations set to 0.00s and 0.012s).
    const t = await module({ 'x_test.go': X_TEST });
    const v = await t.run('go test -v -short .');
    expect(v.stdout).toBe(X_VERBOSE);
    expect(v.code).toBe(1);
    expect((await t.run('go test .')).stdout).toBe(X_QUIET);
  });

  it('go tool cover -func: each function of the profile, by file, through a tab-padding tabwriter', async () => {
    const more =
      'package p2\n\ntype T struct{ n int }\n\nfunc (t *T) Inc() {\n\tif t == nil {\n\t\treturn\n\t}\n\tt.n++\n}\n\n' +
      'func Y(b bool) int {\n\tif b {\n\t\treturn X()\n\t}\n\treturn 0\n}\n\nfunc _() {}\n';
    const t = await module({ ...FIRST, 'p2/more.go': more }, '/home/user/m/p2');
    await t.run('go test ../... -coverprofile cover.out');
    const want = [
      'example.com/m/cmd/main.go:3:\tmain\t\t0.0%',
      'example.com/m/m.go:3:\t\tAdd\t\t100.0%',
      'example.com/m/p2/more.go:5:\tInc\t\t0.0%',
      'example.com/m/p2/more.go:12:\tY\t\t0.0%',
      'example.com/m/p2/more.go:19:\t_\t\t0.0%',
      'example.com/m/p2/p2.go:3:\tX\t\t100.0%',
      'total:\t\t\t\t(statements)\t25.0%',
      '',
    ].join('\n');
    expect(await t.run('go tool cover -func cover.out')).toEqual({ stdout: want, stderr: '', code: 0 });
    await t.run('go tool cover -func=cover.out -o funcs.txt');
    expect((await t.run('cat funcs.txt')).stdout).toBe(want);
    expect(await t.run('go tool cover -func=nope.out')).toEqual({
      stdout: '',
      stderr: 'cover: open nope.out: no such file or directory\n',
      code: 1,
    });
    await t.run("printf 'mode: set\\nbogus\\n' > bad.out");
    expect((await t.run('go tool cover -func=bad.out')).stderr).toBe(
      'cover: line "bogus" doesn\'t match expected format: couldn\'t find a   before Count\n',
    );
  });

  it('-coverprofile writes the merged profile beside the go command (kubebuilder make test)', async () => {
    const t = await module(FIRST, '/home/user/m/p2');
    // go1.23.5: the profile is made relative to the directory go test ran in, and written even
    // when a package fails; a main package without statements ends its line without a newline
    const r = await t.run('go test ../... -coverprofile cover.out');
    expect(r.stdout).toContain(
      '\texample.com/m/cmd\t\tok  \texample.com/m/p2\t0.012s\tcoverage: 100.0% of statements\n',
    );
    expect((await t.run('cat cover.out')).stdout).toBe(
      'mode: set\nexample.com/m/m.go:3.24,3.40 1 1\nexample.com/m/cmd/main.go:3.14,3.15 0 0\nexample.com/m/p2/p2.go:3.14,3.26 1 1\n',
    );
    const bad = await t.run('go test -covermode=sets .');
    expect([bad.code, bad.stderr.split('\n')[0]]).toEqual([
      2,
      'invalid value "sets" for flag -covermode: valid modes are "set", "count", or "atomic"',
    ]);
  });
});

// Examples and the flags learners and CI scripts pass. Every expected text is go1.23.5's output for
// the same files (go test in a temporary module; durations as above).
const EX_TEST = `package ex

import (
	"fmt"
	"os"
	"testing"
)

func TestA(t *testing.T) { t.Log("a") }

func ExampleHello() {
	fmt.Println(Hello())
	// Output: hello
}

func ExampleBad() {
	fmt.Println("one")
	fmt.Println("two")
	// Output:
	// one
	// three
}

func ExampleUnordered() {
	fmt.Println("b")
	fmt.Println("a")
	fmt.Println("c")
	// Unordered output:
	// a
	// b
	// c
}

func ExampleUnorderedBad() {
	fmt.Println("b")
	fmt.Println("a")
	// Unordered output:
	// a
	// c
}

func ExampleNoOutput() {
	fmt.Println("never")
}

func ExampleEmpty() {
	// Output:
}

func ExampleEmptyBad() {
	fmt.Print("x")
	// Output:
}

func ExampleStderr() {
	fmt.Fprintln(os.Stderr, "to stderr")
	fmt.Fprintln(os.Stdout, "to stdout")
	// Output: to stdout
}

func Example_spaces() {
	fmt.Println("  a  ")
	fmt.Println()
	// Output:
	//   a
}
`;

const FLAGS_TEST = `package to

import (
	"fmt"
	"testing"
	"time"
)

func TestQuick(t *testing.T) { t.Log("quick") }

func TestSlow(t *testing.T) {
	t.Run("inner", func(t *testing.T) {
		time.Sleep(3 * time.Second)
	})
}

func TestSkipMe(t *testing.T) { t.Fatal("should be skipped") }

func TestFailA(t *testing.T) { t.Error("a") }

func BenchmarkX(b *testing.B) {}

func ExampleList() {
	fmt.Println("x")
	// Output: x
}
`;

describe('go test: examples and flags', { timeout: 120_000 }, () => {
  it('runs examples with an output comment: got/want, unordered output, empty output; others are only compiled', async () => {
    const t = await module({
      'ex.go': 'package ex\n\nfunc Hello() string { return "hello" }\n',
      'ex_test.go': EX_TEST,
    });
    const r = await t.run('go test');
    expect(r.stdout).toBe(
      [
        '--- FAIL: ExampleBad (0.00s)',
        'got:',
        'one',
        'two',
        'want:',
        'one',
        'three',
        '--- FAIL: ExampleUnorderedBad (0.00s)',
        'got:',
        'b',
        'a',
        '',
        'want (unordered):',
        'a',
        'c',
        '',
        '--- FAIL: ExampleEmptyBad (0.00s)',
        'got:',
        'x',
        'want:',
        '',
        'to stderr',
        'FAIL',
        'exit status 1',
        'FAIL\texample.com/m\t0.012s',
        '',
      ].join('\n'),
    );
    expect(r.code).toBe(1);
    const v = await t.run("go test -v -run Example -skip 'Bad'");
    expect(v.stdout).toBe(
      [
        '=== RUN   ExampleHello',
        '--- PASS: ExampleHello (0.00s)',
        '=== RUN   ExampleUnordered',
        '--- PASS: ExampleUnordered (0.00s)',
        '=== RUN   ExampleEmpty',
        '--- PASS: ExampleEmpty (0.00s)',
        '=== RUN   ExampleStderr',
        'to stderr',
        '--- PASS: ExampleStderr (0.00s)',
        '=== RUN   Example_spaces',
        '--- PASS: Example_spaces (0.00s)',
        'PASS',
        'ok  \texample.com/m\t0.012s',
        '',
      ].join('\n'),
    );
  });

  it('a panicking example (in a directory with only an external test package): its --- FAIL line, then the panic', async () => {
    const t = await module({
      'p_test.go':
        'package p_test\n\nimport (\n\t"errors"\n\t"fmt"\n)\n\nfunc ExamplePanic() {\n\tfmt.Println("before")\n\tpanic(errors.New("boom"))\n\t// Output: before\n}\n',
    });
    const r = await t.run('go test');
    const lines = r.stdout.split('\n');
    expect(lines.slice(0, 5)).toEqual([
      '--- FAIL: ExamplePanic (0.00s)',
      'panic: boom [recovered]',
      '\tpanic: boom',
      '',
      'goroutine 1 [running]:',
    ]);
    // the generated main's line, as gc's trace names it (go1.23's template, blank lines included)
    expect(lines.slice(-5)).toEqual([
      'main.main()',
      '\t_testmain.go:45 +0x0',
      'exit status 2',
      'FAIL\texample.com/m\t0.012s',
      '',
    ]);
  });

  it('-list, -shuffle, -failfast, -skip', async () => {
    const t = await module({ 'to_test.go': FLAGS_TEST });
    expect((await t.run("go test -list '.'")).stdout).toBe(
      'TestQuick\nTestSlow\nTestSkipMe\nTestFailA\nBenchmarkX\nExampleList\nok  \texample.com/m\t0.012s\n',
    );
    expect((await t.run("go test -list 'Sl|Ex' ./...")).stdout).toBe(
      'TestSlow\nExampleList\nok  \texample.com/m\t0.012s\n',
    );
    const bad = await t.run("go test -list '['");
    expect(bad.stdout).toBe(
      'testing: invalid regexp in -test.list ("["): error parsing regexp: missing closing ]: `[`\nexit status 1\nFAIL\texample.com/m\t0.012s\n',
    );
    // the order math/rand's generator seeded with 7 gives, as in go1.23
    expect((await t.run("go test -shuffle 7 -v -run 'Quick|Fail'")).stdout).toBe(
      [
        '-test.shuffle 7',
        '=== RUN   TestQuick',
        '    to_test.go:9: quick',
        '--- PASS: TestQuick (0.00s)',
        '=== RUN   TestFailA',
        '    to_test.go:19: a',
        '--- FAIL: TestFailA (0.00s)',
        'FAIL',
        'exit status 1',
        'FAIL\texample.com/m\t0.012s',
        '',
      ].join('\n'),
    );
    expect((await t.run('go test -failfast')).stdout).toBe(
      // TestSlow slept 3s on the simulated clock before (go1.23: 3.013s)
      '--- FAIL: TestSkipMe (0.00s)\n    to_test.go:17: should be skipped\nFAIL\nexit status 1\nFAIL\texample.com/m\t3.012s\n',
    );
    expect((await t.run("go test -v -skip 'Slow|SkipMe'")).stdout).toBe(
      [
        '=== RUN   TestQuick',
        '    to_test.go:9: quick',
        '--- PASS: TestQuick (0.00s)',
        '=== RUN   TestFailA',
        '    to_test.go:19: a',
        '--- FAIL: TestFailA (0.00s)',
        '=== RUN   ExampleList',
        '--- PASS: ExampleList (0.00s)',
        'FAIL',
        'exit status 1',
        'FAIL\texample.com/m\t0.012s',
        '',
      ].join('\n'),
    );
  });

  it("the go command's flag errors and usage; a flag it does not know goes to the test binary", async () => {
    const t = await module({ 'to_test.go': FLAGS_TEST });
    const usage =
      "usage: go test [build/test flags] [packages] [build/test flags & test binary flags]\nRun 'go help test' and 'go help testflag' for details.\n";
    for (const [args, msg] of [
      ['-count x', 'invalid value "x" for flag -count: parse error'],
      ['-timeout 5', 'invalid value "5" for flag -timeout: parse error'],
      ['-v=x', 'invalid boolean value "x" for -v: invalid flag -test.v=x'],
      ['-failfast=maybe', 'invalid boolean value "maybe" for -failfast: parse error'],
      ['-list', 'flag needs an argument: -list'],
      [
        '-shuffle x',
        'invalid value "x" for flag -shuffle: -shuffle argument must be "on", "off", or an int64: strconv.ParseInt: parsing "x": invalid syntax',
      ],
    ]) {
      const r = await t.run(`go test ${args}`);
      expect([r.stdout, r.stderr, r.code]).toEqual(['', `${msg}\n${usage}`, 2]);
    }
    // the test binary's own flag error and usage (every flag of go1.23's testing package)
    const r = await t.run('go test -foo');
    const lines = r.stdout.split('\n');
    expect(lines.slice(0, 4)).toEqual([
      'flag provided but not defined: -foo',
      'Usage of /tmp/go-build1000000000/b001/m.test:',
      '  -test.bench regexp',
      '    \trun only benchmarks matching regexp',
    ]);
    expect(lines.filter((l) => l.startsWith('  -test.')).length).toBe(33);
    expect(lines.slice(-3)).toEqual(['exit status 2', 'FAIL\texample.com/m\t0.012s', '']);
    // values are passed on in Go's formatting: 90s is 1m30s, 0x2 is 2
    expect((await t.run('go test -v -run Quick -timeout 90s -count 0x2')).stdout).toBe(
      [
        '=== RUN   TestQuick',
        '    to_test.go:9: quick',
        '--- PASS: TestQuick (0.00s)',
        '=== RUN   TestQuick',
        '    to_test.go:9: quick',
        '--- PASS: TestQuick (0.00s)',
        'PASS',
        'ok  \texample.com/m\t0.012s',
        '',
      ].join('\n'),
    );
  });

  it('-timeout: the panic with the tests still running, on the simulated clock', async () => {
    const t = await module({ 'to_test.go': FLAGS_TEST });
    const r = await t.run('go test -timeout 1s');
    const lines = r.stdout.split('\n');
    expect(lines.slice(0, 6)).toEqual([
      'panic: test timed out after 1s',
      '\trunning tests:',
      '\t\tTestSlow (1s)',
      '\t\tTestSlow/inner (1s)',
      '',
      'goroutine 5 [running]:',
    ]);
    // The alarm's goroutine is started by the runtime's timer through time.goFunc, with no parent
    // goroutine (go1.23: `created by time.goFunc` and no ` in goroutine N`).
    expect(lines.slice(8, 10)).toEqual([
      'created by time.goFunc',
      '\t/usr/local/go/src/time/sleep.go:215 +0x0',
    ]);
    // (go1.23: 1.015s)
    expect(lines.slice(-3)).toEqual(['exit status 2', 'FAIL\texample.com/m\t1.012s', '']);
  });
});

const X_TEST = `package x

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestCleanup(t *testing.T) {
	t.Cleanup(func() { t.Log("cleanup 1") })
	t.Cleanup(func() { t.Log("cleanup 2") })
	t.Run("inner", func(t *testing.T) {
		t.Cleanup(func() { t.Log("inner cleanup") })
		t.Log("inner body")
	})
	t.Log("body")
}

func TestEnvAndDir(t *testing.T) {
	t.Setenv("OPLAB_X", "1")
	if os.Getenv("OPLAB_X") != "1" {
		t.Fatal("not set")
	}
	d := t.TempDir()
	if err := os.WriteFile(filepath.Join(d, "f"), []byte("hi"), 0o644); err != nil {
		t.Fatal(err)
	}
	b, _ := os.ReadFile(filepath.Join(d, "f"))
	t.Logf("read %q, base %s, short %v, verbose %v", b, filepath.Base(d), testing.Short(), testing.Verbose())
	t.Log(strings.HasPrefix(filepath.Base(filepath.Dir(d)), "TestEnvAndDir"))
}

func TestEnvGone(t *testing.T) {
	if _, ok := os.LookupEnv("OPLAB_X"); ok {
		t.Error("still set")
	}
}

func check(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatalf("unexpected: %v\\nsecond line", err)
	}
}

func TestHelperFatal(t *testing.T) {
	t.Run("a", func(t *testing.T) {
		check(t, errors.New("boom"))
		t.Log("not reached")
	})
	t.Log("parent continues", t.Failed())
}

func TestSkipf(t *testing.T) {
	t.Skipf("skip %d", 3)
}

func TestNames(t *testing.T) {
	for _, n := range []string{"a b", "a b", "x/y", "", ""} {
		t.Run(n, func(t *testing.T) { t.Log(t.Name()) })
	}
}
`;

const X_VERBOSE = `=== RUN   TestCleanup
=== RUN   TestCleanup/inner
    x_test.go:16: inner body
    x_test.go:15: inner cleanup
=== NAME  TestCleanup
    x_test.go:18: body
    x_test.go:13: cleanup 2
    x_test.go:12: cleanup 1
--- PASS: TestCleanup (0.00s)
    --- PASS: TestCleanup/inner (0.00s)
=== RUN   TestEnvAndDir
    x_test.go:31: read "hi", base 001, short true, verbose true
    x_test.go:32: true
--- PASS: TestEnvAndDir (0.00s)
=== RUN   TestEnvGone
--- PASS: TestEnvGone (0.00s)
=== RUN   TestHelperFatal
=== RUN   TestHelperFatal/a
    x_test.go:50: unexpected: boom
        second line
=== NAME  TestHelperFatal
    x_test.go:53: parent continues true
--- FAIL: TestHelperFatal (0.00s)
    --- FAIL: TestHelperFatal/a (0.00s)
=== RUN   TestSkipf
    x_test.go:57: skip 3
--- SKIP: TestSkipf (0.00s)
=== RUN   TestNames
=== RUN   TestNames/a_b
    x_test.go:62: TestNames/a_b
=== RUN   TestNames/a_b#01
    x_test.go:62: TestNames/a_b#01
=== RUN   TestNames/x/y
    x_test.go:62: TestNames/x/y
=== RUN   TestNames/#00
    x_test.go:62: TestNames/#00
=== RUN   TestNames/#01
    x_test.go:62: TestNames/#01
--- PASS: TestNames (0.00s)
    --- PASS: TestNames/a_b (0.00s)
    --- PASS: TestNames/a_b#01 (0.00s)
    --- PASS: TestNames/x/y (0.00s)
    --- PASS: TestNames/#00 (0.00s)
    --- PASS: TestNames/#01 (0.00s)
FAIL
FAIL	example.com/m	0.012s
FAIL
`;

const X_QUIET = `--- FAIL: TestHelperFatal (0.00s)
    --- FAIL: TestHelperFatal/a (0.00s)
        x_test.go:50: unexpected: boom
            second line
    x_test.go:53: parent continues true
FAIL
FAIL	example.com/m	0.012s
FAIL
`;

// b.N against -benchtime on the simulation's cost model (src/go/std/testing/benchmark.go): the
// timer reads the simulated clock plus 100ns per Go step, so the counts are the same on every run.
describe('go test -bench: b.N grows until -benchtime, on the cost model', { timeout: 120_000 }, () => {
  const BENCH = `package w

import (
	"testing"
	"time"
)

func spin(n int) (s int) {
	for i := 0; i < n; i++ {
		s += i
	}
	return
}

func BenchmarkSpin(b *testing.B) {
	for i := 0; i < b.N; i++ {
		spin(20)
	}
}

func BenchmarkSleep(b *testing.B) {
	for i := 0; i < b.N; i++ {
		time.Sleep(3 * time.Millisecond)
	}
}
`;
  it('runs N up to the predicted count, prints ns/op from it, and the package takes that long', async () => {
    const t = await module({ 'w.go': 'package w\n', 'w_test.go': BENCH });
    const r = await t.run('go test -bench . -benchtime 50ms');
    expect(r.code).toBe(0);
    const lines = [...r.stdout.matchAll(/^(Benchmark\w+) +\t *(\d+)\t *([0-9.]+) ns\/op$/gm)];
    expect(lines.map((m) => m[1])).toEqual(['BenchmarkSpin', 'BenchmarkSleep']);
    for (const [, , n, ns] of lines) {
      // launch stops at the first round of at least -benchtime; the round before was shorter
      expect(Number(n) * Number(ns)).toBeGreaterThanOrEqual(50e6);
      expect(Number(n) * Number(ns)).toBeLessThan(50e6 * 1.2 * 1.25);
    }
    // sleeping 3ms per op on the simulated clock: 3ms/op plus the steps the scheduler charges for
    // the timer and the switches (state.ts TIMER_STEPS, SWITCH_STEPS; go1.23 showed 3.2ms/op)
    expect(Number(lines[1][3])).toBeGreaterThanOrEqual(3e6);
    expect(Number(lines[1][3])).toBeLessThan(3.2e6);
    // the package's time includes every round of both benchmarks
    const pkg = Number(/^ok {2}\texample\.com\/m\t([0-9.]+)s$/m.exec(r.stdout)?.[1]);
    expect(pkg).toBeGreaterThan(0.1);
    // deterministic: the same counts and figures again
    expect((await t.run('go test -bench . -benchtime 50ms')).stdout).toBe(r.stdout);
    expect(r.stdout.startsWith('goos: linux\ngoarch: amd64\npkg: example.com/m\ncpu: ')).toBe(true);
  });

  it("-benchtime errors are the test binary's", async () => {
    const t = await module({ 'w.go': 'package w\n', 'w_test.go': BENCH });
    const r = await t.run('go test -bench . -benchtime 0x');
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^invalid value "0x" for flag -test\.benchtime: invalid count\n/);
  });
});
