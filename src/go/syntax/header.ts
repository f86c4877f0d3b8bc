// Errors the go command reports before the compiler runs. `go build`/`go run` first read each file's
// package clause and imports (go/build/read.go: readGoInfo); if that header is malformed, go/parser parses
// it (mode ImportsOnly) and the go command prints go/parser's first error, without the
// `# command-line-arguments` heading and without `./` (e.g. `prog.go:3:9: missing import path`).
// This module reproduces that step; when it returns nothing, gc's own messages (parseFile) apply.
import type { Diagnostic } from './pos.ts';
import { Scanner } from './scanner.ts';
import { T, type Tok, tokenString } from './token.ts';

/**
 * The go command's header error for a file, or [] if its package clause and imports are well formed.
 * At most one diagnostic: the go command prints go/parser's first error only.
 */
export function goBuildHeaderErrors(filename: string, src: string): Diagnostic[] {
  const { end, syntaxError } = readHeader(src);
  const text = syntaxError ? src : src.slice(0, end);
  const errs = parseHeader(text);
  if (errs.length === 0) return [];
  errs.sort((a, b) => a.line - b.line || a.col - b.col);
  const e = errs[0];
  return [{ file: filename, line: e.line, col: e.col, msg: e.msg }];
}

/**
 * The length of a file's header (package clause and import declarations) as go/build's importReader
 * reads it: the part the go command parses to list a file's imports.
 */
export function headerLength(src: string): number {
  const { end, syntaxError } = readHeader(src);
  return syntaxError ? src.length : end;
}

// ---------------------------------------------------------------------------------------------------------
// go/build's importReader: a byte-level reader that accepts `package name` followed by import declarations.

function isIdentChar(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95 || c >= 0x80;
}

function readHeader(src: string): { end: number; syntaxError: boolean } {
  let pos = 0; // next unread index
  let peek = -1; // peeked char, -1 if none
  let eof = false;
  let err = false;

  const readByte = (): number => {
    if (pos >= src.length) {
      eof = true;
      return 0;
    }
    return src.charCodeAt(pos++);
  };
  const syntaxError = (): void => {
    err = true;
  };
  const peekByte = (skipSpace: boolean): number => {
    if (err) return 0;
    let c = peek;
    if (c < 0) c = readByte();
    while (!err && !eof) {
      if (skipSpace) {
        if (c === 32 || c === 12 || c === 9 || c === 13 || c === 10 || c === 59) {
          c = readByte();
          continue;
        }
        if (c === 47) {
          c = readByte();
          if (c === 47) {
            while (c !== 10 && !err && !eof) c = readByte();
          } else if (c === 42) {
            let c1 = 0;
            while ((c !== 42 || c1 !== 47) && !err) {
              if (eof) syntaxError();
              c = c1;
              c1 = readByte();
            }
          } else {
            syntaxError();
          }
          c = readByte();
          continue;
        }
      }
      break;
    }
    peek = c;
    return c;
  };
  const nextByte = (skipSpace: boolean): number => {
    const c = peekByte(skipSpace);
    peek = -1;
    return c;
  };
  const readKeyword = (kw: string): void => {
    peekByte(true);
    for (let i = 0; i < kw.length; i++) {
      if (nextByte(false) !== kw.charCodeAt(i)) {
        syntaxError();
        return;
      }
    }
    if (isIdentChar(peekByte(false))) syntaxError();
  };
  const readIdent = (): void => {
    const c = peekByte(true);
    if (!isIdentChar(c)) {
      syntaxError();
      return;
    }
    while (isIdentChar(peekByte(false))) peek = -1;
  };
  const readString = (): void => {
    const q = nextByte(true);
    if (q === 96) {
      while (!err) {
        if (nextByte(false) === 96) break;
        if (eof) syntaxError();
      }
    } else if (q === 34) {
      while (!err) {
        const c = nextByte(false);
        if (c === 34) break;
        if (eof || c === 10) syntaxError();
        if (c === 92) nextByte(false);
      }
    } else {
      syntaxError();
    }
  };
  const readImport = (): void => {
    const c = peekByte(true);
    if (c === 46) peek = -1;
    else if (isIdentChar(c)) readIdent();
    readString();
  };

  readKeyword('package');
  readIdent();
  while (peekByte(true) === 105) {
    readKeyword('import');
    if (peekByte(true) === 40) {
      nextByte(false);
      while (peekByte(true) !== 41 && !err) readImport();
      nextByte(false);
    } else {
      readImport();
    }
  }
  // The header ends before the byte that told the reader it was done.
  let end = pos;
  if (!err && !eof && peek >= 0) end = pos - 1;
  return { end, syntaxError: err };
}

// ---------------------------------------------------------------------------------------------------------
// go/parser's ImportsOnly parse of the header, with go/scanner's wording.

interface HErr {
  line: number;
  col: number;
  msg: string;
}

