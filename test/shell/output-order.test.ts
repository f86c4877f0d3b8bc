// The terminal shows a line's stdout and stderr in the order they were written, as bash on a tty:
// `cp x /nope; echo $?` shows cp's error, then 1. Each line runs through the site terminal's worker
// (createShellHost, as the page sends it) and through the machine's real bash (stderr into the same
// pipe), and the screens must match, interactive lines and scripts alike.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadGoToolchain } from '../../src/components/terminal/go-toolchain-loader.ts';
import type { FromWorker } from '../../src/components/terminal/protocol.ts';
import { createShellHost } from '../../src/components/terminal/shell-host.ts';
import { formatTranscript, replayCommands, ShellSession } from '../../src/shell/index.ts';

type Result = Extract<FromWorker, { type: 'result' }>;

function worker() {
  const posted: FromWorker[] = [];
  const handle = createShellHost((m) => posted.push(m), {
    loadGoToolchain: (host, url) => loadGoToolchain(host, url),
    now: () => performance.now(),
  });
  let id = 0;
  return {
    start: (exercise?: string) => handle({ type: 'start', ...(exercise ? { exercise } : {}) }),
    async run(line: string): Promise<Result> {
      const n = ++id;
      await handle({ type: 'run', id: n, line });
      return posted.find((m) => m.type === 'result' && m.id === n) as Result;
    },
  };
}

// A build script as people write them: progress on stdout, a failing step on stderr, its status.
const SCRIPT = `#!/bin/bash
echo "building $1"
ls /no-such-dir
echo "status $?"
for f in a.txt b.txt; do
  echo "copy $f"
  cp "$f" /nope/
done
if ! cat missing.conf; then echo "no config"; fi
echo done
exit 3
`;
const PLAIN = 'echo plain\nls /missing\necho end\n';
const NAMES = 'one\ntwo\n';
const READ = 'read -r a\necho "got $a"\nls /nope-r\necho after\n';

const real = mkdtempSync(join(tmpdir(), 'oplab-order-'));
writeFileSync(join(real, 'build.sh'), SCRIPT, { mode: 0o755 });
writeFileSync(join(real, 'plain.sh'), PLAIN, { mode: 0o644 });
writeFileSync(join(real, 'names.txt'), NAMES);
writeFileSync(join(real, 'read.sh'), READ, { mode: 0o755 });
afterAll(() => rmSync(real, { recursive: true, force: true }));

/** What bash prints for the line on a terminal: stdout and stderr into one pipe, in order. */
function bash(line: string): string {
  const r = spawnSync('bash', ['-c', 'bash -c "$1" 2>&1', '_', line], {
    cwd: real,
    encoding: 'utf8',
    env: { PATH: '/usr/bin:/bin', LANG: 'C.UTF-8', HOME: real },
  });
  // bash -c names the line of its own errors; an interactive shell does not
  return r.stdout.replace(/^bash: line \d+: /gm, 'bash: ');
}

const LINES = [
  'cp x /nope; echo $?',
  'echo start; cat nothing.txt; echo "after: $?"',
  'ls /q || echo failed $?; echo next',
  'true && ls /q && echo never; echo $?',
  'for f in a b; do echo "$f:"; cat "$f"; done',
  'if ls /z; then echo yes; else echo "no $?"; fi; echo end',
  'while read -r n; do echo "n=$n"; cat "$n"; done < names.txt',
  '{ echo x; ls /q; } 2>&1; echo y',
  '{ echo x; ls /q; } 2>err.txt; echo y; cat err.txt',
  '( echo sub; ls /q ); echo out',
  'echo a\nls /q\necho b',
  'set -x; echo a; ls /z; true',
  'set -e; echo one; ls /q; echo never',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a shell line
  'false | true; echo "${PIPESTATUS[0]} $?"',
  './build.sh v1; echo "exit $?"',
  'bash build.sh v2 | tail -1; echo tailed',
  'bash plain.sh; ./plain.sh; echo $?',
  './read.sh < names.txt; ./read.sh <<< "here"; echo "st $?"',
  'chmod +x plain.sh; ./plain.sh > out.txt; cat out.txt; ./plain.sh',
  // function bodies: at the terminal, into a file, a pipe or a substitution, nested, as a condition
  'f() { echo in; ls /w; echo out; }; f',
  'f() { echo in; ls /w; echo out; }; g() { f; echo g; f 2>/dev/null; }; g; g > /dev/null; x=$(g 2>/dev/null); echo "[$x]"',
  'f() { echo "$1"; ls "/$1"; return 3; }; if f a; then echo yes; else echo "no $?"; fi; f b || echo "st $?"',
  'f() { echo in; ls /w; }; f >> app.txt 2>&1; f >> app.txt 2>&1; cat app.txt; f 2>&1 | sort',
  'f() { ./build.sh "$@"; echo "f: $?"; }; f v5',
  // sourced files
  'source plain.sh; . ./plain.sh a; echo $?',
  'f() { . ./plain.sh; }; f; echo "sourced: $?"',
  // output into one file: in the order written
  './build.sh v4 > log.txt 2>&1; echo $?; cat log.txt',
  '{ echo x; ls /q; echo y; } > both.txt 2>&1; cat both.txt',
  'for i in 1 2; do echo $i; ls /$i; done &> loop.txt; cat loop.txt',
  'bash plain.sh >> log2.txt 2>&1; bash plain.sh &>> log2.txt; cat log2.txt',
  'f() { echo x; ls /q; }; x=$(f); echo "[$x]"; f 2>&1 > /dev/null | cat',
];

