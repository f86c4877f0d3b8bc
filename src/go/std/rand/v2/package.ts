// package math/rand/v2: Rand over a Source, with Go's algorithms for the bounded methods (Lemire's
// multiply-shift with rejection in uint64n/uint32n, 53-bit Float64, Fisher-Yates Shuffle and Perm), the
// PCG source (128-bit LCG with the DXSM output function, math/rand/v2/pcg.go) so seeded programs print
// what Go prints, and the generic N. The top-level functions draw from a PCG with a fixed seed (real
// Go seeds them randomly, so no program can depend on their values), NormFloat64 and ExpFloat64
// (rand.go, go1.23's ziggurat). ChaCha8 is not provided.

import type { NativePackage } from '../../../interp/native.ts';
import { canon } from '../../internal/conv.ts';
import src from './rand.go?raw';

const M64 = (1n << 64n) - 1n;
const MUL = (2549297995355413924n << 64n) | 4865540595714422341n;
const INC = (6364136223846793005n << 64n) | 1442695040888963407n;
const M128 = (1n << 128n) - 1n;

interface PCGState {
  hi: number | bigint;
  lo: number | bigint;
}

let pkg: NativePackage | undefined;

export function randV2Package(): NativePackage {
  pkg ??= {
    path: 'math/rand/v2',
    files: [{ name: 'rand.go', src }],
    natives: {
      '*PCG.Uint64': (_c, p: PCGState) => {
        const state = ((BigInt(p.hi) << 64n) | BigInt(p.lo)) & M128;
        const next = (state * MUL + INC) & M128;
        let hi = next >> 64n;
        const lo = next & M64;
        p.hi = canon(hi);
        p.lo = canon(lo);
        hi ^= hi >> 32n;
        hi = (hi * 0xda942042e4dd58b5n) & M64;
        hi ^= hi >> 48n;
        hi = (hi * (lo | 1n)) & M64;
        return canon(hi);
      },
    },
  };
  return pkg;
}
