// The labelSelector and fieldSelector strings of list and watch requests, parsed as kube-apiserver
// parses them (labels.Parse, fields.ParseSelector of apimachinery v0.32): what they select, and every
// refusal worded to the letter, as a 400 from the server.
import { describe, expect, test } from 'vitest';
import { ApiServer } from '../../src/kube/apiserver/index.ts';
import { labelsMatch, parseFieldSelector, parseLabelSelector } from '../../src/kube/apiserver/selectors.ts';

const parseError = (s: string) => {
  try {
    parseLabelSelector(s);
  } catch (e) {
    return (e as Error).message;
  }
  return 'parsed';
};

describe('labels.Parse', () => {
  test('selects as the real parser does: ==, notin (), empty values, keywords as values, gt/lt', () => {
    const sel = (s: string, labels: Record<string, string>) => labelsMatch(parseLabelSelector(s), labels);
    expect(sel('a==b', { a: 'b' })).toBe(true);
    expect(sel('a in (in, notin)', { a: 'notin' })).toBe(true);
    expect(sel('a notin ()', { a: 'x' })).toBe(true);
    expect(sel('a in (,x)', { a: '' })).toBe(true);
    expect(sel('a=', { a: '' })).toBe(true);
    expect(sel('!a,b', { b: '1' })).toBe(true);
    expect(sel('n>3,n<10', { n: '7' })).toBe(true);
    expect(sel('n>3', { n: '2' })).toBe(false);
    expect(sel('example.com/tier=web', { 'example.com/tier': 'web' })).toBe(true);
  });

  test('refusals, worded as apimachinery words them', () => {
    expect(parseError('a in (')).toBe(
      "unable to parse requirement: found '', expected: ',', ')' or identifier",
    );
    expect(parseError('tier in web')).toBe("unable to parse requirement: found 'web' expected: '('");
    expect(parseError('tier notin (a')).toBe("unable to parse requirement: found '', expected: ',' or ')'");
    expect(parseError('x,')).toBe("found '', expected: identifier after ','");
    expect(parseError('a b')).toBe(
      "unable to parse requirement: found 'b', expected: in, notin, =, ==, !=, gt, lt",
    );
    expect(parseError('x=a b')).toBe("found 'b', expected: ',' or 'end of string'");
    expect(parseError('a==b=c')).toBe("found '=', expected: ',' or 'end of string'");
    expect(parseError(',a')).toBe("found ',', expected: !, identifier, or 'end of string'");
    expect(parseError('a=!')).toBe("unable to parse requirement: found '!', expected: identifier");
    expect(parseError('a=>b')).toBe("unable to parse requirement: found '>', expected: identifier");
    expect(parseError('Bad$=x')).toBe(
      `unable to parse requirement: <nil>: Invalid value: "Bad$": name part must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]')`,
    );
    expect(parseError('a/b/c')).toBe(
      `unable to parse requirement: <nil>: Invalid value: "a/b/c": a valid label key must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]') with an optional DNS subdomain prefix and '/' (e.g. 'example.com/MyName')`,
    );
    expect(parseError('a=-x')).toBe(
      `unable to parse requirement: values[0][a]: Invalid value: "-x": a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyValue',  or 'my_value',  or '12345', regex used for validation is '(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?')`,
    );
    expect(parseError('a>x')).toBe(
      `unable to parse requirement: values[0]: Invalid value: "x": for 'Gt', 'Lt' operators, the value must be an integer`,
    );
  });
});

describe('fields.ParseSelector', () => {
  test('escapes, operators tried as splitTerm tries them, no trimming', () => {
    expect(parseFieldSelector('metadata.name=a\\,b,spec.x!=y')).toEqual([
      { field: 'metadata.name', op: '=', value: 'a,b' },
      { field: 'spec.x', op: '!=', value: 'y' },
    ]);
    expect(parseFieldSelector('metadata.name==x')).toEqual([{ field: 'metadata.name', op: '=', value: 'x' }]);
    expect(parseFieldSelector('a =b')).toEqual([{ field: 'a ', op: '=', value: 'b' }]);
    expect(() => parseFieldSelector('metadata.name===')).toThrow(
      'invalid field selector: unescaped character in value: 61',
    );
    expect(() => parseFieldSelector('a=b\\x')).toThrow(
      'invalid field selector: invalid escape sequence: \\x',
    );
    expect(() => parseFieldSelector('a=b\\')).toThrow('invalid field selector: invalid escape sequence: \\');
    expect(() => parseFieldSelector('zzz,a=b')).toThrow(
      "invalid selector: 'zzz,a=b'; can't understand 'zzz'",
    );
  });
});

describe('the server answers a bad selector with 400 and the parser words', () => {
  const api = new ApiServer({ clock: { now: () => 0 } });
  const ctx = {
    user: { username: 'admin', groups: ['system:masters'] },
    userAgent: 'test',
    clientPath: 'direct' as const,
  };
  const list = (resource: string, labelSelector?: string, fieldSelector?: string, namespace = 'default') => {
    const r = api.list(
      ctx,
      { group: '', version: 'v1', resource, namespace },
      { labelSelector, fieldSelector },
    );
    return r.ok ? { status: 200 } : { status: r.code, body: r.status };
  };
  test('label and field selectors; a kind with its own field labels names only the label', () => {
    expect(list('pods', 'a in (')).toMatchObject({
      status: 400,
      body: {
        reason: 'BadRequest',
        message: "unable to parse requirement: found '', expected: ',', ')' or identifier",
      },
    });
    expect(list('configmaps', undefined, 'spec.x=y')).toMatchObject({
      status: 400,
      body: { message: '"spec.x" is not a known field selector: only "metadata.name", "metadata.namespace"' },
    });
    expect(list('pods', undefined, 'spec.x=y')).toMatchObject({
      status: 400,
      body: { message: 'field label not supported: spec.x' },
    });
    expect(list('namespaces', undefined, 'metadata.namespace=x', '')).toMatchObject({
      status: 400,
      body: { message: 'field label not supported: metadata.namespace' },
    });
    expect(list('pods', undefined, 'spec.nodeName=n1,status.phase!=Failed')).toMatchObject({ status: 200 });
  });
});
