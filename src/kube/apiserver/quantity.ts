// resource.Quantity's text form (k8s.io/apimachinery/pkg/api/resource): parsing into an exact amount
// (value × 10^scale, to nanos) and the canonical String(). Shared by the API server (QoS class),
// kubectl's describers (in thousandths) and the Go package.
const binary: Record<string, bigint> = {
  Ki: 1n << 10n,
  Mi: 1n << 20n,
  Gi: 1n << 30n,
  Ti: 1n << 40n,
  Pi: 1n << 50n,
  Ei: 1n << 60n,
};
const decimal: Record<string, number> = { n: -9, u: -6, m: -3, '': 0, k: 3, M: 6, G: 9, T: 12, P: 15, E: 18 };
const maxInt64 = (1n << 63n) - 1n;

function hybrid(v: bigint): number | bigint {
  if (v > maxInt64) v = maxInt64;
  if (v < -maxInt64 - 1n) v = -maxInt64 - 1n;
  const n = Number(v);
  return Number.isSafeInteger(n) ? n : v;
}

/**
 * A quantity's exact amount, value × 10^scale, as the real package's int64Amount holds it, or its
 * inf.Dec where an int64 cannot ([AM] pkg/api/resource/amount.go). Amounts past the int64 fast
 * path are rounded away from zero to nanos, as ParseQuantity rounds (inf.RoundUp at Nano);
 * arithmetic is exact.
 */
export interface Amount {
  value: bigint;
  scale: number;
}

/**
 * Parses a quantity (a Go byte string, ASCII) into [amount, format, errKind, keepsText, dec]
 * (errKind 0 ok, 1 format, 2 numeric, 3 suffix). keepsText: ParseQuantity caches `str` as the
 * quantity's string (its s field), which quantity.go does on its int64 path when the text "is in
 * canonical form" by its own test: BinarySI digits not a multiple of 8, decimal digits not ending
 * in 000 nor starting with 0 at a scale that is a multiple of 3. dec: the amount took ParseQuantity's
 * inf.Dec path (an amount in nanos, exact however large; BinarySI capped at int64's maximum).
 */
export function parseQuantityAmount(str: string): [Amount, string, number, boolean?, boolean?] {
  const zero = { value: 0n, scale: 0 };
  const m = /^([+-]?)([0-9]*)(?:\.([0-9]*))?(.*)$/.exec(str);
  if (m === null || !/^[+-]?[0-9.]+([eEinumkKMGTP]*[-+]?[0-9]*)$/.test(str)) return [zero, '', 1];
  const [, sign, int, frac = '', suffix] = m;
  if (int === '' && frac === '') return [zero, '', 2];
  // value = digits / 10^frac.length × multiplier; kept as nanos (× 10^9), rounded away from zero.
  let num = BigInt(int + frac || '0');
  let den = 10n ** BigInt(frac.length);
  let format: string;
  if (Object.hasOwn(binary, suffix)) {
    num *= binary[suffix] * 10n ** 9n;
    format = 'BinarySI';
  } else {
    let exp: number;
    if (Object.hasOwn(decimal, suffix)) {
      exp = decimal[suffix];
      format = 'DecimalSI';
    } else {
      const e = /^[eE]([+-]?[0-9]+)$/.exec(suffix);
      if (e === null) return [zero, '', 3];
      exp = Number(e[1]);
      format = 'DecimalExponent';
    }
    exp += 9;
    if (exp >= 0) num *= 10n ** BigInt(exp);
    else den *= 10n ** BigInt(-exp);
  }
  // quantity.go's fast path keeps the digits and the suffix's exponent as an int64Amount when they
  // fit (up to 18 digits; BinarySI only without a fraction, within ~15 digits); otherwise the
  // amount is rounded to nanos (its inf.Dec path).
  const digits = (int.replace(/^0+/, '') || '0') + frac;
  const fast = fastPath(digits, frac.length, suffix, format);
  if (fast !== undefined) {
    const keeps =
      format === 'BinarySI'
        ? (BigInt(digits) & 7n) !== 0n
        : fast.scale % 3 === 0 && !digits.endsWith('000') && digits[0] !== '0';
    return [{ value: sign === '-' ? -fast.value : fast.value, scale: fast.scale }, format, 0, keeps];
  }
  let nanos = (num + den - 1n) / den;
  // quantity.go: the cap for BinarySI is int64's maximum; a BinarySI amount in (0, 1) is DecimalSI.
  if (format === 'BinarySI') {
    if (nanos > maxInt64 * 10n ** 9n) nanos = maxInt64 * 10n ** 9n;
    if (nanos > 0n && nanos < 10n ** 9n) format = 'DecimalSI';
  }
  return [{ value: sign === '-' ? -nanos : nanos, scale: -9 }, format, 0, false, true];
}

