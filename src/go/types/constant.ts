// Exact constant values, like go/constant: integers are bigints, floats are exact rationals
// (num/den, den > 0, reduced), complex numbers are pairs of rationals, strings hold Go bytes
// (a "binary string": each char code is one byte 0..255, as at run time).
//
// A float whose numerator or denominator would reach 4096 bits is go/constant's floatVal instead: a
// binary float with a 512-bit mantissa (`approx`), and every operation on one rounds its exact result
// to 512 bits, as big.Float does (go/constant value.go makeRat, makeFloatFromLiteral, prec, maxExp).
//
// Formatting follows go/constant's String(): floats print like `%.6g`, strings are quoted with
// strconv.Quote and shortened to 72 characters.

export type ConstValue =
  | { readonly kind: 'unknown' }
  | { readonly kind: 'bool'; readonly value: boolean }
  | { readonly kind: 'string'; readonly value: string }
  | { readonly kind: 'int'; readonly value: bigint }
  | { readonly kind: 'float'; readonly num: bigint; readonly den: bigint; readonly approx?: true }
  | { readonly kind: 'complex'; readonly re: Rat; readonly im: Rat };

export interface Rat {
  readonly num: bigint;
  readonly den: bigint;
}

export const unknownConst: ConstValue = { kind: 'unknown' };

export function makeBool(b: boolean): ConstValue {
  return { kind: 'bool', value: b };
}
export function makeString(bytes: string): ConstValue {
  return { kind: 'string', value: bytes };
}
export function makeInt(v: bigint | number): ConstValue {
  return { kind: 'int', value: BigInt(v) };
}

