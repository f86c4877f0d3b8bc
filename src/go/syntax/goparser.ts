// go/parser's syntax errors, as `go vet` prints them. cmd/vet (unitchecker) parses each file with
// go/parser (not cmd/compile's syntax package), so a file that does not parse gets go/parser's wording,
// positions and error recovery: `expected ';', found ':='`, `missing ',' before newline in argument list`,
// at most one error per line, parsing abandoned past 10 errors, and the list sorted by position
// (go/scanner errors.go, ErrorList.Error: `first (and N more errors)`).
// This is a port of go1.23's go/scanner/scanner.go and go/parser/parser.go reduced to what decides the
// errors: the AST keeps only what the parser itself inspects (node kinds, positions, ends and the few
// fields its checks read). The resolver reports nothing in cmd/vet's mode (no DeclarationErrors).
import { assignedAfter15 } from '../std/unicode/v15.ts';
import { formatU, quoteRune } from './quote.ts';

/** One go/parser error: 1-based line and byte column. */
export interface GoParserError {
  line: number;
  col: number;
  msg: string;
}

/**
 * go/parser.ParseFile's errors for a file (mode ParseComments, as cmd/vet), sorted as scanner.ErrorList.Sort
 * sorts them; [] if the file parses.
 */
export function goParserErrors(src: string): GoParserError[] {
  const p = new Parser(new TextEncoder().encode(src));
  try {
    p.parseFile();
  } catch (e) {
    if (!(e instanceof Bailout)) throw e;
  }
  const errs = p.errors.map((e) => ({ line: e.line, col: e.col, msg: e.msg }));
  errs.sort((a, b) => a.line - b.line || a.col - b.col || (a.msg < b.msg ? -1 : a.msg > b.msg ? 1 : 0));
  return errs;
}

/** scanner.ErrorList.Error without the file name: `line:col: msg (and N more errors)`. */
export function goParserErrorText(errs: readonly GoParserError[]): string {
  const e = errs[0];
  const first = `${e.line}:${e.col}: ${e.msg}`;
  return errs.length === 1 ? first : `${first} (and ${errs.length - 1} more errors)`;
}

// ---------------------------------------------------------------------------------------------------------
// Tokens: go/token's String() of each token is its identity here.

const keywords = new Set([
  'break',
  'case',
  'chan',
  'const',
  'continue',
  'default',
  'defer',
  'else',
  'fallthrough',
  'for',
  'func',
  'go',
  'goto',
  'if',
  'import',
  'interface',
  'map',
  'package',
  'range',
  'return',
  'select',
  'struct',
  'switch',
  'type',
  'var',
]);

const literals = new Set(['IDENT', 'INT', 'FLOAT', 'IMAG', 'CHAR', 'STRING']);

function precedence(tok: string): number {
  switch (tok) {
    case '||':
      return 1;
    case '&&':
      return 2;
    case '==':
    case '!=':
    case '<':
    case '<=':
    case '>':
    case '>=':
      return 3;
    case '+':
    case '-':
    case '|':
    case '^':
      return 4;
    case '*':
    case '/':
    case '%':
    case '<<':
    case '>>':
    case '&':
    case '&^':
      return 5;
  }
  return 0;
}
const lowestPrec = 0;

const EOF = -1;
const BOM = 0xfeff;

// ---------------------------------------------------------------------------------------------------------
// go/scanner

const reLetter = /^\p{L}$/u;
const reDigit = /^\p{Nd}$/u;
const lower = (c: number): number => c | 32;
const isDecimal = (c: number): boolean => c >= 48 && c <= 57;
const isHex = (c: number): boolean => isDecimal(c) || (lower(c) >= 97 && lower(c) <= 102);
// unicode.IsLetter / IsDigit with go1.23's Unicode 15 tables
const isLetter = (c: number): boolean =>
  (lower(c) >= 97 && lower(c) <= 122) ||
  c === 95 ||
  (c >= 0x80 && !assignedAfter15(c) && reLetter.test(String.fromCodePoint(c)));
const isDigit = (c: number): boolean =>
  isDecimal(c) || (c >= 0x80 && !assignedAfter15(c) && reDigit.test(String.fromCodePoint(c)));

function digitVal(c: number): number {
  if (isDecimal(c)) return c - 48;
  if (lower(c) >= 97 && lower(c) <= 102) return lower(c) - 97 + 10;
  return 16;
}

function litname(prefix: number): string {
  switch (prefix) {
    case 120:
      return 'hexadecimal literal';
    case 111:
    case 48:
      return 'octal literal';
    case 98:
      return 'binary literal';
  }
  return 'decimal literal';
}

