// `oplab go run`'s standard output as plain write(2) calls on fd 1, not process.stdout. Node makes
// process.stdout, on its first use, a net.Socket when fd 1 is a pipe and a tty.WriteStream on a
// terminal; either loads net and the stream modules (~25 of Node's internal modules, 5–10 ms of
// CPU), a visible share of a hello world's start. A Go program's writes to os.Stdout are write(2)
// calls that return when the bytes are written, and these are the same: nothing is queued in memory,
// so a program that writes faster than its reader reads waits, as it does under `go run`.
import { writeSync } from 'node:fs';
import type { Writable } from './commands.ts';

const pause = new Int32Array(new SharedArrayBuffer(4));

/**
 * A writer of `fd`. A file description in non-blocking mode (a parent may have left it so) answers
 * EAGAIN while a pipe is full: the writer waits a millisecond and writes the rest. When the reader
 * has gone (EPIPE), `onClosed` decides what happens (go run: the program died of SIGPIPE).
 */
export function fdWriter(fd: number, onClosed: () => never): Writable {
  return {
    write(chunk: string | Uint8Array): boolean {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
      let done = 0;
      while (done < bytes.length) {
        try {
          done += writeSync(fd, bytes, done, bytes.length - done);
        } catch (e) {
          const code = (e as NodeJS.ErrnoException).code;
          if (code === 'EAGAIN') {
            Atomics.wait(pause, 0, 0, 1);
            continue;
          }
          if (code === 'EPIPE') onClosed();
          throw e;
        }
      }
      return true;
    },
  };
}
