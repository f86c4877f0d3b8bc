// Unit checks of the RE2→JS translation and the JSON scanner. The expected strings are what real Go
// prints (regexp/syntax and encoding/json messages); the golden programs std_regexp_* and std_json_*
// cover the packages end to end.
import { describe, expect, it } from 'vitest';
import {
  compactJSON,
  formatJSONFloat,
  indentJSON,
  quoteJSON,
} from '../../../src/go/std/encoding/json/encode.ts';
import { JsonSyntaxError, parseJSON } from '../../../src/go/std/encoding/json/scan.ts';
import { RegexpSyntaxError, translate } from '../../../src/go/std/regexp/translate.ts';

const reError = (expr: string): string => {
  try {
    translate(expr);
  } catch (e) {
    if (e instanceof RegexpSyntaxError) return e.message;
    throw e;
  }
  return 'ok';
};

const matches = (expr: string, s: string): string[] => {
  const t = translate(expr);
  return [...s.matchAll(new RegExp(t.source, t.flags))].map((m) => m[0]);
};

describe('RE2 syntax translated to JS RegExp', () => {
  it('rejects what RE2 rejects, in regexp/syntax words', () => {
    expect(reError('(abc')).toBe('error parsing regexp: missing closing ): `(abc`');
    expect(reError('a)')).toBe('error parsing regexp: unexpected ): `a)`');
    expect(reError('[a-')).toBe('error parsing regexp: missing closing ]: `[a-`');
    expect(reError('a**')).toBe('error parsing regexp: invalid nested repetition operator: `**`');
    expect(reError('+x')).toBe('error parsing regexp: missing argument to repetition operator: `+`');
    expect(reError('(?=x)')).toBe('error parsing regexp: invalid or unsupported Perl syntax: `(?=`');
    expect(reError('\\1')).toBe('error parsing regexp: invalid escape sequence: `\\1`');
    expect(reError('x{1001}')).toBe('error parsing regexp: invalid repeat count: `{1001}`');
    expect(reError('[z-a]')).toBe('error parsing regexp: invalid character class range: `z-a`');
    expect(reError('ab\\')).toBe('error parsing regexp: trailing backslash at end of expression: ``');
  });

  it('keeps RE2 meaning where JS differs', () => {
    // \s is ASCII space only; . excludes only \n; $ is end of text without (?m)
    expect(matches('\\s', 'a\u00a0b c\u000bd')).toEqual([' ']);
    expect(matches('.', 'a\rb\n')).toEqual(['a', '\r', 'b']);
    expect(matches('x$', 'x\nx')).toEqual(['x']);
    expect(matches('(?m)^\\w', 'ab\ncd')).toEqual(['a', 'c']);
    expect(matches('(?i)go', 'Go GO gO')).toEqual(['Go', 'GO', 'gO']);
    expect(matches('[[:digit:]]+', 'a12b3')).toEqual(['12', '3']);
    expect(matches('\\QA.B\\E', 'A.B AxB')).toEqual(['A.B']);
    expect(translate('(?P<year>\\d+)-(x)').names).toEqual(['', 'year', '']);
  });
});

describe('JSON scanner and encoder', () => {
  const syntax = (s: string): string => {
    try {
      parseJSON(s);
    } catch (e) {
      if (e instanceof JsonSyntaxError) return `${e.message} @${e.offset}`;
      throw e;
    }
    return 'ok';
  };

  it("reports encoding/json's syntax errors and offsets", () => {
    expect(syntax('')).toBe('unexpected end of JSON input @0');
    expect(syntax('{"a" 1}')).toBe("invalid character '1' after object key @6");
    expect(syntax('[1,]')).toBe("invalid character ']' looking for beginning of value @4");
    expect(syntax('nul')).toBe("invalid character ' ' in literal null (expecting 'l') @3");
    expect(syntax('{"a":1} x')).toBe("invalid character 'x' after top-level value @9");
    expect(syntax('"\\q"')).toBe("invalid character 'q' in string escape code @3");
    expect(syntax('  [1, 2]  ')).toBe('ok');
  });

  it('formats like encoding/json', () => {
    expect(quoteJSON('<a&b>\u0001"\\', true)).toBe('"\\u003ca\\u0026b\\u003e\\u0001\\"\\\\"');
    expect(quoteJSON('\xff', false)).toBe('"\\ufffd"');
    expect([1e21, 1e20, 1e-7, 0.5, -0].map((f) => formatJSONFloat(f, 64))).toEqual([
      '1e+21',
      '100000000000000000000',
      '1e-7',
      '0.5',
      '-0',
    ]);
    expect(compactJSON('{ "a" : [1, 2] }', false)).toBe('{"a":[1,2]}');
    expect(indentJSON('{"a":[1,{}],"b":[]}', '', '  ')).toBe(
      '{\n  "a": [\n    1,\n    {}\n  ],\n  "b": []\n}',
    );
  });
});