function invalidSep(x: string): number {
  let x1 = 32;
  let d = 46;
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

/** utf8.DecodeRune: [rune, width]; RuneError (0xfffd) with width 1 for an invalid encoding. */
function decodeRune(b: Uint8Array, i: number): [number, number] {
  const c0 = b[i];
  if (c0 < 0x80) return [c0, 1];
  const n = b.length - i;
  const cont = (k: number): number => (k < n && (b[i + k] & 0xc0) === 0x80 ? b[i + k] & 0x3f : -1);
  if (c0 >= 0xc2 && c0 < 0xe0) {
    const c1 = cont(1);
    if (c1 >= 0) return [((c0 & 0x1f) << 6) | c1, 2];
  } else if (c0 >= 0xe0 && c0 < 0xf0) {
    const c1 = cont(1);
    const c2 = cont(2);
    if (c1 >= 0 && c2 >= 0) {
      const r = ((c0 & 0x0f) << 12) | (c1 << 6) | c2;
      if (r >= 0x800 && !(r >= 0xd800 && r < 0xe000)) return [r, 3];
    }
  } else if (c0 >= 0xf0 && c0 < 0xf5) {
    const c1 = cont(1);
    const c2 = cont(2);
    const c3 = cont(3);
    if (c1 >= 0 && c2 >= 0 && c3 >= 0) {
      const r = ((c0 & 0x07) << 18) | (c1 << 12) | (c2 << 6) | c3;
      if (r >= 0x10000 && r <= 0x10ffff) return [r, 4];
    }
  }
  return [0xfffd, 1];
}

const decoder = new TextDecoder();

interface ErrorEntry {
  line: number;
  col: number;
  msg: string;
}

class Scanner {
  ch = 32;
  offset = 0;
  rdOffset = 0;
  lineOffset = 0;
  insertSemi = false;
  nlPos = 0; // Pos of the artificial ';' after a /*...*/ comment with a newline, or 0
  readonly src: Uint8Array;
  readonly err: (offs: number, msg: string) => void;
  constructor(src: Uint8Array, err: (offs: number, msg: string) => void) {
    this.src = src;
    this.err = err;
    this.next();
    if (this.ch === BOM) this.next();
  }

  text(from: number, to: number): string {
    return decoder.decode(this.src.subarray(from, to));
  }

  next(): void {
    if (this.rdOffset < this.src.length) {
      this.offset = this.rdOffset;
      if (this.ch === 10) this.lineOffset = this.offset;
      let r = this.src[this.rdOffset];
      let w = 1;
      if (r === 0) this.err(this.offset, 'illegal character NUL');
      else if (r >= 0x80) {
        [r, w] = decodeRune(this.src, this.rdOffset);
        if (r === 0xfffd && w === 1) this.err(this.offset, 'illegal UTF-8 encoding');
        else if (r === BOM && this.offset > 0) this.err(this.offset, 'illegal byte order mark');
      }
      this.rdOffset += w;
      this.ch = r;
    } else {
      this.offset = this.src.length;
      if (this.ch === 10) this.lineOffset = this.offset;
      this.ch = EOF;
    }
  }

  peek(): number {
    return this.rdOffset < this.src.length ? this.src[this.rdOffset] : 0;
  }

  scanComment(): [string, number] {
    const offs = this.offset - 1;
    let nlOffset = 0;
    if (this.ch === 47) {
      this.next();
      while ((this.ch as number) !== 10 && this.ch >= 0) this.next();
      return [this.text(offs, this.offset), 0];
    }
    this.next();
    let terminated = false;
    while (this.ch >= 0) {
      const ch = this.ch;
      if (ch === 10 && nlOffset === 0) nlOffset = this.offset;
      this.next();
      if (ch === 42 && this.ch === 47) {
        this.next();
        terminated = true;
        break;
      }
    }
    if (!terminated) this.err(offs, 'comment not terminated');
    return [this.text(offs, this.offset), nlOffset];
  }

  scanIdentifier(): string {
    const offs = this.offset;
    while (isLetter(this.ch) || isDigit(this.ch)) this.next();
    return this.text(offs, this.offset);
  }

  digits(base: number, invalid: { at: number } | null): number {
    let digsep = 0;
    if (base <= 10) {
      const max = 48 + base;
      while (isDecimal(this.ch) || this.ch === 95) {
        let ds = 1;
        if (this.ch === 95) ds = 2;
        else if (this.ch >= max && invalid && invalid.at < 0) invalid.at = this.offset;
        digsep |= ds;
        this.next();
      }
    } else {
      while (isHex(this.ch) || this.ch === 95) {
        digsep |= this.ch === 95 ? 2 : 1;
        this.next();
      }
    }
    return digsep;
  }

  scanNumber(): [string, string] {
    const offs = this.offset;
    let tok = 'ILLEGAL';
    let base = 10;
    let prefix = 0;
    let digsep = 0;
    const invalid = { at: -1 };
    if (this.ch !== 46) {
      tok = 'INT';
      if (this.ch === 48) {
        this.next();
        switch (lower(this.ch)) {
          case 120:
            this.next();
            base = 16;
            prefix = 120;
            break;
          case 111:
            this.next();
            base = 8;
            prefix = 111;
            break;
          case 98:
            this.next();
            base = 2;
            prefix = 98;
            break;
          default:
            base = 8;
            prefix = 48;
            digsep = 1;
        }
      }
      digsep |= this.digits(base, invalid);
    }
    if (this.ch === 46) {
      tok = 'FLOAT';
      if (prefix === 111 || prefix === 98) this.err(this.offset, `invalid radix point in ${litname(prefix)}`);
      this.next();
      digsep |= this.digits(base, invalid);
    }
    if ((digsep & 1) === 0) this.err(this.offset, `${litname(prefix)} has no digits`);
    const e = lower(this.ch);
    if (e === 101 || e === 112) {
      if (e === 101 && prefix !== 0 && prefix !== 48)
        this.err(this.offset, `${quoteRune(this.ch)} exponent requires decimal mantissa`);
      else if (e === 112 && prefix !== 120)
        this.err(this.offset, `${quoteRune(this.ch)} exponent requires hexadecimal mantissa`);
      this.next();
      tok = 'FLOAT';
      if (this.ch === 43 || this.ch === 45) this.next();
      const ds = this.digits(10, null);
      digsep |= ds;
      if ((ds & 1) === 0) this.err(this.offset, 'exponent has no digits');
    } else if (prefix === 120 && tok === 'FLOAT') {
      this.err(this.offset, "hexadecimal mantissa requires a 'p' exponent");
    }
    if (this.ch === 105) {
      tok = 'IMAG';
      this.next();
    }
    const lit = this.text(offs, this.offset);
    if (tok === 'INT' && invalid.at >= 0)
      this.err(invalid.at, `invalid digit ${quoteRune(this.src[invalid.at])} in ${litname(prefix)}`);
    if (digsep & 2) {
      const i = invalidSep(lit);
      if (i >= 0) this.err(offs + i, "'_' must separate successive digits");
    }
    return [tok, lit];
  }

  scanEscape(quote: number): boolean {
    const offs = this.offset;
    let n: number;
    let base: number;
    let max: number;
    switch (this.ch) {
      case 97:
      case 98:
      case 102:
      case 110:
      case 114:
      case 116:
      case 118:
      case 92:
      case quote:
        this.next();
        return true;
      case 48:
      case 49:
      case 50:
      case 51:
      case 52:
      case 53:
      case 54:
      case 55:
        [n, base, max] = [3, 8, 255];
        break;
      case 120:
        this.next();
        [n, base, max] = [2, 16, 255];
        break;
      case 117:
        this.next();
        [n, base, max] = [4, 16, 0x10ffff];
        break;
      case 85:
        this.next();
        [n, base, max] = [8, 16, 0x10ffff];
        break;
      default:
        this.err(offs, this.ch < 0 ? 'escape sequence not terminated' : 'unknown escape sequence');
        return false;
    }
    let x = 0;
    for (; n > 0; n--) {
      const d = digitVal(this.ch);
      if (d >= base) {
        this.err(
          this.offset,
          this.ch < 0
            ? 'escape sequence not terminated'
            : `illegal character ${formatU(this.ch)} in escape sequence`,
        );
        return false;
      }
      x = x * base + d;
      this.next();
    }
    if (x > max || (x >= 0xd800 && x < 0xe000)) {
      this.err(offs, 'escape sequence is invalid Unicode code point');
      return false;
    }
    return true;
  }

  scanRune(): string {
    const offs = this.offset - 1;
    let valid = true;
    let n = 0;
    for (;;) {
      const ch = this.ch;
      if (ch === 10 || ch < 0) {
        if (valid) {
          this.err(offs, 'rune literal not terminated');
          valid = false;
        }
        break;
      }
      this.next();
      if (ch === 39) break;
      n++;
      if (ch === 92 && !this.scanEscape(39)) valid = false;
    }
    if (valid && n !== 1) this.err(offs, 'illegal rune literal');
    return this.text(offs, this.offset);
  }

  scanString(): string {
    const offs = this.offset - 1;
    for (;;) {
      const ch = this.ch;
      if (ch === 10 || ch < 0) {
        this.err(offs, 'string literal not terminated');
        break;
      }
      this.next();
      if (ch === 34) break;
      if (ch === 92) this.scanEscape(34);
    }
    return this.text(offs, this.offset);
  }

  scanRawString(): string {
    const offs = this.offset - 1;
    for (;;) {
      const ch = this.ch;
      if (ch < 0) {
        this.err(offs, 'raw string literal not terminated');
        break;
      }
      this.next();
      if (ch === 96) break;
    }
    return this.text(offs, this.offset).replaceAll('\r', '');
  }

  skipWhitespace(): void {
    while (this.ch === 32 || this.ch === 9 || (this.ch === 10 && !this.insertSemi) || this.ch === 13)
      this.next();
  }

  switch2(tok0: string, tok1: string): string {
    if (this.ch === 61) {
      this.next();
      return tok1;
    }
    return tok0;
  }

  switch3(tok0: string, tok1: string, ch2: number, tok2: string): string {
    if (this.ch === 61) {
      this.next();
      return tok1;
    }
    if (this.ch === ch2) {
      this.next();
      return tok2;
    }
    return tok0;
  }

  switch4(tok0: string, tok1: string, ch2: number, tok2: string, tok3: string): string {
    if (this.ch === 61) {
      this.next();
      return tok1;
    }
    if (this.ch === ch2) {
      this.next();
      if (this.ch === 61) {
        this.next();
        return tok3;
      }
      return tok2;
    }
    return tok0;
  }

  /** [Pos (offset + 1), token, literal] */
  scan(): [number, string, string] {
    for (;;) {
      if (this.nlPos) {
        const pos = this.nlPos;
        this.nlPos = 0;
        return [pos, ';', '\n'];
      }
      this.skipWhitespace();
      const pos = this.offset + 1;
      let insertSemi = false;
      let tok: string;
      let lit = '';
      const ch = this.ch;
      if (isLetter(ch)) {
        lit = this.scanIdentifier();
        tok = 'IDENT';
        if (lit.length > 1 && keywords.has(lit)) tok = lit;
        if (
          tok === 'IDENT' ||
          tok === 'break' ||
          tok === 'continue' ||
          tok === 'fallthrough' ||
          tok === 'return'
        )
          insertSemi = true;
      } else if (isDecimal(ch) || (ch === 46 && isDecimal(this.peek()))) {
        insertSemi = true;
        [tok, lit] = this.scanNumber();
      } else {
        this.next();
        switch (ch) {
          case EOF:
            if (this.insertSemi) {
              this.insertSemi = false;
              return [pos, ';', '\n'];
            }
            tok = 'EOF';
            break;
          case 10:
            this.insertSemi = false;
            return [pos, ';', '\n'];
          case 34:
            insertSemi = true;
            tok = 'STRING';
            lit = this.scanString();
            break;
          case 39:
            insertSemi = true;
            tok = 'CHAR';
            lit = this.scanRune();
            break;
          case 96:
            insertSemi = true;
            tok = 'STRING';
            lit = this.scanRawString();
            break;
          case 58:
            tok = this.switch2(':', ':=');
            break;
          case 46:
            tok = '.';
            if (this.ch === 46 && this.peek() === 46) {
              this.next();
              this.next();
              tok = '...';
            }
            break;
          case 44:
            tok = ',';
            break;
          case 59:
            tok = ';';
            lit = ';';
            break;
          case 40:
            tok = '(';
            break;
          case 41:
            insertSemi = true;
            tok = ')';
            break;
          case 91:
            tok = '[';
            break;
          case 93:
            insertSemi = true;
            tok = ']';
            break;
          case 123:
            tok = '{';
            break;
          case 125:
            insertSemi = true;
            tok = '}';
            break;
          case 43:
            tok = this.switch3('+', '+=', 43, '++');
            if (tok === '++') insertSemi = true;
            break;
          case 45:
            tok = this.switch3('-', '-=', 45, '--');
            if (tok === '--') insertSemi = true;
            break;
          case 42:
            tok = this.switch2('*', '*=');
            break;
          case 47:
            if (this.ch === 47 || this.ch === 42) {
              const [comment, nlOffset] = this.scanComment();
              if (this.insertSemi && nlOffset !== 0) {
                this.nlPos = nlOffset + 1;
                this.insertSemi = false;
              } else {
                insertSemi = this.insertSemi;
              }
              tok = 'COMMENT';
              lit = comment;
            } else {
              tok = this.switch2('/', '/=');
            }
            break;
          case 37:
            tok = this.switch2('%', '%=');
            break;
          case 94:
            tok = this.switch2('^', '^=');
            break;
          case 60:
            if (this.ch === 45) {
              this.next();
              tok = '<-';
            } else {
              tok = this.switch4('<', '<=', 60, '<<', '<<=');
            }
            break;
          case 62:
            tok = this.switch4('>', '>=', 62, '>>', '>>=');
            break;
          case 61:
            tok = this.switch2('=', '==');
            break;
          case 33:
            tok = this.switch2('!', '!=');
            break;
          case 38:
            if (this.ch === 94) {
              this.next();
              tok = this.switch2('&^', '&^=');
            } else {
              tok = this.switch3('&', '&=', 38, '&&');
            }
            break;
          case 124:
            tok = this.switch3('|', '|=', 124, '||');
            break;
          case 126:
            tok = '~';
            break;
          default:
            if (ch !== BOM) {
              if (ch === 0x201c || ch === 0x201d)
                this.err(pos - 1, `curly quotation mark ${quoteRune(ch)} (use neutral ${quoteRune(34)})`);
              else this.err(pos - 1, `illegal character ${formatU(ch)}`);
            }
            insertSemi = this.insertSemi;
            tok = 'ILLEGAL';
            lit = String.fromCodePoint(ch);
        }
      }
      this.insertSemi = insertSemi;
      return [pos, tok, lit];
    }
  }
}

// ---------------------------------------------------------------------------------------------------------
// The AST, reduced: kinds, positions (offset + 1; 0 is NoPos), ends, and what the parser's checks read.

interface Node {
  k: string;
  pos: number;
  end: number;
  x?: Node;
  y?: Node;
  op?: string;
  args?: Node[];
  ellipsis?: number;
  typ?: Node | null;
  dir?: number;
  arrow?: number;
  value?: Node;
  lhs?: Node[];
  rhs?: Node[];
  tok?: string;
  tokPos?: number;
}

const SEND = 1;
const RECV = 2;

const mk = (k: string, pos: number, end: number, extra?: Partial<Node>): Node => ({ k, pos, end, ...extra });
const bad = (from: number, to: number): Node => mk('BadExpr', from, to);

function unparen(x: Node): Node {
  while (x.k === 'ParenExpr' && x.x) x = x.x;
  return x;
}

interface FieldList {
  opening: number;
  closing: number;
  n: number;
  end: number;
}

function fieldListEnd(closing: number, lastEnd: number): number {
  return closing ? closing + 1 : lastEnd;
}

/** typeparams.PackIndexExpr */
function packIndexExpr(x: Node, args: Node[], rbrack: number): Node {
  return mk(args.length === 1 ? 'IndexExpr' : 'IndexListExpr', x.pos, rbrack + 1, { x });
}

class Bailout {}

const stmtStart = new Set([
  'break',
  'const',
  'continue',
  'defer',
  'fallthrough',
  'for',
  'go',
  'goto',
  'if',
  'return',
  'select',
  'switch',
  'type',
  'var',
]);
const declStart = new Set(['import', 'const', 'type', 'var']);
const exprEnd = new Set([',', ':', ';', ')', ']', '}']);

interface Field {
  name: Node | null;
  typ: Node | null;
}

class Parser {
  readonly errors: ErrorEntry[] = [];
  readonly scanner: Scanner;
  readonly lineStarts: number[] = [0];
  pos = 0;
  tok = 'ILLEGAL';
  lit = '';
  syncPos = 0;
  syncCnt = 0;
  exprLev = 0;
  inRhs = false;

  readonly src: Uint8Array;
  constructor(src: Uint8Array) {
    this.src = src;
    // go/token File.AddLine ignores a line start at the end of the file: EOF after a final newline is
    // on the last line
    for (let i = 0; i + 1 < src.length; i++) if (src[i] === 10) this.lineStarts.push(i + 1);
    this.scanner = new Scanner(src, (offs, msg) => this.errors.push({ ...this.position(offs + 1), msg }));
    this.next();
  }

  /** The current token (a call, so that TypeScript does not narrow it across next()). */
  t(): string {
    return this.tok;
  }

  position(pos: number): { line: number; col: number } {
    const offs = pos - 1;
    let lo = 0;
    let hi = this.lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.lineStarts[mid] <= offs) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, col: offs - this.lineStarts[lo] + 1 };
  }

  next(): void {
    do [this.pos, this.tok, this.lit] = this.scanner.scan();
    while (this.tok === 'COMMENT');
  }

  error(pos: number, msg: string): void {
    const epos = this.position(pos);
    const n = this.errors.length;
    if (n > 0 && this.errors[n - 1].line === epos.line) return;
    if (n > 10) throw new Bailout();
    this.errors.push({ ...epos, msg });
  }

  errorExpected(pos: number, msg: string): void {
    msg = `expected ${msg}`;
    if (pos === this.pos) {
      if (this.t() === ';' && this.lit === '\n') msg += ', found newline';
      else if (literals.has(this.t())) msg += `, found ${this.lit}`;
      else msg += `, found '${this.t()}'`;
    }
    this.error(pos, msg);
  }

  expect(tok: string): number {
    const pos = this.pos;
    if (this.t() !== tok) this.errorExpected(pos, `'${tok}'`);
    this.next();
    return pos;
  }

  expect2(tok: string): number {
    let pos = 0;
    if (this.t() === tok) pos = this.pos;
    else this.errorExpected(this.pos, `'${tok}'`);
    this.next();
    return pos;
  }

  expectClosing(tok: string, context: string): number {
    if (this.t() !== tok && this.t() === ';' && this.lit === '\n') {
      this.error(this.pos, `missing ',' before newline in ${context}`);
      this.next();
    }
    return this.expect(tok);
  }

  expectSemi(): void {
    if (this.t() === ')' || this.t() === '}') return;
    switch (this.t()) {
      case ',':
        this.errorExpected(this.pos, "';'");
        this.next();
        return;
      case ';':
        this.next();
        return;
      default:
        this.errorExpected(this.pos, "';'");
        this.advance(stmtStart);
    }
  }

  atComma(context: string, follow: string): boolean {
    if (this.t() === ',') return true;
    if (this.t() !== follow) {
      let msg = "missing ','";
      if (this.t() === ';' && this.lit === '\n') msg += ' before newline';
      this.error(this.pos, `${msg} in ${context}`);
      return true;
    }
    return false;
  }

  advance(to: Set<string>): void {
    for (; this.t() !== 'EOF'; this.next()) {
      if (to.has(this.t())) {
        if (this.pos === this.syncPos && this.syncCnt < 10) {
          this.syncCnt++;
          return;
        }
        if (this.pos > this.syncPos) {
          this.syncPos = this.pos;
          this.syncCnt = 0;
          return;
        }
      }
    }
  }

  safePos(pos: number): number {
    const eof = this.src.length + 1;
    return Math.min(pos, eof);
  }

  // --- Identifiers

  parseIdent(): Node {
    const pos = this.pos;
    let name = '_';
    if (this.t() === 'IDENT') {
      name = this.lit;
      this.next();
    } else {
      this.expect('IDENT');
    }
    return mk('Ident', pos, pos + new TextEncoder().encode(name).length);
  }

  parseIdentList(): number {
    let end = this.parseIdent().end;
    while (this.t() === ',') {
      this.next();
      end = this.parseIdent().end;
    }
    return end;
  }

  // --- Common productions

  parseExprList(): Node[] {
    const list = [this.parseExpr()];
    while (this.t() === ',') {
      this.next();
      list.push(this.parseExpr());
    }
    return list;
  }

  parseList(inRhs: boolean): Node[] {
    const old = this.inRhs;
    this.inRhs = inRhs;
    const list = this.parseExprList();
    this.inRhs = old;
    return list;
  }

  // --- Types

  parseType(): Node {
    const typ = this.tryIdentOrType();
    if (!typ) {
      const pos = this.pos;
      this.errorExpected(pos, 'type');
      this.advance(exprEnd);
      return bad(pos, this.pos);
    }
    return typ;
  }

  parseQualifiedIdent(ident: Node | null): Node {
    let typ = this.parseTypeName(ident);
    if (this.t() === '[') typ = this.parseTypeInstance(typ);
    return typ;
  }

  parseTypeName(ident: Node | null): Node {
    if (!ident) ident = this.parseIdent();
    if (this.t() === '.') {
      this.next();
      const sel = this.parseIdent();
      return mk('SelectorExpr', ident.pos, sel.end, { x: ident });
    }
    return ident;
  }

  parseArrayType(lbrack: number, len: Node | null): Node {
    if (!len) {
      this.exprLev++;
      if (this.t() === '...') {
        len = mk('Ellipsis', this.pos, this.pos + 3);
        this.next();
      } else if (this.t() !== ']') {
        len = this.parseRhs();
      }
      this.exprLev--;
    }
    if (this.t() === ',') {
      this.error(this.pos, 'unexpected comma; expecting ]');
      this.next();
    }
    this.expect(']');
    const elt = this.parseType();
    return mk('ArrayType', lbrack, elt.end);
  }

  parseArrayFieldOrTypeInstance(x: Node): [Node | null, Node] {
    const lbrack = this.expect('[');
    let trailingComma = 0;
    const args: Node[] = [];
    if (this.t() !== ']') {
      this.exprLev++;
      args.push(this.parseRhs());
      while (this.t() === ',') {
        const comma = this.pos;
        this.next();
        if (this.t() === ']') {
          trailingComma = comma;
          break;
        }
        args.push(this.parseRhs());
      }
      this.exprLev--;
    }
    const rbrack = this.expect(']');
    if (args.length === 0) {
      const elt = this.parseType();
      return [x, mk('ArrayType', lbrack, elt.end)];
    }
    if (args.length === 1) {
      const elt = this.tryIdentOrType();
      if (elt) {
        if (trailingComma) this.error(trailingComma, 'unexpected comma; expecting ]');
        return [x, mk('ArrayType', lbrack, elt.end)];
      }
    }
    return [null, packIndexExpr(x, args, rbrack)];
  }

  parseFieldDecl(): void {
    switch (this.t()) {
      case 'IDENT': {
        const name = this.parseIdent();
        if (this.t() === '.' || this.t() === 'STRING' || this.t() === ';' || this.t() === '}') {
          if (this.t() === '.') this.parseQualifiedIdent(name);
        } else {
          let n = 1;
          while (this.t() === ',') {
            this.next();
            this.parseIdent();
            n++;
          }
          if (n === 1 && this.t() === '[') this.parseArrayFieldOrTypeInstance(name);
          else this.parseType();
        }
        break;
      }
      case '*':
        this.next();
        if (this.t() === '(') {
          this.error(this.pos, 'cannot parenthesize embedded type');
          this.next();
          this.parseQualifiedIdent(null);
          if (this.t() === ')') this.next();
        } else {
          this.parseQualifiedIdent(null);
        }
        break;
      case '(':
        this.error(this.pos, 'cannot parenthesize embedded type');
        this.next();
        if (this.t() === '*') {
          this.next();
          this.parseQualifiedIdent(null);
        } else {
          this.parseQualifiedIdent(null);
        }
        if (this.t() === ')') this.next();
        break;
      default:
        this.errorExpected(this.pos, 'field name or embedded type');
        this.advance(exprEnd);
    }
    if (this.t() === 'STRING') this.next();
    this.expectSemi();
  }

  parseStructType(): Node {
    const pos = this.expect('struct');
    this.expect('{');
    while (this.t() === 'IDENT' || this.t() === '*' || this.t() === '(') this.parseFieldDecl();
    const rbrace = this.expect('}');
    return mk('StructType', pos, rbrace + 1);
  }

  parsePointerType(): Node {
    const star = this.expect('*');
    const base = this.parseType();
    return mk('StarExpr', star, base.end, { x: base });
  }

  parseDotsType(): Node {
    const pos = this.expect('...');
    const elt = this.parseType();
    return mk('Ellipsis', pos, elt.end);
  }

  parseParamDecl(name: Node | null, typeSetsOK: boolean): Field {
    const f: Field = { name: null, typ: null };
    const ptok = this.t();
    if (name) this.tok = 'IDENT';
    else if (typeSetsOK && this.t() === '~') return { name: null, typ: this.embeddedElem(null) };
    switch (this.t()) {
      case 'IDENT':
        if (name) {
          f.name = name;
          this.tok = ptok;
        } else {
          f.name = this.parseIdent();
        }
        switch (this.t()) {
          case 'IDENT':
          case '*':
          case '<-':
          case 'func':
          case 'chan':
          case 'map':
          case 'struct':
          case 'interface':
          case '(':
            f.typ = this.parseType();
            break;
          case '[':
            [f.name, f.typ] = this.parseArrayFieldOrTypeInstance(f.name);
            break;
          case '...':
            f.typ = this.parseDotsType();
            return f;
          case '.':
            f.typ = this.parseQualifiedIdent(f.name);
            f.name = null;
            break;
          case '~':
            if (typeSetsOK) {
              f.typ = this.embeddedElem(null);
              return f;
            }
            break;
          case '|':
            if (typeSetsOK) {
              f.typ = this.embeddedElem(f.name);
              f.name = null;
              return f;
            }
            break;
        }
        break;
      case '*':
      case '<-':
      case 'func':
      case '[':
      case 'chan':
      case 'map':
      case 'struct':
      case 'interface':
      case '(':
        f.typ = this.parseType();
        break;
      case '...':
        f.typ = this.parseDotsType();
        return f;
      default:
        this.errorExpected(this.pos, "')'");
        this.advance(exprEnd);
    }
    if (typeSetsOK && this.t() === '|' && f.typ) f.typ = this.embeddedElem(f.typ);
    return f;
  }

  /** The number of fields (go/ast's NumFields is only asked whether it is 0) and the end. */
  parseParameterList(name0: Node | null, typ0: Node | null, closing: string): { n: number; end: number } {
    const tparams = closing === ']';
    let pos0 = this.pos;
    if (name0) pos0 = name0.pos;
    else if (typ0) pos0 = typ0.pos;
    const list: Field[] = [];
    let named = 0;
    let typed = 0;
    while (name0 || (this.t() !== closing && this.t() !== 'EOF')) {
      let par: Field;
      if (typ0) {
        if (tparams) typ0 = this.embeddedElem(typ0);
        par = { name: name0, typ: typ0 };
      } else {
        par = this.parseParamDecl(name0, tparams);
      }
      name0 = null;
      typ0 = null;
      if (par.name || par.typ) {
        list.push(par);
        if (par.name && par.typ) named++;
        if (par.typ) typed++;
      }
      if (!this.atComma('parameter list', closing)) break;
      this.next();
    }
    if (list.length === 0) return { n: 0, end: 0 };
    if (named === 0) {
      for (const par of list) {
        if (par.name) {
          par.typ = par.name;
          par.name = null;
        }
      }
      if (tparams) {
        let errPos: number;
        let msg: string;
        if (named === typed) {
          errPos = this.pos;
          msg = 'missing type constraint';
        } else {
          errPos = pos0;
          msg = 'missing type parameter name';
          if (list.length === 1) msg += ' or invalid array length';
        }
        this.error(errPos, msg);
      }
    } else if (named !== list.length) {
      let errPos = 0;
      let typ: Node | null = null;
      for (let i = list.length - 1; i >= 0; i--) {
        const par = list[i];
        if (par.typ) {
          typ = par.typ;
          if (!par.name) {
            errPos = typ.pos;
            par.name = mk('Ident', errPos, errPos + 1);
          }
        } else if (typ) {
          par.typ = typ;
        } else {
          errPos = par.name?.pos ?? 0;
          par.typ = bad(errPos, this.pos);
        }
      }
      if (errPos) {
        let msg: string;
        if (tparams) {
          if (named === typed) {
            errPos = this.pos;
            msg = 'missing type constraint';
          } else {
            msg = 'missing type parameter name';
            if (list.length === 1) msg += ' or invalid array length';
          }
        } else {
          msg = 'mixed named and unnamed parameters';
        }
        this.error(errPos, msg);
      }
    }
    const last = list[list.length - 1];
    return { n: list.length, end: last.typ?.end ?? last.name?.end ?? 0 };
  }

  parseParameters(acceptTParams: boolean): { tparams: FieldList | null; params: FieldList } {
    let tparams: FieldList | null = null;
    if (acceptTParams && this.t() === '[') {
      const opening = this.pos;
      this.next();
      const list = this.parseParameterList(null, null, ']');
      const rbrack = this.expect(']');
      tparams = { opening, closing: rbrack, n: list.n, end: rbrack + 1 };
      if (list.n === 0) {
        this.error(rbrack, 'empty type parameter list');
        tparams = null;
      }
    }
    const opening = this.expect('(');
    let n = 0;
    if (this.t() !== ')') n = this.parseParameterList(null, null, ')').n;
    const rparen = this.expect(')');
    return { tparams, params: { opening, closing: rparen, n, end: rparen + 1 } };
  }

  parseResult(): FieldList | null {
    if (this.t() === '(') return this.parseParameters(false).params;
    const typ = this.tryIdentOrType();
    if (typ) return { opening: 0, closing: 0, n: 1, end: typ.end };
    return null;
  }

  parseFuncType(): Node {
    const pos = this.expect('func');
    const { tparams, params } = this.parseParameters(true);
    if (tparams) this.error(tparams.opening, 'function type must have no type parameters');
    const results = this.parseResult();
    return mk('FuncType', pos, results ? fieldListEnd(results.closing, results.end) : params.end);
  }

  /** [is a method (has names), type] */
  parseMethodSpec(): [boolean, Node] {
    const x = this.parseTypeName(null);
    if (x.k === 'Ident') {
      const ident = x;
      if (this.t() === '[') {
        const lbrack = this.pos;
        this.next();
        this.exprLev++;
        const x1 = this.parseExpr();
        this.exprLev--;
        if (x1.k === 'Ident' && this.t() !== ',' && this.t() !== ']') {
          this.parseParameterList(x1, null, ']');
          this.expect(']');
          this.error(lbrack, 'interface method must have no type parameters');
          const { params } = this.parseParameters(false);
          const results = this.parseResult();
          return [true, mk('FuncType', params.opening, results ? results.end : params.end)];
        }
        const list = [x1];
        if (this.atComma('type argument list', ']')) {
          this.exprLev++;
          this.next();
          while (this.t() !== ']' && this.t() !== 'EOF') {
            list.push(this.parseType());
            if (!this.atComma('type argument list', ']')) break;
            this.next();
          }
          this.exprLev--;
        }
        const rbrack = this.expectClosing(']', 'type argument list');
        return [false, packIndexExpr(ident, list, rbrack)];
      }
      if (this.t() === '(') {
        const { params } = this.parseParameters(false);
        const results = this.parseResult();
        return [true, mk('FuncType', params.opening, results ? results.end : params.end)];
      }
      return [false, x];
    }
    let typ = x;
    if (this.t() === '[') typ = this.parseTypeInstance(typ);
    return [false, typ];
  }

  embeddedElem(x: Node | null): Node {
    if (!x) x = this.embeddedTerm();
    while (this.t() === '|') {
      const opPos = this.pos;
      this.next();
      const y = this.embeddedTerm();
      x = mk('BinaryExpr', x.pos, y.end, { x, y, op: '|', tokPos: opPos });
    }
    return x;
  }

  embeddedTerm(): Node {
    if (this.t() === '~') {
      const pos = this.pos;
      this.next();
      const t = this.parseType();
      return mk('UnaryExpr', pos, t.end, { op: '~', x: t });
    }
    const t = this.tryIdentOrType();
    if (!t) {
      const pos = this.pos;
      this.errorExpected(pos, '~ term or type');
      this.advance(exprEnd);
      return bad(pos, this.pos);
    }
    return t;
  }

  parseInterfaceType(): Node {
    const pos = this.expect('interface');
    this.expect('{');
    for (;;) {
      if (this.t() === 'IDENT') {
        const [method, typ] = this.parseMethodSpec();
        if (!method) this.embeddedElem(typ);
        this.expectSemi();
      } else if (this.t() === '~') {
        this.embeddedElem(null);
        this.expectSemi();
      } else {
        const t = this.tryIdentOrType();
        if (!t) break;
        this.embeddedElem(t);
        this.expectSemi();
      }
    }
    const rbrace = this.expect('}');
    return mk('InterfaceType', pos, rbrace + 1);
  }

  parseMapType(): Node {
    const pos = this.expect('map');
    this.expect('[');
    this.parseType();
    this.expect(']');
    const value = this.parseType();
    return mk('MapType', pos, value.end);
  }

  parseChanType(): Node {
    const pos = this.pos;
    let dir = SEND | RECV;
    let arrow = 0;
    if (this.t() === 'chan') {
      this.next();
      if (this.t() === '<-') {
        arrow = this.pos;
        this.next();
        dir = SEND;
      }
    } else {
      arrow = this.expect('<-');
      this.expect('chan');
      dir = RECV;
    }
    const value = this.parseType();
    return mk('ChanType', pos, value.end, { dir, arrow, value });
  }

  parseTypeInstance(typ: Node): Node {
    this.expect('[');
    this.exprLev++;
    const list: Node[] = [];
    while (this.t() !== ']' && this.t() !== 'EOF') {
      list.push(this.parseType());
      if (!this.atComma('type argument list', ']')) break;
      this.next();
    }
    this.exprLev--;
    const closing = this.expectClosing(']', 'type argument list');
    if (list.length === 0) {
      this.errorExpected(closing, 'type argument list');
      return mk('IndexExpr', typ.pos, closing + 1, { x: typ });
    }
    return packIndexExpr(typ, list, closing);
  }

  tryIdentOrType(): Node | null {
    switch (this.t()) {
      case 'IDENT': {
        let typ = this.parseTypeName(null);
        if (this.t() === '[') typ = this.parseTypeInstance(typ);
        return typ;
      }
      case '[': {
        const lbrack = this.expect('[');
        return this.parseArrayType(lbrack, null);
      }
      case 'struct':
        return this.parseStructType();
      case '*':
        return this.parsePointerType();
      case 'func':
        return this.parseFuncType();
      case 'interface':
        return this.parseInterfaceType();
      case 'map':
        return this.parseMapType();
      case 'chan':
      case '<-':
        return this.parseChanType();
      case '(': {
        const lparen = this.pos;
        this.next();
        const typ = this.parseType();
        const rparen = this.expect(')');
        return mk('ParenExpr', lparen, rparen + 1, { x: typ });
      }
    }
    return null;
  }

  // --- Blocks

  parseStmtList(): Node[] {
    const list: Node[] = [];
    while (this.t() !== 'case' && this.t() !== 'default' && this.t() !== '}' && this.t() !== 'EOF')
      list.push(this.parseStmt());
    return list;
  }

  parseBlockStmt(): Node {
    const lbrace = this.expect('{');
    const list = this.parseStmtList();
    const rbrace = this.expect2('}');
    // go/ast BlockStmt.End
    const end = rbrace ? rbrace + 1 : list.length > 0 ? list[list.length - 1].end : lbrace + 1;
    return mk('BlockStmt', lbrace, end);
  }

  // --- Expressions

  parseFuncTypeOrLit(): Node {
    const typ = this.parseFuncType();
    if (this.t() !== '{') return typ;
    this.exprLev++;
    const body = this.parseBlockStmt();
    this.exprLev--;
    return mk('FuncLit', typ.pos, body.end);
  }

  parseOperand(): Node {
    switch (this.t()) {
      case 'IDENT':
        return this.parseIdent();
      case 'INT':
      case 'FLOAT':
      case 'IMAG':
      case 'CHAR':
      case 'STRING': {
        const x = mk('BasicLit', this.pos, this.pos + new TextEncoder().encode(this.lit).length);
        this.next();
        return x;
      }
      case '(': {
        const lparen = this.pos;
        this.next();
        this.exprLev++;
        const x = this.parseRhs();
        this.exprLev--;
        const rparen = this.expect(')');
        return mk('ParenExpr', lparen, rparen + 1, { x });
      }
      case 'func':
        return this.parseFuncTypeOrLit();
    }
    const typ = this.tryIdentOrType();
    if (typ) return typ;
    const pos = this.pos;
    this.errorExpected(pos, 'operand');
    this.advance(stmtStart);
    return bad(pos, this.pos);
  }

  parseTypeAssertion(x: Node): Node {
    this.expect('(');
    let typ: Node | null = null;
    if (this.t() === 'type') this.next();
    else typ = this.parseType();
    const rparen = this.expect(')');
    return mk('TypeAssertExpr', x.pos, rparen + 1, { x, typ });
  }

  parseIndexOrSliceOrInstance(x: Node): Node {
    this.expect('[');
    if (this.t() === ']') {
      this.errorExpected(this.pos, 'operand');
      const rbrack = this.pos;
      this.next();
      return mk('IndexExpr', x.pos, rbrack + 1, { x });
    }
    this.exprLev++;
    const index: (Node | null)[] = [null, null, null];
    const colons = [0, 0];
    const args: Node[] = [];
    if (this.t() !== ':') index[0] = this.parseRhs();
    let ncolons = 0;
    if (this.t() === ':') {
      while (this.t() === ':' && ncolons < 2) {
        colons[ncolons] = this.pos;
        ncolons++;
        this.next();
        if (this.t() !== ':' && this.t() !== ']' && this.t() !== 'EOF') index[ncolons] = this.parseRhs();
      }
    } else if (this.t() === ',') {
      args.push(index[0] as Node);
      while (this.t() === ',') {
        this.next();
        if (this.t() !== ']' && this.t() !== 'EOF') args.push(this.parseType());
      }
    }
    this.exprLev--;
    const rbrack = this.expect(']');
    if (ncolons > 0) {
      if (ncolons === 2) {
        if (!index[1]) this.error(colons[0], 'middle index required in 3-index slice');
        if (!index[2]) this.error(colons[1], 'final index required in 3-index slice');
      }
      return mk('SliceExpr', x.pos, rbrack + 1, { x });
    }
    if (args.length === 0) return mk('IndexExpr', x.pos, rbrack + 1, { x });
    return packIndexExpr(x, args, rbrack);
  }

  parseCallOrConversion(fun: Node): Node {
    this.expect('(');
    this.exprLev++;
    const list: Node[] = [];
    let ellipsis = 0;
    while (this.t() !== ')' && this.t() !== 'EOF' && !ellipsis) {
      list.push(this.parseRhs());
      if (this.t() === '...') {
        ellipsis = this.pos;
        this.next();
      }
      if (!this.atComma('argument list', ')')) break;
      this.next();
    }
    this.exprLev--;
    const rparen = this.expectClosing(')', 'argument list');
    return mk('CallExpr', fun.pos, rparen + 1, { x: fun, args: list, ellipsis });
  }

  parseValue(): Node {
    if (this.t() === '{') return this.parseLiteralValue(null);
    return this.parseExpr();
  }

  parseElement(): Node {
    let x = this.parseValue();
    if (this.t() === ':') {
      this.next();
      const v = this.parseValue();
      x = mk('KeyValueExpr', x.pos, v.end);
    }
    return x;
  }

  parseElementList(): void {
    while (this.t() !== '}' && this.t() !== 'EOF') {
      this.parseElement();
      if (!this.atComma('composite literal', '}')) break;
      this.next();
    }
  }

  parseLiteralValue(typ: Node | null): Node {
    const lbrace = this.expect('{');
    this.exprLev++;
    if (this.t() !== '}') this.parseElementList();
    this.exprLev--;
    const rbrace = this.expectClosing('}', 'composite literal');
    return mk('CompositeLit', typ ? typ.pos : lbrace, rbrace + 1);
  }

  parsePrimaryExpr(x: Node | null): Node {
    if (!x) x = this.parseOperand();
    for (;;) {
      switch (this.t()) {
        case '.':
          this.next();
          switch (this.t()) {
            case 'IDENT': {
              const sel = this.parseIdent();
              x = mk('SelectorExpr', x.pos, sel.end, { x });
              break;
            }
            case '(':
              x = this.parseTypeAssertion(x);
              break;
            default: {
              const pos = this.pos;
              this.errorExpected(pos, 'selector or type assertion');
              if (this.t() !== '}') this.next();
              x = mk('SelectorExpr', x.pos, pos + 1, { x });
            }
          }
          break;
        case '[':
          x = this.parseIndexOrSliceOrInstance(x);
          break;
        case '(':
          x = this.parseCallOrConversion(x);
          break;
        case '{': {
          const t = unparen(x);
          switch (t.k) {
            case 'BadExpr':
            case 'Ident':
            case 'SelectorExpr':
            case 'IndexExpr':
            case 'IndexListExpr':
              if (this.exprLev < 0) return x;
              break;
            case 'ArrayType':
            case 'StructType':
            case 'MapType':
              break;
            default:
              return x;
          }
          if (t !== x) this.error(t.pos, 'cannot parenthesize type in composite literal');
          const lit = this.parseLiteralValue(x);
          x = lit;
          break;
        }
        default:
          return x;
      }
    }
  }

  parseUnaryExpr(): Node {
    switch (this.t()) {
      case '+':
      case '-':
      case '!':
      case '^':
      case '&':
      case '~': {
        const pos = this.pos;
        const op = this.t();
        this.next();
        const x = this.parseUnaryExpr();
        return mk('UnaryExpr', pos, x.end, { op, x });
      }
      case '<-': {
        let arrow = this.pos;
        this.next();
        const x = this.parseUnaryExpr();
        if (x.k === 'ChanType') {
          let typ: Node | undefined = x;
          let dir = SEND;
          while (typ && typ.k === 'ChanType' && dir === SEND) {
            if (typ.dir === RECV) this.errorExpected(typ.arrow ?? 0, "'chan'");
            const a = typ.arrow ?? 0;
            typ.arrow = arrow;
            typ.pos = arrow;
            arrow = a;
            dir = typ.dir ?? 0;
            typ.dir = RECV;
            typ = typ.value;
          }
          if (dir === SEND) this.errorExpected(arrow, 'channel type');
          return x;
        }
        return mk('UnaryExpr', arrow, x.end, { op: '<-', x });
      }
      case '*': {
        const pos = this.pos;
        this.next();
        const x = this.parseUnaryExpr();
        return mk('StarExpr', pos, x.end, { x });
      }
    }
    return this.parsePrimaryExpr(null);
  }

  tokPrec(): [string, number] {
    let tok = this.t();
    if (this.inRhs && tok === '=') tok = '==';
    return [tok, precedence(tok)];
  }

  parseBinaryExpr(x: Node | null, prec1: number): Node {
    if (!x) x = this.parseUnaryExpr();
    for (;;) {
      const [op, oprec] = this.tokPrec();
      if (oprec < prec1) return x;
      const pos = this.expect(op);
      const y = this.parseBinaryExpr(null, oprec + 1);
      x = mk('BinaryExpr', x.pos, y.end, { x, y, op, tokPos: pos });
    }
  }

  parseExpr(): Node {
    return this.parseBinaryExpr(null, lowestPrec + 1);
  }

  parseRhs(): Node {
    const old = this.inRhs;
    this.inRhs = true;
    const x = this.parseExpr();
    this.inRhs = old;
    return x;
  }

  // --- Statements

  /** [statement, isRange]; modes: 0 basic, 1 labelOk, 2 rangeOk */
  parseSimpleStmt(mode: number): [Node, boolean] {
    const x = this.parseList(false);
    switch (this.t()) {
      case ':=':
      case '=':
      case '+=':
      case '-=':
      case '*=':
      case '/=':
      case '%=':
      case '&=':
      case '|=':
      case '^=':
      case '<<=':
      case '>>=':
      case '&^=': {
        const pos = this.pos;
        const tok = this.t();
        this.next();
        let y: Node[];
        let isRange = false;
        if (mode === 2 && this.t() === 'range' && (tok === ':=' || tok === '=')) {
          const rpos = this.pos;
          this.next();
          const rx = this.parseRhs();
          y = [mk('UnaryExpr', rpos, rx.end, { op: 'range', x: rx })];
          isRange = true;
        } else {
          y = this.parseList(true);
        }
        return [
          mk('AssignStmt', x[0].pos, y[y.length - 1].end, { lhs: x, rhs: y, tok, tokPos: pos }),
          isRange,
        ];
      }
    }
    if (x.length > 1) this.errorExpected(x[0].pos, '1 expression');
    switch (this.t()) {
      case ':': {
        const colon = this.pos;
        this.next();
        if (mode === 1 && x[0].k === 'Ident') {
          const s = this.parseStmt();
          return [mk('LabeledStmt', x[0].pos, s.end), false];
        }
        this.error(colon, 'illegal label declaration');
        return [mk('BadStmt', x[0].pos, colon + 1), false];
      }
      case '<-': {
        this.next();
        const y = this.parseRhs();
        return [mk('SendStmt', x[0].pos, y.end), false];
      }
      case '++':
      case '--': {
        const s = mk('IncDecStmt', x[0].pos, this.pos + 2);
        this.next();
        return [s, false];
      }
    }
    return [mk('ExprStmt', x[0].pos, x[0].end, { x: x[0] }), false];
  }

  parseCallExpr(callType: string): Node | null {
    let x = this.parseRhs();
    const t = unparen(x);
    if (t !== x) {
      this.error(x.pos, `expression in ${callType} must not be parenthesized`);
      x = t;
    }
    if (x.k === 'CallExpr') return x;
    if (x.k !== 'BadExpr') this.error(this.safePos(x.end), `expression in ${callType} must be function call`);
    return null;
  }

  parseGoOrDeferStmt(kw: 'go' | 'defer'): Node {
    const pos = this.expect(kw);
    const call = this.parseCallExpr(kw);
    this.expectSemi();
    return mk(call ? 'GoStmt' : 'BadStmt', pos, call ? call.end : pos + kw.length);
  }

  parseReturnStmt(): Node {
    const pos = this.pos;
    this.expect('return');
    let end = pos + 6;
    if (this.t() !== ';' && this.t() !== '}') {
      const x = this.parseList(true);
      end = x[x.length - 1].end;
    }
    this.expectSemi();
    return mk('ReturnStmt', pos, end);
  }

  parseBranchStmt(tok: string): Node {
    const pos = this.expect(tok);
    let end = pos + tok.length;
    if (tok !== 'fallthrough' && this.t() === 'IDENT') end = this.parseIdent().end;
    this.expectSemi();
    return mk('BranchStmt', pos, end);
  }

  makeExpr(s: Node | null, want: string): void {
    if (!s || s.k === 'ExprStmt') return;
    const found = s.k === 'AssignStmt' ? 'assignment' : 'simple statement';
    this.error(s.pos, `expected ${want}, found ${found} (missing parentheses around composite literal?)`);
  }

  parseIfHeader(): void {
    if (this.t() === '{') {
      this.error(this.pos, 'missing condition in if statement');
      return;
    }
    const prevLev = this.exprLev;
    this.exprLev = -1;
    let init: Node | null = null;
    if (this.t() !== ';') {
      if (this.t() === 'var') {
        this.next();
        this.error(this.pos, 'var declaration not allowed in if initializer');
      }
      init = this.parseSimpleStmt(0)[0];
    }
    let condStmt: Node | null = null;
    let semiPos = 0;
    let semiLit = '';
    if (this.t() !== '{') {
      if (this.t() === ';') {
        semiPos = this.pos;
        semiLit = this.lit;
        this.next();
      } else {
        this.expect(';');
      }
      if (this.t() !== '{') condStmt = this.parseSimpleStmt(0)[0];
    } else {
      condStmt = init;
    }
    if (condStmt) this.makeExpr(condStmt, 'boolean expression');
    else if (semiPos) {
      if (semiLit === '\n') this.error(semiPos, 'unexpected newline, expecting { after if clause');
      else this.error(semiPos, 'missing condition in if statement');
    }
    this.exprLev = prevLev;
  }

  parseIfStmt(): Node {
    const pos = this.expect('if');
    this.parseIfHeader();
    let end = this.parseBlockStmt().end;
    if (this.t() === 'else') {
      this.next();
      switch (this.t()) {
        case 'if':
          end = this.parseIfStmt().end;
          break;
        case '{':
          end = this.parseBlockStmt().end;
          this.expectSemi();
          break;
        default:
          this.errorExpected(this.pos, 'if statement or block');
          end = this.pos;
      }
    } else {
      this.expectSemi();
    }
    return mk('IfStmt', pos, end);
  }

  parseCaseClause(): void {
    if (this.t() === 'case') {
      this.next();
      this.parseList(true);
    } else {
      this.expect('default');
    }
    this.expect(':');
    this.parseStmtList();
  }

  isTypeSwitchGuard(s: Node | null): boolean {
    if (!s) return false;
    const isAssert = (x: Node): boolean => x.k === 'TypeAssertExpr' && !x.typ;
    if (s.k === 'ExprStmt') return isAssert(s.x as Node);
    if (s.k === 'AssignStmt' && s.lhs?.length === 1 && s.rhs?.length === 1 && isAssert(s.rhs[0])) {
      if (s.tok === '=') {
        this.error(s.tokPos ?? 0, "expected ':=', found '='");
        return true;
      }
      return s.tok === ':=';
    }
    return false;
  }

  parseSwitchStmt(): Node {
    const pos = this.expect('switch');
    let s2: Node | null = null;
    if (this.t() !== '{') {
      const prevLev = this.exprLev;
      this.exprLev = -1;
      if (this.t() !== ';') s2 = this.parseSimpleStmt(0)[0];
      if (this.t() === ';') {
        this.next();
        s2 = null;
        if (this.t() !== '{') s2 = this.parseSimpleStmt(0)[0];
      }
      this.exprLev = prevLev;
    }
    const typeSwitch = this.isTypeSwitchGuard(s2);
    this.expect('{');
    while (this.t() === 'case' || this.t() === 'default') this.parseCaseClause();
    const rbrace = this.expect('}');
    this.expectSemi();
    if (!typeSwitch) this.makeExpr(s2, 'switch expression');
    return mk('SwitchStmt', pos, rbrace + 1);
  }

  parseCommClause(): void {
    if (this.t() === 'case') {
      this.next();
      let lhs = this.parseList(false);
      if (this.t() === '<-') {
        if (lhs.length > 1) this.errorExpected(lhs[0].pos, '1 expression');
        this.next();
        this.parseRhs();
      } else {
        const tok = this.t();
        if (tok === '=' || tok === ':=') {
          if (lhs.length > 2) {
            this.errorExpected(lhs[0].pos, '1 or 2 expressions');
            lhs = lhs.slice(0, 2);
          }
          this.next();
          this.parseRhs();
        } else if (lhs.length > 1) {
          this.errorExpected(lhs[0].pos, '1 expression');
        }
      }
    } else {
      this.expect('default');
    }
    this.expect(':');
    this.parseStmtList();
  }

  parseSelectStmt(): Node {
    const pos = this.expect('select');
    this.expect('{');
    while (this.t() === 'case' || this.t() === 'default') this.parseCommClause();
    const rbrace = this.expect('}');
    this.expectSemi();
    return mk('SelectStmt', pos, rbrace + 1);
  }

  parseForStmt(): Node {
    const pos = this.expect('for');
    let s2: Node | null = null;
    let isRange = false;
    if (this.t() !== '{') {
      const prevLev = this.exprLev;
      this.exprLev = -1;
      if (this.t() !== ';') {
        if (this.t() === 'range') {
          const rpos = this.pos;
          this.next();
          const rx = this.parseRhs();
          s2 = mk('AssignStmt', rpos, rx.end, { lhs: [], rhs: [rx], tok: '' });
          isRange = true;
        } else {
          [s2, isRange] = this.parseSimpleStmt(2);
        }
      }
      if (!isRange && this.t() === ';') {
        this.next();
        s2 = null;
        if (this.t() !== ';') s2 = this.parseSimpleStmt(0)[0];
        this.expectSemi();
        if (this.t() !== '{') this.parseSimpleStmt(0);
      }
      this.exprLev = prevLev;
    }
    const body = this.parseBlockStmt();
    this.expectSemi();
    if (isRange && s2) {
      const lhs = s2.lhs ?? [];
      if (lhs.length > 2) {
        this.errorExpected(lhs[lhs.length - 1].pos, 'at most 2 expressions');
      }
      return mk('RangeStmt', pos, body.end);
    }
    this.makeExpr(s2, 'boolean or range expression');
    return mk('ForStmt', pos, body.end);
  }

  parseStmt(): Node {
    switch (this.t()) {
      case 'const':
      case 'type':
      case 'var': {
        const pos = this.pos;
        const kw = this.t();
        const end =
          kw === 'type'
            ? this.parseGenDecl('type', () => this.parseTypeSpec())
            : this.parseGenDecl(kw, () => this.parseValueSpec(kw));
        return mk('DeclStmt', pos, end);
      }
      case 'IDENT':
      case 'INT':
      case 'FLOAT':
      case 'IMAG':
      case 'CHAR':
      case 'STRING':
      case 'func':
      case '(':
      case '[':
      case 'struct':
      case 'map':
      case 'chan':
      case 'interface':
      case '+':
      case '-':
      case '*':
      case '&':
      case '^':
      case '<-':
      case '!': {
        const [s] = this.parseSimpleStmt(1);
        if (s.k !== 'LabeledStmt') this.expectSemi();
        return s;
      }
      case 'go':
      case 'defer':
        return this.parseGoOrDeferStmt(this.t() as 'go' | 'defer');
      case 'return':
        return this.parseReturnStmt();
      case 'break':
      case 'continue':
      case 'goto':
      case 'fallthrough':
        return this.parseBranchStmt(this.t());
      case '{': {
        const s = this.parseBlockStmt();
        this.expectSemi();
        return s;
      }
      case 'if':
        return this.parseIfStmt();
      case 'switch':
        return this.parseSwitchStmt();
      case 'select':
        return this.parseSelectStmt();
      case 'for':
        return this.parseForStmt();
      case ';': {
        const s = mk('EmptyStmt', this.pos, this.lit === '\n' ? this.pos : this.pos + 1);
        this.next();
        return s;
      }
      case '}':
        return mk('EmptyStmt', this.pos, this.pos);
      default: {
        const pos = this.pos;
        this.errorExpected(pos, 'statement');
        this.advance(stmtStart);
        return mk('BadStmt', pos, this.pos);
      }
    }
  }

  // --- Declarations

  // The declarations return their go/ast End(), which a statement list's end can depend on.

  parseImportSpec(): number {
    if (this.t() === 'IDENT') this.parseIdent();
    else if (this.t() === '.') this.next();
    const pos = this.pos;
    let path = '';
    if (this.t() === 'STRING') {
      path = this.lit;
      this.next();
    } else if (literals.has(this.t())) {
      this.error(pos, 'import path must be a string');
      this.next();
    } else {
      this.error(pos, 'missing import path');
      this.advance(exprEnd);
    }
    this.expectSemi();
    return pos + new TextEncoder().encode(path).length;
  }

  parseValueSpec(keyword: string): number {
    let end = this.parseIdentList();
    if (keyword === 'const') {
      if (this.t() !== 'EOF' && this.t() !== ';' && this.t() !== ')') {
        const typ = this.tryIdentOrType();
        if (typ) end = typ.end;
        if (this.t() === '=') {
          this.next();
          const values = this.parseList(true);
          end = values[values.length - 1].end;
        }
      }
    } else {
      if (this.t() !== '=') end = this.parseType().end;
      if (this.t() === '=') {
        this.next();
        const values = this.parseList(true);
        end = values[values.length - 1].end;
      }
    }
    this.expectSemi();
    return end;
  }

  parseGenericType(name0: Node, typ0: Node | null): number {
    this.parseParameterList(name0, typ0, ']');
    this.expect(']');
    if (this.t() === '=') this.next();
    return this.parseType().end;
  }

  parseTypeSpec(): number {
    this.parseIdent();
    let end: number;
    if (this.t() === '[') {
      const lbrack = this.pos;
      this.next();
      if (this.t() === 'IDENT') {
        let x: Node = this.parseIdent();
        if (this.t() !== '[') {
          this.exprLev++;
          const lhs = this.parsePrimaryExpr(x);
          x = this.parseBinaryExpr(lhs, lowestPrec + 1);
          this.exprLev--;
        }
        const [pname, ptype] = extractName(x, this.t() === ',');
        if (pname && (ptype || this.t() !== ']')) end = this.parseGenericType(pname, ptype);
        else end = this.parseArrayType(lbrack, x).end;
      } else {
        end = this.parseArrayType(lbrack, null).end;
      }
    } else {
      if (this.t() === '=') this.next();
      end = this.parseType().end;
    }
    this.expectSemi();
    return end;
  }

  parseGenDecl(keyword: string, f: () => number): number {
    this.expect(keyword);
    if (this.t() === '(') {
      this.next();
      while (this.t() !== ')' && this.t() !== 'EOF') f();
      const rparen = this.expect(')');
      this.expectSemi();
      return rparen + 1;
    }
    return f();
  }

  parseFuncDecl(): void {
    this.expect('func');
    let recv = false;
    if (this.t() === '(') {
      this.parseParameters(false);
      recv = true;
    }
    this.parseIdent();
    const { tparams } = this.parseParameters(true);
    if (recv && tparams) this.error(tparams.opening, 'method must have no type parameters');
    this.parseResult();
    switch (this.t()) {
      case '{':
        this.parseBlockStmt();
        this.expectSemi();
        break;
      case ';':
        this.next();
        if (this.t() === '{') {
          this.error(this.pos, 'unexpected semicolon or newline before {');
          this.parseBlockStmt();
          this.expectSemi();
        }
        break;
      default:
        this.expectSemi();
    }
  }

  parseDecl(sync: Set<string>): void {
    switch (this.t()) {
      case 'import':
        this.parseGenDecl('import', () => this.parseImportSpec());
        return;
      case 'const':
      case 'var': {
        const kw = this.t();
        this.parseGenDecl(kw, () => this.parseValueSpec(kw));
        return;
      }
      case 'type':
        this.parseGenDecl('type', () => this.parseTypeSpec());
        return;
      case 'func':
        this.parseFuncDecl();
        return;
      default:
        this.errorExpected(this.pos, 'declaration');
        this.advance(sync);
    }
  }

  parseFile(): void {
    if (this.errors.length !== 0) return;
    this.expect('package');
    this.parseIdent();
    this.expectSemi();
    if (this.errors.length !== 0) return;
    while (this.t() === 'import') this.parseGenDecl('import', () => this.parseImportSpec());
    let prev = 'import';
    while (this.t() !== 'EOF') {
      if (this.t() === 'import' && prev !== 'import')
        this.error(this.pos, 'imports must appear before other declarations');
      prev = this.t();
      this.parseDecl(declStart);
    }
  }
}

