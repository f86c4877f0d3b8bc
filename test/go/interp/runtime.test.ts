// Runtime pieces that need no AST: 64-bit arithmetic, byte strings and UTF-8, slices growing as gc's
// growslice, maps with normalised keys, equality, gc's print/panic formatting, channels and the
// scheduler. Expected values are what go1.23 prints for the equivalent Go code.
import { describe, expect, it } from 'vitest';
import * as I from '../../../src/go/interp/int64.ts';
import { FatalError, GoPanic, runtimeError } from '../../../src/go/interp/panic.ts';
import { printFloat, printValue } from '../../../src/go/interp/rt/print.ts';
import { appendValues } from '../../../src/go/interp/rt/slice.ts';
import {
  arrayOf,
  chanOf,
  funcOf,
  interfaceOf,
  mapOf,
  namedType,
  ptrTo,
  setUnderlying,
  sliceOf,
  structOf,
  tBool,
  tEmptyInterface,
  tError,
  tFloat64,
  tInt,
  tString,
  tUint8,
} from '../../../src/go/interp/rtype.ts';
import { panicValueString, simpleClock } from '../../../src/go/interp/run.ts';
import { Chan, Scheduler, select } from '../../../src/go/interp/sched.ts';
import {
  encodeRune,
  goString,
  jsString,
  runesToString,
  stringToRunes,
} from '../../../src/go/interp/strings.ts';
import { clone, equal, GoMap, Iface, keyOf, Slice, zero } from '../../../src/go/interp/values.ts';

describe('64-bit integers (canonical number|bigint hybrids)', () => {
  it('stays a number while safe and becomes an exact bigint beyond 2^53', () => {
    expect(I.addI64(1, 2)).toBe(3);
    expect(I.addI64(9007199254740991, 1)).toBe(9007199254740992n);
    expect(I.subI64(9007199254740992n, 1)).toBe(9007199254740991);
    // 20! = 2432902008176640000 exactly
    let f: I.Int64 = 1;
    for (let i = 1; i <= 20; i++) f = I.mulI64(f, i);
    expect(f).toBe(2432902008176640000n);
  });
  it('wraps around like int64 and uint64', () => {
    expect(I.addI64(9223372036854775807n, 1)).toBe(-9223372036854775808n);
    expect(I.mulI64(2432902008176640000n, 21)).toBe(-4249290049419214848n); // 21! overflows as in Go
    expect(I.subU64(0, 1)).toBe(18446744073709551615n);
    expect(I.negI64(-9223372036854775808n)).toBe(-9223372036854775808n);
    expect(I.divI64(-9223372036854775808n, -1)).toBe(-9223372036854775808n);
  });
  it('truncates division toward zero and keeps the dividend sign for %', () => {
    expect(I.divI64(-7, 2)).toBe(-3);
    expect(I.remI64(-7, 2)).toBe(-1);
    expect(Object.is(I.remI64(-4, 2), 0)).toBe(true);
    expect(Object.is(I.divI64(1, -2), 0)).toBe(true);
    expect(() => I.divI64(1, 0)).toThrow(GoPanic);
  });
  it('shifts and narrows', () => {
    expect(I.shlI64(1, 62)).toBe(4611686018427387904n);
    expect(I.shlI64(1, 63)).toBe(-9223372036854775808n);
    expect(I.shlI64(1, 64)).toBe(0);
    expect(I.shrI64(-8, 1)).toBe(-4);
    expect(I.shrI64(-1, 100)).toBe(-1);
    expect(I.toInt8(200)).toBe(-56);
    expect(I.toUint8(-1)).toBe(255);
    expect(I.toInt32(4294967297n)).toBe(1);
    expect(I.toUint32(-1)).toBe(4294967295);
    expect(I.andI64(-1, 0xff)).toBe(255);
    expect(I.xorU64(18446744073709551615n, 1)).toBe(18446744073709551614n);
  });
});

describe('byte strings and UTF-8', () => {
  it('encodes and decodes at the edges', () => {
    const g = goString('héllo, 世界');
    expect(g.length).toBe(14);
    expect(jsString(g)).toBe('héllo, 世界');
    expect(goString('😀').length).toBe(4);
  });
  it('decodes invalid bytes as U+FFFD one byte at a time', () => {
    expect(stringToRunes('a\xffb')).toEqual([0x61, 0xfffd, 0x62]);
    expect(stringToRunes('\xe4\xb8')).toEqual([0xfffd, 0xfffd]);
    expect(jsString('\xff')).toBe('\ufffd');
  });
  it('converts runes to strings as Go does', () => {
    expect(runesToString([0x4e16, 0x754c])).toBe(goString('世界'));
    expect(encodeRune(-1)).toBe(goString('\ufffd'));
    expect(encodeRune(0xd800)).toBe(goString('\ufffd'));
  });
});

