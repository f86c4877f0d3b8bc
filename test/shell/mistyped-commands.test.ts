// A learner mistypes: a go subcommand or flag, a package name, `go run` with nothing, `go mod` with
// no subcommand, kubectl commands, make's -C and -f. The terminal answers as the real go1.23.5 and kubectl do, checked
// against the machine's tools on the same lines.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { srcGoToolchain } from '../../src/shell/go-toolchain.ts';
import { ShellSession } from '../../src/shell/index.ts';
import { removeScratch } from '../remove-scratch.ts';

const GO = '/usr/lib/go-1.23/bin/go';
const MAIN =
  'package main\n\nimport (\n\t"flag"\n\t"fmt"\n)\n\nfunc main() {\n\tname := flag.String("name", "x", "who")\n\tflag.Parse()\n\tfmt.Println("hello", *name)\n}\n';
const GO_MOD = 'module example.com/app\n\ngo 1.23\n';

const work = mkdtempSync(join(tmpdir(), 'oplab-typo-'));
afterAll(() => removeScratch(work));

/** The machine's bash and tools on the line, in a copy of the module; stderr into the same pipe. */
function real(line: string, env: Record<string, string> = {}): string {
  const dir = join(work, `app${Math.random().toString(36).slice(2)}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'go.mod'), GO_MOD);
  writeFileSync(join(dir, 'main.go'), MAIN);
  const r = spawnSync('bash', ['-c', `{ ${line}\n} 2>&1`], {
    cwd: dir,
    encoding: 'utf8',
    env: {
      PATH: `/usr/lib/go-1.23/bin:/usr/bin:/bin`,
      HOME: work,
      GOCACHE: join(work, 'cache'),
      GOPATH: join(work, 'gopath'),
      GOTOOLCHAIN: 'local',
      GOPROXY: 'off',
      ...env,
    },
  });
  // the simulated module is /home/user/app
  return r.stdout.replaceAll(dir, '/home/user/app');
}

async function simulated(line: string): Promise<string> {
  const s = await ShellSession.create({
    files: { '/home/user/app/go.mod': GO_MOD, '/home/user/app/main.go': MAIN },
    cwd: '/home/user/app',
    goToolchain: srcGoToolchain,
  });
  const r = await s.run(line);
  return r.chunks.map((c) => c.text).join('');
}

describe('mistyped go commands', () => {
  it('get go1.23.5’s answers: unknown commands and flags, a package that is not there, nothing to run', async () => {
    for (const line of [
      'go buidl; echo "st $?"',
      'go run; echo "st $?"',
      'go run main; echo "st $?"',
      'go build nope; echo "st $?"',
      'go build fmt; echo "st $?"',
      'go build -0 x .; echo "st $?"',
      'go run --name=x .; echo "st $?"',
      'go run . --name=x; echo "st $?"',
      'go build -o; echo "st $?"',
      'go build -exec x .; echo "st $?"',
      'go install -q; echo "st $?"',
      'go mod; echo "st $?"',
      'go mod tidyy; echo "st $?"',
      'go --version; echo "st $?"',
      'go -v; echo "st $?"',
      'go help xyz; echo "st $?"',
    ]) {
      // the simulated machine's GOROOT is /usr/local/go
      const expected = real(line).replaceAll('/usr/lib/go-1.23/', '/usr/local/go/');
      expect({ line, out: await simulated(line) }).toEqual({ line, out: expected });
    }
  }, 300_000);
});

describe('bad flag values, on the command line and in GOFLAGS', () => {
  it('are refused as go1.23.5 refuses them: booleans, integers, -mod, and from $GOFLAGS', async () => {
    for (const line of [
      'go build -p=x .; echo "st $?"',
      'go build -p x .; echo "st $?"',
      'go vet -race=maybe .; echo "st $?"',
      'go run -race=maybe .; echo "st $?"',
      'go install -race=maybe .; echo "st $?"',
      'go build -buildvcs=maybe .; echo "st $?"',
      'go build -mod=bad -x=2 .; echo "st $?"',
      'go build -mod=bad .; echo "st $?"',
      'go list -mod=bad -m; echo "st $?"',
      'go test -mod=bad .; echo "st $?"',
      'go run -mod=bad .; echo "st $?"',
      'go vet -mod=bad .; echo "st $?"',
      'go install -mod=bad .; echo "st $?"',
      'GOFLAGS=-mod=bad go build .; echo "st $?"',
      'GOFLAGS=-mod=bad go mod tidy; echo "st $?"',
      'GOFLAGS=-race=maybe go build .; echo "st $?"',
      'GOFLAGS=-race=maybe go test .; echo "st $?"',
      'GOFLAGS=-count=x go test .; echo "st $?"',
      'GOFLAGS=-count=x go build .; echo "st $?"',
      'GOFLAGS=-p=x go list .; echo "st $?"',
      'GOFLAGS=-p go build .; echo "st $?"',
      'GOFLAGS=-mod go vet .; echo "st $?"',
      'GOFLAGS=\'-v=x -p=y\' go run .; echo "st $?"',
      'GOFLAGS=\'-mod=bad -race=x\' go install .; echo "st $?"',
    ]) {
      expect({ line, out: await simulated(line) }).toEqual({ line, out: real(line) });
    }
  }, 300_000);

  it('go list takes the build flags, go env -n and -x, and go test reads its flags before -mod', async () => {
    for (const line of [
      'go list -race=maybe .; echo "st $?"',
      'go list -p x .; echo "st $?"',
      'go list -mod=bad -p=x .; echo "st $?"',
      'go list -race -a -x -n -trimpath -ldflags=-s -gcflags=all=-N -tags foo -m; echo "st $?"',
      'go list -work -cover -covermode=set -toolexec=x -pgo=off -asmflags=-S -buildmode=default .; echo "st $?"',
      'go env -x GOFLAGS; echo "st $?"',
      'go env -n -json=true GONOSUMDB; echo "st $?"',
      'go env -x=maybe GOPROXY; echo "st $?"',
      'go env -race GOPROXY; echo "st $?"',
      'go test -mod=bad -count=x .; echo "st $?"',
      'go test -mod=bad -v=maybe .; echo "st $?"',
    ]) {
      expect({ line, out: await simulated(line) }).toEqual({ line, out: real(line) });
    }
  }, 300_000);
});

describe('go commands outside a module', () => {
  it('say what go1.23.5 says: no go.mod, a version to install, go get no longer supported', async () => {
    for (const line of [
      'cd ..; go install; echo "st $?"',
      'cd ..; go install ./app; echo "st $?"',
      'cd ..; go install example.com/cmd/x; echo "st $?"',
      'cd ..; go get k8s.io/api; echo "st $?"',
      'cd ..; go mod tidy; echo "st $?"',
      'cd ..; go build .; echo "st $?"',
    ]) {
      // the parent of the module's copy is the machine's work directory, /home/user in the terminal
      const expected = real(line).replaceAll(`${work}/`, '/home/user/');
      expect({ line, out: await simulated(line) }).toEqual({ line, out: expected });
    }
  }, 120_000);
});

describe.skipIf(!existsSync('/usr/bin/kubectl') || !existsSync(GO))('mistyped kubectl commands', () => {
  it('name the command and what cobra suggests for it', async () => {
    for (const typo of ['gett', 'po', 'list', 'rm', 'a', 'x', 'update', 'GET', 'descirbe', 'lgos']) {
      const line = `kubectl ${typo}; echo "st $?"`;
      // kubectl's main prints the error with CheckErr (`error: `, one newline at its end); the
      // machine's kubectl build prints cobra's `Error: ` and a blank line after it
      const expected = real(line, { KUBECONFIG: '/nonexistent' })
        .replace(/^Error: /, 'error: ')
        .replace(/\n\nst /, '\nst ');
      expect({ typo, out: await simulated(line) }).toEqual({ typo, out: expected });
    }
  }, 120_000);
});

describe.skipIf(!existsSync('/usr/bin/make'))('make -C and -f', () => {
  it('a directory or makefile that is not there, recipes run in -C’s directory, as GNU make 4.3', async () => {
    const line = `printf "build:\\n\\techo building\\n\\tpwd\\nfail:\\n\\tls /nope\\n" > Makefile; cp Makefile other.mk
mkdir -p sub e; cp Makefile sub/; make -C sub; echo "st $?"; make -C sub fail; echo "st $?"; make -C nope; echo "st $?"
make -f nope; echo "st $?"; make -f other.mk fail; echo "st $?"; make --directory=sub build; cd e; make -C ../nope; echo "st $?"`;
    expect(await simulated(line)).toBe(real(line));
  }, 120_000);
});

describe.skipIf(!existsSync('/usr/bin/make'))('make’s options', () => {
  it('-k goes on past errors, -i ignores them, -n prints, -s and -q, prefixes, options it does not know, as GNU make 4.3', async () => {
    const line = `printf "all: a x b\\n\\t@echo all done\\na:\\n\\t@echo in a; false\\nb:\\n\\techo in b\\n.PHONY: all a b\\n" > Makefile
make -k; echo "st $?"; make -i; echo "st $?"; make -ik; echo "st $?"; make -kn; echo "st $?"; make -n b; make -s b
make -q b; echo "st $?"; make -k b c; echo "st $?"; make -k a; echo "st $?"; make -B b; make -j4 b; make -j 4 -k b
make --keep b nope; echo "st $?"; make -S -k nope b; echo "st $?"; make --foo; echo "st $?"; make -Z; echo "st $?"
make --no; echo "st $?"; make -C; echo "st $?"; make --help=3; echo "st $?"; make -v; echo "st $?"; make --file; echo "st $?"
printf "x:\\n\\t-false\\n\\t@-echo next\\n\\t- echo sp\\n\\t+@echo plus\\ny: z\\nz: w\\nw:\\n\\texit 3\\n" > M4
make -f M4; echo "st $?"; make -f M4 -n; make -f M4 -s; make -f M4 -k y x; echo "st $?"; make -f M4 -k y; echo "st $?"
mkdir -p sub; make -C sub; echo "st $?"; make -C sub -k x y; echo "st $?"; make -w b; make -C sub --no-print-directory; echo "st $?"`;
    expect(await simulated(line)).toBe(real(line));
  }, 120_000);

  it('names an option it does not reproduce instead of ignoring it', async () => {
    const out = await simulated(
      'printf "b:\\n\\techo b\\n" > Makefile; make -t b; echo "st $?"; make --trace b; echo "st $?"',
    );
    expect(out).toBe(
      'oplab: make -t is not simulated in this terminal; -k, -i, -n, -s, -q, -B, -C and -f are.\nst 2\n' +
        'oplab: make --trace is not simulated in this terminal; -k, -i, -n, -s, -q, -B, -C and -f are.\nst 2\n',
    );
  });
});
