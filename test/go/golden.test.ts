// The golden Go corpus: every program in test/go/testdata runs through oplab's Go toolchain and must
// print exactly what real Go printed for it (stdout, stderr, exit status; see testdata/README.md).
// Programs listed in golden-pending.txt do not pass yet: they run as expected failures, so a pending
// program that starts passing fails this suite until it is removed from the list
// (scripts/update-golden-pending.ts rewrites the list from the current results).
import { describe, expect, test } from 'vitest';
import { runGoldenPool } from './golden-pool.ts';
import { listGoldenPrograms, readPending } from './golden-run.ts';

const programs = listGoldenPrograms();
const pending = readPending();
// All programs run up front in two worker threads with a watchdog (a hung toolchain cannot stall the
// suite); each test then judges its program's outcome.
const outcomes = await runGoldenPool(programs);

describe('golden Go programs', () => {
  test('the corpus has at least 300 programs, and the pending list names only real ones', () => {
    expect(programs.length).toBeGreaterThanOrEqual(300);
    expect([...pending].filter((p) => !programs.includes(p))).toEqual([]);
  });

  for (const name of programs) {
    const run = () => {
      const r = outcomes.get(name)!;
      expect(r.actual).toBe(r.expected);
    };
    if (pending.has(name)) test.fails(name, run);
    else test(name, run);
  }
});
