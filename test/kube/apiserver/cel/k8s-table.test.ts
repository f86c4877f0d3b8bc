/**
 * Cases of Kubernetes' own CEL validation table ([AX] pkg/apiserver/schema/cel/validation_test.go at
 * kubernetes-1.34.0, TestValidationExpressions: "object access", "map access", "listMap access",
 * "list access", "listSet access", "typemeta and objectmeta access not specified", "embedded object"),
 * the ones that run (not the type checker's compile errors, nor transformMapEntry): every
 * `valid` rule must hold on the object, every `errors` rule must fail with that runtime error.
 */
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../../../src/kube/apiserver/cel/eval.ts';
import { parse } from '../../../../src/kube/apiserver/cel/parse.ts';
import { toCel } from '../../../../src/kube/apiserver/cel/validate.ts';
import type { Json, JsonObject } from '../../../../src/kube/apiserver/types.ts';

const str = { type: 'string' };
const int = { type: 'integer' };
const obj = (properties: JsonObject): JsonObject => ({ type: 'object', properties });

type Case = {
  name: string;
  obj: JsonObject;
  schema: JsonObject;
  valid: string[];
  errors: Record<string, string>;
};

const CASES: Case[] = [
  {
    name: 'object access',
    obj: { a: { b: 1, d: null }, a1: { b1: { c1: 4 } }, a3: {} },
    schema: obj({
      a: obj({ b: int, c: int, d: { type: 'integer', nullable: true } }),
      a1: obj({ b1: obj({ c1: int }), d2: obj({ e2: int }) }),
    }),
    valid: [
      'has(self.a.b)',
      '!has(self.a.c)',
      '!has(self.a.d)',
      'has(self.a1.b1.c1)',
      '!(has(self.a1.d2) && has(self.a1.d2.e2))',
      '!has(self.a1.d2)',
    ],
    errors: { 'has(self.a1.d2.e2)': 'no such key: d2' },
  },
  {
    name: 'map access',
    obj: { val: { b: 1, d: 2 } },
    schema: obj({ val: { type: 'object', additionalProperties: int } }),
    valid: [
      "!('a' in self.val)",
      "'b' in self.val",
      "!('c' in self.val)",
      "'d' in self.val",
      '!has(self.val.a)',
      'has(self.val.b)',
      '!has(self.val.c)',
      'has(self.val.d)',
      'self.val.all(k, self.val[k] > 0)',
      'self.val.exists(k, self.val[k] > 1)',
      'self.val.exists_one(k, self.val[k] == 2)',
      '!self.val.exists(k, self.val[k] > 2)',
      '!self.val.exists_one(k, self.val[k] > 0)',
      'size(self.val) == 2',
      'self.val.map(k, self.val[k]).exists(v, v == 1)',
      'size(self.val.filter(k, self.val[k] > 1)) == 1',
      'self.val.all(k, v, v > 0)',
      'self.val.exists(k, v, v == 2)',
      'self.val.existsOne(k, v, v == 2)',
      'self.val.transformMap(k, v, v > 1, v + 1).size() == 1',
      'self.val.transformMap(k, v, v + 1).size() == 2',
    ],
    errors: { "self.val['c'] == 1": 'no such key: c' },
  },
  {
    name: 'listMap access',
    obj: {
      listMap: [
        { k: 'a1', v: 'b1' },
        { k: 'a2', v: 'b2' },
        { k: 'a3', v: 'b3', v2: 'z' },
      ],
    },
    schema: obj({
      listMap: {
        type: 'array',
        'x-kubernetes-list-type': 'map',
        'x-kubernetes-list-map-keys': ['k'],
        items: obj({ k: str, v: str, v2: str }),
      },
    }),
    valid: [
      'has(self.listMap[0].v)',
      "self.listMap.all(m, m.k.startsWith('a'))",
      "self.listMap.all(m, !has(m.v2) || m.v2 == 'z')",
      "self.listMap.exists(m, m.k.endsWith('1'))",
      "self.listMap.exists_one(m, m.k == 'a3')",
      "!self.listMap.all(m, m.k.endsWith('1'))",
      "!self.listMap.exists(m, m.v == 'x')",
      "!self.listMap.exists_one(m, m.k.startsWith('a'))",
      "size(self.listMap.filter(m, m.k == 'a1')) == 1",
      "self.listMap.exists(m, m.k == 'a1' && m.v == 'b1')",
      "self.listMap.map(m, m.v).exists(v, v == 'b1')",
      "self.listMap.exists(m, has(m.v2) && m.v2 == 'z')",
      "!self.listMap.all(m, has(m.v2) && m.v2 != 'z')",
      "self.listMap.exists_one(m, has(m.v2) && m.v2 == 'z')",
      "self.listMap.filter(m, has(m.v2) && m.v2 == 'z').size() == 1",
      "self.listMap.map(m, has(m.v2) && m.v2 == 'z', m.v2).size() == 1",
      "self.listMap.filter(m, has(m.v2) && m.v2 == 'z').map(m, m.v2).size() == 1",
      "self.listMap.exists(m, m.v2 == 'z')",
      "!self.listMap.all(m, m.v2 != 'z')",
      "!self.listMap.all(i, m, has(m.v2) && m.v2 != 'z')",
      "self.listMap.exists(i, m, has(m.v2) && m.v2 == 'z')",
      "self.listMap.existsOne(i, m, has(m.v2) && m.v2 == 'z')",
      "self.listMap.transformList(i, m, has(m.v2) && m.v2 == 'z', m.v2).size() == 1",
      'self.listMap.transformList(i, m, m.v).size() == 3',
    ],
    errors: {
      "self.listMap.all(m, m.v2 == 'z')": 'no such key: v2',
      "self.listMap.exists_one(m, m.v2 == 'z')": 'no such key: v2',
      "self.listMap.filter(m, m.v2 == 'z').size() == 1": 'no such key: v2',
      'self.listMap.map(m, m.v2).size() == 1': 'no such key: v2',
      "self.listMap.map(m, m.v2 == 'z', m.v2).size() == 1": 'no such key: v2',
    },
  },
  {
    name: 'list access',
    obj: { array: [1, 1, 2, 2, 3, 3, 4, 5] },
    schema: obj({ array: { type: 'array', items: int } }),
    valid: [
      '2 in self.array',
      'self.array.all(e, e > 0)',
      'self.array.exists(e, e > 2)',
      'self.array.exists_one(e, e > 4)',
      '!self.array.all(e, e < 2)',
      '!self.array.exists(e, e < 0)',
      '!self.array.exists_one(e, e == 2)',
      'self.array.all(e, e < 100)',
      'size(self.array.filter(e, e%2 == 0)) == 3',
      'self.array.map(e, e * 20).filter(e, e > 50).exists(e, e == 60)',
      'size(self.array) == 8',
      'self.array.all(i, e, e > 0)',
      'self.array.exists(i, e, e > 2)',
      'self.array.existsOne(i, e, e > 4)',
      'self.array.transformList(i, e, e > 2, e * 2).size() > 0',
      'self.array.transformList(i, e, e * 2).size() > 0',
    ],
    errors: { 'self.array[100] == 0': 'index out of bounds: 100' },
  },
  {
    name: 'listSet access',
    obj: { set: [1, 2, 3, 4, 5] },
    schema: obj({ set: { type: 'array', items: int } }),
    valid: [
      '3 in self.set',
      'self.set.all(e, e > 0)',
      'self.set.exists(e, e > 3)',
      'self.set.exists_one(e, e == 3)',
      '!self.set.all(e, e < 3)',
      '!self.set.exists(e, e < 0)',
      '!self.set.exists_one(e, e > 3)',
      'self.set.all(e, e < 10)',
      'size(self.set.filter(e, e%2 == 0)) == 2',
      'self.set.map(e, e * 20).filter(e, e > 50).exists_one(e, e == 60)',
      'size(self.set) == 5',
    ],
    errors: {},
  },
  {
    name: 'embedded object',
    obj: {
      embedded: {
        apiVersion: 'v1',
        kind: 'Pod',
        metadata: { name: 'foo', generateName: 'pickItForMe', namespace: 'xyz' },
        spec: { field1: 'a' },
      },
    },
    schema: obj({ embedded: { type: 'object', 'x-kubernetes-embedded-resource': true } }),
    valid: [
      "self.embedded.kind == 'Pod'",
      "self.embedded.apiVersion == 'v1'",
      "self.embedded.metadata.name == 'foo'",
      "self.embedded.metadata.generateName == 'pickItForMe'",
    ],
    errors: {},
  },
  {
    name: 'stdlib regex functions',
    obj: { str: 'this is a 123 string 456' },
    schema: obj({ str }),
    valid: [
      "self.str.find('[0-9]+') == '123'",
      "self.str.find('[0-9]+') != '456'",
      "self.str.find('xyz') == ''",
      "self.str.findAll('[0-9]+') == ['123', '456']",
      "self.str.findAll('[0-9]+', 0) == []",
      "self.str.findAll('[0-9]+', 1) == ['123']",
      "self.str.findAll('[0-9]+', 2) == ['123', '456']",
      "self.str.findAll('[0-9]+', 3) == ['123', '456']",
      "self.str.findAll('[0-9]+', -1) == ['123', '456']",
      "self.str.findAll('xyz') == []",
      "self.str.findAll('xyz', 1) == []",
      // Go's FindAllString skips an empty match right after a match (go1.23 regexp.go allMatches)
      "'baaa'.findAll('a*') == ['', 'aaa']",
      "'héllo'.findAll('x*').size() == 6",
      "'ab'.findAll('') == ['', '', '']",
    ],
    errors: {},
  },
  {
    name: 'optionals',
    obj: { presentObj: { presentStr: 'value' }, m: { k: 'v' }, l: ['a'] },
    schema: obj({
      presentObj: obj({ presentStr: str }),
      absentObj: obj({ absentStr: str }),
      m: { type: 'object', additionalProperties: str },
      l: { type: 'array', items: str },
    }),
    valid: [
      "self.?presentObj.?presentStr == optional.of('value')",
      "self.presentObj.?presentStr == optional.of('value')",
      "self.presentObj.?presentStr.or(optional.of('nope')) == optional.of('value')",
      "self.presentObj.?presentStr.orValue('') == 'value'",
      'self.presentObj.?presentStr.hasValue() == true',
      "self.presentObj.?presentStr.optMap(v, v == 'value').hasValue()",
      'self.?absentObj.?absentStr == optional.none()',
      "self.?absentObj.?absentStr.or(optional.of('nope')) == optional.of('nope')",
      "self.?absentObj.?absentStr.orValue('nope') == 'nope'",
      'self.?absentObj.?absentStr.hasValue() == false',
      "self.?absentObj.?absentStr.optMap(v, v == 'value').hasValue() == false",
      "self.m[?'k'] == optional.of('v')",
      "self.m[?'k'].or(optional.of('nope')) == optional.of('v')",
      "self.m[?'k'].orValue('') == 'v'",
      "self.m[?'k'].hasValue() == true",
      "self.m[?'k'].optMap(v, v == 'v').hasValue()",
      "self.m[?'x'] == optional.none()",
      "self.m[?'x'].or(optional.of('nope')) == optional.of('nope')",
      "self.m[?'x'].orValue('nope') == 'nope'",
      "self.m[?'x'].hasValue() == false",
      "self.l[?0] == optional.of('a')",
      'self.l[?1] == optional.none()',
      "self.l[?0].orValue('') == 'a'",
      'self.l[?0].hasValue() == true',
      "self.l[?0].optMap(v, v == 'a').hasValue()",
      "self.l[?1].or(optional.of('nope')) == optional.of('nope')",
      "self.l[?1].orValue('nope') == 'nope'",
      'self.l[?1].hasValue() == false',
      'optional.ofNonZeroValue(1).hasValue()',
      'optional.ofNonZeroValue(uint(1)).hasValue()',
      'optional.ofNonZeroValue(1.1).hasValue()',
      "optional.ofNonZeroValue('a').hasValue()",
      'optional.ofNonZeroValue(true).hasValue()',
      "optional.ofNonZeroValue(['a']).hasValue()",
      "optional.ofNonZeroValue({'k': 'v'}).hasValue()",
      "optional.ofNonZeroValue(timestamp('2011-08-18T00:00:00.000+01:00')).hasValue()",
      "optional.ofNonZeroValue(duration('19h3m37s10ms')).hasValue()",
      'optional.ofNonZeroValue(null) == optional.none()',
      'optional.ofNonZeroValue(0) == optional.none()',
      'optional.ofNonZeroValue(uint(0)) == optional.none()',
      'optional.ofNonZeroValue(0.0) == optional.none()',
      "optional.ofNonZeroValue('') == optional.none()",
      'optional.ofNonZeroValue(false) == optional.none()',
      'optional.ofNonZeroValue([]) == optional.none()',
      'optional.ofNonZeroValue({}) == optional.none()',
      "optional.ofNonZeroValue(timestamp('0001-01-01T00:00:00.000+00:00')) == optional.none()",
      "optional.ofNonZeroValue(duration('0s')) == optional.none()",
      "{?'k': optional.none(), 'k2': 'v2'} == {'k2': 'v2'}",
      "{?'k': optional.of('v'), 'k2': 'v2'} == {'k': 'v', 'k2': 'v2'}",
      "['a', ?optional.none(), 'c'] == ['a', 'c']",
      "['a', ?optional.of('v'), 'c'] == ['a', 'v', 'c']",
    ],
    // a missing ?. on the first dereference is an error
    errors: { 'self.absentObj.?absentStr == optional.none()': 'no such key: absentObj' },
  },
  {
    name: 'URL parsing',
    obj: { url: 'https://user:pass@kubernetes.io:80/docs/home?k1=a&k2=b&k2=c#anchor' },
    schema: obj({ url: str }),
    valid: [
      "url('/path').getScheme() == ''",
      "url('https://example.com/').getScheme() == 'https'",
      "url('https://example.com:80/').getHost() == 'example.com:80'",
      "url('https://example.com/').getHost() == 'example.com'",
      "url('https://[::1]:80/').getHost() == '[::1]:80'",
      "url('https://[::1]/').getHost() == '[::1]'",
      "url('/path').getHost() == ''",
      "url('https://example.com:80/').getHostname() == 'example.com'",
      "url('https://127.0.0.1/').getHostname() == '127.0.0.1'",
      "url('https://[::1]/').getHostname() == '::1'",
      "url('/path').getHostname() == ''",
      "url('https://example.com:80/').getPort() == '80'",
      "url('https://example.com/').getPort() == ''",
      "url('/path').getPort() == ''",
      "url('https://example.com/path').getEscapedPath() == '/path'",
      "url('https://example.com/with space/').getEscapedPath() == '/with%20space/'",
      "url('https://example.com').getEscapedPath() == ''",
      "url('https://example.com/path?k1=a&k2=b&k2=c').getQuery() == { 'k1': ['a'], 'k2': ['b', 'c']}",
      "url('https://example.com/path?key with spaces=value with spaces').getQuery() == { 'key with spaces': ['value with spaces']}",
      "url('https://example.com/path?').getQuery() == {}",
      "url('https://example.com/path').getQuery() == {}",
      "url(self.url).getScheme() == 'https'",
      "url(self.url).getHost() == 'kubernetes.io:80'",
      "url(self.url).getHostname() == 'kubernetes.io'",
      "url(self.url).getPort() == '80'",
      "url(self.url).getEscapedPath() == '/docs/home'",
      "url(self.url).getQuery() == {'k1': ['a'], 'k2': ['b', 'c']}",
      "isURL('https://user:pass@example.com:80/path?query=val#fragment')",
      "isURL('/path') == true",
      "isURL('https://a:b:c/') == false",
      "isURL('../relative-path') == false",
      // "cost for extended lib calculated correctly: url"
      "url('https:://kubernetes.io/').getHostname() != 'test'",
    ],
    errors: {},
  },
  {
    // without the two `type(...) == net.IP` rules (type() is not evaluated here)
    name: 'IP and CIDR',
    obj: { val1: '20', val2: '200M' },
    schema: obj({ val1: str, val2: str }),
    valid: [
      'isIP("192.168.0.1")',
      'ip.isCanonical("127.0.0.1")',
      'ip("192.168.0.1").family() > 0',
      'ip("0.0.0.0").isUnspecified()',
      'ip("127.0.0.1").isLoopback()',
      'ip("224.0.0.1").isLinkLocalMulticast()',
      'ip("192.168.0.1").isGlobalUnicast()',
      'cidr("192.168.0.0/24").containsIP(ip("192.168.0.1"))',
      'cidr("192.168.0.0/24").containsCIDR("192.168.0.0/25")',
      'cidr("2001:db8::/32").containsCIDR(cidr("2001:db8::/33"))',
      "cidr('192.168.0.0/24') == cidr('192.168.0.0/24').masked()",
      "cidr('192.168.0.0/16').prefixLength() == 16",
      "cidr('::1/128').ip().family() == 6",
    ],
    errors: {},
  },
];

