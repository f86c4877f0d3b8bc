// Time formatting and parsing with Go's reference-time layouts (go/src/time/format.go):
// nextStdChunk's recognition rules, Format's padding, and Parse's error messages.

import {
  type Civil,
  civilOf,
  daysIn,
  isLeap,
  type Loc,
  locLookup,
  longDayNames,
  longMonthNames,
  makeDate,
  type TimeV,
  unixToInternal,
  zoneOf,
} from './civil.ts';
import { timeQuote } from './duration.ts';
import { tzNames } from './tzrule.ts';

// std codes (values as Go's, so the needDate/needClock bits and arguments line up).
const stdNeedDate = 1 << 8;
const stdNeedClock = 2 << 8;
const stdArgShift = 16;
const stdSeparatorShift = 28;
const stdMask = (1 << stdArgShift) - 1;

const stdLongMonth = 1 + stdNeedDate;
const stdMonth = 2 + stdNeedDate;
const stdNumMonth = 3 + stdNeedDate;
const stdZeroMonth = 4 + stdNeedDate;
const stdLongWeekDay = 5 + stdNeedDate;
const stdWeekDay = 6 + stdNeedDate;
const stdDay = 7 + stdNeedDate;
const stdUnderDay = 8 + stdNeedDate;
const stdZeroDay = 9 + stdNeedDate;
const stdUnderYearDay = 10 + stdNeedDate;
const stdZeroYearDay = 11 + stdNeedDate;
const stdHour = 12 + stdNeedClock;
const stdHour12 = 13 + stdNeedClock;
const stdZeroHour12 = 14 + stdNeedClock;
const stdMinute = 15 + stdNeedClock;
const stdZeroMinute = 16 + stdNeedClock;
const stdSecond = 17 + stdNeedClock;
const stdZeroSecond = 18 + stdNeedClock;
const stdLongYear = 19 + stdNeedDate;
const stdYear = 20 + stdNeedDate;
const stdPM = 21 + stdNeedClock;
const stdpm = 22 + stdNeedClock;
const stdTZ = 23;
const stdISO8601TZ = 24;
const stdISO8601SecondsTZ = 25;
const stdISO8601ShortTZ = 26;
const stdISO8601ColonTZ = 27;
const stdISO8601ColonSecondsTZ = 28;
const stdNumTZ = 29;
const stdNumSecondsTz = 30;
const stdNumShortTZ = 31;
const stdNumColonTZ = 32;
const stdNumColonSecondsTZ = 33;
const stdFracSecond0 = 34;
const stdFracSecond9 = 35;

const std0x = [stdZeroMonth, stdZeroDay, stdZeroHour12, stdZeroMinute, stdZeroSecond, stdYear];

const isDigitAt = (s: string, i: number) =>
  i < s.length && s.charCodeAt(i) >= 0x30 && s.charCodeAt(i) <= 0x39;
const startsWithLowerCase = (s: string) => s.length > 0 && s.charCodeAt(0) >= 0x61 && s.charCodeAt(0) <= 0x7a;

function stdFracSecond(code: number, n: number, c: string): number {
  const v = code | ((n & 0xfff) << stdArgShift);
  return c === '.' ? v : v | (1 << stdSeparatorShift);
}
const digitsLen = (std: number) => (std >> stdArgShift) & 0xfff;
const separator = (std: number) => (std >> stdSeparatorShift === 0 ? '.' : ',');

interface Chunk {
  prefix: string;
  std: number;
  suffix: string;
}