function gcd(a: bigint, b: bigint): bigint {
  if (a < 0n) a = -a;
  if (b < 0n) b = -b;
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

function rat(num: bigint, den: bigint): Rat {
  if (den === 0n) throw new RangeError('division by zero');
  if (den < 0n) {
    num = -num;
    den = -den;
  }
  const g = gcd(num, den);
  return g > 1n ? { num: num / g, den: den / g } : { num, den };
}

export function makeFloat(num: bigint, den: bigint = 1n): ConstValue {
  const r = rat(num, den);
  return { kind: 'float', num: r.num, den: r.den };
}

export function makeFloat64(x: number): ConstValue {
  if (!Number.isFinite(x)) return unknownConst;
  const r = ratFromNumber(x);
  return { kind: 'float', num: r.num, den: r.den };
}

/** The exact rational value of a finite double. */
export function ratFromNumber(x: number): Rat {
  if (x === 0) return { num: 0n, den: 1n };
  if (Number.isInteger(x)) return { num: BigInt(x), den: 1n };
  const buf = new DataView(new ArrayBuffer(8));
  buf.setFloat64(0, x);
  const hi = buf.getUint32(0);
  const lo = buf.getUint32(4);
  const sign = hi >>> 31 ? -1n : 1n;
  const exp = (hi >>> 20) & 0x7ff;
  let mant = (BigInt(hi & 0xfffff) << 32n) | BigInt(lo);
  let e: number;
  if (exp === 0) e = -1074;
  else {
    mant |= 1n << 52n;
    e = exp - 1075;
  }
  if (e >= 0) return { num: sign * (mant << BigInt(e)), den: 1n };
  return rat(sign * mant, 1n << BigInt(-e));
}

function bitLen(x: bigint): number {
  if (x < 0n) x = -x;
  if (x === 0n) return 0;
  // Hex digits: a quarter of the binary text for the huge values of far exponents.
  const h = x.toString(16);
  return (h.length - 1) * 4 + (32 - Math.clz32(Number.parseInt(h[0], 16)));
}

/**
 * Nearest double (or float32, `f32`) to num/den, rounding half to even once, at the precision the
 * result has: a subnormal keeps fewer bits (2.2250738585072011e-308 is 2.225073858507201e-308,
 * go test bug321.go), and a float32 is not rounded through a double first (float_lit2.go).
 */
export function ratToNumber(num: bigint, den: bigint, f32 = false): number {
  if (num === 0n) return 0;
  const neg = num < 0n;
  if (neg) num = -num;
  // Exact operands: one correctly rounded division (the quotient is far from subnormal).
  if (!f32 && num <= 2n ** 53n && den <= 2n ** 53n) return (neg ? -1 : 1) * (Number(num) / Number(den));
  // The exponent of the leading bit, then of the last bit the format keeps.
  let lead = bitLen(num) - bitLen(den);
  if (lead >= 0 ? num < den << BigInt(lead) : num << BigInt(-lead) < den) lead--;
  const ue = Math.max(lead - (f32 ? 23 : 52), f32 ? -149 : -1074);
  let n = num;
  let d = den;
  if (ue < 0) n <<= BigInt(-ue);
  else d <<= BigInt(ue);
  let q = n / d;
  const r2 = (n % d) * 2n;
  if (r2 > d || (r2 === d && (q & 1n) === 1n)) q++;
  // q has at most 54 bits: exact as a double, and so is each power-of-two step towards the result.
  let r = Number(q);
  for (let k = ue; k !== 0; ) {
    const st = Math.max(-1000, Math.min(k, 1000));
    r *= 2 ** st;
    k -= st;
  }
  if (f32 && r > 3.4028234663852886e38) r = Number.POSITIVE_INFINITY;
  return neg ? -r : r;
}

export function makeComplex(re: Rat, im: Rat): ConstValue {
  return { kind: 'complex', re, im };
}

// ---------------------------------------------------------------------------------------------
// Literals

/** Parse a Go integer/float/imaginary literal (as written in source, underscores allowed). */
export function makeFromLiteral(lit: string, kind: 'INT' | 'FLOAT' | 'IMAG' | 'CHAR' | 'STRING'): ConstValue {
  try {
    switch (kind) {
      case 'INT':
        return parseIntLit(lit);
      case 'FLOAT':
        return parseFloatLit(lit);
      case 'IMAG': {
        const body = lit.slice(0, -1);
        const v =
          /^0[xX].*[pP]/.test(body) || (!/^0[xXbBoO]/.test(body) && /[.eE]/.test(body))
            ? parseFloatLit(body)
            : parseIntLitAsRat(body);
        const im = toRat(v);
        return im ? makeComplex({ num: 0n, den: 1n }, im) : unknownConst;
      }
      case 'CHAR': {
        const s = unquoteChar(lit);
        return s === undefined ? unknownConst : makeInt(s);
      }
      case 'STRING': {
        const s = unquoteString(lit);
        return s === undefined ? unknownConst : makeString(s);
      }
    }
  } catch {
    return unknownConst;
  }
}

function parseIntLitAsRat(lit: string): ConstValue {
  // `0777i` style imaginary literals are decimal for backwards compatibility.
  const s = lit.replace(/_/g, '');
  if (/^0[0-9]+$/.test(s)) return makeInt(BigInt(s.replace(/^0+/, '') || '0'));
  return parseIntLit(lit);
}

function parseIntLit(lit: string): ConstValue {
  const s = lit.replace(/_/g, '');
  if (/^0[xX][0-9a-fA-F]+$/.test(s)) return makeInt(BigInt(s));
  if (/^0[bB][01]+$/.test(s)) return makeInt(BigInt(s));
  if (/^0[oO][0-7]+$/.test(s)) return makeInt(BigInt('0o' + s.slice(2)));
  if (/^0[0-7]+$/.test(s)) return makeInt(BigInt('0o' + s.slice(1)));
  if (/^[0-9]+$/.test(s)) return makeInt(BigInt(s));
  return unknownConst;
}

function parseFloatLit(lit: string): ConstValue {
  const s = lit.replace(/_/g, '');
  if (/^0[xX]/.test(s)) {
    const m = /^0[xX]([0-9a-fA-F]*)(?:\.([0-9a-fA-F]*))?[pP]([+-]?[0-9]+)$/.exec(s);
    if (!m) return unknownConst;
    const ip = m[1] ?? '';
    const fp = m[2] ?? '';
    const mant = BigInt('0x' + (ip + fp || '0'));
    const exp = Number(m[3]) - 4 * fp.length;
    return exp >= 0 ? makeFloat(mant << BigInt(exp)) : makeFloat(mant, 1n << BigInt(-exp));
  }
  const m = /^([0-9]*)(?:\.([0-9]*))?(?:[eE]([+-]?[0-9]+))?$/.exec(s);
  if (!m) return unknownConst;
  const ip = m[1] ?? '';
  const fp = m[2] ?? '';
  const mant = BigInt(ip + fp || '0');
  const exp = Number(m[3] ?? '0') - fp.length;
  if (Math.abs(exp) > 100000 && mant !== 0n) return hugeFloatLit(mant, exp);
  const r = exp >= 0 ? rat(mant * 10n ** BigInt(exp), 1n) : rat(mant, 10n ** BigInt(-exp));
  // A literal out of ±2**4096 is parsed as a 512-bit float (makeFloatFromLiteral's smallFloat).
  const e = r.num === 0n ? 0 : floorLog2(r.num < 0n ? -r.num : r.num, r.den) + 1;
  return e <= -MAX_EXP || e >= MAX_EXP ? round512(r) : fromRat(r);
}

/**
 * mant * 10**exp for |exp| past 100000, which gc keeps as a 512-bit big.Float (1e-779137 is not 0
 * until it is converted, go test fixedbugs/issue7419.go): 10**|exp| is kept to 640 bits as it is
 * raised, instead of exactly. Past a million digits of exponent a literal is taken as 0 or as
 * too large (gc's big.Float reaches 2**±2**31; such literals are not written by hand).
 */
function hugeFloatLit(mant: bigint, exp: number): ConstValue {
  if (exp < -1_000_000) return { kind: 'float', num: 0n, den: 1n, approx: true };
  if (exp > 1_000_000) return unknownConst;
  // 10**|exp| ≈ pm * 2**pk, by squaring with 640-bit truncation.
  let pm = 1n;
  let pk = 0;
  let bm = 10n;
  let bk = 0;
  const trunc = (m: bigint, k: number): [bigint, number] => {
    const extra = bitLen(m) - 640;
    return extra > 0 ? [m >> BigInt(extra), k + extra] : [m, k];
  };
  for (let e = Math.abs(exp); e > 0; e >>= 1) {
    if (e & 1) [pm, pk] = trunc(pm * bm, pk + bk);
    [bm, bk] = trunc(bm * bm, bk + bk);
  }
  let m: bigint;
  let k: number;
  if (exp > 0) [m, k] = [mant * pm, pk];
  else {
    const sh = 640 + bitLen(pm) - bitLen(mant);
    [m, k] = [(mant << BigInt(sh)) / pm, -pk - sh];
  }
  // Round m to 512 bits, half to even, then value = m * 2**k.
  const drop = bitLen(m) - PREC;
  if (drop > 0) {
    const half = 1n << BigInt(drop - 1);
    const rest = m & ((half << 1n) - 1n);
    m >>= BigInt(drop);
    if (rest > half || (rest === half && (m & 1n) === 1n)) m++;
    k += drop;
  }
  while ((m & 1n) === 0n) {
    m >>= 1n;
    k++;
  }
  return k >= 0
    ? { kind: 'float', num: m << BigInt(k), den: 1n, approx: true }
    : { kind: 'float', num: m, den: 1n << BigInt(-k), approx: true };
}

/** UTF-8 encode one code point into a binary string. */
export function utf8Encode(cp: number): string {
  if (cp < 0 || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) cp = 0xfffd;
  if (cp < 0x80) return String.fromCharCode(cp);
  if (cp < 0x800) return String.fromCharCode(0xc0 | (cp >> 6), 0x80 | (cp & 63));
  if (cp < 0x10000) return String.fromCharCode(0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63));
  return String.fromCharCode(
    0xf0 | (cp >> 18),
    0x80 | ((cp >> 12) & 63),
    0x80 | ((cp >> 6) & 63),
    0x80 | (cp & 63),
  );
}

