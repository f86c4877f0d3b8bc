// Exact constants: literal parsing, arithmetic, representability and go/constant's formatting.

import { describe, expect, it } from 'vitest';
import {
  binaryOp,
  compare,
  constExactString,
  constString,
  formatG,
  goQuote,
  makeFloat,
  makeFromLiteral,
  makeInt,
  ratToNumber,
  roundFloat32,
  shift,
  toInt,
  unaryOp,
} from '../../../src/go/types/constant.ts';

describe('literals', () => {
  it('parses integer forms', () => {
    expect(makeFromLiteral('0x_1F', 'INT')).toEqual(makeInt(31));
    expect(makeFromLiteral('0o17', 'INT')).toEqual(makeInt(15));
    expect(makeFromLiteral('017', 'INT')).toEqual(makeInt(15));
    expect(makeFromLiteral('0b101', 'INT')).toEqual(makeInt(5));
    expect(makeFromLiteral('1_000_000', 'INT')).toEqual(makeInt(1000000));
    expect(makeFromLiteral('123456789012345678901234567890', 'INT')).toEqual(
      makeInt(123456789012345678901234567890n),
    );
  });
  it('parses floats exactly', () => {
    expect(makeFromLiteral('1.5', 'FLOAT')).toEqual(makeFloat(3n, 2n));
    expect(makeFromLiteral('1e3', 'FLOAT')).toEqual(makeFloat(1000n));
    expect(makeFromLiteral('0x1p-2', 'FLOAT')).toEqual(makeFloat(1n, 4n));
    expect(constExactString(makeFromLiteral('0.1', 'FLOAT'))).toBe('1/10');
  });
  it('decodes runes and strings to Go bytes', () => {
    expect(makeFromLiteral("'a'", 'CHAR')).toEqual(makeInt(97));
    expect(makeFromLiteral("'\\n'", 'CHAR')).toEqual(makeInt(10));
    expect(makeFromLiteral("'世'", 'CHAR')).toEqual(makeInt(0x4e16));
    expect(makeFromLiteral("'\\xff'", 'CHAR')).toEqual(makeInt(255));
    expect(makeFromLiteral('"a\\tb"', 'STRING')).toEqual({ kind: 'string', value: 'a\tb' });
    expect(makeFromLiteral('"é"', 'STRING')).toEqual({ kind: 'string', value: '\xc3\xa9' });
    expect(makeFromLiteral('`raw\\n`', 'STRING')).toEqual({ kind: 'string', value: 'raw\\n' });
  });
});

describe('arithmetic', () => {
  it('keeps integers exact beyond 2^53', () => {
    const x = binaryOp(makeInt(2n ** 62n), '*', makeInt(4));
    expect(constString(x)).toBe('18446744073709551616');
  });
  it('divides untyped integers to rationals, typed integers truncate', () => {
    expect(constExactString(binaryOp(makeInt(7), '/', makeInt(2)))).toBe('7/2');
    expect(constString(binaryOp(makeInt(7), '/', makeInt(2), true))).toBe('3');
    expect(constString(binaryOp(makeInt(-7), '%', makeInt(3)))).toBe('-1');
  });
  it('shifts and complements', () => {
    expect(constString(shift(makeInt(1), '<<', 100))).toBe('1267650600228229401496703205376');
    expect(constString(unaryOp('^', makeInt(0), 8))).toBe('255');
    expect(constString(unaryOp('^', makeInt(5)))).toBe('-6');
  });
  it('compares across kinds', () => {
    expect(compare(makeInt(1), '==', makeFloat(2n, 2n))).toBe(true);
    expect(compare(makeFloat(1n, 3n), '<', makeFloat(1n, 2n))).toBe(true);
  });
  it('converts integral floats to ints only', () => {
    expect(toInt(makeFloat(4n, 2n))).toEqual(makeInt(2));
    expect(toInt(makeFloat(3n, 2n)).kind).toBe('unknown');
  });
  it('throws on division by zero', () => {
    expect(() => binaryOp(makeInt(1), '/', makeInt(0))).toThrow(RangeError);
  });
});

describe('float rounding and formatting', () => {
  it('rounds rationals to the nearest double', () => {
    expect(ratToNumber(1n, 3n)).toBe(1 / 3);
    expect(ratToNumber(10n ** 30n + 1n, 1n)).toBe(1e30);
    expect(ratToNumber(1n, 10n ** 300n)).toBe(1e-300);
  });
  it('detects float32 overflow', () => {
    expect(roundFloat32(makeFloat(10n ** 39n)).kind).toBe('unknown');
    expect(roundFloat32(makeFloat(1n, 2n)).kind).toBe('float');
  });
  it('formats like %.6g', () => {
    expect(formatG(1e6, 6)).toBe('1e+06');
    expect(formatG(123456, 6)).toBe('123456');
    expect(formatG(0.0001, 6)).toBe('0.0001');
    expect(formatG(0.00001, 6)).toBe('1e-05');
    expect(formatG(1.5, 6)).toBe('1.5');
    expect(constString(makeFloat(1n, 3n))).toBe('0.333333');
    expect(constString(makeFromLiteral('1.0', 'FLOAT'))).toBe('1');
    expect(constString(makeFromLiteral('1e100', 'FLOAT'))).toBe('1e+100');
  });
  it('quotes strings like strconv.Quote and shortens long ones', () => {
    expect(goQuote('a"b\n')).toBe('"a\\"b\\n"');
    expect(goQuote('\xc3\xa9\xff')).toBe('"é\\xff"');
    expect(constString({ kind: 'string', value: 'x'.repeat(100) })).toBe(`"${'x'.repeat(68)}...`);
  });
});