/** go/parser extractName: splits `name expr` in a type declaration's brackets. */
function extractName(x: Node, force: boolean): [Node | null, Node | null] {
  switch (x.k) {
    case 'Ident':
      return [x, null];
    case 'BinaryExpr':
      if (x.op === '*') {
        if (x.x?.k === 'Ident' && x.y && (force || isTypeElem(x.y)))
          return [x.x, mk('StarExpr', x.tokPos ?? 0, x.y.end, { x: x.y })];
      } else if (x.op === '|' && x.x && x.y) {
        const [name, lhs] = extractName(x.x, force || isTypeElem(x.y));
        if (name && lhs) return [name, { ...x, x: lhs, pos: lhs.pos }];
      }
      break;
    case 'CallExpr': {
      const fun = x.x;
      const args = x.args ?? [];
      if (fun?.k === 'Ident' && args.length === 1 && !x.ellipsis && (force || isTypeElem(args[0])))
        return [fun, args[0]];
      break;
    }
  }
  return [null, x];
}

function isTypeElem(x: Node): boolean {
  switch (x.k) {
    case 'ArrayType':
    case 'StructType':
    case 'FuncType':
    case 'InterfaceType':
    case 'MapType':
    case 'ChanType':
      return true;
    case 'BinaryExpr':
      return (x.x ? isTypeElem(x.x) : false) || (x.y ? isTypeElem(x.y) : false);
    case 'UnaryExpr':
      return x.op === '~';
    case 'ParenExpr':
      return x.x ? isTypeElem(x.x) : false;
  }
  return false;
}
