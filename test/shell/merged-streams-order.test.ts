// A command's stdout and stderr joined by `2>&1` (or `|&`) into a pipe or a command substitution
// keep the order they were written in, as a real pipe keeps it: `go run . 2>&1 | tail`, `out=$(make
// 2>&1)`, `./build.sh |& tee log`. Before, just-bash joined each stream whole (all stdout, then all
// stderr; `|&` stderr first). And a child run by make or kubebuilder (a recipe line, `make
// generate`, `go mod tidy`) writes to their stdout and stderr in the order it wrote: make's echoed
// recipe line, `go install`'s `go: downloading`, the next echoed line. Lines run by the machine's
// bash with go1.23.5 and GNU make 4.3, and by the terminal.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { srcGoToolchain } from '../../src/shell/go-toolchain.ts';
import { ShellSession } from '../../src/shell/index.ts';
import { removeScratch } from '../remove-scratch.ts';

const GO = '/usr/lib/go-1.23/bin/go';
const MAKE = '/usr/bin/make';

const FILES: Record<string, string> = {
  'go.mod': 'module example.com/app\n\ngo 1.23\n',
  'main.go':
    'package main\n\nimport (\n\t"fmt"\n\t"os"\n)\n\nfunc main() {\n\tfmt.Println("out 1")\n\tfmt.Fprintln(os.Stderr, "err 1")\n\tfmt.Println("out 2")\n\tfmt.Fprintln(os.Stderr, "err 2")\n}\n',
  'bad/main.go':
    'package main\n\nimport (\n\t"fmt"\n\t"os"\n)\n\nfunc main() {\n\tfmt.Println("starting")\n\tfmt.Fprintln(os.Stderr, "failed")\n\tos.Exit(3)\n}\n',
  'build.sh': '#!/bin/bash\necho "building"\nls /no-such-dir\necho "status $?"\ngo run .\n',
  Makefile:
    '.PHONY: all fail\nall:\n\techo a; ls /no-such-dir; echo b\n\t@echo c >&2; echo d\nfail:\n\t@echo before; ls /nope\n\t@echo never\n',
};

const work = mkdtempSync(join(tmpdir(), 'oplab-merged-'));
afterAll(() => removeScratch(work));

function real(line: string): string {
  const root = mkdtempSync(join(work, 'r-'));
  const dir = join(root, 'home/user/app');
  for (const [name, text] of Object.entries(FILES)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text, { mode: name.endsWith('.sh') ? 0o755 : 0o644 });
  }
  const r = spawnSync('bash', ['-c', `{ ${line}\n} 2>&1`], {
    cwd: dir,
    encoding: 'utf8',
    env: {
      PATH: '/usr/lib/go-1.23/bin:/usr/bin:/bin',
      HOME: join(root, 'home/user'),
      GOTOOLCHAIN: 'local',
      GOPROXY: 'off',
      GOFLAGS: '-mod=mod',
      // one build cache for all lines (a fresh one builds the runtime again each time)
      GOCACHE: join(work, 'gocache'),
      LANG: 'C.UTF-8',
    },
  });
  // bash -c names the line of its own errors; an interactive shell does not
  return r.stdout.replace(/^bash: line \d+: /gm, 'bash: ');
}

async function simulated(line: string): Promise<string> {
  const s = await ShellSession.create({
    files: Object.fromEntries(Object.entries(FILES).map(([n, t]) => [`/home/user/app/${n}`, t])),
    cwd: '/home/user/app',
    goToolchain: srcGoToolchain,
  });
  await s.run('chmod +x build.sh');
  return (await s.run(line)).chunks.map((c) => c.text).join('');
}

describe.skipIf(!existsSync(GO) || !existsSync(MAKE))('stdout and stderr joined into one pipe', () => {
  it('keep the order written, as the machine’s bash, go and make keep it', async () => {
    for (const line of [
      'go run . 2>&1 | cat',
      'go run . |& cat',
      'x=$(go run . 2>&1); echo "[$x]"',
      'go run ./bad 2>&1 | tail -2; echo "st $?"',
      'set -o pipefail; go run ./bad 2>&1 | cat; echo "st $?"',
      'go run . 2>&1 >/dev/null | cat',
      './build.sh 2>&1 | cat; bash build.sh |& tail -4',
      'make 2>&1 | cat',
      'out=$(make fail 2>&1); echo "st $?"; echo "$out"',
      // without a pipe: a recipe line's pieces in order on the terminal too
      'make; make fail; echo "st $?"',
    ]) {
      expect({ line, out: await simulated(line) }).toEqual({ line, out: real(line) });
    }
  }, 180_000);
});

describe('a child of kubebuilder', () => {
  it('writes in the order written, into a pipe as on the terminal', async () => {
    const s = await ShellSession.create({ files: {}, cwd: '/home/user' });
    const screen = async (line: string) => (await s.run(line)).chunks.map((c) => c.text).join('');
    await s.run('mkdir p && cd p');
    const init = await screen('kubebuilder init --domain x.io --repo example.com/p 2>&1 | cat');
    // go mod tidy's stderr between the INFO lines and init's closing lines on stdout
    expect(init).toMatch(
      /\$ go mod tidy\ngo: downloading [^\n]+\n(?:go: downloading [^\n]+\n)*Next: define a resource with:\n\$ kubebuilder create api\n$/,
    );
    const api = await screen(
      'kubebuilder create api --group web --version v1 --kind Site --resource --controller 2>&1 | tail -5',
    );
    // make generate: `go install`'s download before the next recipe line make echoes (stdout)
    expect(api).toBe(
      'GOBIN=/home/user/p/bin go install sigs.k8s.io/controller-tools/cmd/controller-gen@v0.13.0\n' +
        'go: downloading sigs.k8s.io/controller-tools v0.13.0\n' +
        '/home/user/p/bin/controller-gen object:headerFile="hack/boilerplate.go.txt" paths="./..."\n' +
        'Next: implement your new API and generate the manifests (e.g. CRDs,CRs) with:\n' +
        '$ make manifests\n',
    );
  }, 120_000);
});
