// Small packages written in Go: unicode/utf16, container/ring, io/ioutil (the deprecated wrappers),
// html (go1.23 EscapeString and UnescapeString, html.go), hash/adler32 and hash/crc64 (with go1.23's
// marshaled states), math/cmplx (../math/cmplx/cmplx.go), unique (unique.go),
// hash/maphash (maphash.go), text/scanner (../text/scanner.go).

import type { NativePackage } from '../../interp/native.ts';
import cmplxSrc from '../math/cmplx/cmplx.go?raw';
import scannerSrc from '../text/scanner.go?raw';
import adler32Src from './adler32.go?raw';
import crc64Src from './crc64.go?raw';
import htmlSrc from './html.go?raw';
import ioutilSrc from './ioutil.go?raw';
import maphashSrc from './maphash.go?raw';
import ringSrc from './ring.go?raw';
import uniqueSrc from './unique.go?raw';
import utf16Src from './utf16.go?raw';

const cache = new Map<string, NativePackage>();
function goPackage(path: string, name: string, src: string): () => NativePackage {
  return () => {
    let p = cache.get(path);
    if (p === undefined) {
      p = { path, files: [{ name, src }], natives: {} };
      cache.set(path, p);
    }
    return p;
  };
}

export const utf16Package = goPackage('unicode/utf16', 'utf16.go', utf16Src);
export const ringPackage = goPackage('container/ring', 'ring.go', ringSrc);
export const ioutilPackage = goPackage('io/ioutil', 'ioutil.go', ioutilSrc);
export const htmlPackage = goPackage('html', 'escape.go', htmlSrc);
export const adler32Package = goPackage('hash/adler32', 'adler32.go', adler32Src);
export const crc64Package = goPackage('hash/crc64', 'crc64.go', crc64Src);
export const cmplxPackage = goPackage('math/cmplx', 'cmplx.go', cmplxSrc);
export const uniquePackage = goPackage('unique', 'handle.go', uniqueSrc);
export const maphashPackage = goPackage('hash/maphash', 'maphash.go', maphashSrc);
export const scannerPackage = goPackage('text/scanner', 'scanner.go', scannerSrc);