/** The first layout element: text before it, its code, and the rest (as Go's nextStdChunk). */
function nextStdChunk(layout: string): Chunk {
  const at = (i: number, s: string) => layout.startsWith(s, i);
  const ret = (i: number, std: number, n: number): Chunk => ({
    prefix: layout.substring(0, i),
    std,
    suffix: layout.substring(i + n),
  });
  for (let i = 0; i < layout.length; i++) {
    switch (layout[i]) {
      case 'J':
        if (at(i, 'Jan')) {
          if (at(i, 'January')) return ret(i, stdLongMonth, 7);
          if (!startsWithLowerCase(layout.substring(i + 3))) return ret(i, stdMonth, 3);
        }
        break;
      case 'M':
        if (layout.length >= i + 3) {
          if (at(i, 'Mon')) {
            if (at(i, 'Monday')) return ret(i, stdLongWeekDay, 6);
            if (!startsWithLowerCase(layout.substring(i + 3))) return ret(i, stdWeekDay, 3);
          }
          if (at(i, 'MST')) return ret(i, stdTZ, 3);
        }
        break;
      case '0': {
        const c1 = layout.charCodeAt(i + 1);
        if (layout.length >= i + 2 && c1 >= 0x31 && c1 <= 0x36) return ret(i, std0x[c1 - 0x31], 2);
        if (at(i, '002')) return ret(i, stdZeroYearDay, 3);
        break;
      }
      case '1':
        if (at(i, '15')) return ret(i, stdHour, 2);
        return ret(i, stdNumMonth, 1);
      case '2':
        if (at(i, '2006')) return ret(i, stdLongYear, 4);
        return ret(i, stdDay, 1);
      case '_':
        if (layout[i + 1] === '2') {
          // _2006 is really a literal _, followed by stdLongYear
          if (at(i + 1, '2006'))
            return { prefix: layout.substring(0, i + 1), std: stdLongYear, suffix: layout.substring(i + 5) };
          return ret(i, stdUnderDay, 2);
        }
        if (at(i, '__2')) return ret(i, stdUnderYearDay, 3);
        break;
      case '3':
        return ret(i, stdHour12, 1);
      case '4':
        return ret(i, stdMinute, 1);
      case '5':
        return ret(i, stdSecond, 1);
      case 'P':
        if (layout[i + 1] === 'M') return ret(i, stdPM, 2);
        break;
      case 'p':
        if (layout[i + 1] === 'm') return ret(i, stdpm, 2);
        break;
      case '-':
        if (at(i, '-070000')) return ret(i, stdNumSecondsTz, 7);
        if (at(i, '-07:00:00')) return ret(i, stdNumColonSecondsTZ, 9);
        if (at(i, '-0700')) return ret(i, stdNumTZ, 5);
        if (at(i, '-07:00')) return ret(i, stdNumColonTZ, 6);
        if (at(i, '-07')) return ret(i, stdNumShortTZ, 3);
        break;
      case 'Z':
        if (at(i, 'Z070000')) return ret(i, stdISO8601SecondsTZ, 7);
        if (at(i, 'Z07:00:00')) return ret(i, stdISO8601ColonSecondsTZ, 9);
        if (at(i, 'Z0700')) return ret(i, stdISO8601TZ, 5);
        if (at(i, 'Z07:00')) return ret(i, stdISO8601ColonTZ, 6);
        if (at(i, 'Z07')) return ret(i, stdISO8601ShortTZ, 3);
        break;
      case '.':
      case ',':
        if (i + 1 < layout.length && (layout[i + 1] === '0' || layout[i + 1] === '9')) {
          const ch = layout[i + 1];
          let j = i + 1;
          while (j < layout.length && layout[j] === ch) j++;
          // String of digits must end here - only fractional second if all digits.
          if (!isDigitAt(layout, j)) {
            const code = ch === '9' ? stdFracSecond9 : stdFracSecond0;
            return {
              prefix: layout.substring(0, i),
              std: stdFracSecond(code, j - (i + 1), layout[i]),
              suffix: layout.substring(j),
            };
          }
        }
        break;
    }
  }
  return { prefix: layout, std: 0, suffix: '' };
}

/** Go's appendInt: zero-padded to width, '-' before the padding. */
function pad(x: number, width: number): string {
  let s = String(Math.abs(x));
  if (s.length < width) s = '0'.repeat(width - s.length) + s;
  return x < 0 ? `-${s}` : s;
}

function appendNano(nanosec: number, std: number): string {
  const trim = (std & stdMask) === stdFracSecond9;
  const n = digitsLen(std);
  if (trim && (n === 0 || nanosec === 0)) return '';
  const dot = separator(std);
  let b = dot + pad(nanosec, 9);
  if (n < 9) b = b.substring(0, b.length - 9 + n);
  if (trim) {
    let e = b.length;
    while (e > 0 && b[e - 1] === '0') e--;
    if (e > 0 && b[e - 1] === dot) e--;
    b = b.substring(0, e);
  }
  return b;
}

