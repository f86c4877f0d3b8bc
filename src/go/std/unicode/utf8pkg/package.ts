// package unicode/utf8 (utf8core.ts holds Go's exact decoding rules).

import type { NativePackage } from '../../../interp/native.ts';
import * as u from '../utf8core.ts';
import src from './utf8.go?raw';

let pkg: NativePackage | undefined;

export function utf8Package(): NativePackage {
  pkg ??= {
    path: 'unicode/utf8',
    files: [{ name: 'utf8.go', src }],
    natives: {
      DecodeRuneInString: (_c, s: string) => {
        const d = u.decodeRune(s, 0);
        return [d.r, d.size];
      },
      DecodeLastRuneInString: (_c, s: string) => {
        const d = u.decodeLastRune(s);
        return [d.r, d.size];
      },
      RuneLen: (_c, r: number) => u.runeLen(r),
      encode: (_c, r: number) => u.encodeRune(r),
      RuneCountInString: (_c, s: string) => u.runeCount(s),
      ValidString: (_c, s: string) => u.validString(s),
      ValidRune: (_c, r: number) => u.validRune(r),
      FullRuneInString: (_c, s: string) => u.fullRune(s),
    },
  };
  return pkg;
}
