/**
 * A bounded trace (Trace.bound, for oplab run's report) keeps the first and the last calls of a run
 * that makes millions, counts the ones between, and still numbers and delivers every call.
 */
import { describe, expect, it } from 'vitest';
import { Trace, type TraceEvent } from '../../src/kube/trace.ts';

const get = (name: string) =>
  ({
    kind: 'clientError',
    time: 0,
    identity: { username: 'u', groups: [] },
    clientPath: 'direct',
    verb: 'get',
    message: 'x',
    group: '',
    version: 'v1',
    resource: 'configmaps',
    subresource: '',
    namespace: 'default',
    name,
  }) as const;

describe('bounded trace', () => {
  it('keeps the head and the last calls in order, and counts the dropped ones', () => {
    const t = new Trace();
    t.bound(3, 2);
    const seen: TraceEvent[] = [];
    t.subscribe((e) => seen.push(e));
    for (let i = 1; i <= 10; i++) t.record(get(`c${i}`));
    expect(t.events().map((e) => e.name)).toEqual(['c1', 'c2', 'c3', 'c9', 'c10']);
    expect(t.events().map((e) => e.seq)).toEqual([1, 2, 3, 9, 10]);
    expect(t.dropped).toBe(5);
    expect(t.lastSeq).toBe(10);
    expect(seen.length).toBe(10);
    expect(t.apiCalls()).toEqual([]);
  });

  it('drops nothing while the run stays within the bound, and starts again when cleared', () => {
    const t = new Trace();
    t.bound(3, 2);
    for (let i = 1; i <= 4; i++) t.record(get(`c${i}`));
    expect(t.events().map((e) => e.name)).toEqual(['c1', 'c2', 'c3', 'c4']);
    expect(t.dropped).toBe(0);
    t.clear();
    for (let i = 1; i <= 7; i++) t.record(get(`d${i}`));
    expect(t.events().map((e) => e.name)).toEqual(['d1', 'd2', 'd3', 'd6', 'd7']);
    expect(t.dropped).toBe(2);
  });

  it('holds a million calls in a bounded list', () => {
    const t = new Trace();
    t.bound(2000, 200);
    for (let i = 0; i < 1_000_000; i++) t.record(get('same'));
    expect(t.events().length).toBe(2200);
    expect(t.dropped).toBe(1_000_000 - 2200);
    expect(t.events()[2199].seq).toBe(1_000_000);
  });

  it('keeps every call without a bound', () => {
    const t = new Trace();
    for (let i = 1; i <= 5000; i++) t.record(get(`c${i}`));
    expect(t.events().length).toBe(5000);
    expect(t.dropped).toBe(0);
  });
});
