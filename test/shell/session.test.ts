// The terminal around the commands: state carried from line to line like an interactive shell,
// pipes and redirects through the lab's commands, history, and errors instead of crashes.
import { describe, expect, it } from 'vitest';
import { terminal } from './helpers.ts';

describe('ShellSession', () => {
  it('keeps cwd, variables, exports and $? between lines', async () => {
    const t = await terminal({ profile: 'open', cwd: '/home/user' });
    await t.run('mkdir -p a/b && cd a/b');
    expect((await t.run('pwd')).out).toBe('/home/user/a/b\n');
    await t.run('X=1; export Y=2');
    expect((await t.run('echo $X $Y')).out).toBe('1 2\n');
    // Only exported variables reach the go command's environment.
    expect((await t.run('GOFLAGS=-mod=mod; go env GOFLAGS')).out).toBe('\n');
    expect((await t.run('export GOFLAGS=-mod=mod; go env GOFLAGS')).out).toBe('-mod=mod\n');
    await t.run('ls /nope');
    expect((await t.run('echo $?')).out).toBe('2\n');
    expect((await t.run('echo $?')).out).toBe('0\n');
  });

  it('pipes and redirects work with the simulated commands', async () => {
    const t = await terminal({ profile: 'open', cwd: '/home/user' });
    expect((await t.run('go env | grep GOSUMDB')).out).toBe("GOSUMDB='sum.golang.org'\n");
    await t.run('go env GOPROXY > proxy.txt');
    expect((await t.run('cat proxy.txt')).out).toBe('https://proxy.golang.org,direct\n');
    expect((await t.run('go mod tidy 2>&1 | wc -l')).out.trim()).toBe('1');
    expect((await t.run('go version && echo ok || echo no')).out).toBe(
      'go version go1.23.5 linux/amd64\nok\n',
    );
  });

  it('keeps a numbered history', async () => {
    const t = await terminal({ profile: 'open', cwd: '/home/user' });
    await t.run('echo one');
    await t.run('go version');
    expect((await t.run('history')).out).toBe('    1  echo one\n    2  go version\n    3  history\n');
    expect(t.session.history).toEqual(['echo one', 'go version', 'history']);
  });

  it('a new terminal shares files but not variables, and re-reads ~/.bashrc', async () => {
    const t = await terminal({
      profile: 'open',
      cwd: '/home/user',
      files: { '/home/user/.bashrc': 'export GOPRIVATE=git.corp.example.com\n' },
    });
    expect((await t.run('go env GOPRIVATE')).out).toBe('git.corp.example.com\n');
    await t.run('export GOPROXY=off; echo hi > /home/user/f');
    const fresh = await t.session.newTerminal();
    expect((await fresh.run('cat /home/user/f; go env GOPROXY GOPRIVATE')).stdout).toBe(
      'hi\nhttps://proxy.golang.org,direct\ngit.corp.example.com\n',
    );
  });

  it('unknown commands and syntax errors are reported, not thrown', async () => {
    const t = await terminal({ profile: 'open', cwd: '/home/user' });
    const r = await t.run('helm install memcached .');
    expect(r.code).toBe(127);
    expect(r.out).toContain('helm: command not found');
    const s = await t.run('if then fi (');
    expect(s.code).not.toBe(0);
  });
});

describe('oplab-explain', () => {
  it('explains a piped error from the reference, in either locale', async () => {
    const t = await terminal({
      profile: 'china',
      files: {
        '/home/user/m/go.mod': 'module m\n\ngo 1.20\n\nrequire k8s.io/api v0.28.0\n',
        '/home/user/m/a.go': 'package m\n\nimport _ "k8s.io/api/core/v1"\n',
      },
      cwd: '/home/user/m',
    });
    const r = await t.run('go mod tidy 2>&1 | oplab-explain');
    expect(r.code).toBe(0);
    expect(r.out).toContain('Connections to the proxy are black-holed');
    expect(r.out).toContain('Read: /en/lessons/modules-and-goproxy/#network-errors');
    const zh = await t.run(
      "oplab-explain --lang zh-cn 'warning: go env -w GOPROXY=... does not override conflicting OS environment variable'",
    );
    expect(zh.out).toContain('已导出的 GOPROXY 优先于 go env -w');
    expect((await t.run('oplab-explain hello there')).code).toBe(1);
    expect((await t.run('oplab-explain')).code).toBe(2);
  });
});
