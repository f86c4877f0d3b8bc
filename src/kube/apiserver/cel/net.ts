/**
 * Kubernetes' CEL IP and CIDR libraries ([apiserver] pkg/cel/library/ip.go, cidr.go): `isIP`, `ip`,
 * `ip.isCanonical`, the IP's family and is* predicates, `isCIDR`, `cidr`, containsIP, containsCIDR, ip,
 * masked, prefixLength, and `string()` of both. They parse with Go's net/netip, reproduced here
 * (go1.23 src/net/netip/netip.go: ParseAddr, parseIPv4Fields, parseIPv6, ParsePrefix, Addr.String and
 * the Is* predicates), with the libraries' own refusals (zones, IPv4-mapped IPv6) and error texts.
 */

import { goQuote } from '../status.ts';

/** A netip.Addr: 4 or 16 bytes, and an IPv6 zone. */
export interface Addr {
  readonly bytes: Uint8Array;
  readonly zone: string;
}

export class CelIP {
  readonly addr: Addr;
  constructor(addr: Addr) {
    this.addr = addr;
  }
}
export class CelCIDR {
  readonly addr: Addr;
  readonly bits: number;
  constructor(addr: Addr, bits: number) {
    this.addr = addr;
    this.bits = bits;
  }
}

/** A net/netip error's text. */
class NetipError extends Error {}

const addrError = (input: string, msg: string, at = ''): NetipError =>
  new NetipError(`ParseAddr(${goQuote(input)}): ${msg}${at === '' ? '' : ` (at ${goQuote(at)})`}`);

function parseIPv4Fields(input: string, off: number, end: number, fields: Uint8Array, at: number): void {
  let val = 0;
  let pos = 0;
  let digLen = 0;
  const s = input.slice(off, end);
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0x30 && c <= 0x39) {
      if (digLen === 1 && val === 0) throw addrError(input, 'IPv4 field has octet with leading zero');
      val = val * 10 + c - 0x30;
      digLen++;
      if (val > 255) throw addrError(input, 'IPv4 field has value >255');
    } else if (s[i] === '.') {
      if (i === 0 || i === s.length - 1 || s[i - 1] === '.')
        throw addrError(input, 'IPv4 field must have at least one digit', s.slice(i));
      if (pos === 3) throw addrError(input, 'IPv4 address too long');
      fields[at + pos] = val;
      pos++;
      val = 0;
      digLen = 0;
    } else throw addrError(input, 'unexpected character', s.slice(i));
  }
  if (pos < 3) throw addrError(input, 'IPv4 address too short');
  fields[at + 3] = val;
}

function parseIPv6(input: string): Addr {
  let s = input;
  let zone = '';
  const pct = s.indexOf('%');
  if (pct !== -1) {
    zone = s.slice(pct + 1);
    s = s.slice(0, pct);
    if (zone === '') throw addrError(input, 'zone must be a non-empty string');
  }
  const ip = new Uint8Array(16);
  let ellipsis = -1;
  if (s.length >= 2 && s[0] === ':' && s[1] === ':') {
    ellipsis = 0;
    s = s.slice(2);
    if (s.length === 0) return { bytes: ip, zone };
  }
  let i = 0;
  while (i < 16) {
    let off = 0;
    let acc = 0;
    for (; off < s.length; off++) {
      const c = s.charCodeAt(off);
      if (c >= 0x30 && c <= 0x39) acc = acc * 16 + c - 0x30;
      else if (c >= 0x61 && c <= 0x66) acc = acc * 16 + c - 0x61 + 10;
      else if (c >= 0x41 && c <= 0x46) acc = acc * 16 + c - 0x41 + 10;
      else break;
      if (off > 3) throw addrError(input, 'each group must have 4 or less digits', s);
      if (acc > 0xffff) throw addrError(input, 'IPv6 field has value >=2^16', s);
    }
    if (off === 0) throw addrError(input, 'each colon-separated field must have at least one digit', s);
    if (off < s.length && s[off] === '.') {
      if (ellipsis < 0 && i !== 12)
        throw addrError(input, 'embedded IPv4 address must replace the final 2 fields of the address', s);
      if (i + 4 > 16)
        throw addrError(input, 'too many hex fields to fit an embedded IPv4 at the end of the address', s);
      const end = input.length - (zone.length > 0 ? zone.length + 1 : 0);
      parseIPv4Fields(input, end - s.length, end, ip, i);
      s = '';
      i += 4;
      break;
    }
    ip[i] = acc >> 8;
    ip[i + 1] = acc & 0xff;
    i += 2;
    s = s.slice(off);
    if (s.length === 0) break;
    if (s[0] !== ':') throw addrError(input, 'unexpected character, want colon', s);
    if (s.length === 1) throw addrError(input, 'colon must be followed by more characters', s);
    s = s.slice(1);
    if (s[0] === ':') {
      if (ellipsis >= 0) throw addrError(input, 'multiple :: in address', s);
      ellipsis = i;
      s = s.slice(1);
      if (s.length === 0) break;
    }
  }
  if (s.length !== 0) throw addrError(input, 'trailing garbage after address', s);
  if (i < 16) {
    if (ellipsis < 0) throw addrError(input, 'address string too short');
    const n = 16 - i;
    for (let j = i - 1; j >= ellipsis; j--) ip[j + n] = ip[j];
    ip.fill(0, ellipsis, ellipsis + n);
  } else if (ellipsis >= 0) throw addrError(input, 'the :: must expand to at least one field of zeros');
  return { bytes: ip, zone };
}

