// package testing, in Go (testing.go): what `go test` runs through the generated test main
// (src/go/build/testmain.ts). Written after go1.23's testing/testing.go and match.go.

import type { NativePackage } from '../../interp/native.ts';
import { R } from '../../interp/state.ts';
import { setPanicOnExit0 } from '../internal/testlog.ts';
import benchmark from './benchmark.go?raw';
import src from './testing.go?raw';

/**
 * How the test binary hands the go command its coverage profile (the `_cover_.out` a real binary
 * writes in its work directory): framed on standard output, which the go command strips.
 */
export const COVER_PROFILE_MARK = '\x00go-test-coverprofile\x00';

let pkg: NativePackage | undefined;

export function testingPackage(): NativePackage {
  pkg ??= {
    path: 'testing',
    files: [
      { name: 'benchmark.go', src: benchmark },
      { name: 'testing.go', src },
    ],
    natives: {
      setPanicOnExit0: (ctx, v: boolean) => setPanicOnExit0(ctx, v),
      // the Go steps taken so far (the step budget's count: what the benchmark timer charges)
      steps: () => 2 ** 52 - (R.steps + R.stepsReserve),
      writeCoverProfile: (ctx, text: string) =>
        ctx.stdout(`${COVER_PROFILE_MARK}${text}${COVER_PROFILE_MARK}`),
    },
  };
  return pkg;
}
