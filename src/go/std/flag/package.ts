// package flag, in Go: FlagSet with the typed flags, Parse (`-f`, `--f`, `-f=v`, `-f v`, `--` and the
// first non-flag argument end the flags), Visit/VisitAll/Lookup/Set, PrintDefaults in Go's layout,
// and Go's error messages and error handling modes (flag/flag.go). The program's arguments are
// os.Args (no arguments in a run here), so flag.Parse() leaves every default in place.

import type { NativePackage } from '../../interp/native.ts';
import src from './flag.go?raw';

let pkg: NativePackage | undefined;

export function flagPackage(): NativePackage {
  pkg ??= { path: 'flag', files: [{ name: 'flag.go', src }], natives: {} };
  return pkg;
}
