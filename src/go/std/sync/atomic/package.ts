// package sync/atomic: goroutines interleave only at blocking points here, so plain Go operations
// are atomic; written in Go.

import type { NativePackage } from '../../../interp/native.ts';
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
    natives: {},
  };
  return pkg;
}
