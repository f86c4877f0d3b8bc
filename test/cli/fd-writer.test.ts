// fdWriter (src/cli/fd-writer.ts): `go run`'s stdout as write(2) calls. Every byte must arrive even
// when the pipe is full and its file description non-blocking, and a reader that went away must end
// the run as go run's does (the caller's onClosed), never with a stack.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, constants, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { fdWriter } from '../../src/cli/fd-writer.ts';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function fifo(): string {
  dir = mkdtempSync(join(tmpdir(), 'oplab-fd-'));
  const path = join(dir, 'fifo');
  expect(spawnSync('mkfifo', [path]).status).toBe(0);
  return path;
}

it('writes every byte through a full non-blocking pipe, waiting while it is full', async () => {
  const path = fifo();
  const out = join(dir, 'out');
  // Both ends opened here first (a non-blocking writer needs a reader), O_NONBLOCK on the writer's.
  const keep = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  const fd = openSync(path, constants.O_WRONLY | constants.O_NONBLOCK);
  // The reader starts later: until then the 64 KiB pipe is full and write(2) answers EAGAIN.
  const reader = spawn('sh', ['-c', 'sleep 0.3; exec cat "$0" > "$1"', path, out]);
  const done = new Promise((resolve) => reader.on('exit', resolve));
  const bytes = new Uint8Array(1 << 20).map((_, i) => (i * 7) & 0xff);
  const w = fdWriter(fd, () => {
    throw new Error('closed');
  });
  w.write(bytes.subarray(0, 1000));
  w.write('π and the rest\n');
  w.write(bytes.subarray(1000));
  closeSync(fd);
  closeSync(keep);
  expect(await done).toBe(0);
  const got = readFileSync(out);
  const pi = Buffer.from('π and the rest\n', 'utf8');
  expect(got.length).toBe(bytes.length + pi.length);
  expect(got.subarray(1000, 1000 + pi.length).equals(pi)).toBe(true);
  expect(Buffer.concat([got.subarray(0, 1000), got.subarray(1000 + pi.length)]).equals(bytes)).toBe(true);
}, 30_000);

it('hands a closed pipe (EPIPE) to onClosed', () => {
  const path = fifo();
  const r = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  const fd = openSync(path, constants.O_WRONLY | constants.O_NONBLOCK);
  closeSync(r);
  const w = fdWriter(fd, () => {
    throw new Error('closed');
  });
  expect(() => w.write('line 0\n')).toThrow('closed');
  closeSync(fd);
});
