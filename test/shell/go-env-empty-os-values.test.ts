// An empty OS variable is no setting for the go command (cmd/go/internal/cfg Getenv: `if val != ""`,
// then the go env file and $GOROOT/go.env; EnvOrAndChanged's default after that), so `GOPROXY=
// go get` uses proxy.golang.org and `export GOPROXY=` does not empty `go env GOPROXY`. Before, the
// terminal took the empty value (an empty GOPROXY, GOPATH, a GOMODCACHE of /pkg/mod). Each line is
// run by the machine's bash and go1.23 and by the terminal.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { srcGoToolchain } from '../../src/shell/go-toolchain.ts';
import { ShellSession } from '../../src/shell/index.ts';
import { removeScratch } from '../remove-scratch.ts';

const GO = '/usr/lib/go-1.23/bin/go';
const GO_MOD = 'module example.com/app\n\ngo 1.23\n';

const work = mkdtempSync(join(tmpdir(), 'oplab-goenv-empty-'));
afterAll(() => removeScratch(work));

function real(line: string): string {
  const root = join(work, Math.random().toString(36).slice(2));
  const dir = join(root, 'home/user/app');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'go.mod'), GO_MOD);
  const r = spawnSync('bash', ['-c', `{ ${line}\n} 2>&1`], {
    cwd: dir,
    encoding: 'utf8',
    env: { PATH: '/usr/lib/go-1.23/bin:/usr/bin:/bin', HOME: join(root, 'home/user') },
  });
  return r.stdout.replaceAll(root, '');
}

async function simulated(line: string): Promise<string> {
  const s = await ShellSession.create({
    files: { '/home/user/app/go.mod': GO_MOD },
    cwd: '/home/user/app',
    goToolchain: srcGoToolchain,
  });
  return (await s.run(line)).chunks.map((c) => c.text).join('');
}

describe.skipIf(!existsSync(GO))('empty go variables in the environment', () => {
  it('are the go env file’s, go.env’s or the default', async () => {
    for (const line of [
      'GOPROXY= go env GOPROXY GOSUMDB',
      'GOSUMDB= GOFLAGS= GOPATH= go env GOSUMDB GOFLAGS GOPATH GOMODCACHE',
      'GOPROXY= go env -json GOPROXY',
      'export GOPROXY=; go env | grep GOPROXY',
      'go env -w GOPROXY=https://goproxy.cn,direct; GOPROXY= go env GOPROXY',
      'GOPROXY= go env -changed; echo "st $?"',
      'GOARCH= GOOS= CGO_ENABLED= go env GOARCH GOOS CGO_ENABLED',
    ]) {
      expect({ line, out: await simulated(line) }).toEqual({ line, out: real(line) });
    }
  }, 120_000);
});
