// package slices: generic Go wrappers (so the checker sees the real signatures) over natives that
// receive the slices as `any` (natives.ts); the sorts run Go's own pdqsort / stable algorithms.

import type { NativePackage } from '../../interp/native.ts';
import type { Iface, Slice } from '../../interp/values.ts';
import { sliceLessSwap, sortOrderedSlice } from '../sort/package.ts';
import { pdqsort, stableSort } from '../sort/sortcore.ts';
import { slicesNatives } from './natives.ts';
import src from './slices.go?raw';

type CmpFn = (a: any, b: any) => number | bigint;

let pkg: NativePackage | undefined;

export function slicesPackage(): NativePackage {
  pkg ??= {
    path: 'slices',
    files: [{ name: 'slices.go', src }],
    natives: {
      ...slicesNatives,
      sortOrdered: (_c, x: Iface) => sortOrderedSlice(x.v as Slice | null),
      sortFunc: (_c, x: Iface, cmp: Iface) => {
        const s = x.v as Slice | null;
        const f = cmp.v as CmpFn;
        if (s !== null)
          pdqsort(
            sliceLessSwap(s, (a, b) => f(a, b) < 0),
            s.len,
          );
      },
      sortStableFunc: (_c, x: Iface, cmp: Iface) => {
        const s = x.v as Slice | null;
        const f = cmp.v as CmpFn;
        if (s !== null)
          stableSort(
            sliceLessSwap(s, (a, b) => f(a, b) < 0),
            s.len,
          );
      },
    },
  };
  return pkg;
}