/** Encode a JS (UTF-16) string as a Go byte string. */
export function goBytes(js: string): string {
  let ascii = true;
  for (let i = 0; i < js.length; i++)
    if (js.charCodeAt(i) >= 0x80) {
      ascii = false;
      break;
    }
  if (ascii) return js;
  let out = '';
  for (const ch of js) out += utf8Encode(ch.codePointAt(0)!);
  return out;
}

/** Decode one UTF-8 rune from a byte string at i: [codepoint (0xFFFD if invalid), size]. */
export function decodeRune(s: string, i: number): [number, number] {
  const b0 = s.charCodeAt(i);
  if (b0 < 0x80) return [b0, 1];
  const cont = (k: number) => {
    const b = s.charCodeAt(i + k);
    return b >= 0x80 && b < 0xc0 ? b & 63 : -1;
  };
  if (b0 >= 0xc2 && b0 < 0xe0) {
    const c1 = cont(1);
    if (c1 >= 0) return [((b0 & 31) << 6) | c1, 2];
  } else if (b0 >= 0xe0 && b0 < 0xf0) {
    const c1 = cont(1);
    const c2 = cont(2);
    if (c1 >= 0 && c2 >= 0) {
      const cp = ((b0 & 15) << 12) | (c1 << 6) | c2;
      if (cp >= 0x800 && (cp < 0xd800 || cp > 0xdfff)) return [cp, 3];
    }
  } else if (b0 >= 0xf0 && b0 < 0xf5) {
    const c1 = cont(1);
    const c2 = cont(2);
    const c3 = cont(3);
    if (c1 >= 0 && c2 >= 0 && c3 >= 0) {
      const cp = ((b0 & 7) << 18) | (c1 << 12) | (c2 << 6) | c3;
      if (cp >= 0x10000 && cp <= 0x10ffff) return [cp, 4];
    }
  }
  return [0xfffd, 1];
}

