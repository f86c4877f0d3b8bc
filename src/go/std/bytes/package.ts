// package bytes: Buffer and the common functions, written in Go over package strings (results are
// fresh slices rather than sub-slices of the input, which only matters if a caller mutates them).

import type { NativePackage } from '../../interp/native.ts';
import src from './bytes.go?raw';

let pkg: NativePackage | undefined;

export function bytesPackage(): NativePackage {
  pkg ??= { path: 'bytes', files: [{ name: 'bytes.go', src }], natives: {} };
  return pkg;
}
