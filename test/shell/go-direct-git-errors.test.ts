// GOPROXY=direct with no network: github.com paths go straight to `git ls-remote` (vcs.go vcsPaths,
// no ?go-get=1 page), its failure is codehost.RunError's text in the repository's work directory
// (sha256 of "git3:" + the remote), wrapped per request as coderepo wraps it (Versions: `module P:`,
// Stat: `P@V: invalid version:`), and printed as modget's reportError and list's modinfoError print
// it. Compared line for line with the machine's go1.23.5, which has no network either; a path's
// meta page is compared up to the resolver's own words (this machine's resolver answers "no such
// host", the offline profile's is unreachable).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ShellSession } from '../../src/shell/index.ts';
import { removeScratch } from '../remove-scratch.ts';

const GO = '/usr/lib/go-1.23/bin/go';
const GO_MOD = 'module example.com/app\n\ngo 1.23\n';

const work = mkdtempSync(join(tmpdir(), 'oplab-direct-'));
afterAll(() => removeScratch(work));

const resolverWords = (s: string) => s.replace(/(lookup [^ ]+ on [0-9.]+:53): .*$/gm, '$1: …');

function real(line: string): string {
  const dir = join(work, `app${Math.random().toString(36).slice(2)}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'go.mod'), GO_MOD);
  const r = spawnSync('bash', ['-c', `{ ${line}\n} 2>&1`], {
    cwd: dir,
    encoding: 'utf8',
    env: {
      PATH: '/usr/lib/go-1.23/bin:/usr/bin:/bin',
      HOME: `${dir}-home`,
      GOCACHE: join(work, 'cache'),
      GOPATH: join(work, 'go'),
      GOTOOLCHAIN: 'local',
      GOPROXY: 'direct',
      GOFLAGS: '-mod=mod',
    },
    timeout: 60_000,
  });
  return resolverWords(r.stdout.replaceAll(join(work, 'go'), '/home/user/go'));
}

async function simulated(line: string): Promise<string> {
  const s = await ShellSession.create({
    files: { '/home/user/app/go.mod': GO_MOD },
    cwd: '/home/user/app',
    profile: 'offline',
    env: { GOPROXY: 'direct' },
  });
  const r = await s.run(line);
  return resolverWords(r.chunks.map((c) => c.text).join(''));
}

// the machine's go has to find no network at all for the comparison to hold
const offline = existsSync(GO) && /Could not resolve host/.test(real('go get github.com/x/y@v9.9.9'));

describe.skipIf(!offline)('direct module lookups with no network, as go1.23.5 prints them', () => {
  it.each([
    ['go get github.com/x/y@v9.9.9'],
    ['go get github.com/x/y'],
    ['go get github.com/x'],
    ['go get example.com/x/y'],
    ['go get example.com/x/y@v1.0.0'],
    ['go list -m -versions github.com/x/y'],
    ['go list -m github.com/x/y@latest'],
    ['go list -m github.com/x/y@v1.0.0'],
    ['go mod download github.com/x/y@v1.0.0'],
  ])('%s', async (cmd) => {
    const line = `${cmd}; echo "st $?"`;
    expect(await simulated(line)).toBe(real(line));
  });
});

describe('a GitHub repository that is not there', () => {
  it('is git asking for a user name, with git.go’s help text (modfetch/codehost/git.go loadRefs)', async () => {
    const s = await ShellSession.create({
      files: { '/home/user/app/go.mod': GO_MOD },
      cwd: '/home/user/app',
      profile: 'open',
    });
    const r = await s.run('go get github.com/x/y@v9.9.9');
    expect(r.stdout + r.stderr).toBe(
      'go: github.com/x/y@v9.9.9: invalid version: git ls-remote -q origin in /home/user/go/pkg/mod/cache/vcs/41def5244e1abdcc29216231d147a990e53ed7896f8982144426ece8e576907c: exit status 128:\n' +
        "\tfatal: could not read Username for 'https://github.com': terminal prompts disabled\n" +
        'Confirm the import path was entered correctly.\n' +
        'If this is a private repository, see https://golang.org/doc/faq#git_https for additional information.\n',
    );
    // through the default proxy list too: proxy.golang.org's 404 falls back to direct, whose error wins
    const u = await s.run('go get github.com/x/y');
    expect(u.stdout + u.stderr).toMatch(/^go: module github\.com\/x\/y: git ls-remote -q origin in /);
  });
});
