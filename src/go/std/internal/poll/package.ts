// package internal/poll, the part os re-exports: the deadline errors of internal/poll/fd.go
// (os.ErrNoDeadline, os.ErrDeadlineExceeded). Only the standard library may import it; a program
// that does gets the go command's "use of internal package … not allowed" (build/load.ts).

import type { NativePackage } from '../../../interp/native.ts';
import src from './poll.go?raw';

let pkg: NativePackage | undefined;

export function pollPackage(): NativePackage {
  pkg ??= { path: 'internal/poll', files: [{ name: 'poll.go', src }], natives: {} };
  return pkg;
}
