// The standard library registry: import path → package (Go declarations + natives). Packages are
// built on first use; the checker imports them from their Go source, the interpreter binds the
// natives by the same path.

import type { NativePackage, NativeRegistry, NativeTable } from '../interp/native.ts';
import { bitsPackage } from './bits/package.ts';
import { bufioPackage } from './bufio/package.ts';
import { bytesPackage } from './bytes/package.ts';
import { cmpPackage } from './cmp/package.ts';
import { heapPackage, listPackage } from './container/package.ts';
import { contextPackage } from './context/package.ts';
import { crc32Package, fnvPackage, md5Package, sha1Package } from './crypto/more.ts';
import { hashPackage, sha256Package } from './crypto/package.ts';
import { embedPackage } from './embed/package.ts';
import { csvPackage } from './encoding/csv/package.ts';
import { jsonPackage } from './encoding/json/package.ts';
import { base64Package, encodingPackage, hexPackage } from './encoding/package.ts';
import { errorsPackage } from './errors/package.ts';
import {
  base32Package,
  binaryPackage,
  colorPackage,
  cryptoRandPackage,
  hmacPackage,
  imagePackage,
  netPackage,
  pemPackage,
  sha512Package,
  subtlePackage,
  xmlPackage,
} from './extra.ts';
import { flagPackage } from './flag/package.ts';
import { fmtPackage } from './fmt/package.ts';
import { pollPackage } from './internal/poll/package.ts';
import { ioPackage } from './io/package.ts';
import { iofsPackage } from './iofs/package.ts';
import { iterPackage } from './iter/package.ts';
import { logPackage } from './log/package.ts';
import { slogPackage } from './log/slog/package.ts';
import { mapsPackage } from './maps/package.ts';
import { bigPackage } from './math/big/package.ts';
import { mathPackage } from './math/package.ts';
import {
  adler32Package,
  cmplxPackage,
  crc64Package,
  htmlPackage,
  ioutilPackage,
  maphashPackage,
  ringPackage,
  scannerPackage,
  uniquePackage,
  utf16Package,
} from './misc/package.ts';
import { urlPackage } from './net/url/package.ts';
import { osPackage } from './os/package.ts';
import { signalPackage } from './os/signal/package.ts';
import { filepathPackage, pathPackage } from './path/package.ts';
import { randPackage } from './rand/package.ts';
import { randV2Package } from './rand/v2/package.ts';
import { reflectPackage } from './reflect/package.ts';
import { regexpPackage } from './regexp/package.ts';
import { runtimeDebugPackage, runtimePackage } from './runtime/package.ts';
import { slicesPackage } from './slices/package.ts';
import { sortPackage } from './sort/package.ts';
import { strconvPackage } from './strconv/package.ts';
import { stringsPackage } from './strings/package.ts';
import { atomicPackage } from './sync/atomic/package.ts';
import { syncPackage } from './sync/package.ts';
import { syscallPackage } from './syscall/package.ts';
import { testingPackage } from './testing/package.ts';
import { tabwriterPackage } from './text/tabwriter.ts';
import { templatePackage } from './text/template.ts';
import { timePackage } from './time/package.ts';
import { unicodePackage } from './unicode/package.ts';
import { utf8Package } from './unicode/utf8pkg/package.ts';

const loaders: Readonly<Record<string, () => NativePackage>> = {
  bufio: bufioPackage,
  bytes: bytesPackage,
  cmp: cmpPackage,
  'container/heap': heapPackage,
  'container/list': listPackage,
  'container/ring': ringPackage,
  context: contextPackage,
  'crypto/hmac': hmacPackage,
  'crypto/md5': md5Package,
  'crypto/rand': cryptoRandPackage,
  'crypto/sha1': sha1Package,
  'crypto/sha256': sha256Package,
  'crypto/sha512': sha512Package,
  'crypto/subtle': subtlePackage,
  embed: embedPackage,
  encoding: encodingPackage,
  'encoding/base32': base32Package,
  'encoding/base64': base64Package,
  'encoding/binary': binaryPackage,
  'encoding/csv': csvPackage,
  'encoding/hex': hexPackage,
  'encoding/json': jsonPackage,
  'encoding/pem': pemPackage,
  'encoding/xml': xmlPackage,
  errors: errorsPackage,
  flag: flagPackage,
  fmt: fmtPackage,
  hash: hashPackage,
  html: htmlPackage,
  'hash/adler32': adler32Package,
  'hash/crc32': crc32Package,
  'hash/crc64': crc64Package,
  'hash/fnv': fnvPackage,
  'hash/maphash': maphashPackage,
  image: imagePackage,
  'image/color': colorPackage,
  io: ioPackage,
  'io/fs': iofsPackage,
  'io/ioutil': ioutilPackage,
  'internal/poll': pollPackage,
  iter: iterPackage,
  log: logPackage,
  'log/slog': slogPackage,
  maps: mapsPackage,
  math: mathPackage,
  'math/big': bigPackage,
  'math/bits': bitsPackage,
  'math/cmplx': cmplxPackage,
  'math/rand': randPackage,
  'math/rand/v2': randV2Package,
  net: netPackage,
  'net/url': urlPackage,
  os: osPackage,
  'os/signal': signalPackage,
  path: pathPackage,
  'path/filepath': filepathPackage,
  reflect: reflectPackage,
  runtime: runtimePackage,
  'runtime/debug': runtimeDebugPackage,
  regexp: regexpPackage,
  slices: slicesPackage,
  sort: sortPackage,
  strconv: strconvPackage,
  strings: stringsPackage,
  sync: syncPackage,
  'sync/atomic': atomicPackage,
  syscall: syscallPackage,
  testing: testingPackage,
  'text/scanner': scannerPackage,
  'text/tabwriter': tabwriterPackage,
  'text/template': templatePackage,
  time: timePackage,
  unicode: unicodePackage,
  'unicode/utf16': utf16Package,
  'unicode/utf8': utf8Package,
  unique: uniquePackage,
};

/** Import paths of the standard packages available to programs (no internal ones), sorted. */
export const stdPackagePaths: readonly string[] = Object.keys(loaders)
  .filter((p) => !p.split('/').includes('internal'))
  .sort();

/** Is `path` a standard package provided here? */
export function isStdPackage(path: string): boolean {
  return Object.hasOwn(loaders, path);
}

/** The package for an import path (declarations and natives), or undefined if not provided. */
export function stdPackage(path: string): NativePackage | undefined {
  const load = Object.hasOwn(loaders, path) ? loaders[path] : undefined;
  return load === undefined ? undefined : load();
}

/** Native tables by import path, for the interpreter. */
export const stdNatives: NativeRegistry = {
  natives(path: string): NativeTable | undefined {
    return stdPackage(path)?.natives;
  },
};
