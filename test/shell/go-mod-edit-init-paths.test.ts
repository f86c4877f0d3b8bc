// `go mod edit` and `go mod init` check what they are given as cmd/go does (modcmd/edit.go runEdit and
// its flag functions, modload.CreateModFile; golang.org/x/mod module.CheckImportPath), compared line
// for line with the machine's go1.23: paths and versions refused before go.mod is read, an empty
// -module/-go/-toolchain or a false boolean counting as no flag, a version like `bad` written as
// typed (modfile.Format does not parse again), the file named as typed in `open` errors, and parse
// errors under base.ShortPath with the absolute name on their lines.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ShellSession } from '../../src/shell/index.ts';
import { removeScratch } from '../remove-scratch.ts';

const GO = '/usr/lib/go-1.23/bin/go';
const GO_MOD = 'module example.com/app\n\ngo 1.23\n';
const MAIN = 'package main\n\nfunc main() {}\n';

const work = mkdtempSync(join(tmpdir(), 'oplab-modedit-'));
afterAll(() => removeScratch(work));

function real(line: string): string {
  const dir = join(work, `app${Math.random().toString(36).slice(2)}`);
  const home = `${dir}-home`;
  mkdirSync(dir, { recursive: true });
  mkdirSync(home, { recursive: true });
  writeFileSync(join(dir, 'go.mod'), GO_MOD);
  writeFileSync(join(dir, 'main.go'), MAIN);
  const r = spawnSync('bash', ['-c', `{ ${line}\n} 2>&1`], {
    cwd: dir,
    encoding: 'utf8',
    env: {
      PATH: '/usr/lib/go-1.23/bin:/usr/bin:/bin',
      HOME: home,
      GOCACHE: join(work, 'cache'),
      GOPATH: join(work, 'gopath'),
      GOTOOLCHAIN: 'local',
      GOPROXY: 'off',
    },
  });
  return r.stdout.replaceAll(dir, '/home/user/app');
}

async function simulated(line: string): Promise<string> {
  const s = await ShellSession.create({
    files: { '/home/user/app/go.mod': GO_MOD, '/home/user/app/main.go': MAIN },
    cwd: '/home/user/app',
  });
  const r = await s.run(line);
  return r.chunks.map((c) => c.text).join('');
}

describe.skipIf(!existsSync(GO))('go mod edit and go mod init, as go1.23.5 checks their arguments', () => {
  it.each([
    // values the flag functions refuse, in flag order, before anything else
    ['go mod edit -require=x@v1.0.0'],
    ["go mod edit -require='github.com/x/y@b d'"],
    ['go mod edit -droprequire=-x'],
    ["go mod edit -replace='a b=../y'"],
    ["go mod edit -replace=x@'b d'=../y"],
    ["go mod edit -dropreplace='a b@v1'"],
    ['go mod edit -require=github.com/x/y@v1.0.0 -exclude=github.com/x/y@bad -droprequire=x'],
    ['go mod edit -json=x'],
    // no flag at all
    ['go mod edit -module='],
    ['go mod edit -go='],
    ['go mod edit -toolchain='],
    ['go mod edit -print=false'],
    ['go mod edit -module=x -module='],
    ['go mod edit -module= -print'],
    // checked once the flags are read
    ["go mod edit -module='a b'"],
    ['go mod edit -exclude=github.com/x/y@latest -print'],
    // written as typed
    ['go mod edit -require=github.com/x/y@bad && cat go.mod'],
    ['go mod edit -require=github.com/x/y@bad; go mod edit -print'],
    // the file
    ['go mod edit -print nope/go.mod'],
    ['go mod edit -print /nope/go.mod'],
    ['echo junk > bad.mod; go mod edit -print bad.mod'],
    ['echo junk >> go.mod; go mod edit -print'],
    ['echo junk >> go.mod; mkdir sub; cd sub; go mod edit -print'],
    ['echo junk >> go.mod; mkdir sub; cd sub; go mod edit -print ../go.mod'],
    // go mod init
    ["rm go.mod; go mod init 'a b'"],
    ['rm go.mod; go mod init ./x'],
    ['rm go.mod; go mod init ..'],
    ['rm go.mod; go mod init x.'],
    ['rm go.mod; go mod init CON/x'],
    ['rm go.mod; go mod init a~1/b'],
    ['rm go.mod; go mod init a//b'],
    ['rm go.mod; go mod init example.com/x/v1'],
    ['rm go.mod; go mod init example.com/x/v2.1'],
    ['rm go.mod; go mod init example.com/x/v03'],
    ['rm go.mod; go mod init example.com/x/v2 && cat go.mod'],
    // gopkg.in/ paths end in .vN (module.splitGopkgIn; modload.suggestGopkgIn's proposal)
    ['rm go.mod; go mod init gopkg.in/yaml'],
    ['rm go.mod; go mod init gopkg.in/yaml.v3/sub'],
    ['rm go.mod; go mod init gopkg.in/yaml.v01'],
    ['rm go.mod; go mod init gopkg.in/yaml/v2'],
    ['rm go.mod; go mod init gopkg.in/a1b2'],
    ['rm go.mod; go mod init gopkg.in/yaml.v2-unstable && cat go.mod'],
    ['go mod download gopkg.in/yaml.v01@v1.0.0'],
  ])('%s', async (cmd) => {
    const line = `${cmd}; echo "st $?"`;
    expect(await simulated(line)).toBe(real(line));
  });
});
