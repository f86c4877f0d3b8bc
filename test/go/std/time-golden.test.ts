import { describe, expect, it } from 'vitest';
import {
  addDuration,
  civilOf,
  isoWeek,
  type Loc,
  makeDate,
  roundTime,
  subTimes,
  truncateTime,
  unixNano,
  unixSec,
} from '../../../src/go/std/time/civil.ts';
import {
  durationAbs,
  durationHours,
  durationMinutes,
  durationRound,
  durationSeconds,
  durationString,
  durationTruncate,
  parseDuration,
} from '../../../src/go/std/time/duration.ts';
import {
  formatTime,
  isParseErr,
  parseErrorString,
  parseTime,
  timeString,
} from '../../../src/go/std/time/layout.ts';
import { goStr, loadGolden } from './golden.ts';

const cases = loadGolden('time.jsonl');
const byFn = (fn: string) => cases.filter((c) => c.fn === fn);
const local: Loc = { name: 'Local', zone: 'UTC', offset: 0, rule: '' };
const fixed = (name: string, offset: number): Loc => ({ name, zone: name, offset, rule: '' });
const zoneLoc = (zone: string, off: number): Loc | null => (zone === 'UTC' ? null : fixed(zone, off));

/** Go prints float64 with %v: shortest repr, exponent from 1e21 up / below 1e-4. */
import { formatFloat } from '../../../src/go/std/strconv/ftoa.ts';

const goFloat = (x: number) => formatFloat(x, 'g', -1, 64);

function check(fn: string, run: (c: any) => [unknown, unknown]): void {
  it(`${fn}: every recorded case`, () => {
    const cs = byFn(fn);
    expect(cs.length).toBeGreaterThan(0);
    const failures: string[] = [];
    for (const c of cs) {
      const [got, want] = run(c);
      if (JSON.stringify(got) !== JSON.stringify(want))
        failures.push(`${JSON.stringify(c)}\n   got ${JSON.stringify(got)}`);
    }
    expect(failures.slice(0, 20)).toEqual([]);
  });
}

describe('time matches real Go', () => {
  check('Duration', (c) => {
    const d = BigInt(c.v);
    const dv = d >= -9007199254740991n && d <= 9007199254740991n ? Number(d) : d;
    return [
      [
        durationString(dv),
        goFloat(durationHours(dv)),
        goFloat(durationMinutes(dv)),
        goFloat(durationSeconds(dv)),
        String(durationRound(dv, 1e9)),
        String(durationTruncate(dv, 60e9)),
        String(durationAbs(dv)),
      ],
      [goStr(c.o), c.h, c.m, c.s, c.round, c.trunc, c.abs],
    ];
  });
  check('ParseDuration', (c) => {
    const r = parseDuration(goStr(c.s));
    return ['err' in r ? [0, r.err] : [String(r.v), null], 'err' in r ? [0, goStr(c.err)] : [c.v, c.err]];
  });
  check('Date', (c) => {
    const [y, mo, d, h, mi, s, ns] = c.in;
    const t = makeDate(y, mo, d, h, mi, s, ns, zoneLoc(c.zone, c.off));
    const cv = civilOf(t);
    const [iy, iw] = isoWeek(t);
    const months = [
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
    const days = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
    return [
      [
        unixSec(t),
        String(unixNano(t)),
        timeString(t),
        days[cv.weekday],
        months[cv.month - 1],
        cv.yday,
        iy,
        iw,
        t.sec === 0 && t.nsec === 0,
      ],
      [c.unix, c.nano, c.str, c.weekday, c.month, c.yday, c.isoY, c.isoW, c.zero],
    ];
  });
  check('Format', (c) => {
    const [y, mo, d, h, mi, s, ns] = c.in;
    const t = makeDate(y, mo, d, h, mi, s, ns, zoneLoc(c.zone, c.off));
    return [formatTime(t, goStr(c.layout)), goStr(c.o)];
  });
  check('Parse', (c) => {
    const r = parseTime(c.layout, c.s, null, local, fixed);
    if (isParseErr(r)) return [parseErrorString(r), c.err];
    return [
      [unixSec(r), r.nsec, r.loc === null ? 0 : r.loc.offset, timeString(r)],
      [c.unix, c.ns, c.off, c.str],
    ];
  });
  const base = makeDate(2024, 1, 31, 10, 30, 0, 0, null);
  check('Add', (c) => {
    const t = addDuration(base, Number(c.d));
    return [
      [
        timeString(t),
        durationString(subTimes(t, base)),
        timeString(truncateTime(t, 3600e9)),
        timeString(roundTime(t, 24 * 3600e9)),
      ],
      [c.o, c.sub, c.trunc, c.round],
    ];
  });
  check('AddDate', (c) => {
    const cv = civilOf(base);
    const t = makeDate(
      cv.year + c.a[0],
      cv.month + c.a[1],
      cv.day + c.a[2],
      cv.hour,
      cv.min,
      cv.sec,
      base.nsec,
      base.loc,
    );
    return [timeString(t), c.o];
  });
});
