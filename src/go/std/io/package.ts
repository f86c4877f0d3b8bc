// package io: the interfaces and a few helpers, in Go; more.go has SectionReader, OffsetWriter and
// Pipe from go1.23's source.

import type { NativePackage } from '../../interp/native.ts';
import src from './io.go?raw';
import more from './more.go?raw';

let pkg: NativePackage | undefined;

export function ioPackage(): NativePackage {
  pkg ??= {
    path: 'io',
    files: [
      { name: 'io.go', src },
      { name: 'more.go', src: more },
    ],
    natives: {},
  };
  return pkg;
}