describe('the terminal shows stdout and stderr in the order written', () => {
  it('lines and scripts, as bash shows them', async () => {
    const w = worker();
    await w.start();
    for (const [name, text] of [
      ['build.sh', SCRIPT],
      ['plain.sh', PLAIN],
      ['names.txt', NAMES],
      ['read.sh', READ],
    ]) {
      const r = await w.run(`printf '%s' '${text.replaceAll("'", `'\\''`)}' > ${name}`);
      expect(r.exitCode).toBe(0);
    }
    expect((await w.run('chmod +x build.sh read.sh')).exitCode).toBe(0);
    for (const line of LINES) {
      const expected = bash(line);
      const r = await w.run(line);
      expect({ line, screen: r.screen }).toEqual({ line, screen: expected });
      // stdout and stderr apart are still what the line wrote to each
      expect([...r.screen].sort().join('')).toBe([...(r.stdout + r.stderr)].sort().join(''));
    }
  });

  it('output redirected to a file gets no markers', async () => {
    const s = await ShellSession.create({ files: { '/home/user/build.sh': SCRIPT } });
    const r = await s.run(
      'chmod +x build.sh; ./build.sh v3 > log.txt 2>&1; echo $?; bash build.sh > out.txt',
    );
    expect(r.chunks).toEqual([
      { fd: 1, text: '3\n' },
      { fd: 2, text: expect.stringMatching(/^ls: cannot access/) },
    ]);
    for (const file of ['log.txt', 'out.txt'])
      expect(await s.readFile(file)).toMatch(/^building (v3)?\n[^\x1b]*done\n/);
    // stdout and stderr into one file: in the order written, as bash writes them
    expect(await s.readFile('log.txt')).toBe(bash('./build.sh v3 > log.txt 2>&1; cat log.txt'));
    expect(await s.readFile('out.txt')).toBe(
      'building \nstatus 2\ncopy a.txt\ncopy b.txt\nno config\ndone\n',
    );
  });

  it('the exercise transcript and `$?` follow the order too', async () => {
    const replay = await replayCommands('gomod-proxy', ['cp go.mod /nope/x; echo "cp: $?"', 'echo $?']);
    expect(formatTranscript(replay.transcript)).toBe(
      '$ cp go.mod /nope/x; echo "cp: $?"\ncp: cannot create regular file \'/nope/x\': No such file or directory\ncp: 1\n$ echo $?\n0\n',
    );
  });

  it('gomod-proxy: go build’s errors come before the echo after it, on the page', async () => {
    const w = worker();
    await w.start('gomod-proxy');
    for (const line of [
      "sed -i '/GOPROXY/d' ~/.bashrc",
      'unset GOPROXY',
      'go env -w GOPROXY=https://goproxy.cn,direct',
      'go mod tidy',
      `sed -i 's/^import (/import (\\n\\t"fmt"/' internal/controller/memcached_controller.go`,
    ])
      expect((await w.run(line)).exitCode).toBe(0);
    const r = await w.run('go build ./... && echo built || echo "build failed: $?"');
    expect(r.screen).toMatch(
      /\n# example\.com\/memcached-operator\/internal\/controller\ninternal\/controller\/memcached_controller\.go:4:2: "fmt" imported and not used\nbuild failed: 1\n$/,
    );
    expect(r.stdout).toBe('build failed: 1\n');
  }, 300_000);
});
