// package cmp, in Go (go/src/cmp/cmp.go).

import type { NativePackage } from '../../interp/native.ts';
import src from './cmp.go?raw';

let pkg: NativePackage | undefined;

export function cmpPackage(): NativePackage {
  pkg ??= { path: 'cmp', files: [{ name: 'cmp.go', src }], natives: {} };
  return pkg;
}
