// package strconv: natives over the exact cores (ftoa, atoi, atof, quote); *NumError is built in Go
// so errors.Is(err, strconv.ErrRange) sees the package's own error values.

import type { NativePackage } from '../../interp/native.ts';
import { GoPanic, runtimeError } from '../../interp/panic.ts';
import { maxAlloc, maxByteSliceElems, outOfMemory } from '../../interp/rt/slice.ts';
import { tString } from '../../interp/rtype.ts';
import { Iface } from '../../interp/values.ts';
import { num } from '../internal/conv.ts';
import { parseFloatPrefix, parseGoFloat } from './atof.ts';
import { atoi, parseBool, parseGoInt, parseUint } from './atoi.ts';
import { formatFloat } from './ftoa.ts';
import * as q from './quote.ts';
import src from './strconv.go?raw';

const res = <T>(r: { v: T; code: number; msg: string }) => [r.v, r.code, r.msg];

function checkBase(base: number): void {
  if (base < 2 || base > 36)
    throw new GoPanic(new Iface(tString, 'strconv: illegal AppendInt/FormatInt base'));
}

// Itoa's decimal digits from tables of the strings of 0..999 (plain and zero-padded to 3 digits),
// built on the first call: a number's toString() is a runtime call into V8's number-to-string cache,
// which misses for each new number and keeps the strings it made alive past the next scavenge;
// `key+strconv.Itoa(i)` map keys made it ~10% of bench/go/maps.go's run (bench/README.md, session 24).
let plain3: string[] | undefined;
let padded3: string[] | undefined;

/** The decimal digits of a Go int (a number or, past 2^53, a bigint), as strconv.Itoa. */
export function itoa(i: number | bigint): string {
  if (typeof i !== 'number' || (i | 0) !== i || i < 0 || i >= 1e9) return i.toString();
  if (plain3 === undefined || padded3 === undefined) {
    plain3 = [];
    padded3 = [];
    for (let n = 0; n < 1000; n++) {
      const s = `${n}`;
      plain3.push(s);
      padded3.push(s.padStart(3, '0'));
    }
  }
  if (i < 1000) return plain3[i];
  if (i < 1e6) {
    const hi = (i / 1000) | 0;
    return plain3[hi] + padded3[i - hi * 1000];
  }
  const hi = (i / 1e6) | 0;
  const rest = i - hi * 1e6;
  const mid = (rest / 1000) | 0;
  return plain3[hi] + padded3[mid] + padded3[rest - mid * 1000];
}

let pkg: NativePackage | undefined;

export function strconvPackage(): NativePackage {
  pkg ??= {
    path: 'strconv',
    files: [{ name: 'strconv.go', src }],
    natives: {
      atoi: (_c, s: string) => res(atoi(s)),
      parseGoInt: (_c, s: string, base: number, bits: number) => res(parseGoInt(s, num(base), num(bits))),
      parseUint: (_c, s: string, base: number, bits: number) => res(parseUint(s, num(base), num(bits))),
      parseGoFloat: (_c, s: string, bits: number) => res(parseGoFloat(s, num(bits))),
      parseBool: (_c, s: string) => res(parseBool(s)),
      parseFloatPrefix: (_c, s: string, bits: number) => {
        const r = parseFloatPrefix(s, num(bits));
        return [r.v, r.n, r.code, r.msg];
      },
      Itoa: (_c, i: number | bigint) => itoa(i),
      FormatInt: (_c, i: number | bigint, base: number) => {
        checkBase(num(base));
        return i.toString(num(base));
      },
      FormatUint: (_c, i: number | bigint, base: number) => {
        checkBase(num(base));
        return i.toString(num(base));
      },
      FormatFloat: (_c, f: number, fmt: number, prec: number, bitSize: number) => {
        const p = num(prec);
        // go1.23 strconv/ftoa.go: FormatFloat sizes its buffer first, make([]byte, 0,
        // max(prec+4, 24)); a precision past maxAlloc is makeslice's panic, one no heap holds the
        // runtime's out-of-memory stop.
        if (p + 4 > maxAlloc) throw runtimeError('errorString', 'makeslice: cap out of range');
        if (p + 4 > maxByteSliceElems) outOfMemory();
        return formatFloat(f, String.fromCharCode(fmt), p, num(bitSize));
      },
      Quote: (_c, s: string) => q.quote(s),
      QuoteToASCII: (_c, s: string) => q.quoteToASCII(s),
      QuoteToGraphic: (_c, s: string) => q.quoteToGraphic(s),
      QuoteRune: (_c, r: number) => q.quoteRune(r),
      QuoteRuneToASCII: (_c, r: number) => q.quoteRuneToASCII(r),
      QuoteRuneToGraphic: (_c, r: number) => q.quoteRuneToGraphic(r),
      CanBackquote: (_c, s: string) => q.canBackquote(s),
      IsPrint: (_c, r: number) => q.isPrint(r),
      IsGraphic: (_c, r: number) => q.isGraphic(r),
      unquote: (_c, s: string) => {
        const r = q.unquote(s);
        return r === undefined ? ['', false] : [r, true];
      },
      unquoteChar: (_c, s: string, quote: number) => {
        const r = q.unquoteChar(s, quote);
        return r === undefined ? [0, false, '', false] : [r.value, r.multibyte, r.tail, true];
      },
      quotedPrefix: (_c, s: string) => {
        const r = q.quotedPrefix(s);
        return r === undefined ? ['', false] : [r, true];
      },
    },
  };
  return pkg;
}
