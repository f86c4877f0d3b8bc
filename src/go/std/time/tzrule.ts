// Time zones from POSIX TZ rules (the footer of a TZif file), as go1.23's tzset in
// src/time/zoneinfo.go evaluates them: the zone in effect at a Unix second, with the start and end of
// its period (which time.Date needs to resolve local times near a transition).

import { TZ_RULES } from './tzdata.ts';

const isLeap = (y: number) => y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);

/** The zone in effect at an instant: abbreviation, offset east of UTC, its period [start, end). */
export interface ZoneAt {
  name: string;
  offset: number;
  start: number;
  end: number;
  isDST: boolean;
}

interface Rule {
  kind: 'julian' | 'doy' | 'mwd';
  day: number;
  week: number;
  mon: number;
  time: number;
}

interface Parsed {
  stdName: string;
  stdOffset: number;
  dst?: { name: string; offset: number; start: Rule; end: Rule };
}

const OMEGA = Number.MAX_SAFE_INTEGER;
const DAY = 86400;
const daysBefore = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334, 365];

let zones: Map<string, string> | undefined;

/** The TZ rule of a zone of the database (America/New_York → EST5EDT,M3.2.0,M11.1.0). */
export function tzRuleOf(name: string): string | undefined {
  if (zones === undefined) {
    zones = new Map();
    for (const line of TZ_RULES.split('\n')) {
      const f = line.split(' ');
      for (let i = 1; i < f.length; i++) zones.set(f[i], f[0]);
    }
  }
  return zones.get(name);
}

/** Every zone name of the database (the zoneinfo tree's files). */
export function tzZoneNames(): Iterable<string> {
  tzRuleOf('');
  return (zones ?? new Map<string, string>()).keys();
}

function num(s: string, min: number, max: number): [number, string] | undefined {
  let i = 0;
  let n = 0;
  while (i < s.length && s[i] >= '0' && s[i] <= '9') {
    n = n * 10 + (s.charCodeAt(i) - 48);
    if (n > max) return undefined;
    i++;
  }
  if (i === 0 || n < min) return undefined;
  return [n, s.substring(i)];
}

function name(s: string): [string, string] | undefined {
  if (s === '') return undefined;
  if (s[0] === '<') {
    const i = s.indexOf('>');
    return i < 0 ? undefined : [s.substring(1, i), s.substring(i + 1)];
  }
  const m = /[0-9,+-]/.exec(s);
  const i = m === null ? s.length : m.index;
  return i < 3 ? undefined : [s.substring(0, i), s.substring(i)];
}

function offset(s: string): [number, string] | undefined {
  let neg = false;
  if (s[0] === '+') s = s.substring(1);
  else if (s[0] === '-') {
    s = s.substring(1);
    neg = true;
  }
  const h = num(s, 0, 24 * 7);
  if (h === undefined) return undefined;
  let off = h[0] * 3600;
  s = h[1];
  for (const unit of [60, 1]) {
    if (s[0] !== ':') break;
    const p = num(s.substring(1), 0, 59);
    if (p === undefined) return undefined;
    off += p[0] * unit;
    s = p[1];
  }
  return [neg ? -off : off, s];
}

function rule(s: string): [Rule, string] | undefined {
  const r: Rule = { kind: 'doy', day: 0, week: 0, mon: 0, time: 2 * 3600 };
  if (s[0] === 'J') {
    const p = num(s.substring(1), 1, 365);
    if (p === undefined) return undefined;
    r.kind = 'julian';
    [r.day, s] = p;
  } else if (s[0] === 'M') {
    const m = num(s.substring(1), 1, 12);
    if (m === undefined || m[1][0] !== '.') return undefined;
    const w = num(m[1].substring(1), 1, 5);
    if (w === undefined || w[1][0] !== '.') return undefined;
    const d = num(w[1].substring(1), 0, 6);
    if (d === undefined) return undefined;
    r.kind = 'mwd';
    r.mon = m[0];
    r.week = w[0];
    [r.day, s] = d;
  } else {
    const p = num(s, 0, 365);
    if (p === undefined) return undefined;
    [r.day, s] = p;
  }
  if (s[0] === '/') {
    const o = offset(s.substring(1));
    if (o === undefined) return undefined;
    [r.time, s] = o;
  }
  return [r, s];
}

const parsed = new Map<string, Parsed | null>();

function parse(tz: string): Parsed | null {
  let p = parsed.get(tz);
  if (p !== undefined) return p;
  p = parseRule(tz);
  parsed.set(tz, p);
  return p;
}

function parseRule(s: string): Parsed | null {
  const std = name(s);
  const so = std && offset(std[1]);
  if (std === undefined || so === undefined) return null;
  // TZ offsets are west of UTC; Go's are east.
  const stdOffset = -so[0];
  s = so[1];
  if (s === '' || s[0] === ',') return { stdName: std[0], stdOffset };
  const dst = name(s);
  if (dst === undefined) return null;
  s = dst[1];
  let dstOffset = stdOffset + 3600;
  if (s !== '' && s[0] !== ',') {
    const o = offset(s);
    if (o === undefined) return null;
    dstOffset = -o[0];
    s = o[1];
  }
  if (s === '') s = ',M3.2.0,M11.1.0';
  if (s[0] !== ',' && s[0] !== ';') return null;
  const a = rule(s.substring(1));
  if (a === undefined || a[1][0] !== ',') return null;
  const b = rule(a[1].substring(1));
  if (b === undefined || b[1] !== '') return null;
  return { stdName: std[0], stdOffset, dst: { name: dst[0], offset: dstOffset, start: a[0], end: b[0] } };
}

