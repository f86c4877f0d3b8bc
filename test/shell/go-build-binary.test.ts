// `go build` writes an executable, as the real go command does: named by go1.23.5's rules (checked
// against the machine's go on the same module), mode 0755, and running it runs the program it was
// built from (a stale binary stays stale); `go install` puts commands in GOBIN or GOPATH's bin; the
// kubebuilder project's `make build` writes bin/manager, which starts the manager on the terminal's
// cluster.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadGoToolchain } from '../../src/components/terminal/go-toolchain-loader.ts';
import type { FromWorker } from '../../src/components/terminal/protocol.ts';
import { createShellHost } from '../../src/components/terminal/shell-host.ts';
import { srcGoToolchain } from '../../src/shell/go-toolchain.ts';
import { ShellSession } from '../../src/shell/index.ts';
import { removeScratch } from '../remove-scratch.ts';

const GO = '/usr/lib/go-1.23/bin/go';

// A module with a command at its root (the module path ends in a major version), a second command,
// and a library.
const MODULE: Record<string, string> = {
  'go.mod': 'module example.com/greeter/v2\n\ngo 1.23\n',
  'main.go':
    'package main\n\nimport (\n\t"fmt"\n\t"os"\n\t"strings"\n)\n\nfunc main() {\n\tfmt.Println("greeter", strings.Join(os.Args[1:], ","))\n\tif len(os.Args) > 2 {\n\t\tfmt.Fprintln(os.Stderr, "greeter: one name at most")\n\t\tos.Exit(3)\n\t}\n}\n',
  'cmd/hello/main.go': 'package main\n\nimport "fmt"\n\nfunc main() { fmt.Println("hello v1") }\n',
  'lib/lib.go': '// Package lib is a library.\npackage lib\n\n// Name is a name.\nconst Name = "lib"\n',
};

const work = mkdtempSync(join(tmpdir(), 'oplab-gobuild-'));
afterAll(() => removeScratch(work));
let n = 0;

/** The real go command on a fresh copy of the module: its output, status and the new files. */
function realGo(line: string): { out: string; exitCode: number; files: string[] } {
  const dir = join(work, `m${n++}`);
  for (const [name, src] of Object.entries(MODULE)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), src);
  }
  const before = new Set(listFiles(dir));
  const r = spawnSync(
    'bash',
    [
      '-c',
      `{ ${line}
} 2>&1`,
    ],
    {
      cwd: dir,
      encoding: 'utf8',
      env: {
        PATH: `${dirname(GO)}:/usr/bin:/bin`,
        HOME: work,
        GOCACHE: join(work, 'cache'),
        GOPATH: join(work, 'gopath'),
        GOFLAGS: '-mod=mod',
        GOTOOLCHAIN: 'local',
        GOPROXY: 'off',
      },
    },
  );
  const files = listFiles(dir).filter((f) => !before.has(f));
  for (const f of files.filter(built))
    expect(statSync(join(dir, f)).mode & 0o777, f).toBe(f.endsWith('.a') ? 0o644 : 0o755);
  return { out: r.stdout, exitCode: r.status ?? -1, files };
}

/** A file the go command wrote (a program, an archive), not one a line made otherwise (sources, logs, copies). */
const built = (f: string) => !/\.(go|mod|log|txt|o)$|(^|\/)a\.out$/.test(f);

function listFiles(dir: string, rel = ''): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? listFiles(join(dir, e.name), `${rel}${e.name}/`) : [`${rel}${e.name}`],
  );
}

async function simulated() {
  const files: Record<string, string> = {};
  for (const [name, src] of Object.entries(MODULE)) files[`/home/user/greeter/${name}`] = src;
  return ShellSession.create({ files, cwd: '/home/user/greeter', goToolchain: srcGoToolchain });
}

async function newFiles(s: ShellSession, line: string) {
  const root = '/home/user/greeter/';
  const before = new Set((await s.run(`find ${root} -type f | sort`)).stdout.split('\n'));
  const r = await s.run(`{ ${line}
} 2>&1`);
  const after = (await s.run(`find ${root} -type f | sort`)).stdout
    .split('\n')
    .filter((f) => f && !before.has(f));
  const files = after.map((f) => f.slice(root.length));
  for (const f of files.filter(built)) {
    const mode = (await s.run(`stat -c %a ${root}${f}`)).stdout.trim();
    expect(mode, f).toBe(f.endsWith('.a') ? '644' : '755');
  }
  return { out: r.stdout, exitCode: r.exitCode, files };
}

