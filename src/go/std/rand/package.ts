// package math/rand with Go's own source (go/src/math/rand/rng.go: an additive lagged Fibonacci
// generator, 607 words, tap 273, seeded through seedrand from the rngCooked table), so
// rand.New(rand.NewSource(seed)) prints what Go prints. The Rand methods are Go's algorithms.
// The top-level functions use a source seeded with 1 (real Go 1.20+ seeds them randomly, so no
// program can depend on their values; rand.Seed makes them deterministic as in go1.23).

import type { NativePackage } from '../../interp/native.ts';
import { Slice } from '../../interp/values.ts';
import { RNG_COOKED_HEX } from './cooked.ts';
import src from './rand.go?raw';

const LEN = 607;
const TAP = 273;
const INT32MAX = 2147483647;

let cooked: Uint32Array | undefined;
/** rngCooked as (hi, lo) 32-bit pairs. */
function cookedWords(): Uint32Array {
  if (cooked === undefined) {
    cooked = new Uint32Array(2 * LEN);
    for (let i = 0; i < 2 * LEN; i++) cooked[i] = Number.parseInt(RNG_COOKED_HEX.slice(8 * i, 8 * i + 8), 16);
  }
  return cooked;
}

/** rng.go seedrand: x[n+1] = 48271 * x[n] mod (2**31 - 1). */
function seedrand(x: number): number {
  const hi = Math.trunc(x / 44488);
  const lo = x % 44488;
  let r = 48271 * lo - 3399 * hi;
  if (r < 0) r += INT32MAX;
  return r;
}

interface RngSource {
  tap: number;
  feed: number;
  vec: Slice | null;
}

function words(s: RngSource): any[] {
  return s.vec!.arr as any[]; // a []int64: always a JS array
}

function seed(s: RngSource, seedV: number | bigint): void {
  s.tap = 0;
  s.feed = LEN - TAP;
  let sd = Number(BigInt(seedV) % BigInt(INT32MAX));
  if (sd < 0) sd += INT32MAX;
  if (sd === 0) sd = 89482311;
  const c = cookedWords();
  const vec = new Array<number>(2 * LEN);
  let x = sd;
  for (let i = -20; i < LEN; i++) {
    x = seedrand(x);
    if (i >= 0) {
      // u = x<<40 ^ x'<<20 ^ x''  (x < 2^31), split into 32-bit halves
      let u = BigInt(x) << 40n;
      x = seedrand(x);
      u ^= BigInt(x) << 20n;
      x = seedrand(x);
      u ^= BigInt(x);
      vec[2 * i] = (Number(u >> 32n) ^ c[2 * i]) >>> 0;
      vec[2 * i + 1] = (Number(u & 0xffffffffn) ^ c[2 * i + 1]) >>> 0;
    }
  }
  s.vec = Slice.of(vec);
}

/** One step; returns the new word as [hi, lo]. */
function step(s: RngSource): [number, number] {
  if (s.vec === null) seed(s, 1);
  if (--s.tap < 0) s.tap += LEN;
  if (--s.feed < 0) s.feed += LEN;
  const v = words(s);
  const f = 2 * s.feed;
  const t = 2 * s.tap;
  const lo = (v[f + 1] + v[t + 1]) >>> 0;
  const carry = lo < v[f + 1] ? 1 : 0;
  const hi = (v[f] + v[t] + carry) >>> 0;
  v[f] = hi;
  v[f + 1] = lo;
  return [hi, lo];
}

/** A uint64 / int64 hybrid (number when safe) from 32-bit halves (hi < 2^32 non-negative). */
function hybrid(hi: number, lo: number): number | bigint {
  if (hi < 0x200000) return hi * 0x100000000 + lo;
  return (BigInt(hi) << 32n) | BigInt(lo);
}

let pkg: NativePackage | undefined;

export function randPackage(): NativePackage {
  pkg ??= {
    path: 'math/rand',
    files: [{ name: 'rand.go', src }],
    natives: {
      '*rngSource.Seed': (_c, s: RngSource, sd: number | bigint) => seed(s, sd),
      '*rngSource.Uint64': (_c, s: RngSource) => {
        const [hi, lo] = step(s);
        return hybrid(hi, lo);
      },
      '*rngSource.Int63': (_c, s: RngSource) => {
        const [hi, lo] = step(s);
        return hybrid(hi & 0x7fffffff, lo);
      },
    },
  };
  return pkg;
}
