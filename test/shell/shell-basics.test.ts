// The terminal's shell basics print what bash and GNU coreutils print (bash 5.2.15, coreutils 9.1,
// LANG=C.UTF-8, as an interactive shell: no `line 1:` prefix).
import { describe, expect, it } from 'vitest';
import { terminal } from './helpers.ts';

async function home() {
  return terminal({ profile: 'open', cwd: '/home/user', files: { '/home/user/f.txt': 'hi\n' } });
}

describe('output redirects open the file as open(2) does', () => {
  it('fails under a missing directory instead of creating it', async () => {
    const t = await home();
    expect(await t.run('echo hi > /nope/x')).toMatchObject({
      out: 'bash: /nope/x: No such file or directory\n',
      code: 1,
    });
    expect((await t.run('echo $?')).out).toBe('1\n');
    expect((await t.run('echo hi >> nope/y')).out).toBe('bash: nope/y: No such file or directory\n');
    expect(await t.run('ls /nope')).toMatchObject({ code: 2 });
    expect(await t.run('test -e /nope || echo absent')).toMatchObject({ out: 'absent\n', code: 0 });
  });

  it('names a file in the path as not a directory', async () => {
    const t = await home();
    expect((await t.run('echo hi &> ./f.txt/x')).out).toBe('bash: ./f.txt/x: Not a directory\n');
    expect((await t.run('cat f.txt')).out).toBe('hi\n');
  });

  it('stops the list there, as bash does for a failed redirect with &&', async () => {
    const t = await home();
    expect(await t.run('date > /nope/d && echo written')).toMatchObject({
      out: 'bash: /nope/d: No such file or directory\n',
      code: 1,
    });
  });

  it('still writes where the directory exists', async () => {
    const t = await home();
    expect((await t.run('mkdir -p out && echo ok > out/r && cat out/r')).out).toBe('ok\n');
    expect((await t.run('echo more >> out/r; cat out/r')).out).toBe('ok\nmore\n');
  });

  it('touch and tee report the missing directory as coreutils do', async () => {
    const t = await home();
    expect(await t.run('touch /nope/z')).toMatchObject({
      out: "touch: cannot touch '/nope/z': No such file or directory\n",
      code: 1,
    });
    expect((await t.run('touch f.txt/x')).out).toBe("touch: cannot touch 'f.txt/x': Not a directory\n");
    expect(await t.run('echo a | tee /nope/t')).toMatchObject({
      out: 'a\ntee: /nope/t: No such file or directory\n',
      code: 1,
    });
  });

  it("leaves the lab's commands their own file writing", async () => {
    const t = await terminal({ profile: 'open', cwd: '/home/user' });
    await t.run('mkdir demo && cd demo');
    expect((await t.run('go mod init example.com/demo')).code).toBe(0);
    expect((await t.run('go env GOPATH > gopath.txt && cat gopath.txt')).out).toBe('/home/user/go\n');
  });
});
