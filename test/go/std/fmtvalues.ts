// The value table of test/go/std/gen/values.go, rebuilt in the interpreter's runtime representation
// (rtype descriptors + values.ts), so recorded fmt output can be replayed against src/go/std/fmt.

import { GoPanic } from '../../../src/go/interp/panic.ts';
import {
  arrayOf,
  funcOf,
  mapOf,
  namedType,
  ptrTo,
  type RType,
  setUnderlying,
  sliceOf,
  structOf,
  tBool,
  tComplex128,
  tEmptyInterface,
  tError,
  tFloat32,
  tFloat64,
  tInt,
  tInt8,
  tInt32,
  tString,
  tUint,
  tUint8,
  tUint16,
  tUint64,
} from '../../../src/go/interp/rtype.ts';
import { GoMap, Iface, Slice } from '../../../src/go/interp/values.ts';

const sig = funcOf([], [tString], false);

function named(name: string, u: RType): RType {
  const t = namedType('main', 'main', name);
  setUnderlying(t, u);
  return t;
}

function method(t: RType, name: string, ptrRecv: boolean, fn: (v: any) => any): void {
  t.methods.set(name, { name, type: sig, ptrRecv, fn });
}

/** A value method also belongs to *T's method set (called through the pointer). */
function valueMethod(t: RType, name: string, fn: (v: any) => any): void {
  method(t, name, false, fn);
  method(ptrTo(t), name, false, (p: any) => {
    if (p === null) throw new GoPanic(null);
    return fn(p);
  });
}

const tT = named(
  'T',
  structOf([
    { name: 'A', type: tInt },
    { name: 'B', type: tString },
    { name: 'c', type: tFloat64, pkgPath: 'main' },
  ]),
);
const tOuter = named(
  'Outer',
  structOf([
    { name: 'In', type: tT },
    { name: 'P', type: ptrTo(tT) },
    { name: 'L', type: sliceOf(tT) },
    { name: 'E', type: tError },
    { name: 'I', type: tEmptyInterface },
    { name: 'm', type: mapOf(tString, tInt), pkgPath: 'main' },
    { name: 'Ptr', type: ptrTo(tInt) },
  ]),
);
const tS = named('S', tInt);
valueMethod(tS, 'String', (v: number) => `S<${String.fromCharCode(48 + v)}>`);
const tPS = named('PS', structOf([{ name: 'N', type: tInt }]));
method(ptrTo(tPS), 'String', true, () => 'PS!');
const tVS = named('VS', structOf([{ name: 'N', type: tInt }]));
valueMethod(tVS, 'String', () => 'VS!');
const tG = named('G', structOf([{ name: 'N', type: tInt }]));
valueMethod(tG, 'GoString', () => 'G{custom}');
const tP = named('P', structOf([]));
valueMethod(tP, 'String', () => {
  throw new GoPanic(new Iface(tString, 'oops'));
});
const tErrorString = (() => {
  const t = namedType('errors', 'errors', 'errorString');
  setUnderlying(t, structOf([{ name: 's', type: tString, pkgPath: 'errors' }]));
  method(ptrTo(t), 'Error', true, (p: any) => p.s);
  return t;
})();
const newError = (s: string) => new Iface(ptrTo(tErrorString), { s });
const tPE = named('PE', structOf([]));
valueMethod(tPE, 'Error', () => {
  throw new GoPanic(newError('bad'));
});
const tMyInt = named('MyInt', tInt);
const tMyStr = named('MyStr', tString);
const tE = named(
  'E',
  structOf([
    { name: 'T', type: tT, embedded: true },
    { name: 'Z', type: tInt },
  ]),
);
const tHidden = named(
  'Hidden',
  structOf([
    { name: 's', type: tS, pkgPath: 'main' },
    { name: 'V', type: tS },
  ]),
);

const iv = (t: RType, v: any) => new Iface(t, v);
const bytes = (s: string) => Slice.of([...s].map((c) => c.charCodeAt(0)));
const T = (A: number, B = '', c = 0) => ({ A, B, c });
function gomap(kt: RType, entries: [any, any][]): GoMap {
  const m = new GoMap(kt);
  for (const [k, v] of entries) m.set(k, v);
  return m;
}
const utf8 = (s: string) => new TextEncoder().encode(s).reduce((a, b) => a + String.fromCharCode(b), '');