/** Decode escapes of an interpreted literal body; returns bytes or undefined on a bad escape. */
function unescapeGo(body: string, quote: string): string | undefined {
  let out = '';
  for (let i = 0; i < body.length; ) {
    const c = body[i];
    if (c !== '\\') {
      const cp = body.codePointAt(i)!;
      out += utf8Encode(cp);
      i += cp > 0xffff ? 2 : 1;
      continue;
    }
    const e = body[i + 1];
    i += 2;
    switch (e) {
      case 'a':
        out += '\x07';
        break;
      case 'b':
        out += '\b';
        break;
      case 'f':
        out += '\f';
        break;
      case 'n':
        out += '\n';
        break;
      case 'r':
        out += '\r';
        break;
      case 't':
        out += '\t';
        break;
      case 'v':
        out += '\v';
        break;
      case '\\':
        out += '\\';
        break;
      case "'":
      case '"':
        if (e !== quote) return undefined;
        out += e;
        break;
      case 'x':
        out += String.fromCharCode(Number.parseInt(body.slice(i, i + 2), 16));
        i += 2;
        break;
      case 'u':
        out += utf8Encode(Number.parseInt(body.slice(i, i + 4), 16));
        i += 4;
        break;
      case 'U':
        out += utf8Encode(Number.parseInt(body.slice(i, i + 8), 16));
        i += 8;
        break;
      default:
        if (e >= '0' && e <= '7') {
          out += String.fromCharCode(Number.parseInt(body.slice(i - 1, i + 2), 8) & 255);
          i += 2;
          break;
        }
        return undefined;
    }
  }
  return out;
}

export function unquoteString(lit: string): string | undefined {
  if (lit.length >= 2 && lit[0] === '`') return goBytes(lit.slice(1, -1).replace(/\r/g, ''));
  if (lit.length >= 2 && lit[0] === '"') return unescapeGo(lit.slice(1, -1), '"');
  return undefined;
}

function unquoteChar(lit: string): number | undefined {
  const body = lit.slice(1, -1);
  if (body[0] !== '\\') return body.codePointAt(0);
  const e = body[1];
  if (e === 'x' || (e >= '0' && e <= '7')) {
    const b = unescapeGo(body, "'");
    return b === undefined ? undefined : b.charCodeAt(0);
  }
  const b = unescapeGo(body, "'");
  return b === undefined ? undefined : decodeRune(b, 0)[0];
}

