// A Go map past 2^24 entries, where a JS Map throws "Map maximum size exceeded" (the interpreter's
// maps used one until hashtable.ts; issue 16). Costly by nature: ~17 million inserts, ~0.7 GB,
// ~15 s of CPU (3 min of wall time at load 30 beside other test files, hence the timeout).
import { describe, expect, it } from 'vitest';
import { tInt } from '../../../src/go/interp/rtype.ts';
import { GoMap } from '../../../src/go/interp/values.ts';

describe('a Go map with more than 2^24 entries', () => {
  it('holds more than 2^24 entries (a JS Map throws at 16,777,216)', { timeout: 600_000 }, () => {
    const m = new GoMap(tInt);
    const n = 2 ** 24 + 3;
    for (let i = 0; i < n; i++) m.set(i, i & 1);
    m.delete(7);
    expect(m.size).toBe(n - 1);
    expect([m.get(n - 1), m.get(2 ** 24 + 1), m.get(7), m.get(n)]).toEqual([0, 1, undefined, undefined]);
  });
});
