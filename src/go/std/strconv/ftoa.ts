// strconv.FormatFloat, exactly as Go prints it (go/src/strconv/ftoa.go).
//
// Go rounds from the exact binary value with round-half-even on exact ties; JS's toFixed/toPrecision
// round ties up, so fixed-precision formats go through an exact decimal expansion (bigint) instead.
// Shortest formats use JS's shortest round-trip digits (same digits as Go's Ryū shortest for float64).

/** Decimal digits with the decimal point at `dp` (Go's decimalSlice): value = 0.d × 10^dp. */
interface Decimal {
  d: string;
  dp: number;
}

const f64 = new DataView(new ArrayBuffer(8));

/** Split a finite float64 into mantissa and binary exponent: |x| = mant × 2^exp. */
function splitFloat(x: number): { mant: bigint; exp: number } {
  f64.setFloat64(0, x);
  const hi = f64.getUint32(0);
  const lo = f64.getUint32(4);
  let e = (hi >>> 20) & 0x7ff;
  let mant = (BigInt(hi & 0xfffff) << 32n) | BigInt(lo);
  if (e === 0) e = 1;
  else mant |= 1n << 52n;
  return { mant, exp: e - 1075 };
}

/** Exact decimal expansion of |x| (x finite), trailing zeros trimmed; 0 gives d = ''. */
function exactDecimal(x: number): Decimal {
  if (x === 0) return { d: '', dp: 0 };
  const { mant, exp } = splitFloat(Math.abs(x));
  let s: string;
  let dp: number;
  if (exp >= 0) {
    s = (mant << BigInt(exp)).toString();
    dp = s.length;
  } else {
    s = (mant * 5n ** BigInt(-exp)).toString();
    dp = s.length + exp;
  }
  return { d: trimZeros(s), dp };
}

function trimZeros(s: string): string {
  let n = s.length;
  while (n > 0 && s.charCodeAt(n - 1) === 48) n--;
  return s.substring(0, n);
}

/** Shortest digits that read back as the same float64 (or float32 when bitSize is 32). */
function shortestDecimal(x: number, bitSize: number): Decimal {
  const a = Math.abs(x);
  if (a === 0) return { d: '', dp: 0 };
  if (bitSize === 32) {
    for (let p = 1; p <= 9; p++) {
      const s = a.toExponential(p - 1);
      if (Math.fround(Number(s)) === a) return parseExp(s);
    }
  }
  return parseExp(a.toExponential());
}

/** "1.2345e+3" → digits "12345", dp 4. */
function parseExp(s: string): Decimal {
  const e = s.indexOf('e');
  const digits = trimZeros(s.substring(0, e).replace('.', ''));
  return { d: digits, dp: Number(s.substring(e + 1)) + 1 };
}

/** Round to nd digits, half-even on exact ties (the digits are exact), as decimal.Round. */
function roundDecimal(a: Decimal, nd: number): Decimal {
  if (nd < 0 || nd >= a.d.length) return a;
  const c = a.d.charCodeAt(nd);
  let up: boolean;
  if (c === 53 && nd + 1 === a.d.length) up = nd > 0 && (a.d.charCodeAt(nd - 1) - 48) % 2 === 1;
  else up = c >= 53;
  if (!up) return { d: trimZeros(a.d.substring(0, nd)), dp: a.dp };
  let i = nd - 1;
  while (i >= 0 && a.d.charCodeAt(i) === 57) i--;
  if (i < 0) return { d: '1', dp: a.dp + 1 };
  return { d: a.d.substring(0, i) + String.fromCharCode(a.d.charCodeAt(i) + 1), dp: a.dp };
}

/** strconv.FormatFloat(x, fmt, prec, bitSize). */
export function formatFloat(x: number, fmt: string, prec: number, bitSize: number): string {
  if (bitSize === 32) x = Math.fround(x);
  if (Number.isNaN(x)) return 'NaN';
  if (x === Number.POSITIVE_INFINITY) return '+Inf';
  if (x === Number.NEGATIVE_INFINITY) return '-Inf';
  const neg = x < 0 || Object.is(x, -0);
  if (fmt === 'b') return fmtB(neg, x, bitSize);
  if (fmt === 'x' || fmt === 'X') return fmtX(x, prec, fmt, neg, bitSize);
  const shortest = prec < 0;
  let digs: Decimal;
  if (shortest) {
    digs = shortestDecimal(x, bitSize);
    switch (fmt) {
      case 'e':
      case 'E':
        prec = Math.max(digs.d.length - 1, 0);
        break;
      case 'f':
        prec = Math.max(digs.d.length - digs.dp, 0);
        break;
      case 'g':
      case 'G':
        prec = digs.d.length;
        break;
    }
  } else {
    const exact = exactDecimal(x);
    switch (fmt) {
      case 'e':
      case 'E':
        digs = roundDecimal(exact, prec + 1);
        break;
      case 'f':
        digs = roundDecimal(exact, exact.dp + prec);
        break;
      case 'g':
      case 'G':
        if (prec === 0) prec = 1;
        digs = roundDecimal(exact, prec);
        break;
      default:
        digs = exact;
    }
  }
  return formatDigits(shortest, neg, digs, prec, fmt);
}

