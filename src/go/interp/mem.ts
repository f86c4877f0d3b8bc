// The memory budget: a deterministic stand-in for Go's heap limit.
//
// Allocation sites (make, append's growth, new and composite literals, struct copies, string
// concatenation and conversions, new map entries, goroutines) `charge` their estimated size against
// `R.heapLeft` (state.ts). When it runs out, `collect` measures what the program can still reach —
// package variables, every goroutine's frames up to its call depth, closure environments — as a
// garbage collector's mark phase would, and stops the run with gc's out-of-memory error when that
// plus the pending allocation exceeds the budget; otherwise the next check comes after the program
// allocates as much again as is live (GOGC=100's pacing, at least `MIN_PACE`). Sizes are those of
// the interpreter's representation (a JS array slot is 8 bytes whatever the Go element type), so the
// budget bounds the host's memory, and the same program stops at the same allocation every time:
// the measurement depends only on the program's values, never on the JS engine's collector.

import { GONE } from './hashtable.ts';
import { FatalError } from './panic.ts';
import { Chan } from './sched.ts';
import { type CallSite, captureSites, GOROUTINE_BYTES, MAP_ENTRY_BYTES, R, type RunState } from './state.ts';
import { Cell, ElemRef, FieldRef, GoMap, Iface, SLAB_MAX, SLAB_MIN, Slice, slabBytes } from './values.ts';

/** The least allocation between two measurements, so small heaps are not measured constantly. */
const MIN_PACE = 32 << 20;
/** Strings at least this long are counted once however many values share them. */
const SHARED_STRING = 256;

/** What `collect` may need from the run: the roots, and how many goroutines exist. */
export interface HeapRoots {
  /**
   * Package variables, the values in frames, goroutine arguments and anything else the program can
   * reach. Frames are mixed arrays: their values are yielded one by one, not the frames themselves.
   */
  roots(): Iterable<any>;
  goroutines(): number;
}

/** Thrown when the program exceeds its memory budget (run.ts prints gc's report). */
export class OutOfMemory extends FatalError {
  /** The failing goroutine's Go positions, innermost first. */
  readonly sites: CallSite[];
  constructor() {
    super('fatal error: runtime: out of memory\n', 2);
    this.sites = captureSites();
  }
}

/** The run state of a budget (`budget` in bytes; Infinity for none), for R (state.ts). */
export function budgetState(
  budget: number,
  heap: HeapRoots,
): Pick<RunState, 'heapLeft' | 'collect' | 'slab' | 'slabOff'> {
  if (!Number.isFinite(budget))
    return {
      heapLeft: Number.POSITIVE_INFINITY,
      slab: null,
      slabOff: 0,
      collect: () => {
        R.heapLeft = Number.POSITIVE_INFINITY;
      },
    };
  return {
    heapLeft: Math.min(MIN_PACE, budget),
    slab: null,
    slabOff: 0,
    collect: (need) => {
      // The goroutines alone are past the budget (a million blocked ones): no walk can lower that.
      const stacks = heap.goroutines() * GOROUTINE_BYTES;
      if (stacks + need > budget) throw new OutOfMemory();
      const live = liveBytes(heap.roots()) + stacks;
      if (live + need > budget) throw new OutOfMemory();
      R.heapLeft = Math.min(Math.max(live, MIN_PACE), budget - live) - need;
    },
  };
}

/**
 * The estimated bytes reachable from `roots`, each object counted once (an explicit work list: a
 * linked list of millions of nodes must not need a deep JS stack).
 */
