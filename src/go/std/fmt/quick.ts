// The common cases of Sprintf, Sprint and Sprintln without a Printer: operands of unnamed basic
// types (no methods, so no Stringer, error or Formatter to call) under %d, %s, %v, %t and %%, with
// at most a '0' flag and a width on %d. Anything else returns undefined and goes to print.ts,
// which is the reference (go/src/fmt/print.go); these functions must print exactly what it does.
import { isInteger } from '../../interp/rtype.ts';
import type { Iface } from '../../interp/values.ts';

/** The operand as text under %v, or undefined when it needs the Printer. */
function plain(arg: Iface | null): string | undefined {
  if (arg === null) return undefined;
  const t = arg.t;
  if (t.pkgPath !== '' || t.methods.size !== 0) return undefined;
  const k = t.kind;
  if (k === 'string') return arg.v as string;
  if (k === 'bool') return arg.v ? 'true' : 'false';
  if (isInteger(k)) return String(arg.v);
  return undefined;
}

/** Sprintf, or undefined when the format or an operand needs the Printer. */
export function quickSprintf(format: string, a: readonly (Iface | null)[]): string | undefined {
  let out = '';
  let argNum = 0;
  const end = format.length;
  let i = 0;
  while (i < end) {
    const lasti = i;
    while (i < end && format.charCodeAt(i) !== 0x25) i++;
    if (i > lasti) out += format.substring(lasti, i);
    if (i >= end) break;
    i++; // %
    if (i >= end) return undefined;
    let c = format.charCodeAt(i);
    if (c === 0x25) {
      out += '%';
      i++;
      continue;
    }
    let zero = false;
    let wid = -1;
    if (c === 0x30) {
      zero = true;
      i++;
    }
    if (i < end && (c = format.charCodeAt(i)) >= 0x31 && c <= 0x39) {
      wid = c - 0x30;
      i++;
      if (i < end && (c = format.charCodeAt(i)) >= 0x30 && c <= 0x39) {
        wid = wid * 10 + c - 0x30;
        i++;
      }
    }
    if (i >= end || argNum >= a.length) return undefined;
    const verb = format.charCodeAt(i++);
    const arg = a[argNum++];
    if (arg === null) return undefined;
    const kind = arg.t.kind;
    if (verb === 0x64) {
      // %d
      if (!isInteger(kind)) return undefined;
      const s = plain(arg);
      if (s === undefined) return undefined;
      if (wid <= s.length) out += s;
      else if (!zero) out += ' '.repeat(wid - s.length) + s;
      else if (s.charCodeAt(0) === 0x2d) out += `-${'0'.repeat(wid - s.length)}${s.substring(1)}`;
      else out += '0'.repeat(wid - s.length) + s;
      continue;
    }
    if (zero || wid >= 0) return undefined;
    if (verb === 0x73 ? kind !== 'string' : verb === 0x74 ? kind !== 'bool' : verb !== 0x76) return undefined;
    const s = plain(arg);
    if (s === undefined) return undefined;
    out += s;
  }
  return argNum === a.length ? out : undefined;
}

/** Sprint (spaces between operands when neither is a string) or Sprintln, or undefined. */
export function quickSprint(a: readonly (Iface | null)[], ln: boolean): string | undefined {
  let out = '';
  let prevString = false;
  for (let k = 0; k < a.length; k++) {
    const arg = a[k];
    const s = plain(arg);
    if (s === undefined) return undefined;
    const isString = arg!.t.kind === 'string';
    if (k > 0 && (ln || (!isString && !prevString))) out += ' ';
    out += s;
    prevString = isString;
  }
  return ln ? `${out}\n` : out;
}
