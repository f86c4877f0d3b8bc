// package iter: the Seq types (range-over-func iterators).

import type { NativePackage } from '../../interp/native.ts';

const src = `package iter

type Seq[V any] func(yield func(V) bool)

type Seq2[K, V any] func(yield func(K, V) bool)
`;

let pkg: NativePackage | undefined;

export function iterPackage(): NativePackage {
  pkg ??= { path: 'iter', files: [{ name: 'iter.go', src }], natives: {} };
  return pkg;
}
