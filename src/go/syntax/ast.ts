// The Go abstract syntax tree, shaped like go/ast (Go 1.26, generics included) as a discriminated union.
//
// Conventions (stable: later changes only add fields or kinds, never rename):
// - Every node has `kind`, `pos` (first character) and `end` (just after the last character), as go/ast's
//   Pos()/End(). Positions are `Pos` values (see pos.ts): 1-based line, 1-based byte column, string offset.
// - Where go/ast stores a keyword position in a field named after the keyword (`If`, `For`, `Return`,
//   `Func`, `Go`, `Defer`, `Switch`, `Select`, `Case`, `Struct`, `Interface`, `Map`, `Chan`, `Package`,
//   `Import`...), that position is simply the node's `pos`.
// - Types are expressions, as in go/ast: `[]T` is an ArrayType without `len`, `...T` in a parameter list is an
//   Ellipsis, a union `A | ~B` in an interface or constraint is a BinaryExpr with op `|` and a UnaryExpr with
//   op `~`.
// - `new(expr)` (Go 1.26) is an ordinary CallExpr whose `fun` is the Ident `new`.
// - Nodes are plain objects; their identity is the key for the checker's Info maps.
import type { Diagnostic, Pos } from './pos.ts';

export type { Diagnostic, Pos } from './pos.ts';

interface NodeBase {
  pos: Pos;
  end: Pos;
}

// ---------------------------------------------------------------------------------------------------------
// Comments

/** One `//` or `/* *\/` comment; `text` is the raw text including the comment markers. */
export interface Comment extends NodeBase {
  kind: 'Comment';
  text: string;
}

/** Adjacent comments with no blank line or token between them (go/ast.CommentGroup). */
export interface CommentGroup extends NodeBase {
  kind: 'CommentGroup';
  list: Comment[];
}

// ---------------------------------------------------------------------------------------------------------
// Fields

/**
 * A struct field, interface element, parameter or result (go/ast.Field). `names` is empty for an embedded
 * field, an anonymous parameter, or an interface element that is not a method (an embedded interface or a
 * type set term). An interface method has one name and a FuncType without a `func` keyword.
 */
export interface Field extends NodeBase {
  kind: 'Field';
  doc?: CommentGroup;
  names: Ident[];
  /** Always present (go/ast leaves it nil only for bad input; this parser uses a BadExpr then). */
  type: Expr;
  tag?: BasicLit;
  /** Trailing line comment. */
  comment?: CommentGroup;
}

/** A parenthesised or braced list of fields (go/ast.FieldList). */
export interface FieldList extends NodeBase {
  kind: 'FieldList';
  /** `(`, `{` or `[` position; undefined for a single unparenthesised result type. */
  opening?: Pos;
  list: Field[];
  closing?: Pos;
}

// ---------------------------------------------------------------------------------------------------------
// Expressions and types

export type LitKind = 'INT' | 'FLOAT' | 'IMAG' | 'CHAR' | 'STRING';

/** Placeholder for an expression with syntax errors. */
export interface BadExpr extends NodeBase {
  kind: 'BadExpr';
}

export interface Ident extends NodeBase {
  kind: 'Ident';
  name: string;
}

/** `...` in a parameter list (`elt` set) or an array length `[...]T` (`elt` undefined). */
export interface Ellipsis extends NodeBase {
  kind: 'Ellipsis';
  elt?: Expr;
}

/**
 * A literal of basic type. `value` is the exact source text: `0x_1F`, `1e3`, `2i`, `'\n'`, `"a\tb"`,
 * `` `raw` `` (raw strings keep their backquotes; carriage returns are still in the text, the value
 * decoder drops them as the spec says).
 */
export interface BasicLit extends NodeBase {
  kind: 'BasicLit';
  litKind: LitKind;
  value: string;
  /** True if the scanner reported an error in this literal (gc's BasicLit.Bad); its value is unusable. */
  bad?: boolean;
}

