// go/parser's errors (src/go/syntax/goparser.ts), as go1.23's go/parser.ParseFile reports them in
// cmd/vet's mode (ParseComments): each expected list was printed by go1.23 for the same source.
import { describe, expect, it } from 'vitest';
import { goParserErrors, goParserErrorText } from '../../../src/go/syntax/goparser.ts';

const cases: { name: string; src: string; want: string[] }[] = [
  {
    name: 'missing comma in a composite literal',
    src: 'package p\n\nvar x = []int{\n\t1,\n\t2\n}\n',
    want: ["5:3: missing ',' before newline in composite literal"],
  },
  {
    name: 'a curly quotation mark',
    src: 'package p\n\nvar s = “hello”\n',
    want: [
      "3:9: curly quotation mark '“' (use neutral '\"')",
      "3:17: curly quotation mark '”' (use neutral '\"')",
    ],
  },
  {
    name: 'an illegal character',
    src: 'package p\n\nvar x = 1 @ 2\n',
    want: ["3:11: illegal character U+0040 '@'"],
  },
  {
    name: 'an unterminated string and rune',
    src: "package p\n\nvar s = \"abc\nvar r = 'ab'\n",
    want: ['3:9: string literal not terminated', '4:9: illegal rune literal'],
  },
  {
    name: 'a bad number',
    src: 'package p\n\nvar a = 0x\nvar b = 09\nvar c = 1__0\nvar d = 0b12\n',
    want: [
      '3:11: hexadecimal literal has no digits',
      "4:10: invalid digit '9' in octal literal",
      "5:11: '_' must separate successive digits",
      "6:12: invalid digit '2' in binary literal",
    ],
  },
  {
    name: 'an unterminated comment',
    src: 'package p\n\nfunc f() {\n\t/* open\n}\n',
    want: ['4:2: comment not terminated', "5:3: expected '}', found 'EOF'"],
  },
  {
    name: 'a file without a package clause',
    src: 'func main() {}\n',
    want: ["1:1: expected 'package', found 'func'"],
  },
  {
    name: 'imports after declarations',
    src: 'package p\n\nvar x int\n\nimport "fmt"\n',
    want: ['5:1: imports must appear before other declarations'],
  },
  {
    name: 'an import without a path',
    src: 'package p\n\nimport fmt\n',
    want: ['3:11: missing import path'],
  },
  {
    name: 'generic and method type parameters',
    src: 'package p\n\ntype S[T any] struct{}\n\nfunc (s S[T]) M[U any]() {}\n\nfunc F[]() {}\n\ntype I interface{ M[T any]() }\n',
    want: [
      '5:16: method must have no type parameters',
      '7:8: empty type parameter list',
      '9:20: interface method must have no type parameters',
    ],
  },
  {
    name: 'a type switch with =',
    src: 'package p\n\nfunc f(x any) {\n\tswitch y = x.(type) {\n\t}\n}\n',
    want: ["4:11: expected ':=', found '='"],
  },
  {
    name: 'if without a condition',
    src: 'package p\n\nfunc f() {\n\tif {\n\t}\n\tif x := 1; {\n\t}\n\tif x := 1\n\t{\n\t}\n}\n',
    want: [
      '4:5: missing condition in if statement',
      '6:11: missing condition in if statement',
      '8:11: unexpected newline, expecting { after if clause',
    ],
  },
  {
    name: 'mixed named and unnamed parameters',
    src: 'package p\n\nfunc f(a int, string) {}\n\nfunc g[T](x T) {}\n',
    want: ['3:15: mixed named and unnamed parameters', '5:9: missing type constraint'],
  },
  {
    name: 'a receive from a send-only channel type',
    src: 'package p\n\nvar c <-chan<- int\n\nvar d = <-chan int(nil)\n\nvar e = <-<-chan int(nil)\n',
    want: ["3:16: expected 'chan', found int"],
  },
  {
    name: 'a 3-index slice without indices',
    src: 'package p\n\nfunc f(s []int) {\n\t_ = s[1::]\n\t_ = s[:2:]\n}\n',
    want: ['4:9: middle index required in 3-index slice', '5:10: final index required in 3-index slice'],
  },
  {
    name: 'a label in the wrong place and a parenthesized embedded type',
    src: 'package p\n\nfunc f() {\n\tx, y: for {}\n}\n\ntype T struct {\n\t(*U)\n}\n',
    want: ['4:2: expected 1 expression', '8:2: cannot parenthesize embedded type'],
  },
  {
    name: 'a file ending in a comment with the brace open',
    src: 'package p\n\nfunc f() {\n\tx := 1 /* multi\nline */ y := 2\n// end',
    want: ["6:7: expected '}', found 'EOF'"],
  },
  {
    name: 'a byte order mark inside',
    src: 'package p\n\nvar x = 1\ufeff\n',
    want: ['3:10: illegal byte order mark'],
  },
];

describe('go/parser errors', () => {
  for (const c of cases) {
    it(c.name, () => {
      expect(goParserErrors(c.src).map((e) => `${e.line}:${e.col}: ${e.msg}`)).toEqual(c.want);
    });
  }
  it('a file that parses has none', () => {
    expect(goParserErrors('package p\n\nfunc f[T any](x T) T { return x }\n')).toEqual([]);
  });
  it('ErrorList.Error counts the rest', () => {
    const errs = goParserErrors('package p\n\nvar x = 1 @ 2\nvar y = 1 @ 2\nvar z = 1 @ 2\n');
    expect(goParserErrorText(errs)).toBe("3:11: illegal character U+0040 '@' (and 2 more errors)");
  });
});
