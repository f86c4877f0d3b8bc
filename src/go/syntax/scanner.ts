// The Go scanner: cmd/compile/internal/syntax/scanner.go's behaviour (token classes, automatic semicolons,
// literal validation and error wording/positions) over a JavaScript string, with 1-based byte columns.
// Comments are kept (gc drops them; go/ast needs them) and handed to the parser as they are passed.
import { assignedAfter15 } from '../std/unicode/v15.ts';
import type { LitKind } from './ast.ts';
import { formatU, quoteRune } from './quote.ts';
import { keywords, precAdd, precAndAnd, precCmp, precMul, precOrOr, T, type Tok } from './token.ts';

export interface RawComment {
  text: string;
  line: number;
  col: number;
  offset: number;
  endLine: number;
  endCol: number;
  endOffset: number;
}

/** Receives scanner errors at 1-based line and byte column. */
export type ScanErrorHandler = (line: number, col: number, msg: string) => void;

const isLetterAscii = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95;
const isDecimal = (c: number): boolean => c >= 48 && c <= 57;
const isHex = (c: number): boolean => (c >= 48 && c <= 57) || ((c | 32) >= 97 && (c | 32) <= 102);
const lower = (c: number): number => c | 32;

const reLetter = /^\p{L}$/u;
const reDigit = /^\p{Nd}$/u;

function baseName(base: number): string {
  switch (base) {
    case 2:
      return 'binary';
    case 8:
      return 'octal';
    case 10:
      return 'decimal';
    default:
      return 'hexadecimal';
  }
}

// invalidSep returns the index of the first invalid separator in x, or -1 (scanner.go).
function invalidSep(x: string): number {
  let x1 = 32; // prefix char, we only care if it's 'x'
  let d = 46; // '.': one of '_', '0' (a digit), or '.' (anything else)
  let i = 0;
  if (x.length >= 2 && x.charCodeAt(0) === 48) {
    x1 = lower(x.charCodeAt(1));
    if (x1 === 120 || x1 === 111 || x1 === 98) {
      d = 48;
      i = 2;
    }
  }
  for (; i < x.length; i++) {
    const p = d;
    d = x.charCodeAt(i);
    if (d === 95) {
      if (p !== 48) return i;
    } else if (isDecimal(d) || (x1 === 120 && isHex(d))) {
      d = 48;
    } else {
      if (p === 95) return i - 1;
      d = 46;
    }
  }
  if (d === 95) return x.length - 1;
  return -1;
}

export class Scanner {
  private readonly src: string;
  private readonly n: number;
  private readonly errh: ScanErrorHandler;

  // reader state: ch is the current code point (-1 at EOF) at offset i, line, col
  private ch = -1;
  private i = 0;
  private w = 1; // UTF-16 width of ch
  private line = 1;
  private col = 1;

  private nlsemi = false;

  // current token
  tok: Tok = T.EOF;
  /** For Name: the identifier; Literal: the source text; Semi: "semicolon", "newline" or "EOF". */
  lit = '';
  kind: LitKind = 'INT';
  /** True if the literal has an error (already reported). */
  bad = false;
  /** Operator text for Operator, AssignOp (without `=`), IncOp (`+` or `-`) and Star. */
  op = '';
  prec = 0;
  tline = 1;
  tcol = 1;
  toff = 0;
  // end of the current token (position just after it)
  eline = 1;
  ecol = 1;
  eoff = 0;

  /** Comments passed since the last call to takeComments. */
  comments: RawComment[] = [];

  constructor(src: string, errh: ScanErrorHandler) {
    this.src = src;
    this.n = src.length;
    this.errh = errh;
    this.read();
    // a BOM is permitted as the first character only
    if (this.ch === 0xfeff) {
      this.i += 1;
      this.read();
    }
  }

  private error(msg: string): void {
    this.errh(this.line, this.col, msg);
  }

  private errorAt(colOffset: number, msg: string): void {
    this.errh(this.tline, this.tcol + colOffset, msg);
  }

