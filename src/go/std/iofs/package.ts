// package io/fs: the portable error values, PathError, FileInfo/FileMode declarations (fs.go), and
// go1.23's FS interfaces with ReadFile/ReadDir/Stat/Sub/Glob/WalkDir over them (fsfuncs.go); os.DirFS
// serves the simulated machine's files through them.

import type { NativePackage } from '../../interp/native.ts';
import { validString } from '../unicode/utf8core.ts';
import src from './fs.go?raw';
import funcsSrc from './fsfuncs.go?raw';

let pkg: NativePackage | undefined;

export function iofsPackage(): NativePackage {
  pkg ??= {
    path: 'io/fs',
    files: [
      { name: 'fs.go', src },
      { name: 'fsfuncs.go', src: funcsSrc },
    ],
    natives: { validString: (_c, s: string) => validString(s) },
  };
  return pkg;
}
