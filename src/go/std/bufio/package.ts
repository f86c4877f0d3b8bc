// package bufio: Reader, Writer and Scanner as go/src/bufio (bufio.go, scan.go), written in Go.

import type { NativePackage } from '../../interp/native.ts';
import src from './bufio.go?raw';

let pkg: NativePackage | undefined;

export function bufioPackage(): NativePackage {
  pkg ??= { path: 'bufio', files: [{ name: 'bufio.go', src }], natives: {} };
  return pkg;
}
