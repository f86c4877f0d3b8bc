// package time: Duration, Month, Weekday, Time and Location in Go source; calendar, formatting and
// the virtual clock in natives (civil.ts, layout.ts, duration.ts). time.Now, Sleep, timers and
// tickers run on the host's virtual clock through the native context — never the wall clock.

import { asyncTimerChan } from '../../interp/langver.ts';
import type { NativeContext, NativePackage, RuntimeCreator } from '../../interp/native.ts';
import type { Chan } from '../../interp/sched.ts';
import {
  addDuration,
  civilOf,
  fromUnix,
  isoWeek,
  type Loc,
  makeDate,
  roundTime,
  subTimes,
  type TimeV,
  truncateTime,
  unixNano,
  unixSec,
  unixToInternal,
  zoneOf,
} from './civil.ts';
import {
  durationAbs,
  durationHours,
  durationMinutes,
  durationRound,
  durationSeconds,
  durationString,
  durationTruncate,
  parseDuration,
} from './duration.ts';
import { formatTime, isParseErr, parseErrorString, parseTime, timeString } from './layout.ts';
import src from './time.go?raw';
import { tzBounds, tzRuleOf } from './tzrule.ts';

const isUTC = (l: Loc | null) => l === null || (l.name === 'UTC' && l.zone === 'UTC' && l.offset === 0);
const norm = (l: Loc | null): Loc | null => (isUTC(l) ? null : l);

/** Virtual-clock start per run, for monotonic readings (m=+0.000000001 in Time.String). */
const starts = new WeakMap<NativeContext, bigint>();

function nowTime(ctx: NativeContext, loc: Loc | null): TimeV {
  const ns = BigInt(ctx.clock.now());
  let start = starts.get(ctx);
  if (start === undefined) {
    // Go's monotonic clock has already advanced a little when main starts; use 1ns.
    start = ns - 1n;
    starts.set(ctx, start);
  }
  const sec = Number(ns / 1000000000n);
  const nsec = Number(ns % 1000000000n);
  const t = fromUnix(sec, nsec, norm(loc));
  const mono = ns - start;
  t.mono = mono <= 9007199254740991n ? Number(mono) : mono;
  t.hasMono = true;
  return t;
}

function goStringOf(t: TimeV): string {
  const c = civilOf(t);
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
  let loc: string;
  if (t.loc === null) loc = 'time.UTC';
  else if (t.loc.name === 'Local') loc = 'time.Local';
  else loc = `time.Location(${JSON.stringify(t.loc.name)})`;
  return `time.Date(${c.year}, time.${months[c.month - 1]}, ${c.day}, ${c.hour}, ${c.min}, ${c.sec}, ${t.nsec}, ${loc})`;
}

interface TimerState {
  cancel: (() => boolean) | null;
  ch: Chan | null;
  f: (() => void) | null;
  /** Tickers: the period, and whether ticking paused because the last tick was not taken. */
  period: number | bigint | null;
  stalled: boolean;
  /** Started by the program's own code: its timer keeps a simulated manager's run going. */
  program: boolean;
}
const timers = new WeakMap<object, TimerState>();

const asyncOf = new WeakMap<NativeContext, boolean>();
/** Does this run keep go1.22's timer channels (langver.ts asyncTimerChan)? */
function asyncTimers(ctx: NativeContext): boolean {
  let a = asyncOf.get(ctx);
  if (a === undefined) {
    a = asyncTimerChan(ctx.mainGoVersion, ctx.env.get('GODEBUG'));
    asyncOf.set(ctx, a);
  }
  return a;
}

/**
 * A timer's channel: one tick pending inside, len and cap 0 to the program (sched.ts Chan.timer);
 * with go1.22's asynchronous timers a plain channel of capacity 1, as the program sees it.
 */
function timerChan(ctx: NativeContext): Chan {
  const ch = ctx.makeChan(ctx.typeOf('time', 'Time'), 1);
  if (!asyncTimers(ctx)) ch.timer = true;
  return ch;
}

/**
 * AfterFunc's goroutine is started by the runtime's timer code through time.goFunc (go1.23
 * time/sleep.go:215, `go arg.(func())()`), with no parent goroutine.
 */
const GO_FUNC: RuntimeCreator = { func: 'time.goFunc', file: '/usr/local/go/src/time/sleep.go', line: 215 };