describe('go build writes an executable', () => {
  it('named and placed as go1.23.5 does, with its errors', async () => {
    for (const line of [
      'go build',
      'go build ./cmd/hello',
      'go build ./...',
      'go build ./lib',
      'go build -o bin/greeter .',
      'go build -o bin/ ./...',
      'go build -o out ./...',
      'go build -o bin/ ./lib',
      'go build cmd/hello/main.go',
      'go build -o app cmd/hello/main.go',
      'mkdir greeter && go build',
      'cd cmd && go build ./hello && ls',
      'go build example.com/greeter/v2/cmd/hello',
      'go build -o /dev/null .',
      'go build -o lib.a ./lib',
    ]) {
      const real = realGo(line);
      const sim = await newFiles(await simulated(), line);
      expect({ line, ...sim }).toEqual({ line, ...real });
    }
  }, 300_000);

  it('runs the program it was built from, with its arguments and status; a stale binary stays stale', async () => {
    const s = await simulated();
    expect((await s.run('go build -o bin/greeter . && go build ./cmd/hello')).exitCode).toBe(0);
    const real = realGo(
      'go build -o bin/greeter . && ./bin/greeter ann; echo "$?"; ./bin/greeter ann bob; echo "$?"',
    );
    expect((await s.run('./bin/greeter ann; echo "$?"; ./bin/greeter ann bob; echo "$?"')).chunks).toEqual([
      { fd: 1, text: 'greeter ann\n0\ngreeter ann,bob\n' },
      { fd: 2, text: 'greeter: one name at most\n' },
      { fd: 1, text: '3\n' },
    ]);
    expect(real.out).toBe('greeter ann\n0\ngreeter ann,bob\ngreeter: one name at most\n3\n');
    // the program's flags after the package are its own, for go run and the binary alike
    for (const line of [
      'go run . ann -x; echo $?',
      'go run main.go --name=a; echo $?',
      'go build -o g . && ./g ann -x; echo $?',
    ]) {
      const r = await s.run(line);
      expect({ line, screen: r.chunks.map((c) => c.text).join('') }).toEqual({
        line,
        screen: realGo(line).out,
      });
    }
    // the sources change: the file still runs what was built; go run and a new build see the change
    await s.run(`sed -i 's/hello v1/hello v2/' cmd/hello/main.go`);
    expect((await s.run('./hello; go run ./cmd/hello')).stdout).toBe('hello v1\nhello v2\n');
    expect((await s.run('go build ./cmd/hello && ./hello')).stdout).toBe('hello v2\n');
    // a copy runs too; a file go did not write is not run as a program
    expect((await s.run('cp hello /tmp/h && /tmp/h')).stdout).toBe('hello v2\n');
    expect((await s.run('go version hello; go version -m bin/greeter')).stdout).toBe(
      'hello: go1.23.5\nbin/greeter: go1.23.5\n\tpath\texample.com/greeter/v2\n\tmod\texample.com/greeter/v2\t(devel)\t\n\tbuild\t-buildmode=exe\n\tbuild\t-compiler=gc\n\tbuild\tCGO_ENABLED=1\n\tbuild\tCGO_CFLAGS=\n\tbuild\tCGO_CPPFLAGS=\n\tbuild\tCGO_CXXFLAGS=\n\tbuild\tCGO_LDFLAGS=\n\tbuild\tGOARCH=amd64\n\tbuild\tGOOS=linux\n\tbuild\tGOAMD64=v1\n',
    );
    expect((await s.run('head -1 hello')).stdout).toBe('#!/bin/sh\n');
    // ls -l shows the mode, as GNU ls does (just-bash printed -rw-r--r-- for every file)
    const long = (await s.run('ls -l bin hello cmd')).stdout;
    expect(long).toMatch(/^-rwxr-xr-x 1 user user .* hello\n/m);
    expect(long).toMatch(/^-rwxr-xr-x 1 user user .* greeter\n/m);
    expect((await s.run('ls -l go.mod')).stdout).toMatch(/^-rw-r--r-- 1 user user .* go\.mod\n$/);
  }, 120_000);

  it('the program’s os.Args[0] is the file as run (flag’s usage line), go run’s own for go run', async () => {
    const line = `mkdir -p cmd/who && cat > cmd/who/main.go <<'EOF'
package main

import (
	"flag"
	"fmt"
	"os"
)

func main() {
	n := flag.String("name", "x", "who to greet")
	flag.Parse()
	fmt.Println(os.Args[0], *n)
}
EOF
go build -o bin/who ./cmd/who && ./bin/who -h; echo $?; ./bin/who -name=ann
cd bin && ./who; cd .. && go build ./cmd/who && ./who -bad; echo $?
GOBIN=$PWD/gobin go install ./cmd/who && PATH=$PWD/gobin:$PATH who; go run ./cmd/who 2>&1 | sed 's/go-build[0-9]*/go-build/'`;
    const s = await simulated();
    const screen = (await s.run(line)).chunks.map((c) => c.text).join('');
    const real = realGo(line).out;
    expect(real).toContain('Usage of ./bin/who:\n');
    expect(real).toContain('/tmp/go-build/b001/exe/who x\n');
    expect(screen).toBe(real);
  }, 120_000);

  it('a program writing to stdout and stderr shows them as written: go run, the binary, into one file', async () => {
    const line = `mkdir -p cmd/both && cat > cmd/both/main.go <<'EOF'
package main

import (
	"fmt"
	"os"
)

func main() {
	for i := 1; i <= 3; i++ {
		fmt.Printf("step %d\\n", i)
		fmt.Fprintf(os.Stderr, "warning %d\\n", i)
	}
	os.Exit(2)
}
EOF
go run ./cmd/both; echo "run: $?"; go build -o bin/both ./cmd/both && ./bin/both; echo "bin: $?"
./bin/both > both.log 2>&1; go run ./cmd/both &> run.log; cat both.log run.log; ./bin/both 2>/dev/null`;
    const s = await simulated();
    const r = await s.run(line);
    const real = realGo(line).out;
    expect(real).toContain('step 1\nwarning 1\nstep 2\n');
    expect(r.chunks.map((c) => c.text).join('')).toBe(real);
  }, 120_000);

  it('go clean removes what go build wrote, printing -n/-x as go1.23.5; go build replaces a file that is not a program', async () => {
    for (const line of [
      'mkdir -p w/app && cp -r go.mod main.go cmd lib w/app/ && cd w/app && go build && go build ./cmd/hello && (cd cmd/hello && go build) && go clean -n | sed "s#$PWD#/W#" && ls && go clean -x ./... | sed "s#$PWD#/W#"; ls . cmd/hello',
      'go build -o lib.a ./lib && touch x.o a.out notes.txt && go clean && ls',
      'go install . && go clean -i -n | sed "s#$(go env GOPATH)#/GP#" | grep /GP/ && go clean -i && ls "$(go env GOPATH)/bin" | wc -l',
      'mkdir e && go clean -n ./e | sed "s#$PWD#/W#"; go clean ./nope 2>&1 | sed "s#$PWD#/W#"',
      'cd .. && mkdir -p o && cd o && printf \'package main\\nfunc main() {}\\n\' > a.go && go build a.go && go clean -n; go clean -n a.go | sed "s#$PWD#/W#"; go clean a.go; ls',
      'echo notes > greeter; go build; echo $?; test "$(head -c 5 greeter)" = notes && echo kept || echo replaced',
      // the .go files named are one package
      "cd .. && mkdir -p two && cd two && printf 'package main\\n\\nimport \"fmt\"\\n\\nfunc main() { fmt.Println(n) }\\n' > a.go && printf 'package main\\n\\nvar n = 2\\n' > b.go && go build a.go b.go && ./a; go build a.go; echo $?; go vet a.go b.go && echo vetted",
    ]) {
      const real = realGo(line);
      const sim = await newFiles(await simulated(), line);
      expect({ line, ...sim }).toEqual({ line, ...real });
    }
  }, 300_000);

  it('a terminal restarted after Ctrl-C still runs an unchanged build, and says so when the sources changed', async () => {
    const s = await simulated();
    await s.run('go build ./cmd/hello');
    const snap = await s.snapshot();
    const restarted = await simulated();
    await restarted.restore(snap, 'sleep 100');
    expect((await restarted.run('./hello')).stdout).toBe('hello v1\n');
    const again = await simulated();
    await again.restore(snap, 'sleep 100');
    await again.run(`sed -i 's/hello v1/hello v3/' cmd/hello/main.go`);
    const r = await again.run('./hello');
    expect(r.exitCode).toBe(126);
    expect(r.stderr).toBe(
      'oplab: ./hello: the program this file was built from is gone (this terminal restarted and its sources changed since); run go build again\n',
    );
    // outside a module, `go build a.go b.go` is the files it named (another file beside them changes nothing)
    const files = {
      '/home/user/loose/a.go': 'package main\n\nimport "fmt"\n\nfunc main() { fmt.Println("loose", b) }\n',
      '/home/user/loose/b.go': 'package main\n\nvar b = 2\n',
    };
    const out = await ShellSession.create({ files, cwd: '/home/user/loose', goToolchain: srcGoToolchain });
    expect((await out.run('go build a.go b.go && echo "package nope" > c.go && ./a')).stdout).toBe(
      'loose 2\n',
    );
    const outSnap = await out.snapshot();
    const outAgain = await ShellSession.create({ cwd: '/home/user', goToolchain: srcGoToolchain });
    await outAgain.restore(outSnap, 'sleep 100');
    expect(await outAgain.run('./a')).toMatchObject({ stdout: 'loose 2\n', exitCode: 0 });
    const changed = await ShellSession.create({ cwd: '/home/user', goToolchain: srcGoToolchain });
    await changed.restore(outSnap, 'sleep 100');
    await changed.run('echo "func init() { b = 3 }" >> b.go');
    expect((await changed.run('./a')).exitCode).toBe(126);
  }, 120_000);

  it('go install puts the module’s commands in GOPATH/bin, or GOBIN', async () => {
    const s = await simulated();
    expect((await s.run('go install ./... && ls ~/go/bin && greeter x')).stdout).toBe(
      'greeter\nhello\ngreeter x\n',
    );
    expect((await s.run('GOBIN=/tmp/bin go install ./cmd/hello && /tmp/bin/hello')).stdout).toBe(
      'hello v1\n',
    );
    expect(realGo('go install ./... && ls $GOPATH/bin').out).toBe('greeter\nhello\n');
  }, 120_000);

  it('through the page’s terminal worker: go build -o bin/app, then ./bin/app', async () => {
    const posted: FromWorker[] = [];
    const handle = createShellHost((m) => posted.push(m), {
      loadGoToolchain: (host, url) => loadGoToolchain(host, url),
      now: () => performance.now(),
    });
    await handle({ type: 'start' });
    let id = 0;
    const run = async (line: string) => {
      await handle({ type: 'run', id: ++id, line });
      return posted.find((m) => m.type === 'result' && m.id === id) as Extract<
        FromWorker,
        { type: 'result' }
      >;
    };
    await run('mkdir app && cd app');
    await run(`printf 'module example.com/app\\n\\ngo 1.23\\n' > go.mod`);
    await run(`printf 'package main\\n\\nimport "fmt"\\n\\nfunc main() { fmt.Println("app") }\\n' > main.go`);
    const r = await run('go build -o bin/app . && ls bin && ./bin/app --flag; echo $?');
    expect(r.screen).toBe('app\napp\n0\n');
  }, 120_000);

  it('kubebuilder’s make build writes bin/manager, which runs the manager on the terminal’s cluster', async () => {
    const { startExercise, loadTerminalExercise } = await import('../../src/shell/index.ts');
    const s = await startExercise(loadTerminalExercise('webhook-local'));
    s.world.goToolchain = srcGoToolchain;
    const build = await s.run('make build');
    expect(build.exitCode).toBe(0);
    expect(build.chunks.map((c) => c.text).join('')).toMatch(/\ngo build -o bin\/manager cmd\/main\.go\n$/);
    expect((await s.run('stat -c %a bin/manager')).stdout).toBe('755\n');
    const r = await s.run('ENABLE_WEBHOOKS=false ./bin/manager --health-probe-bind-address=:8082');
    expect(r.exitCode).toBe(0);
    expect(r.stderr).not.toMatch(/^oplab: go\.mod requires/m);
    expect(r.stderr).toMatch(/\tINFO\tsetup\tstarting manager\n/);
    expect(r.stderr).toMatch(/"addr": "\[::\]:8082"/);
    expect(r.stderr).toMatch(/\tINFO\tStarting workers\t\{"controller": "memcached"/);
    expect((await s.run('oplab-manager status')).stdout).toBe('running (./bin/manager), no webhook server\n');
    // the manager reconciles what is applied now
    await s.run('kubectl apply -f config/samples/cache_v1alpha1_memcached.yaml');
    expect((await s.run('oplab-manager logs')).stdout).toMatch(/Memcached/);
    await s.run('oplab-manager stop');
  }, 300_000);
});