// ---------------------------------------------------------------------------------------------
// Conversions between kinds

export function toRat(v: ConstValue): Rat | undefined {
  switch (v.kind) {
    case 'int':
      return { num: v.value, den: 1n };
    case 'float':
      return { num: v.num, den: v.den };
    case 'complex':
      return v.im.num === 0n ? v.re : undefined;
    default:
      return undefined;
  }
}

/** go/constant ToInt: an int, or a float/complex with an integral value, as an int; else unknown. */
export function toInt(v: ConstValue): ConstValue {
  if (v.kind === 'int') return v;
  const r = toRat(v);
  if (r && r.den === 1n) return makeInt(r.num);
  return unknownConst;
}

export function toFloat(v: ConstValue): ConstValue {
  const r = toRat(v);
  return r ? makeFloat(r.num, r.den) : unknownConst;
}

export function toComplex(v: ConstValue): ConstValue {
  if (v.kind === 'complex') return v;
  const r = toRat(v);
  return r ? makeComplex(r, { num: 0n, den: 1n }) : unknownConst;
}

export function isNumericConst(v: ConstValue): boolean {
  return v.kind === 'int' || v.kind === 'float' || v.kind === 'complex';
}

export function sign(v: ConstValue): number {
  switch (v.kind) {
    case 'int':
      return v.value < 0n ? -1 : v.value > 0n ? 1 : 0;
    case 'float':
      return v.num < 0n ? -1 : v.num > 0n ? 1 : 0;
    case 'complex':
      return v.re.num === 0n && v.im.num === 0n ? 0 : 1;
    default:
      return 1;
  }
}

export function constBitLen(v: ConstValue): number {
  return v.kind === 'int' ? bitLen(v.value) : 0;
}

// ---------------------------------------------------------------------------------------------
// Arithmetic

type Num = { k: 0; i: bigint } | { k: 1; r: Rat } | { k: 2; re: Rat; im: Rat };

function num(v: ConstValue): Num | undefined {
  if (v.kind === 'int') return { k: 0, i: v.value };
  if (v.kind === 'float') return { k: 1, r: { num: v.num, den: v.den } };
  if (v.kind === 'complex') return { k: 2, re: v.re, im: v.im };
  return undefined;
}

function asRat(n: Num): Rat {
  return n.k === 0 ? { num: n.i, den: 1n } : n.k === 1 ? n.r : n.re;
}
function asCx(n: Num): [Rat, Rat] {
  return n.k === 2 ? [n.re, n.im] : [asRat(n), { num: 0n, den: 1n }];
}

const radd = (a: Rat, b: Rat) => rat(a.num * b.den + b.num * a.den, a.den * b.den);
const rsub = (a: Rat, b: Rat) => rat(a.num * b.den - b.num * a.den, a.den * b.den);
const rmul = (a: Rat, b: Rat) => rat(a.num * b.num, a.den * b.den);
const rquo = (a: Rat, b: Rat) => rat(a.num * b.den, a.den * b.num);
const rzero = (a: Rat) => a.num === 0n;

function fromRat(r: Rat): ConstValue {
  return { kind: 'float', num: r.num, den: r.den };
}

/** go/constant's maxExp: fractions keep components below 4096 bits; beyond, floats of `PREC` bits. */
const MAX_EXP = 4096;
const PREC = 512;

/** floor(log2(num/den)) for num, den > 0. */
function floorLog2(num: bigint, den: bigint): number {
  const lead = bitLen(num) - bitLen(den);
  return (lead >= 0 ? num < den << BigInt(lead) : num << BigInt(-lead) < den) ? lead - 1 : lead;
}