describe('slices grow like gc growslice (go1.23 cap sequences)', () => {
  function caps(et: import('../../../src/go/interp/rtype.ts').RType, n: number): number[] {
    let s: Slice | null = null;
    const out: number[] = [];
    for (let i = 0; i < n; i++) {
      s = appendValues(s, [zero(et)], et);
      if (out[out.length - 1] !== s.cap) out.push(s.cap);
    }
    return out;
  }
  it('matches for int, byte, string and a struct with a pointer', () => {
    expect(caps(tInt, 2000)).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 848, 1280, 1792, 2560]);
    expect(caps(tUint8, 2000)).toEqual([8, 16, 32, 64, 128, 256, 512, 896, 1408, 2048]);
    expect(caps(tString, 2000)).toEqual([1, 2, 4, 8, 16, 32, 71, 143, 303, 591, 1023, 1535, 2560]);
    const P = structOf([
      { name: 'A', type: tInt },
      { name: 'B', type: tInt },
      { name: 'C', type: tString },
    ]);
    expect(caps(P, 2000)).toEqual([1, 2, 4, 8, 16, 35, 71, 151, 303, 575, 1023, 1536, 2304]);
  });
  it('appends several values at once with the right cap and shares backing arrays', () => {
    const s = appendValues(Slice.of([1, 2, 3]), [4, 5, 6, 7], tInt);
    expect(s.cap).toBe(8);
    const t = new Slice(s.arr, 0, 2, s.cap);
    const u = appendValues(t, [99], tInt);
    expect(s.arr[2]).toBe(99); // append within capacity writes the shared array
    expect(u.arr).toBe(s.arr);
  });
});

describe('maps, equality, zero values and copies', () => {
  const Pt = structOf([
    { name: 'X', type: tInt },
    { name: 'Y', type: tInt },
  ]);
  it('normalises struct and interface keys', () => {
    const m = new GoMap(Pt);
    m.set({ X: 1, Y: 2 }, 'a');
    expect(m.get({ X: 1, Y: 2 })).toBe('a');
    expect(m.size).toBe(1);
    const im = new GoMap(tEmptyInterface);
    im.set(new Iface(tInt, 1), 'int');
    im.set(new Iface(tString, '1'), 'string');
    expect(im.get(new Iface(tInt, 1))).toBe('int');
    expect(im.size).toBe(2);
    expect(() => im.set(new Iface(sliceOf(tInt), null), 'x')).toThrow(GoPanic);
  });
  it('compares structs, arrays and interfaces by value', () => {
    expect(equal(Pt, { X: 1, Y: 2 }, { X: 1, Y: 2 })).toBe(true);
    expect(equal(arrayOf(2, tInt), [1, 2], [1, 3])).toBe(false);
    expect(equal(tEmptyInterface, new Iface(tInt, 1), new Iface(tInt, 1))).toBe(true);
    expect(equal(tEmptyInterface, new Iface(tInt, 1), new Iface(tFloat64, 1))).toBe(false);
    expect(keyOf(tEmptyInterface, null)).toBe('nil');
  });
  it('builds fresh zero values and deep copies value parts only', () => {
    const Outer = structOf([
      { name: 'P', type: Pt },
      { name: 'S', type: sliceOf(tInt) },
      { name: 'B', type: tBool },
    ]);
    const z = zero(Outer);
    expect(z).toEqual({ P: { X: 0, Y: 0 }, S: null, B: false });
    const s = Slice.of([1]);
    const v = { P: { X: 1, Y: 2 }, S: s, B: true };
    const c = clone(Outer, v);
    expect(c.P).not.toBe(v.P);
    expect(c.S).toBe(s);
  });
  it('prints type names as reflect does', () => {
    const T = namedType('example.com/m', 'main', 'T');
    setUnderlying(T, structOf([{ name: 'a', type: tInt, pkgPath: 'example.com/m' }]));
    expect(ptrTo(T).String()).toBe('*main.T');
    expect(mapOf(tString, sliceOf(tInt)).String()).toBe('map[string][]int');
    expect(tEmptyInterface.String()).toBe('interface {}');
    expect(funcOf([tInt, sliceOf(tString)], [tString, tError], true).String()).toBe(
      'func(int, ...string) (string, error)',
    );
    expect(chanOf('recv', tInt).String()).toBe('<-chan int');
    expect(structOf([{ name: 'A', type: tInt, tag: 'json:"a"' }]).String()).toBe(
      'struct { A int "json:\\"a\\"" }',
    );
    expect(interfaceOf([{ name: 'M', type: funcOf([], [], false), pkgPath: '' }]).String()).toBe(
      'interface { M() }',
    );
  });
});

