// go build/vet/run through the Go toolchain of src/go, after the shell's module checks.
import { describe, expect, it } from 'vitest';
import { srcGoToolchain } from '../../src/shell/go-toolchain.ts';
import { terminal } from './helpers.ts';

const HELLO = 'package main\n\nimport "fmt"\n\nfunc main() {\n\tfmt.Println("hello", 6*7)\n}\n';

describe('shell → src/go', () => {
  it('runs and checks a module, reporting gc errors', async () => {
    const t = await terminal({
      profile: 'offline',
      cwd: '/home/user/hello',
      goToolchain: srcGoToolchain,
      files: { '/home/user/hello/main.go': HELLO },
    });
    expect((await t.run('go run main.go')).out).toBe('hello 42\n');
    await t.run('go mod init example.com/hello');
    expect((await t.run('go run .')).out).toBe('hello 42\n');
    expect((await t.run('go build ./...')).code).toBe(0);
    await t.run('echo "func f() { y }" >> main.go');
    const r = await t.run('go vet ./...');
    expect(r.code).toBe(1);
    expect(r.out).toContain('undefined: y');
  });

  it("go vet prints the analyzers' findings under the package headers and exits 1, as go1.23 vet", async () => {
    // go1.23's `go vet ./...` on the same module prints these lines.
    const t = await terminal({
      profile: 'offline',
      cwd: '/home/user/v',
      goToolchain: srcGoToolchain,
      files: {
        '/home/user/v/go.mod': 'module example.com/v\n\ngo 1.23\n',
        '/home/user/v/main.go':
          'package main\n\nimport "fmt"\n\nfunc main() {\n\tfmt.Printf("%d\\n", "x")\n\tfmt.Sprintf("y")\n}\n',
      },
    });
    const r = await t.run('go vet ./...');
    expect(r.out).toBe(
      '# example.com/v\n# [example.com/v]\n./main.go:6:2: fmt.Printf format %d has arg "x" of wrong type string\n./main.go:7:13: result of fmt.Sprintf call not used\n',
    );
    expect(r.code).toBe(1);
  });

  it("go vet vets library packages too (api/, internal/), in the go command's order, as go1.23 vet", async () => {
    // go1.23's `go vet -p 1 <pattern>` on the same module prints these lines: a package after the
    // packages it imports, then the others in import path order. cmd/tool is a main package without
    // func main: vet does not link, so it is vetted. e2e holds only a test file.
    const t = await terminal({
      profile: 'offline',
      cwd: '/home/user/v',
      goToolchain: srcGoToolchain,
      files: {
        '/home/user/v/go.mod': 'module example.com/v\n\ngo 1.23\n',
        '/home/user/v/api/v1/types.go':
          'package v1\n\ntype Spec struct {\n\tReplicas int `json:"replicas,omitempty" yaml:replicas`\n}\n',
        '/home/user/v/api/api.go':
          'package api\n\nimport "fmt"\n\nfunc Name(n int) string { return fmt.Sprintf("%s", n) }\n',
        '/home/user/v/internal/foo/foo.go':
          'package foo\n\nimport (\n\t"fmt"\n\n\t"example.com/v/api"\n)\n\nfunc Hello() { fmt.Println(api.Name(1), "\\n") }\n',
        '/home/user/v/main.go':
          'package main\n\nimport (\n\t"fmt"\n\n\t"example.com/v/internal/foo"\n)\n\nfunc main() {\n\tfoo.Hello()\n\tfmt.Println("ok")\n}\n',
        '/home/user/v/cmd/tool/main.go':
          'package main\n\nimport "fmt"\n\nfunc Run() { fmt.Printf("%d %d\\n", 1) }\n',
        // a directory of tests only: nothing to report (its test has no findings)
        '/home/user/v/e2e/e2e_test.go': 'package e2e\n\nimport "testing"\n\nfunc TestE2E(t *testing.T) {}\n',
      },
    });
    const api = '# example.com/v/api\napi/api.go:5:34: fmt.Sprintf format %s has arg n of wrong type int\n';
    const foo =
      '# example.com/v/internal/foo\ninternal/foo/foo.go:9:16: fmt.Println arg list ends with redundant newline\n';
    const v1 =
      '# example.com/v/api/v1\napi/v1/types.go:4:2: struct field tag `json:"replicas,omitempty" yaml:replicas` not compatible with reflect.StructTag.Get: bad syntax for struct tag value\n';
    const tool =
      '# example.com/v/cmd/tool\n# [example.com/v/cmd/tool]\ncmd/tool/main.go:5:14: fmt.Printf format %d reads arg #2, but call has 1 arg\n';
    let r = await t.run('go vet ./...');
    expect(r.out).toBe(api + foo + v1 + tool);
    expect(r.code).toBe(1);
    r = await t.run('go vet ./api/...');
    expect(r.out).toBe(api + v1);
    expect(r.code).toBe(1);
    r = await t.run('go vet ./internal/foo');
    expect(r.out).toBe(foo);
    expect(r.code).toBe(1);
    r = await t.run('go vet ./cmd/tool');
    expect(r.out).toBe(tool);
    expect(r.code).toBe(1);
    expect((await t.run('go vet .')).code).toBe(0);
  });

  it("go vet prints a vetted package's type error as vet does, and an imported package's as gc does, as go1.23 vet", async () => {
    // go1.23's `go vet -p 1 <pattern>` on the same module prints these lines: a package that a vetted
    // package imports is compiled for it (gc's wording, once), and its importers are not vetted.
    const t = await terminal({
      profile: 'offline',
      cwd: '/home/user/v',
      goToolchain: srcGoToolchain,
      files: {
        '/home/user/v/go.mod': 'module example.com/v\n\ngo 1.23\n',
        '/home/user/v/internal/foo/foo.go': 'package foo\n\nfunc Bad() int { return "x" }\n',
        '/home/user/v/main.go':
          'package main\n\nimport (\n\t"fmt"\n\n\t"example.com/v/internal/foo"\n)\n\nfunc main() {\n\tfmt.Printf("%d\\n", "s", foo.Bad())\n}\n',
      },
    });
    const gc =
      '# example.com/v/internal/foo\ninternal/foo/foo.go:3:25: cannot use "x" (untyped string constant) as int value in return statement\n';
    let r = await t.run('go vet .');
    expect(r.out).toBe(gc);
    expect(r.code).toBe(1);
    r = await t.run('go vet ./internal/...');
    expect(r.out).toBe(
      '# example.com/v/internal/foo\nvet: internal/foo/foo.go:3:25: cannot use "x" (untyped string constant) as int value in return statement\n',
    );
    expect(r.code).toBe(1);
    r = await t.run('go vet ./internal/... .');
    expect(r.out).toBe(gc);
    expect(r.code).toBe(1);
  });

  it('go vet stops at a package that does not load before it vets the others, as go1.23 vet', async () => {
    // go1.23's `go vet ./...` on the same module prints this line only, and exits 1.
    const t = await terminal({
      profile: 'offline',
      cwd: '/home/user/v',
      goToolchain: srcGoToolchain,
      files: {
        '/home/user/v/go.mod': 'module example.com/v\n\ngo 1.23\n',
        '/home/user/v/main.go': 'package main\n\nimport "fmt"\n\nfunc main() { fmt.Printf("%d\\n", "x") }\n',
        '/home/user/v/mix/a.go': 'package a\n',
        '/home/user/v/mix/b.go': 'package b\n',
      },
    });
    const r = await t.run('go vet ./...');
    expect(r.out).toBe('found packages a (a.go) and b (b.go) in /home/user/v/mix\n');
    expect(r.code).toBe(1);
  });

  it('go vet checks calls of printf wrappers declared in another package of the module, as go1.23 vet', async () => {
    // go1.23's `go vet ./...` on the same module prints these lines. Infof adds to its format, so it
    // is not a wrapper; Errorf and Print forward theirs unchanged.
    const logx =
      'package logx\n\nimport "fmt"\n\nfunc Infof(format string, args ...any) {\n\tfmt.Printf("info: "+format, args...)\n}\n\nfunc Errorf(format string, args ...any) error {\n\treturn fmt.Errorf(format, args...)\n}\n\nfunc Print(args ...any) {\n\tfmt.Print(args...)\n}\n';
    const t = await terminal({
      profile: 'offline',
      cwd: '/home/user/v',
      goToolchain: srcGoToolchain,
      files: {
        '/home/user/v/go.mod': 'module example.com/v\n\ngo 1.23\n',
        '/home/user/v/logx/logx.go': logx,
        '/home/user/v/main.go':
          'package main\n\nimport "example.com/v/logx"\n\nfunc main() {\n\tlogx.Infof("%d", "x")\n\t_ = logx.Errorf("%s", 1)\n\tlogx.Print("%d", 2)\n}\n',
      },
    });
    const r = await t.run('go vet ./...');
    expect(r.out).toBe(
      '# example.com/v\n# [example.com/v]\n./main.go:7:6: example.com/v/logx.Errorf format %s has arg 1 of wrong type int\n./main.go:8:2: example.com/v/logx.Print call has possible Printf formatting directive %d\n',
    );
    expect(r.code).toBe(1);
  });

  it('go vet reports loop variables captured by a goroutine or deferred func literal in a go 1.21 module, as go1.23 vet', async () => {
    // go1.23's `go vet ./...` on the same module prints these lines (loopclosure checks files older
    // than go1.22 only; the last go statement of a loop body is the one it looks at).
    const t = await terminal({
      profile: 'offline',
      cwd: '/home/user/lc',
      goToolchain: srcGoToolchain,
      files: {
        '/home/user/lc/go.mod': 'module example.com/lc\n\ngo 1.21\n',
        '/home/user/lc/main.go':
          'package main\n\nimport (\n\t"fmt"\n\t"sync"\n)\n\nfunc main() {\n\tvar wg sync.WaitGroup\n\tnames := []string{"a", "b"}\n\tfor i, name := range names {\n\t\twg.Add(1)\n\t\tgo func() {\n\t\t\tdefer wg.Done()\n\t\t\tfmt.Println(i, name)\n\t\t}()\n\t}\n\tfor j := 0; j < 2; j++ {\n\t\tif j > 0 {\n\t\t\tdefer func() { fmt.Println(j) }()\n\t\t}\n\t}\n\tfor _, n := range names {\n\t\tgo func() { fmt.Println(n) }()\n\t\tfmt.Println()\n\t}\n\twg.Wait()\n}\n',
      },
    });
    const r = await t.run('go vet ./...');
    expect(r.out).toBe(
      '# example.com/lc\n# [example.com/lc]\n./main.go:15:16: loop variable i captured by func literal\n./main.go:15:19: loop variable name captured by func literal\n./main.go:20:31: loop variable j captured by func literal\n',
    );
    expect(r.code).toBe(1);
    await t.run("sed -i 's/go 1.21/go 1.22/' go.mod");
    expect((await t.run('go vet ./...')).code).toBe(0);
  });

  it('go vet reports standard library symbols newer than a go 1.21 module, as go1.23 vet', async () => {
    // go1.23's `go vet ./...` on the same module prints these lines (stdversion; sync.OnceValue and
    // slices.Max are go1.21's).
    const t = await terminal({
      profile: 'offline',
      cwd: '/home/user/sv',
      goToolchain: srcGoToolchain,
      files: {
        '/home/user/sv/go.mod': 'module example.com/sv\n\ngo 1.21\n',
        '/home/user/sv/main.go':
          'package main\n\nimport (\n\t"cmp"\n\t"fmt"\n\t"maps"\n\t"slices"\n\t"sync"\n)\n\nfunc main() {\n\ta := slices.Concat([]int{1}, []int{2})\n\tb := slices.Repeat(a, 2)\n\tkeys := slices.Sorted(maps.Keys(map[string]int{"x": 1}))\n\tname := cmp.Or("", "default")\n\tonce := sync.OnceValue(func() int { return 1 })\n\tvar m sync.Map\n\tm.Clear()\n\tfmt.Println(a, b, keys, name, once(), slices.Max(a))\n}\n',
      },
    });
    const r = await t.run('go vet ./...');
    expect(r.out).toBe(
      '# example.com/sv\n# [example.com/sv]\n./main.go:12:14: slices.Concat requires go1.22 or later (module is go1.21)\n./main.go:13:14: slices.Repeat requires go1.23 or later (module is go1.21)\n./main.go:14:17: slices.Sorted requires go1.23 or later (module is go1.21)\n./main.go:14:29: maps.Keys requires go1.23 or later (module is go1.21)\n./main.go:15:14: cmp.Or requires go1.22 or later (module is go1.21)\n./main.go:18:4: sync.Clear requires go1.23 or later (module is go1.21)\n',
    );
    expect(r.code).toBe(1);
  });

  it('go run hands the files of the package directory to //go:embed, those of hidden directories too', async () => {
    // go1.23.5's `go run .` prints the same line.
    const t = await terminal({
      profile: 'offline',
      cwd: '/home/user/emb',
      goToolchain: srcGoToolchain,
      files: {
        '/home/user/emb/go.mod': 'module example.com/emb\n\ngo 1.23\n',
        '/home/user/emb/main.go':
          'package main\n\nimport (\n\t"embed"\n\t"fmt"\n\t"io/fs"\n)\n\n//go:embed VERSION\nvar version string\n\n//go:embed all:conf\nvar conf embed.FS\n\nfunc main() {\n\tnames, _ := fs.Glob(conf, "conf/*/*.yaml")\n\tb, _ := conf.ReadFile("conf/.x/a.yaml")\n\tfmt.Println(version, names, string(b))\n}\n',
        '/home/user/emb/VERSION': 'v1.0',
        '/home/user/emb/conf/.x/a.yaml': 'x: 1',
        '/home/user/emb/conf/.x/b.yaml': 'y: 2',
      },
    });
    const r = await t.run('go run .');
    expect(r.out).toBe('v1.0 [conf/.x/a.yaml conf/.x/b.yaml] x: 1\n');
  });

  it('go run of a program that exits non-zero prints exit status N and exits 1, as go run', async () => {
    const t = await terminal({
      profile: 'offline',
      cwd: '/home/user/hello',
      goToolchain: srcGoToolchain,
      files: {
        '/home/user/hello/main.go':
          'package main\n\nimport (\n\t"fmt"\n\t"os"\n)\n\nfunc main() {\n\tfmt.Println("bye")\n\tos.Exit(3)\n}\n',
      },
    });
    const r = await t.run('go run main.go');
    expect(r.out).toBe('bye\nexit status 3\n');
    expect(r.code).toBe(1);
  });

  it('says so instead of printing a false error when src/go lacks the dependencies', async () => {
    const files = {
      '/home/user/op/go.mod': 'module example.com/op\n\ngo 1.20\n\nrequire k8s.io/api v0.28.0\n',
      '/home/user/op/main.go':
        'package main\n\nimport certv1 "k8s.io/api/certificates/v1"\n\nfunc main() { _ = certv1.CertificateApproved }\n',
    };
    const t = await terminal({ profile: 'open', cwd: '/home/user/op', goToolchain: srcGoToolchain, files });
    expect((await t.run('go mod tidy')).code).toBe(0);
    const r = await t.run('go build ./...');
    expect(r.code).toBe(0);
    expect(r.out).toBe(
      'oplab: not compiled: the simulated Go toolchain does not provide k8s.io/api/certificates/v1 yet (the module checks passed).\n',
    );
  });

  it('go build and go vet of a Kubernetes module compile it on the simulated packages, as go test does', async () => {
    const files = {
      '/home/user/op/go.mod': 'module example.com/op\n\ngo 1.20\n\nrequire k8s.io/api v0.28.0\n',
      '/home/user/op/main.go':
        'package main\n\nimport corev1 "k8s.io/api/core/v1"\n\nfunc main() { var p corev1.PodPhase = 1; _ = p }\n',
    };
    const t = await terminal({ profile: 'open', cwd: '/home/user/op', goToolchain: srcGoToolchain, files });
    expect((await t.run('go mod tidy')).code).toBe(0);
    const r = await t.run('go build ./...');
    // a PodPhase is a string; gc quotes the path, as other packages named v1 are in the import graph
    expect(r.code).toBe(1);
    expect(r.out).toMatch(
      /^(oplab: go\.mod requires .*\n)+# example\.com\/op\n\.\/main\.go:5:39: cannot use 1 \(untyped int constant\) as "k8s\.io\/api\/core\/v1"\.PodPhase value in variable declaration\n$/,
    );
    await t.run(`sed -i 's/= 1/= corev1.PodRunning/' main.go`);
    expect(await t.run('go build ./...')).toMatchObject({ code: 0, out: '' });
    expect(await t.run('go vet ./...')).toMatchObject({ code: 0, out: '' });
  });

  it('./... skips testdata, vendor, _x and .x directories and nested modules, as the go command', async () => {
    // Each of these directories holds a package that does not compile: go1.23's `go build ./...`
    // and `go vet ./...` in this module print nothing and exit 0.
    const bad = 'package bad\n\nvar X int = "s"\n';
    const files = {
      'go.mod': 'module example.com/v\n\ngo 1.23\n',
      'main.go': 'package main\n\nfunc main() {}\n',
      'testdata/bad/bad.go': bad,
      'pkg/testdata/bad.go': bad,
      'vendor/example.com/x/bad.go': bad,
      '_old/bad.go': bad,
      '.cache/bad.go': bad,
      'tools/go.mod': 'module example.com/tools\n\ngo 1.23\n',
      'tools/gen/bad.go': bad,
    };
    for (const verb of ['build', 'vet'])
      expect(await srcGoToolchain.run(files, [verb, './...'], '/home/user/v')).toEqual({
        stdout: '',
        stderr: '',
        exitCode: 0,
      });
    expect(await srcGoToolchain.run(files, ['test', './...'], '/home/user/v')).toEqual({
      stdout: '?   \texample.com/v\t[no test files]\n',
      stderr: '',
      exitCode: 0,
    });
  });

  it("go build compiles library packages, each failing package once in the go command's order, as go1.23", async () => {
    // go1.23's `go build -p 1 <pattern>` on the same module prints these lines (with more processors
    // the order of independent packages varies from run to run).
    const files: Record<string, string> = {
      '/home/user/v/go.mod': 'module example.com/v\n\ngo 1.23\n',
      '/home/user/v/main.go':
        'package main\n\nimport (\n\t"fmt"\n\n\t"example.com/v/internal/util"\n)\n\nfunc main() { fmt.Println(util.X) }\n',
      '/home/user/v/internal/util/u.go': 'package util\n\nvar X = 1\n',
      '/home/user/v/api/v1/types.go':
        'package v1\n\nimport "fmt"\n\ntype Spec struct {\n\tReplicas int\n}\n\nfunc (s Spec) Bad() int {\n\treturn s.Size\n}\n',
      '/home/user/v/pkg/helper/h.go': 'package helper\n\nfunc H() {\n\tx := 1\n}\n',
    };
    const t = await terminal({ profile: 'offline', cwd: '/home/user/v', goToolchain: srcGoToolchain, files });
    const v1 =
      '# example.com/v/api/v1\napi/v1/types.go:3:8: "fmt" imported and not used\napi/v1/types.go:10:11: s.Size undefined (type Spec has no field or method Size)\n';
    const helper = '# example.com/v/pkg/helper\npkg/helper/h.go:4:2: declared and not used: x\n';
    let r = await t.run('go build ./...');
    expect(r.out).toBe(v1 + helper);
    expect(r.code).toBe(1);
    r = await t.run('go build ./api/...');
    expect(r.out).toBe(v1);
    expect(r.code).toBe(1);
    r = await t.run('go build ./internal/util');
    expect(r).toMatchObject({ out: '', code: 0 });
    r = await t.run('go run ./api/v1');
    expect(r).toMatchObject({ out: 'package example.com/v/api/v1 is not a main package\n', code: 1 });
    // a library that main imports: its report once, main is not compiled
    await t.run(`echo 'package util' > internal/util/u.go`);
    await t.run(`echo 'var X int = "s"' >> internal/util/u.go`);
    r = await t.run('go build ./...');
    expect(r.out).toBe(
      '# example.com/v/internal/util\ninternal/util/u.go:2:13: cannot use "s" (untyped string constant) as int value in variable declaration\n' +
        v1 +
        helper,
    );
    // a package of the main module that has no files: no module provides it
    await t.run(`echo 'package util' > internal/util/u.go`);
    await t.run(`echo 'import "example.com/v/nope"' >> internal/util/u.go`);
    await t.run(`echo 'var X = nope.Y' >> internal/util/u.go`);
    const nope =
      'internal/util/u.go:2:8: no required module provides package example.com/v/nope; to add it:\n\tgo get example.com/v/nope\n';
    for (const cmd of ['go build ./...', 'go vet ./...', 'go run .']) {
      r = await t.run(cmd);
      expect(r).toMatchObject({ out: nope, code: 1 });
    }
  });

  it('an import cycle is printed once, whichever package of the cycle is a target, as go1.23', async () => {
    const files: Record<string, string> = {
      '/home/user/v/go.mod': 'module example.com/v\n\ngo 1.23\n',
      '/home/user/v/main.go':
        'package main\n\nimport (\n\t"fmt"\n\n\t"example.com/v/api"\n)\n\nfunc main() { fmt.Println(api.Name()) }\n',
      '/home/user/v/api/api.go':
        'package api\n\nimport "example.com/v/controller"\n\nfunc Name() string { return controller.Kind }\n',
      '/home/user/v/controller/c.go':
        'package controller\n\nimport "example.com/v/api"\n\nconst Kind = "x"\n\nvar _ = api.Name\n',
    };
    const t = await terminal({ profile: 'offline', cwd: '/home/user/v', goToolchain: srcGoToolchain, files });
    const cycle =
      'package example.com/v\n\timports example.com/v/api\n\timports example.com/v/controller\n\timports example.com/v/api: import cycle not allowed\n';
    for (const cmd of ['go build ./...', 'go vet ./...']) {
      const r = await t.run(cmd);
      expect(r).toMatchObject({ out: cycle, code: 1 });
    }
  });

  it("go vet reports an uninferable type parameter where go/types does: at the call, not at its '('", async () => {
    // go1.23 vet on the same module (run in /home/user/v): go/types' infer reports at the
    // *ast.CallExpr, types2 at the call's parenthesis (main.go:12:18 under go build).
    const t = await terminal({
      profile: 'offline',
      cwd: '/home/user/v',
      goToolchain: srcGoToolchain,
      files: {
        '/home/user/v/go.mod': 'module example.com/v\n\ngo 1.23\n',
        '/home/user/v/main.go':
          'package main\n\nimport "fmt"\n\nfunc Zero[T any]() T {\n\tvar z T\n\treturn z\n}\n\nfunc main() {\n\tfmt.Println(Zero())\n}\n',
      },
    });
    const r = await t.run('go vet ./...');
    expect(r.out).toBe(
      '# example.com/v\n# [example.com/v]\nvet: ./main.go:11:14: in call to Zero, cannot infer T (/home/user/v/main.go:5:11)\n',
    );
    expect(r.code).toBe(1);
  });

  it("a module's go line limits the language of its packages, not of named files, as go1.23", async () => {
    // go1.23 on the same module: the package gets -lang=go1.20; `go run main.go` builds
    // command-line-arguments, which has no module, so the toolchain's own version applies.
    const t = await terminal({
      profile: 'offline',
      cwd: '/home/user/v',
      goToolchain: srcGoToolchain,
      files: {
        '/home/user/v/go.mod': 'module example.com/v\n\ngo 1.20\n',
        '/home/user/v/main.go':
          'package main\n\nimport "fmt"\n\nfunc main() {\n\tfor i := range 2 {\n\t\tfmt.Println(i)\n\t}\n}\n',
      },
    });
    expect(await t.run('go run main.go')).toMatchObject({ out: '0\n1\n', code: 0 });
    expect(await t.run('go vet main.go')).toMatchObject({ out: '', code: 0 });
    expect(await t.run('go build ./...')).toMatchObject({
      out: '# example.com/v\n./main.go:6:17: cannot range over 2 (untyped int constant): requires go1.22 or later (-lang was set to go1.20; check go.mod)\n',
      code: 1,
    });
  });
});