function ruleTime(year: number, r: Rule, off: number): number {
  let s = 0;
  if (r.kind === 'julian') {
    s = (r.day - 1) * DAY;
    if (isLeap(year) && r.day >= 60) s += DAY;
  } else if (r.kind === 'doy') {
    s = r.day * DAY;
  } else {
    // Zeller's congruence for the weekday of the month's first day, as tzruleTime.
    const m1 = ((r.mon + 9) % 12) + 1;
    const yy0 = r.mon <= 2 ? year - 1 : year;
    const yy1 = Math.trunc(yy0 / 100);
    const yy2 = yy0 % 100;
    let dow =
      (Math.trunc((26 * m1 - 2) / 10) + 1 + yy2 + Math.trunc(yy2 / 4) + Math.trunc(yy1 / 4) - 2 * yy1) % 7;
    if (dow < 0) dow += 7;
    let d = r.day - dow;
    if (d < 0) d += 7;
    const monthDays = daysBefore[r.mon] - daysBefore[r.mon - 1] + (r.mon === 2 && isLeap(year) ? 1 : 0);
    for (let i = 1; i < r.week; i++) {
      if (d + 7 >= monthDays) break;
      d += 7;
    }
    d += daysBefore[r.mon - 1];
    if (isLeap(year) && r.mon > 2) d++;
    s = d * DAY;
  }
  return s + r.time - off;
}

/** The zone of rule `tz` at Unix second `sec` (tzset); undefined for a rule Go cannot parse. */
export function tzLookup(tz: string, sec: number): ZoneAt | undefined {
  const p = parse(tz);
  if (p === null) return undefined;
  if (p.dst === undefined)
    return { name: p.stdName, offset: p.stdOffset, start: -OMEGA, end: OMEGA, isDST: false };
  const year = new Date(Math.floor(sec / DAY) * DAY * 1000).getUTCFullYear();
  const jan1 = new Date(0);
  jan1.setUTCFullYear(year, 0, 1);
  const yearStart = jan1.getTime() / 1000;
  const ysec = sec - yearStart;
  let std = { name: p.stdName, offset: p.stdOffset, isDST: false };
  let dst = { name: p.dst.name, offset: p.dst.offset, isDST: true };
  let startSec = ruleTime(year, p.dst.start, p.stdOffset);
  let endSec = ruleTime(year, p.dst.end, p.dst.offset);
  // Southern hemisphere: "DST" and "STD" swap while keeping their labels (as tzset).
  if (endSec < startSec) {
    [startSec, endSec] = [endSec, startSec];
    [std, dst] = [dst, std];
  }
  if (ysec < startSec) return { ...std, start: yearStart, end: startSec + yearStart };
  if (ysec >= endSec) return { ...std, start: endSec + yearStart, end: yearStart + 365 * DAY };
  return { ...dst, start: startSec + yearStart, end: endSec + yearStart };
}

/** The zones a rule names (abbreviation and offset), for parsing an abbreviation in a location. */
export function tzNames(tz: string): { name: string; offset: number }[] {
  const p = parse(tz);
  if (p === null) return [];
  const out = [{ name: p.stdName, offset: p.stdOffset }];
  if (p.dst !== undefined) out.push({ name: p.dst.name, offset: p.dst.offset });
  return out;
}

/** The two instants (Unix seconds, ascending) at which a DST rule changes zone in `year`. */
function yearTransitions(p: Parsed, year: number): number[] {
  const dst = p.dst!;
  const jan1 = new Date(0);
  jan1.setUTCFullYear(year, 0, 1);
  const yearStart = jan1.getTime() / 1000;
  const a = ruleTime(year, dst.start, p.stdOffset) + yearStart;
  const b = ruleTime(year, dst.end, dst.offset) + yearStart;
  return a < b ? [a, b] : [b, a];
}

/**
 * The period [start, end) of rule `tz` around Unix second `sec` as go1.23's Location.lookup gives
 * it for a zone read from /usr/share/zoneinfo (Time.ZoneBounds): the zone's TZif file lists every
 * transition up to 2037 (zic's fat output), so before the last of them the bounds are the rule's
 * previous and next transitions; after it lookup falls back to tzset, whose periods stop at the
 * year's ends (tzLookup). Undefined for a rule without daylight saving time, whose bounds are the
 * zone's last historical transition, which the rules alone do not give.
 */
export function tzBounds(tz: string, sec: number): { start: number; end: number } | undefined {
  const p = parse(tz);
  if (p === null || p.dst === undefined) return undefined;
  const last = yearTransitions(p, 2037)[1];
  if (sec >= last) {
    const z = tzLookup(tz, sec)!;
    return { start: z.start, end: z.end };
  }
  const year = new Date(Math.floor(sec / DAY) * DAY * 1000).getUTCFullYear();
  let start = Number.NEGATIVE_INFINITY;
  let end = Number.POSITIVE_INFINITY;
  for (const y of [year - 1, year, year + 1])
    for (const x of yearTransitions(p, y)) {
      if (x <= sec && x > start) start = x;
      if (x > sec && x < end) end = x;
    }
  return { start, end };
}