export interface FuncLit extends NodeBase {
  kind: 'FuncLit';
  type: FuncType;
  body: BlockStmt;
}

/** `T{...}`; `type` is undefined for an elided type inside another composite literal. */
export interface CompositeLit extends NodeBase {
  kind: 'CompositeLit';
  type?: Expr;
  lbrace: Pos;
  elts: Expr[];
  rbrace: Pos;
  /** True if the closing brace is missing (go/ast's Incomplete). */
  incomplete: boolean;
}

export interface ParenExpr extends NodeBase {
  kind: 'ParenExpr';
  lparen: Pos;
  x: Expr;
  rparen: Pos;
}

export interface SelectorExpr extends NodeBase {
  kind: 'SelectorExpr';
  x: Expr;
  sel: Ident;
}

/** `x[i]`: an index, or a generic instantiation with one type argument. */
export interface IndexExpr extends NodeBase {
  kind: 'IndexExpr';
  x: Expr;
  lbrack: Pos;
  index: Expr;
  rbrack: Pos;
}

/** `x[A, B]`: a generic instantiation with two or more type arguments. */
export interface IndexListExpr extends NodeBase {
  kind: 'IndexListExpr';
  x: Expr;
  lbrack: Pos;
  indices: Expr[];
  rbrack: Pos;
}

export interface SliceExpr extends NodeBase {
  kind: 'SliceExpr';
  x: Expr;
  lbrack: Pos;
  low?: Expr;
  high?: Expr;
  max?: Expr;
  /** True for the three-index form `x[a:b:c]`. */
  slice3: boolean;
  rbrack: Pos;
}

/** `x.(T)`; `type` is undefined for `x.(type)` in a type switch header. */
export interface TypeAssertExpr extends NodeBase {
  kind: 'TypeAssertExpr';
  x: Expr;
  lparen: Pos;
  type?: Expr;
  rparen: Pos;
}

/** A call or conversion. `ellipsis` is the position of a trailing `...` (`f(xs...)`). */
export interface CallExpr extends NodeBase {
  kind: 'CallExpr';
  fun: Expr;
  lparen: Pos;
  args: Expr[];
  ellipsis?: Pos;
  rparen: Pos;
}

/** `*x`: a pointer type or an indirection. */
export interface StarExpr extends NodeBase {
  kind: 'StarExpr';
  x: Expr;
}

export type UnaryOp = '+' | '-' | '!' | '^' | '*' | '&' | '<-' | '~';

/** A unary expression; `~T` (a type set term) is a UnaryExpr with op `~`. `*x` is a StarExpr instead. */
export interface UnaryExpr extends NodeBase {
  kind: 'UnaryExpr';
  op: UnaryOp;
  x: Expr;
}

export type BinaryOp =
  | '||'
  | '&&'
  | '=='
  | '!='
  | '<'
  | '<='
  | '>'
  | '>='
  | '+'
  | '-'
  | '|'
  | '^'
  | '*'
  | '/'
  | '%'
  | '<<'
  | '>>'
  | '&'
  | '&^';

export interface BinaryExpr extends NodeBase {
  kind: 'BinaryExpr';
  x: Expr;
  opPos: Pos;
  op: BinaryOp;
  y: Expr;
}

/** `key: value` in a composite literal. */
export interface KeyValueExpr extends NodeBase {
  kind: 'KeyValueExpr';
  key: Expr;
  colon: Pos;
  value: Expr;
}

/** `[N]T`, `[...]T` (len is an Ellipsis) or `[]T` (len undefined: a slice type). */
export interface ArrayType extends NodeBase {
  kind: 'ArrayType';
  lbrack: Pos;
  len?: Expr;
  elt: Expr;
}

export interface StructType extends NodeBase {
  kind: 'StructType';
  fields: FieldList;
  incomplete: boolean;
}

