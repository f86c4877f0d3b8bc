// package math/rand with Go's own source (go/src/math/rand/rng.go: an additive lagged Fibonacci
// generator, 607 words, tap 273, seeded through seedrand from the rngCooked table), so
// rand.New(rand.NewSource(seed)) prints what Go prints. The Rand methods are Go's algorithms.
// The top-level functions use a source seeded with 1 (real Go 1.20+ seeds them randomly, so no
// program can depend on their values; rand.Seed makes them deterministic as in go1.23).

import type { NativePackage } from '../../interp/native.ts';
import { Slice } from '../../interp/values.ts';
import { RNG_COOKED_HEX } from './cooked.ts';

const src = `package rand

type Source interface {
	Int63() int64
	Seed(seed int64)
}

type Source64 interface {
	Source
	Uint64() uint64
}

type rngSource struct {
	tap  int
	feed int
	vec  []uint32
}

func NewSource(seed int64) Source {
	s := &rngSource{}
	s.Seed(seed)
	return s
}

func (s *rngSource) Seed(seed int64)
func (s *rngSource) Uint64() uint64

func (s *rngSource) Int63() int64

type Rand struct {
	src Source
	s64 Source64
}

func New(src Source) *Rand {
	s64, _ := src.(Source64)
	return &Rand{src: src, s64: s64}
}

func (r *Rand) Seed(seed int64) {
	r.src.Seed(seed)
}

func (r *Rand) Int63() int64 {
	return r.src.Int63()
}

func (r *Rand) Uint32() uint32 {
	return uint32(r.Int63() >> 31)
}

func (r *Rand) Uint64() uint64 {
	if r.s64 != nil {
		return r.s64.Uint64()
	}
	return uint64(r.Int63())>>31 | uint64(r.Int63())<<32
}

func (r *Rand) Int31() int32 {
	return int32(r.Int63() >> 32)
}

func (r *Rand) Int() int {
	u := uint(r.Int63())
	return int(u << 1 >> 1)
}

func (r *Rand) Int63n(n int64) int64 {
	if n <= 0 {
		panic("invalid argument to Int63n")
	}
	if n&(n-1) == 0 {
		return r.Int63() & (n - 1)
	}
	max := int64((1 << 63) - 1 - (1<<63)%uint64(n))
	v := r.Int63()
	for v > max {
		v = r.Int63()
	}
	return v % n
}

func (r *Rand) Int31n(n int32) int32 {
	if n <= 0 {
		panic("invalid argument to Int31n")
	}
	if n&(n-1) == 0 {
		return r.Int31() & (n - 1)
	}
	max := int32((1 << 31) - 1 - (1<<31)%uint32(n))
	v := r.Int31()
	for v > max {
		v = r.Int31()
	}
	return v % n
}

func (r *Rand) Intn(n int) int {
	if n <= 0 {
		panic("invalid argument to Intn")
	}
	if n <= 1<<31-1 {
		return int(r.Int31n(int32(n)))
	}
	return int(r.Int63n(int64(n)))
}

func (r *Rand) Float64() float64 {
	for {
		f := float64(r.Int63()) / (1 << 63)
		if f < 1 {
			return f
		}
	}
}

func (r *Rand) Float32() float32 {
	for {
		f := float32(r.Float64())
		if f < 1 {
			return f
		}
	}
}

func (r *Rand) Perm(n int) []int {
	m := make([]int, n)
	for i := 0; i < n; i++ {
		j := r.Intn(i + 1)
		m[i] = m[j]
		m[j] = i
	}
	return m
}

func (r *Rand) Shuffle(n int, swap func(i, j int)) {
	if n < 0 {
		panic("invalid argument to Shuffle")
	}
	i := n - 1
	for ; i > 1<<31-1-1; i-- {
		j := int(r.Int63n(int64(i + 1)))
		swap(i, j)
	}
	for ; i > 0; i-- {
		j := int(r.int31n(int32(i + 1)))
		swap(i, j)
	}
}

// int31n is Lemire's multiply-shift reduction (used by Shuffle).
func (r *Rand) int31n(n int32) int32 {
	v := r.Uint32()
	prod := uint64(v) * uint64(n)
	low := uint32(prod)
	if low < uint32(n) {
		thresh := uint32(-n) % uint32(n)
		for low < thresh {
			v = r.Uint32()
			prod = uint64(v) * uint64(n)
			low = uint32(prod)
		}
	}
	return int32(prod >> 32)
}

var globalRand = New(NewSource(1))

func Seed(seed int64)                      { globalRand.Seed(seed) }
func Int63() int64                         { return globalRand.Int63() }
func Uint32() uint32                       { return globalRand.Uint32() }
func Uint64() uint64                       { return globalRand.Uint64() }
func Int31() int32                         { return globalRand.Int31() }
func Int() int                             { return globalRand.Int() }
func Int63n(n int64) int64                 { return globalRand.Int63n(n) }
func Int31n(n int32) int32                 { return globalRand.Int31n(n) }
func Intn(n int) int                       { return globalRand.Intn(n) }
func Float64() float64                     { return globalRand.Float64() }
func Float32() float32                     { return globalRand.Float32() }
func Perm(n int) []int                     { return globalRand.Perm(n) }
func Shuffle(n int, swap func(i, j int))   { globalRand.Shuffle(n, swap) }
`;

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
  return s.vec!.arr;
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
