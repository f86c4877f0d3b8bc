// package sort: Interface-based and slice sorting with Go's own algorithms (sortcore.ts).

import type { NativeContext, NativePackage } from '../../interp/native.ts';
import { GoPanic } from '../../interp/panic.ts';
import { tString } from '../../interp/rtype.ts';
import { Iface, type Slice } from '../../interp/values.ts';
import { type LessSwap, orderedCompare, pdqsort, stableSort } from './sortcore.ts';

const src = `package sort

type Interface interface {
	Len() int
	Less(i, j int) bool
	Swap(i, j int)
}

func Sort(data Interface)
func Stable(data Interface)

func IsSorted(data Interface) bool {
	n := data.Len()
	for i := n - 1; i > 0; i-- {
		if data.Less(i, i-1) {
			return false
		}
	}
	return true
}

func Slice(x any, less func(i, j int) bool)
func SliceStable(x any, less func(i, j int) bool)

func SliceIsSorted(x any, less func(i, j int) bool) bool {
	n := lenOf(x)
	for i := n - 1; i > 0; i-- {
		if less(i, i-1) {
			return false
		}
	}
	return true
}

func lenOf(x any) int

type reverse struct {
	Interface
}

func (r reverse) Less(i, j int) bool {
	return r.Interface.Less(j, i)
}

func Reverse(data Interface) Interface {
	return &reverse{data}
}

func Search(n int, f func(int) bool) int {
	i, j := 0, n
	for i < j {
		h := int(uint(i+j) >> 1)
		if !f(h) {
			i = h + 1
		} else {
			j = h
		}
	}
	return i
}

func Find(n int, cmp func(int) int) (i int, found bool) {
	i, j := 0, n
	for i < j {
		h := int(uint(i+j) >> 1)
		if cmp(h) > 0 {
			i = h + 1
		} else {
			j = h
		}
	}
	return i, i < n && cmp(i) == 0
}

func SearchInts(a []int, x int) int {
	return Search(len(a), func(i int) bool { return a[i] >= x })
}

func SearchFloat64s(a []float64, x float64) int {
	return Search(len(a), func(i int) bool { return a[i] >= x })
}

func SearchStrings(a []string, x string) int {
	return Search(len(a), func(i int) bool { return a[i] >= x })
}

type IntSlice []int

func (x IntSlice) Len() int           { return len(x) }
func (x IntSlice) Less(i, j int) bool { return x[i] < x[j] }
func (x IntSlice) Swap(i, j int)      { x[i], x[j] = x[j], x[i] }
func (x IntSlice) Sort()              { sortOrdered(x) }
func (x IntSlice) Search(v int) int   { return SearchInts(x, v) }

type Float64Slice []float64

func (x Float64Slice) Len() int { return len(x) }
func (x Float64Slice) Less(i, j int) bool {
	return x[i] < x[j] || (x[i] != x[i] && x[j] == x[j])
}
func (x Float64Slice) Swap(i, j int)        { x[i], x[j] = x[j], x[i] }
func (x Float64Slice) Sort()                { sortOrdered(x) }
func (x Float64Slice) Search(v float64) int { return SearchFloat64s(x, v) }

type StringSlice []string

func (x StringSlice) Len() int            { return len(x) }
func (x StringSlice) Less(i, j int) bool  { return x[i] < x[j] }
func (x StringSlice) Swap(i, j int)       { x[i], x[j] = x[j], x[i] }
func (x StringSlice) Sort()               { sortOrdered(x) }
func (x StringSlice) Search(v string) int { return SearchStrings(x, v) }

func sortOrdered(x any)

func Ints(x []int) {
	sortOrdered(x)
}

func Float64s(x []float64) {
	sortOrdered(x)
}

func Strings(x []string) {
	sortOrdered(x)
}

func IntsAreSorted(x []int) bool {
	return IsSorted(IntSlice(x))
}

func Float64sAreSorted(x []float64) bool {
	return IsSorted(Float64Slice(x))
}

func StringsAreSorted(x []string) bool {
	return IsSorted(StringSlice(x))
}
`;

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