describe("gc's print and panic formatting", () => {
  it('formats floats like runtime.printfloat', () => {
    expect(printFloat(1.5)).toBe('+1.500000e+000');
    expect(printFloat(-0.001)).toBe('-1.000000e-003');
    expect(printFloat(0)).toBe('+0.000000e+000');
    expect(printFloat(1e100)).toBe('+1.000000e+100');
    expect(printValue(tInt, 9007199254740993n)).toBe('9007199254740993');
  });
  it('prints panic values as printpanicval does', () => {
    expect(panicValueString(new Iface(tString, 'boom'))).toBe('boom');
    expect(panicValueString(new Iface(tInt, 42))).toBe('42');
    expect(panicValueString(new Iface(tFloat64, 1.5))).toBe('+1.500000e+000');
    const E = namedType('main', 'main', 'E');
    setUnderlying(E, structOf([{ name: 'A', type: tInt }]));
    expect(panicValueString(new Iface(E, { A: 1 }))).toMatch(/^\(main\.E\) 0x[0-9a-f]+$/);
    const Code = namedType('main', 'main', 'Code');
    setUnderlying(Code, tInt);
    expect(panicValueString(new Iface(Code, 7))).toBe('main.Code(7)');
    const err = runtimeError('boundsError', 'index out of range [5] with length 3');
    expect(panicValueString(err.value)).toBe('runtime error: index out of range [5] with length 3');
  });
});

describe('channels and the cooperative scheduler', () => {
  it('hands values between goroutines in order and ranges until close', () => {
    const sched = new Scheduler(simpleClock());
    const ch = new Chan(sched, tInt, 0);
    sched.go(() => {
      for (let i = 0; i < 3; i++) ch.send(i);
      ch.close();
    }, []);
    const got: number[] = [];
    for (;;) {
      const [v, ok] = ch.recv();
      if (!ok) break;
      got.push(v);
    }
    expect(got).toEqual([0, 1, 2]);
  });
  it('selects the ready case or default', () => {
    const sched = new Scheduler(simpleClock());
    const a = new Chan(sched, tInt, 1);
    const b = new Chan(sched, tInt, 1);
    b.send(7);
    expect(
      select(
        sched,
        [
          { dir: 'recv', chan: a },
          { dir: 'recv', chan: b },
        ],
        false,
      ),
    ).toEqual([1, 7, true]);
    expect(select(sched, [{ dir: 'recv', chan: a }], true)[0]).toBe(-1);
  });
  it('reports a deadlock as gc does', () => {
    const sched = new Scheduler(simpleClock());
    const ch = new Chan(sched, tInt, 0);
    try {
      ch.recv();
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(FatalError);
      expect((e as FatalError).text).toMatch(
        /^fatal error: all goroutines are asleep - deadlock!\n\ngoroutine 1 \[chan receive\]:\n/,
      );
    }
  });
  it('advances the virtual clock for sleeping goroutines', () => {
    const clock = simpleClock(0n);
    const sched = new Scheduler(clock);
    const order: string[] = [];
    sched.go(() => {
      sched.sleep(2000);
      order.push('slow');
    }, []);
    sched.go(() => {
      sched.sleep(1000);
      order.push('fast');
    }, []);
    sched.sleep(5000);
    expect(order).toEqual(['fast', 'slow']);
    expect(clock.now()).toBe(5000n);
  });
});

describe('GoPanic', () => {
  it('is an Error for hosts that report caught exceptions, without capturing a JS stack', () => {
    const p = new GoPanic(null);
    expect(p instanceof Error).toBe(true);
    expect(p.message).toBe('go panic');
    expect((p as unknown as { stack?: string }).stack).toBeUndefined();
  });
});
