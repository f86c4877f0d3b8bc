// package bufio: a buffered Writer (flushing at 4096 bytes like Go's default size), a Scanner
// with ScanLines/ScanWords/ScanRunes, and a Reader with ReadString/ReadLine basics. Written in Go.

import type { NativePackage } from '../../interp/native.ts';
import src from './bufio.go?raw';

let pkg: NativePackage | undefined;

export function bufioPackage(): NativePackage {
  pkg ??= { path: 'bufio', files: [{ name: 'bufio.go', src }], natives: {} };
  return pkg;
}
