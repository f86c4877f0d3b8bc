import { describe, expect, it } from 'vitest';
import { parseGoFloat } from '../../../src/go/std/strconv/atof.ts';
import { atoi, parseBool, parseGoInt, parseUint } from '../../../src/go/std/strconv/atoi.ts';
import { formatFloat } from '../../../src/go/std/strconv/ftoa.ts';
import {
  canBackquote,
  quote,
  quoteRune,
  quoteRuneToASCII,
  quoteRuneToGraphic,
  quoteToASCII,
  quoteToGraphic,
  unquote,
} from '../../../src/go/std/strconv/quote.ts';
import { floatFromBits, goStr, loadGolden } from './golden.ts';

const cases = loadGolden('strconv.jsonl');
const byFn = (fn: string) => cases.filter((c) => c.fn === fn);

function check(fn: string, run: (c: any) => [unknown, unknown]): void {
  it(`${fn}: every recorded case`, () => {
    const cs = byFn(fn);
    expect(cs.length).toBeGreaterThan(0);
    const failures: string[] = [];
    for (const c of cs) {
      const [got, want] = run(c);
      if (JSON.stringify(got) !== JSON.stringify(want))
        failures.push(`${JSON.stringify(c)}: got ${JSON.stringify(got)}`);
    }
    expect(failures.slice(0, 30)).toEqual([]);
  });
}

const ge = (e: any) => (e === null ? null : goStr(e));

/** The *NumError message Go prints. */
const numErr = (fn: string, s: string, r: { code: number; msg: string }) =>
  r.code === 0 ? null : `strconv.${fn}: parsing ${quote(s)}: ${r.msg}`;

describe('strconv matches real Go', () => {
  check('FormatFloat', (c) => [formatFloat(floatFromBits(c.bits), c.fmt, c.prec, c.size), c.o]);
  check('FormatInt', (c) => [BigInt(c.v).toString(c.base), c.o]);
  check('FormatUint', (c) => [BigInt(c.v).toString(c.base), c.o]);
  check('Quote', (c) => {
    const s = goStr(c.s);
    return [
      [quote(s), quoteToASCII(s), quoteToGraphic(s), canBackquote(s)],
      [goStr(c.o), goStr(c.ascii), goStr(c.graphic), c.canBackquote],
    ];
  });
  check('QuoteRune', (c) => [
    [quoteRune(c.r), quoteRuneToASCII(c.r), quoteRuneToGraphic(c.r)],
    [goStr(c.o), goStr(c.ascii), goStr(c.graphic)],
  ]);
  check('Unquote', (c) => {
    const r = unquote(goStr(c.s));
    return [r === undefined ? ['', 'invalid syntax'] : [r, null], [goStr(c.o), ge(c.err)]];
  });
  check('Atoi', (c) => {
    const s = goStr(c.s);
    const r = atoi(s);
    return [
      [String(r.v), numErr('Atoi', s, r)],
      [c.v, ge(c.err)],
    ];
  });
  check('ParseInt', (c) => {
    const r = parseGoInt(c.s, c.base, c.bits);
    return [
      [String(r.v), numErr('ParseInt', c.s, r)],
      [c.v, ge(c.err)],
    ];
  });
  check('ParseUint', (c) => {
    const r = parseUint(c.s, c.base, c.bits);
    return [
      [String(r.v), numErr('ParseUint', c.s, r)],
      [c.v, ge(c.err)],
    ];
  });
  check('ParseFloat', (c) => {
    const r = parseGoFloat(c.s, c.bits);
    const want = floatFromBits(c.v);
    const same = Number.isNaN(want) ? Number.isNaN(r.v) : Object.is(r.v, want);
    return [
      [same, numErr('ParseFloat', c.s, r)],
      [true, ge(c.err)],
    ];
  });
  check('ParseBool', (c) => {
    const r = parseBool(c.s);
    return [
      [r.v, numErr('ParseBool', c.s, r)],
      [c.v, ge(c.err)],
    ];
  });
});
