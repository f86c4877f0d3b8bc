// The plain view colours Go as Monaco's Go grammar does (go-colors.ts), so nothing changes colour
// when Monaco takes over; a line's spans always give the line back.
import { describe, expect, it } from 'vitest';
import { goColorLines, plainViewLines } from '../../src/workspace/go-colors.ts';

const text = (spans: readonly (readonly [string, string])[]) => spans.map(([, t]) => t).join('');
const colored = (src: string) => goColorLines(src).map((l) => l.filter(([c]) => c !== ''));

describe('the plain view colours Go as Monaco does', () => {
  it('keywords (with the predeclared types and nil), identifiers plain', () => {
    expect(colored('func (r *AppReconciler) Get(x int) error { return nil }')[0]).toEqual([
      ['k', 'func'],
      ['b0', '('],
      ['d', '*'],
      ['b0', ')'],
      ['b0', '('],
      ['k', 'int'],
      ['b0', ')'],
      ['b0', '{'],
      ['k', 'return'],
      ['k', 'nil'],
      ['b0', '}'],
    ]);
  });

  it('brackets by depth, three colours in turn, a closing one as its opening one', () => {
    const spans = colored('a([]{(b)})')[0].map(([c, t]) => `${c}${t}`);
    // Neighbours of one colour are one span.
    expect(spans).toEqual(['b0(', 'b1[]{', 'b2(', 'b2)', 'b1}', 'b0)']);
    expect(colored('(((())))')[0].map(([c, t]) => `${c}${t}`)).toEqual([
      'b0(',
      'b1(',
      'b2(',
      'b0()',
      'b2)',
      'b1)',
      'b0)',
    ]);
  });

  it('strings, runes, raw strings across lines, comments across lines, numbers', () => {
    const src = 'x := "a\\"b" + `raw\nline` // c\n/* one\ntwo */ y := 0x1F + 1.5e3 + \'\\n\'';
    const lines = goColorLines(src);
    expect(lines.map(text)).toEqual(src.split('\n'));
    expect(colored(src)).toEqual([
      [
        ['d', ':='],
        ['s', '"a\\"b"'],
        ['d', '+'],
        ['s', '`raw'],
      ],
      [
        ['s', 'line`'],
        ['c', '// c'],
      ],
      [['c', '/* one']],
      [
        ['c', 'two */'],
        ['d', ':='],
        ['n', '0x1F'],
        ['d', '+'],
        ['n', '1.5e3'],
        ['d', '+'],
        ['s', "'\\n'"],
      ],
    ]);
  });

  it('an unterminated string ends at its line; a comment inside a string is string', () => {
    expect(colored('s := "open\nt := "//x"')).toEqual([
      [
        ['d', ':='],
        ['s', '"open'],
      ],
      [
        ['d', ':='],
        ['s', '"//x"'],
      ],
    ]);
  });

  it('gives every line back, whatever the text (a real exercise file)', () => {
    const src =
      'package main\n\nimport (\n\t"fmt"\n)\n\n// Hello.\nfunc main() {\n\tfmt.Println("hi", 1<<3, 2&^1)\n}\n';
    const lines = plainViewLines('main.go', src);
    expect(lines.map(text)).toEqual(src.split('\n').map((l) => (l === '' ? ' ' : l)));
  });

  it('files other than Go sources stay plain', () => {
    expect(plainViewLines('config/rbac/role.yaml', 'kind: Role\n\nrules: []')).toEqual([
      [['', 'kind: Role']],
      [['', ' ']],
      [['', 'rules: []']],
    ]);
  });
});
