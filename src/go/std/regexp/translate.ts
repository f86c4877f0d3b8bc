// RE2 syntax (Go's regexp/syntax) → an equivalent JavaScript RegExp, with Go's parse errors.
//
// Why a translator: JS's backtracking engine gives the same leftmost-first matches as RE2 for the
// syntax RE2 accepts, once the places where the two languages differ are rewritten:
//   \d \w \s \b are ASCII in RE2 (\s is [\t\n\f\r ]);  `.` excludes only \n;  ^ $ mean text start/end
//   (with (?m): after/before \n only) — emitted as lookarounds, so JS's own m flag is never used;
//   (?i) (?s) (?m) (?U) and their scoped (?flags:re) forms are applied while translating;
//   [[:alpha:]] classes, \pN / \p{Greek}, \Q…\E, \x{10FFFF}, (?P<name>re) are rewritten.
// What RE2 rejects (backreferences, lookaround, possessive and nested repetition, bad escapes,
// unbalanced brackets, repeat counts over 1000) is rejected with regexp/syntax's message:
// `error parsing regexp: <code>: `<expr>``. Case-insensitive matching spells out each rune's
// simple-folding orbit (K k U+212A KELVIN SIGN; Σ σ ς), as RE2 folds, never JS's i flag.

import { orbit } from '../unicode/tables.ts';

export class RegexpSyntaxError extends Error {}

function fail(code: string, expr: string): never {
  throw new RegexpSyntaxError(`error parsing regexp: ${code}: \`${expr}\``);
}

export interface Translated {
  source: string;
  flags: string;
  numSubexp: number;
  /** SubexpNames: '' for the whole match and unnamed groups. */
  names: string[];
}

interface Flags {
  i: boolean;
  m: boolean;
  s: boolean;
  U: boolean;
}

const POSIX: Record<string, string> = {
  alnum: '0-9A-Za-z',
  alpha: 'A-Za-z',
  ascii: '\\x00-\\x7F',
  blank: '\\t ',
  cntrl: '\\x00-\\x1F\\x7F',
  digit: '0-9',
  graph: '!-~',
  lower: 'a-z',
  print: ' -~',
  punct: '!-\\/:-@\\[-`\\{-~',
  space: '\\t\\n\\v\\f\\r ',
  upper: 'A-Z',
  word: '0-9A-Za-z_',
  xdigit: '0-9A-Fa-f',
};

const PERL_CLASS: Record<string, string> = {
  d: '0-9',
  w: '0-9A-Za-z_',
  s: '\\t\\n\\f\\r ',
};

const UNICODE_CATEGORIES = new Set([
  'C',
  'Cc',
  'Cf',
  'Co',
  'Cs',
  'L',
  'Ll',
  'Lm',
  'Lo',
  'Lt',
  'Lu',
  'M',
  'Mc',
  'Me',
  'Mn',
  'N',
  'Nd',
  'Nl',
  'No',
  'P',
  'Pc',
  'Pd',
  'Pe',
  'Pf',
  'Pi',
  'Po',
  'Ps',
  'S',
  'Sc',
  'Sk',
  'Sm',
  'So',
  'Z',
  'Zl',
  'Zp',
  'Zs',
]);

/** `\p{Name}` for a Go Unicode class name (category, script, or Any). */
function unicodeClass(name: string, negated: boolean, whole: string): string {
  let body: string;
  if (name === 'Any') body = negated ? '[^\\s\\S]' : '[\\s\\S]';
  else if (UNICODE_CATEGORIES.has(name)) body = `\\${negated ? 'P' : 'p'}{${name}}`;
  else {
    try {
      new RegExp(`\\p{Script=${name}}`, 'u');
    } catch {
      fail('invalid character class range', whole);
    }
    body = `\\${negated ? 'P' : 'p'}{Script=${name}}`;
  }
  return body;
}

