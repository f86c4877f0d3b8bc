// package sync on the cooperative scheduler: Mutex/RWMutex/WaitGroup park the goroutine through
// ctx.block (so a real deadlock ends with gc's fatal error); Once, Map and Pool are plain Go. Each
// native is a synchronising operation: it starts a new epoch (state.ts R.epoch) for the
// concurrent-map-access check.

import type { NativeContext, NativePackage } from '../../interp/native.ts';
import { FatalError } from '../../interp/panic.ts';
import { captureSites, R } from '../../interp/state.ts';
import src from './sync.go?raw';

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
  w: boolean;
  readers: number;
}

let pkg: NativePackage | undefined;

export function syncPackage(): NativePackage {
  pkg ??= {
    path: 'sync',
    files: [{ name: 'sync.go', src }],
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
      '*RWMutex.Lock': (ctx: NativeContext, rw: RW) => {
        R.epoch++;
        if (!rw.w && rw.readers === 0) {
          rw.w = true;
          return undefined;
        }
        return ctx.block({ reason: 'sync.RWMutex.Lock', ready: () => !rw.w && rw.readers === 0 }, () => {
          rw.w = true;
        });
      },
      '*RWMutex.Unlock': (_c, rw: RW) => {
        R.epoch++;
        if (!rw.w) throw fatal('sync: Unlock of unlocked RWMutex', RWUNLOCK_FRAMES);
        rw.w = false;
      },
      '*RWMutex.RLock': (ctx: NativeContext, rw: RW) => {
        R.epoch++;
        if (!rw.w) {
          rw.readers++;
          return undefined;
        }
        return ctx.block({ reason: 'sync.RWMutex.RLock', ready: () => !rw.w }, () => {
          rw.readers++;
        });
      },
      '*RWMutex.RUnlock': (_c, rw: RW) => {
        R.epoch++;
        if (rw.readers <= 0) throw fatal('sync: RUnlock of unlocked RWMutex', RUNLOCK_FRAMES);
        rw.readers--;
      },
      notifyListWait: (ctx: NativeContext, l: { notify: number }, t: number) => {
        R.epoch++;
        if (l.notify > t) return undefined;
        return ctx.block({ reason: 'sync.Cond.Wait', ready: () => l.notify > t });
      },
      '*WaitGroup.Wait': (ctx: NativeContext, wg: { n: number }) => {
        R.epoch++;
        if (wg.n === 0) return undefined;
        return ctx.block({ reason: 'semacquire', ready: () => wg.n === 0 });
      },
    },
  };
  return pkg;
}
