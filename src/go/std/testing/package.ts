// package testing, in Go (testing.go): what `go test` runs through the generated test main
// (src/go/build/testmain.ts). Written after go1.23's testing/testing.go and match.go.

import type { NativePackage } from '../../interp/native.ts';
import { setPanicOnExit0 } from '../internal/testlog.ts';
import src from './testing.go?raw';

let pkg: NativePackage | undefined;

export function testingPackage(): NativePackage {
  pkg ??= {
    path: 'testing',
    files: [{ name: 'testing.go', src }],
    natives: { setPanicOnExit0: (ctx, v: boolean) => setPanicOnExit0(ctx, v) },
  };
  return pkg;
}