/** A function signature. `funcPos` is undefined for interface methods (no `func` keyword). */
export interface FuncType extends NodeBase {
  kind: 'FuncType';
  funcPos?: Pos;
  typeParams?: FieldList;
  params: FieldList;
  results?: FieldList;
}

export interface InterfaceType extends NodeBase {
  kind: 'InterfaceType';
  methods: FieldList;
  incomplete: boolean;
}

export interface MapType extends NodeBase {
  kind: 'MapType';
  key: Expr;
  value: Expr;
}

export type ChanDir = 'both' | 'send' | 'recv';

/** `chan T` (both), `chan<- T` (send), `<-chan T` (recv). `arrow` is the `<-` position if any. */
export interface ChanType extends NodeBase {
  kind: 'ChanType';
  arrow?: Pos;
  dir: ChanDir;
  value: Expr;
}

export type Expr =
  | BadExpr
  | Ident
  | Ellipsis
  | BasicLit
  | FuncLit
  | CompositeLit
  | ParenExpr
  | SelectorExpr
  | IndexExpr
  | IndexListExpr
  | SliceExpr
  | TypeAssertExpr
  | CallExpr
  | StarExpr
  | UnaryExpr
  | BinaryExpr
  | KeyValueExpr
  | ArrayType
  | StructType
  | FuncType
  | InterfaceType
  | MapType
  | ChanType;

// ---------------------------------------------------------------------------------------------------------
// Statements

export interface BadStmt extends NodeBase {
  kind: 'BadStmt';
}

/** A const, type or var declaration inside a function. */
export interface DeclStmt extends NodeBase {
  kind: 'DeclStmt';
  decl: GenDecl;
}

/** An empty statement; `implicit` if it stands for an automatically inserted semicolon or nothing. */
export interface EmptyStmt extends NodeBase {
  kind: 'EmptyStmt';
  implicit: boolean;
}

export interface LabeledStmt extends NodeBase {
  kind: 'LabeledStmt';
  label: Ident;
  colon: Pos;
  stmt: Stmt;
}

export interface ExprStmt extends NodeBase {
  kind: 'ExprStmt';
  x: Expr;
}

export interface SendStmt extends NodeBase {
  kind: 'SendStmt';
  chan: Expr;
  arrow: Pos;
  value: Expr;
}

export interface IncDecStmt extends NodeBase {
  kind: 'IncDecStmt';
  x: Expr;
  tokPos: Pos;
  tok: '++' | '--';
}

export type AssignOp =
  | '='
  | ':='
  | '+='
  | '-='
  | '*='
  | '/='
  | '%='
  | '&='
  | '|='
  | '^='
  | '<<='
  | '>>='
  | '&^=';

export interface AssignStmt extends NodeBase {
  kind: 'AssignStmt';
  lhs: Expr[];
  tokPos: Pos;
  tok: AssignOp;
  rhs: Expr[];
}

/** `go f(x)`; `call` is a CallExpr when well formed (gc reports otherwise), else the expression. */
export interface GoStmt extends NodeBase {
  kind: 'GoStmt';
  call: Expr;
}

export interface DeferStmt extends NodeBase {
  kind: 'DeferStmt';
  call: Expr;
}

export interface ReturnStmt extends NodeBase {
  kind: 'ReturnStmt';
  results: Expr[];
}

export type BranchTok = 'break' | 'continue' | 'goto' | 'fallthrough';

export interface BranchStmt extends NodeBase {
  kind: 'BranchStmt';
  tok: BranchTok;
  label?: Ident;
}

export interface BlockStmt extends NodeBase {
  kind: 'BlockStmt';
  lbrace: Pos;
  list: Stmt[];
  /** Position of the closing brace (gc's "missing return" is reported here). */
  rbrace: Pos;
}

export interface IfStmt extends NodeBase {
  kind: 'IfStmt';
  init?: Stmt;
  cond: Expr;
  body: BlockStmt;
  /** An IfStmt (`else if`) or a BlockStmt. */
  else?: IfStmt | BlockStmt;
}