/** t.Format(layout). */
export function formatTime(t: TimeV, layout: string): string {
  const { name, offset } = zoneOf(t);
  let c: Civil | null = null;
  let b = '';
  while (layout !== '') {
    const { prefix, std, suffix } = nextStdChunk(layout);
    if (prefix !== '') b += prefix;
    if (std === 0) break;
    layout = suffix;
    if (c === null && (std & (stdNeedDate | stdNeedClock)) !== 0) c = civilOf(t);
    const v = c as Civil;
    switch (std & stdMask) {
      case stdYear:
        b += pad(Math.abs(v.year) % 100, 2);
        break;
      case stdLongYear:
        b += pad(v.year, 4);
        break;
      case stdMonth:
        b += longMonthNames[v.month - 1].substring(0, 3);
        break;
      case stdLongMonth:
        b += longMonthNames[v.month - 1];
        break;
      case stdNumMonth:
        b += String(v.month);
        break;
      case stdZeroMonth:
        b += pad(v.month, 2);
        break;
      case stdWeekDay:
        b += longDayNames[v.weekday].substring(0, 3);
        break;
      case stdLongWeekDay:
        b += longDayNames[v.weekday];
        break;
      case stdDay:
        b += String(v.day);
        break;
      case stdUnderDay:
        b += (v.day < 10 ? ' ' : '') + String(v.day);
        break;
      case stdZeroDay:
        b += pad(v.day, 2);
        break;
      case stdUnderYearDay:
        b += (v.yday < 100 ? (v.yday < 10 ? '  ' : ' ') : '') + String(v.yday);
        break;
      case stdZeroYearDay:
        b += pad(v.yday, 3);
        break;
      case stdHour:
        b += pad(v.hour, 2);
        break;
      case stdHour12:
        b += String(v.hour % 12 === 0 ? 12 : v.hour % 12);
        break;
      case stdZeroHour12:
        b += pad(v.hour % 12 === 0 ? 12 : v.hour % 12, 2);
        break;
      case stdMinute:
        b += String(v.min);
        break;
      case stdZeroMinute:
        b += pad(v.min, 2);
        break;
      case stdSecond:
        b += String(v.sec);
        break;
      case stdZeroSecond:
        b += pad(v.sec, 2);
        break;
      case stdPM:
        b += v.hour >= 12 ? 'PM' : 'AM';
        break;
      case stdpm:
        b += v.hour >= 12 ? 'pm' : 'am';
        break;
      case stdISO8601TZ:
      case stdISO8601ColonTZ:
      case stdISO8601SecondsTZ:
      case stdISO8601ShortTZ:
      case stdISO8601ColonSecondsTZ:
      case stdNumTZ:
      case stdNumColonTZ:
      case stdNumSecondsTz:
      case stdNumShortTZ:
      case stdNumColonSecondsTZ: {
        const iso =
          std === stdISO8601TZ ||
          std === stdISO8601ColonTZ ||
          std === stdISO8601SecondsTZ ||
          std === stdISO8601ShortTZ ||
          std === stdISO8601ColonSecondsTZ;
        if (offset === 0 && iso) {
          b += 'Z';
          break;
        }
        let zone = Math.trunc(offset / 60);
        let absoffset = offset;
        if (zone < 0) {
          b += '-';
          zone = -zone;
          absoffset = -absoffset;
        } else b += '+';
        b += pad(Math.floor(zone / 60), 2);
        if (
          std === stdISO8601ColonTZ ||
          std === stdNumColonTZ ||
          std === stdISO8601ColonSecondsTZ ||
          std === stdNumColonSecondsTZ
        )
          b += ':';
        if (std !== stdNumShortTZ && std !== stdISO8601ShortTZ) b += pad(zone % 60, 2);
        if (
          std === stdISO8601SecondsTZ ||
          std === stdNumSecondsTz ||
          std === stdNumColonSecondsTZ ||
          std === stdISO8601ColonSecondsTZ
        ) {
          if (std === stdNumColonSecondsTZ || std === stdISO8601ColonSecondsTZ) b += ':';
          b += pad(absoffset % 60, 2);
        }
        break;
      }
      case stdTZ: {
        if (name !== '') {
          b += name;
          break;
        }
        let zone = Math.trunc(offset / 60);
        if (zone < 0) {
          b += '-';
          zone = -zone;
        } else b += '+';
        b += pad(Math.floor(zone / 60), 2) + pad(zone % 60, 2);
        break;
      }
      case stdFracSecond0:
      case stdFracSecond9:
        b += appendNano(t.nsec, std);
        break;
    }
  }
  return b;
}

