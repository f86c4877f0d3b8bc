// package syscall: Signal and Errno of go1.23 on linux/amd64 (syscall.go below; no system calls).

import type { NativePackage } from '../../interp/native.ts';
import src from './syscall.go?raw';

let pkg: NativePackage | undefined;

export function syscallPackage(): NativePackage {
  pkg ??= { path: 'syscall', files: [{ name: 'syscall.go', src }], natives: {} };
  return pkg;
}