function formatDigits(shortest: boolean, neg: boolean, digs: Decimal, prec: number, fmt: string): string {
  switch (fmt) {
    case 'e':
    case 'E':
      return fmtE(neg, digs, prec, fmt);
    case 'f':
      return fmtF(neg, digs, prec);
    case 'g':
    case 'G': {
      const nd = digs.d.length;
      let eprec = prec;
      if (eprec > nd && nd >= digs.dp) eprec = nd;
      // %e is used if the exponent from the conversion is less than -4 or greater than or
      // equal to the precision; shortest uses precision 6 for this decision.
      if (shortest) eprec = 6;
      const exp = digs.dp - 1;
      if (exp < -4 || exp >= eprec) {
        if (prec > nd) prec = nd;
        return fmtE(neg, digs, prec - 1, fmt === 'g' ? 'e' : 'E');
      }
      if (prec > digs.dp) prec = nd;
      return fmtF(neg, digs, Math.max(prec - digs.dp, 0));
    }
  }
  return `%${fmt}`;
}

function fmtE(neg: boolean, d: Decimal, prec: number, fmt: string): string {
  let s = neg ? '-' : '';
  const nd = d.d.length;
  s += nd !== 0 ? d.d[0] : '0';
  if (prec > 0) {
    s += '.';
    const m = Math.min(nd, prec + 1);
    let i = 1;
    if (i < m) {
      s += d.d.substring(1, m);
      i = m;
    }
    if (i <= prec) s += '0'.repeat(prec - i + 1);
  }
  s += fmt;
  let exp = nd === 0 ? 0 : d.dp - 1;
  if (exp < 0) {
    s += '-';
    exp = -exp;
  } else s += '+';
  return s + (exp < 10 ? `0${exp}` : `${exp}`);
}

function fmtF(neg: boolean, d: Decimal, prec: number): string {
  let s = neg ? '-' : '';
  const nd = d.d.length;
  if (d.dp > 0) {
    const m = Math.min(nd, d.dp);
    s += d.d.substring(0, m);
    if (m < d.dp) s += '0'.repeat(d.dp - m);
  } else s += '0';
  if (prec > 0) {
    // Digits d.dp .. d.dp+prec-1, '0' where there is none: zeros before the first digit, then
    // the digits, then zeros (as slices, not one append per digit: a huge precision must fail at
    // once with the out-of-memory stop, not build a string of millions of pieces first).
    const lead = Math.min(Math.max(-d.dp, 0), prec);
    const from = Math.max(d.dp, 0);
    const to = Math.min(nd, d.dp + prec);
    const digits = to > from ? d.d.substring(from, to) : '';
    s += `.${'0'.repeat(lead)}${digits}${'0'.repeat(prec - lead - digits.length)}`;
  }
  return s;
}

/** Mantissa and exponent for the 'b' and 'x' formats, at the float's own width. */
function floatBits(x: number, bitSize: number): { mant: bigint; exp: number; mantbits: number } {
  if (bitSize === 32) {
    const v = new DataView(new ArrayBuffer(4));
    v.setFloat32(0, x);
    const bits = v.getUint32(0);
    let e = (bits >>> 23) & 0xff;
    let mant = BigInt(bits & 0x7fffff);
    if (e === 0) e = 1;
    else mant |= 1n << 23n;
    return { mant, exp: e - 127, mantbits: 23 };
  }
  const { mant, exp } = splitFloat(x);
  return { mant, exp: exp + 52, mantbits: 52 };
}

function fmtB(neg: boolean, x: number, bitSize: number): string {
  const { mant, exp, mantbits } = floatBits(Math.abs(x), bitSize);
  const e = exp - mantbits;
  return `${neg ? '-' : ''}${mant}p${e >= 0 ? '+' : ''}${e}`;
}

function fmtX(x: number, prec: number, fmt: string, neg: boolean, bitSize: number): string {
  let { mant, exp, mantbits } = floatBits(Math.abs(x), bitSize);
  if (mant === 0n) exp = 0;
  const one60 = 1n << 60n;
  mant <<= BigInt(60 - mantbits);
  while (mant !== 0n && (mant & one60) === 0n) {
    mant <<= 1n;
    exp--;
  }
  if (prec >= 0 && prec < 15) {
    const shift = BigInt(prec * 4);
    const extra = (mant << shift) & (one60 - 1n);
    mant >>= 60n - shift;
    if ((extra | (mant & 1n)) > 1n << 59n) mant++;
    mant <<= 60n - shift;
    if ((mant & (1n << 61n)) !== 0n) {
      mant >>= 1n;
      exp++;
    }
  }
  const hex = fmt === 'X' ? '0123456789ABCDEF' : '0123456789abcdef';
  const mask = (1n << 64n) - 1n;
  let s = `${neg ? '-' : ''}0${fmt}${(mant >> 60n) & 1n}`;
  mant = (mant << 4n) & mask;
  if (prec < 0 && mant !== 0n) {
    s += '.';
    while (mant !== 0n) {
      s += hex[Number((mant >> 60n) & 15n)];
      mant = (mant << 4n) & mask;
    }
  } else if (prec > 0) {
    s += '.';
    for (let i = 0; i < prec; i++) {
      s += hex[Number((mant >> 60n) & 15n)];
      mant = (mant << 4n) & mask;
    }
  }
  s += fmt === 'X' ? 'P' : 'p';
  if (exp < 0) {
    s += '-';
    exp = -exp;
  } else s += '+';
  return s + (exp < 10 ? `0${exp}` : `${exp}`);
}
