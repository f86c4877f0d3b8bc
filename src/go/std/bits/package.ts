// package math/bits: natives on 64-bit values (canonical number|bigint hybrids) and narrow ones.

import type { NativePackage } from '../../interp/native.ts';
import { divideByZero, runtimeError } from '../../interp/panic.ts';
import src from './bits.go?raw';

const big = (x: number | bigint) => BigInt.asUintN(64, BigInt(x));
const canon = (b: bigint) => (b <= 9007199254740991n ? Number(b) : b);

let pkg: NativePackage | undefined;

export function bitsPackage(): NativePackage {
  pkg ??= {
    path: 'math/bits',
    files: [{ name: 'bits.go', src }],
    natives: {
      Mul64: (_c, x: number | bigint, y: number | bigint) => {
        const p = big(x) * big(y);
        return [canon(p >> 64n), canon(BigInt.asUintN(64, p))];
      },
      Add64: (_c, x: number | bigint, y: number | bigint, carry: number | bigint) => {
        const s = big(x) + big(y) + big(carry);
        return [canon(BigInt.asUintN(64, s)), s >> 64n ? 1 : 0];
      },
      Sub64: (_c, x: number | bigint, y: number | bigint, borrow: number | bigint) => {
        const d = big(x) - big(y) - big(borrow);
        return [canon(BigInt.asUintN(64, d)), d < 0n ? 1 : 0];
      },
      Div64: (_c, hi: number | bigint, lo: number | bigint, y: number | bigint) => {
        const yy = big(y);
        if (yy === 0n) throw divideByZero();
        if (yy <= big(hi)) throw runtimeError('errorString', 'integer overflow');
        const n = (big(hi) << 64n) | big(lo);
        return [canon(n / yy), canon(n % yy)];
      },
      TrailingZeros64: (_c, x: number | bigint) => {
        let v = big(x);
        if (v === 0n) return 64;
        let n = 0;
        while ((v & 1n) === 0n) {
          v >>= 1n;
          n++;
        }
        return n;
      },
      OnesCount64: (_c, x: number | bigint) => {
        let v = big(x);
        let n = 0;
        while (v !== 0n) {
          n += Number(v & 1n);
          v >>= 1n;
        }
        return n;
      },
      Len64: (_c, x: number | bigint) => {
        const v = big(x);
        return v === 0n ? 0 : v.toString(2).length;
      },
      RotateLeft64: (_c, x: number | bigint, k: number | bigint) => {
        const v = big(x);
        const s = BigInt.asUintN(64, BigInt(k)) & 63n;
        return canon(BigInt.asUintN(64, (v << s) | (v >> (64n - s))));
      },
      Reverse64: (_c, x: number | bigint) => {
        const s = big(x).toString(2).padStart(64, '0');
        return canon(BigInt(`0b${[...s].reverse().join('')}`));
      },
      ReverseBytes64: (_c, x: number | bigint) => {
        const s = big(x).toString(16).padStart(16, '0');
        let out = '';
        for (let i = 14; i >= 0; i -= 2) out += s.substring(i, i + 2);
        return canon(BigInt(`0x${out}`));
      },
    },
  };
  return pkg;
}
