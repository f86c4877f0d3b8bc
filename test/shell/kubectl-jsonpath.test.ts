// The jsonpath engine behind `kubectl get -o jsonpath` (k8s.io/client-go util/jsonpath): Go's
// printing of scalars (int64, float64 %v, null), comparison rules of its filters, unions, slices.
import { describe, expect, it } from 'vitest';
import { executeJsonPath } from '../../src/shell/commands/kubectl/jsonpath.ts';

const run = (template: string, data: unknown) =>
  executeJsonPath(template, data as never, { allowMissingKeys: true });

describe('jsonpath printing', () => {
  it('prints int64, float64 (%v), bool and null as fmt does; strings bare; maps as JSON with HTML escaped', () => {
    expect(
      run('{.a} {.b} {.c} {.d} {.e} {.f}', { a: 3, b: 0.5, c: 1234567.5, d: true, e: null, f: 0.00001 }),
    ).toEqual({
      ok: '3 0.5 1.2345675e+06 true null 1e-05',
    });
    expect(run('{.m}', { m: { z: 1, a: '<b>&' } })).toEqual({ ok: '{"a":"\\u003cb\\u003e\\u0026","z":1}' });
  });

  it('unions, slices with steps, quoted keys and literals', () => {
    // a quoted key is still split at its dots (parseAction(".a.b")): only dot-free keys work so
    const d = { xs: [0, 1, 2, 3, 4, 5], 'a-b': 'k', a: { b: 'dotted' } };
    expect(run("{.xs[0,2]}|{.xs[1:5:2]}|{.xs[-2:]}|{['a-b']}|{['a.b']}|{\"lit\"}", d)).toEqual({
      ok: '0 2|1 3|4 5|k|dotted|lit',
    });
  });
});

describe('jsonpath filters', () => {
  const d = { items: [{ n: 'a', v: 1 }, { n: 'b', v: 3 }, { n: 'c' }, { n: 'd', v: 2.5 }] };
  it('compares like text/template: an item without the key is skipped', () => {
    expect(run('{.items[?(@.n<"c")].n}', d)).toEqual({ ok: 'a b' });
    expect(run('{.items[?(@.v>=3)].n}', d)).toEqual({ error: expect.stringContaining('incompatible types') });
    expect(run('{.items[?(@.v)].n}', d)).toEqual({ ok: 'a b d' });
  });
  it('an int against a float is an incompatible comparison', () => {
    const r = run('{.items[?(@.v<2)].n}', d);
    expect('error' in r && r.error).toMatch(
      /^error executing jsonpath "\{\.items\[\?\(@\.v<2\)\]\.n\}": Error executing template: incompatible types for comparison\. /,
    );
  });
  it('an end outside range is an error', () => {
    const r = run('{end}', {});
    expect('error' in r && r.error).toMatch(/Error executing template: not in range, nothing to end\./);
  });
});
