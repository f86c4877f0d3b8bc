// strings.Builder's natives. A Builder's text is its Go field `buf` followed by the pieces written
// since the last flush, held beside the Go fields as `$p` (an array of strings) and `$n` (how many
// of its entries are this Builder's).
//
// Why: `buf += s` per write makes a rope node per write that lives as long as the Builder, so a
// program writing 900,000 small pieces (bench/go/strings.go, fasta.go) kept ~30 MB of nodes alive
// through every young-generation collection (GC was a third of the run). Pieces kept in an array
// and joined every FLUSH_AT writes die young; readers (String, Len, Cap, Grow) flush first.
//
// Copies: a Builder copied by value (`c := b`: values.ts clone, or copyInto's Object.assign) takes
// `$p` and `$n` with it and shares the array. Only the Builder whose `addr` is itself may write (the
// copy check), writes only push past its own `$n` (or copy the array first when another holder has
// pushed past it), and a flush replaces the array instead of emptying it, so a copy keeps reading
// the pieces it had. A Builder whose `addr` is nil (zero, Reset, or overwritten by a zero value,
// which leaves the old `$p` behind) has no pending pieces: they are dropped when `addr` is set.

import { GoPanic, nilDeref } from '../../interp/panic.ts';
import { growCap, roundupsize } from '../../interp/rt/slice.ts';
import { tString, tUint8 } from '../../interp/rtype.ts';
import { R } from '../../interp/state.ts';
import { Iface } from '../../interp/values.ts';

/** A Builder as the interpreter holds it: strings.go's fields and the pending pieces. */
export type BuilderObj = {
  addr: BuilderObj | null;
  buf: string;
  cap: number;
  $p?: string[] | null;
  $n?: number;
  /** The text's length in bytes, pending pieces included (for `cap`'s growth without a join). */
  $l?: number;
};

/** Pieces joined into `buf` at a time: one rope node per this many writes. */
const FLUSH_AT = 512;

/** Called when `addr` goes from nil to the Builder: drops what an overwritten value left behind. */
export function begin(b: BuilderObj): void {
  b.$p = null;
  b.$n = 0;
  b.$l = 0;
}

/** builder.go's copyCheck; a nil *Builder faults as the Go method's first field read would. */
export function copyCheck(b: BuilderObj | null): asserts b is BuilderObj {
  if (b === null) throw nilDeref();
  if (b.addr === null) {
    b.addr = b;
    begin(b);
  } else if (b.addr !== b)
    throw new GoPanic(new Iface(tString, 'strings: illegal use of non-zero Builder copied by value'));
}

/**
 * Appends `s` (after copyCheck), charged as state.ts concat charges `buf + s` unless `free` (Write's
 * bytes were charged when they were made).
 */
export function write(b: BuilderObj, s: string, free = false): void {
  if (!free && (R.heapLeft -= 32 + s.length) < 0) R.collect(32 + s.length);
  // Go's Builder appends to a []byte (builder.go): its capacity grows as append's does
  // (runtime/slice.go growslice), which Cap() reports.
  const l = (b.$l ?? 0) + s.length;
  if (l > b.cap) b.cap = growCap(b.cap, l, tUint8);
  b.$l = l;
  let p = b.$p;
  const n = b.$n ?? 0;
  if (p === null || p === undefined) b.$p = p = [];
  else if (p.length !== n) b.$p = p = p.slice(0, n);
  p.push(s);
  if (n + 1 >= FLUSH_AT) {
    b.buf += p.join('');
    b.$p = null;
    b.$n = 0;
  } else b.$n = n + 1;
}

/** The Builder's text, with the pending pieces joined into `buf`. Faults on nil as a field read. */
export function text(b: BuilderObj | null): string {
  if (b === null) throw nilDeref();
  const n = b.$n;
  if (b.addr !== null && n !== undefined && n > 0) {
    const p = b.$p!;
    b.buf += (n === p.length ? p : p.slice(0, n)).join('');
    b.$p = null;
    b.$n = 0;
  }
  return b.buf;
}

/** builder.go's Reset. */
export function reset(b: BuilderObj | null): void {
  if (b === null) throw nilDeref();
  b.addr = null;
  b.buf = '';
  b.cap = 0;
  begin(b);
}

/** bytealg.MakeNoZero's capacity (runtime/slice.go): `n` rounded up to a size class, as Grow allocates. */
export function sizeClass(n: number): number {
  return roundupsize(n, true);
}
