// package math/big: the Int type over JS bigint (arbitrary precision, exact), with the common API
// (arithmetic with Go's truncated Quo/Rem and Euclidean Div/Mod, Exp with modulus, Cmp, SetString in
// bases 2..62 with prefixes for base 0, Text/String/Format for fmt's %d %s %v %x %X %o %b). The value
// lives in an unexported field that only these natives touch. Rat is Go source over Int (rat.go);
// Float is Go source (float.go) over natives in float.ts.

import type { NativeContext, NativePackage } from '../../../interp/native.ts';
import { nilDeref } from '../../../interp/panic.ts';
import { canon } from '../../internal/conv.ts';
import src from './big.go?raw';
import floatSrc from './float.go?raw';
import * as F from './float.ts';
import ratSrc from './rat.go?raw';

interface BigIntObj {
  v: number | bigint;
}

const B = (x: BigIntObj): bigint => (typeof x.v === 'bigint' ? x.v : BigInt(x.v));

function set(z: BigIntObj, v: bigint): BigIntObj {
  z.v = v;
  return z;
}

function divByZero(ctx: NativeContext): never {
  throw ctx.panic(ctx.errorf('division by zero'));
}

const DIGITS = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

function toText(v: bigint, base: number): string {
  if (base <= 36) return v.toString(base);
  let n = v < 0n ? -v : v;
  const b = BigInt(base);
  let s = '';
  do {
    s = DIGITS[Number(n % b)] + s;
    n /= b;
  } while (n > 0n);
  return v < 0n ? `-${s}` : s;
}

/**
 * Int.SetString as go1.23's setFromScanner over Int.scan and nat.scan (natconv.go): an optional
 * sign, with base 0 a 0b/0o/0x or plain 0 (octal) prefix and '_' separators between digits; the
 * digits stop at the first byte that is not one. On failure gc leaves z holding what it read:
 * `abs` is the magnitude then (undefined: z untouched, an empty string), `neg` the sign when gc
 * sets it (undefined: z keeps its sign, a malformed number).
 */
function parse(s: string, base: number): { ok: boolean; abs?: bigint; neg?: boolean } {
  if (s.length === 0) return { ok: false };
  let i = 0;
  let neg = false;
  if (s[0] === '-' || s[0] === '+') {
    neg = s[0] === '-';
    i++;
  }
  let prev = '.';
  let invalSep = false;
  let count = 0;
  let b = base;
  let prefix = '';
  if (base === 0) {
    b = 10;
    if (s[i] === '0') {
      prev = '0';
      count = 1;
      i++;
      if (i < s.length) {
        const c = s[i].toLowerCase();
        if (c === 'b') [b, prefix] = [2, 'b'];
        else if (c === 'o') [b, prefix] = [8, 'o'];
        else if (c === 'x') [b, prefix] = [16, 'x'];
        else [b, prefix] = [8, '0'];
        count = 0;
        if (prefix !== '0') i++;
      }
    }
  }
  let v = 0n;
  const bb = BigInt(b);
  for (; i < s.length; i++) {
    const ch = s[i];
    if (ch === '_' && base === 0) {
      if (prev !== '0') invalSep = true;
      prev = '_';
      continue;
    }
    let d = DIGITS.indexOf(ch);
    if (d >= 36 && b <= 36) d -= 26;
    if (d < 0 || d >= b) break;
    prev = '0';
    count++;
    v = v * bb + BigInt(d);
  }
  let bad = invalSep || prev === '_';
  if (count === 0) {
    if (prefix === '0') v = 0n;
    else bad = true;
  }
  if (bad) return { ok: false, abs: v };
  return { ok: i === s.length, abs: v, neg: v !== 0n && neg };
}

function isqrt(n: bigint): bigint {
  if (n < 2n) return n;
  let x = BigInt(Math.floor(Math.sqrt(Number(n))));
  for (;;) {
    const y = (x + n / x) >> 1n;
    if (y >= x && x * x <= n && (x + 1n) * (x + 1n) > n) return x;
    x = y;
  }
}

function modPow(b: bigint, e: bigint, m: bigint): bigint {
  let r = 1n;
  let base = ((b % m) + m) % m;
  let x = e;
  while (x > 0n) {
    if (x & 1n) r = (r * base) % m;
    base = (base * base) % m;
    x >>= 1n;
  }
  return r % m;
}

