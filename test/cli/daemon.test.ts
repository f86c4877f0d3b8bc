// `oplab daemon`: while a resident server of this build runs, `oplab grade` and `oplab run` go to it
// (packages/cli/resident.js, src/cli/daemon/) and must answer exactly as a cold process does: the same
// bytes on stdout and stderr and the same exit status, in the client's working directory and
// environment. A client that goes away stops its run; a stale socket or a stopped server leaves the
// commands running in their own process; a hostile client is refused without harm.
import { type SpawnSyncReturns, spawn, spawnSync } from 'node:child_process';
import { lstatSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshCli } from '../../packages/cli/fresh.js';
import { socketPath } from '../../packages/cli/resident.js';
import { PREBUILT_DIR, REPO_ROOT } from '../../src/cli/prebuilt.ts';

const BIN = join(REPO_ROOT, 'packages', 'cli', 'oplab.js');
const daemonDir = mkdtempSync(join(tmpdir(), 'oplab-daemon-'));
const work = mkdtempSync(join(tmpdir(), 'oplab-daemon-work-'));
const baseEnv: NodeJS.ProcessEnv = { ...process.env, OPLAB_DAEMON_DIR: daemonDir, NO_COLOR: '' };
delete baseEnv.OPLAB_NO_DAEMON;

function oplab(
  args: string[],
  opts: { cwd?: string; env?: Record<string, string> } = {},
): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, [BIN, ...args], {
    encoding: 'utf8',
    cwd: opts.cwd ?? REPO_ROOT,
    env: { ...baseEnv, ...opts.env },
    timeout: 240_000,
  });
}

const cold = (args: string[], opts: { cwd?: string; env?: Record<string, string> } = {}) =>
  oplab(args, { ...opts, env: { ...opts.env, OPLAB_NO_DAEMON: '1' } });

/** A Go module in the work directory whose program counts to `n` before it prints anything. */
function busyProject(name: string, n: number): string {
  const dir = join(work, name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'go.mod'), 'module example.com/busy\n\ngo 1.22\n');
  writeFileSync(
    join(dir, 'main.go'),
    `package main\n\nimport "fmt"\n\nfunc main() {\n\tsum := 0\n\tfor i := 0; i < ${n}; i++ {\n\t\tsum += i % 7\n\t}\n\tfmt.Println("sum", sum)\n}\n`,
  );
  return dir;
}

function served(): number {
  const r = oplab(['daemon', 'status']);
  const m = / (\d+) command\(s\) served/.exec(r.stdout);
  if (m === null) throw new Error(`no status: ${r.stdout}${r.stderr}`);
  return Number(m[1]);
}

/** One raw line to the server and what it answers. */
function rawRequest(line: string): Promise<string> {
  return new Promise((done, fail) => {
    const sock = socketPath(PREBUILT_DIR, baseEnv);
    if (sock === undefined) return fail(new Error('no build key'));
    const s = connect(sock);
    let text = '';
    s.setEncoding('utf8');
    s.on('connect', () => s.write(line));
    s.on('data', (d: string) => {
      text += d;
    });
    s.on('error', fail);
    s.on('close', () => done(text));
  });
}

beforeAll(() => {
  // The server runs the prebuilt CLI (`npm install` builds it); rebuild it if sources changed since.
  if (freshCli(PREBUILT_DIR, REPO_ROOT) === undefined)
    spawnSync(process.execPath, [join(REPO_ROOT, 'scripts', 'bundle-cli.ts')], {
      stdio: 'ignore',
      cwd: REPO_ROOT,
    });
  const r = oplab(['daemon', 'start', '--idle', '10m']);
  expect([r.status, r.stderr]).toEqual([0, '']);
  expect(r.stdout).toMatch(/^oplab daemon: started \(pid \d+\)/);
}, 300_000);

afterAll(() => {
  oplab(['daemon', 'stop']);
  rmSync(daemonDir, { recursive: true, force: true });
  rmSync(work, { recursive: true, force: true });
});