function parseHeader(text: string): HErr[] {
  const errs: HErr[] = [];
  let strStart: { line: number; col: number; raw: boolean } | undefined;
  const sc = new Scanner(text, (line, col, msg) => {
    // go/scanner words some errors differently from gc's scanner and reports string errors at the literal
    if (msg === 'newline in string' || msg === 'string not terminated') {
      const s = strStart ?? { line, col, raw: false };
      errs.push({
        line: s.line,
        col: s.col,
        msg: s.raw ? 'raw string literal not terminated' : 'string literal not terminated',
      });
    } else if (msg === 'invalid UTF-8 encoding') {
      // go/scanner's wording (scanner.go next)
      errs.push({ line, col, msg: 'illegal UTF-8 encoding' });
    } else if (msg === 'unknown escape') {
      errs.push({ line, col, msg: 'unknown escape sequence' });
    } else if (msg.startsWith('invalid character ') && !msg.endsWith(' in identifier')) {
      errs.push({ line, col, msg: 'illegal character ' + msg.slice('invalid character '.length) });
    } else {
      errs.push({ line, col, msg });
    }
  });

  // go/token places EOF after a final newline at the end of the last line
  const eofPos = (): { line: number; col: number } => {
    if (text.endsWith('\n') && sc.tline > 1 && sc.tcol === 1) {
      const prevStart = text.lastIndexOf('\n', text.length - 2) + 1;
      return { line: sc.tline - 1, col: utf8Len(text.slice(prevStart, text.length)) + 1 };
    }
    return { line: sc.tline, col: sc.tcol };
  };

  const next = (): void => {
    // remember where a string literal starts so that its errors can be placed there
    sc.next();
  };
  // prime the scanner while tracking string starts: wrap next() to look ahead at the raw text
  const advance = (): void => {
    const before = errs.length;
    strStart = undefined;
    next();
    if (sc.tok === T.Literal && sc.kind === 'STRING') {
      strStart = { line: sc.tline, col: sc.tcol, raw: sc.lit.startsWith('`') };
      // string errors were reported before we knew the start; fix them up
      for (let i = before; i < errs.length; i++) {
        const e = errs[i];
        if (e.msg === 'string literal not terminated' || e.msg === 'raw string literal not terminated') {
          errs[i] = {
            line: strStart.line,
            col: strStart.col,
            msg: strStart.raw ? 'raw string literal not terminated' : 'string literal not terminated',
          };
        }
      }
    }
  };

  const found = (): string => {
    switch (sc.tok) {
      case T.Semi:
        return sc.lit === 'semicolon' ? "';'" : 'newline';
      case T.Name:
      case T.Literal:
        return sc.lit;
      case T.EOF:
        return "'EOF'";
      case T.Operator:
      case T.Star:
        return `'${sc.op}'`;
      case T.AssignOp:
        return `'${sc.op}='`;
      case T.IncOp:
        return `'${sc.op}${sc.op}'`;
      default:
        return `'${tokenString(sc.tok)}'`;
    }
  };
  const here = (): { line: number; col: number } =>
    sc.tok === T.EOF ? eofPos() : { line: sc.tline, col: sc.tcol };
  let lastErrLine = -1;
  const error = (p: { line: number; col: number }, msg: string): void => {
    if (p.line === lastErrLine) return; // go/parser keeps one error per line
    lastErrLine = p.line;
    errs.push({ line: p.line, col: p.col, msg });
  };
  const errorExpected = (what: string): void => error(here(), `expected ${what}, found ${found()}`);
  const expect = (tok: Tok, what: string): void => {
    if (sc.tok !== tok) errorExpected(what);
    advance();
  };
  const expectSemi = (): void => {
    if (sc.tok === T.Rparen || sc.tok === T.Rbrace) return;
    if (sc.tok === T.Comma) {
      errorExpected("';'");
      advance();
      return;
    }
    if (sc.tok === T.Semi) {
      advance();
      return;
    }
    errorExpected("';'");
    // advance(stmtStart): skip to a token that can start a statement or declaration
    while (
      sc.tok !== T.EOF &&
      sc.tok !== T.Import &&
      sc.tok !== T.Func &&
      sc.tok !== T.Var &&
      sc.tok !== T.Const &&
      sc.tok !== T.Type &&
      sc.tok !== T.Semi
    ) {
      advance();
    }
  };
  const importSpec = (): void => {
    if (sc.tok === T.Name || sc.tok === T.Dot) advance();
    if (sc.tok === T.Literal && sc.kind === 'STRING') {
      advance();
    } else if (sc.tok === T.Literal || sc.tok === T.Name) {
      error(here(), 'import path must be a string');
      advance();
    } else {
      error(here(), 'missing import path');
      // advance(exprEnd)
      while (
        sc.tok !== T.EOF &&
        sc.tok !== T.Semi &&
        sc.tok !== T.Rparen &&
        sc.tok !== T.Rbrace &&
        sc.tok !== T.Comma
      ) {
        advance();
      }
    }
    expectSemi();
  };

  advance();
  expect(T.Package, "'package'");
  if (sc.tok === T.Name) advance();
  else expect(T.Name, "'IDENT'");
  expectSemi();
  if (errs.length > 0) return errs;
  while (sc.tok === T.Import) {
    advance();
    if (sc.tok === T.Lparen) {
      advance();
      while (sc.tok !== T.Rparen && sc.tok !== T.EOF) {
        const before = sc.toff;
        importSpec();
        // go/parser's advance() forces progress after repeated failed synchronizations
        if (sc.toff === before) advance();
      }
      expect(T.Rparen, "')'");
      expectSemi();
    } else {
      importSpec();
    }
  }
  return errs;
}

function utf8Len(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) n++;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff) {
      n += 4;
      i++;
    } else n += 3;
  }
  return n;
}