/** netip.ParseAddr. */
export function parseAddr(s: string): Addr {
  for (const ch of s) {
    if (ch === '.') {
      const b = new Uint8Array(4);
      parseIPv4Fields(s, 0, s.length, b, 0);
      return { bytes: b, zone: '' };
    }
    if (ch === ':') return parseIPv6(s);
    if (ch === '%') throw addrError(s, 'missing IPv6 address');
  }
  throw addrError(s, 'unable to parse IP');
}

const is4 = (a: Addr) => a.bytes.length === 4;
const is4In6 = (a: Addr) =>
  a.bytes.length === 16 &&
  a.bytes.subarray(0, 10).every((b) => b === 0) &&
  a.bytes[10] === 0xff &&
  a.bytes[11] === 0xff;
const u16 = (a: Addr, i: number) => (a.bytes[2 * i] << 8) | a.bytes[2 * i + 1];

/** Addr.String(). */
export function addrString(a: Addr): string {
  if (is4(a)) return [...a.bytes].join('.');
  if (is4In6(a)) return `::ffff:${[...a.bytes.subarray(12)].join('.')}${a.zone === '' ? '' : `%${a.zone}`}`;
  let zeroStart = 255;
  let zeroEnd = 255;
  for (let i = 0; i < 8; i++) {
    let j = i;
    while (j < 8 && u16(a, j) === 0) j++;
    const l = j - i;
    if (l >= 2 && l > zeroEnd - zeroStart) {
      zeroStart = i;
      zeroEnd = j;
    }
  }
  let out = '';
  for (let i = 0; i < 8; i++) {
    if (i === zeroStart) {
      out += '::';
      i = zeroEnd;
      if (i >= 8) break;
    } else if (i > 0) out += ':';
    out += u16(a, i).toString(16);
  }
  return a.zone === '' ? out : `${out}%${a.zone}`;
}

const unmap = (a: Addr): Addr => (is4In6(a) ? { bytes: a.bytes.slice(12), zone: '' } : a);

export const ipPredicates: Record<string, (a: Addr) => boolean> = {
  isUnspecified: (a) => a.bytes.every((b) => b === 0) && a.zone === '',
  isLoopback: (x) => {
    const a = unmap(x);
    return is4(a) ? a.bytes[0] === 127 : a.bytes.subarray(0, 15).every((b) => b === 0) && a.bytes[15] === 1;
  },
  isLinkLocalMulticast: (x) => {
    const a = unmap(x);
    return is4(a)
      ? a.bytes[0] === 224 && a.bytes[1] === 0 && a.bytes[2] === 0
      : (u16(a, 0) & 0xff0f) === 0xff02;
  },
  isLinkLocalUnicast: (x) => {
    const a = unmap(x);
    return is4(a) ? a.bytes[0] === 169 && a.bytes[1] === 254 : (u16(a, 0) & 0xffc0) === 0xfe80;
  },
  isGlobalUnicast: (x) => {
    const a = unmap(x);
    if (is4(a) && (a.bytes.every((b) => b === 0) || a.bytes.every((b) => b === 255))) return false;
    const multicast = is4(a) ? (a.bytes[0] & 0xf0) === 0xe0 : a.bytes[0] === 0xff;
    const v6unspecified = !is4(a) && a.bytes.every((b) => b === 0) && a.zone === '';
    return !v6unspecified && !ipPredicates.isLoopback(a) && !multicast && !ipPredicates.isLinkLocalUnicast(a);
  },
};

