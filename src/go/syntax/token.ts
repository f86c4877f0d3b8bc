// Go tokens as cmd/compile/internal/syntax (tokens.go) models them: operators are grouped into a few token
// classes (Operator, AssignOp, IncOp, Star) carrying the operator text and its precedence, which is what the
// parser's error messages print.

export const T = {
  EOF: 0,
  Name: 1,
  Literal: 2,
  Operator: 3, // op with prec > 0 is binary, 0 is unary-only (! ~)
  AssignOp: 4, // op=
  IncOp: 5, // ++ --
  Assign: 6, // =
  Define: 7, // :=
  Arrow: 8, // <-
  Star: 9, // *
  Lparen: 10,
  Lbrack: 11,
  Lbrace: 12,
  Rparen: 13,
  Rbrack: 14,
  Rbrace: 15,
  Comma: 16,
  Semi: 17,
  Colon: 18,
  Dot: 19,
  DotDotDot: 20,
  // keywords
  Break: 21,
  Case: 22,
  Chan: 23,
  Const: 24,
  Continue: 25,
  Default: 26,
  Defer: 27,
  Else: 28,
  Fallthrough: 29,
  For: 30,
  Func: 31,
  Go: 32,
  Goto: 33,
  If: 34,
  Import: 35,
  Interface: 36,
  Map: 37,
  Package: 38,
  Range: 39,
  Return: 40,
  Select: 41,
  Struct: 42,
  Switch: 43,
  Type: 44,
  Var: 45,
};

/** A token value from T (a plain number so that narrowing does not survive next()). */
export type Tok = number;

const tokNames: string[] = [
  'EOF',
  'name',
  'literal',
  'op',
  'op=',
  'opop',
  '=',
  ':=',
  '<-',
  '*',
  '(',
  '[',
  '{',
  ')',
  ']',
  '}',
  ',',
  ';',
  ':',
  '.',
  '...',
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
];

/** tok.String() in gc: the token's spelling (keywords, punctuation) or its class name. */
export function tokenString(tok: Tok): string {
  return tokNames[tok];
}

export function isKeyword(tok: Tok): boolean {
  return tok >= T.Break && tok <= T.Var;
}

/**
 * gc's tokstring: the English words for `,` and `;`, and `keyword X` for keywords (the Go 1.24+ wording of
 * cmd/compile/internal/syntax/parser.go; go1.23 printed the bare keyword).
 */
export function tokstring(tok: Tok): string {
  if (tok === T.Comma) return 'comma';
  if (tok === T.Semi) return 'semicolon or newline';
  if (isKeyword(tok)) return 'keyword ' + tokNames[tok];
  return tokNames[tok];
}

export const keywords: ReadonlyMap<string, Tok> = new Map<string, Tok>(
  tokNames.slice(T.Break).map((name, i) => [name, (T.Break + i) as Tok]),
);

// Operator precedences (tokens.go).
export const precOrOr = 1;
export const precAndAnd = 2;
export const precCmp = 3;
export const precAdd = 4;
export const precMul = 5;