/** Inside a JS character class: escape what u-mode class syntax needs escaped. */
function classChar(cp: number): string {
  const ch = String.fromCodePoint(cp);
  if ('\\]^-['.includes(ch)) return `\\${ch}`;
  if (cp < 0x20 || cp === 0x7f) return `\\x${cp.toString(16).padStart(2, '0')}`;
  return ch;
}

/** Outside a class: escape JS syntax characters; under (?i) the rune's simple-folding orbit. */
function literalChar(cp: number, fold: boolean): string {
  const ch = String.fromCodePoint(cp);
  if (fold) {
    const o = orbit(cp);
    if (o.length > 1) return `[${o.map(classChar).join('')}]`;
  }
  if ('^$\\.*+?()[]{}|/'.includes(ch)) return `\\${ch}`;
  if (cp < 0x20 || cp === 0x7f) return `\\x${cp.toString(16).padStart(2, '0')}`;
  return ch;
}

type Item = { kind: 'atom' | 'empty' | 'repeat' | 'open' | 'bar' };

/** Translates a Go regexp (as a JS string of code points) to a JS RegExp source with flags 'u'+. */
/**
 * posix: CompilePOSIX's syntax (regexp/syntax.POSIX: no PerlX, UnicodeGroups, OneLine or ClassNL):
 * Perl escapes and (?…) are errors, ^ and $ match at line boundaries, a negated class never
 * matches \n, and `?` after a repetition is not laziness.
 */