export function liveBytes(roots: Iterable<any>): number {
  const seen = new SeenSet();
  const strings = new Set<string>();
  const work: any[] = [];
  for (const r of roots) work.push(r);
  let total = 0;
  while (work.length > 0) {
    const v = work.pop();
    switch (typeof v) {
      case 'string':
        if (v.length >= SHARED_STRING) {
          if (strings.has(v)) continue;
          strings.add(v);
        }
        total += 16 + v.length;
        continue;
      case 'object':
        if (v === null || !seen.add(v)) continue;
        break;
      case 'function':
        if (v.$env === undefined || !seen.add(v)) continue;
        total += 64 + 8 * v.$env.length;
        // A closure's captured values (mixed kinds: each is pushed, see pushElems).
        for (const x of v.$env) work.push(x);
        continue;
      default:
        continue;
    }
    if (Array.isArray(v)) {
      const n = v.length;
      total += 16 + 8 * n;
      pushElems(v, n, work);
    } else if (v instanceof Uint8Array) {
      // A []byte's typed backing array (values.ts Backing): a byte an element, nothing to walk. A
      // view on a slab keeps the whole slab: counted once, in full (values.ts newBytes).
      // (`buffer` is read only at slab sizes: it moves a small array's bytes off the JS heap.)
      const n = v.length;
      total += 16;
      if (n <= SLAB_MIN || n > SLAB_MAX || v.buffer.byteLength === n) total += n;
      else if (seen.add(v.buffer)) total += slabBytes(v.buffer);
    } else if (v instanceof Slice) {
      total += 40;
      work.push(v.arr);
    } else if (v instanceof Cell || v instanceof Iface) {
      total += 32;
      work.push(v.v);
    } else if (v instanceof ElemRef) {
      total += 32;
      work.push(v.arr);
    } else if (v instanceof FieldRef) {
      total += 32;
      work.push(v.obj);
    } else if (v instanceof GoMap) {
      total += 80 + v.size * MAP_ENTRY_BYTES;
      const { ks, vs, os } = v.t;
      for (let e = 0; e < ks.length; e++) {
        const k = ks[e];
        if (k === GONE) continue;
        // A short string counted here as the walk would (a map of many string keys, each pushed and
        // popped, was most of a walk's time).
        if (typeof k === 'string') {
          if (k.length < SHARED_STRING) total += 16 + k.length;
          else work.push(k);
        }
        const x = vs[e];
        if (typeof x === 'string' && x.length < SHARED_STRING) total += 16 + x.length;
        else if (typeof x === 'string' || typeof x === 'object' || typeof x === 'function') work.push(x);
        if (os !== null) work.push(os[e]);
      }
    } else if (v instanceof Chan) {
      total += 96;
      for (const x of v.buffered()) work.push(x);
    } else {
      const proto = Object.getPrototypeOf(v);
      if (proto !== Object.prototype && proto !== null) {
        // A native's own object (a time.Location, a regexp): counted, not walked, so the walk never
        // wanders into the host's structures.
        total += 32;
        continue;
      }
      // A struct.
      let n = 0;
      for (const k in v) {
        n++;
        const x = v[k];
        if (typeof x === 'string' || typeof x === 'object' || typeof x === 'function') work.push(x);
      }
      total += 24 + 8 * n;
    }
  }
  return total;
}

/**
 * Pushes an array's elements that can hold memory. Go's element types make a backing array
 * homogeneous: when its first element is a number, a boolean or a bigint they all are, and the walk
 * skips them (a []byte of millions of elements costs nothing to measure).
 */
function pushElems(v: any[], n: number, work: any[]): void {
  if (n === 0) return;
  const t0 = typeof v[0];
  if (t0 === 'number' || t0 === 'boolean' || t0 === 'bigint') return;
  for (let i = 0; i < n; i++) {
    const x = v[i];
    if (typeof x === 'string' || typeof x === 'object' || typeof x === 'function') {
      if (x !== null) work.push(x);
    }
  }
}

/** A set of objects beyond one JS Set's 2^24 entries. */
class SeenSet {
  private readonly sets: Set<object>[] = [new Set()];
  /** Adds `o`; false when it was there already. */
  add(o: object): boolean {
    const sets = this.sets;
    for (let i = 0; i < sets.length; i++) if (sets[i].has(o)) return false;
    let last = sets[sets.length - 1];
    if (last.size >= 1 << 23) {
      last = new Set();
      sets.push(last);
    }
    last.add(o);
    return true;
  }
}