  // read decodes the code point at offset i into ch (skipping NULs and stray BOMs with an error, as
  // source.go does).
  private read(): void {
    for (;;) {
      if (this.i >= this.n) {
        this.ch = -1;
        this.w = 0;
        return;
      }
      const c = this.src.charCodeAt(this.i);
      if (c < 0x80) {
        if (c === 0) {
          this.error('invalid NUL character');
          this.i++;
          this.col++;
          continue;
        }
        this.ch = c;
        this.w = 1;
        return;
      }
      if (c >= 0xd800 && c <= 0xdbff && this.i + 1 < this.n) {
        const d = this.src.charCodeAt(this.i + 1);
        if (d >= 0xdc00 && d <= 0xdfff) {
          this.ch = ((c - 0xd800) << 10) + (d - 0xdc00) + 0x10000;
          this.w = 2;
          return;
        }
      }
      if (c >= 0xd800 && c <= 0xdfff) {
        // a lone surrogate cannot come from valid UTF-8; U+DC80..U+DCFF is an invalid byte of the
        // file kept as it was read (build/source-bytes.ts): one byte of column, skipped as source.go does
        this.error('invalid UTF-8 encoding');
        this.i++;
        this.col += c >= 0xdc80 && c <= 0xdcff ? 1 : 3;
        continue;
      }
      if (c === 0xfeff && this.i > 0) {
        this.error('invalid BOM in the middle of the file');
        this.i++;
        this.col += 3;
        continue;
      }
      this.ch = c;
      this.w = 1;
      return;
    }
  }

  private nextch(): void {
    const c = this.ch;
    if (c < 0) return;
    if (c === 10) {
      this.line++;
      this.col = 1;
    } else {
      this.col += c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
    }
    this.i += this.w;
    // fast path for ASCII
    if (this.i < this.n) {
      const d = this.src.charCodeAt(this.i);
      if (d > 0 && d < 0x80) {
        this.ch = d;
        this.w = 1;
        return;
      }
    }
    this.read();
  }

  /** Advances to the next token. */
  next(): void {
    const nlsemi = this.nlsemi;
    this.nlsemi = false;
    for (;;) {
      let c = this.ch;
      while (c === 32 || c === 9 || (c === 10 && !nlsemi) || c === 13) {
        this.nextch();
        c = this.ch;
      }
      this.tline = this.line;
      this.tcol = this.col;
      this.toff = this.i;
      if (isLetterAscii(c) || (c >= 0x80 && this.atIdentChar(true))) {
        this.nextch();
        this.ident();
        break;
      }
      if (this.scanOther(c, nlsemi)) break;
    }
    this.eline = this.line;
    this.ecol = this.col;
    this.eoff = this.i;
  }