/** r rounded to a 512-bit mantissa, half to even (big.Float's default mode), marked approx. */
function round512(r: Rat): ConstValue {
  if (r.num === 0n) return { kind: 'float', num: 0n, den: 1n, approx: true };
  const neg = r.num < 0n;
  const n = neg ? -r.num : r.num;
  const s = PREC - 1 - floorLog2(n, r.den);
  const [a, b] = s >= 0 ? [n << BigInt(s), r.den] : [n, r.den << BigInt(-s)];
  let m = a / b;
  const r2 = (a % b) * 2n;
  if (r2 > b || (r2 === b && (m & 1n) === 1n)) m++;
  if (neg) m = -m;
  const v = s >= 0 ? rat(m, 1n << BigInt(s)) : { num: m << BigInt(-s), den: 1n };
  return { kind: 'float', num: v.num, den: v.den, approx: true };
}

/** A float operation's result: exact while small and both operands are (go/constant makeRat). */
function floatResult(r: Rat, approx: boolean): ConstValue {
  return approx || bitLen(r.num) >= MAX_EXP || bitLen(r.den) >= MAX_EXP ? round512(r) : fromRat(r);
}

export type BinaryOp = '+' | '-' | '*' | '/' | '%' | '&' | '|' | '^' | '&^' | '&&' | '||';

/**
 * x op y for two constants of compatible kinds. `intDiv` selects truncated integer division for `/`
 * (go/constant's QUO_ASSIGN), used when the operands have integer type.
 * Throws RangeError('division by zero') when dividing by zero (the checker reports it before).
 */
export function binaryOp(x: ConstValue, op: BinaryOp, y: ConstValue, intDiv = false): ConstValue {
  if (x.kind === 'unknown' || y.kind === 'unknown') return unknownConst;
  if (x.kind === 'bool' && y.kind === 'bool') {
    if (op === '&&') return makeBool(x.value && y.value);
    if (op === '||') return makeBool(x.value || y.value);
    return unknownConst;
  }
  if (x.kind === 'string' && y.kind === 'string') {
    return op === '+' ? makeString(x.value + y.value) : unknownConst;
  }
  const a = num(x);
  const b = num(y);
  if (!a || !b) return unknownConst;
  const k = Math.max(a.k, b.k);
  if (k === 0) {
    const i = (a as { i: bigint }).i;
    const j = (b as { i: bigint }).i;
    switch (op) {
      case '+':
        return makeInt(i + j);
      case '-':
        return makeInt(i - j);
      case '*':
        return makeInt(i * j);
      case '/':
        if (j === 0n) throw new RangeError('division by zero');
        return intDiv ? makeInt(i / j) : makeFloat(i, j);
      case '%':
        if (j === 0n) throw new RangeError('division by zero');
        return makeInt(i % j);
      case '&':
        return makeInt(i & j);
      case '|':
        return makeInt(i | j);
      case '^':
        return makeInt(i ^ j);
      case '&^':
        return makeInt(i & ~j);
      default:
        return unknownConst;
    }
  }
  if (k === 1) {
    const p = asRat(a);
    const q = asRat(b);
    const approx = (x.kind === 'float' && x.approx) || (y.kind === 'float' && y.approx) || false;
    switch (op) {
      case '+':
        return floatResult(radd(p, q), approx);
      case '-':
        return floatResult(rsub(p, q), approx);
      case '*':
        return floatResult(rmul(p, q), approx);
      case '/':
        if (rzero(q)) throw new RangeError('division by zero');
        return floatResult(rquo(p, q), approx);
      default:
        return unknownConst;
    }
  }
  const [ar, ai] = asCx(a);
  const [br, bi] = asCx(b);
  switch (op) {
    case '+':
      return makeComplex(radd(ar, br), radd(ai, bi));
    case '-':
      return makeComplex(rsub(ar, br), rsub(ai, bi));
    case '*':
      return makeComplex(rsub(rmul(ar, br), rmul(ai, bi)), radd(rmul(ai, br), rmul(ar, bi)));
    case '/': {
      const d = radd(rmul(br, br), rmul(bi, bi));
      if (rzero(d)) throw new RangeError('division by zero');
      const re = radd(rmul(ar, br), rmul(ai, bi));
      const im = rsub(rmul(ai, br), rmul(ar, bi));
      return makeComplex(rquo(re, d), rquo(im, d));
    }
    default:
      return unknownConst;
  }
}

