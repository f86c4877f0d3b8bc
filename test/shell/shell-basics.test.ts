// The terminal's shell basics print what bash and GNU coreutils print (bash 5.2.15, coreutils 9.1,
// LANG=C.UTF-8, as an interactive shell: no `line 1:` prefix).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

  it('fails an && list there, as bash does', async () => {
    const t = await home();
    expect(await t.run('date > /nope/d && echo written')).toMatchObject({
      out: 'bash: /nope/d: No such file or directory\n',
      code: 1,
    });
  });

  it('fails only its own command: the rest of a ; list, || and each turn of a loop run, as in bash', async () => {
    const t = await home();
    const run = async (line: string) => {
      const r = await t.session.run(line);
      return [r.stdout, r.stderr, r.exitCode];
    };
    const nope = 'bash: /nope/x: No such file or directory\n';
    expect(await run('echo hi > /nope/x; echo $?')).toEqual(['1\n', nope, 0]);
    expect(await run('echo a; echo hi > /nope/x; echo b')).toEqual(['a\nb\n', nope, 0]);
    expect(await run('echo hi > /nope/x && echo yes || echo no')).toEqual(['no\n', nope, 0]);
    expect(await run('for i in 1 2; do echo $i > /nope/$i; done; echo $?')).toEqual([
      '1\n',
      'bash: /nope/1: No such file or directory\nbash: /nope/2: No such file or directory\n',
      0,
    ]);
    // the command does not run: cd stays, the group prints nothing; a pipe's status is its last
    expect(await run('cd /tmp > /nope/x; pwd')).toEqual(['/home/user\n', nope, 0]);
    expect(await run('{ echo in; } > /nope/x; echo $?')).toEqual(['1\n', nope, 0]);
    expect(await run('echo hi > /nope/x | cat; echo $?')).toEqual(['0\n', nope, 0]);
    // the word as expanded; the error goes where stderr already pointed
    expect(await run('d=nope; echo hi 2> $d/x; echo $?')).toEqual([
      '1\n',
      'bash: nope/x: No such file or directory\n',
      0,
    ]);
    expect(await run('echo hi 2>/dev/null > /nope/x; echo $?')).toEqual(['1\n', '', 0]);
    expect(await run('echo hi > /nope/x')).toEqual(['', nope, 1]);
  });

  it("keeps the order of a command's redirections and noclobber", async () => {
    const t = await home();
    expect((await t.run('ls nope > b.txt 2>&1; cat b.txt')).out).toBe(
      "ls: cannot access 'nope': No such file or directory\n",
    );
    expect((await t.run('ls nope 2>&1 > c.txt | tr a-z A-Z; cat c.txt')).out).toBe(
      "LS: CANNOT ACCESS 'NOPE': NO SUCH FILE OR DIRECTORY\n",
    );
    expect((await t.run('{ echo g1; echo g2 >&2; } > e.txt 2> e2.txt; cat e.txt e2.txt')).out).toBe(
      'g1\ng2\n',
    );
    expect((await t.run('ls nope &> d.txt; echo $?; cat d.txt')).out).toBe(
      "2\nls: cannot access 'nope': No such file or directory\n",
    );
    expect((await t.run('exec 3> g.txt; echo via3 >&3; exec 3>&-; cat g.txt')).out).toBe('via3\n');
    expect(
      await t.run('set -o noclobber; echo x > f.txt; echo $?; echo y >| f.txt; cat f.txt'),
    ).toMatchObject({
      out: '1\ny\nbash: f.txt: cannot overwrite existing file\n',
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

describe('file commands print GNU coreutils and grep diagnostics', () => {
  it('ls cannot access a missing name (status 2), quoted as GNU quotes it', async () => {
    const t = await home();
    expect(await t.run('ls nope f.txt')).toMatchObject({
      out: "f.txt\nls: cannot access 'nope': No such file or directory\n",
      code: 2,
    });
    expect((await t.run('ls -la "my dir"')).out).toBe(
      "ls: cannot access 'my dir': No such file or directory\n",
    );
    expect((await t.run(`ls "it's"`)).out).toBe(`ls: cannot access "it's": No such file or directory\n`);
    expect((await t.run('ls -d nope')).out).toBe("ls: cannot access 'nope': No such file or directory\n");
    expect((await t.run('ls f.txt/x')).out).toBe("ls: cannot access 'f.txt/x': Not a directory\n");
  });

  it('cat, head, tail and sort on a directory or a missing file', async () => {
    const t = await home();
    await t.run('mkdir tmp');
    expect(await t.run('cat f.txt tmp')).toMatchObject({ out: 'hi\ncat: tmp: Is a directory\n', code: 1 });
    expect((await t.run('cat f.txt/x')).out).toBe('cat: f.txt/x: Not a directory\n');
    expect(await t.run('head -n 1 nope')).toMatchObject({
      out: "head: cannot open 'nope' for reading: No such file or directory\n",
      code: 1,
    });
    expect((await t.run('tail tmp')).out).toBe("tail: error reading 'tmp': Is a directory\n");
    expect(await t.run('sort nope')).toMatchObject({
      out: 'sort: cannot read: nope: No such file or directory\n',
      code: 2,
    });
    expect(await t.run('sed p nope')).toMatchObject({
      out: "sed: can't read nope: No such file or directory\n",
      code: 2,
    });
  });

  it('grep without a pattern prints its usage; a directory operand makes the status 2', async () => {
    const t = await home();
    expect(await t.run('grep')).toMatchObject({
      out: "Usage: grep [OPTION]... PATTERNS [FILE]...\nTry 'grep --help' for more information.\n",
      code: 2,
    });
    await t.run('mkdir tmp');
    expect(await t.run('grep hi f.txt tmp')).toMatchObject({
      out: 'f.txt:hi\ngrep: tmp: Is a directory\n',
      code: 2,
    });
    expect((await t.run('grep -q hi f.txt tmp')).code).toBe(0);
  });

  it('mkdir quotes as in a UTF-8 locale and refuses a directory below a file', async () => {
    const t = await home();
    await t.run('mkdir tmp');
    expect(await t.run('mkdir tmp')).toMatchObject({
      out: 'mkdir: cannot create directory \u2018tmp\u2019: File exists\n',
      code: 1,
    });
    expect((await t.run('mkdir -p f.txt/x/y')).out).toBe(
      'mkdir: cannot create directory \u2018f.txt\u2019: Not a directory\n',
    );
    expect((await t.run('mkdir f.txt/y')).out).toBe(
      'mkdir: cannot create directory \u2018f.txt/y\u2019: Not a directory\n',
    );
    expect((await t.run('cat f.txt')).out).toBe('hi\n');
    expect((await t.run('mkdir -p tmp/a/b && ls tmp/a')).out).toBe('b\n');
  });

  it('cp and mv name the missing operand', async () => {
    const t = await home();
    expect(await t.run('mv f.txt')).toMatchObject({
      out: "mv: missing destination file operand after 'f.txt'\nTry 'mv --help' for more information.\n",
      code: 1,
    });
    expect((await t.run('cp')).out).toBe("cp: missing file operand\nTry 'cp --help' for more information.\n");
  });

  it('cp and mv refuse a destination they cannot create, and create no directory for it', async () => {
    const t = await home();
    await t.run('mkdir d e && touch g');
    const cases: [string, string][] = [
      ['cp f.txt /nope/c', "cp: cannot create regular file '/nope/c': No such file or directory\n"],
      ['mv f.txt /nope/c', "mv: cannot move 'f.txt' to '/nope/c': No such file or directory\n"],
      ['cp f.txt d/nope/x', "cp: cannot create regular file 'd/nope/x': No such file or directory\n"],
      ['cp -r d /nope/x/y', "cp: cannot create directory '/nope/x/y': No such file or directory\n"],
      ['mv d /nope/e', "mv: cannot move 'd' to '/nope/e': No such file or directory\n"],
      ['cp f.txt g /nope', "cp: target '/nope': No such file or directory\n"],
      ['mv f.txt g /nope', "mv: target '/nope': No such file or directory\n"],
      ['cp f.txt g f.txt', "cp: target 'f.txt': Not a directory\n"],
      // a file on the way, a trailing slash on a new name
      ['cp f.txt f.txt/c', "cp: cannot stat 'f.txt/c': Not a directory\n"],
      ['mv f.txt f.txt/x', "mv: cannot stat 'f.txt/x': Not a directory\n"],
      ['cp f.txt/x y', "cp: cannot stat 'f.txt/x': Not a directory\n"],
      ['cp f.txt nodir/', "cp: cannot create regular file 'nodir/': Not a directory\n"],
      ['mv f.txt nodir/', "mv: cannot move 'f.txt' to 'nodir/': Not a directory\n"],
      // the source is checked first; a directory needs -r
      ['cp nope /nope/x', "cp: cannot stat 'nope': No such file or directory\n"],
      ['cp d /nope/x', "cp: -r not specified; omitting directory 'd'\n"],
      // -v names the file before the copy fails
      [
        'cp -v f.txt /nope/c',
        "'f.txt' -> '/nope/c'\ncp: cannot create regular file '/nope/c': No such file or directory\n",
      ],
    ];
    for (const [line, out] of cases) expect(await t.run(line), line).toMatchObject({ out, code: 1 });
    expect((await t.run('ls -d /nope nodir')).code).toBe(2);
    expect((await t.run('cat f.txt')).out).toBe('hi\n');
  });

  it('cp -v and mv -v name the destination as typed', async () => {
    const t = await home();
    await t.run('mkdir d e && touch g');
    expect((await t.run('cp -v f.txt g d')).out).toBe("'f.txt' -> 'd/f.txt'\n'g' -> 'd/g'\n");
    expect((await t.run('cp -v f.txt d/')).out).toBe("'f.txt' -> 'd/f.txt'\n");
    expect((await t.run('cp -v f.txt d/x')).out).toBe("'f.txt' -> 'd/x'\n");
    expect((await t.run('mv -v g e/')).out).toBe("renamed 'g' -> 'e/g'\n");
    expect((await t.run('mv -v f.txt e')).out).toBe("renamed 'f.txt' -> 'e/f.txt'\n");
  });
});

describe('cd', () => {
  it('counts its operands once expanded: $DIR with a space, a glob or braces are too many', async () => {
    const t = await home();
    await t.run('mkdir -p "my dir" a b c/d && DIR="my dir"');
    const run = async (line: string) => {
      const r = await t.session.run(line);
      return [r.stdout, r.stderr];
    };
    const tooMany = 'bash: cd: too many arguments\n';
    expect(await run('cd $DIR; echo $? $PWD')).toEqual(['1 /home/user\n', tooMany]);
    expect(await run('cd [ab]; echo $?; cd {a,b}; echo $?; cd -P -- $DIR; echo $? $PWD')).toEqual([
      '1\n1\n1 /home/user\n',
      tooMany.repeat(3),
    ]);
    expect(await run('cd $DIR 2>/dev/null || echo failed quietly')).toEqual(['failed quietly\n', '']);
    // one word once expanded: the directory changes, in this shell
    expect(await run('cd "$DIR"; echo $? $PWD; cd ~')).toEqual(['0 /home/user/my dir\n', '']);
    expect(await run('cd c*; pwd; X=a; cd ../$X && pwd')).toEqual(['/home/user/c\n/home/user/a\n', '']);
  });

  it('in a pipeline runs in a subshell: the directory stays', async () => {
    const t = await home();
    await t.run('mkdir -p a');
    expect((await t.run('cd a | cat; pwd; echo x | cd a; pwd')).out).toBe('/home/user\n/home/user\n');
    expect((await t.run('pushd a | cat; pwd')).out).toBe('~/a ~\n/home/user\n');
    expect((await t.run('cd a && pwd')).out).toBe('/home/user/a\n');
  });

  it('takes one directory: several are too many arguments, and the directory stays', async () => {
    const t = await home();
    await t.run('mkdir -p a b');
    expect(await t.run('cd a b')).toMatchObject({ out: 'bash: cd: too many arguments\n', code: 1 });
    expect((await t.run('pwd')).out).toBe('/home/user\n');
    // stdout, then stderr
    expect((await t.run('cd a b || echo stayed; if true; then cd -P a b; fi; echo $?')).out).toBe(
      'stayed\n1\nbash: cd: too many arguments\nbash: cd: too many arguments\n',
    );
    expect((await t.run('cd -P -- a && pwd')).out).toBe('/home/user/a\n');
    expect(await t.run('cd nope')).toMatchObject({
      out: 'bash: cd: nope: No such file or directory\n',
      code: 1,
    });
  });
});

describe('functions and aliases stay defined from one line to the next, as in an interactive bash', () => {
  // each line run by one bash reading them in turn (aliases expand, as in an interactive shell)
  function realBash(lines: string[]): string {
    const dir = mkdtempSync(join(tmpdir(), 'oplab-fn-'));
    try {
      const r = spawnSync(
        'bash',
        ['-c', 'bash -c "$1" 2>&1', '_', `shopt -s expand_aliases\n${lines.join('\n')}\n`],
        {
          cwd: dir,
          encoding: 'utf8',
          env: { PATH: '/usr/bin:/bin', LANG: 'C.UTF-8', HOME: dir },
        },
      );
      // an interactive shell names no line (`bash -c` says `bash: line 4:`, or `environment: line 4:` in a function)
      return r.stdout.replace(/^(bash|environment): line \d+: /gm, 'bash: ');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  it('definitions, unset -f, sourced files, aliases; a child bash’s and a subshell’s stay theirs', async () => {
    const lines = [
      'greet() { echo "hello $1"; ls "/no-$1"; }',
      'greet ann; greet bob > out.txt 2>&1; cat out.txt',
      'twice() { greet "$1"; greet "$1"; }; unset -f greet',
      'twice ann; echo "status $?"',
      'printf \'lib() { echo "lib $#"; }\\n\' > lib.sh; . ./lib.sh',
      'lib a b; alias k="echo kube"',
      'k get pods; bash -c "child() { :; }"; (sub() { :; })',
      'child; sub; declare -F',
    ];
    const t = await terminal({ profile: 'open', cwd: '/home/user' });
    let screen = '';
    for (const line of lines) screen += (await t.session.run(line)).chunks.map((c) => c.text).join('');
    expect(screen).toBe(realBash(lines));
  });
});

describe('ls -l prints what GNU ls 9.1 prints', () => {
  it('directories without a slash, sized 4096, file operands first, totals in 1K blocks, -a/-A/-d/-h/-F/-S/-r', async () => {
    const setup =
      'mkdir -p w/zdir/sub w/adir && cd w && echo hi > bfile && printf "%5000s" x > big && touch .hid && chmod +x bfile';
    const lines = [
      'ls -l',
      'ls -l adir bfile zdir',
      'ls -lA',
      'ls -ld adir',
      'ls -l zdir',
      'ls -lh',
      'ls -lF',
      'ls -l big bfile',
      'ls -lS',
      'ls -lr',
      'ls -lhd . zdir',
      'ls -la | tail -n +4',
    ];
    const dir = mkdtempSync(join(tmpdir(), 'oplab-ls-'));
    const t = await terminal({ profile: 'open', cwd: '/home/user' });
    try {
      const mask = (s: string) => s.replace(/ [A-Z][a-z]{2} [ \d]\d [ \d:]{5} /g, ' DATE ');
      const real = spawnSync(
        'bash',
        ['-c', `${setup}\n${lines.map((l) => `${l}; echo "-- $?"`).join('\n')}`],
        {
          cwd: dir,
          encoding: 'utf8',
          env: { PATH: '/usr/bin:/bin', LANG: 'C.UTF-8', HOME: dir },
        },
      );
      const who = spawnSync('bash', ['-c', 'echo "$(id -un) $(id -gn)"'], { encoding: 'utf8' }).stdout.trim();
      expect((await t.session.run(setup)).exitCode).toBe(0);
      let screen = '';
      for (const line of lines) screen += (await t.run(`${line}; echo "-- $?"`)).out;
      expect(mask(screen)).toBe(mask(real.stdout.replaceAll(` ${who} `, ' user user ')));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