export function translate(expr: string, posix = false): Translated {
  const cps = [...expr].map((c) => c.codePointAt(0)!);
  const n = cps.length;
  let i = 0;
  let out = '';
  let flags: Flags = { i: false, m: false, s: false, U: false };
  const stack: { flags: Flags; capture: boolean; at?: number }[] = [];
  // Where the last atom starts in `out` (POSIX: a repetition of a repetition wraps it).
  let atomAt = 0;
  const names: string[] = [''];
  // What the output so far ends with, for repetition checks.
  let last: Item['kind'] = 'open';
  let lastOp = '';
  const at = (k: number): string => (k < n ? String.fromCodePoint(cps[k]) : '');
  const text = (from: number, to: number): string => String.fromCodePoint(...cps.slice(from, to));

  const parseFlags = (start: number): void => {
    // at `(?`; flags up to ')' or ':'
    let k = start + 2;
    let neg = false;
    let sawFlag = false;
    const nf: Flags = { ...flags };
    for (; k < n; k++) {
      const c = at(k);
      if (c === 'i' || c === 'm' || c === 's' || c === 'U') {
        nf[c] = !neg;
        sawFlag = true;
        continue;
      }
      if (c === '-') {
        if (neg) break;
        neg = true;
        sawFlag = false;
        continue;
      }
      if (c === ')' || c === ':') {
        if (neg && !sawFlag) break;
        if (c === ')') {
          flags = nf;
          i = k + 1;
          return;
        }
        stack.push({ flags, capture: false, at: out.length });
        flags = nf;
        out += '(?:';
        last = 'open';
        i = k + 1;
        return;
      }
      break;
    }
    fail('invalid or unsupported Perl syntax', text(start, Math.min(k + 1, n)));
  };

  const parseClass = (start: number): string => {
    // at '['
    let k = start + 1;
    let negate = false;
    if (at(k) === '^') {
      negate = true;
      k++;
    }
    let body = '';
    let first = true;
    while (k < n && (at(k) !== ']' || first)) {
      first = false;
      // [:alpha:]
      if (at(k) === '[' && at(k + 1) === ':') {
        let end = -1;
        for (let j = k + 2; j + 1 < n; j++) {
          if (at(j) === ':' && at(j + 1) === ']') {
            end = j;
            break;
          }
        }
        if (end >= 0) {
          const nameStr = text(k + 2, end);
          let nm = nameStr;
          let neg = false;
          if (nm.startsWith('^')) {
            neg = true;
            nm = nm.slice(1);
          }
          const cls = POSIX[nm];
          if (cls === undefined) fail('invalid character class range', `[:${nameStr}:]`);
          body += neg ? classComplement(cls) : cls;
          k = end + 2;
          continue;
        }
      }
      const lo = classAtom(k);
      k = lo.next;
      if (lo.cls !== undefined) {
        body += lo.cls;
        continue;
      }
      if (at(k) === '-' && at(k + 1) !== ']' && k + 1 < n) {
        const hi = classAtom(k + 1);
        if (hi.cls !== undefined) fail('invalid character class range', text(lo.start, hi.next));
        if (hi.cp! < lo.cp!) fail('invalid character class range', text(lo.start, hi.next));
        body += rangeText(lo.cp!, hi.cp!, flags.i);
        k = hi.next;
        continue;
      }
      body += rangeText(lo.cp!, lo.cp!, flags.i);
    }
    if (k >= n) fail('missing closing ]', text(start, n));
    i = k + 1;
    return `[${negate ? '^' : ''}${body}${negate && posix ? '\\n' : ''}]`;
  };

  /** One class element at k: a code point, or a class escape (\d, \pL). */
  const classAtom = (k: number): { start: number; next: number; cp?: number; cls?: string } => {
    const c = at(k);
    if (c !== '\\') return { start: k, next: k + 1, cp: cps[k] };
    const e = parseEscape(k, true);
    return e.cls !== undefined
      ? { start: k, next: e.next, cls: e.cls }
      : { start: k, next: e.next, cp: e.cp };
  };

  /** An escape at k (the backslash): a literal code point or a class/assertion. */
  const parseEscape = (
    k: number,
    inClass: boolean,
  ): { next: number; cp?: number; cls?: string; assert?: string } => {
    if (k + 1 >= n) fail('trailing backslash at end of expression', '');
    const c = at(k + 1);
    const cp = cps[k + 1];
    if (posix && 'dDsSwWbBAzQCpP'.includes(c)) fail('invalid escape sequence', text(k, k + 2));
    if (cp < 0x80 && /[^0-9A-Za-z]/.test(c)) return { next: k + 2, cp };
    switch (c) {
      case 'a':
        return { next: k + 2, cp: 7 };
      case 'f':
        return { next: k + 2, cp: 12 };
      case 't':
        return { next: k + 2, cp: 9 };
      case 'n':
        return { next: k + 2, cp: 10 };
      case 'r':
        return { next: k + 2, cp: 13 };
      case 'v':
        return { next: k + 2, cp: 11 };
      case '0':
      case '1':
      case '2':
      case '3':
      case '4':
      case '5':
      case '6':
      case '7': {
        // Octal \0, \012 (RE2 allows \1-\7 only when followed by more octal digits: not backrefs).
        if (c !== '0' && !(at(k + 2) >= '0' && at(k + 2) <= '7')) break;
        let v = 0;
        let j = k + 1;
        while (j < n && j < k + 4 && at(j) >= '0' && at(j) <= '7') {
          v = v * 8 + (cps[j] - 48);
          j++;
        }
        return { next: j, cp: v };
      }
      case 'x': {
        if (at(k + 2) === '{') {
          const end = cps.indexOf(0x7d, k + 3);
          const hex = end < 0 ? '' : text(k + 3, end);
          if (end < 0 || !/^[0-9A-Fa-f]+$/.test(hex) || Number.parseInt(hex, 16) > 0x10ffff) {
            fail('invalid escape sequence', text(k, end < 0 ? n : end + 1));
          }
          return { next: end + 1, cp: Number.parseInt(hex, 16) };
        }
        const hex = text(k + 2, k + 4);
        if (!/^[0-9A-Fa-f]{2}$/.test(hex)) fail('invalid escape sequence', text(k, Math.min(k + 4, n)));
        return { next: k + 4, cp: Number.parseInt(hex, 16) };
      }
      case 'd':
      case 'w':
      case 's':
        return { next: k + 2, cls: PERL_CLASS[c] };
      case 'D':
      case 'W':
      case 'S':
        return {
          next: k + 2,
          cls: inClass ? classComplement(PERL_CLASS[c.toLowerCase()]) : `[^${PERL_CLASS[c.toLowerCase()]}]`,
        };
      case 'p':
      case 'P': {
        let name: string;
        let next: number;
        if (at(k + 2) === '{') {
          const end = cps.indexOf(0x7d, k + 3);
          if (end < 0) fail('invalid character class range', text(k, n));
          name = text(k + 3, end);
          next = end + 1;
        } else {
          if (k + 2 >= n) fail('invalid character class range', text(k, n));
          name = at(k + 2);
          next = k + 3;
        }
        let neg = c === 'P';
        if (name.startsWith('^')) {
          neg = !neg;
          name = name.slice(1);
        }
        const cls = unicodeClass(name, neg, text(k, next));
        return { next, cls: inClass && cls.startsWith('[') ? cls.slice(1, -1) : cls };
      }
      default:
        if (!inClass) {
          if (c === 'b') return { next: k + 2, assert: '\\b' };
          if (c === 'B') return { next: k + 2, assert: '\\B' };
          if (c === 'A') return { next: k + 2, assert: '(?<![\\s\\S])' };
          if (c === 'z') return { next: k + 2, assert: '(?![\\s\\S])' };
        }
    }
    fail('invalid escape sequence', text(k, k + 2));
  };

  const emitAtom = (s: string): void => {
    atomAt = out.length;
    out += s;
    last = 'atom';
  };
  const emitEmpty = (s: string): void => {
    // Wrapped so that a following repetition is legal JS (lookarounds cannot be quantified).
    atomAt = out.length;
    out += `(?:${s})`;
    last = 'empty';
  };

  while (i < n) {
    const c = at(i);
    switch (c) {
      case '(': {
        if (at(i + 1) === '?' && posix) fail('missing argument to repetition operator', '?');
        if (at(i + 1) === '?') {
          if (at(i + 2) === 'P' && at(i + 3) === '<') {
            namedGroup(i, i + 4);
            break;
          }
          if (at(i + 2) === '<' && at(i + 3) !== '=' && at(i + 3) !== '!') {
            namedGroup(i, i + 3);
            break;
          }
          if (at(i + 2) === 'P' && at(i + 3) === '=')
            fail('invalid named capture', text(i, Math.min(n, i + 4)));
          if (at(i + 2) === ':') {
            stack.push({ flags, capture: false, at: out.length });
            out += '(?:';
            last = 'open';
            i += 3;
            break;
          }
          if (at(i + 2) === '=' || at(i + 2) === '!')
            fail('invalid or unsupported Perl syntax', text(i, i + 3));
          if (at(i + 2) === '<') fail('invalid or unsupported Perl syntax', text(i, i + 3));
          parseFlags(i);
          break;
        }
        stack.push({ flags, capture: true, at: out.length });
        names.push('');
        out += '(';
        last = 'open';
        i++;
        break;
      }
      case ')': {
        const top = stack.pop();
        if (top === undefined) fail('unexpected )', expr);
        flags = top.flags;
        atomAt = top.at ?? 0;
        out += ')';
        last = 'atom';
        i++;
        break;
      }
      case '|':
        out += '|';
        last = 'bar';
        i++;
        break;
      case '*':
      case '+':
      case '?': {
        const opStart = i;
        i++;
        let lazy = false;
        if (at(i) === '?' && !posix) {
          lazy = true;
          i++;
        }
        repeat(c, lazy, opStart);
        break;
      }
      case '{': {
        const m = /^\{(\d+)(,(\d*))?\}/.exec(text(i, Math.min(n, i + 24)));
        if (m === null) {
          emitAtom(literalChar(0x7b, false));
          i++;
          break;
        }
        const lo = Number(m[1]);
        const hi = m[2] === undefined ? lo : m[3] === '' ? -1 : Number(m[3]);
        const opStart = i;
        i += [...m[0]].length;
        if (lo > 1000 || hi > 1000 || (hi >= 0 && hi < lo)) fail('invalid repeat count', m[0]);
        let lazy = false;
        if (at(i) === '?' && !posix) {
          lazy = true;
          i++;
        }
        repeat(m[0], lazy, opStart);
        break;
      }
      case '[':
        emitAtom(parseClass(i));
        break;
      case '.':
        emitAtom(flags.s ? '[\\s\\S]' : '[^\\n]');
        i++;
        break;
      case '^':
        emitEmpty(flags.m || posix ? '(?<![^\\n])' : '(?<![\\s\\S])');
        i++;
        break;
      case '$':
        emitEmpty(flags.m || posix ? '(?![^\\n])' : '(?![\\s\\S])');
        i++;
        break;
      case '\\': {
        if (at(i + 1) === 'Q' && !posix) {
          let k = i + 2;
          // Each quoted rune is a literal of its own: a repetition after \E applies to the last.
          while (k < n && !(at(k) === '\\' && at(k + 1) === 'E')) {
            emitAtom(literalChar(cps[k], flags.i));
            k++;
          }
          i = k < n ? k + 2 : n;
          break;
        }
        const e = parseEscape(i, false);
        i = e.next;
        if (e.assert !== undefined) emitEmpty(e.assert);
        else if (e.cls !== undefined)
          emitAtom(
            e.cls.startsWith('[') || e.cls.startsWith('\\p') || e.cls.startsWith('\\P')
              ? e.cls
              : `[${e.cls}]`,
          );
        else emitAtom(literalChar(e.cp!, flags.i));
        break;
      }
      default:
        emitAtom(literalChar(cps[i], flags.i));
        i++;
    }
  }
  if (stack.length > 0) fail('missing closing )', expr);
  return { source: out, flags: 'dgu', numSubexp: names.length - 1, names };

  function namedGroup(start: number, nameStart: number): void {
    const end = cps.indexOf(0x3e, nameStart);
    const name = end < 0 ? '' : text(nameStart, end);
    if (end < 0 || !/^[\p{L}\p{Nd}_]+$/u.test(name)) {
      fail('invalid named capture', text(start, end < 0 ? n : end + 1));
    }
    stack.push({ flags, capture: true, at: out.length });
    names.push(name);
    out += '(';
    last = 'open';
    i = end + 1;
  }

  function repeat(op: string, lazy: boolean, opStart: number): void {
    if (last === 'open' || last === 'bar') fail('missing argument to repetition operator', text(opStart, i));
    if (last === 'repeat' && posix) {
      // Without PerlX, `a*?` is `(a*)?`.
      out = `${out.slice(0, atomAt)}(?:${out.slice(atomAt)})`;
    } else if (last === 'repeat') fail('invalid nested repetition operator', `${lastOp}${text(opStart, i)}`);
    const greedy = flags.U ? lazy : !lazy;
    out += `${op}${greedy ? '' : '?'}`;
    last = 'repeat';
    lastOp = text(opStart, i);
  }
}

/** A class body matching what `body` (ASCII ranges) does not, as class text. */
function classComplement(body: string): string {
  const re = new RegExp(`[${body}]`, 'u');
  const parts: string[] = [];
  let c = 0;
  while (c < 0x80) {
    if (re.test(String.fromCharCode(c))) {
      c++;
      continue;
    }
    const a = c;
    while (c < 0x80 && !re.test(String.fromCharCode(c))) c++;
    parts.push(a === c - 1 ? classChar(a) : `${classChar(a)}-${classChar(c - 1)}`);
  }
  parts.push('\\u{80}-\\u{10FFFF}');
  return parts.join('');
}

/** A class range, with case variants added under (?i). */
function rangeText(lo: number, hi: number, fold: boolean): string {
  const base = lo === hi ? classChar(lo) : `${classChar(lo)}-${classChar(hi)}`;
  if (!fold) return base;
  let extra = '';
  // Add the runes each one folds to (unicode.SimpleFold's orbit, as regexp/syntax's appendFoldedRange;
  // ranges in practice are small or ASCII).
  if (hi - lo <= 512) {
    for (let c = lo; c <= hi; c++) {
      for (const v of orbit(c)) if (v < lo || v > hi) extra += classChar(v);
    }
  }
  return base + extra;
}
