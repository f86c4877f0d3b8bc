// Numbers in API server messages as Go prints them: an int64 with %d, a float64 with %v
// (strconv 'g' with the shortest digits: %e form from exponent 6 on, two-digit exponents), and a CRD
// schema's bound converted to int64 when the value is an integer (kube-openapi MaximumNativeType).
// Expected strings checked with Go 1.23's fmt.
import { describe, expect, it } from 'vitest';
import { validate } from '../../../src/kube/apiserver/schema.ts';
import { fieldErrorString, goFloat, goNumber } from '../../../src/kube/apiserver/status.ts';

describe('Go number formatting in API server messages', () => {
  it('prints float64 values as fmt %v does', () => {
    const cases: Array<[number, string]> = [
      [1234567.5, '1.2345675e+06'],
      [999999.5, '999999.5'],
      [1e21, '1e+21'],
      [1e-5, '1e-05'],
      [0.0001, '0.0001'],
      [-2.5e-7, '-2.5e-07'],
      [3.0000000000000004, '3.0000000000000004'],
      [1e100, '1e+100'],
      [5e-324, '5e-324'],
    ];
    for (const [v, want] of cases) expect(goNumber(v)).toBe(want);
    // integral floats print as floats too; goNumber treats an integral JSON number as int64
    expect(goFloat(1e6)).toBe('1e+06');
    expect(goFloat(123456)).toBe('123456');
    expect(goNumber(1000000)).toBe('1000000');
    // beyond int64 the decoder keeps a float64
    expect(goNumber(1e20)).toBe('1e+20');
  });

  it('prints a schema bound as an int64 for an integer value and as a float64 otherwise', () => {
    const schema = { type: 'object', properties: { n: { type: 'number', maximum: 1000000, minimum: 0.5 } } };
    expect(validate({ n: 1234567.5 }, schema).map(fieldErrorString)).toEqual([
      'n: Invalid value: 1.2345675e+06: n in body should be less than or equal to 1e+06',
    ]);
    expect(validate({ n: 2000000 }, schema).map(fieldErrorString)).toEqual([
      'n: Invalid value: 2000000: n in body should be less than or equal to 1000000',
    ]);
    expect(validate({ n: 0.25 }, schema).map(fieldErrorString)).toEqual([
      'n: Invalid value: 0.25: n in body should be greater than or equal to 0.5',
    ]);
  });
});
