import { describe, expect, it } from 'vitest';
import { runeLitValue, stringLitBytes, stringLitValue } from '../../../src/go/syntax/quote.ts';
import { Scanner } from '../../../src/go/syntax/scanner.ts';
import { T, tokenString } from '../../../src/go/syntax/token.ts';

interface Tk {
  tok: string;
  lit?: string;
  pos: string;
}

function scan(src: string): { toks: Tk[]; errs: string[] } {
  const errs: string[] = [];
  const sc = new Scanner(src, (line, col, msg) => errs.push(`${line}:${col}: ${msg}`));
  const toks: Tk[] = [];
  for (let i = 0; i < 10_000; i++) {
    sc.next();
    const t: Tk = { tok: tokenString(sc.tok), pos: `${sc.tline}:${sc.tcol}` };
    if (sc.tok === T.Name || sc.tok === T.Literal || sc.tok === T.Semi) t.lit = sc.lit;
    if (sc.tok === T.Operator || sc.tok === T.AssignOp || sc.tok === T.IncOp || sc.tok === T.Star)
      t.lit = sc.op;
    toks.push(t);
    if (sc.tok === T.EOF) break;
  }
  return { toks, errs };
}

const kinds = (src: string): string[] =>
  scan(src).toks.map((t) => (t.lit !== undefined ? `${t.tok}(${t.lit})` : t.tok));

function litKind(src: string): string {
  const sc = new Scanner(src, () => {});
  sc.next();
  return sc.kind;
}

describe('automatic semicolons', () => {
  it('inserts a semicolon after an identifier, literal, closing bracket and return-like keywords at a newline', () => {
    expect(kinds('x\n1\n)\n]\n}\nreturn\nbreak\ncontinue\nfallthrough\nx++\n')).toEqual([
      'name(x)',
      ';(newline)',
      'literal(1)',
      ';(newline)',
      ')',
      ';(newline)',
      ']',
      ';(newline)',
      '}',
      ';(newline)',
      'return',
      ';(newline)',
      'break',
      ';(newline)',
      'continue',
      ';(newline)',
      'fallthrough',
      ';(newline)',
      'name(x)',
      'opop(+)',
      ';(newline)',
      'EOF',
    ]);
  });

  it('does not insert one after an operator, opening bracket or other keyword', () => {
    expect(kinds('x +\ny (\nfunc\n{\n')).toEqual(['name(x)', 'op(+)', 'name(y)', '(', 'func', '{', 'EOF']);
  });

  it('inserts one at EOF and treats a multi-line comment as a newline', () => {
    expect(kinds('x')).toEqual(['name(x)', ';(EOF)', 'EOF']);
    expect(kinds('x /*\n*/ y')).toEqual(['name(x)', ';(newline)', 'name(y)', ';(EOF)', 'EOF']);
    expect(kinds('x /* c */ y')).toEqual(['name(x)', 'name(y)', ';(EOF)', 'EOF']);
  });

  it('places the newline semicolon after a trailing line comment', () => {
    const { toks } = scan('x // c\ny');
    expect(toks[1]).toEqual({ tok: ';', lit: 'newline', pos: '1:7' });
  });
});

describe('operators', () => {
  it('scans every operator and punctuation token with its class', () => {
    expect(
      kinds('+ - * / % & | ^ << >> &^ && || <- ++ -- == < > = ! ~ != <= >= := ... . , ; : ( ) [ ] { }'),
    ).toEqual([
      'op(+)',
      'op(-)',
      '*(*)',
      'op(/)',
      'op(%)',
      'op(&)',
      'op(|)',
      'op(^)',
      'op(<<)',
      'op(>>)',
      'op(&^)',
      'op(&&)',
      'op(||)',
      '<-',
      'opop(+)',
      'opop(-)',
      'op(==)',
      'op(<)',
      'op(>)',
      '=',
      'op(!)',
      'op(~)',
      'op(!=)',
      'op(<=)',
      'op(>=)',
      ':=',
      '...',
      '.',
      ',',
      ';(semicolon)',
      ':',
      '(',
      ')',
      '[',
      ']',
      '{',
      '}',
      ';(EOF)',
      'EOF',
    ]);
  });

  it('scans assignment operators', () => {
    expect(kinds('+= -= *= /= %= &= |= ^= <<= >>= &^=').filter((k) => k.startsWith('op='))).toEqual([
      'op=(+)',
      'op=(-)',
      'op=(*)',
      'op=(/)',
      'op=(%)',
      'op=(&)',
      'op=(|)',
      'op=(^)',
      'op=(<<)',
      'op=(>>)',
      'op=(&^)',
    ]);
  });

  it('scans all 25 keywords', () => {
    const kw =
      'break case chan const continue default defer else fallthrough for func go goto if import interface map package range return select struct switch type var';
    expect(kinds(kw).filter((k) => k !== 'EOF' && !k.startsWith(';'))).toEqual(kw.split(' '));
  });
});