describe("Kubernetes' CEL validation table", () => {
  for (const c of CASES)
    describe(c.name, () => {
      const self = () => new Map([['self', toCel(c.obj as Json, c.schema)]]);
      for (const rule of c.valid) it(rule, () => expect(evaluate(parse(rule), self())).toBe(true));
      for (const [rule, err] of Object.entries(c.errors))
        it(`${rule} → ${err}`, () => expect(() => evaluate(parse(rule), self())).toThrow(err));
    });
});

describe('list-type map and set equality ignores order', () => {
  const listMap = {
    type: 'array',
    'x-kubernetes-list-type': 'map',
    'x-kubernetes-list-map-keys': ['k'],
    items: obj({ k: str, v: str }),
  };
  const schema = obj({
    m: listMap,
    s: { type: 'array', 'x-kubernetes-list-type': 'set', items: str },
    a: { type: 'array', items: str },
  });
  const eq = (x: JsonObject, y: JsonObject, rule: string) =>
    evaluate(
      parse(rule),
      new Map([
        ['self', toCel(x, schema)],
        ['oldSelf', toCel(y, schema)],
      ]),
    );
  it('a reordered map list or set equals its old value; an atomic list does not', () => {
    const a = {
      m: [
        { k: 'a', v: '1' },
        { k: 'b', v: '2' },
      ],
      s: ['x', 'y'],
      a: ['x', 'y'],
    };
    const b = {
      m: [
        { k: 'b', v: '2' },
        { k: 'a', v: '1' },
      ],
      s: ['y', 'x'],
      a: ['y', 'x'],
    };
    expect(eq(a, b, 'self.m == oldSelf.m')).toBe(true);
    expect(eq(a, b, 'self.s == oldSelf.s')).toBe(true);
    expect(eq(a, b, 'self.a == oldSelf.a')).toBe(false);
    expect(
      eq(
        a,
        {
          ...b,
          m: [
            { k: 'b', v: '2' },
            { k: 'a', v: '9' },
          ],
        },
        'self.m == oldSelf.m',
      ),
    ).toBe(false);
  });
});
