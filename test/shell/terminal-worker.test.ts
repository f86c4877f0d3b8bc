// The site terminal's worker as the browser wires it (src/components/terminal/shell-worker.ts:
// createShellHost with the lazily imported toolchain loader), without a DOM or a Worker: the page's
// messages in, the worker's messages out. go build/vet/test/run compile as in the CLI's shell.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadGoToolchain } from '../../src/components/terminal/go-toolchain-loader.ts';
import {
  afterLive,
  INTERRUPTED,
  interruptedOutput,
  screenTail,
  showsLive,
} from '../../src/components/terminal/interrupt.ts';
import type { FromWorker, ToWorker } from '../../src/components/terminal/protocol.ts';
import {
  createShellHost,
  type LoadGoToolchain,
  TERMINAL_TIME_LIMIT_MS,
} from '../../src/components/terminal/shell-host.ts';
import { srcGoToolchain } from '../../src/shell/go-toolchain.ts';
import { ShellSession } from '../../src/shell/index.ts';

/** What the page put on the screen as it came: the `output` messages' text, in order. */
function screenOf(messages: FromWorker[]): string {
  return messages.map((m) => (m.type === 'output' ? m.text : '')).join('');
}

/** A worker's host: what it posts, and a request/answer helper. */
function worker(opts: { load?: LoadGoToolchain; now?: () => number } = {}) {
  const posted: FromWorker[] = [];
  let loads = 0;
  const handle = createShellHost((m) => posted.push(m), {
    loadGoToolchain: (host, snapshotUrl) => {
      loads++;
      // no site snapshot here (no URL from a page): the toolchain checks the packages itself
      return (opts.load ?? loadGoToolchain)(host, snapshotUrl);
    },
    now: opts.now ?? (() => performance.now()),
  });
  let id = 0;
  return {
    posted,
    loads: () => loads,
    start: (m: Omit<Extract<ToWorker, { type: 'start' }>, 'type'> = {}) => handle({ type: 'start', ...m }),
    /** Runs a line; its result and the messages posted for it before the result. */
    async run(line: string) {
      const n = ++id;
      const from = posted.length;
      await handle({ type: 'run', id: n, line });
      const mine = posted.slice(from);
      const result = mine.find((m) => m.type === 'result') as Extract<FromWorker, { type: 'result' }>;
      expect(mine.every((m) => 'id' in m && m.id === n)).toBe(true);
      return { result, before: mine.filter((m) => m.type !== 'result') };
    },
  };
}

