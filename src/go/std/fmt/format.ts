// The raw formatter behind Printf: flags, width, precision and padding for each basic kind,
// reproducing go/src/fmt/format.go. Output is a Go byte string (char codes 0–255).

import { formatFloat } from '../strconv/ftoa.ts';
import { canBackquote, isPrint, quote, quoteRune, quoteRuneToASCII, quoteToASCII } from '../strconv/quote.ts';
import { decodeRune, encodeRune, MaxRune, RuneError, runeCount } from '../unicode/utf8core.ts';

export const ldigits = '0123456789abcdefx';
export const udigits = '0123456789ABCDEFX';

/** Go's fmt state: the output buffer plus the flags of the verb being formatted. */
export class Fmt {
  buf = '';
  widPresent = false;
  precPresent = false;
  minus = false;
  plus = false;
  sharp = false;
  space = false;
  zero = false;
  // %+v and %#v set these and clear plus/sharp (different, flagless formats at the top level).
  plusV = false;
  sharpV = false;
  wid = 0;
  prec = 0;

  clearflags(): void {
    this.widPresent = false;
    this.precPresent = false;
    this.minus = false;
    this.plus = false;
    this.sharp = false;
    this.space = false;
    this.zero = false;
    this.plusV = false;
    this.sharpV = false;
    this.wid = 0;
    this.prec = 0;
  }

  writePadding(n: number): void {
    if (n <= 0) return;
    // Zero padding is allowed only to the left.
    this.buf += (this.zero && !this.minus ? '0' : ' ').repeat(n);
  }

  /** Append s padded on the left (or the right with '-') to the width, counted in runes. */
  pad(s: string): void {
    if (!this.widPresent || this.wid === 0) {
      this.buf += s;
      return;
    }
    const width = this.wid - runeCount(s);
    if (!this.minus) {
      this.writePadding(width);
      this.buf += s;
    } else {
      this.buf += s;
      this.writePadding(width);
    }
  }

  fmtBoolean(v: boolean): void {
    this.pad(v ? 'true' : 'false');
  }

  /** %U: "U+0078", or with '#' "U+0078 'x'". `u` is the value as an unsigned 64-bit integer. */
  fmtUnicode(u: bigint): void {
    let prec = 4;
    if (this.precPresent && this.prec > 4) prec = this.prec;
    let hex = u.toString(16).toUpperCase();
    if (hex.length < prec) hex = '0'.repeat(prec - hex.length) + hex;
    let s = `U+${hex}`;
    if (this.sharp && u <= BigInt(MaxRune) && isPrint(Number(u))) s += ` '${encodeRune(Number(u))}'`;
    const oldZero = this.zero;
    this.zero = false;
    this.pad(s);
    this.zero = oldZero;
  }

  /**
   * Signed or unsigned integer in base 2, 8, 10 or 16. `v` is the mathematical value (negative only
   * for signed kinds); `verb` matters only for 'O' (0o prefix).
   */
  fmtInteger(v: number | bigint, base: number, verb: string, digits: string): void {
    const negative = v < 0;
    let body: string;
    if (typeof v === 'number') body = (negative ? -v : v).toString(base);
    else body = (negative ? -v : v).toString(base);
    if (digits === udigits) body = body.toUpperCase();
    const isZero = v === 0 || v === 0n;
    // Two ways to ask for leading zeros: %.3d or %03d; with both, '0' is ignored.
    let prec = 0;
    if (this.precPresent) {
      prec = this.prec;
      // Precision 0 and value 0 means "print nothing" but padding.
      if (prec === 0 && isZero) {
        const oldZero = this.zero;
        this.zero = false;
        this.writePadding(this.wid);
        this.zero = oldZero;
        return;
      }
    } else if (this.zero && !this.minus && this.widPresent) {
      prec = this.wid;
      if (negative || this.plus || this.space) prec--; // leave room for the sign
    }
    if (body.length < prec) body = '0'.repeat(prec - body.length) + body;
    if (this.sharp) {
      if (base === 2) body = `0b${body}`;
      else if (base === 8) {
        if (body[0] !== '0') body = `0${body}`;
      } else if (base === 16) body = `0${digits[16]}${body}`;
    }
    if (verb === 'O') body = `0o${body}`;
    if (negative) body = `-${body}`;
    else if (this.plus) body = `+${body}`;
    else if (this.space) body = ` ${body}`;
    // Zero padding was handled like precision above, or is ignored due to an explicit precision.
    const oldZero = this.zero;
    this.zero = false;
    this.pad(body);
    this.zero = oldZero;
  }

