// Standard packages few programs import (encoding/base32, encoding/binary, encoding/pem, encoding/xml, crypto/rand,
// crypto/hmac, crypto/subtle, crypto/sha512, image, image/color, net), in one module so that the exercise page loads them as
// one chunk of their own, for a program that imports one (scripts/site-lazy-parts.ts,
// src/sandbox/lazy/std-extra.ts).

import type { NativePackage, NativeTable } from '../interp/native.ts';
import type { Slice } from '../interp/values.ts';
import hmacSrc from './crypto/hmac.go?raw';
import { beWords } from './crypto/package.ts';
import cryptoRandSrc from './crypto/rand.go?raw';
import sha512Src from './crypto/sha512.go?raw';
import { sha512 } from './crypto/sha512.ts';
import subtleSrc from './crypto/subtle.go?raw';
import base32Src from './encoding/base32/base32.go?raw';
import binarySrc from './encoding/binary/binary.go?raw';
import pemSrc from './encoding/pem/pem.go?raw';
import xmlSrc from './encoding/xml/xml.go?raw';
import colorSrc from './image/color/color.go?raw';
import imageSrc from './image/image.go?raw';
import { sliceOf } from './internal/conv.ts';
import netSrc from './net/net.go?raw';

/** A package of one Go file, made once. */
function goPackage(path: string, name: string, src: string, natives: NativeTable = {}): () => NativePackage {
  let pkg: NativePackage | undefined;
  return () => {
    pkg ??= { path, files: [{ name, src }], natives };
    return pkg;
  };
}

/** encoding/base32, after go1.23's base32.go (its header comment). */
export const base32Package = goPackage('encoding/base32', 'base32.go', base32Src);
export const binaryPackage = goPackage('encoding/binary', 'binary.go', binarySrc);
export const pemPackage = goPackage('encoding/pem', 'pem.go', pemSrc);
/** encoding/xml, after go/src/encoding/xml (xml.go's header comment). */
export const xmlPackage = goPackage('encoding/xml', 'xml.go', xmlSrc);
/** image and image/color: geometry, the 8-bit images, colours and models (image.go's header comment). */
export const imagePackage = goPackage('image', 'image.go', imageSrc);
export const colorPackage = goPackage('image/color', 'color.go', colorSrc);
/** net's addresses only (IP, IPNet, SplitHostPort…): no dialing, listening or lookups. */
export const netPackage = goPackage('net', 'net.go', netSrc);
export const cryptoRandPackage = goPackage('crypto/rand', 'rand.go', cryptoRandSrc);
export const hmacPackage = goPackage('crypto/hmac', 'hmac.go', hmacSrc);
export const subtlePackage = goPackage('crypto/subtle', 'subtle.go', subtleSrc);
export const sha512Package = goPackage('crypto/sha512', 'sha512.go', sha512Src, {
  sum: (_c, data: Slice | null, variant: number, size: number, st: Slice | null, base: number) =>
    sliceOf(
      data === null
        ? sha512([], 0, 0, variant, size, beWords(st), base)
        : sha512(data.arr, data.off, data.len, variant, size, beWords(st), base),
    ),
  state: (_c, data: Slice | null, variant: number, st: Slice | null) =>
    sliceOf(
      data === null
        ? sha512([], 0, 0, variant, 64, beWords(st), 0, true)
        : sha512(data.arr, data.off, data.len, variant, 64, beWords(st), 0, true),
    ),
});
