// package iter: the Seq types (range-over-func iterators).

import type { NativePackage } from '../../interp/native.ts';
import src from './iter.go?raw';

let pkg: NativePackage | undefined;

export function iterPackage(): NativePackage {
  pkg ??= { path: 'iter', files: [{ name: 'iter.go', src }], natives: {} };
  return pkg;
}
