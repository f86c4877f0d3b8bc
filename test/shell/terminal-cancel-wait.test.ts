// Ctrl-C while the page replays a long virtual wait (the spinner of go's 30 s dial timeout): the
// worker has finished the line, so the page asks it to undo the line as bash would have ended it
// there: the files and variables before it, the line in the history, `$?` 130.
import { describe, expect, it } from 'vitest';
import type { FromWorker, ToWorker } from '../../src/components/terminal/protocol.ts';
import { createShellHost } from '../../src/components/terminal/shell-host.ts';

function worker() {
  const posted: FromWorker[] = [];
  const handle = createShellHost((m) => posted.push(m), {
    loadGoToolchain: () => Promise.reject(new Error('not needed')),
    now: () => performance.now(),
  });
  let id = 0;
  return {
    start: (exercise: string) => handle({ type: 'start', exercise }),
    async send<T extends FromWorker['type']>(m: ToWorker & { id: number }, type: T) {
      await handle(m);
      return posted.find((p) => p.type === type && 'id' in p && p.id === m.id) as Extract<
        FromWorker,
        { type: T }
      >;
    },
    next: () => ++id,
  };
}

describe('Ctrl-C during a replayed virtual wait', () => {
  it('undoes the line: files and variables as before it, the line in the history, $? 130', async () => {
    const w = worker();
    await w.start('gomod-proxy');
    const run = (line: string) => w.send({ type: 'run', id: w.next(), line }, 'result');
    const first = await run('export STAGE=before');
    // the starter's GOPROXY is black-holed in this network: go mod tidy waits out a dial timeout
    const line = 'touch started.txt; export STAGE=tidy; go mod tidy';
    const r = await run(line);
    expect(r.waits.length).toBeGreaterThan(0);
    expect(r.waits[0].ms).toBeGreaterThanOrEqual(30_000);
    expect(r.snapshot.files['/home/user/memcached-operator/started.txt']).toBe('');

    const c = await w.send({ type: 'cancel', id: w.next(), snapshot: first.snapshot, line }, 'cancelled');
    expect(c.cwd).toBe('/home/user/memcached-operator');
    const after = await run('echo "$? $STAGE"; ls started.txt; history | tail -3');
    expect(after.screen).toBe(
      `130 before\nls: cannot access 'started.txt': No such file or directory\n    1  export STAGE=before\n    2  ${line}\n    3  echo "$? $STAGE"; ls started.txt; history | tail -3\n`,
    );
  });

  it('on the first line (the page has no state before it yet): the starting state, $? 130', async () => {
    const w = worker();
    await w.start('gomod-proxy');
    const line = 'touch started.txt; go mod tidy';
    const r = await w.send({ type: 'run', id: w.next(), line }, 'result');
    expect(r.waits.length).toBeGreaterThan(0);
    await w.send({ type: 'cancel', id: w.next(), line }, 'cancelled');
    const after = await w.send(
      { type: 'run', id: w.next(), line: 'echo $?; ls started.txt; history' },
      'result',
    );
    expect(after.screen).toBe(
      `130\nls: cannot access 'started.txt': No such file or directory\n    1  ${line}\n    2  echo $?; ls started.txt; history\n`,
    );
  });
});