/** Time.String(): the default layout plus the monotonic reading when present. */
export function timeString(t: TimeV): string {
  let s = formatTime(t, '2006-01-02 15:04:05.999999999 -0700 MST');
  if (t.hasMono) {
    let m2 = BigInt(t.mono);
    let sign = '+';
    if (m2 < 0n) {
      sign = '-';
      m2 = -m2;
    }
    let m1 = m2 / 1000000000n;
    m2 %= 1000000000n;
    const m0 = m1 / 1000000000n;
    m1 %= 1000000000n;
    let buf = ` m=${sign}`;
    if (m0 !== 0n) buf += `${m0}${pad(Number(m1), 9)}`;
    else buf += `${m1}`;
    buf += `.${pad(Number(m2), 9)}`;
    s += buf;
  }
  return s;
}

// ------------------------------------------------------------------------------------------------
// Parsing.

const shortDayNames = longDayNames.map((d) => d.substring(0, 3));
const shortMonthNames = longMonthNames.map((m) => m.substring(0, 3));

class Bad extends Error {}
const errBad = new Bad('bad value for field');

function match(s1: string, s2: string): boolean {
  for (let i = 0; i < s1.length; i++) {
    let c1 = s1.charCodeAt(i);
    let c2 = s2.charCodeAt(i);
    if (c1 !== c2) {
      c1 |= 0x20;
      c2 |= 0x20;
      if (c1 !== c2 || c1 < 0x61 || c1 > 0x7a) return false;
    }
  }
  return true;
}

function lookup(tab: string[], val: string): [number, string] {
  for (let i = 0; i < tab.length; i++) {
    const v = tab[i];
    if (val.length >= v.length && match(val.substring(0, v.length), v)) return [i, val.substring(v.length)];
  }
  throw errBad;
}

function getnum(s: string, fixed: boolean): [number, string] {
  if (!isDigitAt(s, 0)) throw errBad;
  if (!isDigitAt(s, 1)) {
    if (fixed) throw errBad;
    return [s.charCodeAt(0) - 0x30, s.substring(1)];
  }
  return [(s.charCodeAt(0) - 0x30) * 10 + (s.charCodeAt(1) - 0x30), s.substring(2)];
}

function getnum3(s: string, fixed: boolean): [number, string] {
  let n = 0;
  let i = 0;
  for (; i < 3 && isDigitAt(s, i); i++) n = n * 10 + (s.charCodeAt(i) - 0x30);
  if (i === 0 || (fixed && i !== 3)) throw errBad;
  return [n, s.substring(i)];
}

const cutspace = (s: string) => s.replace(/^ +/, '');

function skip(value: string, prefix: string): string {
  while (prefix.length > 0) {
    if (prefix[0] === ' ') {
      if (value.length > 0 && value[0] !== ' ') throw errBad;
      prefix = cutspace(prefix);
      value = cutspace(value);
      continue;
    }
    if (value.length === 0 || value[0] !== prefix[0]) throw errBad;
    prefix = prefix.substring(1);
    value = value.substring(1);
  }
  return value;
}

/** leadingInt: digits as a number; throws on overflow past 2^63. */
function leadingInt(s: string): [number, string] {
  // Up to 15 digits a double holds exactly (< 2^53) and none can overflow: the run of a timestamp's
  // fields never needs a bigint. A longer run goes on in bigint for Go's overflow rule.
  let i = 0;
  let n = 0;
  for (; i < s.length && i < 15; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x30 || c > 0x39) return [n, s.substring(i)];
    n = n * 10 + (c - 0x30);
  }
  if (i === s.length) return [n, ''];
  let x = BigInt(n);
  for (; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x30 || c > 0x39) break;
    if (x > (1n << 63n) / 10n) throw errBad;
    x = x * 10n + BigInt(c - 0x30);
    if (x > 1n << 63n) throw errBad;
  }
  return [Number(x), s.substring(i)];
}

function atoi(s: string): number {
  let neg = false;
  if (s.length > 0 && (s[0] === '-' || s[0] === '+')) {
    neg = s[0] === '-';
    s = s.substring(1);
  }
  const [q, rem] = leadingInt(s);
  if (rem.length > 0) throw errBad;
  return neg ? -q : q;
}

const commaOrPeriod = (c: string) => c === '.' || c === ',';

