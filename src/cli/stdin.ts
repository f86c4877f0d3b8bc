// The program's standard input for `oplab go run`: read from the process's own fd 0 when the program
// asks, blocking as read(2) does (the interpreter runs on this thread, so the whole run waits, as a
// single-threaded Go program would).

import { readSync } from 'node:fs';

const pause = new Int32Array(new SharedArrayBuffer(4));

/** Up to `max` bytes of standard input as a binary string (one char per byte), '' at its end. */
export function stdinReader(): (max: number) => string {
  const buf = Buffer.alloc(64 * 1024);
  let closed = false;
  return (max) => {
    if (closed) return '';
    for (;;) {
      try {
        const n = readSync(0, buf, 0, Math.min(max, buf.length), null);
        return buf.toString('latin1', 0, n);
      } catch (e) {
        // a non-blocking descriptor with nothing yet: wait a little and read again
        if ((e as NodeJS.ErrnoException).code === 'EAGAIN') {
          Atomics.wait(pause, 0, 0, 5);
          continue;
        }
        // EOF on some platforms' TTYs, or no standard input at all (closed descriptor): empty input
        closed = true;
        return '';
      }
    }
  };
}
