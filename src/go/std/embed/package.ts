// package embed: embed.FS over the file list a //go:embed directive gives an FS variable (filled by the
// build: src/go/build/embed.ts, interp/compile/program.ts), as go1.23's embed/embed.go.

import type { NativePackage } from '../../interp/native.ts';
import src from './embed.go?raw';

let pkg: NativePackage | undefined;

export function embedPackage(): NativePackage {
  pkg ??= { path: 'embed', files: [{ name: 'embed.go', src }], natives: {} };
  return pkg;
}
