// Fake but stable heap addresses for fmt's %p, pointers printed below the top level, and the
// runtime's `panic: (*main.T) 0x…` line (the same value prints the same address in all three, as in
// gc). Real Go prints machine addresses (0xc000012080); these look alike, stay the same within a
// run and are numbered from its start (state.ts RunState.addresses): a run prints what it would
// print alone, so two runs of one program give the same output.

import { R } from './state.ts';
import { ElemRef, FieldRef } from './values.ts';

function numberOf(o: object): number {
  const a = R.addresses;
  let n = a.ids.get(o);
  if (n === undefined) a.ids.set(o, (n = a.next++));
  return n;
}

export function addressOf(o: unknown): bigint {
  if (o === null || o === undefined) return 0n;
  let base: object;
  let off = 0;
  if (o instanceof ElemRef) {
    base = o.arr;
    // a typed backing array's own element size (bytes: &b[i+1] is one past &b[i], as in gc)
    off =
      o.i *
      (ArrayBuffer.isView(o.arr) ? (o.arr as unknown as { BYTES_PER_ELEMENT: number }).BYTES_PER_ELEMENT : 8);
  } else if (o instanceof FieldRef) {
    base = o.obj;
    off = 8 + (Math.abs(hashString(o.key)) % 32) * 8;
  } else if (typeof o === 'object' || typeof o === 'function') base = o as object;
  else return 0n;
  return 0xc000010000n + BigInt(numberOf(base)) * 0x100n + BigInt(off);
}

function hashString(s: string): number {
  let h = 0;
  for (let i = 0; i < s.length; i++) h = (h * 31 + s.charCodeAt(i)) | 0;
  return h;
}
