// Small conversions between Go runtime values and JS values, shared by the std natives.

import { bytesToString, stringToBytes } from '../../interp/strings.ts';
import { type Slice, Slice as SliceClass } from '../../interp/values.ts';

/** Contents of a []byte (nil → '') as a Go byte string. */
export function bytesOf(s: Slice | null): string {
  if (s === null) return '';
  return bytesToString(s.arr, s.off, s.len);
}

/** A fresh []byte holding the bytes of a Go byte string. */
export function bytesSlice(s: string): Slice {
  return SliceClass.of(stringToBytes(s));
}

/** A fresh slice over a JS array (takes ownership). */
export function sliceOf(arr: any[]): Slice {
  return SliceClass.of(arr);
}

/** Elements of a slice (nil → []) as a new JS array. */
export function elems(s: Slice | null): any[] {
  return s === null ? [] : s.toArray();
}

/** Canonical int64 hybrid from a bigint. */
export { canon } from '../../interp/int64.ts';

/** An int argument (hybrid) as a JS number (ints beyond 2^53 lose precision, used for sizes). */
export function num(v: number | bigint): number {
  return typeof v === 'number' ? v : Number(v);
}