  // scanOther scans a non-identifier token starting with c; it returns false if it consumed only a
  // comment or an invalid character and the caller should scan again.
  private scanOther(c: number, nlsemi: boolean): boolean {
    switch (c) {
      case -1:
        if (nlsemi) {
          this.lit = 'EOF';
          this.tok = T.Semi;
          return true;
        }
        this.tok = T.EOF;
        return true;
      case 10: // '\n'
        this.nextch();
        this.lit = 'newline';
        this.tok = T.Semi;
        return true;
      case 48:
      case 49:
      case 50:
      case 51:
      case 52:
      case 53:
      case 54:
      case 55:
      case 56:
      case 57:
        this.number(false);
        return true;
      case 34: // '"'
        this.stdString();
        return true;
      case 96: // '`'
        this.rawString();
        return true;
      case 39: // '\''
        this.rune();
        return true;
      case 40:
        this.nextch();
        this.tok = T.Lparen;
        return true;
      case 91:
        this.nextch();
        this.tok = T.Lbrack;
        return true;
      case 123:
        this.nextch();
        this.tok = T.Lbrace;
        return true;
      case 44:
        this.nextch();
        this.tok = T.Comma;
        return true;
      case 59:
        this.nextch();
        this.lit = 'semicolon';
        this.tok = T.Semi;
        return true;
      case 41:
        this.nextch();
        this.nlsemi = true;
        this.tok = T.Rparen;
        return true;
      case 93:
        this.nextch();
        this.nlsemi = true;
        this.tok = T.Rbrack;
        return true;
      case 125:
        this.nextch();
        this.nlsemi = true;
        this.tok = T.Rbrace;
        return true;
      case 58: // ':'
        this.nextch();
        if (this.ch === 61) {
          this.nextch();
          this.tok = T.Define;
          return true;
        }
        this.tok = T.Colon;
        return true;
      case 46: // '.'
        this.nextch();
        if (isDecimal(this.ch)) {
          this.number(true);
          return true;
        }
        if (this.ch === 46 && this.i + 1 < this.n && this.src.charCodeAt(this.i + 1) === 46) {
          this.nextch();
          this.nextch();
          this.tok = T.DotDotDot;
          return true;
        }
        this.tok = T.Dot;
        return true;
      case 43: // '+'
        this.nextch();
        this.op = '+';
        this.prec = precAdd;
        if (this.ch !== 43) return this.assignop();
        this.nextch();
        this.nlsemi = true;
        this.tok = T.IncOp;
        return true;
      case 45: // '-'
        this.nextch();
        this.op = '-';
        this.prec = precAdd;
        if (this.ch !== 45) return this.assignop();
        this.nextch();
        this.nlsemi = true;
        this.tok = T.IncOp;
        return true;
      case 42: // '*'
        this.nextch();
        this.op = '*';
        this.prec = precMul;
        if (this.ch === 61) {
          this.nextch();
          this.tok = T.AssignOp;
          return true;
        }
        this.tok = T.Star;
        return true;
      case 47: // '/'
        this.nextch();
        if (this.ch === 47) {
          this.nextch();
          this.lineComment();
          return false;
        }
        if (this.ch === 42) {
          this.nextch();
          this.fullComment();
          if (this.line > this.tline && nlsemi) {
            // a multi-line comment acts like a newline
            this.lit = 'newline';
            this.tok = T.Semi;
            return true;
          }
          return false;
        }
        this.op = '/';
        this.prec = precMul;
        return this.assignop();
      case 37: // '%'
        this.nextch();
        this.op = '%';
        this.prec = precMul;
        return this.assignop();
      case 38: // '&'
        this.nextch();
        if (this.ch === 38) {
          this.nextch();
          this.op = '&&';
          this.prec = precAndAnd;
          this.tok = T.Operator;
          return true;
        }
        this.op = '&';
        this.prec = precMul;
        if (this.ch === 94) {
          this.nextch();
          this.op = '&^';
        }
        return this.assignop();
      case 124: // '|'
        this.nextch();
        if (this.ch === 124) {
          this.nextch();
          this.op = '||';
          this.prec = precOrOr;
          this.tok = T.Operator;
          return true;
        }
        this.op = '|';
        this.prec = precAdd;
        return this.assignop();
      case 94: // '^'
        this.nextch();
        this.op = '^';
        this.prec = precAdd;
        return this.assignop();
      case 60: // '<'
        this.nextch();
        if (this.ch === 61) {
          this.nextch();
          this.op = '<=';
          this.prec = precCmp;
          this.tok = T.Operator;
          return true;
        }
        if (this.ch === 60) {
          this.nextch();
          this.op = '<<';
          this.prec = precMul;
          return this.assignop();
        }
        if (this.ch === 45) {
          this.nextch();
          this.tok = T.Arrow;
          return true;
        }
        this.op = '<';
        this.prec = precCmp;
        this.tok = T.Operator;
        return true;
      case 62: // '>'
        this.nextch();
        if (this.ch === 61) {
          this.nextch();
          this.op = '>=';
          this.prec = precCmp;
          this.tok = T.Operator;
          return true;
        }
        if (this.ch === 62) {
          this.nextch();
          this.op = '>>';
          this.prec = precMul;
          return this.assignop();
        }
        this.op = '>';
        this.prec = precCmp;
        this.tok = T.Operator;
        return true;
      case 61: // '='
        this.nextch();
        if (this.ch === 61) {
          this.nextch();
          this.op = '==';
          this.prec = precCmp;
          this.tok = T.Operator;
          return true;
        }
        this.tok = T.Assign;
        return true;
      case 33: // '!'
        this.nextch();
        if (this.ch === 61) {
          this.nextch();
          this.op = '!=';
          this.prec = precCmp;
          this.tok = T.Operator;
          return true;
        }
        this.op = '!';
        this.prec = 0;
        this.tok = T.Operator;
        return true;
      case 126: // '~'
        this.nextch();
        this.op = '~';
        this.prec = 0;
        this.tok = T.Operator;
        return true;
      default:
        this.error(`invalid character ${formatU(c)}`);
        this.nextch();
        return false;
    }
  }

  private assignop(): boolean {
    if (this.ch === 61) {
      this.nextch();
      this.tok = T.AssignOp;
      return true;
    }
    this.tok = T.Operator;
    return true;
  }

  private atIdentChar(first: boolean): boolean {
    const c = this.ch;
    const s = String.fromCodePoint(c);
    // unicode.IsLetter / IsDigit of go1.23: Unicode 15.0 (std/unicode/v15.ts)
    const old = c >= 0x80 && !assignedAfter15(c);
    if (c === 95 || isLetterAscii(c) || (old && reLetter.test(s))) return true;
    if (isDecimal(c) || (old && reDigit.test(s))) {
      if (first) this.error(`identifier cannot begin with digit ${formatU(c)}`);
      return true;
    }
    if (c >= 0x80) {
      this.error(`invalid character ${formatU(c)} in identifier`);
      return true;
    }
    return false;
  }

