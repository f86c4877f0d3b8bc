// `oplab go` (src/cli/go.ts) reading real files: named files, a module directory, exit statuses passed
// through, streamed output, `go version`, and usage errors. Runs the command module in process.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { findCommand } from '../../src/cli/commands.ts';
import goCommand from '../../src/cli/go.ts';

const dir = mkdtempSync(join(tmpdir(), 'oplab-go-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function write(rel: string, src: string): string {
  const full = join(dir, rel);
  mkdirSync(join(full, '..'), { recursive: true });
  writeFileSync(full, src);
  return full;
}

async function oplabGo(...args: string[]) {
  let stdout = '';
  let stderr = '';
  const chunks: string[] = [];
  // The program's output arrives as bytes (Go's bytes unchanged), the command's own lines as text.
  const outText = new TextDecoder();
  const errText = new TextDecoder();
  const code = await goCommand.run(args, {
    stdout: {
      write: (s: string | Uint8Array) => {
        const t = typeof s === 'string' ? s : outText.decode(s, { stream: true });
        stdout += t;
        chunks.push(t);
      },
    },
    stderr: {
      write: (s: string | Uint8Array) =>
        (stderr += typeof s === 'string' ? s : errText.decode(s, { stream: true })),
    },
    isTTY: false,
  });
  return { code, stdout, stderr, chunks };
}

describe('oplab go', () => {
  test('is registered as an oplab subcommand', async () => {
    const cmd = findCommand('go');
    expect(cmd).toBeDefined();
    // From source here; a fresh prebuilt bundle (test/cli/prebuilt.test.ts) would be another module.
    const saved = process.env.OPLAB_FROM_SOURCE;
    process.env.OPLAB_FROM_SOURCE = '1';
    try {
      expect(await cmd!.load()).toBe(goCommand);
    } finally {
      if (saved === undefined) delete process.env.OPLAB_FROM_SOURCE;
      else process.env.OPLAB_FROM_SOURCE = saved;
    }
  });

  test('go version names the language level and says it is not gc', async () => {
    const r = await oplabGo('version');
    expect(r.stdout).toBe('go version go1.26.0-oplab linux/amd64\n');
    expect(r.code).toBe(0);
  });

  test('go run FILE.go runs the program; a non-zero exit ends with exit status N and go run exits 1', async () => {
    const f = write(
      'exit/main.go',
      'package main\n\nimport (\n\t"fmt"\n\t"os"\n)\n\nfunc main() {\n\tfmt.Println("a")\n\tfmt.Println("b")\n\tos.Exit(7)\n}\n',
    );
    const r = await oplabGo('run', f);
    expect(r.stdout).toBe('a\nb\n');
    // as go1.23.5's go run: the program's status on stderr, the command's own status 1
    expect(r.stderr).toBe('exit status 7\n');
    expect(r.code).toBe(1);
    expect(r.chunks.length).toBeGreaterThanOrEqual(2);
  });

  test('program arguments follow the files', async () => {
    const f = write(
      'args/main.go',
      'package main\n\nimport (\n\t"fmt"\n\t"os"\n)\n\nfunc main() { fmt.Println(os.Args[1:]) }\n',
    );
    const r = await oplabGo('run', f, 'x', 'y');
    expect(r.stdout).toBe('[x y]\n');
  });

  test('os.Args[0] names the binary as go run names it: the first file, or the import path', async () => {
    // go1.23.5: /tmp/go-build<random>/b001/exe/zeta for `go run zeta.go alpha.go`, .../exe/hello for
    // `go run .` in module example.com/hello, .../exe/tool for `go run ./cmd/tool`.
    const prog = 'package main\n\nimport (\n\t"fmt"\n\t"os"\n)\n\nfunc main() { fmt.Println(os.Args[0]) }\n';
    write('exe/zeta.go', prog);
    write('exe/alpha.go', 'package main\n');
    write('exemod/go.mod', 'module example.com/hello\n\ngo 1.23\n');
    write('exemod/main.go', prog);
    write('exemod/cmd/tool/main.go', prog);
    const before = process.cwd();
    try {
      process.chdir(join(dir, 'exe'));
      expect((await oplabGo('run', 'zeta.go', 'alpha.go')).stdout).toBe(
        '/tmp/go-build1000000000/b001/exe/zeta\n',
      );
      expect((await oplabGo('run', 'alpha.go', 'zeta.go')).stdout).toBe(
        '/tmp/go-build1000000000/b001/exe/alpha\n',
      );
      process.chdir(join(dir, 'exemod'));
      expect((await oplabGo('run', '.')).stdout).toBe('/tmp/go-build1000000000/b001/exe/hello\n');
      expect((await oplabGo('run', './cmd/tool')).stdout).toBe('/tmp/go-build1000000000/b001/exe/tool\n');
    } finally {
      process.chdir(before);
    }
  });

  test('a panic ends with the trace then exit status 2; os.Exit(0) prints nothing', async () => {
    const p = write('panic/main.go', 'package main\n\nfunc main() {\n\tpanic("boom")\n}\n');
    const r = await oplabGo('run', p);
    expect(r.stderr).toMatch(
      /^panic: boom\n\ngoroutine 1 \[running\]:\nmain\.main\(\)\n\t.*main\.go:4.*\nexit status 2\n$/,
    );
    expect(r.code).toBe(1);
    const z = write('zero/main.go', 'package main\n\nimport "os"\n\nfunc main() { os.Exit(0) }\n');
    const ok = await oplabGo('run', z);
    expect(ok.stderr).toBe('');
    expect(ok.code).toBe(0);
  });

  test('//go:embed reads the package directory: a module DIR, and named files in another directory', async () => {
    // go1.23.5, `go run .` in mod/ and `go run app/main.go` in the parent of app/ (no go.mod).
    write('embedmod/go.mod', 'module example.com/e\n\ngo 1.23\n');
    const prog =
      'package main\n\nimport (\n\t"embed"\n\t"fmt"\n)\n\n//go:embed conf\nvar conf embed.FS\n\n//go:embed raw.bin\nvar raw []byte\n\nfunc main() {\n\tes, _ := conf.ReadDir("conf")\n\tfor _, e := range es {\n\t\tb, _ := conf.ReadFile("conf/" + e.Name())\n\t\tfmt.Printf("%s %q\\n", e.Name(), b)\n\t}\n\tfmt.Printf("%q\\n", raw)\n}\n';
    for (const root of ['embedmod', 'embedfiles/app']) {
      write(`${root}/main.go`, prog);
      write(`${root}/conf/b.yaml`, 'b: 2\n');
      write(`${root}/conf/a.yaml`, 'a: 1\n');
      write(`${root}/conf/.skip`, 'x\n');
      writeFileSync(join(dir, root, 'raw.bin'), new Uint8Array([0xff, 0x00, 0xe9, 0x0a]));
    }
    const want = 'a.yaml "a: 1\\n"\nb.yaml "b: 2\\n"\n"\\xff\\x00\\xe9\\n"\n';
    const r = await oplabGo('run', join(dir, 'embedmod'));
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(want);
    const before = process.cwd();
    process.chdir(join(dir, 'embedfiles'));
    try {
      const n = await oplabGo('run', 'app/main.go');
      expect(n.stderr).toBe('');
      expect(n.stdout).toBe(want);
      // named by a path outside the working directory: the files beside it, all the same
      process.chdir(join(dir, 'embedmod'));
      const far = await oplabGo('run', '../embedfiles/app/main.go');
      expect(far.stderr).toBe('');
      expect(far.stdout).toBe(want);
      process.chdir(join(dir, 'embedfiles'));
      writeFileSync(
        join(dir, 'embedfiles/app/main.go'),
        prog.replace('//go:embed raw.bin', '//go:embed raw.txt'),
      );
      const e = await oplabGo('run', 'app/main.go');
      expect(e.stderr).toBe('app/main.go:11:12: pattern raw.txt: no matching files found\n');
      expect(e.code).toBe(1);
    } finally {
      process.chdir(before);
    }
  });

  test('a compile error exits 1 with gc output on stderr', async () => {
    const f = write('bad/main.go', 'package main\n\nfunc main() {\n\tx := 1\n}\n');
    const r = await oplabGo('run', f);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^# command-line-arguments\n.*main\.go:4:2: declared and not used: x\n$/);
  });

  test('cannot infer quotes the declaration with its full path under the real working directory', async () => {
    // go1.23.5: `./main.go:8:7: in call to f, cannot infer T (/tmp/x/main.go:5:8)` run as
    // `go run .` in /tmp/x; types2 prints the object's position unshortened.
    write('infer/go.mod', 'module x\n\ngo 1.23\n');
    write(
      'infer/main.go',
      'package main\n\nfunc f[T any]() T { var z T; return z }\n\nfunc main() {\n\t_ = f()\n}\n',
    );
    const before = process.cwd();
    process.chdir(join(dir, 'infer'));
    try {
      const r = await oplabGo('run', '.');
      expect(r.code).toBe(1);
      expect(r.stderr).toBe(
        `# x\n./main.go:6:7: in call to f, cannot infer T (${join(dir, 'infer')}/main.go:3:8)\n`,
      );
      const byName = await oplabGo('run', join(dir, 'infer', 'main.go'));
      expect(byName.stderr).toContain(`cannot infer T (${join(dir, 'infer')}/main.go:3:8)`);
    } finally {
      process.chdir(before);
    }
  });

  test('go run DIR runs the module rooted at DIR, with its packages', async () => {
    write('mod/go.mod', 'module example.com/app\n\ngo 1.26\n');
    write('mod/api/v1/types.go', 'package v1\n\ntype Spec struct{ Replicas int32 }\n');
    write(
      'mod/main.go',
      'package main\n\nimport (\n\t"fmt"\n\n\tv1 "example.com/app/api/v1"\n)\n\nfunc main() { fmt.Printf("%+v\\n", v1.Spec{Replicas: 3}) }\n',
    );
    const r = await oplabGo('run', join(dir, 'mod'));
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe('{Replicas:3}\n');
    expect(r.code).toBe(0);
  });

  test('go run ./cmd/x from a module root runs that package of the module', async () => {
    write('mod2/go.mod', 'module example.com/tools\n\ngo 1.26\n');
    write(
      'mod2/internal/greet/greet.go',
      'package greet\n\nfunc Hello() string { return "hello from greet" }\n',
    );
    write(
      'mod2/cmd/hello/main.go',
      'package main\n\nimport (\n\t"fmt"\n\n\t"example.com/tools/internal/greet"\n)\n\nfunc main() { fmt.Println(greet.Hello()) }\n',
    );
    const before = process.cwd();
    process.chdir(join(dir, 'mod2'));
    try {
      const r = await oplabGo('run', './cmd/hello');
      expect(r.stderr).toBe('');
      expect(r.stdout).toBe('hello from greet\n');
    } finally {
      process.chdir(before);
    }
  });

  test('usage errors', async () => {
    expect((await oplabGo('run')).stderr).toBe('go: no go files listed\n');
    expect((await oplabGo('run', '-race', 'x.go')).code).toBe(2);
    expect((await oplabGo('build')).stderr).toMatch(/^go build: unknown command/);
    expect((await oplabGo()).code).toBe(2);
  });
});
