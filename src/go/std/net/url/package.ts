// package net/url, in Go: Parse (scheme, opaque, userinfo, host with port, path with RawPath,
// query, fragment), the RFC 3986 escaping rules per URL part that net/url applies, String,
// ResolveReference/Parse of relative references (RFC 3986 §5.2 path merging), Values with sorted
// Encode, and the package's error types and messages. IPv6 zones are not unescaped specially.

import type { NativePackage } from '../../../interp/native.ts';
import src from './url.go?raw';

let pkg: NativePackage | undefined;

export function urlPackage(): NativePackage {
  pkg ??= { path: 'net/url', files: [{ name: 'url.go', src }], natives: {} };
  return pkg;
}
