// package iter: the Seq types (range-over-func iterators).

import type { NativePackage } from '../../interp/native.ts';
import { goexitUnwind } from '../../interp/panic.ts';
import src from './iter.go?raw';

let pkg: NativePackage | undefined;

export function iterPackage(): NativePackage {
  pkg ??= {
    path: 'iter',
    files: [{ name: 'iter.go', src }],
    // runtime.Goexit without importing runtime: Pull's next and stop pass on the iterator's Goexit
    natives: {
      goexit: () => {
        throw goexitUnwind();
      },
    },
  };
  return pkg;
}