describe('literals', () => {
  it('classifies integer, float, imaginary, rune and string literals', () => {
    for (const s of ['42', '0x_1F', '0o17', '0O17', '017', '0b1010', '1_000_000'])
      expect(litKind(s), s).toBe('INT');
    for (const s of ['1.5', '.5', '1.', '1e3', '1E-3', '0x1p-2', '0x1.8p3', '1_0.0_1'])
      expect(litKind(s), s).toBe('FLOAT');
    for (const s of ['2i', '1.5i', '0x1p2i', '0i']) expect(litKind(s), s).toBe('IMAG');
    for (const s of ["'a'", "'\\n'", "'\\x41'", "'\\u00e9'", "'\\U0001F600'", "'\\''", "'世'"])
      expect(litKind(s), s).toBe('CHAR');
    for (const s of ['"a"', '"a\\tb"', '`raw\nstring`', '""']) expect(litKind(s), s).toBe('STRING');
  });

  it('keeps the exact source text of a literal', () => {
    expect(scan('0x_1F').toks[0].lit).toBe('0x_1F');
    expect(scan('`a\nb`').toks[0].lit).toBe('`a\nb`');
  });

  it('decodes literal values', () => {
    expect(stringLitValue('"a\\tb\\u00e9"')).toBe('a\tbé');
    expect(stringLitBytes('"é"')).toBe('\xc3\xa9');
    expect(stringLitBytes('"\\xff\\377"')).toBe('\xff\xff');
    expect(stringLitValue('`a\r\nb`')).toBe('a\nb');
    expect(runeLitValue("'a'")).toBe(97);
    expect(runeLitValue("'\\n'")).toBe(10);
    expect(runeLitValue("'\\x41'")).toBe(65);
    expect(runeLitValue("'世'")).toBe(0x4e16);
    expect(runeLitValue("'\\U0001F600'")).toBe(0x1f600);
  });
});

describe('positions', () => {
  it('uses 1-based byte columns (tabs count 1, non-ASCII counts its UTF-8 bytes)', () => {
    const { toks } = scan('\tx := "é€😀" + y');
    expect(toks.map((t) => t.pos)).toEqual(['1:2', '1:4', '1:7', '1:19', '1:21', '1:22', '1:22']);
  });

  it('counts lines', () => {
    expect(scan('a\n\nb').toks.map((t) => t.pos)).toEqual(['1:1', '1:2', '3:1', '3:2', '3:2']);
  });
});

describe('scanner errors (gc wording and positions)', () => {
  const errs = (src: string): string[] => scan(src).errs;
  it('reports string, rune and comment errors', () => {
    expect(errs('x := "abc\n')).toEqual(['1:10: newline in string']);
    expect(errs('x := "abc')).toEqual(['1:6: string not terminated']);
    expect(errs('x := `abc')).toEqual(['1:6: string not terminated']);
    expect(errs("x := 'ab'")).toEqual(['1:6: more than one character in rune literal']);
    expect(errs("x := ''")).toEqual(["1:7: empty rune literal or unescaped '"]);
    expect(errs("x := 'a")).toEqual(['1:6: rune literal not terminated']);
    expect(errs("x := 'a\n")).toEqual(['1:8: newline in rune literal']);
    expect(errs('/* abc')).toEqual(['1:1: comment not terminated']);
  });

  it('reports invalid characters and escapes', () => {
    expect(errs('a @ b')).toEqual(["1:3: invalid character U+0040 '@'"]);
    expect(errs('a \x01 b')).toEqual(['1:3: invalid character U+0001']);
    expect(errs('"\\q"')).toEqual(['1:3: unknown escape']);
    expect(errs('"\\xzz"')).toEqual(["1:4: invalid character 'z' in hexadecimal escape"]);
    expect(errs('"\\777"')).toEqual(['1:6: octal escape value 511 > 255']);
    expect(errs('"\\uD800"')).toEqual(['1:8: escape is invalid Unicode code point U+D800']);
    expect(errs('a€b')).toEqual(["1:2: invalid character U+20AC '€' in identifier"]);
    expect(errs('x\x00')).toEqual(['1:2: invalid NUL character']);
  });

  it('reports malformed numbers', () => {
    expect(errs('0778')).toEqual(["1:4: invalid digit '8' in octal literal"]);
    expect(errs('0b102')).toEqual(["1:5: invalid digit '2' in binary literal"]);
    expect(errs('0x')).toEqual(['1:3: hexadecimal literal has no digits']);
    expect(errs('1__0')).toEqual(["1:3: '_' must separate successive digits"]);
    expect(errs('0x1.8')).toEqual(["1:6: hexadecimal mantissa requires a 'p' exponent"]);
    expect(errs('1e+')).toEqual(['1:4: exponent has no digits']);
    expect(errs('0b1.0')).toEqual(['1:4: invalid radix point in binary literal']);
    expect(errs('0x1e3p')).toEqual(['1:7: exponent has no digits']);
    expect(errs('1p3')).toEqual(["1:2: 'p' exponent requires hexadecimal mantissa"]);
  });
});
