// package log, in Go: a Logger writing `prefix + date/time + message` lines (log/log.go's header
// layout for Ldate, Ltime, Lmicroseconds, LUTC, Lmsgprefix), Fatal* exiting with status 1 and Panic*
// panicking with the message. Times come from the virtual clock. Lshortfile/Llongfile print the
// caller's position from runtime.Caller.

import type { NativePackage } from '../../interp/native.ts';
import src from './log.go?raw';

let pkg: NativePackage | undefined;

export function logPackage(): NativePackage {
  pkg ??= { path: 'log', files: [{ name: 'log.go', src }], natives: {} };
  return pkg;
}
