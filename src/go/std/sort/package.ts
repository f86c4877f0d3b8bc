// package sort: Interface-based and slice sorting with Go's own algorithms (sortcore.ts).

import type { NativeContext, NativePackage } from '../../interp/native.ts';
import { GoPanic } from '../../interp/panic.ts';
import { tString } from '../../interp/rtype.ts';
import { Iface, type Slice } from '../../interp/values.ts';
import src from './sort.go?raw';
import { type LessSwap, orderedCompare, pdqsort, stableSort } from './sortcore.ts';

/** less/swap over a slice's window with an element comparator (swaps move the element values). */
export function sliceLessSwap(s: Slice, less: (a: any, b: any) => boolean): LessSwap {
  const { arr, off } = s;
  return {
    less: (i, j) => less(arr[off + i], arr[off + j]),
    swap: (i, j) => {
      const t = arr[off + i];
      arr[off + i] = arr[off + j];
      arr[off + j] = t;
    },
  };
}

/** Sort a slice of an ordered element type; equal elements are indistinguishable, so the host sort is exact. */
export function sortOrderedSlice(s: Slice | null): void {
  if (s === null || s.len < 2) return;
  const w = s.arr.slice(s.off, s.off + s.len).sort(orderedCompare);
  for (let i = 0; i < w.length; i++) s.arr[s.off + i] = w[i];
}

function indexLessSwap(s: Slice, less: (i: number, j: number) => boolean): LessSwap {
  const { arr, off } = s;
  return {
    less: (i, j) => less(i, j),
    swap: (i, j) => {
      const t = arr[off + i];
      arr[off + i] = arr[off + j];
      arr[off + j] = t;
    },
  };
}

function ifaceLessSwap(ctx: NativeContext, data: Iface): LessSwap {
  const less = ctx.lookupMethod(data.t, 'Less')!;
  const swap = ctx.lookupMethod(data.t, 'Swap')!;
  return { less: (i, j) => less.fn(data.v, i, j), swap: (i, j) => swap.fn(data.v, i, j) };
}

/** The slice inside sort.Slice's `any` argument; anything else panics as reflect.Swapper does. */
function sliceArg(x: Iface | null): Slice | null {
  if (x === null) throw new GoPanic(new Iface(tString, 'reflect: call of Swapper on zero Value'));
  if (x.t.kind !== 'slice')
    throw new GoPanic(new Iface(tString, `reflect: call of Swapper on ${x.t.kind} Value`));
  return x.v as Slice | null;
}

let pkg: NativePackage | undefined;

export function sortPackage(): NativePackage {
  pkg ??= {
    path: 'sort',
    files: [{ name: 'sort.go', src }],
    natives: {
      Sort: (ctx, data: Iface) => {
        const n = Number(ctx.callMethod(data, 'Len'));
        pdqsort(ifaceLessSwap(ctx, data), n);
      },
      Stable: (ctx, data: Iface) => {
        const n = Number(ctx.callMethod(data, 'Len'));
        stableSort(ifaceLessSwap(ctx, data), n);
      },
      Slice: (_c, x: Iface | null, less: (i: number, j: number) => boolean) => {
        const s = sliceArg(x);
        if (s !== null) pdqsort(indexLessSwap(s, less), s.len);
      },
      SliceStable: (_c, x: Iface | null, less: (i: number, j: number) => boolean) => {
        const s = sliceArg(x);
        if (s !== null) stableSort(indexLessSwap(s, less), s.len);
      },
      lenOf: (_c, x: Iface) => (x.v === null ? 0 : (x.v as Slice).len),
      sortOrdered: (_c, x: Iface) => sortOrderedSlice(x.v as Slice | null),
    },
  };
  return pkg;
}