describe('the site terminal worker', () => {
  it('gomod-proxy: after the fix, go build, go vet and go test compile the module, as the CLI shell; the toolchain loads once', async () => {
    const w = worker();
    await w.start({ exercise: 'gomod-proxy' });
    expect(w.posted.at(-1)).toMatchObject({ type: 'ready', cwd: '/home/user/memcached-operator' });
    for (const line of [
      "sed -i '/GOPROXY/d' ~/.bashrc",
      'unset GOPROXY',
      'go env -w GOPROXY=https://goproxy.cn,direct',
      'go mod tidy',
    ])
      expect((await w.run(line)).result.exitCode).toBe(0);
    expect(w.loads()).toBe(0);

    const build = await w.run('go build ./...');
    // go build of a Kubernetes module compiles it on the simulated packages, as go test does
    expect(build.result).toMatchObject({ stdout: '', stderr: '', exitCode: 0 });
    // the page is told the toolchain is loading (its spinner), then that it works
    expect(build.before.map((m) => m.type === 'status' && m.status)).toEqual(['go-loading', 'go-working']);

    // the same output as the CLI's shell on the same files
    const cli = await ShellSession.create({ profile: 'china', goToolchain: srcGoToolchain });
    await cli.restore(build.result.snapshot);
    // (the module cache is not in a snapshot)
    expect((await cli.run('go mod download')).exitCode).toBe(0);
    for (const line of ['go vet ./...', 'go test ./...']) {
      const r = (await w.run(line)).result;
      const c = await cli.run(line);
      expect({ stdout: r.stdout, stderr: r.stderr, exitCode: r.exitCode }).toEqual({
        stdout: c.stdout,
        stderr: c.stderr,
        exitCode: c.exitCode,
      });
    }
    expect((await w.run('go test ./...')).result.stdout).toBe(
      '?   \texample.com/memcached-operator/cmd\t[no test files]\n?   \texample.com/memcached-operator/internal/controller\t[no test files]\n',
    );

    // a compile error in the learner's controller: go test compiles it on the simulated packages
    await w.run(`sed -i 's/^import (/import (\\n\\t"fmt"/' internal/controller/memcached_controller.go`);
    const broken = (await w.run('go test ./...')).result;
    expect(broken.exitCode).toBe(1);
    expect(broken.stdout).toBe(
      '?   \texample.com/memcached-operator/cmd\t[no test files]\nFAIL\texample.com/memcached-operator/internal/controller [build failed]\nFAIL\n',
    );
    expect(broken.stderr).toMatch(
      /# example\.com\/memcached-operator\/internal\/controller\ninternal\/controller\/memcached_controller\.go:4:2: "fmt" imported and not used\n$/,
    );
    expect(w.loads()).toBe(1);
  }, 300_000);

  it("go test after the module cache was cleaned: the go command's downloading lines reach the screen before the test binary's output, and Ctrl-C keeps them", async () => {
    const w = worker();
    await w.start({ exercise: 'gomod-proxy' });
    for (const line of [
      "sed -i '/GOPROXY/d' ~/.bashrc",
      'unset GOPROXY',
      'go env -w GOPROXY=https://goproxy.cn,direct',
      'go mod tidy',
      'go clean -modcache',
      `printf 'package controller\\n\\nimport "testing"\\n\\nfunc TestOnce(t *testing.T) {}\\n' > internal/controller/once_test.go`,
    ])
      expect((await w.run(line)).result.exitCode).toBe(0);
    const r = await w.run('go test -v ./internal/controller');
    expect(r.result.stderr).toMatch(/^go: downloading /);
    const started = r.before.find((m) => m.type === 'program');
    expect(started?.type === 'program' && started.program).toMatchObject({
      verb: 'test',
      printed: expect.stringMatching(/^(go: downloading \S+ \S+\n)+$/),
    });
    if (started?.type !== 'program') return;
    // the screen: the downloading lines first (before the program began), then the binary's output
    const screen = screenOf(r.before);
    expect(screen.indexOf(started.program.printed ?? '?')).toBe(0);
    expect(screen).toBe(`${r.result.stderr}${r.result.stdout}`);
    // Ctrl-C while that test ran: signal: interrupt and the FAIL line after what is shown
    const shown = interruptedOutput('go test -v ./internal/controller', {
      program: started.program,
      seconds: 1,
    });
    expect(shown.stdout).toBe(
      '^Csignal: interrupt\nFAIL\texample.com/memcached-operator/internal/controller\t1.000s\n',
    );
  }, 300_000);

  it("webhook-local: the shipped solution passes every check with the toolchain there (make run's go vet does not stop it)", async () => {
    const ex = JSON.parse(
      readFileSync(join(import.meta.dirname, '../../exercises/webhook-local/exercise.json'), 'utf8'),
    ) as { solution: string[]; files: Record<string, string> };
    const w = worker();
    await w.start({ exercise: 'webhook-local' });
    // make generate writes the API types' deepcopy file with the worker's toolchain
    const zz = '/home/user/memcached-operator/api/v1alpha1/zz_generated.deepcopy.go';
    await w.run(`rm ${zz}`);
    const gen = (await w.run('make generate')).result;
    expect(gen.exitCode).toBe(0);
    expect(gen.snapshot.files[zz]).toBe(ex.files[zz]);
    for (const line of ex.solution) await w.run(line);
    const last = w.posted.filter((m) => m.type === 'result').at(-1);
    expect(last).toMatchObject({
      stderr: expect.stringContaining(
        'admission webhook "vmemcached.kb.io" denied the request: spec.size must be at most 5, got 10',
      ),
    });
    expect(w.loads()).toBe(1);
  }, 300_000);

  it('go run: the page hears when the program begins and gets its output as it comes; an endless program ends at the time limit', async () => {
    // the worker's clock: each reading a second later, so the minute's limit comes after 60 readings
    let clock = 0;
    const w = worker({ now: () => (clock += 1000) });
    await w.start({
      restore: {
        killedLine: '',
        snapshot: {
          cwd: '/home/user/loop',
          files: {
            '/home/user/loop/go.mod': 'module example.com/loop\n\ngo 1.23\n',
            '/home/user/loop/main.go':
              'package main\n\nimport "fmt"\n\nfunc main() {\n\tfmt.Println("start")\n\tfor {\n\t}\n}\n',
          },
          variables: {},
          network: 'offline',
          history: [],
        },
      },
    });
    const { result, before } = await w.run('go run .');
    expect(before.filter((m) => m.type === 'program')).toEqual([
      { type: 'program', id: 1, program: { verb: 'run' } },
    ]);
    expect(before.filter((m) => m.type === 'output').at(0)).toMatchObject({ text: 'start\n', dropped: 0 });
    expect(result.stdout).toBe('start\n');
    expect(result.stderr).toMatch(
      /^time limit exceeded at \.\/main\.go:7:2 \(60s of CPU time; infinite loop\?\)\nexit status 2\n$/,
    );
    expect(result.exitCode).toBe(1);
    expect(clock).toBeGreaterThanOrEqual(TERMINAL_TIME_LIMIT_MS);
  }, 120_000);

  it('go test -v: the program is the package test binary, its output streamed', async () => {
    const w = worker();
    await w.start({
      restore: {
        killedLine: '',
        snapshot: {
          cwd: '/home/user/t',
          files: {
            '/home/user/t/go.mod': 'module example.com/t\n\ngo 1.23\n',
            '/home/user/t/sub/s.go': 'package sub\n',
            '/home/user/t/sub/s_test.go':
              'package sub\n\nimport "testing"\n\nfunc TestA(t *testing.T) { t.Log("hi") }\n',
          },
          variables: {},
          network: 'offline',
          history: [],
        },
      },
    });
    const quiet = await w.run('go test ./...');
    expect(quiet.result.stdout).toBe('ok  \texample.com/t/sub\t0.012s\n');
    expect(quiet.before.find((m) => m.type === 'program')).toMatchObject({
      program: { verb: 'test', path: 'example.com/t/sub', streams: false },
    });
    const verbose = await w.run('go test -v ./sub');
    expect(verbose.before.find((m) => m.type === 'program')).toMatchObject({
      program: { verb: 'test', path: 'example.com/t/sub', streams: true },
    });
    const local = await w.run('cd sub && go test');
    expect(local.before.find((m) => m.type === 'program')).toMatchObject({
      program: { verb: 'test', path: 'example.com/t/sub', streams: true },
    });
    expect(local.result.stdout).toBe('PASS\nok  \texample.com/t/sub\t0.012s\n');
  }, 120_000);

  it('a toolchain that did not load: the go command says so, and the next one tries again', async () => {
    let fail = true;
    const urls: (string | undefined)[] = [];
    const w = worker({
      load: async (host, snapshotUrl) => {
        urls.push(snapshotUrl);
        if (fail) throw new Error('Failed to fetch dynamically imported module');
        return loadGoToolchain(host, undefined);
      },
    });
    await w.start({
      goSnapshot: 'https://oplab.example/_astro/go-snapshot.X.bin',
      restore: {
        killedLine: '',
        snapshot: {
          cwd: '/home/user',
          files: { '/home/user/hello.go': 'package main\n\nfunc main() { println("hi") }\n' },
          variables: {},
          network: 'offline',
          history: [],
        },
      },
    });
    expect((await w.run('go run hello.go')).result).toMatchObject({
      stderr: 'oplab: the simulated Go toolchain did not load: Failed to fetch dynamically imported module\n',
      exitCode: 1,
    });
    fail = false;
    expect((await w.run('go run hello.go')).result).toMatchObject({ stderr: 'hi\n', exitCode: 0 });
    expect(w.loads()).toBe(2);
    // the page's snapshot URL reaches the loader
    expect(urls).toEqual([
      'https://oplab.example/_astro/go-snapshot.X.bin',
      'https://oplab.example/_astro/go-snapshot.X.bin',
    ]);
  }, 120_000);

  it('a worker restarted after Ctrl-C takes $? from the page', async () => {
    const w = worker();
    await w.start({ restore: { killedLine: 'go run .', exitCode: 1 } });
    expect((await w.run('echo $?')).result.stdout).toBe('1\n');
    const h = await w.run('history');
    expect(h.result.stdout).toContain('go run .');
  });
});