/** A case of an expression or type switch; `list` is empty for `default`. */
export interface CaseClause extends NodeBase {
  kind: 'CaseClause';
  list: Expr[];
  colon: Pos;
  body: Stmt[];
}

/** `body.list` holds only CaseClauses. */
export interface SwitchStmt extends NodeBase {
  kind: 'SwitchStmt';
  init?: Stmt;
  tag?: Expr;
  body: BlockStmt;
}

/**
 * `switch [init;] [v :=] x.(type) {...}`. `assign` is an AssignStmt (`v := x.(type)`) or an ExprStmt
 * (`x.(type)`) whose expression is a TypeAssertExpr without `type`. `body.list` holds only CaseClauses.
 */
export interface TypeSwitchStmt extends NodeBase {
  kind: 'TypeSwitchStmt';
  init?: Stmt;
  assign: AssignStmt | ExprStmt;
  body: BlockStmt;
}

/** A case of a select; `comm` is undefined for `default` (a SendStmt, ExprStmt `<-c` or AssignStmt). */
export interface CommClause extends NodeBase {
  kind: 'CommClause';
  comm?: Stmt;
  colon: Pos;
  body: Stmt[];
}

/** `body.list` holds only CommClauses. */
export interface SelectStmt extends NodeBase {
  kind: 'SelectStmt';
  body: BlockStmt;
}

export interface ForStmt extends NodeBase {
  kind: 'ForStmt';
  init?: Stmt;
  cond?: Expr;
  post?: Stmt;
  body: BlockStmt;
}

/** `for k, v := range x {}`; `tok` is undefined for `for range x {}`. */
export interface RangeStmt extends NodeBase {
  kind: 'RangeStmt';
  key?: Expr;
  value?: Expr;
  /** A third iteration variable (`for a, b, c := range x`), which the checker rejects. */
  extra?: Expr;
  tokPos?: Pos;
  tok?: ':=' | '=';
  rangePos: Pos;
  x: Expr;
  body: BlockStmt;
}

export type Stmt =
  | BadStmt
  | DeclStmt
  | EmptyStmt
  | LabeledStmt
  | ExprStmt
  | SendStmt
  | IncDecStmt
  | AssignStmt
  | GoStmt
  | DeferStmt
  | ReturnStmt
  | BranchStmt
  | BlockStmt
  | IfStmt
  | CaseClause
  | SwitchStmt
  | TypeSwitchStmt
  | CommClause
  | SelectStmt
  | ForStmt
  | RangeStmt;

// ---------------------------------------------------------------------------------------------------------
// Specs and declarations

export interface ImportSpec extends NodeBase {
  kind: 'ImportSpec';
  doc?: CommentGroup;
  /** Local name: an alias, `_` or `.`; undefined when absent. */
  name?: Ident;
  /** The import path literal (STRING BasicLit, quotes included). */
  path: BasicLit;
  comment?: CommentGroup;
}

/** A const or var spec. For consts, `iota` is this spec's index in its declaration (0 for an unparenthesised one). */
export interface ValueSpec extends NodeBase {
  kind: 'ValueSpec';
  doc?: CommentGroup;
  names: Ident[];
  type?: Expr;
  values: Expr[];
  comment?: CommentGroup;
  iota: number;
  /**
   * Set by the build for a package variable a //go:embed directive initialises (build/embed.ts): its
   * kind and files (names relative to the package directory, directories ending in '/'; bytes as Go
   * binary strings), in the order gc writes them.
   */
  embed?: { kind: 'string' | 'bytes' | 'fs'; files: { name: string; data: string }[] };
}

/** `type Name[P any] T` or an alias `type Name = T` (`assign` set). */
export interface TypeSpec extends NodeBase {
  kind: 'TypeSpec';
  doc?: CommentGroup;
  name: Ident;
  typeParams?: FieldList;
  assign?: Pos;
  type: Expr;
  comment?: CommentGroup;
}

