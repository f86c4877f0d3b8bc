// package sync on the cooperative scheduler: Mutex/RWMutex/WaitGroup park the goroutine through
// ctx.block (so a real deadlock ends with gc's fatal error); Once, Map and Pool are plain Go. Each
// native is a synchronising operation: it starts a new epoch (state.ts R.epoch) for the
// concurrent-map-access check.

import type { NativeContext, NativePackage } from '../../interp/native.ts';
import { FatalError } from '../../interp/panic.ts';
import { captureSites, R } from '../../interp/state.ts';
import src from './sync.go?raw';
import waitgroupSrc from './waitgroup.go?raw';

/** sync.fatal (runtime.throw's variant for package sync): the program's frames and sync's above them. */
function fatal(msg: string, frames = ''): FatalError {
  const e = new FatalError(`fatal error: ${msg}\n`);
  e.throwSites = captureSites();
  e.runtimeFrames = `sync.fatal({0x0?, 0x0?})\n\t${GOSRC}/runtime/panic.go:1031 +0x0\n${frames}`;
  return e;
}

const GOSRC = '/usr/local/go/src';
/** go1.23's sync/mutex.go frames of Unlock (inlined, no offset) and unlockSlow, arguments as `(...)`. */
const UNLOCK_FRAMES =
  `sync.(*Mutex).unlockSlow(...)\n\t${GOSRC}/sync/mutex.go:231 +0x0\n` +
  `sync.(*Mutex).Unlock(...)\n\t${GOSRC}/sync/mutex.go:225\n`;
/** go1.23's sync/rwmutex.go frames of RUnlock (inlined) and rUnlockSlow, and of Unlock. */
const RUNLOCK_FRAMES =
  `sync.(*RWMutex).rUnlockSlow(...)\n\t${GOSRC}/sync/rwmutex.go:130 +0x0\n` +
  `sync.(*RWMutex).RUnlock(...)\n\t${GOSRC}/sync/rwmutex.go:120\n`;
const RWUNLOCK_FRAMES = `sync.(*RWMutex).Unlock(...)\n\t${GOSRC}/sync/rwmutex.go:210 +0x0\n`;

interface Mu {
  state: number;
}
interface RW {
  w: Mu;
  readerCount: { v: number };
  readerWait: { v: number };
}
/** How many times each RWMutex was write-unlocked: a reader that waited wakes when it changes. */
const writerGen = new WeakMap<RW, number>();
/** sync/rwmutex.go rwmutexMaxReaders. */
const MAX_READERS = 1 << 30;

let pkg: NativePackage | undefined;

export function syncPackage(): NativePackage {
  pkg ??= {
    path: 'sync',
    files: [
      { name: 'sync.go', src },
      { name: 'waitgroup.go', src: waitgroupSrc },
    ],
    natives: {
      '*Mutex.Lock': (ctx: NativeContext, m: Mu) => {
        R.epoch++; // a synchronising operation (sched.ts Scheduler.mapAccess)
        if (m.state === 0) {
          m.state = 1;
          return undefined;
        }
        return ctx.block({ reason: 'sync.Mutex.Lock', ready: () => m.state === 0 }, () => {
          m.state = 1;
        });
      },
      '*Mutex.Unlock': (_c, m: Mu) => {
        R.epoch++;
        if (m.state === 0) throw fatal('sync: unlock of unlocked mutex', UNLOCK_FRAMES);
        m.state = 0;
      },
      // sync/rwmutex.go's algorithm on go1.23's fields (sync.go RWMutex): a writer takes w, then
      // subtracts rwmutexMaxReaders from readerCount, so that readers arriving after it wait even
      // while earlier readers still hold it (a recursive RLock with a writer waiting deadlocks, as
      // in Go), and waits for readerWait (the readers it found) to drop to 0.
      '*RWMutex.Lock': (ctx: NativeContext, rw: RW) => {
        R.epoch++;
        if (rw.w.state !== 0) {
          // Another writer holds w (or waits for its readers): wait for w, and, unlike Go, for the
          // readers to be gone too (a native parks once), then take both at once.
          return ctx.block(
            { reason: 'sync.Mutex.Lock', ready: () => rw.w.state === 0 && rw.readerCount.v === 0 },
            () => {
              rw.w.state = 1;
              rw.readerCount.v = -MAX_READERS;
            },
          );
        }
        rw.w.state = 1;
        const r = rw.readerCount.v;
        rw.readerCount.v = r - MAX_READERS;
        if (r === 0) return undefined;
        rw.readerWait.v += r;
        if (rw.readerWait.v === 0) return undefined;
        return ctx.block({ reason: 'sync.RWMutex.Lock', ready: () => rw.readerWait.v === 0 });
      },
      '*RWMutex.Unlock': (_c, rw: RW) => {
        R.epoch++;
        const r = rw.readerCount.v + MAX_READERS;
        if (r >= MAX_READERS) throw fatal('sync: Unlock of unlocked RWMutex', RWUNLOCK_FRAMES);
        rw.readerCount.v = r;
        // Releases the readers that arrived while it held the lock (their RLock counted them).
        writerGen.set(rw, (writerGen.get(rw) ?? 0) + 1);
        rw.w.state = 0;
      },
      '*RWMutex.RLock': (ctx: NativeContext, rw: RW) => {
        R.epoch++;
        rw.readerCount.v++;
        if (rw.readerCount.v >= 0) return undefined;
        const gen = writerGen.get(rw) ?? 0;
        return ctx.block({
          reason: 'sync.RWMutex.RLock',
          ready: () => (writerGen.get(rw) ?? 0) !== gen,
        });
      },
      '*RWMutex.RUnlock': (_c, rw: RW) => {
        R.epoch++;
        const r = --rw.readerCount.v;
        if (r >= 0) return;
        if (r + 1 === 0 || r + 1 === -MAX_READERS) {
          rw.readerCount.v++;
          throw fatal('sync: RUnlock of unlocked RWMutex', RUNLOCK_FRAMES);
        }
        // A writer waits: the last of the readers it found lets it in.
        rw.readerWait.v--;
      },
      notifyListWait: (ctx: NativeContext, l: { notify: number }, t: number) => {
        R.epoch++;
        if (l.notify > t) return undefined;
        return ctx.block({ reason: 'sync.Cond.Wait', ready: () => l.notify > t });
      },
      // state: the counter in the high 32 bits, the waiters in the low (sync.go WaitGroup).
      '*WaitGroup.Wait': (ctx: NativeContext, wg: { state: { v: number | bigint } }) => {
        R.epoch++;
        const st = wg.state;
        const idle = () => (typeof st.v === 'bigint' ? st.v >> 32n === 0n : st.v < 2 ** 32);
        if (idle()) return undefined;
        st.v = typeof st.v === 'bigint' ? st.v + 1n : st.v + 1;
        return ctx.block({ reason: 'semacquire', ready: idle });
      },
    },
  };
  return pkg;
}
