// time.Parse and ParseInLocation try Go's parseRFC3339 first for the RFC3339 layouts
// (go/src/time/format_rfc3339.go), as every Kubernetes timestamp is read through them: the fast path
// must give exactly what the general parser gives (the same instant, nanoseconds and location), and
// leave to it every value it does not take, so that errors keep the general parser's words.
import { describe, expect, it } from 'vitest';
import type { Loc } from '../../../src/go/std/time/civil.ts';
import { parseLayout, parseTime } from '../../../src/go/std/time/layout.ts';

const RFC3339 = '2006-01-02T15:04:05Z07:00';
const RFC3339Nano = '2006-01-02T15:04:05.999999999Z07:00';
const fixedZone = (name: string, offset: number): Loc => ({ name, zone: name, offset, rule: '' });
const locals: (Loc | null)[] = [
  null,
  fixedZone('Local', 19800),
  { name: 'Local', zone: 'CET', offset: 3600, rule: 'CET-1CEST,M3.5.0,M10.5.0/3' },
];

/** A small deterministic generator (mulberry32), so a failure names a value that reproduces. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function values(): string[] {
  const fixed = [
    '2026-01-01T00:00:00Z',
    '2024-02-29T23:59:59.123456789+05:30',
    '2023-02-29T00:00:00Z',
    '2024-01-01T24:00:00Z',
    '2024-01-01T10:00:00+24:00',
    '2024-01-01T10:00:00-00:00',
    '2024-01-01T10:00:00+01:00',
    '2024-07-01T10:00:00+02:00',
    '2024-01-01T10:00:00.Z',
    '2024-01-01T10:00:00,5Z',
    '2024-01-01T10:00:00.1234567891234Z',
    '0000-01-01T00:00:00Z',
    '9999-12-31T23:59:59.999999999Z',
    '2024-01-01 10:00:00Z',
    '2024-01-01T10:00:00z',
    '2024-01-01T10:00:00',
    '2024-01-01T10:00:00+0100',
    '2024-1-01T10:00:00Z',
    '+024-01-01T10:00:00Z',
    '2024-01-01T10:60:00Z',
    '2024-01-01T10:00:60Z',
    '2024-13-01T10:00:00Z',
    '2024-00-10T10:00:00Z',
    '2024-04-31T10:00:00Z',
    '',
  ];
  const next = random(1);
  const pick = <T>(xs: T[]) => xs[Math.floor(next() * xs.length)];
  const digits = (n: number, max: number) => String(Math.floor(next() * max)).padStart(n, '0');
  const out = [...fixed];
  for (let i = 0; i < 3000; i++) {
    let v =
      `${digits(4, 10000)}-${digits(2, 14)}-${digits(2, 33)}T${digits(2, 26)}:${digits(2, 62)}:${digits(2, 62)}` +
      pick([
        '',
        '',
        '.',
        `.${digits(1, 10)}`,
        `.${digits(3, 1000)}`,
        `.${digits(9, 1e9)}`,
        `.${digits(12, 1e12)}`,
      ]) +
      pick([
        'Z',
        'Z',
        `+${digits(2, 25)}:${digits(2, 61)}`,
        `-${digits(2, 25)}:${digits(2, 61)}`,
        '+05:30',
        'z',
        '',
      ]);
    // now and then one character replaced, to reach the separators' checks
    if (next() < 0.15) {
      const at = Math.floor(next() * v.length);
      v = v.slice(0, at) + pick(['-', ':', 'T', ' ', 'x', '0', '+']) + v.slice(at + 1);
    }
    out.push(v);
  }
  return out;
}

describe('time.Parse with an RFC3339 layout', () => {
  it('gives what the general parser gives, for every value and local zone', () => {
    let fast = 0;
    for (const layout of [RFC3339, RFC3339Nano]) {
      for (const local of locals) {
        for (const v of values()) {
          for (const defaultLoc of [null, local]) {
            const got = parseTime(layout, v, defaultLoc, local, fixedZone);
            const want = parseLayout(layout, v, defaultLoc, local, fixedZone);
            expect({ v, got }).toEqual({ v, got: want });
            if (!('layoutElem' in got)) fast++;
          }
        }
      }
    }
    // the values reach both outcomes: many are times, many are errors
    expect(fast).toBeGreaterThan(2000);
  });
});
