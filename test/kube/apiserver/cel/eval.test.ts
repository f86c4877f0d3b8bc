/**
 * The CEL evaluator against cel-go's own expectations: the ext/strings.go test table of cel-go v0.26.0
 * (the version Kubernetes 1.34 builds with; ext/strings_test.go `stringTests`, every case whose functions
 * Kubernetes' base environment has), and the runtime errors of common/types (int64 overflow, division and
 * modulus by zero, `no such key`, `index out of bounds`), the commutative `&&`/`||` of
 * interpreter/interpretable.go and the macros of parser/macro.go.
 */
import { describe, expect, it } from 'vitest';
import type { CelVal } from '../../../../src/kube/apiserver/cel/eval.ts';
import {
  CelError,
  CelMap,
  CelOptional,
  celEqual,
  evaluate,
} from '../../../../src/kube/apiserver/cel/eval.ts';
import { CelUnsupported, parse } from '../../../../src/kube/apiserver/cel/parse.ts';

function run(src: string, vars: Record<string, CelVal> = {}): CelVal | { err: string } {
  try {
    return evaluate(parse(src), new Map(Object.entries(vars)));
  } catch (x) {
    if (x instanceof CelError) return { err: x.message };
    throw x;
  }
}

// [expression, expected error ('' when the expression is true)] from cel-go v0.26.0 ext/strings_test.go
const STRING_TESTS: [string, string][] = [
  ["'tacocat'.charAt(3) == 'o'", ''],
  ["'tacocat'.charAt(7) == ''", ''],
  ["'©αT'.charAt(0) == '©' && '©αT'.charAt(1) == 'α' && '©αT'.charAt(2) == 'T'", ''],
  ["'tacocat'.indexOf('') == 0", ''],
  ["'tacocat'.indexOf('ac') == 1", ''],
  ["'tacocat'.indexOf('none') == -1", ''],
  ["'tacocat'.indexOf('', 3) == 3", ''],
  ["'tacocat'.indexOf('a', 3) == 5", ''],
  ["'tacocat'.indexOf('at', 3) == 5", ''],
  ["'ta©o©αT'.indexOf('©') == 2", ''],
  ["'ta©o©αT'.indexOf('©', 3) == 4", ''],
  ["'ta©o©αT'.indexOf('©αT', 3) == 4", ''],
  ["'ta©o©αT'.indexOf('©α', 5) == -1", ''],
  ["'ijk'.indexOf('k') == 2", ''],
  ["'hello wello'.indexOf('hello wello') == 0", ''],
  ["'hello wello'.indexOf('ello', 6) == 7", ''],
  ["'hello wello'.indexOf('elbo room!!') == -1", ''],
  ["'hello wello'.indexOf('elbo room!!!') == -1", ''],
  ["''.lastIndexOf('@@') == -1", ''],
  ["'tacocat'.lastIndexOf('') == 7", ''],
  ["'tacocat'.lastIndexOf('at') == 5", ''],
  ["'tacocat'.lastIndexOf('none') == -1", ''],
  ["'tacocat'.lastIndexOf('', 3) == 3", ''],
  ["'tacocat'.lastIndexOf('a', 3) == 1", ''],
  ["'ta©o©αT'.lastIndexOf('©') == 4", ''],
  ["'ta©o©αT'.lastIndexOf('©', 3) == 2", ''],
  ["'ta©o©αT'.lastIndexOf('©α', 4) == 4", ''],
  ["'hello wello'.lastIndexOf('ello', 6) == 1", ''],
  ["'hello wello'.lastIndexOf('low') == -1", ''],
  ["'hello wello'.lastIndexOf('elbo room!!') == -1", ''],
  ["'hello wello'.lastIndexOf('elbo room!!!') == -1", ''],
  ["'hello wello'.lastIndexOf('hello wello') == 0", ''],
  ["'bananananana'.lastIndexOf('nana', 7) == 6", ''],
  ["'TacoCat'.lowerAscii() == 'tacocat'", ''],
  ["'TacoCÆt'.lowerAscii() == 'tacocÆt'", ''],
  ["'TacoCÆt Xii'.lowerAscii() == 'tacocÆt xii'", ''],
  ['"12 days 12 hours".replace("{0}", "2") == "12 days 12 hours"', ''],
  ['"{0} days {0} hours".replace("{0}", "2") == "2 days 2 hours"', ''],
  ['"{0} days {0} hours".replace("{0}", "2", 1).replace("{0}", "23") == "2 days 23 hours"', ''],
  ['"1 ©αT taco".replace("αT", "o©α") == "1 ©o©α taco"', ''],
  ['"hello hello".replace("", "_") == "_h_e_l_l_o_ _h_e_l_l_o_"', ''],
  ['"hello hello".replace("h", "") == "ello ello"', ''],
  ['"hello world".split(" ") == ["hello", "world"]', ''],
  ['"hello world events!".split(" ", 0) == []', ''],
  ['"hello world events!".split(" ", 1) == ["hello world events!"]', ''],
  ['"o©o©o©o".split("©", -1) == ["o", "o", "o", "o"]', ''],
  ['"tacocat".substring(4) == "cat"', ''],
  ['"tacocat".substring(7) == ""', ''],
  ['"tacocat".substring(0, 4) == "taco"', ''],
  ['"tacocat".substring(4, 4) == ""', ''],
  ['\'ta©o©αT\'.substring(2, 6) == "©o©α"', ''],
  ['\'ta©o©αT\'.substring(7, 7) == ""', ''],
  ['" \\f\\n\\r\\t\\vtext  ".trim() == "text"', ''],
  ['"\\u0085\\u00a0\\u1680text".trim() == "text"', ''],
  ['"text\\u2000\\u2001\\u2002\\u2003\\u2004\\u2004\\u2006\\u2007\\u2008\\u2009".trim() == "text"', ''],
  ['"\\u200atext\\u2028\\u2029\\u202F\\u205F\\u3000".trim() == "text"', ''],
  [
    '"\\u180etext\\u200b\\u200c\\u200d\\u2060\\ufeff".trim() == "\\u180etext\\u200b\\u200c\\u200d\\u2060\\ufeff"',
    '',
  ],
  ["'tacoCat'.upperAscii() == 'TACOCAT'", ''],
  ["'tacoCαt'.upperAscii() == 'TACOCαT'", ''],
  ["['x', 'y'].join() == 'xy'", ''],
  ["['x', 'y'].join('-') == 'x-y'", ''],
  ["[].join() == ''", ''],
  ["[].join('-') == ''", ''],
  ["'tacocat'.charAt(30) == ''", 'index out of range: 30'],
  ["'tacocat'.indexOf('a', 30) == -1", ''],
  ["'tacocat'.lastIndexOf('a', -1) == -1", 'index out of range: -1'],
  ["'tacocat'.lastIndexOf('a', 30) == -1", ''],
  ['"tacocat".substring(40) == "cat"', 'index out of range: 40'],
  ['"tacocat".substring(-1) == "cat"', 'index out of range: -1'],
  ['"tacocat".substring(1, 50) == "cat"', 'index out of range: 50'],
  ['"tacocat".substring(49, 50) == "cat"', 'index out of range: 49'],
  ['"tacocat".substring(4, 3) == ""', 'invalid substring range. start: 4, end: 3'],
];

