// Standard packages few programs import (encoding/binary, encoding, crypto/rand, crypto/hmac,
// crypto/subtle: Go source only), in one module so that the exercise page loads them as one chunk of
// their own, for a program that imports one (scripts/site-lazy-parts.ts, src/sandbox/lazy/std-extra.ts).

import type { NativePackage } from '../interp/native.ts';
import hmacSrc from './crypto/hmac.go?raw';
import cryptoRandSrc from './crypto/rand.go?raw';
import subtleSrc from './crypto/subtle.go?raw';
import binarySrc from './encoding/binary/binary.go?raw';
import encodingSrc from './encoding/encoding.go?raw';

/** A package of one Go file and no natives, made once. */
function goPackage(path: string, name: string, src: string): () => NativePackage {
  let pkg: NativePackage | undefined;
  return () => {
    pkg ??= { path, files: [{ name, src }], natives: {} };
    return pkg;
  };
}

export const binaryPackage = goPackage('encoding/binary', 'binary.go', binarySrc);
export const encodingPackage = goPackage('encoding', 'encoding.go', encodingSrc);
export const cryptoRandPackage = goPackage('crypto/rand', 'rand.go', cryptoRandSrc);
export const hmacPackage = goPackage('crypto/hmac', 'hmac.go', hmacSrc);
export const subtlePackage = goPackage('crypto/subtle', 'subtle.go', subtleSrc);