function armTimer(ctx: NativeContext, st: TimerState, d: number | bigint): void {
  const ns = BigInt(d) < 0n ? 0 : d;
  st.cancel = ctx.afterFunc(
    ns,
    () => {
      st.cancel = null;
      if (st.f !== null) ctx.go(st.f, [], GO_FUNC);
      else st.ch?.trySend(nowTime(ctx, localOf(ctx)));
    },
    st.program,
  );
}

function armTicker(ctx: NativeContext, st: TimerState, d: number | bigint): void {
  st.period = d;
  st.cancel = ctx.afterFunc(
    d,
    () => {
      st.cancel = null;
      if (st.ch === null) return;
      if (st.ch.len >= 1) {
        // Nobody took the last tick: stop ticking until someone does (see watchTicker), so an
        // abandoned ticker does not keep the virtual clock running — Go 1.23 then reports a
        // deadlock instead of hanging.
        st.stalled = true;
        return;
      }
      st.ch.trySend(nowTime(ctx, localOf(ctx)));
      armTicker(ctx, st, d);
    },
    st.program,
  );
}

/** Resume a stalled ticker when its pending tick is received. */
function watchTicker(ctx: NativeContext, st: TimerState): void {
  const ch = st.ch!;
  const tryRecv = ch.tryRecv.bind(ch);
  ch.tryRecv = () => {
    const r = tryRecv();
    if (r !== undefined && st.stalled && st.period !== null) {
      st.stalled = false;
      armTicker(ctx, st, st.period);
    }
    return r;
  };
}

const localLocs = new WeakMap<NativeContext, Loc>();
/** The Local location object of this run (captured the first time Now/Unix sees it). */
function localOf(ctx: NativeContext): Loc | null {
  return localLocs.get(ctx) ?? null;
}

let pkg: NativePackage | undefined;