function parseNanoseconds(value: string, nbytes: number): [number, string] {
  if (!commaOrPeriod(value[0])) throw errBad;
  if (nbytes > 10) {
    value = value.substring(0, 10);
    nbytes = 10;
  }
  let ns = atoi(value.substring(1, nbytes));
  if (ns < 0) return [0, 'fractional second'];
  for (let i = 0; i < 10 - nbytes; i++) ns *= 10;
  return [ns, ''];
}

function parseSignedOffset(value: string): number {
  const sign = value[0];
  if (sign !== '-' && sign !== '+') return 0;
  let x: number;
  let rem: string;
  try {
    [x, rem] = leadingInt(value.substring(1));
  } catch {
    return 0;
  }
  if (value.substring(1) === rem) return 0;
  if (x > 23) return 0;
  return value.length - rem.length;
}

function parseTimeZone(value: string): number {
  if (value.length < 3) return 0;
  if (value.startsWith('ChST') || value.startsWith('MeST')) return 4;
  if (value.startsWith('GMT')) {
    const rest = value.substring(3);
    return rest.length === 0 ? 3 : 3 + parseSignedOffset(rest);
  }
  if (value[0] === '+' || value[0] === '-') return parseSignedOffset(value);
  let nUpper = 0;
  for (; nUpper < 6; nUpper++) {
    if (nUpper >= value.length) break;
    const c = value.charCodeAt(nUpper);
    if (c < 0x41 || c > 0x5a) break;
  }
  switch (nUpper) {
    case 5:
      return value[4] === 'T' ? 5 : 0;
    case 4:
      return value[3] === 'T' || value.startsWith('WITA') ? 4 : 0;
    case 3:
      return 3;
  }
  return 0;
}

/** *time.ParseError contents; `message` empty means the "cannot parse" form. */
export interface ParseErr {
  layout: string;
  value: string;
  layoutElem: string;
  valueElem: string;
  message: string;
}

/** (*ParseError).Error(). */
export function parseErrorString(e: ParseErr): string {
  if (e.message === '')
    return `parsing time ${timeQuote(e.value)} as ${timeQuote(e.layout)}: cannot parse ${timeQuote(e.valueElem)} as ${timeQuote(e.layoutElem)}`;
  return `parsing time ${timeQuote(e.value)}${e.message}`;
}

const daysBefore = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334, 365];

/**
 * time.Parse / ParseInLocation. `defaultLoc` applies when the value has no zone; `local` is the
 * location whose offset/abbreviation a parsed zone is matched against (Local for Parse). Locations
 * are the Go struct objects; null is UTC.
 */
const RFC3339 = '2006-01-02T15:04:05Z07:00';
const RFC3339Nano = '2006-01-02T15:04:05.999999999Z07:00';

/**
 * Go's parseRFC3339 (go/src/time/format_rfc3339.go), which Parse and ParseInLocation try first for
 * the RFC3339 layouts (every Kubernetes timestamp): exact fields only. undefined sends the value to
 * the general parser, which then gives the same time or the error.
 */
function parseRFC3339(
  s: string,
  local: Loc | null,
  fixedZone: (name: string, offset: number) => Loc,
): TimeV | undefined {
  if (s.length < 19) return undefined;
  let ok = true;
  const uint = (from: number, to: number, lo: number, hi: number) => {
    let x = 0;
    for (let i = from; i < to; i++) {
      const c = s.charCodeAt(i);
      if (c < 0x30 || c > 0x39) {
        ok = false;
        return lo;
      }
      x = x * 10 + c - 0x30;
    }
    if (x < lo || x > hi) {
      ok = false;
      return lo;
    }
    return x;
  };
  const year = uint(0, 4, 0, 9999);
  const month = uint(5, 7, 1, 12);
  const day = uint(8, 10, 1, daysIn(month, year));
  const hour = uint(11, 13, 0, 23);
  const min = uint(14, 16, 0, 59);
  const sec = uint(17, 19, 0, 59);
  if (!ok || s[4] !== '-' || s[7] !== '-' || s[10] !== 'T' || s[13] !== ':' || s[16] !== ':')
    return undefined;
  let i = 19;
  let nsec = 0;
  if (s.length - i >= 2 && s[i] === '.' && isDigitAt(s, i + 1)) {
    let n = 2;
    while (i + n < s.length && isDigitAt(s, i + n)) n++;
    [nsec] = parseNanoseconds(s.substring(i), n);
    i += n;
  }
  const zone = s.length - i;
  if (zone === 1 && s[i] === 'Z') return makeDate(year, month, day, hour, min, sec, nsec, null);
  if (zone !== 6) return undefined;
  const hr = uint(i + 1, i + 3, 0, 23);
  const mm = uint(i + 4, i + 6, 0, 59);
  if (!ok || !((s[i] === '-' || s[i] === '+') && s[i + 3] === ':')) return undefined;
  const offset = (s[i] === '-' ? -1 : 1) * (hr * 60 + mm) * 60;
  const t = makeDate(year, month, day, hour, min, sec, nsec, null);
  t.sec -= offset;
  // the local zone if it had that offset then, else a fixed zone without a name
  t.loc = locLookup(local, t.sec - unixToInternal).offset === offset ? local : fixedZone('', offset);
  return t;
}