describe('oplab daemon', { timeout: 600_000 }, () => {
  it('answers grade and run byte for byte as a cold process, in the client’s directory and environment', () => {
    // A learner's file named relative to the client's own working directory.
    writeFileSync(
      join(work, 'mine.go'),
      spawnSync(
        'cat',
        [join(REPO_ROOT, 'exercises', 'scope-get', 'starter', 'internal', 'controller', 'app_controller.go')],
        {
          encoding: 'utf8',
        },
      ).stdout,
    );
    const cases: { args: string[]; cwd?: string; env?: Record<string, string> }[] = [
      { args: ['grade', 'scope-get', '--solution'] },
      { args: ['grade', 'scope-get', 'mine.go'], cwd: work },
      { args: ['grade', 'status-conflict', '--starter', '--json', '--lang', 'zh-cn'] },
      { args: ['grade', 'no-such-exercise'] },
      { args: ['run', 'examples/memcached'] },
      // The go command's environment is the client's: a vendoring flag without vendor/ fails the run.
      { args: ['run', 'examples/memcached'], env: { GOFLAGS: '-mod=vendor' } },
      // ... and the next request does not inherit it.
      { args: ['run', 'examples/memcached', '--json'] },
    ];
    const before = served();
    for (const c of cases) {
      const a = oplab(c.args, c);
      const b = cold(c.args, c);
      expect([c.args, a.status, a.stdout, a.stderr]).toEqual([c.args, b.status, b.stdout, b.stderr]);
    }
    // Every one of them went to the server.
    expect(served()).toBe(before + cases.length);
    expect(oplab(['grade', 'scope-get', 'mine.go'], { cwd: work }).status).toBe(1);
    expect(oplab(['run', 'examples/memcached'], { env: { GOFLAGS: '-mod=vendor' } }).stderr).toContain(
      'go: inconsistent vendoring',
    );
  });

  it('stops the run of a client that went away, and serves the next command', async () => {
    const status = async () => JSON.parse(await rawRequest('{"v":1,"op":"status"}\n')).status;
    const engineBefore = (await status()).engines.find((e: { kind: string }) => e.kind === 'kube').pid;
    // A run that counts until the run's step budget stops it, killed once the server runs it.
    const child = spawn(process.execPath, [BIN, 'run', busyProject('long', 3_000_000_000)], {
      cwd: REPO_ROOT,
      env: baseEnv,
    });
    for (let i = 0; i < 3000 && (await status()).queued === 0; i++)
      await new Promise((r) => setTimeout(r, 10));
    expect((await status()).queued).toBe(1);
    child.kill('SIGKILL');
    await new Promise((r) => child.on('exit', r));
    // Its engine was stopped with it; the next command gets a new one and the same answer as ever.
    for (let i = 0; i < 3000 && (await status()).queued > 0; i++) await new Promise((r) => setTimeout(r, 10));
    expect((await status()).engines.map((e: { pid: number }) => e.pid)).not.toContain(engineBefore);
    const a = oplab(['grade', 'scope-get', '--solution']);
    const b = cold(['grade', 'scope-get', '--solution']);
    expect([a.status, a.stdout, a.stderr]).toEqual([b.status, b.stdout, b.stderr]);
  });

  it('answers clients that come at once in turn, each with its own output', async () => {
    const run = (args: string[]) =>
      new Promise<[number | null, string, string]>((done) => {
        const c = spawn(process.execPath, [BIN, ...args], { cwd: REPO_ROOT, env: baseEnv });
        let out = '';
        let err = '';
        c.stdout.on('data', (d) => {
          out += d;
        });
        c.stderr.on('data', (d) => {
          err += d;
        });
        c.on('close', (code) => done([code, out, err]));
      });
    const cases = [
      ['grade', 'scope-list', '--solution'],
      ['grade', 'scope-list', '--starter'],
      ['grade', 'finalizer-cleanup', '--starter', '--json'],
    ];
    const before = served();
    const together = await Promise.all(cases.map(run));
    for (const [i, c] of cases.entries()) {
      const b = cold(c);
      expect([c, ...together[i]]).toEqual([c, b.status, b.stdout, b.stderr]);
    }
    expect(served()).toBe(before + cases.length);
  });

  it('runs the command in the client when its engine dies before it wrote anything', async () => {
    const status = async () => JSON.parse(await rawRequest('{"v":1,"op":"status"}\n')).status;
    // Its first output comes after a count of a few hundred milliseconds (the run's step budget ends longer ones).
    const busy = busyProject('short', 30_000_000);
    const child = spawn(process.execPath, [BIN, 'run', busy], { cwd: REPO_ROOT, env: baseEnv });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    for (let i = 0; i < 3000 && (await status()).queued === 0; i++)
      await new Promise((r) => setTimeout(r, 10));
    const running = await status();
    expect(running.queued).toBe(1);
    process.kill(running.engines.find((e: { kind: string }) => e.kind === 'kube').pid, 'SIGKILL');
    const code = await new Promise((r) => child.on('close', r));
    // The server did not finish it: the client ran it itself.
    expect((await status()).served).toBe(running.served);
    const b = cold(['run', busy]);
    expect([code, out]).toEqual([b.status, b.stdout]);
    expect(out).toMatch(/^sum \d+\n/);
  });

  it('refuses a request that is not one, and one too long, and keeps serving', async () => {
    expect(JSON.parse(await rawRequest('hello\n'))).toEqual({ t: 'refused', why: 'not a JSON request' });
    expect(JSON.parse(await rawRequest('{"v":1,"argv":"grade"}\n')).t).toBe('refused');
    expect(JSON.parse(await rawRequest(`${'x'.repeat(1.5 * 2 ** 20)}`))).toEqual({
      t: 'refused',
      why: 'a request is at most 1048576 bytes',
    });
    // A command it does not run: the client is told to run it itself.
    const go = await rawRequest(
      `${JSON.stringify({ v: 1, argv: ['go', 'run', 'x.go'], cwd: work, env: {}, isTTY: false })}\n`,
    );
    expect(JSON.parse(go)).toEqual({ t: 'cold', why: 'it does not run go' });
    const before = served();
    expect(oplab(['grade', 'scope-get', '--solution']).status).toBe(0);
    expect(served()).toBe(before + 1);
    // A client whose request is refused (an environment over the limit) runs the command itself.
    const big: Record<string, string> = {};
    for (let i = 0; i < 10; i++) big[`OPLAB_TEST_BIG_${i}`] = 'x'.repeat(120_000);
    const a = oplab(['grade', 'scope-get', '--starter'], { env: big });
    const b = cold(['grade', 'scope-get', '--starter'], { env: big });
    expect([a.status, a.stdout, a.stderr]).toEqual([b.status, b.stdout, b.stderr]);
    expect(served()).toBe(before + 1);
  });

  it('leaves the commands to their own process with a stale socket file, and once stopped', async () => {
    const stale = mkdtempSync(join(tmpdir(), 'oplab-daemon-stale-'));
    try {
      const sock = socketPath(PREBUILT_DIR, { OPLAB_DAEMON_DIR: stale }) as string;
      const b = cold(['grade', 'scope-get', '--solution']);
      // The socket of a server that was killed (nothing listens: the connection is refused) ...
      spawnSync(process.execPath, [
        '-e',
        `require('node:net').createServer().listen(${JSON.stringify(sock)}, () => process.kill(process.pid, 'SIGKILL'))`,
      ]);
      expect(lstatSync(sock).isSocket()).toBe(true);
      const a = oplab(['grade', 'scope-get', '--solution'], { env: { OPLAB_DAEMON_DIR: stale } });
      expect([a.status, a.stdout, a.stderr]).toEqual([b.status, b.stdout, b.stderr]);
      // ... and a file that is no socket in its place.
      rmSync(sock);
      writeFileSync(sock, '');
      const c = oplab(['grade', 'scope-get', '--solution'], { env: { OPLAB_DAEMON_DIR: stale } });
      expect([c.status, c.stdout, c.stderr]).toEqual([b.status, b.stdout, b.stderr]);
    } finally {
      rmSync(stale, { recursive: true, force: true });
    }
    // A server of an earlier build of this checkout, listening beside it, is stopped too.
    const earlier = createServer((c) => {
      c.setEncoding('utf8');
      c.on('data', (d: string) => {
        asked.push(d.trim());
        c.end('{"t":"stopping"}\n');
      });
    });
    const asked: string[] = [];
    await new Promise<void>((r) => earlier.listen(join(daemonDir, 'earlier.sock'), r));
    const stop = await new Promise<SpawnSyncReturns<string>>((done) => {
      const c = spawn(process.execPath, [BIN, 'daemon', 'stop'], { cwd: REPO_ROOT, env: baseEnv });
      let stdout = '';
      c.stdout.on('data', (d) => {
        stdout += d;
      });
      c.on('close', (status) => done({ status, stdout } as SpawnSyncReturns<string>));
    });
    earlier.close();
    expect(stop.stdout).toBe('oplab daemon: stopped (and 1 server(s) of earlier builds)\n');
    expect(asked).toEqual(['{"v":1,"op":"stop"}']);
    const gone = oplab(['daemon', 'status']);
    expect([gone.status, gone.stdout]).toEqual([1, 'oplab daemon: not running\n']);
    const a = oplab(['grade', 'scope-get', '--starter']);
    const b = cold(['grade', 'scope-get', '--starter']);
    expect([a.status, a.stdout, a.stderr]).toEqual([b.status, b.stdout, b.stderr]);
  });
});
