// The stream of one server watch as client-go's transport reads it, shared by the watch natives
// (client-watch.ts for the clientsets, the dynamic client and controller-runtime's WithWatch;
// client-go/rest.ts for Request.Watch). Events are queued as the server commits them; the stream
// ends when the program stops it or after an ERROR event (the server's errWatcher closes the
// connection after it).
//
// The Go decoder does not wait inside a native: it takes what is queued (`next`), and otherwise
// hands a `chan struct{}` to `notify` and selects on it and on the request context's Done channel.
// So the goroutine reading the stream parks as any goroutine on a channel (a resident run can
// pause with it waiting, and a cancelled context ends the read at once, as the transport's read
// fails then), and the server's events close that channel, from inside the program or from a
// command the host runs between turns.

import type { Chan } from '../../go/interp/sched.ts';

export class WatchStream<E extends { type: string }> {
  readonly queue: E[] = [];
  stopped = false;
  /** the server ended the stream (after an ERROR event): EOF once the queue is drained */
  ended = false;
  /** the Go decoder's wake-up channel while it waits */
  private waiting: Chan | null = null;
  /** the server watch's cancel */
  stop: () => void = () => {};

  push(e: E): void {
    if (this.stopped || this.ended) return;
    this.queue.push(e);
    if (e.type === 'ERROR') this.ended = true;
    this.wake();
  }

  /** The next queued event; `more` false once the stream ended and nothing is left. */
  next(): { e?: E; more: boolean } {
    if (this.stopped) return { more: false };
    const e = this.queue.shift();
    if (e !== undefined) return { e, more: true };
    return { more: !this.ended };
  }

  /** Close `ready` once an event is queued or the stream ends (at once if either holds). */
  notify(ready: Chan): void {
    if (this.stopped || this.ended || this.queue.length > 0) {
      if (!ready.closed) ready.close();
      return;
    }
    this.waiting = ready;
  }

  /** The program stopped it (Stop, or the decoder's reader gone): the server watch ends. */
  close(): void {
    if (this.stopped) return;
    this.stopped = true;
    this.queue.length = 0;
    this.stop();
    this.wake();
  }

  private wake(): void {
    const ch = this.waiting;
    this.waiting = null;
    if (ch !== null && !ch.closed) ch.close();
  }
}