/** Parse and ParseInLocation: the RFC3339 fast path first, as Go's do, then the general parser. */
export function parseTime(
  layout: string,
  value: string,
  defaultLoc: Loc | null,
  local: Loc | null,
  fixedZone: (name: string, offset: number) => Loc,
): TimeV | ParseErr {
  if (layout === RFC3339 || layout === RFC3339Nano) {
    const t = parseRFC3339(value, local, fixedZone);
    if (t !== undefined) return t;
  }
  return parseLayout(layout, value, defaultLoc, local, fixedZone);
}

/** Go's time.parse: any layout, with its error messages. */
export function parseLayout(
  layout: string,
  value: string,
  defaultLoc: Loc | null,
  local: Loc | null,
  fixedZone: (name: string, offset: number) => Loc,
): TimeV | ParseErr {
  const alayout = layout;
  const avalue = value;
  let rangeErrString = '';
  let amSet = false;
  let pmSet = false;
  let year = 0;
  let month = -1;
  let day = -1;
  let yday = -1;
  let hour = 0;
  let min = 0;
  let sec = 0;
  let nsec = 0;
  let z: Loc | null | undefined;
  let zoneOffset = -1;
  let zoneName = '';
  const perr = (layoutElem: string, valueElem: string, message: string): ParseErr => ({
    layout: alayout,
    value: avalue,
    layoutElem,
    valueElem,
    message,
  });
  for (;;) {
    const { prefix, std, suffix } = nextStdChunk(layout);
    const stdstr = layout.substring(prefix.length, layout.length - suffix.length);
    try {
      value = skip(value, prefix);
    } catch {
      return perr(prefix, value, '');
    }
    if (std === 0) {
      if (value.length !== 0) return perr('', value, `: extra text: ${timeQuote(value)}`);
      break;
    }
    layout = suffix;
    const hold = value;
    let failed = false;
    try {
      switch (std & stdMask) {
        case stdYear: {
          if (value.length < 2) throw errBad;
          const p = value.substring(0, 2);
          value = value.substring(2);
          year = atoi(p);
          year += year >= 69 ? 1900 : 2000;
          break;
        }
        case stdLongYear: {
          if (value.length < 4 || !isDigitAt(value, 0)) throw errBad;
          const p = value.substring(0, 4);
          value = value.substring(4);
          year = atoi(p);
          break;
        }
        case stdMonth:
          [month, value] = lookup(shortMonthNames, value);
          month++;
          break;
        case stdLongMonth:
          [month, value] = lookup(longMonthNames, value);
          month++;
          break;
        case stdNumMonth:
        case stdZeroMonth:
          [month, value] = getnum(value, std === stdZeroMonth);
          if (month <= 0 || month > 12) rangeErrString = 'month';
          break;
        case stdWeekDay:
          [, value] = lookup(shortDayNames, value);
          break;
        case stdLongWeekDay:
          [, value] = lookup(longDayNames, value);
          break;
        case stdDay:
        case stdUnderDay:
        case stdZeroDay:
          if (std === stdUnderDay && value.length > 0 && value[0] === ' ') value = value.substring(1);
          [day, value] = getnum(value, std === stdZeroDay);
          // Note that we allow any one- or two-digit day here; the range is checked later.
          break;
        case stdUnderYearDay:
        case stdZeroYearDay:
          for (let i = 0; i < 2; i++) {
            if (std === stdUnderYearDay && value.length > 0 && value[0] === ' ') value = value.substring(1);
          }
          [yday, value] = getnum3(value, std === stdZeroYearDay);
          break;
        case stdHour:
          [hour, value] = getnum(value, false);
          if (hour < 0 || hour >= 24) rangeErrString = 'hour';
          break;
        case stdHour12:
        case stdZeroHour12:
          [hour, value] = getnum(value, std === stdZeroHour12);
          if (hour < 0 || hour > 12) rangeErrString = 'hour';
          break;
        case stdMinute:
        case stdZeroMinute:
          [min, value] = getnum(value, std === stdZeroMinute);
          if (min < 0 || min >= 60) rangeErrString = 'minute';
          break;
        case stdSecond:
        case stdZeroSecond: {
          [sec, value] = getnum(value, std === stdZeroSecond);
          if (sec < 0 || sec >= 60) {
            rangeErrString = 'second';
            break;
          }
          // Fractional second after the seconds, if the layout does not ask for it explicitly.
          if (value.length >= 2 && commaOrPeriod(value[0]) && isDigitAt(value, 1)) {
            const next = nextStdChunk(layout).std & stdMask;
            if (next === stdFracSecond0 || next === stdFracSecond9) break;
            let n = 2;
            while (n < value.length && isDigitAt(value, n)) n++;
            [nsec, rangeErrString] = parseNanoseconds(value, n);
            value = value.substring(n);
          }
          break;
        }
        case stdPM:
        case stdpm: {
          if (value.length < 2) throw errBad;
          const p = value.substring(0, 2);
          value = value.substring(2);
          const pm = std === stdPM ? 'PM' : 'pm';
          const am = std === stdPM ? 'AM' : 'am';
          if (p === pm) pmSet = true;
          else if (p === am) amSet = true;
          else throw errBad;
          break;
        }
        case stdISO8601TZ:
        case stdISO8601ShortTZ:
        case stdISO8601ColonTZ:
        case stdISO8601SecondsTZ:
        case stdISO8601ColonSecondsTZ:
        case stdNumTZ:
        case stdNumShortTZ:
        case stdNumColonTZ:
        case stdNumSecondsTz:
        case stdNumColonSecondsTZ: {
          const iso =
            std === stdISO8601TZ ||
            std === stdISO8601ShortTZ ||
            std === stdISO8601ColonTZ ||
            std === stdISO8601SecondsTZ ||
            std === stdISO8601ColonSecondsTZ;
          if (iso && value.length >= 1 && value[0] === 'Z') {
            value = value.substring(1);
            z = null;
            break;
          }
          let sign: string;
          let hh: string;
          let mm: string;
          let ss: string;
          if (std === stdISO8601ColonTZ || std === stdNumColonTZ) {
            if (value.length < 6 || value[3] !== ':') throw errBad;
            [sign, hh, mm, ss, value] = [
              value[0],
              value.substring(1, 3),
              value.substring(4, 6),
              '00',
              value.substring(6),
            ];
          } else if (std === stdNumShortTZ || std === stdISO8601ShortTZ) {
            if (value.length < 3) throw errBad;
            [sign, hh, mm, ss, value] = [value[0], value.substring(1, 3), '00', '00', value.substring(3)];
          } else if (std === stdISO8601ColonSecondsTZ || std === stdNumColonSecondsTZ) {
            if (value.length < 9 || value[3] !== ':' || value[6] !== ':') throw errBad;
            [sign, hh, mm, ss, value] = [
              value[0],
              value.substring(1, 3),
              value.substring(4, 6),
              value.substring(7, 9),
              value.substring(9),
            ];
          } else if (std === stdISO8601SecondsTZ || std === stdNumSecondsTz) {
            if (value.length < 7) throw errBad;
            [sign, hh, mm, ss, value] = [
              value[0],
              value.substring(1, 3),
              value.substring(3, 5),
              value.substring(5, 7),
              value.substring(7),
            ];
          } else {
            if (value.length < 5) throw errBad;
            [sign, hh, mm, ss, value] = [
              value[0],
              value.substring(1, 3),
              value.substring(3, 5),
              '00',
              value.substring(5),
            ];
          }
          let hr = 0;
          let mi = 0;
          let se = 0;
          let bad = false;
          try {
            [hr] = getnum(hh, true);
            [mi] = getnum(mm, true);
            [se] = getnum(ss, true);
          } catch {
            bad = true;
          }
          if (hr > 24) rangeErrString = 'time zone offset hour';
          if (mi > 60) rangeErrString = 'time zone offset minute';
          if (se > 60) rangeErrString = 'time zone offset second';
          zoneOffset = (hr * 60 + mi) * 60 + se;
          if (sign === '-') zoneOffset = -zoneOffset;
          else if (sign !== '+') bad = true;
          if (bad) throw errBad;
          break;
        }
        case stdTZ: {
          if (value.startsWith('UTC')) {
            z = null;
            value = value.substring(3);
            break;
          }
          const n = parseTimeZone(value);
          if (n === 0) throw errBad;
          zoneName = value.substring(0, n);
          value = value.substring(n);
          break;
        }
        case stdFracSecond0: {
          const ndigit = 1 + digitsLen(std);
          if (value.length < ndigit) throw errBad;
          [nsec, rangeErrString] = parseNanoseconds(value, ndigit);
          value = value.substring(ndigit);
          break;
        }
        case stdFracSecond9: {
          if (value.length < 2 || !commaOrPeriod(value[0]) || !isDigitAt(value, 1)) break;
          let i = 0;
          while (i + 1 < value.length && isDigitAt(value, i + 1)) i++;
          [nsec, rangeErrString] = parseNanoseconds(value, 1 + i);
          value = value.substring(1 + i);
          break;
        }
      }
    } catch (e) {
      if (!(e instanceof Bad)) throw e;
      failed = true;
    }
    if (rangeErrString !== '') return perr(stdstr, value, `: ${rangeErrString} out of range`);
    if (failed) return perr(stdstr, hold, '');
  }
  if (pmSet && hour < 12) hour += 12;
  else if (amSet && hour === 12) hour = 0;
  if (yday >= 0) {
    let d = 0;
    let m = 0;
    if (isLeap(year)) {
      if (yday === 31 + 29) {
        m = 2;
        d = 29;
      } else if (yday > 31 + 29) yday--;
    }
    if (yday < 1 || yday > 365) return perr('', value, ': day-of-year out of range');
    if (m === 0) {
      m = Math.floor((yday - 1) / 31) + 1;
      if (daysBefore[m] < yday) m++;
      d = yday - daysBefore[m - 1];
    }
    if (month >= 0 && month !== m) return perr('', value, ': day-of-year does not match month');
    month = m;
    if (day >= 0 && day !== d) return perr('', value, ': day-of-year does not match day');
    day = d;
  } else {
    if (month < 0) month = 1;
    if (day < 0) day = 1;
  }
  if (day < 1 || day > daysIn(month, year)) return perr('', value, ': day out of range');
  if (z !== undefined) return makeDate(year, month, day, hour, min, sec, nsec, z);
  if (zoneOffset !== -1) {
    const t = makeDate(year, month, day, hour, min, sec, nsec, null);
    t.sec -= zoneOffset;
    // The local zone if it was in effect with that offset (and name) then.
    const z = locLookup(local, t.sec - unixToInternal);
    if (z.offset === zoneOffset && (zoneName === '' || z.name === zoneName)) {
      t.loc = local;
      return t;
    }
    t.loc = fixedZone(zoneName, zoneOffset);
    return t;
  }
  if (zoneName !== '') {
    const t = makeDate(year, month, day, hour, min, sec, nsec, null);
    const offset = lookupName(local, zoneName, t.sec - unixToInternal);
    if (offset !== undefined) {
      t.sec -= offset;
      t.loc = local;
      return t;
    }
    let gmt = 0;
    if (zoneName.length > 3 && zoneName.startsWith('GMT')) gmt = atoi(zoneName.substring(3)) * 3600;
    t.loc = fixedZone(zoneName, gmt);
    return t;
  }
  return makeDate(year, month, day, hour, min, sec, nsec, defaultLoc);
}

/** Location.lookupName: the offset of the zone called `name` in `loc`, preferring one in effect then. */
function lookupName(loc: Loc | null, name: string, unix: number): number | undefined {
  if (loc === null) return name === 'UTC' ? 0 : undefined;
  const named = loc.rule === '' ? [{ name: loc.zone, offset: loc.offset }] : tzNames(loc.rule);
  const matching = named.filter((z) => z.name === name);
  for (const z of matching) if (locLookup(loc, unix - z.offset).name === z.name) return z.offset;
  return matching[0]?.offset;
}

export function isParseErr(x: TimeV | ParseErr): x is ParseErr {
  return (x as ParseErr).layoutElem !== undefined;
}
