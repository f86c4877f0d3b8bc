import { describe, expect, it } from 'vitest';
import { sprint, sprintf, sprintln } from '../../../src/go/std/fmt/print.ts';
import { fmtValues } from './fmtvalues.ts';
import { goStr, loadGolden } from './golden.ts';

const cases = loadGolden('fmt.jsonl');
const args = (names: string[] | null) =>
  (names ?? []).map((n) => {
    if (!(n in fmtValues)) throw new Error(`no value ${n}`);
    return fmtValues[n];
  });

describe('fmt output matches real Go (recorded grid of verbs × flags × values)', () => {
  it('has a large recorded table', () => {
    expect(cases.length).toBeGreaterThan(1000);
  });
  for (const fn of ['Sprintf', 'Sprint', 'Sprintln']) {
    it(`${fn}: every recorded case`, () => {
      const failures: string[] = [];
      let n = 0;
      for (const c of cases) {
        if (c.fn !== fn) continue;
        n++;
        const a = args(c.a);
        let got: string;
        try {
          got = fn === 'Sprintf' ? sprintf(goStr(c.f), a) : fn === 'Sprint' ? sprint(a) : sprintln(a);
        } catch (e) {
          got = `THROW ${(e as Error).message}`;
        }
        const want = goStr(c.o);
        if (got !== want)
          failures.push(
            `${fn}(${JSON.stringify(c.f ?? '')}, ${(c.a ?? []).join(',')}): got ${JSON.stringify(got)} want ${JSON.stringify(want)}`,
          );
      }
      expect(n).toBeGreaterThan(0);
      expect(failures.slice(0, 40)).toEqual([]);
    });
  }
});
