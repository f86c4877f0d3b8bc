// package sync/atomic, written in Go: goroutines interleave only at blocking points and preemption
// points (loop back-edges, calls), so the plain Go operations inside these bodies are atomic. Writes
// call release(), a synchronising operation for the concurrent-map-access check.

import type { NativePackage } from '../../../interp/native.ts';
import { R } from '../../../interp/state.ts';
import type { Iface } from '../../../interp/values.ts';
import src from './atomic.go?raw';
import more from './more.go?raw';

let pkg: NativePackage | undefined;

export function atomicPackage(): NativePackage {
  pkg ??= {
    path: 'sync/atomic',
    files: [
      { name: 'atomic.go', src },
      { name: 'more.go', src: more },
    ],
    natives: {
      release: () => void R.epoch++,
      // Value's check that every stored value has the first one's dynamic type (value.go).
      sameType: (_c, a: Iface | null, b: Iface | null) => a?.t === b?.t,
    },
  };
  return pkg;
}
