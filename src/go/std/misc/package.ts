// Small packages written in Go: unicode/utf16, container/ring, io/ioutil (the deprecated wrappers),
// html (go1.23 EscapeString and UnescapeString, html.go).

import type { NativePackage } from '../../interp/native.ts';
import htmlSrc from './html.go?raw';
import ioutilSrc from './ioutil.go?raw';
import ringSrc from './ring.go?raw';
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
