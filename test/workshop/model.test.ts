// The dashboard fold: what the grid, the stuck list and the failing-check counts say for a log.
import { describe, expect, it } from 'vitest';
import {
  commonFailures,
  foldEvents,
  type StoredEvent,
  stuckLearners,
  timeSpentMs,
  type WorkshopEvent,
} from '../../src/workshop/model.ts';

function log(...events: [number, WorkshopEvent][]): StoredEvent[] {
  return events.map(([at, event], i) => ({ seq: i + 1, at, event }));
}

const created: WorkshopEvent = {
  kind: 'workshop.created',
  title: 'T',
  locale: 'en',
  exercises: [{ id: 'scope-get' }, { id: 'scope-list' }],
  joinCode: 'ABCDEFGH',
};
const check = (learner: string, failing?: string): WorkshopEvent => ({
  kind: 'check.reported',
  learner,
  exercise: 'scope-get',
  status: failing ? 'fail' : 'pass',
  checks: failing
    ? [
        { id: 'compile', status: 'pass' },
        { id: failing, status: 'fail' },
      ]
    : [{ id: 'compile', status: 'pass' }],
  ms: 10,
});

describe('dashboard fold', () => {
  it('a learner failing different checks is not stuck by count; the same check three times is', () => {
    const s = foldEvents(
      'w',
      log(
        [0, created],
        [1000, { kind: 'learner.joined', learner: 'a', name: 'A' }],
        [2000, check('a', 'x.one')],
        [3000, check('a', 'x.two')],
        [4000, check('a', 'x.two')],
      ),
    );
    expect(stuckLearners(s, 5000)).toEqual([]);
    const more = foldEvents('w', [
      ...log(
        [0, created],
        [1000, { kind: 'learner.joined', learner: 'a', name: 'A' }],
        [2000, check('a', 'x.one')],
        [3000, check('a', 'x.two')],
        [4000, check('a', 'x.two')],
        [5000, check('a', 'x.two')],
      ),
    ]);
    expect(stuckLearners(more, 6000)).toEqual([
      {
        learner: 'a',
        name: 'A',
        exercise: 'scope-get',
        check: 'x.two',
        reason: 'same-check',
        fails: 3,
        sinceMs: 6000 - 2000,
      },
    ]);
  });

  it('no progress for the time limit makes a learner stuck; a pass clears it and keeps the time spent', () => {
    const events = log(
      [0, created],
      [0, { kind: 'learner.joined', learner: 'a', name: 'A' }],
      [60_000, { kind: 'exercise.opened', learner: 'a', exercise: 'scope-get' }],
    );
    const s = foldEvents('w', events);
    expect(stuckLearners(s, 60_000 + 9 * 60_000)).toEqual([]);
    expect(stuckLearners(s, 60_000 + 10 * 60_000)).toMatchObject([{ learner: 'a', reason: 'no-progress' }]);
    const passed = foldEvents('w', [
      ...events,
      { seq: 4, at: 300_000, event: check('a') },
      { seq: 5, at: 400_000, event: check('a', 'x') },
    ]);
    expect(stuckLearners(passed, 10_000_000)).toEqual([]);
    const c = passed.learners.a!.cells['scope-get']!;
    expect(c.status).toBe('passed'); // a later failing attempt does not un-pass
    expect(timeSpentMs(c)).toBe(240_000);
  });

  it('counts the checks failing now, most common first; removed learners are left out', () => {
    const s = foldEvents(
      'w',
      log(
        [0, created],
        [0, { kind: 'learner.joined', learner: 'a', name: 'A' }],
        [0, { kind: 'learner.joined', learner: 'b', name: 'B' }],
        [0, { kind: 'learner.joined', learner: 'c', name: 'C' }],
        [1, check('a', 'x.two')],
        [1, check('b', 'x.two')],
        [1, check('c', 'x.one')],
      ),
    );
    expect(commonFailures(s).map((f) => [f.check, f.count])).toEqual([
      ['x.two', 2],
      ['x.one', 1],
    ]);
    const after = foldEvents('w', [
      ...log(
        [0, created],
        [0, { kind: 'learner.joined', learner: 'a', name: 'A' }],
        [1, check('a', 'x.two')],
        [2, { kind: 'learner.removed', learner: 'a' }],
      ),
    ]);
    expect(commonFailures(after)).toEqual([]);
  });

  it('replayed events (seq already applied) change nothing', () => {
    const events = log(
      [0, created],
      [0, { kind: 'learner.joined', learner: 'a', name: 'A' }],
      [1, check('a', 'x')],
    );
    const s = foldEvents('w', [...events, ...events]);
    expect(s.learners.a!.cells['scope-get']!.attempts).toBe(1);
  });
});
