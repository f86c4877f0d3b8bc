// package strings: natives over Go byte strings (core.ts), Builder and Replacer.

import type { NativePackage } from '../../interp/native.ts';
import { GoPanic } from '../../interp/panic.ts';
import { tString } from '../../interp/rtype.ts';
import { Iface, type Slice } from '../../interp/values.ts';
import { bytesOf, elems, num, sliceOf } from '../internal/conv.ts';
import { type BuilderObj, begin, copyCheck, reset, sizeClass, text, write } from './builder.ts';
import * as core from './core.ts';
import src from './strings.go?raw';

const replacers = new WeakMap<object, (s: string) => string>();

let pkg: NativePackage | undefined;

export function stringsPackage(): NativePackage {
  pkg ??= {
    path: 'strings',
    files: [{ name: 'strings.go', src }],
    natives: {
      Count: (_c, s: string, sep: string) => core.count(s, sep),
      EqualFold: (_c, s: string, t: string) => core.equalFold(s, t),
      Fields: (_c, s: string) => sliceOf(core.fields(s)),
      FieldsFunc: (_c, s: string, f: (r: number) => boolean) => sliceOf(core.fieldsFunc(s, f)),
      Index: (_c, s: string, sub: string) => s.indexOf(sub),
      IndexAny: (_c, s: string, chars: string) => core.indexAny(s, chars),
      IndexByte: (_c, s: string, c: number) => s.indexOf(String.fromCharCode(c)),
      IndexFunc: (_c, s: string, f: (r: number) => boolean) => core.indexFunc(s, f),
      IndexRune: (_c, s: string, r: number) => core.indexRune(s, r),
      Join: (_c, a: Slice | null, sep: string) => elems(a).join(sep),
      LastIndex: (_c, s: string, sub: string) => s.lastIndexOf(sub),
      LastIndexAny: (_c, s: string, chars: string) => core.lastIndexAny(s, chars),
      LastIndexByte: (_c, s: string, c: number) => s.lastIndexOf(String.fromCharCode(c)),
      LastIndexFunc: (_c, s: string, f: (r: number) => boolean) => core.lastIndexFunc(s, f),
      Map: (_c, f: (r: number) => number, s: string) => core.mapRunes(f, s),
      Repeat: (_c, s: string, count: number | bigint) => {
        const n = num(count);
        if (n < 0) throw new GoPanic(new Iface(tString, 'strings: negative Repeat count'));
        if (s.length * n > 1 << 30)
          throw new GoPanic(new Iface(tString, 'strings: Repeat output length overflow'));
        return s.repeat(n);
      },
      Replace: (_c, s: string, o: string, n: string, k: number | bigint) => core.replace(s, o, n, num(k)),
      genSplit: (_c, s: string, sep: string, save: number, n: number | bigint) => {
        const r = core.genSplit(s, sep, num(save), num(n));
        return r === null ? null : sliceOf(r);
      },
      Title: (_c, s: string) => core.title(s),
      ToLower: (_c, s: string) => core.toLower(s),
      ToTitle: (_c, s: string) => core.toTitle(s),
      ToUpper: (_c, s: string) => core.toUpper(s),
      ToValidUTF8: (_c, s: string, r: string) => core.toValidUTF8(s, r),
      Trim: (_c, s: string, cut: string) => core.trim(s, cut),
      TrimFunc: (_c, s: string, f: (r: number) => boolean) => core.trimFunc(s, f),
      TrimLeft: (_c, s: string, cut: string) => core.trimLeft(s, cut),
      TrimLeftFunc: (_c, s: string, f: (r: number) => boolean) => core.trimLeftFunc(s, f),
      TrimRight: (_c, s: string, cut: string) => core.trimRight(s, cut),
      TrimRightFunc: (_c, s: string, f: (r: number) => boolean) => core.trimRightFunc(s, f),
      TrimSpace: (_c, s: string) => core.trimSpace(s),
      '*Builder.WriteByte': (_c, b: BuilderObj | null, c: number) => {
        copyCheck(b);
        write(b, String.fromCharCode(c));
        return null;
      },
      '*Builder.WriteString': (_c, b: BuilderObj | null, s: string) => {
        copyCheck(b);
        write(b, s);
        return [s.length, null];
      },
      '*Builder.write': (_c, b: BuilderObj, p: Slice | null) => {
        const s = bytesOf(p);
        write(b, s, true);
        return [s.length, null];
      },
      '*Builder.begin': (_c, b: BuilderObj) => begin(b),
      '*Builder.String': (_c, b: BuilderObj | null) => text(b),
      '*Builder.Len': (_c, b: BuilderObj | null) => text(b).length,
      '*Builder.Reset': (_c, b: BuilderObj | null) => reset(b),
      byteString: (_c, c: number) => String.fromCharCode(c),
      sizeClass: (_c, n: number | bigint) => sizeClass(num(n)),
      NewReplacer: (_c, oldnew: Slice | null) => {
        const a = elems(oldnew);
        if (a.length % 2 === 1)
          throw new GoPanic(new Iface(tString, 'strings.NewReplacer: odd argument count'));
        const r = { id: 0 };
        replacers.set(r, core.makeReplacer(a));
        return r;
      },
      '*Replacer.Replace': (_c, r: { id: number }, s: string) => (replacers.get(r) ?? ((x: string) => x))(s),
    },
  };
  return pkg;
}
