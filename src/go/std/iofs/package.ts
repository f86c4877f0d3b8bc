// package io/fs: the portable error values, PathError, FileInfo/FileMode declarations. The
// simulated machine has no file system; package os reports every path as missing.

import type { NativePackage } from '../../interp/native.ts';
import src from './fs.go?raw';

let pkg: NativePackage | undefined;

export function iofsPackage(): NativePackage {
  pkg ??= { path: 'io/fs', files: [{ name: 'fs.go', src }], natives: {} };
  return pkg;
}