export type Spec = ImportSpec | ValueSpec | TypeSpec;

export interface BadDecl extends NodeBase {
  kind: 'BadDecl';
}

export type GenTok = 'import' | 'const' | 'type' | 'var';

/** `import`, `const`, `type` or `var` declaration, parenthesised (`lparen` set) or not. */
export interface GenDecl extends NodeBase {
  kind: 'GenDecl';
  doc?: CommentGroup;
  tok: GenTok;
  lparen?: Pos;
  specs: Spec[];
  rparen?: Pos;
}

/** A function or method; `body` is undefined for a declaration without body (native functions). */
export interface FuncDecl extends NodeBase {
  kind: 'FuncDecl';
  doc?: CommentGroup;
  recv?: FieldList;
  name: Ident;
  type: FuncType;
  body?: BlockStmt;
}

export type Decl = BadDecl | GenDecl | FuncDecl;

// ---------------------------------------------------------------------------------------------------------
// Files

export interface File extends NodeBase {
  kind: 'File';
  /** The file name given to parseFile (as gc prints it in positions). */
  filename: string;
  doc?: CommentGroup;
  /** Package clause name. `pos` of the File is the `package` keyword. */
  name: Ident;
  decls: Decl[];
  /** All imports of the file, in source order (also present inside the import GenDecls). */
  imports: ImportSpec[];
  /** Every comment group of the file, in source order (doc and line comments included). */
  comments: CommentGroup[];
  /** The `//go:build` expression text if the file has one before the package clause. */
  goBuild?: string;
  /**
   * Label and branch errors (syntax/branches.ts) of a file parsed without syntax errors. They are not
   * syntax errors: gc reports them from its parser and still type-checks, printing them sorted together
   * with the type errors (cmd/compile/internal/noder/noder.go, irgen.go checks SyntaxErrors() only), so
   * the type checker reports them first.
   */
  branchErrors?: Diagnostic[];
}

export type Node = Expr | Stmt | Spec | Decl | File | Field | FieldList | Comment | CommentGroup;

export type NodeKind = Node['kind'];

const exprKinds: ReadonlySet<string> = new Set<Expr['kind']>([
  'BadExpr',
  'Ident',
  'Ellipsis',
  'BasicLit',
  'FuncLit',
  'CompositeLit',
  'ParenExpr',
  'SelectorExpr',
  'IndexExpr',
  'IndexListExpr',
  'SliceExpr',
  'TypeAssertExpr',
  'CallExpr',
  'StarExpr',
  'UnaryExpr',
  'BinaryExpr',
  'KeyValueExpr',
  'ArrayType',
  'StructType',
  'FuncType',
  'InterfaceType',
  'MapType',
  'ChanType',
]);

const stmtKinds: ReadonlySet<string> = new Set<Stmt['kind']>([
  'BadStmt',
  'DeclStmt',
  'EmptyStmt',
  'LabeledStmt',
  'ExprStmt',
  'SendStmt',
  'IncDecStmt',
  'AssignStmt',
  'GoStmt',
  'DeferStmt',
  'ReturnStmt',
  'BranchStmt',
  'BlockStmt',
  'IfStmt',
  'CaseClause',
  'SwitchStmt',
  'TypeSwitchStmt',
  'CommClause',
  'SelectStmt',
  'ForStmt',
  'RangeStmt',
]);

export function isExpr(n: Node): n is Expr {
  return exprKinds.has(n.kind);
}

export function isStmt(n: Node): n is Stmt {
  return stmtKinds.has(n.kind);
}

/** Strips any number of parentheses, as go/ast.Unparen. */
export function unparen(e: Expr): Expr {
  while (e.kind === 'ParenExpr') e = e.x;
  return e;
}

/** The result of parsing one file. `file` is undefined only when not even a package clause was found. */
export interface ParseResult {
  file: File | undefined;
  diagnostics: Diagnostic[];
}
