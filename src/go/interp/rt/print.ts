// The builtin print/println formatting (runtime/print.go).

import type { RType } from '../rtype.ts';

/** The builtin print/println formatting (runtime/print.go). */
export function printValue(t: RType, v: any): string {
  switch (t.kind) {
    case 'bool':
      return v ? 'true' : 'false';
    case 'string':
      return v;
    case 'float32':
    case 'float64':
      return printFloat(v);
    case 'complex64':
    case 'complex128':
      return `(${printFloat(v.re)}${printFloat(v.im)}i)`;
    case 'interface':
      return v === null ? '(0x0,0x0)' : `(0x${(0x4a0000 + v.t.id * 32).toString(16)},0xc000012000)`;
    case 'ptr':
    case 'map':
    case 'chan':
    case 'func':
    case 'unsafe.Pointer':
      return v === null ? '0x0' : '0xc000012000';
    case 'slice':
      return v === null ? '[0/0]0x0' : `[${v.len}/${v.cap}]0xc000012000`;
    default:
      return typeof v === 'bigint' ? v.toString() : String(v);
  }
}

/** runtime.printfloat: %e-like with 7 significant digits and a sign: +1.500000e+000. */
export function printFloat(v: number): string {
  if (Number.isNaN(v)) return 'NaN';
  if (v === Number.POSITIVE_INFINITY) return '+Inf';
  if (v === Number.NEGATIVE_INFINITY) return '-Inf';
  const n = 7;
  const buf: string[] = new Array(n + 7).fill('');
  buf[0] = '+';
  let e = 0;
  if (v === 0) {
    if (1 / v < 0) buf[0] = '-';
  } else {
    if (v < 0) {
      v = -v;
      buf[0] = '-';
    }
    while (v >= 10) {
      e++;
      v /= 10;
    }
    while (v < 1) {
      e--;
      v *= 10;
    }
    let h = 5.0;
    for (let i = 0; i < n; i++) h /= 10;
    v += h;
    if (v >= 10) {
      e++;
      v /= 10;
    }
  }
  const digits: string[] = [];
  for (let i = 0; i < n; i++) {
    const s = Math.floor(v);
    digits.push(String(s));
    v -= s;
    v *= 10;
  }
  let out = buf[0] + digits[0] + '.' + digits.slice(1).join('');
  out += 'e';
  let ee = e;
  if (ee < 0) {
    ee = -ee;
    out += '-';
  } else out += '+';
  out += String(Math.floor(ee / 100) % 10) + String(Math.floor(ee / 10) % 10) + String(ee % 10);
  return out;
}