  private ident(): void {
    while (isLetterAscii(this.ch) || isDecimal(this.ch)) this.nextch();
    if (this.ch >= 0x80) {
      while (this.ch >= 0 && this.atIdentChar(false)) this.nextch();
    }
    const lit = this.src.slice(this.toff, this.i);
    if (lit.length >= 2) {
      const kw = keywords.get(lit);
      if (kw !== undefined) {
        this.nlsemi = kw === T.Break || kw === T.Continue || kw === T.Fallthrough || kw === T.Return;
        this.tok = kw;
        return;
      }
    }
    this.nlsemi = true;
    this.lit = lit;
    this.tok = T.Name;
  }

  private setLit(kind: LitKind, ok: boolean): void {
    this.nlsemi = true;
    this.tok = T.Literal;
    this.lit = this.src.slice(this.toff, this.i);
    this.bad = !ok;
    this.kind = kind;
  }

  // digits accepts { digit | '_' }; see scanner.go. invalid.v records the byte index of the first digit
  // >= base (base <= 10).
  private digits(base: number, invalid: { v: number } | null): number {
    let digsep = 0;
    if (base <= 10) {
      const max = 48 + base;
      while (isDecimal(this.ch) || this.ch === 95) {
        let ds = 1;
        if (this.ch === 95) ds = 2;
        else if (this.ch >= max && invalid !== null && invalid.v < 0) invalid.v = this.col - this.tcol;
        digsep |= ds;
        this.nextch();
      }
    } else {
      while (isHex(this.ch) || this.ch === 95) {
        digsep |= this.ch === 95 ? 2 : 1;
        this.nextch();
      }
    }
    return digsep;
  }

  private number(seenPointIn: boolean): void {
    let seenPoint = seenPointIn;
    let ok = true;
    let kind: LitKind = 'INT';
    let base = 10;
    let prefix = 0; // 0 (decimal), '0' (0-octal), 'x', 'o', or 'b'
    let digsep = 0;
    const invalid = { v: -1 };

    if (!seenPoint) {
      if (this.ch === 48) {
        this.nextch();
        switch (lower(this.ch)) {
          case 120:
            this.nextch();
            base = 16;
            prefix = 120;
            break;
          case 111:
            this.nextch();
            base = 8;
            prefix = 111;
            break;
          case 98:
            this.nextch();
            base = 2;
            prefix = 98;
            break;
          default:
            base = 8;
            prefix = 48;
            digsep = 1; // leading 0
        }
      }
      digsep |= this.digits(base, invalid);
      if (this.ch === 46) {
        if (prefix === 111 || prefix === 98) {
          this.error(`invalid radix point in ${baseName(base)} literal`);
          ok = false;
        }
        this.nextch();
        seenPoint = true;
      }
    }

    if (seenPoint) {
      kind = 'FLOAT';
      digsep |= this.digits(base, invalid);
    }

    if ((digsep & 1) === 0 && ok) {
      this.error(`${baseName(base)} literal has no digits`);
      ok = false;
    }

    const e = lower(this.ch);
    if (e === 101 || e === 112) {
      if (ok) {
        if (e === 101 && prefix !== 0 && prefix !== 48) {
          this.error(`${quoteRune(this.ch)} exponent requires decimal mantissa`);
          ok = false;
        } else if (e === 112 && prefix !== 120) {
          this.error(`${quoteRune(this.ch)} exponent requires hexadecimal mantissa`);
          ok = false;
        }
      }
      this.nextch();
      kind = 'FLOAT';
      if (this.ch === 43 || this.ch === 45) this.nextch();
      digsep = this.digits(10, null) | (digsep & 2);
      if ((digsep & 1) === 0 && ok) {
        this.error('exponent has no digits');
        ok = false;
      }
    } else if (prefix === 120 && kind === 'FLOAT' && ok) {
      this.error("hexadecimal mantissa requires a 'p' exponent");
      ok = false;
    }

    if (this.ch === 105) {
      kind = 'IMAG';
      this.nextch();
    }

    this.setLit(kind, ok);

    if (kind === 'INT' && invalid.v >= 0 && ok) {
      this.errorAt(
        invalid.v,
        `invalid digit ${quoteRune(this.lit.charCodeAt(invalid.v))} in ${baseName(base)} literal`,
      );
      ok = false;
    }

    if ((digsep & 2) !== 0 && ok) {
      const i = invalidSep(this.lit);
      if (i >= 0) {
        this.errorAt(i, "'_' must separate successive digits");
        ok = false;
      }
    }
    this.bad = !ok;
  }

