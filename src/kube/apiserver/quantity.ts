// resource.Quantity's text form (k8s.io/apimachinery/pkg/api/resource): parsing into thousandths and the
// canonical String(). Shared by the API server (QoS class), kubectl's describers and the Go package.
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

/** Parses a quantity (a Go byte string, ASCII) into [milli, format, errKind] (see the Go declaration). */
export function parseQuantityText(str: string): [number | bigint, string, number] {
  const m = /^([+-]?)([0-9]*)(?:\.([0-9]*))?(.*)$/.exec(str);
  if (m === null || !/^[+-]?[0-9.]+([eEinumkKMGTP]*[-+]?[0-9]*)$/.test(str)) return [0, '', 1];
  const [, sign, int, frac = '', suffix] = m;
  if (int === '' && frac === '') return [0, '', 2];
  // value = digits / 10^frac.length; milli = ceil(value * multiplier * 1000)
  let num = BigInt(int + frac || '0');
  let den = 10n ** BigInt(frac.length);
  let format: string;
  if (Object.hasOwn(binary, suffix)) {
    num *= binary[suffix] * 1000n;
    format = 'BinarySI';
  } else {
    let exp: number;
    if (Object.hasOwn(decimal, suffix)) {
      exp = decimal[suffix];
      format = 'DecimalSI';
    } else {
      const e = /^[eE]([+-]?[0-9]+)$/.exec(suffix);
      if (e === null) return [0, '', 3];
      exp = Number(e[1]);
      format = 'DecimalExponent';
    }
    exp += 3;
    if (exp >= 0) num *= 10n ** BigInt(exp);
    else den *= 10n ** BigInt(-exp);
  }
  // Rounded away from zero, as the real package scales quantities up.
  const magnitude = (num + den - 1n) / den;
  const milli = sign === '-' ? -magnitude : magnitude;
  return [hybrid(milli), format, 0];
}

const binarySuffixes: [bigint, string][] = [
  [1n << 60n, 'Ei'],
  [1n << 50n, 'Pi'],
  [1n << 40n, 'Ti'],
  [1n << 30n, 'Gi'],
  [1n << 20n, 'Mi'],
  [1n << 10n, 'Ki'],
];
const decimalSuffixes = ['n', 'u', 'm', '', 'k', 'M', 'G', 'T', 'P', 'E'];

/**
 * resource.Quantity.String() (CanonicalizeBytes): BinarySI uses the largest exact binary suffix for
 * whole values ≥ 1024, otherwise DecimalSI; decimal forms use the largest power of 1000 (10^3 steps,
 * `e` notation for DecimalExponent) that keeps the mantissa an integer. Values are milli-units.
 */
export function canonicalQuantity(milli: number | bigint, format: string): string {
  const m = BigInt(milli);
  if (m === 0n) return '0';
  const neg = m < 0n;
  const a = neg ? -m : m;
  const sign = neg ? '-' : '';
  if (format === 'BinarySI' && a % 1000n === 0n && a / 1000n >= 1024n) {
    const v = a / 1000n;
    for (const [mult, suf] of binarySuffixes) if (v % mult === 0n) return `${sign}${v / mult}${suf}`;
    return `${sign}${v}`;
  }
  // exponent in powers of 1000 relative to milli (index 2 = 'm')
  let mant = a;
  let idx = 2;
  while (mant % 1000n === 0n && idx < decimalSuffixes.length - 1) {
    mant /= 1000n;
    idx++;
  }
  if (format === 'DecimalExponent') {
    const exp = (idx - 3) * 3;
    return exp === 0 ? `${sign}${mant}` : `${sign}${mant}e${exp}`;
  }
  return `${sign}${mant}${decimalSuffixes[idx]}`;
}
