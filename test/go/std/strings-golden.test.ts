import { describe, expect, it } from 'vitest';
import * as core from '../../../src/go/std/strings/core.ts';
import * as uni from '../../../src/go/std/unicode/tables.ts';
import { runeCount, runeLen, validRune, validString } from '../../../src/go/std/unicode/utf8core.ts';
import { goStr, loadGolden } from './golden.ts';

const cases = loadGolden('strings.jsonl');
const g = (v: any) =>
  Array.isArray(v)
    ? v.map(goStr)
    : typeof v === 'object' && v !== null && 'hex' in v
      ? goStr(v)
      : typeof v === 'string'
        ? goStr(v)
        : v;

function check(fn: string, run: (c: any) => Record<string, unknown>): void {
  it(`${fn}: every recorded case`, () => {
    const cs = cases.filter((c) => c.fn === fn);
    expect(cs.length).toBeGreaterThan(0);
    const failures: string[] = [];
    for (const c of cs) {
      const got = run(c);
      for (const [k, v] of Object.entries(got)) {
        const want = g(c[k]);
        if (JSON.stringify(v) !== JSON.stringify(want))
          failures.push(
            `${fn} ${k} ${JSON.stringify(c.s ?? c.r)} ${JSON.stringify(c.t ?? '')}: got ${JSON.stringify(v)} want ${JSON.stringify(want)}`,
          );
      }
    }
    expect(failures.slice(0, 30)).toEqual([]);
  });
}

describe('strings and unicode match real Go', () => {
  check('unary', (c) => {
    const s = goStr(c.s);
    return {
      upper: core.toUpper(s),
      lower: core.toLower(s),
      title: core.toTitle(s),
      Title: core.title(s),
      trimspace: core.trimSpace(s),
      fields: core.fields(s),
      runes: runeCount(s),
      valid: validString(s),
      valid8: core.toValidUTF8(s, '?'),
    };
  });
  check('binary', (c) => {
    const s = goStr(c.s);
    const t = goStr(c.t);
    return {
      fold: core.equalFold(s, t),
      index: s.indexOf(t),
      last: s.lastIndexOf(t),
      any: core.indexAny(s, t),
      lastany: core.lastIndexAny(s, t),
      count: core.count(s, t),
      split: core.genSplit(s, t, 0, -1),
      trim: core.trim(s, t),
      trimleft: core.trimLeft(s, t),
      trimright: core.trimRight(s, t),
      replace: core.replace(s, t, '<>', 2),
      splitafter: core.genSplit(s, t, t.length, 3),
    };
  });
  check('rune', (c) => {
    const r = c.r as number;
    return {
      letter: uni.isLetter(r),
      digit: uni.isDigit(r),
      number: uni.isNumber(r),
      space: uni.isSpace(r),
      upperQ: uni.isUpper(r),
      lowerQ: uni.isLower(r),
      titleQ: uni.isTitle(r),
      punct: uni.isPunct(r),
      symbol: uni.isSymbol(r),
      mark: uni.isMark(r),
      control: uni.isControl(r),
      graphic: uni.isGraphic(r),
      print: uni.isPrintRune(r),
      toupper: uni.toUpper(r),
      tolower: uni.toLower(r),
      totitle: uni.toTitle(r),
      fold: uni.simpleFold(r),
      len: runeLen(r),
      valid: validRune(r),
    };
  });
});