function fastPath(digits: string, fracLen: number, suffix: string, format: string): Amount | undefined {
  let scale: number;
  let precision: number;
  let mantissa = 1n;
  if (format === 'BinarySI') {
    if (fracLen > 0) return undefined;
    const exponent = Math.log2(Number(binary[suffix]));
    mantissa = binary[suffix];
    precision = 15 - (digits.length - fracLen) - Math.trunc(Math.fround((exponent * 3) / 10)) - 1;
    scale = 0;
  } else {
    scale = format === 'DecimalSI' ? decimal[suffix] : Number(suffix.slice(1));
    precision = 18 - digits.length;
  }
  if (precision < 0) return undefined;
  scale -= fracLen;
  if (scale < -9) return undefined;
  const value = BigInt(digits) * mantissa;
  return value > maxInt64 ? undefined : { value, scale };
}

/** Trailing decimal zeros of the value moved into the scale (the same amount). */
function reduce(a: Amount): Amount {
  let { value, scale } = a;
  if (value === 0n) return { value, scale: 0 };
  while (value % 10n === 0n) {
    value /= 10n;
    scale++;
  }
  return { value, scale };
}

/** a and b at the smaller of their scales. */
function aligned(a: Amount, b: Amount): [bigint, bigint, number] {
  const s = Math.min(a.scale, b.scale);
  return [a.value * 10n ** BigInt(a.scale - s), b.value * 10n ** BigInt(b.scale - s), s];
}

export function cmpAmount(a: Amount, b: Amount): number {
  const [x, y] = aligned(a, b);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** a + b, exact (an int64Amount's sum, or its inf.Dec's where that overflows). */
export function addAmount(a: Amount, b: Amount): Amount {
  const [x, y, s] = aligned(a, b);
  return { value: x + y, scale: s };
}

/** ceil(a / 10^scale), away from zero ([AM] amount.go AsScaledInt64). */
export function scaledValue(a: Amount, scale: number): bigint {
  if (a.scale >= scale) return a.value * 10n ** BigInt(a.scale - scale);
  const d = 10n ** BigInt(scale - a.scale);
  const q = a.value / d;
  if (q * d === a.value) return q;
  return a.value > 0n ? q + 1n : q - 1n;
}

/** An int64 for the interpreter: a number when safe, else a bigint (capped at int64's bounds). */
export function int64Value(v: bigint): number | bigint {
  return hybrid(v);
}

/** Parses a quantity into [milli, format, errKind]: the amount in thousandths, rounded away from zero. */
export function parseQuantityText(str: string): [number | bigint, string, number] {
  const [a, format, err] = parseQuantityAmount(str);
  return [hybrid(scaledValue(a, -3)), format, err];
}

const decSuffix: Record<number, string> = {
  [-9]: 'n',
  [-6]: 'u',
  [-3]: 'm',
  0: '',
  3: 'k',
  6: 'M',
  9: 'G',
  12: 'T',
  15: 'P',
  18: 'E',
};
const binSuffix: Record<number, string> = { 1: 'Ki', 2: 'Mi', 3: 'Gi', 4: 'Ti', 5: 'Pi', 6: 'Ei' };

/**
 * resource.Quantity's canonical text ([AM] pkg/api/resource/quantity.go CanonicalizeBytes, amount.go
 * AsCanonicalBytes / AsCanonicalBase1024Bytes): BinarySI for whole amounts outside (-1024, 1024) with
 * the largest power of 1024 that divides them, otherwise the decimal mantissa with its exponent
 * lowered to a multiple of 3 (DecimalSI's suffix, or `e<exp>` for DecimalExponent). An exponent
 * with no suffix in the table gets none, as in the real suffixer.
 */
export function canonicalAmount(a: Amount, format: string): string {
  if (a.value === 0n) return '0';
  let f = format;
  if (f === 'BinarySI') {
    const whole = scaledValue(a, 0);
    const exact = cmpAmount({ value: whole, scale: 0 }, a) === 0;
    if (
      (a.value > 0n
        ? cmpAmount(a, { value: 1024n, scale: 0 }) < 0
        : cmpAmount(a, { value: -1024n, scale: 0 }) > 0) ||
      !exact
    )
      f = 'DecimalSI';
    else {
      let v = whole;
      let e = 0;
      while (v % 1024n === 0n) {
        v /= 1024n;
        e++;
      }
      return `${v}${binSuffix[e] ?? ''}`;
    }
  } else if (f !== 'DecimalSI') f = 'DecimalExponent';
  const r = reduce(a);
  let { value } = r;
  let exp = r.scale;
  const rem = ((exp % 3) + 3) % 3;
  value *= 10n ** BigInt(rem);
  exp -= rem;
  if (f === 'DecimalExponent') return exp === 0 ? `${value}` : `${value}e${exp}`;
  return `${value}${decSuffix[exp] ?? ''}`;
}

/** canonicalAmount for an amount in thousandths. */
export function canonicalQuantity(milli: number | bigint, format: string): string {
  return canonicalAmount({ value: BigInt(milli), scale: -3 }, format);
}
