// package maps: generic functions in Go (go/src/maps). Map-typed parameters are converted to
// their core type map[K]V before ranging or indexing, which reads the same in Go.

import type { NativePackage } from '../../interp/native.ts';
import src from './maps.go?raw';

let pkg: NativePackage | undefined;

export function mapsPackage(): NativePackage {
  pkg ??= { path: 'maps', files: [{ name: 'maps.go', src }], natives: {} };
  return pkg;
}