function egcd(a: bigint, b: bigint): [bigint, bigint, bigint] {
  let [oldR, r] = [a, b];
  let [oldS, s] = [1n, 0n];
  let [oldT, t] = [0n, 1n];
  while (r !== 0n) {
    const q = oldR / r;
    [oldR, r] = [r, oldR - q * r];
    [oldS, s] = [s, oldS - q * s];
    [oldT, t] = [t, oldT - q * t];
  }
  return [oldR, oldS, oldT];
}

function isPrime(n: bigint): boolean {
  if (n < 2n) return false;
  for (const p of [2n, 3n, 5n, 7n, 11n, 13n, 17n, 19n, 23n, 29n, 31n, 37n]) {
    if (n === p) return true;
    if (n % p === 0n) return false;
  }
  let d = n - 1n;
  let r = 0;
  while ((d & 1n) === 0n) {
    d >>= 1n;
    r++;
  }
  // Deterministic Miller-Rabin bases for n < 3.3e24; beyond that, a strong probable-prime test.
  outer: for (const a of [2n, 3n, 5n, 7n, 11n, 13n, 17n, 19n, 23n, 29n, 31n, 37n, 41n]) {
    let x = modPow(a, d, n);
    if (x === 1n || x === n - 1n) continue;
    for (let i = 1; i < r; i++) {
      x = (x * x) % n;
      if (x === n - 1n) continue outer;
    }
    return false;
  }
  return true;
}

const M64 = (1n << 64n) - 1n;

/** A Float native whose pointer arguments gc would dereference: nil is a nil dereference. */
function nn<A extends unknown[], R>(f: (c: NativeContext, ...a: A) => R): (c: NativeContext, ...a: A) => R {
  return (c, ...a) => {
    for (const v of a) if (v === null) throw nilDeref();
    return f(c, ...a);
  };
}

let pkg: NativePackage | undefined;