export const fmtValues: Record<string, Iface | null> = {
  nil: null,
  i0: iv(tInt, 0),
  i42: iv(tInt, 42),
  in42: iv(tInt, -42),
  imax: iv(tInt, 9223372036854775807n),
  imin: iv(tInt, -9223372036854775808n),
  i8n: iv(tInt8, -7),
  u8: iv(tUint8, 200),
  u16: iv(tUint16, 65535),
  rune: iv(tInt32, 0xe9),
  runeX: iv(tInt32, 0x1f600),
  runeBad: iv(tInt32, 0x110000),
  u64max: iv(tUint64, 18446744073709551615n),
  u: iv(tUint, 7),
  f0: iv(tFloat64, 0),
  fneg0: iv(tFloat64, -0),
  f1: iv(tFloat64, 1),
  // biome-ignore lint/suspicious/noApproximativeNumericConstant: the value recorded from Go, not π
  fpi: iv(tFloat64, 3.14159265358979),
  f1e6: iv(tFloat64, 1e6),
  f123456: iv(tFloat64, 123456),
  f1e20: iv(tFloat64, 1e20),
  f1e21: iv(tFloat64, 1e21),
  fsmall: iv(tFloat64, 0.000012345),
  f1em5: iv(tFloat64, 0.00001),
  f2_5: iv(tFloat64, 2.5),
  f0_125: iv(tFloat64, 0.125),
  fbig: iv(tFloat64, 123456789),
  f100: iv(tFloat64, 100),
  finf: iv(tFloat64, Number.POSITIVE_INFINITY),
  fninf: iv(tFloat64, Number.NEGATIVE_INFINITY),
  fnan: iv(tFloat64, Number.NaN),
  f32: iv(tFloat32, Math.fround(0.1)),
  f32b: iv(tFloat32, 16777216),
  f32c: iv(tFloat32, Math.fround(3.4028235e38)),
  fneg: iv(tFloat64, -1234.5678),
  f1_005: iv(tFloat64, 1.005),
  fmax: iv(tFloat64, Number.MAX_VALUE),
  fminsub: iv(tFloat64, 5e-324),
  f0_1: iv(tFloat64, 0.1),
  f1_0e15: iv(tFloat64, 1e15 + 0.3),
  c: iv(tComplex128, { re: 1, im: -2 }),
  s: iv(tString, 'hello'),
  sempty: iv(tString, ''),
  suni: iv(tString, utf8('héllo, 世界')),
  sesc: iv(tString, 'a\tb"c\\\n'),
  sinv: iv(tString, '\xff\xfe'),
  sctl: iv(tString, '\x00\x7f\x07'),
  sbt: iv(tString, 'back`tick'),
  sbom: iv(tString, utf8('\ufeff')),
  semoji: iv(tString, utf8('😀')),
  bt: iv(tBool, true),
  bf: iv(tBool, false),
  bs: iv(sliceOf(tUint8), bytes('hi\x00')),
  bsnil: iv(sliceOf(tUint8), null),
  sli: iv(sliceOf(tInt), Slice.of([1, 2, 3])),
  slnil: iv(sliceOf(tInt), null),
  slempty: iv(sliceOf(tInt), Slice.of([])),
  sls: iv(sliceOf(tString), Slice.of(['a', 'b c'])),
  sla: iv(sliceOf(tEmptyInterface), Slice.of([iv(tInt, 1), iv(tString, 'x'), null, iv(tFloat64, 2.5)])),
  arr: iv(arrayOf(3, tInt), [1, 2, 3]),
  arrb: iv(arrayOf(2, tUint8), [65, 66]),
  m: iv(
    mapOf(tString, tInt),
    gomap(tString, [
      ['b', 2],
      ['a', 1],
      ['c', 3],
    ]),
  ),
  mnil: iv(mapOf(tString, tInt), null),
  mi: iv(
    mapOf(tInt, tString),
    gomap(tInt, [
      [3, 'c'],
      [1, 'a'],
      [-2, 'b'],
    ]),
  ),
  mb: iv(
    mapOf(tBool, tInt),
    gomap(tBool, [
      [true, 1],
      [false, 0],
    ]),
  ),
  mf: iv(
    mapOf(tFloat64, tString),
    gomap(tFloat64, [
      [2.5, 'x'],
      [-1, 'y'],
    ]),
  ),
  mst: iv(
    mapOf(tT, tBool),
    gomap(tT, [
      [T(2), true],
      [T(1, 'z'), false],
    ]),
  ),
  st: iv(tT, T(1, 'x', 2.5)),
  stz: iv(tT, T(0)),
  pst: iv(ptrTo(tT), T(7, 'p')),
  nest: iv(tOuter, {
    In: T(1),
    P: null,
    L: Slice.of([T(2)]),
    E: null,
    I: iv(tInt, 5),
    m: gomap(tString, [['k', 1]]),
    Ptr: null,
  }),
  stringer: iv(tS, 3),
  sslice: iv(sliceOf(tS), Slice.of([1, 2])),
  pstringer: iv(ptrTo(tPS), { N: 1 }),
  vstringer: iv(tVS, { N: 1 }),
  pvstringer: iv(ptrTo(tVS), { N: 1 }),
  nilvs: iv(ptrTo(tVS), null),
  nilt: iv(ptrTo(tT), null),
  err: newError('boom'),
  gostr: iv(tG, { N: 1 }),
  panicky: iv(tP, {}),
  panicerr: iv(tPE, {}),
  named: iv(tMyInt, 5),
  mystr: iv(tMyStr, 'q'),
  anon: iv(
    structOf([
      { name: 'X', type: tInt },
      { name: 'Y', type: tInt },
    ]),
    { X: 1, Y: 2 },
  ),
  emb: iv(tE, { T: T(1), Z: 9 }),
  hidden: iv(tHidden, { s: 1, V: 2 }),
  ifaces: iv(sliceOf(tEmptyInterface), Slice.of([iv(tS, 1), null, iv(tVS, { N: 0 })])),
  mstringer: iv(
    mapOf(tS, tS),
    gomap(tS, [
      [2, 1],
      [1, 2],
    ]),
  ),
  pint: iv(ptrTo(tInt), null),
};