export function timePackage(): NativePackage {
  pkg ??= {
    path: 'time',
    files: [{ name: 'time.go', src }],
    natives: {
      'Duration.String': (_c, d: number | bigint) => durationString(d),
      'Duration.Hours': (_c, d: number | bigint) => durationHours(d),
      'Duration.Minutes': (_c, d: number | bigint) => durationMinutes(d),
      'Duration.Seconds': (_c, d: number | bigint) => durationSeconds(d),
      'Duration.Truncate': (_c, d: number | bigint, m: number | bigint) => durationTruncate(d, m),
      'Duration.Round': (_c, d: number | bigint, m: number | bigint) => durationRound(d, m),
      'Duration.Abs': (_c, d: number | bigint) => durationAbs(d),
      parseDuration: (_c, s: string) => {
        const r = parseDuration(s);
        return 'err' in r ? [0, r.err] : [r.v, ''];
      },
      itoa: (_c, i: number | bigint) => String(i),
      now: (ctx, loc: Loc) => {
        localLocs.set(ctx, loc);
        return nowTime(ctx, loc);
      },
      unix: (ctx, sec: number | bigint, nsec: number | bigint, loc: Loc) => {
        localLocs.set(ctx, loc);
        // Normalise nsec into [0, 1e9) exactly (time.Unix(0, t.UnixNano()) is common).
        let bs = BigInt(sec);
        let bn = BigInt(nsec);
        if (bn < 0n || bn >= 1000000000n) {
          let q = bn / 1000000000n;
          if (bn % 1000000000n < 0n) q -= 1n;
          bs += q;
          bn -= q * 1000000000n;
        }
        return fromUnix(Number(bs), Number(bn), norm(loc));
      },
      date: (_c, y, mo, d, h, mi, s, ns, loc: Loc) =>
        makeDate(Number(y), Number(mo), Number(d), Number(h), Number(mi), Number(s), Number(ns), norm(loc)),
      'Time.Add': (_c, t: TimeV, d: number | bigint) => addDuration(t, d),
      'Time.Sub': (_c, t: TimeV, u: TimeV) => subTimes(t, u),
      'Time.Unix': (_c, t: TimeV) => unixSec(t),
      'Time.UnixNano': (_c, t: TimeV) => unixNano(t),
      'Time.Format': (_c, t: TimeV, layout: string) => formatTime(t, layout),
      'Time.String': (_c, t: TimeV) => timeString(t),
      'Time.GoString': (_c, t: TimeV) => goStringOf(t),
      'Time.civil': (_c, t: TimeV) => {
        const c = civilOf(t);
        return [c.year, c.month, c.day];
      },
      tzRule: (_c, name: string) => {
        const rule = tzRuleOf(name);
        return rule === undefined ? ['', false] : [rule, true];
      },
      'Time.Zone': (_c, t: TimeV) => {
        const z = zoneOf(t);
        return [z.name, z.offset];
      },
      'Time.IsDST': (_c, t: TimeV) => zoneOf(t).isDST,
      // UTC and fixed zones have no bounds (zero Times); see tzBounds for loaded zones.
      'Time.ZoneBounds': (_c, t: TimeV) => {
        const zeroTime = (): TimeV => ({ sec: 0, nsec: 0, mono: 0, hasMono: false, loc: null });
        const b =
          t.loc === null || t.loc.rule === '' ? undefined : tzBounds(t.loc.rule, t.sec - unixToInternal);
        if (b === undefined) return [zeroTime(), zeroTime()];
        return [fromUnix(b.start, 0, t.loc), fromUnix(b.end, 0, t.loc)];
      },
      'Time.Clock': (_c, t: TimeV) => {
        const c = civilOf(t);
        return [c.hour, c.min, c.sec];
      },
      'Time.weekday': (_c, t: TimeV) => civilOf(t).weekday,
      'Time.YearDay': (_c, t: TimeV) => civilOf(t).yday,
      'Time.ISOWeek': (_c, t: TimeV) => isoWeek(t),
      'Time.Truncate': (_c, t: TimeV, d: number | bigint) => truncateTime(t, d),
      'Time.Round': (_c, t: TimeV, d: number | bigint) => roundTime(t, d),
      '*ParseError.Error': (
        _c,
        e: { Layout: string; Value: string; LayoutElem: string; ValueElem: string; Message: string },
      ) =>
        parseErrorString({
          layout: e.Layout,
          value: e.Value,
          layoutElem: e.LayoutElem,
          valueElem: e.ValueElem,
          message: e.Message,
        }),
      parse: (_c, layout: string, value: string, defaultLoc: Loc, local: Loc) => {
        const r = parseTime(layout, value, norm(defaultLoc), local, (name, offset) => ({
          name,
          zone: name,
          offset,
          rule: '',
        }));
        if (isParseErr(r))
          return [makeDate(1, 1, 1, 0, 0, 0, 0, null), r.layoutElem, r.valueElem, r.message, false];
        r.loc = norm(r.loc);
        return [r, '', '', '', true];
      },
      Sleep: (ctx, d: number | bigint) =>
        BigInt(d) > 0n ? ctx.block(ctx.sleepPark(d, ctx.inProgramCode())) : undefined,
      startTimer: (ctx, t: object, d: number | bigint, f: (() => void) | null) => {
        const st: TimerState = {
          cancel: null,
          ch: f === null ? timerChan(ctx) : null,
          f,
          period: null,
          stalled: false,
          program: ctx.inProgramCode(),
        };
        timers.set(t, st);
        armTimer(ctx, st, d);
        return st.ch;
      },
      // Go 1.23 (time/sleep.go): a fired tick nobody received is still pending; Stop discards it
      // and reports the timer active, so no receive after Stop sees a stale time. With go1.22's
      // asynchronous timers the tick stays in the channel and Stop reports false.
      stopTimer: (ctx, t: object) => {
        const st = timers.get(t);
        if (st === undefined) return false;
        let active = false;
        if (st.cancel !== null) {
          const c = st.cancel;
          st.cancel = null;
          active = c();
        }
        if (st.ch !== null && st.ch.len > 0 && !asyncTimers(ctx)) {
          st.ch.tryRecv();
          active = true;
        }
        return active;
      },
      restartTimer: (ctx, t: object, d: number | bigint) => {
        const st = timers.get(t);
        if (st !== undefined) armTimer(ctx, st, d);
      },
      startTicker: (ctx, t: object, d: number | bigint) => {
        const st: TimerState = {
          cancel: null,
          ch: timerChan(ctx),
          f: null,
          period: d,
          stalled: false,
          program: ctx.inProgramCode(),
        };
        timers.set(t, st);
        watchTicker(ctx, st);
        armTicker(ctx, st, d);
        return st.ch;
      },
      stopTicker: (ctx, t: object) => {
        const st = timers.get(t);
        if (st === undefined) return;
        st.period = null;
        st.stalled = false;
        if (st.cancel) {
          st.cancel();
          st.cancel = null;
        }
        // Go 1.23: the tick nobody received goes too (as Timer.Stop); go1.22 left it.
        if (st.ch !== null && st.ch.len > 0 && !asyncTimers(ctx)) st.ch.tryRecv();
      },
      resetTicker: (ctx, t: object, d: number | bigint) => {
        const st = timers.get(t);
        if (st !== undefined) armTicker(ctx, st, d);
      },
    },
  };
  return pkg;
}