export function bigPackage(): NativePackage {
  pkg ??= {
    path: 'math/big',
    files: [
      { name: 'int.go', src },
      { name: 'rat.go', src: ratSrc },
      { name: 'float.go', src: floatSrc },
    ],
    natives: {
      '*Int.SetInt64': (_c, z: BigIntObj, x: number | bigint) => set(z, BigInt(x)),
      '*Int.SetUint64': (_c, z: BigIntObj, x: number | bigint) => set(z, BigInt(x)),
      '*Int.Set': (_c, z: BigIntObj, x: BigIntObj) => set(z, B(x)),
      '*Int.setBytes': (_c, z: BigIntObj, b: string) => {
        let v = 0n;
        for (let i = 0; i < b.length; i++) v = (v << 8n) | BigInt(b.charCodeAt(i));
        return set(z, v);
      },
      '*Int.bytes': (_c, x: BigIntObj) => {
        let v = B(x) < 0n ? -B(x) : B(x);
        let s = '';
        for (; v > 0n; v >>= 8n) s = String.fromCharCode(Number(v & 255n)) + s;
        return s;
      },
      '*Int.SetBit': (_c, z: BigIntObj, x: BigIntObj, i: number, b: number) => {
        const m = 1n << BigInt(i);
        return set(z, b ? B(x) | m : B(x) & ~m);
      },
      '*Int.setString': (_c, z: BigIntObj, s: string, base: number) => {
        const r = parse(s, Number(base));
        if (r.abs !== undefined) {
          const neg = r.neg ?? B(z) < 0n;
          z.v = neg ? -r.abs : r.abs;
        }
        return r.ok;
      },
      '*Int.Add': (_c, z: BigIntObj, x: BigIntObj, y: BigIntObj) => set(z, B(x) + B(y)),
      '*Int.Sub': (_c, z: BigIntObj, x: BigIntObj, y: BigIntObj) => set(z, B(x) - B(y)),
      '*Int.Mul': (_c, z: BigIntObj, x: BigIntObj, y: BigIntObj) => set(z, B(x) * B(y)),
      '*Int.Quo': (c, z: BigIntObj, x: BigIntObj, y: BigIntObj) => {
        if (B(y) === 0n) divByZero(c);
        return set(z, B(x) / B(y));
      },
      '*Int.Rem': (c, z: BigIntObj, x: BigIntObj, y: BigIntObj) => {
        if (B(y) === 0n) divByZero(c);
        return set(z, B(x) % B(y));
      },
      '*Int.Div': (c, z: BigIntObj, x: BigIntObj, y: BigIntObj) => {
        const a = B(x);
        const b = B(y);
        if (b === 0n) divByZero(c);
        let q = a / b;
        if (a % b < 0n) q = b > 0n ? q - 1n : q + 1n;
        return set(z, q);
      },
      '*Int.Mod': (c, z: BigIntObj, x: BigIntObj, y: BigIntObj) => {
        const b = B(y);
        if (b === 0n) divByZero(c);
        let m = B(x) % b;
        if (m < 0n) m += b < 0n ? -b : b;
        return set(z, m);
      },
      '*Int.Neg': (_c, z: BigIntObj, x: BigIntObj) => set(z, -B(x)),
      '*Int.Abs': (_c, z: BigIntObj, x: BigIntObj) => set(z, B(x) < 0n ? -B(x) : B(x)),
      '*Int.Exp': (_c, z: BigIntObj, x: BigIntObj, y: BigIntObj, m: BigIntObj | null) => {
        const e = B(y);
        const mod = m === null ? 0n : B(m);
        if (e < 0n) return set(z, 1n);
        if (mod === 0n) return set(z, B(x) ** e);
        const mm = mod < 0n ? -mod : mod;
        return set(z, modPow(B(x), e, mm));
      },
      '*Int.Sqrt': (c, z: BigIntObj, x: BigIntObj) => {
        if (B(x) < 0n) throw c.panic(c.errorf('square root of negative number'));
        return set(z, isqrt(B(x)));
      },
      '*Int.Lsh': (_c, z: BigIntObj, x: BigIntObj, n: number) => set(z, B(x) << BigInt(n)),
      '*Int.Rsh': (_c, z: BigIntObj, x: BigIntObj, n: number) => set(z, B(x) >> BigInt(n)),
      '*Int.And': (_c, z: BigIntObj, x: BigIntObj, y: BigIntObj) => set(z, B(x) & B(y)),
      '*Int.Or': (_c, z: BigIntObj, x: BigIntObj, y: BigIntObj) => set(z, B(x) | B(y)),
      '*Int.Xor': (_c, z: BigIntObj, x: BigIntObj, y: BigIntObj) => set(z, B(x) ^ B(y)),
      '*Int.Not': (_c, z: BigIntObj, x: BigIntObj) => set(z, ~B(x)),
      '*Int.GCD': (
        _c,
        z: BigIntObj,
        x: BigIntObj | null,
        y: BigIntObj | null,
        a: BigIntObj,
        b: BigIntObj,
      ) => {
        const av = B(a);
        const bv = B(b);
        if (av <= 0n || bv <= 0n) {
          if (x !== null) x.v = 0n;
          if (y !== null) y.v = 0n;
          return set(z, av === 0n ? (bv < 0n ? -bv : bv) : bv === 0n ? (av < 0n ? -av : av) : 0n);
        }
        const [g, s, t] = egcd(av, bv);
        if (x !== null) x.v = s;
        if (y !== null) y.v = t;
        return set(z, g);
      },
      '*Int.ModInverse': (_c, z: BigIntObj, g: BigIntObj, n: BigIntObj) => {
        let nv = B(n);
        if (nv < 0n) nv = -nv;
        const gv = ((B(g) % nv) + nv) % nv;
        const [d, s] = egcd(gv, nv);
        if (d !== 1n) return null;
        return set(z, ((s % nv) + nv) % nv);
      },
      '*Int.MulRange': (_c, z: BigIntObj, a: number | bigint, b: number | bigint) => {
        const lo = BigInt(a);
        const hi = BigInt(b);
        if (lo > hi) return set(z, 1n);
        if (lo <= 0n && hi >= 0n) return set(z, 0n);
        let p = 1n;
        for (let i = lo; i <= hi; i++) p *= i;
        return set(z, p);
      },
      '*Int.Binomial': (_c, z: BigIntObj, n: number | bigint, k: number | bigint) => {
        const nn = BigInt(n);
        let kk = BigInt(k);
        if (kk > nn) return set(z, 0n);
        if (kk > nn - kk) kk = nn - kk;
        let r = 1n;
        for (let i = 1n; i <= kk; i++) r = (r * (nn - kk + i)) / i;
        return set(z, r);
      },
      '*Int.Cmp': (_c, x: BigIntObj, y: BigIntObj) => (B(x) < B(y) ? -1 : B(x) > B(y) ? 1 : 0),
      '*Int.CmpAbs': (_c, x: BigIntObj, y: BigIntObj) => {
        const a = B(x) < 0n ? -B(x) : B(x);
        const b = B(y) < 0n ? -B(y) : B(y);
        return a < b ? -1 : a > b ? 1 : 0;
      },
      '*Int.Sign': (_c, x: BigIntObj) => (B(x) < 0n ? -1 : B(x) > 0n ? 1 : 0),
      '*Int.Int64': (_c, x: BigIntObj) => canon(BigInt.asIntN(64, B(x))),
      // go1.23 low64(x.abs): the magnitude's low 64 bits, whatever the sign.
      '*Int.Uint64': (_c, x: BigIntObj) => canon((B(x) < 0n ? -B(x) : B(x)) & M64),
      '*Int.IsInt64': (_c, x: BigIntObj) => BigInt.asIntN(64, B(x)) === B(x),
      '*Int.IsUint64': (_c, x: BigIntObj) => B(x) >= 0n && B(x) <= M64,
      '*Int.BitLen': (_c, x: BigIntObj) => {
        const v = B(x) < 0n ? -B(x) : B(x);
        return v === 0n ? 0 : v.toString(2).length;
      },
      '*Int.Bit': (_c, x: BigIntObj, i: number) => Number((B(x) >> BigInt(i)) & 1n),
      '*Int.TrailingZeroBits': (_c, x: BigIntObj) => {
        let v = B(x) < 0n ? -B(x) : B(x);
        if (v === 0n) return 0;
        let n = 0;
        while ((v & 1n) === 0n) {
          v >>= 1n;
          n++;
        }
        return n;
      },
      '*Int.ProbablyPrime': (_c, x: BigIntObj) => isPrime(B(x)),
      '*Int.Text': (_c, x: BigIntObj | null, base: number) =>
        x === null ? '<nil>' : toText(B(x), Number(base)),
      '*Int.AndNot': (_c, z: BigIntObj, x: BigIntObj, y: BigIntObj) => set(z, B(x) & ~B(y)),
      '*Float.round': nn((_c, z: F.FloatObj, sbit: number) => F.round(z, sbit)),

      '*Float.MinPrec': nn((_c, x: F.FloatObj) => F.minPrec(x)),

      '*Float.setUint64': nn((_c, z: F.FloatObj, neg: boolean, x: number | bigint) => {
        F.setBits(z, neg, BigInt.asUintN(64, BigInt(x)), 64);
        return z;
      }),

      '*Float.setFloat64': nn((_c, z: F.FloatObj, x: number) => F.setFloat64(z, x)),

      '*Float.setInt': nn((_c, z: F.FloatObj, x: BigIntObj) => F.setInt(z, B(x))),

      '*Float.Set': nn((_c, z: F.FloatObj, x: F.FloatObj) => {
        F.set(z, x);
        return z;
      }),

      '*Float.Uint64': nn((_c, x: F.FloatObj) => F.toUint64(x)),

      '*Float.Int64': nn((_c, x: F.FloatObj) => F.toInt64(x)),

      '*Float.Float64': nn((_c, x: F.FloatObj) => F.toFloat(x, 52, -1022, 1023)),

      '*Float.Float32': nn((_c, x: F.FloatObj) => F.toFloat(x, 23, -126, 127)),

      '*Float.intInto': nn((_c, x: F.FloatObj, z: BigIntObj) => {
        const [v, acc] = F.toInt(x);
        z.v = v;
        return acc;
      }),

      '*Float.ratInto': nn((_c, x: F.FloatObj, a: BigIntObj, b: BigIntObj) => {
        [a.v, b.v] = F.toRat(x);
      }),

      '*Float.add': nn((_c, z: F.FloatObj, x: F.FloatObj, y: F.FloatObj, sub: boolean) =>
        F.add(z, x, y, sub),
      ),

      '*Float.mul': nn((_c, z: F.FloatObj, x: F.FloatObj, y: F.FloatObj) => F.mul(z, x, y)),

      '*Float.quo': nn((_c, z: F.FloatObj, x: F.FloatObj, y: F.FloatObj) => F.quo(z, x, y)),

      '*Float.sqrt': nn((_c, z: F.FloatObj, x: F.FloatObj) => F.sqrt(z, x)),

      '*Float.Cmp': nn((_c, x: F.FloatObj, y: F.FloatObj) => F.cmp(x, y)),

      '*Float.text': nn((_c, x: F.FloatObj, format: number, prec: number) =>
        F.text(x, String.fromCharCode(format), Number(prec)),
      ),

      '*Float.scanned': nn(
        (
          _c,
          z: F.FloatObj,
          neg: boolean,
          digits: string,
          b: number,
          fcount: number,
          exp: number | bigint,
          ebase: number,
        ) => F.scanned(z, neg, digits, Number(b), Number(fcount), Number(exp), Number(ebase)),
      ),
      '*Int.Float64': (_c, x: BigIntObj) => {
        const f = Number(B(x));
        const back = Number.isFinite(f) ? BigInt(f) : 0n;
        return [f, back === B(x) ? 0 : back < B(x) ? -1 : 1];
      },
    },
  };
  return pkg;
}