  private rune(): void {
    let ok = true;
    this.nextch();
    for (let n = 0; ; n++) {
      if (this.ch === 39) {
        if (ok) {
          if (n === 0) {
            this.error("empty rune literal or unescaped '");
            ok = false;
          } else if (n !== 1) {
            this.errorAt(0, 'more than one character in rune literal');
            ok = false;
          }
        }
        this.nextch();
        break;
      }
      if (this.ch === 92) {
        this.nextch();
        if (!this.escape(39)) ok = false;
        continue;
      }
      if (this.ch === 10) {
        if (ok) {
          this.error('newline in rune literal');
          ok = false;
        }
        break;
      }
      if (this.ch < 0) {
        if (ok) {
          this.errorAt(0, 'rune literal not terminated');
          ok = false;
        }
        break;
      }
      this.nextch();
    }
    this.setLit('CHAR', ok);
  }

  private stdString(): void {
    let ok = true;
    this.nextch();
    for (;;) {
      const c = this.ch;
      if (c === 34) {
        this.nextch();
        break;
      }
      if (c === 92) {
        this.nextch();
        if (!this.escape(34)) ok = false;
        continue;
      }
      if (c === 10) {
        this.error('newline in string');
        ok = false;
        break;
      }
      if (c < 0) {
        this.errorAt(0, 'string not terminated');
        ok = false;
        break;
      }
      this.nextch();
    }
    this.setLit('STRING', ok);
  }

  private rawString(): void {
    let ok = true;
    this.nextch();
    for (;;) {
      if (this.ch === 96) {
        this.nextch();
        break;
      }
      if (this.ch < 0) {
        this.errorAt(0, 'string not terminated');
        ok = false;
        break;
      }
      this.nextch();
    }
    this.setLit('STRING', ok);
  }

  private pushComment(): void {
    this.comments.push({
      text: this.src.slice(this.toff, this.i),
      line: this.tline,
      col: this.tcol,
      offset: this.toff,
      endLine: this.line,
      endCol: this.col,
      endOffset: this.i,
    });
  }

  private lineComment(): void {
    // don't consume '\n' - needed for nlsemi logic
    while (this.ch >= 0 && this.ch !== 10) this.nextch();
    // a line comment's text does not include a trailing '\r' (go/scanner strips it)
    this.pushComment();
    const last = this.comments[this.comments.length - 1];
    if (last.text.endsWith('\r')) last.text = last.text.slice(0, -1);
  }

  private fullComment(): void {
    while (this.ch >= 0) {
      while (this.ch === 42) {
        this.nextch();
        if ((this.ch as number) === 47) {
          this.nextch();
          this.pushComment();
          return;
        }
      }
      this.nextch();
    }
    this.errorAt(0, 'comment not terminated');
    this.pushComment();
  }

  private escape(quote: number): boolean {
    let n: number;
    let base: number;
    let max: number;
    const c = this.ch;
    if (
      c === quote ||
      c === 97 ||
      c === 98 ||
      c === 102 ||
      c === 110 ||
      c === 114 ||
      c === 116 ||
      c === 118 ||
      c === 92
    ) {
      this.nextch();
      return true;
    }
    if (c >= 48 && c <= 55) {
      n = 3;
      base = 8;
      max = 255;
    } else if (c === 120) {
      this.nextch();
      n = 2;
      base = 16;
      max = 255;
    } else if (c === 117) {
      this.nextch();
      n = 4;
      base = 16;
      max = 0x10ffff;
    } else if (c === 85) {
      this.nextch();
      n = 8;
      base = 16;
      max = 0x10ffff;
    } else {
      if (c < 0) return true; // complain in caller about EOF
      this.error('unknown escape');
      return false;
    }
    let x = 0;
    for (let i = n; i > 0; i--) {
      if (this.ch < 0) return true; // complain in caller about EOF
      let d = base;
      if (isDecimal(this.ch)) d = this.ch - 48;
      else if (lower(this.ch) >= 97 && lower(this.ch) <= 102) d = lower(this.ch) - 97 + 10;
      if (d >= base) {
        this.error(`invalid character ${quoteRune(this.ch)} in ${baseName(base)} escape`);
        return false;
      }
      x = x * base + d;
      this.nextch();
    }
    if (x > max && base === 8) {
      this.error(`octal escape value ${x} > 255`);
      return false;
    }
    if (x > max || (x >= 0xd800 && x < 0xe000)) {
      this.error(`escape is invalid Unicode code point ${formatU(x)}`);
      return false;
    }
    return true;
  }
}
