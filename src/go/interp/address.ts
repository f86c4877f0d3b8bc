// Fake but stable heap addresses for fmt's %p, pointers printed below the top level, and the
// runtime's `panic: (*main.T) 0x…` line (the same value prints the same address in all three, as in
// gc). Real Go prints machine addresses (0xc000012080); these look alike and stay the same within a
// run.

import { ElemRef, FieldRef, identityOf } from './values.ts';

export function addressOf(o: unknown): bigint {
  if (o === null || o === undefined) return 0n;
  let base: object;
  let off = 0;
  if (o instanceof ElemRef) {
    base = o.arr;
    off = o.i * 8;
  } else if (o instanceof FieldRef) {
    base = o.obj;
    off = 8 + (Math.abs(hashString(o.key)) % 32) * 8;
  } else if (typeof o === 'object' || typeof o === 'function') base = o as object;
  else return 0n;
  return 0xc000010000n + BigInt(identityOf(base)) * 0x100n + BigInt(off);
}

function hashString(s: string): number {
  let h = 0;
  for (let i = 0; i < s.length; i++) h = (h * 31 + s.charCodeAt(i)) | 0;
  return h;
}
