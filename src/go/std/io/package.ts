// package io: the interfaces and a few helpers, in Go.

import type { NativePackage } from '../../interp/native.ts';
import src from './io.go?raw';

let pkg: NativePackage | undefined;

export function ioPackage(): NativePackage {
  pkg ??= { path: 'io', files: [{ name: 'io.go', src }], natives: {} };
  return pkg;
}
