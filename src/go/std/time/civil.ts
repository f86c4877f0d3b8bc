// Calendar arithmetic for time.Time (proleptic Gregorian, as Go). A Time is held as seconds since
// January 1, year 1 00:00:00 UTC (Go's internal epoch, so the zero Time is the zero struct) plus
// nanoseconds and an optional location (a fixed offset, or a zone's TZ rule).

import { canon } from '../../interp/int64.ts';
import { tzLookup, type ZoneAt } from './tzrule.ts';

/** The Go struct object of *time.Location (fields as declared in the package source). */
export interface Loc {
  name: string;
  zone: string;
  offset: number;
  /** A loaded zone's POSIX TZ rule (tzrule.ts); '' for a fixed zone. */
  rule: string;
}

/** The Go struct object of time.Time (fields as declared in the package source). */
export interface TimeV {
  sec: number;
  nsec: number;
  mono: number | bigint;
  hasMono: boolean;
  loc: Loc | null;
}

/** Seconds from 0001-01-01 to 1970-01-01. */
export const unixToInternal = 62135596800;
const daysTo1970 = 719162;

export const longDayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
export const longMonthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Days since 1970-01-01 of a civil date (Hinnant's days_from_civil). */
export function daysFromCivil(y: number, m: number, d: number): number {
  y -= m <= 2 ? 1 : 0;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (m > 2 ? m - 3 : m + 9) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** Civil date of a day count since 1970-01-01. */
export function civilFromDays(z: number): { year: number; month: number; day: number } {
  z += 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

export function isLeap(y: number): boolean {
  return y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);
}

export function daysIn(month: number, year: number): number {
  if (month === 2) return isLeap(year) ? 29 : 28;
  return [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
}

/** Offset and zone abbreviation in effect at t in its location. */
export function zoneOf(t: TimeV): { name: string; offset: number; isDST: boolean } {
  return locLookup(t.loc, t.sec - unixToInternal);
}

/** The zone of `loc` at Unix second `unix`, with its period (Location.lookup). */
export function locLookup(loc: Loc | null, unix: number): ZoneAt {
  if (loc === null) return { name: 'UTC', offset: 0, start: -Infinity, end: Infinity, isDST: false };
  if (loc.rule !== '') {
    const z = tzLookup(loc.rule, unix);
    if (z !== undefined) return z;
  }
  return { name: loc.zone, offset: loc.offset, start: -Infinity, end: Infinity, isDST: false };
}

/** Broken-down local time. */
export interface Civil {
  year: number;
  month: number;
  day: number;
  yday: number; // 1-based
  hour: number;
  min: number;
  sec: number;
  weekday: number; // Sunday = 0
}

/** Broken-down fields of a local "absolute" second count (seconds since year 1 plus the offset). */
export function civilOfAbs(abs: number): Civil {
  const days = Math.floor(abs / 86400);
  const secs = abs - days * 86400;
  const c = civilFromDays(days - daysTo1970);
  const yday = days - daysTo1970 - daysFromCivil(c.year, 1, 1) + 1;
  // January 1 of year 1 was a Monday.
  const weekday = (((days + 1) % 7) + 7) % 7;
  return {
    year: c.year,
    month: c.month,
    day: c.day,
    yday,
    hour: Math.floor(secs / 3600),
    min: Math.floor((secs % 3600) / 60),
    sec: secs % 60,
    weekday,
  };
}

export function civilOf(t: TimeV): Civil {
  return civilOfAbs(t.sec + zoneOf(t).offset);
}

function norm(hi: number, lo: number, base: number): [number, number] {
  if (lo < 0) {
    const n = Math.floor((-lo - 1) / base) + 1;
    hi -= n;
    lo += n * base;
  }
  if (lo >= base) {
    const n = Math.floor(lo / base);
    hi += n;
    lo -= n * base;
  }
  return [hi, lo];
}

/** time.Date with Go's normalisation of out-of-range fields; loc null = UTC. */
export function makeDate(
  year: number,
  month: number,
  day: number,
  hour: number,
  min: number,
  sec: number,
  nsec: number,
  loc: Loc | null,
): TimeV {
  let m = month - 1;
  [year, m] = norm(year, m, 12);
  [sec, nsec] = norm(sec, nsec, 1e9);
  [min, sec] = norm(min, sec, 60);
  [hour, min] = norm(hour, min, 60);
  [day, hour] = norm(day, hour, 24);
  const days = daysFromCivil(year, m + 1, 1) + day - 1 + daysTo1970;
  const abs = days * 86400 + hour * 3600 + min * 60 + sec;
  // As time.Date: look the local time up as if it were UTC, then again at the UTC instant that
  // offset gives when that falls outside the zone's period (a time in a DST gap or overlap).
  const local = abs - unixToInternal;
  const z = locLookup(loc, local);
  let offset = z.offset;
  if (offset !== 0) {
    const utc = local - offset;
    if (utc < z.start || utc >= z.end) offset = locLookup(loc, utc).offset;
  }
  return { sec: abs - offset, nsec, mono: 0, hasMono: false, loc };
}

/** t.Add(d) for d in nanoseconds (number | bigint); drops nothing (monotonic reading moves too). */
export function addDuration(t: TimeV, d: number | bigint): TimeV {
  const dv = BigInt(d);
  let dsec = Number(dv / 1000000000n);
  let nsec = t.nsec + Number(dv % 1000000000n);
  if (nsec >= 1e9) {
    dsec++;
    nsec -= 1e9;
  } else if (nsec < 0) {
    dsec--;
    nsec += 1e9;
  }
  const mono = t.hasMono ? canon(BigInt(t.mono) + dv) : t.mono;
  return { sec: t.sec + dsec, nsec, mono, hasMono: t.hasMono, loc: t.loc };
}

/** t.Sub(u) in nanoseconds, saturated to the int64 range as Go. */
export function subTimes(t: TimeV, u: TimeV): number | bigint {
  if (t.hasMono && u.hasMono) return canon(clamp(BigInt(t.mono) - BigInt(u.mono)));
  const d = BigInt(t.sec - u.sec) * 1000000000n + BigInt(t.nsec - u.nsec);
  return canon(clamp(d));
}

function clamp(d: bigint): bigint {
  const max = (1n << 63n) - 1n;
  if (d > max) return max;
  if (d < -max - 1n) return -max - 1n;
  return d;
}

/** Nanoseconds since year 1 (for Truncate/Round, which work relative to the zero Time). */
function absNanos(t: TimeV): bigint {
  return BigInt(t.sec) * 1000000000n + BigInt(t.nsec);
}

/** t.Truncate(d): rounds down relative to the zero Time; strips the monotonic reading. */
export function truncateTime(t: TimeV, d: number | bigint): TimeV {
  const s = { ...t, mono: 0, hasMono: false };
  const dv = BigInt(d);
  if (dv <= 0n) return s;
  const r = floorMod(absNanos(s), dv);
  return addDuration(s, canon(-r));
}

/**
 * t's remainder modulo d, never negative: time.go div works on |t| and turns a negative time's
 * remainder r into d-r, so a time before year 1 (time.Date(0, 0, 0, …)) rounds like any other.
 */
function floorMod(n: bigint, d: bigint): bigint {
  const r = n % d;
  return r < 0n ? r + d : r;
}

/** t.Round(d): half away from zero (up), relative to the zero Time; strips the monotonic reading. */
export function roundTime(t: TimeV, d: number | bigint): TimeV {
  const s = { ...t, mono: 0, hasMono: false };
  const dv = BigInt(d);
  if (dv <= 0n) return s;
  const r = floorMod(absNanos(s), dv);
  if (r + r < dv) return addDuration(s, canon(-r));
  return addDuration(s, canon(dv - r));
}

/** t.ISOWeek(). */
export function isoWeek(t: TimeV): [number, number] {
  const c = civilOf(t);
  // Weeks start on Monday; the week containing the year's first Thursday is week 1.
  let d = 4 - c.weekday;
  if (d === 4) d = -3; // Sunday
  const abs = t.sec + zoneOf(t).offset + d * 86400;
  const c2 = civilOfAbs(abs);
  return [c2.year, Math.floor((c2.yday - 1) / 7) + 1];
}

/** Unix seconds of t. */
export function unixSec(t: TimeV): number {
  return t.sec - unixToInternal;
}

/** t.UnixNano() as a canonical hybrid (wraps like Go outside the int64 range). */
export function unixNano(t: TimeV): number | bigint {
  return canon(BigInt.asIntN(64, BigInt(unixSec(t)) * 1000000000n + BigInt(t.nsec)));
}

/** A Time from Unix seconds and nanoseconds (normalised). */
export function fromUnix(sec: number, nsec: number, loc: Loc | null): TimeV {
  if (nsec < 0 || nsec >= 1e9) {
    const n = Math.floor(nsec / 1e9);
    sec += n;
    nsec -= n * 1e9;
  }
  return { sec: sec + unixToInternal, nsec, mono: 0, hasMono: false, loc };
}
