// Standard packages few programs import (encoding/binary, crypto/rand, encoding: Go source only), in one
// module so that the exercise page loads them as one chunk of their own, for a program that
// imports one (scripts/site-lazy-parts.ts, src/sandbox/lazy/std-extra.ts).

import type { NativePackage } from '../interp/native.ts';
import cryptoRandSrc from './crypto/rand.go?raw';
import binarySrc from './encoding/binary/binary.go?raw';
import encodingSrc from './encoding/encoding.go?raw';

let binaryPkg: NativePackage | undefined;
let cryptoRandPkg: NativePackage | undefined;
let encodingPkg: NativePackage | undefined;

export function binaryPackage(): NativePackage {
  binaryPkg ??= { path: 'encoding/binary', files: [{ name: 'binary.go', src: binarySrc }], natives: {} };
  return binaryPkg;
}

export function cryptoRandPackage(): NativePackage {
  cryptoRandPkg ??= { path: 'crypto/rand', files: [{ name: 'rand.go', src: cryptoRandSrc }], natives: {} };
  return cryptoRandPkg;
}

export function encodingPackage(): NativePackage {
  encodingPkg ??= { path: 'encoding', files: [{ name: 'encoding.go', src: encodingSrc }], natives: {} };
  return encodingPkg;
}
