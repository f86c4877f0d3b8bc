// fmt's quick path (src/go/std/fmt/quick.ts) prints exactly what the Printer (print.ts, the port of
// go/src/fmt/print.go) prints, for every format and operand it accepts, and declines the rest.
import { describe, expect, it } from 'vitest';
import {
  namedType,
  type RType,
  setUnderlying,
  tBool,
  tFloat64,
  tInt,
  tInt8,
  tInt64,
  tString,
  tUint8,
  tUint64,
} from '../../../src/go/interp/rtype.ts';
import { Iface } from '../../../src/go/interp/values.ts';
import { sprint, sprintf, sprintln } from '../../../src/go/std/fmt/print.ts';
import { quickSprint, quickSprintf } from '../../../src/go/std/fmt/quick.ts';

const named = namedType('main', 'main', 'Celsius');
setUnderlying(named, tInt);
const v = (t: RType, x: any) => new Iface(t, x);
const operands: (Iface | null)[] = [
  v(tInt, 0),
  v(tInt, 42),
  v(tInt, -42),
  v(tInt, 123456789),
  v(tInt64, 2n ** 62n),
  v(tInt64, -(2n ** 63n)),
  v(tUint64, 2n ** 64n - 1n),
  v(tInt8, -128),
  v(tUint8, 255),
  v(tString, ''),
  v(tString, 'pod'),
  v(tString, 'h\xc3\xa9'),
  v(tBool, true),
  v(tBool, false),
  v(tFloat64, 1.5),
  v(named, 7),
  null,
];
const verbs = [
  '%d',
  '%s',
  '%v',
  '%t',
  '%05d',
  '%5d',
  '%0d',
  '%12d',
  '%02d',
  '%x',
  '%q',
  '%-5d',
  '%+d',
  '%6s',
  '%T',
];

describe('fmt quick path', () => {
  it('prints what the Printer prints for one operand under each verb, or declines', () => {
    let taken = 0;
    for (const verb of verbs)
      for (const arg of operands) {
        const format = `<${verb}|%%>`;
        const quick = quickSprintf(format, [arg]);
        if (quick === undefined) continue;
        taken++;
        expect(quick, `${format} ${arg?.t.String()} ${String(arg?.v)}`).toBe(sprintf(format, [arg]));
      }
    expect(taken).toBeGreaterThan(40);
  });
  it('declines wrong operand counts, a trailing % and operands with methods or of other kinds', () => {
    for (const [format, args] of [
      ['%d %d', [v(tInt, 1)]],
      ['%d', [v(tInt, 1), v(tInt, 2)]],
      ['50%', []],
      ['%v', [v(named, 1)]],
      ['%v', [v(tFloat64, 0.1)]],
      ['%v', [null]],
      ['%[1]d', [v(tInt, 1)]],
    ] as [string, (Iface | null)[]][]) {
      expect(quickSprintf(format, args), format).toBeUndefined();
      expect(sprintf(format, args)).toBeTypeOf('string');
    }
  });
  it('Sprint and Sprintln match the Printer on pairs of operands', () => {
    for (const a of operands)
      for (const b of operands)
        for (const ln of [false, true]) {
          const quick = quickSprint([a, b], ln);
          if (quick === undefined) continue;
          expect(quick).toBe(ln ? sprintln([a, b]) : sprint([a, b]));
        }
    expect(quickSprint([], true)).toBe('\n');
    expect(quickSprint([v(tString, 'a'), v(tInt, 1), v(tInt, 2), v(tString, 'b')], false)).toBe('a1 2b');
  });
});
