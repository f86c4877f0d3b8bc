// The checks cmd/go/main.go makes before any command but `go help` (go1.23.5): GOROOT must be a
// directory, GOPATH equal to GOROOT is a warning, and a GOPATH entry that starts with `~` (quoted,
// so the shell did not expand it) or is relative stops every command with exit status 2. Captured
// with /usr/lib/go-1.23/bin/go (its GOROOT in place of /usr/local/go):
//   go env -w GOROOT=/x; go version   → go: cannot find GOROOT directory: /x   (2; go env -u GOROOT too)
//   GOROOT=/usr/lib/go-1.23 go env -u GOROOT → the go env file's GOROOT line removed, status 0
//   GOPATH='~/go' go version          → go: GOPATH entry cannot start with shell metacharacter '~': "~/go"
//   GOPATH=go go version              → go: GOPATH entry is relative; must be absolute path: "go".
//                                       For more details see: 'go help gopath'
//   GOPATH=$GOROOT go version         → warning: GOPATH set to GOROOT (…) has no effect, then the version
// Before, the terminal went on as if GOROOT and GOPATH were fine.
import { describe, expect, it } from 'vitest';
import { terminal } from './helpers.ts';

async function t() {
  return terminal({ profile: 'open', files: {}, cwd: '/home/user' });
}

describe('GOROOT and GOPATH as the go command checks them first', () => {
  it('a GOROOT that is not a directory stops every command but go help, even go env -u', async () => {
    const term = await t();
    expect(await term.run('go env -w GOROOT=/x')).toMatchObject({ code: 0, out: '' });
    for (const line of ['go version', 'go env GOROOT', 'go env -u GOROOT', 'go mod init example.com/m'])
      expect(await term.run(line), line).toMatchObject({
        code: 2,
        out: 'go: cannot find GOROOT directory: /x\n',
      });
    expect((await term.run('go help')).code).toBe(0);
    // the way out: a GOROOT that exists for the one command that removes the setting
    expect(await term.run('GOROOT=/usr/local/go go env -u GOROOT')).toMatchObject({ code: 0, out: '' });
    expect(await term.run('go version')).toMatchObject({ code: 0, out: 'go version go1.23.5 linux/amd64\n' });
    // cleaned, as filepath.Clean does; a file is no directory
    expect(await term.run('GOROOT=/nope/ go version')).toMatchObject({
      code: 2,
      out: 'go: cannot find GOROOT directory: /nope\n',
    });
  });

  it('a GOPATH entry with ~ or a relative one stops the command; GOPATH=GOROOT is a warning', async () => {
    const term = await t();
    expect(await term.run(`GOPATH='~/go' go version`)).toMatchObject({
      code: 2,
      out: `go: GOPATH entry cannot start with shell metacharacter '~': "~/go"\n`,
    });
    expect(await term.run('GOPATH=/a:go go build')).toMatchObject({
      code: 2,
      out: `go: GOPATH entry is relative; must be absolute path: "go".\nFor more details see: 'go help gopath'\n`,
    });
    const r = await term.session.run('GOPATH=/usr/local/go go version');
    expect(r.chunks.map((c) => c.text).join('')).toBe(
      'warning: GOPATH set to GOROOT (/usr/local/go) has no effect\ngo version go1.23.5 linux/amd64\n',
    );
    expect(r.exitCode).toBe(0);
  });
});