/** Unary op. For `^` on unsigned types pass the type's bit size as `prec` (go/constant UnaryOp). */
export function unaryOp(op: '+' | '-' | '^' | '!', x: ConstValue, prec = 0): ConstValue {
  switch (op) {
    case '+':
      return isNumericConst(x) ? x : unknownConst;
    case '-':
      if (x.kind === 'int') return makeInt(-x.value);
      if (x.kind === 'float') return { ...x, num: -x.num };
      if (x.kind === 'complex')
        return makeComplex({ num: -x.re.num, den: x.re.den }, { num: -x.im.num, den: x.im.den });
      return unknownConst;
    case '^':
      if (x.kind !== 'int') return unknownConst;
      if (prec > 0) return makeInt(~x.value & ((1n << BigInt(prec)) - 1n));
      return makeInt(~x.value);
    case '!':
      return x.kind === 'bool' ? makeBool(!x.value) : unknownConst;
  }
}

export function shift(x: ConstValue, op: '<<' | '>>', s: number): ConstValue {
  if (x.kind !== 'int') return unknownConst;
  return makeInt(op === '<<' ? x.value << BigInt(s) : x.value >> BigInt(s));
}

export type CompareOp = '==' | '!=' | '<' | '<=' | '>' | '>=';

export function compare(x: ConstValue, op: CompareOp, y: ConstValue): boolean {
  let c: number;
  if (x.kind === 'bool' && y.kind === 'bool') {
    if (op === '==') return x.value === y.value;
    if (op === '!=') return x.value !== y.value;
    return false;
  }
  if (x.kind === 'string' && y.kind === 'string') c = x.value < y.value ? -1 : x.value > y.value ? 1 : 0;
  else {
    const a = num(x);
    const b = num(y);
    if (!a || !b) return false;
    if (a.k === 2 || b.k === 2) {
      const [ar, ai] = asCx(a);
      const [br, bi] = asCx(b);
      const eq = rzero(rsub(ar, br)) && rzero(rsub(ai, bi));
      return op === '==' ? eq : op === '!=' ? !eq : false;
    }
    const d = rsub(asRat(a), asRat(b));
    c = d.num < 0n ? -1 : d.num > 0n ? 1 : 0;
  }
  switch (op) {
    case '==':
      return c === 0;
    case '!=':
      return c !== 0;
    case '<':
      return c < 0;
    case '<=':
      return c <= 0;
    case '>':
      return c > 0;
    case '>=':
      return c >= 0;
  }
}

// ---------------------------------------------------------------------------------------------
// Rounding to Go float types (used by representability)

export function float64Val(v: ConstValue): number {
  const r = toRat(v);
  return r ? ratToNumber(r.num, r.den) : Number.NaN;
}

/** Round to float64; unknown if it overflows. */
export function roundFloat64(v: ConstValue): ConstValue {
  const f = float64Val(v);
  return Number.isFinite(f) ? makeFloat64(f) : unknownConst;
}

/** Round to float32; unknown if it overflows. */
export function roundFloat32(v: ConstValue): ConstValue {
  const r = toRat(v);
  const f = r ? ratToNumber(r.num, r.den, true) : Number.NaN;
  return Number.isFinite(f) ? makeFloat64(f) : unknownConst;
}

// ---------------------------------------------------------------------------------------------
// Formatting (go/constant Value.String)

/** Go's strconv.Quote of a byte string. */
export function goQuote(bytes: string): string {
  let out = '"';
  for (let i = 0; i < bytes.length; ) {
    const [cp, size] = decodeRune(bytes, i);
    if (size === 1 && cp === 0xfffd) {
      out += '\\x' + bytes.charCodeAt(i).toString(16).padStart(2, '0');
      i++;
      continue;
    }
    i += size;
    switch (cp) {
      case 0x07:
        out += '\\a';
        continue;
      case 0x08:
        out += '\\b';
        continue;
      case 0x0c:
        out += '\\f';
        continue;
      case 0x0a:
        out += '\\n';
        continue;
      case 0x0d:
        out += '\\r';
        continue;
      case 0x09:
        out += '\\t';
        continue;
      case 0x0b:
        out += '\\v';
        continue;
      case 0x22:
        out += '\\"';
        continue;
      case 0x5c:
        out += '\\\\';
        continue;
    }
    if (cp < 0x20 || cp === 0x7f) out += '\\x' + cp.toString(16).padStart(2, '0');
    else if (cp >= 0x80 && cp <= 0x9f) out += '\\u' + cp.toString(16).padStart(4, '0');
    else out += String.fromCodePoint(cp);
  }
  return out + '"';
}

