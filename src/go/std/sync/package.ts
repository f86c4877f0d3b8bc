// package sync on the cooperative scheduler: Mutex/RWMutex/WaitGroup park the goroutine through
// ctx.block (so a real deadlock ends with gc's fatal error); Once, Map and Pool are plain Go. Each
// native is a synchronising operation: it starts a new epoch (state.ts R.epoch) for the
// concurrent-map-access check.

import type { NativeContext, NativePackage } from '../../interp/native.ts';
import { FatalError } from '../../interp/panic.ts';
import { R } from '../../interp/state.ts';
import src from './sync.go?raw';

function fatal(msg: string): FatalError {
  return new FatalError(`fatal error: ${msg}\n`);
}

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
        if (m.state === 0) throw fatal('sync: unlock of unlocked mutex');
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
        if (!rw.w) throw fatal('sync: Unlock of unlocked RWMutex');
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
        if (rw.readers <= 0) throw fatal('sync: RUnlock of unlocked RWMutex');
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