/** parseIPAddr of ip.go: ParseAddr, then no zone and no IPv4-mapped IPv6. Throws the library's text. */
export function parseIPAddr(raw: string): Addr {
  let a: Addr;
  try {
    a = parseAddr(raw);
  } catch (x) {
    if (x instanceof NetipError)
      throw new Error(`IP Address ${goQuote(raw)} parse error during conversion from string: ${x.message}`);
    throw x;
  }
  if (a.zone !== '') throw new Error(`IP address ${goQuote(raw)} with zone value is not allowed`);
  if (is4In6(a)) throw new Error(`IPv4-mapped IPv6 address ${goQuote(raw)} is not allowed`);
  return a;
}

const prefixError = (input: string, msg: string) =>
  new NetipError(`netip.ParsePrefix(${goQuote(input)}): ${msg}`);

/** netip.ParsePrefix. */
export function parsePrefix(s: string): CelCIDR {
  const i = s.lastIndexOf('/');
  if (i < 0) throw prefixError(s, "no '/'");
  let ip: Addr;
  try {
    ip = parseAddr(s.slice(0, i));
  } catch (x) {
    if (x instanceof NetipError) throw prefixError(s, x.message);
    throw x;
  }
  if (!is4(ip) && ip.zone !== '') throw prefixError(s, 'IPv6 zones cannot be present in a prefix');
  const bitsStr = s.slice(i + 1);
  const bad = () => prefixError(s, `bad bits after slash: ${goQuote(bitsStr)}`);
  if (bitsStr.length > 1 && (bitsStr[0] < '1' || bitsStr[0] > '9')) throw bad();
  // strconv.Atoi: an optional sign, then decimal digits
  if (!/^[+-]?[0-9]+$/.test(bitsStr) || bitsStr.length > 19) throw bad();
  const bits = Number(bitsStr);
  if (bits < 0 || bits > (is4(ip) ? 32 : 128)) throw prefixError(s, 'prefix length out of range');
  return new CelCIDR(ip, bits);
}

/** parseCIDR of cidr.go, as stringToCIDR reports it (the prefix twice: the library wraps its own error). */
export function parseCIDR(raw: string): CelCIDR {
  const what = 'network address parse error during conversion from string';
  let c: CelCIDR;
  try {
    c = parsePrefix(raw);
  } catch (x) {
    if (x instanceof NetipError) throw new Error(`${what}: ${what}: ${x.message}`);
    throw x;
  }
  if (is4In6(c.addr)) throw new Error(`${what}: IPv4-mapped IPv6 address ${goQuote(raw)} is not allowed`);
  return c;
}

/** isCIDR: parseCIDR succeeds. */
export function isCIDR(raw: string): boolean {
  try {
    parseCIDR(raw);
    return true;
  } catch {
    return false;
  }
}

export function isIP(raw: string): boolean {
  try {
    parseIPAddr(raw);
    return true;
  } catch {
    return false;
  }
}

/** Prefix.Masked(). */
export function masked(c: CelCIDR): CelCIDR {
  const b = c.addr.bytes.slice();
  for (let i = 0; i < b.length; i++) {
    const keep = Math.max(0, Math.min(8, c.bits - i * 8));
    b[i] &= (0xff << (8 - keep)) & 0xff;
  }
  return new CelCIDR({ bytes: b, zone: '' }, c.bits);
}

export const addrEqual = (a: Addr, b: Addr) =>
  a.bytes.length === b.bytes.length && a.bytes.every((x, i) => x === b.bytes[i]) && a.zone === b.zone;

/** Prefix.Contains(ip): same family, no zone, the first bits equal. */
export function containsIP(c: CelCIDR, ip: Addr): boolean {
  if (ip.zone !== '' || ip.bytes.length !== c.addr.bytes.length) return false;
  return addrEqual(masked(c).addr, masked(new CelCIDR(ip, c.bits)).addr);
}

/**
 * cidrContainsCIDR: `cidr.Masked() == PrefixFrom(other.Addr(), cidr.Bits()).Masked()` and not a longer
 * prefix (the second Masked since kubernetes/kubernetes#130450, in 1.33: before it, a subnet whose address
 * differed was refused).
 */
export function containsCIDR(c: CelCIDR, other: CelCIDR): boolean {
  if (other.addr.bytes.length !== c.addr.bytes.length) return false;
  return addrEqual(masked(c).addr, masked(new CelCIDR(other.addr, c.bits)).addr) && c.bits <= other.bits;
}

/** Prefix.String(). */
export const cidrString = (c: CelCIDR) => `${addrString(c.addr)}/${c.bits}`;