/** Format a double like Go's %g with the given precision (-1 = shortest). */
export function formatG(x: number, prec: number): string {
  if (Number.isNaN(x)) return 'NaN';
  if (!Number.isFinite(x)) return x > 0 ? '+Inf' : '-Inf';
  if (x === 0) return Object.is(x, -0) ? '-0' : '0';
  let digits: string;
  let exp: number;
  const e = prec < 0 ? x.toExponential() : x.toExponential(Math.max(prec, 1) - 1);
  const m = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(e)!;
  digits = (m[2] + (m[3] ?? '')).replace(/0+$/, '') || '0';
  exp = Number(m[4]);
  const neg = m[1] === '-';
  const eprec = prec < 0 ? 21 : prec === 0 ? 1 : prec;
  let s: string;
  if (exp < -4 || exp >= eprec) {
    s = digits[0] + (digits.length > 1 ? '.' + digits.slice(1) : '');
    s += 'e' + (exp < 0 ? '-' : '+') + String(Math.abs(exp)).padStart(2, '0');
  } else if (exp < 0) {
    s = '0.' + '0'.repeat(-exp - 1) + digits;
  } else if (digits.length <= exp + 1) {
    s = digits + '0'.repeat(exp + 1 - digits.length);
  } else {
    s = digits.slice(0, exp + 1) + '.' + digits.slice(exp + 1);
  }
  return neg ? '-' + s : s;
}

function ratString(r: Rat): string {
  const f = ratToNumber(r.num, r.den);
  if (Number.isFinite(f) && (f === 0) === (r.num === 0n)) {
    let s = formatG(f, 6);
    if (r.den !== 1n && !s.includes('.') && !s.includes('e')) s = formatG(f, -1);
    return s;
  }
  // Out of float64 range: go/constant's approximate conversion (value.go floatVal.String), from the
  // float64 mantissa in [0.5, 1) and the binary exponent, so the 6th digit rounds as gc's does.
  const neg = r.num < 0n;
  const n = neg ? -r.num : r.num;
  const exp = floorLog2(n, r.den) + 1;
  let m = exp >= 0 ? ratToNumber(n, r.den << BigInt(exp)) : ratToNumber(n << BigInt(-exp), r.den);
  if (neg) m = -m;
  const d = exp * 0.3010299956639812; // math.Ln2 / math.Ln10 (log10(2) rounded to a double)
  let e = Math.trunc(d);
  m *= 10 ** (d - e);
  const am = Math.abs(m);
  if (am < 1 - 0.5e-6) {
    m *= 10;
    e--;
  } else if (am >= 10) {
    m /= 10;
    e++;
  }
  return `${formatG(m, 6)}e${e < 0 ? '-' : '+'}${Math.abs(e)}`;
}

export function constString(v: ConstValue): string {
  switch (v.kind) {
    case 'unknown':
      return 'unknown';
    case 'bool':
      return v.value ? 'true' : 'false';
    case 'string': {
      const q = goQuote(v.value);
      const chars = [...q];
      if (chars.length > 72) return chars.slice(0, 69).join('') + '...';
      return q;
    }
    case 'int':
      return v.value.toString();
    case 'float':
      return ratString(v);
    case 'complex':
      return `(${ratString(v.re)} + ${ratString(v.im)}i)`;
  }
}

/** The exact value as text (go/constant ExactString): rationals print as num/den. */
export function constExactString(v: ConstValue): string {
  if (v.kind === 'float') return v.den === 1n ? v.num.toString() : `${v.num}/${v.den}`;
  return constString(v);
}