/** A worker started on a module's files (names relative to /home/user/t), offline. */
async function moduleWorker(files: Record<string, string>, cwd = '/home/user/t') {
  const w = worker();
  const all: Record<string, string> = { '/home/user/t/go.mod': 'module example.com/t\n\ngo 1.23\n' };
  for (const [name, src] of Object.entries(files)) all[`/home/user/t/${name}`] = src;
  await w.start({
    restore: {
      killedLine: '',
      snapshot: { cwd, files: all, variables: {}, network: 'offline', history: [] },
    },
  });
  return w;
}

const sortedLines = (s: string) => s.split('\n').sort();

describe('the screen as a go command runs (the page shows it as it comes)', () => {
  it("go test ./...: each package's lines reach the page when it is done, so a later package's Ctrl-C keeps them", async () => {
    const w = await moduleWorker({
      'a/a.go': 'package a\n',
      'a/a_test.go': 'package a\n\nimport "testing"\n\nfunc TestA(t *testing.T) {}\n',
      'b/b.go': 'package b\n',
      'b/b_test.go':
        'package b\n\nimport (\n\t"fmt"\n\t"testing"\n)\n\nfunc TestB(t *testing.T) {\n\tfmt.Println("from b")\n\tt.Error("bad")\n}\n',
      'c/c.go': 'package c\n\nfunc C() int { return "x" }\n',
      'c/c_test.go': 'package c\n\nimport "testing"\n\nfunc TestC(t *testing.T) {}\n',
      'd/d.go': 'package d\n',
    });
    const { result, before } = await w.run('go test ./...');
    expect(result.exitCode).toBe(1);
    const screen = screenOf(before);
    // the same characters as the result, in the order written: stderr's build errors in their place
    expect(sortedLines(screen)).toEqual(sortedLines(result.stdout + result.stderr));
    expect(screen).toBe(
      [
        'ok  \texample.com/t/a\t0.012s\n',
        '--- FAIL: TestB (0.00s)\n',
        '    b_test.go:10: bad\n',
        'FAIL\n',
        'FAIL\texample.com/t/b\t0.012s\n',
        '# example.com/t/c [example.com/t/c.test]\n',
        'c/c.go:3:23: cannot use "x" (untyped string constant) as int value in return statement\n',
        'FAIL\texample.com/t/c [build failed]\n',
        '?   \texample.com/t/d\t[no test files]\n',
        'FAIL\n',
      ]
        .join('')
        .replace('--- FAIL', 'from b\n--- FAIL'),
    );
    // when b's binary began, a's ok line had been sent
    const bStarted = before.findIndex(
      (m) => m.type === 'program' && m.program.verb === 'test' && m.program.path === 'example.com/t/b',
    );
    expect(bStarted).toBeGreaterThan(0);
    expect(screenOf(before.slice(0, bStarted))).toBe('ok  \texample.com/t/a\t0.012s\n');
  }, 120_000);

  it('go test -json: the events, never the raw output', async () => {
    const w = await moduleWorker({
      'a.go': 'package t\n',
      'a_test.go': 'package t\n\nimport "testing"\n\nfunc TestA(t *testing.T) { t.Log("hi") }\n',
    });
    const { result, before } = await w.run('go test -json -v .');
    expect(result.exitCode).toBe(0);
    expect(screenOf(before)).toBe(result.stdout);
    expect(
      screenOf(before)
        .split('\n')
        .filter((l) => l !== '')
        .every((l) => l.startsWith('{')),
    ).toBe(true);
  }, 120_000);

  it('go run: stdout and stderr in the order the program wrote them, then exit status; a build error once', async () => {
    const w = await moduleWorker({
      'main.go':
        'package main\n\nimport (\n\t"fmt"\n\t"os"\n)\n\nfunc main() {\n\tfmt.Println("out 1")\n\tfmt.Fprintln(os.Stderr, "err 1")\n\tfmt.Println("out 2")\n\tos.Exit(3)\n}\n',
      'bad/main.go': 'package main\n\nfunc main() { x := 1 }\n',
    });
    const ran = await w.run('go run .');
    expect(ran.result).toMatchObject({
      stdout: 'out 1\nout 2\n',
      stderr: 'err 1\nexit status 3\n',
      exitCode: 1,
    });
    expect(screenOf(ran.before)).toBe('out 1\nerr 1\nout 2\nexit status 3\n');
    const bad = await w.run('go run ./bad');
    expect(bad.result.exitCode).toBe(1);
    expect(bad.result.stderr).toMatch(/declared and not used: x/);
    expect(screenOf(bad.before)).toBe(bad.result.stderr);
  }, 120_000);

  it('local directory mode: the binary output as it comes, then exit status and FAIL', async () => {
    const w = await moduleWorker(
      {
        'sub/s.go': 'package sub\n',
        'sub/s_test.go': 'package sub\n\nimport "testing"\n\nfunc TestA(t *testing.T) { t.Fatal("no") }\n',
      },
      '/home/user/t/sub',
    );
    const { result, before } = await w.run('go test');
    expect(result.exitCode).toBe(1);
    expect(screenOf(before)).toBe(result.stdout + result.stderr);
    expect(screenOf(before)).toBe(
      '--- FAIL: TestA (0.00s)\n    s_test.go:5: no\nFAIL\nexit status 1\nFAIL\texample.com/t/sub\t0.012s\n',
    );
  }, 120_000);
});

