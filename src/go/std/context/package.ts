// package context in Go, following go/src/context/context.go: cancellation propagates from parent
// to children, deadlines run on the virtual clock through time.AfterFunc.

import type { NativePackage } from '../../interp/native.ts';
import type { Iface } from '../../interp/values.ts';
import src from './context.go?raw';

let pkg: NativePackage | undefined;

export function contextPackage(): NativePackage {
  pkg ??= {
    path: 'context',
    files: [{ name: 'context.go', src }],
    natives: {
      typeName: (_c, v: Iface | null) => (v === null ? '<nil>' : v.t.String()),
      comparable: (_c, v: Iface | null) => v === null || v.t.comparable,
    },
  };
  return pkg;
}