  /** Truncate s to the precision, counted in runes. */
  truncateString(s: string): string {
    if (this.precPresent) {
      let n = this.prec;
      for (let i = 0; i < s.length; ) {
        n--;
        if (n < 0) return s.substring(0, i);
        i += s.charCodeAt(i) < 0x80 ? 1 : decodeRune(s, i).size;
      }
    }
    return s;
  }

  fmtS(s: string): void {
    this.pad(this.truncateString(s));
  }

  /** %x / %X of a string or byte slice (given as a byte string): hex of each byte. */
  fmtSbx(s: string, digits: string): void {
    let length = s.length;
    if (this.precPresent && this.prec < length) length = this.prec;
    let width = 2 * length;
    if (width > 0) {
      if (this.space) {
        if (this.sharp) width *= 2;
        width += length - 1;
      } else if (this.sharp) width += 2;
    } else {
      if (this.widPresent) this.writePadding(this.wid);
      return;
    }
    if (this.widPresent && this.wid > width && !this.minus) this.writePadding(this.wid - width);
    let out = '';
    if (this.sharp) out += `0${digits[16]}`;
    for (let i = 0; i < length; i++) {
      if (this.space && i > 0) {
        out += ' ';
        if (this.sharp) out += `0${digits[16]}`;
      }
      const c = s.charCodeAt(i);
      out += digits[c >> 4] + digits[c & 0xf];
    }
    this.buf += out;
    if (this.widPresent && this.wid > width && this.minus) this.writePadding(this.wid - width);
  }

  /** %q of a string: Go-quoted, or back-quoted with '#' when possible; '+' forces ASCII. */
  fmtQ(s: string): void {
    s = this.truncateString(s);
    if (this.sharp && canBackquote(s)) {
      this.pad(`\`${s}\``);
      return;
    }
    this.pad(this.plus ? quoteToASCII(s) : quote(s));
  }

  /** %c: the character; invalid code points print U+FFFD. `c` is the value as unsigned 64-bit. */
  fmtC(c: bigint): void {
    const r = c > BigInt(MaxRune) ? RuneError : Number(c);
    this.pad(encodeRune(r));
  }

  /** %q of an integer: a single-quoted character literal. */
  fmtQc(c: bigint): void {
    const r = c > BigInt(MaxRune) ? RuneError : Number(c);
    this.pad(this.plus ? quoteRuneToASCII(r) : quoteRune(r));
  }

  /** Floats: verb is a strconv format byte (b e E f g G x X); prec -1 means shortest. */
  fmtFloat(v: number, size: number, verb: string, prec: number): void {
    if (this.precPresent) prec = this.prec;
    let num = formatFloat(v, verb, prec, size);
    if (num[0] === '-' || num[0] === '+') {
      // keep the sign
    } else num = `+${num}`;
    // ' ' means a leading space instead of '+' unless '+' is asked for.
    if (this.space && num[0] === '+' && !this.plus) num = ` ${num.substring(1)}`;
    // Infinities and NaN don't look like numbers: never pad them with zeros.
    if (num[1] === 'I' || num[1] === 'N') {
      const oldZero = this.zero;
      this.zero = false;
      if (num[1] === 'N' && !this.space && !this.plus) num = num.substring(1);
      this.pad(num);
      this.zero = oldZero;
      return;
    }
    // '#' forces a decimal point and keeps trailing zeros for %g (not for %b).
    if (this.sharp && verb !== 'b') {
      let digits = 0;
      if (verb === 'v' || verb === 'g' || verb === 'G' || verb === 'x') {
        digits = prec;
        if (digits === -1) digits = 6;
      }
      let tail = '';
      let hasDecimalPoint = false;
      let sawNonzeroDigit = false;
      let body = num;
      for (let i = 1; i < body.length; i++) {
        const ch = body[i];
        if (ch === '.') {
          hasDecimalPoint = true;
          continue;
        }
        if (ch === 'p' || ch === 'P') {
          tail = body.substring(i);
          body = body.substring(0, i);
          break;
        }
        if ((ch === 'e' || ch === 'E') && verb !== 'x' && verb !== 'X') {
          tail = body.substring(i);
          body = body.substring(0, i);
          break;
        }
        if (ch !== '0') sawNonzeroDigit = true;
        if (sawNonzeroDigit) digits--;
      }
      if (!hasDecimalPoint) {
        if (body.length === 2 && body[1] === '0') digits--;
        body += '.';
      }
      if (digits > 0) body += '0'.repeat(digits);
      num = body + tail;
    }
    if (this.plus || num[0] !== '+') {
      // With zero padding the sign goes before the zeros.
      if (this.zero && !this.minus && this.widPresent && this.wid > num.length) {
        this.buf += num[0];
        this.writePadding(this.wid - num.length);
        this.buf += num.substring(1);
        return;
      }
      this.pad(num);
      return;
    }
    this.pad(num.substring(1));
  }
}
