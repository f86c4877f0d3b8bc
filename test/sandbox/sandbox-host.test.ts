import { describe, expect, it } from 'vitest';
import { dispatch } from '../../src/sandbox/dispatch.ts';
import { SandboxHost } from '../../src/sandbox/host.ts';
import { PROTOCOL_VERSION, type Response } from '../../src/sandbox/protocol.ts';
import { nodeWorker } from './node-worker.ts';

// A worker that answers `ping`, streams output for `go-run`, and spins forever when the file
// is named `loop.go` — standing in for a learner's infinite loop that ignores the step budget.
const workerSource = `
const { parentPort } = require('node:worker_threads');
parentPort.on('message', (req) => {
  const { id, job } = req;
  if (job.kind === 'go-run' && job.files[0].name === 'loop.go') { for (;;) {} }
  if (job.kind === 'go-run') {
    parentPort.postMessage({ v: ${PROTOCOL_VERSION}, kind: 'output', id, stream: 'stdout', text: 'hello\\n' });
    parentPort.postMessage({ v: ${PROTOCOL_VERSION}, kind: 'done', id, result: { exitCode: 0 } });
    return;
  }
  parentPort.postMessage({ v: ${PROTOCOL_VERSION}, kind: 'done', id, result: 'pong' });
});`;

describe('SandboxHost with real threads', () => {
  it('runs a job and collects its streamed output', async () => {
    const host = new SandboxHost(() => nodeWorker(workerSource), { timeoutMs: 5000 });
    const out = await host.run({ kind: 'go-run', files: [{ name: 'main.go', content: '' }] });
    expect(out).toEqual({
      kind: 'done',
      result: { exitCode: 0 },
      output: [{ stream: 'stdout', text: 'hello\n' }],
    });
    host.dispose();
  });

  it('stops an infinite loop at the deadline, replaces the worker, and keeps serving', async () => {
    let created = 0;
    const host = new SandboxHost(
      () => {
        created++;
        return nodeWorker(workerSource);
      },
      { timeoutMs: 300 },
    );
    const started = performance.now();
    const stuck = await host.run({ kind: 'go-run', files: [{ name: 'loop.go', content: 'for {}' }] });
    const elapsed = performance.now() - started;
    expect(stuck.kind).toBe('timeout');
    expect(elapsed).toBeLessThan(2000);
    expect(host.restarts).toBe(1);
    // The replacement worker starts cold: give it a deadline of its own (a busy CI machine is slow).
    const next = await host.run({ kind: 'ping' }, { timeoutMs: 10_000 });
    expect(next).toMatchObject({ kind: 'done', result: 'pong' });
    expect(created).toBe(2);
    host.dispose();
  });

  it('a job can carry its own deadline (a Check may run longer than a Run)', async () => {
    const host = new SandboxHost(() => nodeWorker(workerSource), { timeoutMs: 60_000 });
    const started = performance.now();
    const stuck = await host.run(
      { kind: 'go-run', files: [{ name: 'loop.go', content: '' }] },
      { timeoutMs: 250 },
    );
    expect(stuck).toMatchObject({ kind: 'timeout', afterMs: 250 });
    expect(performance.now() - started).toBeLessThan(2000);
    host.dispose();
  });

  it('runs queued jobs one at a time in order', async () => {
    const host = new SandboxHost(() => nodeWorker(workerSource), { timeoutMs: 5000 });
    const results = await Promise.all([host.run({ kind: 'ping' }), host.run({ kind: 'ping' })]);
    expect(results.map((r) => r.kind)).toEqual(['done', 'done']);
    host.dispose();
  });
});

describe('dispatch', () => {
  it('rejects a malformed request with a specific message', async () => {
    const posted: Response[] = [];
    await dispatch({ v: PROTOCOL_VERSION, id: 7, job: { kind: 'go-run', files: [] } }, {}, (r) =>
      posted.push(r),
    );
    expect(posted).toEqual([
      {
        v: PROTOCOL_VERSION,
        kind: 'failed',
        id: 7,
        message: 'malformed request at job.files: Too small: expected array to have >=1 items',
      },
    ]);
  });

  it('names a job kind the engine has no handler for', async () => {
    const posted: Response[] = [];
    await dispatch({ v: PROTOCOL_VERSION, id: 1, job: { kind: 'ping' } }, {}, (r) => posted.push(r));
    expect(posted[0]).toMatchObject({ kind: 'failed', message: 'this engine cannot run "ping" jobs' });
  });

  it('streams output then reports the result; a throwing handler becomes `failed`', async () => {
    const posted: Response[] = [];
    const handlers = {
      'go-run': (_job: unknown, emit: (s: 'stdout' | 'stderr', t: string) => void) => {
        emit('stderr', 'warn\n');
        return { exitCode: 1 };
      },
      ping: () => {
        throw new Error('boom');
      },
    };
    await dispatch(
      { v: PROTOCOL_VERSION, id: 2, job: { kind: 'go-run', files: [{ name: 'a.go', content: '' }] } },
      handlers,
      (r) => posted.push(r),
    );
    await dispatch({ v: PROTOCOL_VERSION, id: 3, job: { kind: 'ping' } }, handlers, (r) => posted.push(r));
    expect(posted.map((r) => r.kind)).toEqual(['output', 'done', 'failed']);
    expect(posted[2]).toMatchObject({ id: 3, message: 'boom' });
  });
});
