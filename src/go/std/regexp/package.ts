// package regexp: RE2 syntax translated to JS RegExp (translate.ts) for the matching itself; the Find*,
// FindAll*, ReplaceAll*, Split and $-expansion rules are Go code below, written after go/src/regexp/
// regexp.go's algorithms (empty matches next to a previous match are skipped; replacement advances
// at least one rune). Positions are byte offsets into the Go string.
// Longest / CompilePOSIX (leftmost-longest): the leftmost start is the same; from it, the longest end
// that a match can reach is searched from the text's end down, the submatches being those of the
// first backtracking path that ends there (as regexp.go says its POSIX mode chooses them).

import type { NativePackage } from '../../interp/native.ts';
import { goString, jsString } from '../../interp/strings.ts';
import { Slice } from '../../interp/values.ts';
import { type CaptureMatcher, captureMatcher, matchCaptures } from './captures.ts';
import { literalPrefix } from './prefix.ts';
import src from './regexp.go?raw';
import { RegexpSyntaxError, type Translated, translate } from './translate.ts';

interface Compiled {
  t: Translated;
  re: RegExp | undefined;
  err: string;
  /** RE2's submatches where JS's may differ (a capture inside a repetition): captures.ts. */
  captures?: CaptureMatcher | null;
  /** Sticky matchers that must end k code points before the text's end, by k (Longest). */
  endAt?: Map<number, RegExp>;
}

// By expression, one map per syntax (Perl, POSIX ERE).
const caches = [new Map<string, Compiled>(), new Map<string, Compiled>()];

function compiled(expr: string, posix: boolean): Compiled {
  const cache = caches[posix ? 1 : 0];
  let c = cache.get(expr);
  if (c === undefined) {
    try {
      const t = translate(jsString(expr), posix);
      c = { t, re: new RegExp(t.source, t.flags), err: '' };
    } catch (e) {
      if (e instanceof RegexpSyntaxError)
        c = { t: { source: '', flags: '', numSubexp: 0, names: [] }, re: undefined, err: e.message };
      else if (e instanceof SyntaxError)
        c = {
          t: { source: '', flags: '', numSubexp: 0, names: [] },
          re: undefined,
          err: `error parsing regexp: unsupported by this implementation: \`${jsString(expr)}\``,
        };
      else throw e;
    }
    if (cache.size > 500) cache.clear();
    cache.set(expr, c);
  }
  return c;
}

/** A Go string as JS text plus the byte offset of each UTF-16 position (non-ASCII only). */
interface Subject {
  go: string;
  js: string;
  /** byteOf[j] = byte offset of UTF-16 index j (length js.length + 1); undefined when ASCII. */
  byteOf: Int32Array | undefined;
}

let lastSubject: Subject | undefined;

function subject(go: string): Subject {
  if (lastSubject !== undefined && lastSubject.go === go) return lastSubject;
  const js = jsString(go);
  let byteOf: Int32Array | undefined;
  if (js !== go) {
    byteOf = new Int32Array(js.length + 1);
    let b = 0;
    let j = 0;
    for (const ch of js) {
      const cp = ch.codePointAt(0)!;
      // Invalid bytes decode to U+FFFD of width 1; a real U+FFFD is 3 bytes.
      const w =
        cp < 0x80
          ? 1
          : cp < 0x800
            ? 2
            : cp < 0x10000
              ? cp === 0xfffd && go.charCodeAt(b) !== 0xef
                ? 1
                : 3
              : 4;
      byteOf[j] = b;
      if (ch.length === 2) byteOf[j + 1] = b;
      j += ch.length;
      b += w;
    }
    byteOf[j] = b;
  }
  lastSubject = { go, js, byteOf };
  return lastSubject;
}

function jsIndexOfByte(s: Subject, pos: number): number {
  if (s.byteOf === undefined) return pos;
  // smallest j with byteOf[j] >= pos
  let lo = 0;
  let hi = s.js.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (s.byteOf[mid] < pos) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The match at m's start that ends latest (leftmost-longest), or m itself. */
function longestAt(c: Compiled, js: string, m: RegExpExecArray): RegExpExecArray {
  const start = m.index;
  const end = start + m[0].length;
  c.endAt ??= new Map();
  let k = 0;
  for (
    let e = js.length;
    e > end;
    e -= e >= 2 && js.charCodeAt(e - 1) >= 0xdc00 && js.charCodeAt(e - 1) < 0xe000 ? 2 : 1
  ) {
    let re = c.endAt.get(k);
    if (re === undefined) {
      re = new RegExp(`(?:${c.t.source})(?=[\\s\\S]{${k}}$)`, `${c.t.flags.replace('g', '')}y`);
      c.endAt.set(k, re);
    }
    re.lastIndex = start;
    const l = re.exec(js);
    if (l !== null) return l;
    k++;
  }
  return m;
}

function execNative(
  expr: string,
  posix: boolean,
  goStr: string,
  pos: number,
  longest: boolean,
): Slice | null {
  const c = compiled(expr, posix);
  if (c.re === undefined || pos > goStr.length) return null;
  const s = subject(goStr);
  const re = c.re;
  re.lastIndex = jsIndexOfByte(s, pos);
  let m = re.exec(s.js);
  if (m === null) return null;
  if (longest) m = longestAt(c, s.js, m);
  let idx: ArrayLike<readonly [number, number] | undefined> = m.indices!;
  if (!longest) {
    if (c.captures === undefined) c.captures = captureMatcher(c.t.source) ?? null;
    const caps = c.captures === null ? undefined : matchCaptures(c.captures, s.js, m.index);
    if (caps !== undefined)
      idx = Array.from({ length: c.t.numSubexp + 1 }, (_, g) =>
        caps[2 * g] < 0 ? undefined : ([caps[2 * g], caps[2 * g + 1]] as const),
      );
  }
  const out = new Array<number>(2 * (c.t.numSubexp + 1));
  const map = s.byteOf;
  for (let g = 0; g <= c.t.numSubexp; g++) {
    const r = idx[g];
    if (r === undefined) {
      out[2 * g] = -1;
      out[2 * g + 1] = -1;
    } else {
      out[2 * g] = map === undefined ? r[0] : map[r[0]];
      out[2 * g + 1] = map === undefined ? r[1] : map[r[1]];
    }
  }
  return Slice.of(out);
}

let pkg: NativePackage | undefined;

export function regexpPackage(): NativePackage {
  pkg ??= {
    path: 'regexp',
    files: [{ name: 'regexp.go', src }],
    natives: {
      compile: (_c, expr: string, posix: boolean) => {
        const c = compiled(expr, posix);
        if (c.re === undefined) return [0, null, goString(c.err)];
        const names = c.t.names.map(goString);
        return [c.t.numSubexp, Slice.of(names), ''];
      },
      exec: (_c, expr: string, posix: boolean, s: string, pos: number, longest: boolean) =>
        execNative(expr, posix, s, pos, longest),
      matchString: (_c, expr: string, posix: boolean, s: string) => {
        const c = compiled(expr, posix);
        if (c.re === undefined) return false;
        c.re.lastIndex = 0;
        return c.re.test(subject(s).js);
      },
      literalPrefix: (_c, expr: string) => {
        const [prefix, complete] = literalPrefix(jsString(expr));
        return [goString(prefix), complete];
      },
      isWordRune: (_c, r: number) => /[\p{L}\p{Nd}]/u.test(String.fromCodePoint(r)),
    },
  };
  return pkg;
}
