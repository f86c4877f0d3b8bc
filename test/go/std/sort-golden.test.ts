import { describe, expect, it } from 'vitest';
import { type LessSwap, pdqsort, stableSort } from '../../../src/go/std/sort/sortcore.ts';
import { loadGolden } from './golden.ts';

const cases = loadGolden('sort.jsonl') as {
  pattern: string;
  n: number;
  keys: number[];
  slice: number[];
  sortFunc: number[];
  stable: number[];
}[];

/** Sort indexes 0..n-1 by key with the given algorithm; the resulting index order shows tie handling. */
function run(keys: number[], algo: (d: LessSwap, n: number) => void): number[] {
  const items = keys.map((key, idx) => ({ key, idx }));
  algo(
    {
      less: (i, j) => items[i].key < items[j].key,
      swap: (i, j) => {
        const t = items[i];
        items[i] = items[j];
        items[j] = t;
      },
    },
    items.length,
  );
  return items.map((x) => x.idx);
}

describe("sorting orders equal elements exactly as Go's pdqsort and stable sort", () => {
  it('has recorded cases', () => {
    expect(cases.length).toBeGreaterThan(50);
  });
  for (const c of cases) {
    it(`${c.pattern} n=${c.n}`, () => {
      expect(run(c.keys, pdqsort)).toEqual(c.slice);
      expect(run(c.keys, pdqsort)).toEqual(c.sortFunc);
      expect(run(c.keys, stableSort)).toEqual(c.stable);
    });
  }
});