describe("what Ctrl-C shows for the worker's running command", () => {
  it('go run: the output so far, ^C, signal: interrupt, $? 1 (go1.23 in a terminal)', () => {
    expect(interruptedOutput('go run .', { program: { verb: 'run' }, seconds: 2 })).toEqual({
      stdout: '^Csignal: interrupt\n',
      exitCode: 1,
    });
  });

  it('go test: signal: interrupt and the FAIL line where the output streams, nothing in package list mode', () => {
    const program = { verb: 'test', path: 'example.com/loop', streams: true } as const;
    expect(interruptedOutput('go test', { program, seconds: 2.8024 })).toEqual({
      stdout: '^Csignal: interrupt\nFAIL\texample.com/loop\t2.802s\n',
      exitCode: 1,
    });
    expect(interruptedOutput('go test -v .', { program, seconds: 2.915 })).toEqual({
      stdout: '^Csignal: interrupt\nFAIL\texample.com/loop\t2.915s\n',
      exitCode: 1,
    });
    expect(
      interruptedOutput('go test ./...', { program: { ...program, streams: false }, seconds: 1 }),
    ).toEqual({ stdout: '^C', exitCode: 1 });
  });

  it('anything else (no program yet, a pipe, make): ^C and 130', () => {
    const run = { program: { verb: 'run' } as const, seconds: 1 };
    expect(interruptedOutput('go run .', undefined)).toEqual({ stdout: '^C', exitCode: INTERRUPTED });
    expect(interruptedOutput('go run . | head', run)).toEqual({ stdout: '^C', exitCode: 130 });
    expect(interruptedOutput('go run . > out.txt', run)).toEqual({ stdout: '^C', exitCode: 130 });
    expect(interruptedOutput('make run', run)).toEqual({ stdout: '^C', exitCode: 130 });
  });

  it('a huge output: the screen gets its tail, from a line start', () => {
    const text = Array.from({ length: 100_000 }, (_, i) => `line ${i}\n`).join('');
    const tail = screenTail(text, 1000);
    expect(tail.length).toBeLessThanOrEqual(1000);
    expect(tail.startsWith('line ')).toBe(true);
    expect(tail.endsWith('line 99999\n')).toBe(true);
    expect(screenTail('short\n', 1000)).toBe('short\n');
  });

  it('after output shown as it came, the result adds only what it has beyond it; only a plain go run/go test shows live', () => {
    expect(afterLive('out\nerr\n', 8)).toBe('');
    expect(afterLive('out\nerr\nmore\n', 8)).toBe('more\n');
    expect(showsLive('go test ./...')).toBe(true);
    expect(showsLive('  go run . -x 1')).toBe(true);
    expect(showsLive('go test ./... | tee out')).toBe(false);
    expect(showsLive('go run . > out.txt')).toBe(false);
    expect(showsLive('make test')).toBe(false);
    expect(showsLive('go build ./...')).toBe(false);
  });
});