describe('cel-go ext/strings test table', () => {
  for (const [src, err] of STRING_TESTS)
    it(src, () => {
      expect(run(src)).toEqual(err === '' ? true : { err });
    });
});

describe('CEL runtime semantics', () => {
  const cases: [string, CelVal | { err: string }][] = [
    ['9223372036854775807 + 1', { err: 'integer overflow' }],
    ['-9223372036854775808 - 1', { err: 'integer overflow' }],
    ['-9223372036854775808 / -1', { err: 'integer overflow' }],
    ['-9223372036854775808 % -1', { err: 'integer overflow' }],
    ['4611686018427387904 * 2', { err: 'integer overflow' }],
    ['-(-9223372036854775808)', { err: 'integer overflow' }],
    ['1 / 0', { err: 'division by zero' }],
    ['1 % 0', { err: 'modulus by zero' }],
    ['7 / -2', -3n],
    ['-7 % 3', -1n],
    ['1.0 / 0.0 > 1e308', true],
    ['[1, 2, 3][5]', { err: 'index out of bounds: 5' }],
    ["{'a': 1}['b']", { err: 'no such key: b' }],
    ["{'a': 1}.b", { err: 'no such key: b' }],
    ["has({'a': 1}.a) && !has({'a': 1}.b)", true],
    ['false && 1 / 0 == 0', false],
    ['1 / 0 == 0 && false', false],
    ['1 / 0 == 0 || true', true],
    ['true || 1 / 0 == 0', true],
    ['true && 1 / 0 == 0', { err: 'division by zero' }],
    ['1 / 0 == 0 || 2 % 0 == 0', { err: 'division by zero' }],
    ['1 == 1.0 && 1u == 1 && 2 > 1.5 && 1.5 < 2u', true],
    ["1 == 'a'", false],
    ['[1, 2] == [1, 2.0]', true],
    ["{'a': 1} == {'a': 1} && {'a': 1} != {'a': 2}", true],
    ["1 < 'a'", { err: 'no such overload' }],
    ["1 + 'a'", { err: 'no such overload' }],
    ["'b' > 'a' && 'a' < 'ab' && b'a' < b'b'", true],
    ['2 in [1, 2] && !(3 in [1, 2])', true],
    ["'a' in {'a': 1} && !('b' in {'a': 1})", true],
    ['true ? 1 : 2', 1n],
    ['1 / 0 == 0 ? 1 : 2', { err: 'division by zero' }],
    ['[1, 2, 3].all(x, x > 0)', true],
    ['[1, 2, 3].exists(x, x > 2)', true],
    ['[1, 2, 3].exists_one(x, x > 1)', false],
    ['[1, 2, 3].exists_one(x, x > 2)', true],
    ['[1, 2, 3].map(x, x * 2)', [2n, 4n, 6n]],
    ['[1, 2, 3].map(x, x > 1, x * 10)', [20n, 30n]],
    ['[1, 2, 3].filter(x, x % 2 == 1)', [1n, 3n]],
    // a deciding element wins over an error in another one
    ['[0, 1].exists(x, 1 / x == 1)', true],
    ['[0, 1].all(x, 1 / x == 5)', false],
    ['[0, 1].all(x, 1 / x == 1)', { err: 'division by zero' }],
    ["{'a': 1, 'bb': 2}.all(k, k.size() == 1)", false],
    ["{'a': 1, 'bb': 2}.map(k, k)", ['a', 'bb']],
    ["size('héllo') == 5 && 'héllo'.size() == 5 && size([1]) == 1 && size({'a': 1}) == 1", true],
    ["'abc'.matches('^a.c$') && matches('abc', 'b') && !'abc'.matches('^b')", true],
    ["'abc'.matches('(')", { err: 'error parsing regexp: missing closing ): `(`' }],
    ["'a1'.matches('\\\\d')", true],
    ["'café'.startsWith('ca') && 'café'.endsWith('fé') && 'café'.contains('af')", true],
    ["int('12') + int(2.9) + int(-2.9)", 12n],
    ["int('x')", { err: "type conversion error from 'string' to 'int'" }],
    ['int(1e19)', { err: 'integer overflow' }],
    ['string(1.5) + string(10) + string(true) + string(1e21)', '1.510true1e+21'],
    ["double('2.5') == 2.5 && double(2) == 2.0", true],
    ["duration('1h30m') > duration('90m') || duration('1h30m') == duration('90m')", true],
    ["string(duration('1m30s'))", '90s'],
    ["duration('1µs') == duration('1000ns') && duration('1μs') == duration('1us')", true],
    ["timestamp('2024-01-01T00:00:00Z') < timestamp('2024-01-01T00:00:01Z')", true],
    ["timestamp('2024-01-01T00:00:10Z') - timestamp('2024-01-01T00:00:00Z') == duration('10s')", true],
    ['[3, 1, 2].isSorted() || [1, 2, 3].sum() != 6', false],
    ['[1, 2, 3].isSorted() && [1, 2, 3].sum() == 6 && [2, 1, 3].min() == 1 && [2, 1, 3].max() == 3', true],
    ['[].min()', { err: 'min called on empty list' }],
    ['[1, 2, 1].indexOf(1) == 0 && [1, 2, 1].lastIndexOf(1) == 2 && [1].indexOf(5) == -1', true],
    ["['a', 1].join()", { err: 'join: invalid input: 1' }],
    ["r'\\d' == '\\\\d' && '\\x41' == 'A' && '\\u00e9' == 'é' && \"\"\"a'b\"\"\" == \"a'b\"", true],
    ['0x10 == 16 && 1e3 == 1000.0 && .5 == 0.5 && 3u == uint(3)', true],
    ['self.a + oldSelf.a', 3n],
  ];
  for (const [src, want] of cases)
    it(src, () => {
      const m = new CelMap(true);
      m.set('a', 1n);
      const o = new CelMap(true);
      o.set('a', 2n);
      expect(run(src, { self: m, oldSelf: o })).toEqual(want);
    });

  it('heterogeneous equality compares numbers by value across int, uint and double', () => {
    expect(celEqual(1n, 1)).toBe(true);
    expect(celEqual(2n ** 53n + 1n, 2 ** 53)).toBe(false);
  });

  it('constructs outside the subset are unsupported, not errors', () => {
    expect(() => parse('.a')).toThrow(CelUnsupported);
    expect(() => parse('a.b{c: 1}')).toThrow(CelUnsupported);
    expect(() => run("'a'.format([1])")).toThrow(CelUnsupported);
  });
});

