// The colours Monaco gives Go source, for the plain view shown before it loads (Workspace.astro at
// build time, workspace.ts while the learner types there): the same token classes as Monaco's Go
// grammar (monaco-editor basic-languages/go/go.js: keywords, which include the predeclared types,
// true/false/nil; strings, raw strings and runes; comments; numbers; operators and , ; . as
// delimiters) and its bracket pair colouring (on by default: ( [ { coloured by depth, three colours
// in turn, a closing bracket as its opening one). So nothing changes colour when Monaco takes over.
// No DOM: the caller turns the spans into elements or HTML.

/** A token class: keyword, string, comment, number, delimiter, bracket of depth 0/1/2, or plain. */
export type GoColor = 'k' | 's' | 'c' | 'n' | 'd' | 'b0' | 'b1' | 'b2' | '';

export type GoSpan = readonly [GoColor, string];

const KEYWORDS = new Set(
  (
    'break case chan const continue default defer else fallthrough for func go goto if import interface ' +
    'map package range return select struct switch type var bool true false uint8 uint16 uint32 uint64 ' +
    'int8 int16 int32 int64 float32 float64 complex64 complex128 byte rune uint int uintptr string nil'
  ).split(' '),
);

const OPERATORS = new Set(
  (
    '+ - * / % & | ^ << >> &^ += -= *= /= %= &= |= ^= <<= >>= &^= && || <- ++ -- == < > = ! != <= >= := ... ' +
    ', ; . :'
  ).split(' '),
);

// Tried in order at a position of the root state, as the grammar's rules are.
const IDENT = /[a-zA-Z_]\w*/y;
const SPACE = /[ \t\r]+/y;
const SYMBOLS = /[=><!~?:&|+\-*/^%]+/y;
const NUMBER =
  /\d*\d+[eE][-+]?\d+|\d*\.\d+(?:[eE][-+]?\d+)?|0[xX][0-9a-fA-F']*[0-9a-fA-F]|0[0-7']*[0-7]|0[bB][01']*[01]|\d[\d']*/y;
const RUNE = /'(?:[^\\']|\\(?:[abfnrtv\\"']|x[0-9A-Fa-f]{1,4}|u[0-9A-Fa-f]{4}|U[0-9A-Fa-f]{8}))'/y;

/** Each line of `src` as its coloured spans (concatenated, a line's spans give the line back). */
export function goColorLines(src: string): GoSpan[][] {
  const lines: GoSpan[][] = [];
  let line: GoSpan[] = [];
  const push = (c: GoColor, text: string) => {
    if (text === '') return;
    const last = line[line.length - 1];
    if (last !== undefined && last[0] === c) line[line.length - 1] = [c, last[1] + text];
    else line.push([c, text]);
  };
  // Multi-line tokens are cut at line ends, as Monaco draws them.
  const pushLong = (c: GoColor, text: string) => {
    const parts = text.split('\n');
    parts.forEach((p, i) => {
      if (i > 0) {
        lines.push(line);
        line = [];
      }
      push(c, p);
    });
  };
  const open: number[] = []; // depths of the brackets open now
  const at = (re: RegExp, i: number): string | undefined => {
    re.lastIndex = i;
    const m = re.exec(src);
    return m === null ? undefined : m[0];
  };
  let i = 0;
  while (i < src.length) {
    const ch = src[i];
    if (ch === '\n') {
      lines.push(line);
      line = [];
      i++;
      continue;
    }
    let m: string | undefined;
    if ((m = at(IDENT, i)) !== undefined) {
      push(KEYWORDS.has(m) ? 'k' : '', m);
    } else if ((m = at(SPACE, i)) !== undefined) {
      push('', m);
    } else if (src.startsWith('/*', i)) {
      const end = src.indexOf('*/', i + 2);
      m = end < 0 ? src.slice(i) : src.slice(i, end + 2);
      pushLong('c', m);
    } else if (src.startsWith('//', i)) {
      const end = src.indexOf('\n', i);
      m = end < 0 ? src.slice(i) : src.slice(i, end);
      push('c', m);
    } else if ('([{'.includes(ch)) {
      const depth = open.length;
      open.push(depth);
      m = ch;
      push(`b${depth % 3}` as GoColor, m);
    } else if (')]}'.includes(ch)) {
      const depth = open.pop();
      m = ch;
      push(depth === undefined ? '' : (`b${depth % 3}` as GoColor), m);
    } else if ((m = at(SYMBOLS, i)) !== undefined) {
      push(OPERATORS.has(m) ? 'd' : '', m);
    } else if ((m = at(NUMBER, i)) !== undefined) {
      push('n', m);
    } else if (ch === ',' || ch === ';' || ch === '.') {
      m = ch;
      push('d', m);
    } else if (ch === '"') {
      // To the closing quote, or the line's end (an unterminated string).
      let j = i + 1;
      while (j < src.length && src[j] !== '"' && src[j] !== '\n')
        j += src[j] === '\\' && src[j + 1] !== '\n' ? 2 : 1;
      m = src.slice(i, j < src.length && src[j] === '"' ? j + 1 : j);
      push('s', m);
    } else if (ch === '`') {
      const end = src.indexOf('`', i + 1);
      m = end < 0 ? src.slice(i) : src.slice(i, end + 1);
      pushLong('s', m);
    } else if (ch === "'") {
      m = at(RUNE, i) ?? ch;
      push('s', m);
    } else {
      m = ch;
      push('', m);
    }
    i += m.length;
  }
  lines.push(line);
  return lines;
}

/**
 * The plain view's lines of file `path`: Go sources and go.mod coloured (Monaco's language for them,
 * editor.ts), other files as plain text; an empty line as one space (an empty block has no height).
 */
export function plainViewLines(path: string, content: string): GoSpan[][] {
  const go = path.endsWith('.go') || path.endsWith('go.mod');
  const lines = go ? goColorLines(content) : content.split('\n').map((l): GoSpan[] => [['', l]]);
  return lines.map((spans) => (spans.every(([, t]) => t === '') ? [['', ' ']] : spans));
}