describe('two-variable comprehensions and optionals', () => {
  const cases: [string, CelVal | { err: string }][] = [
    ['[10, 20].all(i, v, v == (i + 1) * 10)', true],
    ['[10, 20].transformList(i, v, i)', [0n, 1n]],
    ["{'a': 1, 'b': 2}.transformMap(k, v, v > 1, v * 2) == {'b': 4}", true],
    ["{'a': 1, 'b': 2}.exists_one(k, v, k == 'a' && v == 1)", true],
  ];
  for (const [src, want] of cases) it(src, () => expect(run(src)).toEqual(want));

  it('an optional oldSelf: hasValue, value, orValue', () => {
    const none = new CelOptional(undefined);
    const some = new CelOptional(5n);
    expect(run('!oldSelf.hasValue() || oldSelf.value() == 5', { oldSelf: none })).toBe(true);
    expect(run('oldSelf.orValue(3) + 1', { oldSelf: some })).toBe(6n);
    expect(run('oldSelf.value()', { oldSelf: none })).toEqual({ err: 'optional.none() dereference' });
  });
});

describe("Kubernetes' quantity library", () => {
  const cases: [string, CelVal | { err: string }][] = [
    ["quantity('1Gi').isGreaterThan(quantity('1000Mi'))", true],
    ["quantity('500m').isLessThan(quantity('1'))", true],
    ["quantity('1').compareTo(quantity('1000m'))", 0n],
    ["quantity('1') == quantity('1000m')", true],
    ["quantity('2Ki').asInteger()", 2048n],
    ["quantity('1.5').isInteger()", false],
    ["quantity('1.5').asInteger()", { err: 'cannot convert value to integer' }],
    ["quantity('1.5').asApproximateFloat()", 1.5],
    ["quantity('1').add(quantity('500m')) == quantity('1500m')", true],
    ["quantity('1').sub(2).asInteger()", -1n],
    ["sign(quantity('-3'))", -1n],
    ["isQuantity('1Gi') && !isQuantity('1GB')", true],
    [
      "quantity('abc')",
      { err: "quantities must match the regular expression '^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$'" },
    ],
    ["quantity('1Mi2')", { err: "unable to parse quantity's suffix" }],
  ];
  for (const [src, want] of cases) it(src, () => expect(run(src)).toEqual(want));
});
