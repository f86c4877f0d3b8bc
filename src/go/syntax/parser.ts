// A hand-written recursive-descent parser for Go 1.26. Its control flow, error recovery and error messages
// follow gc's parser (cmd/compile/internal/syntax/parser.go) so that syntax errors read and sit exactly as
// `go build` prints them; the tree it builds has go/ast's shape (ast.ts).
import type {
  AssignOp,
  AssignStmt,
  BadExpr,
  BasicLit,
  BinaryOp,
  BlockStmt,
  CaseClause,
  ChanType,
  CommClause,
  Comment,
  CommentGroup,
  CompositeLit,
  Decl,
  Diagnostic,
  Ellipsis,
  Expr,
  ExprStmt,
  Field,
  FieldList,
  File,
  FuncDecl,
  FuncType,
  GenDecl,
  GenTok,
  Ident,
  ImportSpec,
  InterfaceType,
  ParseResult,
  Pos,
  Spec,
  Stmt,
  StructType,
  TypeSpec,
  UnaryOp,
  ValueSpec,
} from './ast.ts';
import { unparen } from './ast.ts';
import { checkFuncBody } from './branches.ts';
import { exprString, stmtString } from './printer.ts';
import { type RawComment, Scanner } from './scanner.ts';
import { isKeyword, T, type Tok, tokenString, tokstring } from './token.ts';

/** gc's range clause, folded into a RangeStmt by forStmt. */
interface RangeClause {
  kind: 'RangeClause';
  pos: Pos;
  lhs: Expr[];
  def: boolean;
  tokPos?: Pos;
  rangePos: Pos;
  x: Expr;
}

/** gc's TypeSwitchGuard with a Lhs (`v := x.(type)`), folded into a TypeSwitchStmt by switchStmt. */
interface GuardStmt {
  kind: 'GuardStmt';
  assign: AssignStmt;
}

type Simple = Stmt | RangeClause | GuardStmt;

/** A parameter as gc's paramList produces it: one name and/or one type. */
interface PField {
  pos: Pos;
  name?: Ident;
  type?: Expr;
}

interface RawError {
  line: number;
  col: number;
  msg: string;
}

// stopset: keywords that start a statement; synchronization points inside function bodies.
const stopset: readonly Tok[] = [
  T.Break,
  T.Const,
  T.Continue,
  T.Defer,
  T.Fallthrough,
  T.For,
  T.Go,
  T.Goto,
  T.If,
  T.Return,
  T.Select,
  T.Switch,
  T.Type,
  T.Var,
];
const stopMask = stopset.reduce((m, t) => m | (1n << BigInt(t)), 0n);
const tokMask: bigint[] = Array.from({ length: 64 }, (_, i) => 1n << BigInt(i));

// Trees deeper than this are rejected so that no phase (parser, checker, interpreter, all recursive) can
// exhaust the JavaScript stack. gc has no such limit (its stack grows to 1 GB); go/parser's is 1e5, with
// this message. Else-if chains and left-deep operator chains (`a + b + ...`) are loops in every phase and
// do not count: thousands of arms or terms compile, as with gc.
const maxNesting = 1000;

class NestingError extends Error {
  readonly pos: Pos;
  constructor(pos: Pos) {
    super('exceeded max nesting depth');
    this.pos = pos;
  }
}

function mkPos(line: number, col: number, offset: number): Pos {
  return { line, col, offset };
}

export class Parser {
  private readonly filename: string;
  private readonly sc: Scanner;
  private readonly errors: RawError[] = [];
  /** Label and branch errors of function bodies parsed without errors (checkFuncBody). */
  readonly branchErrors: Diagnostic[] = [];
  private firstError = false;

  // current token (mirrors the scanner)
  private tok: Tok = T.EOF;
  private lit = '';
  private op = '';
  private prec = 0;
  private tpos: Pos = mkPos(1, 1, 0);
  /** End of the previously consumed token. */
  private prevEnd: Pos = mkPos(1, 1, 0);
  private prevLine = 0;
  private started = false;

  private fnest = 0;
  private xnest = 0;
  /** Current nesting of recursive productions (see maxNesting). */
  private depth = 0;

  // comments
  readonly commentGroups: CommentGroup[] = [];
  private leadComment: CommentGroup | undefined;
  private lineComment: CommentGroup | undefined;

  /** go1.23's token names in syntax errors (`unexpected foo`, `unexpected return`); see ParseOptions. */
  private readonly legacy: boolean;

  constructor(filename: string, src: string, opts: ParseOptions = {}) {
    this.filename = filename;
    this.legacy = opts.goVersion !== undefined && goMinor(opts.goVersion) < 24;
    this.sc = new Scanner(src, (line, col, msg) => this.errorAt(mkPos(line, col, 0), msg));
    this.next();
  }

  // ------------------------------------------------------------------------------------------------------
  // Tokens

  private next(): void {
    const sc = this.sc;
    this.prevEnd = mkPos(sc.eline, sc.ecol, sc.eoff);
    this.prevLine = this.started ? sc.tline : 0;
    this.started = true;
    sc.next();
    this.tok = sc.tok;
    this.lit = sc.lit;
    this.op = sc.op;
    this.prec = sc.prec;
    this.tpos = mkPos(sc.tline, sc.tcol, sc.toff);
    this.leadComment = undefined;
    this.lineComment = undefined;
    if (sc.comments.length > 0) this.takeComments();
  }

  // takeComments groups the comments passed before the current token as go/parser does: a group on the
  // line of the previous token is a line comment; the last group ending on the line just before the token
  // is its lead (doc) comment.
  private takeComments(): void {
    const cs = this.sc.comments;
    this.sc.comments = [];
    let i = 0;
    const tline = this.tpos.line;
    const group = (maxGap: number): CommentGroup => {
      const list: Comment[] = [];
      let endLine = cs[i].line;
      while (i < cs.length && cs[i].line <= endLine + maxGap) {
        const c = cs[i];
        list.push(toComment(c));
        endLine = c.endLine;
        i++;
      }
      const g: CommentGroup = {
        kind: 'CommentGroup',
        pos: list[0].pos,
        end: list[list.length - 1].end,
        list,
      };
      this.commentGroups.push(g);
      return g;
    };
    if (this.prevLine > 0 && cs[0].line === this.prevLine) {
      const g = group(0);
      if (tline !== g.end.line || this.tok === T.Semi || this.tok === T.EOF) this.lineComment = g;
    }
    let endline = -1;
    let last: CommentGroup | undefined;
    while (i < cs.length) {
      last = group(1);
      endline = last.end.line;
    }
    if (last && endline + 1 === tline) this.leadComment = last;
  }

  private pos(): Pos {
    return this.tpos;
  }

  private enter(extra = 0): void {
    if (++this.depth + extra > maxNesting) throw new NestingError(this.tpos);
  }

  /** Position of the current token (for reporting an aborted parse). */
  currentPos(): Pos {
    return this.tpos;
  }

  private got(tok: Tok): boolean {
    if (this.tok === tok) {
      this.next();
      return true;
    }
    return false;
  }

  private want(tok: Tok): void {
    if (!this.got(tok)) {
      this.syntaxError('expected ' + this.tokstring(tok));
      this.advance();
    }
  }

  // gotAssign is like got(Assign) but also accepts ":=" (with an error) for better recovery.
  private gotAssign(): boolean {
    if (this.tok === T.Define) {
      this.syntaxError('expected =');
      this.next();
      return true;
    }
    if (this.tok === T.Assign) {
      this.next();
      return true;
    }
    return false;
  }

  // ------------------------------------------------------------------------------------------------------
  // Errors

  private errorAt(pos: Pos, msg: string): void {
    this.firstError = true;
    this.errors.push({ line: pos.line, col: pos.col, msg });
  }

  private error(msg: string): void {
    this.errorAt(this.pos(), msg);
  }

  private syntaxError(msg: string): void {
    this.syntaxErrorAt(this.pos(), msg);
  }

  private syntaxErrorAt(pos: Pos, msg: string): void {
    if (this.tok === T.EOF && this.firstError) return; // avoid meaningless follow-up errors
    if (msg === '') {
      // nothing to add
    } else if (msg.startsWith('in ') || msg.startsWith('at ') || msg.startsWith('after ')) {
      msg = ' ' + msg;
    } else if (msg.startsWith('expected ')) {
      msg = ', ' + msg;
    } else {
      // plain error - we don't care about the current token
      this.errorAt(pos, 'syntax error: ' + msg);
      return;
    }
    let tok: string;
    switch (this.tok) {
      case T.Name:
        tok = this.legacy ? this.lit : 'name ' + this.lit;
        break;
      case T.Semi:
        tok = this.lit;
        break;
      case T.Literal:
        tok = 'literal ' + this.lit;
        break;
      case T.Operator:
        tok = this.op;
        break;
      case T.AssignOp:
        tok = this.op + '=';
        break;
      case T.IncOp:
        tok = this.op + this.op;
        break;
      default:
        tok = this.tokstring(this.tok);
    }
    this.errorAt(pos, 'syntax error: unexpected ' + tok + msg);
  }

  private tokstring(tok: Tok): string {
    return this.legacy && isKeyword(tok) ? tokenString(tok) : tokstring(tok);
  }

  // advance consumes tokens until it finds a token of the stopset (inside functions) or followlist; with an
  // empty followlist it consumes exactly one (non-EOF) token.
  private advance(...followlist: Tok[]): void {
    let follow = tokMask[T.EOF];
    if (followlist.length > 0) {
      if (this.fnest > 0) follow |= stopMask;
      for (const t of followlist) follow |= tokMask[t];
    }
    while ((follow & tokMask[this.tok]) === 0n) {
      this.next();
      if (followlist.length === 0) break;
    }
  }

  /** Diagnostics in gc's order and filtering (cmd/compile/internal/base/print.go: one syntax error per line). */
  diagnostics(): Diagnostic[] {
    const kept: Diagnostic[] = [];
    let lastSyntaxLine = -1;
    let lastOtherLine = -1;
    let lastOtherMsg = '';
    for (const e of this.errors) {
      if (e.msg.startsWith('syntax error')) {
        if (e.line === lastSyntaxLine) continue;
        lastSyntaxLine = e.line;
      } else {
        if (e.line === lastOtherLine && e.msg === lastOtherMsg) continue;
        lastOtherLine = e.line;
        lastOtherMsg = e.msg;
      }
      kept.push({ file: this.filename, line: e.line, col: e.col, msg: e.msg });
    }
    return kept
      .map((d, i) => ({ d, i }))
      .sort((a, b) => a.d.line - b.d.line || a.d.col - b.d.col || a.i - b.i)
      .map((x) => x.d);
  }

  // ------------------------------------------------------------------------------------------------------
  // Files

  parseFile(): File | undefined {
    const start = this.pos();
    const doc = this.leadComment;
    const goBuild = this.findGoBuild();
    if (!this.got(T.Package)) {
      this.syntaxError('package statement must be first');
      return undefined;
    }
    const name = this.name();
    this.want(T.Semi);
    if (this.firstError) return undefined; // don't bother continuing if the package clause has errors

    const decls: Decl[] = [];
    const imports: ImportSpec[] = [];
    let prev: Tok = T.Import;
    while (this.tok !== T.EOF) {
      if (this.tok === T.Import && prev !== T.Import) {
        this.syntaxError('imports must appear before other declarations');
      }
      prev = this.tok;
      const declStart = this.pos();
      const declDoc = this.leadComment;
      switch (this.tok) {
        case T.Import: {
          this.next();
          const d = this.genDecl('import', declStart, declDoc, () => this.importSpec());
          for (const s of d.specs) imports.push(s as ImportSpec);
          decls.push(d);
          break;
        }
        case T.Const: {
          this.next();
          let iota = 0;
          decls.push(this.genDecl('const', declStart, declDoc, () => this.constSpec(iota++)));
          break;
        }
        case T.Type:
          this.next();
          decls.push(this.genDecl('type', declStart, declDoc, () => this.typeSpec()));
          break;
        case T.Var:
          this.next();
          decls.push(this.genDecl('var', declStart, declDoc, () => this.varSpec()));
          break;
        case T.Func:
          this.next();
          decls.push(this.funcDecl(declStart, declDoc));
          break;
        default: {
          const last = decls[decls.length - 1];
          if (
            this.tok === T.Lbrace &&
            last !== undefined &&
            last.kind === 'FuncDecl' &&
            last.body === undefined
          ) {
            // opening { of function declaration on next line
            this.syntaxError('unexpected semicolon or newline before {');
          } else {
            this.syntaxError('non-declaration statement outside function body');
          }
          this.advance(T.Import, T.Const, T.Type, T.Var, T.Func);
          continue;
        }
      }
      if (this.tok !== T.EOF && !this.got(T.Semi)) {
        this.syntaxError('after top level declaration');
        this.advance(T.Import, T.Const, T.Type, T.Var, T.Func);
      }
    }
    // drain comments after the last token
    return {
      kind: 'File',
      filename: this.filename,
      pos: start,
      end: this.prevEnd,
      doc,
      name,
      decls,
      imports,
      comments: this.commentGroups,
      goBuild,
    };
  }

  private findGoBuild(): string | undefined {
    for (const g of this.commentGroups) {
      for (const c of g.list) {
        if (c.text.startsWith('//go:build ')) return c.text.slice('//go:build '.length).trim();
      }
    }
    return undefined;
  }

  // ------------------------------------------------------------------------------------------------------
  // Declarations

  // list parses a possibly empty, sep-separated list of elements, optionally followed by sep, and closed
  // by close (or EOF). It returns the position of the closing token and whether it was found.
  private list(context: string, sep: Tok, close: Tok, f: () => boolean): { pos: Pos; ok: boolean } {
    let done = false;
    while (this.tok !== T.EOF && this.tok !== close && !done) {
      const before = this.sc.toff;
      done = f();
      // sep is optional before close
      if (!this.got(sep) && this.tok !== close) {
        this.syntaxError(
          `in ${context}; possibly missing ${this.tokstring(sep)} or ${this.tokstring(close)}`,
        );
        this.advance(T.Rparen, T.Rbrack, T.Rbrace);
        if (this.tok !== close) return { pos: this.pos(), ok: false };
      } else if (this.sc.toff === before && this.tok !== close && this.tok !== T.EOF) {
        this.next(); // guarantee progress
      }
    }
    const pos = this.pos();
    const ok = this.tok === close;
    this.want(close);
    return { pos, ok };
  }

  private genDecl(tok: GenTok, pos: Pos, doc: CommentGroup | undefined, f: () => Spec | undefined): GenDecl {
    const specs: Spec[] = [];
    let lparen: Pos | undefined;
    let rparen: Pos | undefined;
    if (this.tok === T.Lparen) {
      lparen = this.pos();
      this.next();
      rparen = this.list('grouped declaration', T.Semi, T.Rparen, () => {
        const s = f();
        if (s) specs.push(s);
        return false;
      }).pos;
    } else {
      const s = f();
      if (s) specs.push(s);
    }
    return { kind: 'GenDecl', pos, end: this.prevEnd, doc, tok, lparen, specs, rparen };
  }

  private importSpec(): ImportSpec | undefined {
    const pos = this.pos();
    const doc = this.leadComment;
    let name: Ident | undefined;
    if (this.tok === T.Name) {
      name = this.name();
    } else if (this.tok === T.Dot) {
      name = this.ident(this.pos(), '.');
      this.next();
    }
    let path = this.oliteral();
    if (path === undefined) {
      this.syntaxError('missing import path');
      this.advance(T.Semi, T.Rparen);
      path = {
        kind: 'BasicLit',
        pos: this.pos(),
        end: this.pos(),
        litKind: 'STRING',
        value: '""',
        bad: true,
      };
    } else if (!path.bad && path.litKind !== 'STRING') {
      this.syntaxErrorAt(path.pos, 'import path must be a string');
      path.bad = true;
    }
    return { kind: 'ImportSpec', pos, end: this.prevEnd, doc, name, path, comment: this.lineComment };
  }

  private constSpec(iota: number): ValueSpec {
    const pos = this.pos();
    const doc = this.leadComment;
    const names = this.nameList(this.name());
    let type: Expr | undefined;
    let values: Expr[] = [];
    if (this.tok !== T.EOF && this.tok !== T.Semi && this.tok !== T.Rparen) {
      type = this.typeOrNil();
      if (this.gotAssign()) values = this.exprList();
    }
    return {
      kind: 'ValueSpec',
      pos,
      end: this.prevEnd,
      doc,
      names,
      type,
      values,
      comment: this.lineComment,
      iota,
    };
  }

  private varSpec(): ValueSpec {
    const pos = this.pos();
    const doc = this.leadComment;
    const names = this.nameList(this.name());
    let type: Expr | undefined;
    let values: Expr[] = [];
    if (this.gotAssign()) {
      values = this.exprList();
    } else {
      type = this.type_();
      if (this.gotAssign()) values = this.exprList();
    }
    return {
      kind: 'ValueSpec',
      pos,
      end: this.prevEnd,
      doc,
      names,
      type,
      values,
      comment: this.lineComment,
      iota: 0,
    };
  }

  private typeSpec(): TypeSpec {
    const pos = this.pos();
    const doc = this.leadComment;
    const name = this.name();
    let typeParams: FieldList | undefined;
    let assign: Pos | undefined;
    let type: Expr | undefined;
    if (this.tok === T.Lbrack) {
      // array/slice type or type parameter list
      const lbrack = this.pos();
      this.next();
      if (this.tok === T.Name) {
        let x: Expr = this.name();
        if (this.tok !== T.Lbrack) {
          this.xnest++;
          x = this.binaryExpr(this.pexpr(x, false), 0);
          this.xnest--;
        }
        const [pname, ptype] = extractName(x, this.tok === T.Comma);
        if (pname !== undefined && (ptype !== undefined || this.tok !== T.Rbrack)) {
          const pl = this.paramList(pname, ptype, T.Rbrack, true);
          typeParams = toFieldList(pl.fields, lbrack, pl.close);
          if (this.tok === T.Assign || this.tok === T.Define) assign = this.pos();
          this.gotAssign();
          type = this.typeOrNil();
        } else {
          type = this.arrayType(lbrack, x);
        }
      } else if (this.tok === T.Rbrack) {
        this.next();
        type = this.sliceType(lbrack);
      } else {
        type = this.arrayType(lbrack, undefined);
      }
    } else {
      if (this.tok === T.Assign || this.tok === T.Define) assign = this.pos();
      this.gotAssign();
      type = this.typeOrNil();
    }
    if (type === undefined) {
      type = this.badExpr();
      this.syntaxError('in type declaration');
      this.advance(T.Semi, T.Rparen);
    }
    return {
      kind: 'TypeSpec',
      pos,
      end: this.prevEnd,
      doc,
      name,
      typeParams,
      assign,
      type,
      comment: this.lineComment,
    };
  }

  private funcDecl(pos: Pos, doc: CommentGroup | undefined): FuncDecl {
    let recv: FieldList | undefined;
    let hasRecv = false;
    if (this.tok === T.Lparen) {
      const lparen = this.pos();
      this.next();
      hasRecv = true;
      const pl = this.paramList(undefined, undefined, T.Rparen, false);
      recv = toFieldList(pl.fields, lparen, pl.close);
      if (pl.fields.length === 0) this.error('method has no receiver');
      else if (pl.fields.length > 1) this.error('method has multiple receivers');
    }
    let name: Ident;
    let type: FuncType;
    if (this.tok === T.Name) {
      name = this.name();
      type = this.funcType(hasRecv ? 'method' : '', pos);
    } else {
      name = this.ident(this.pos(), '_');
      const p = this.pos();
      type = {
        kind: 'FuncType',
        pos,
        end: p,
        funcPos: pos,
        params: { kind: 'FieldList', pos: p, end: p, list: [] },
      };
      this.syntaxError(hasRecv ? 'expected name' : 'expected name or (');
      this.advance(T.Lbrace, T.Semi);
    }
    let body: BlockStmt | undefined;
    if (this.tok === T.Lbrace) body = this.funcBody();
    return { kind: 'FuncDecl', pos, end: this.prevEnd, doc, recv, name, type, body };
  }

  private funcBody(): BlockStmt {
    this.fnest++;
    const errcnt = this.errors.length;
    const body = this.blockStmt('');
    this.fnest--;
    // Like gc, check labels and branches only in function bodies without (syntax or scanner) errors.
    if (this.errors.length === errcnt) {
      const ds: Diagnostic[] = [];
      checkFuncBody(this.filename, body, ds);
      this.branchErrors.push(...ds);
    }
    return body;
  }

  // ------------------------------------------------------------------------------------------------------
  // Expressions

  private expr(): Expr {
    return this.binaryExpr(undefined, 0);
  }

  private binaryExpr(x: Expr | undefined, prec: number): Expr {
    let left = x ?? this.unaryExpr();
    // A left-deep chain (`a + b + c + ...`) is a loop here and in the later phases: it does not count
    // as nesting.
    while ((this.tok === T.Operator || this.tok === T.Star) && this.prec > prec) {
      const opPos = this.pos();
      const op = this.op as BinaryOp;
      const tprec = this.prec;
      this.next();
      const y = this.binaryExpr(undefined, tprec);
      left = { kind: 'BinaryExpr', pos: left.pos, end: y.end, x: left, opPos, op, y };
    }
    return left;
  }

  private unaryExpr(): Expr {
    this.enter();
    const x = this.unaryExpr0();
    this.depth--;
    return x;
  }

  private unaryExpr0(): Expr {
    const pos = this.pos();
    switch (this.tok) {
      case T.Operator:
      case T.Star:
        switch (this.op) {
          case '*': {
            this.next();
            const x = this.unaryExpr();
            return { kind: 'StarExpr', pos, end: x.end, x };
          }
          case '+':
          case '-':
          case '!':
          case '^':
          case '~': {
            const op = this.op as UnaryOp;
            this.next();
            const x = this.unaryExpr();
            return { kind: 'UnaryExpr', pos, end: x.end, op, x };
          }
          case '&': {
            this.next();
            // unaryExpr may have returned a parenthesized composite literal - remove parentheses
            const x = unparen(this.unaryExpr());
            return { kind: 'UnaryExpr', pos, end: this.prevEnd, op: '&', x };
          }
        }
        break;
      case T.Arrow: {
        // receive op (<-x) or receive-only channel (<-chan E)
        this.next();
        const x = this.unaryExpr();
        if (x.kind === 'ChanType') {
          // re-associate <-: <-(chan E) => (<-chan E), <-(chan<-E) => (<-chan (<-E))
          let dir: ChanType['dir'] = 'send';
          let t: Expr = x;
          while (dir === 'send') {
            if (t.kind !== 'ChanType') break;
            const c: ChanType = t;
            dir = c.dir;
            if (dir === 'recv') {
              // t is type <-chan E but <-<-chan E is not permitted
              this.syntaxError('unexpected <-, expected chan');
            }
            c.dir = 'recv';
            t = c.value;
          }
          if (dir === 'send') {
            this.syntaxError(`unexpected ${exprString(t)}, expected chan`);
          }
          x.arrow = pos;
          x.pos = pos;
          return x;
        }
        return { kind: 'UnaryExpr', pos, end: x.end, op: '<-', x };
      }
    }
    return this.pexpr(undefined, true);
  }

  private callStmt(): Stmt {
    const pos = this.pos();
    const isGo = this.tok === T.Go;
    this.next();
    let x = this.pexpr(undefined, this.tok === T.Lparen);
    const t = unparen(x);
    if (t !== x) {
      this.errorAt(x.pos, `expression in ${isGo ? 'go' : 'defer'} must not be parenthesized`);
      x = t;
    }
    return isGo
      ? { kind: 'GoStmt', pos, end: this.prevEnd, call: x }
      : { kind: 'DeferStmt', pos, end: this.prevEnd, call: x };
  }

  private operand(): Expr {
    const pos = this.pos();
    switch (this.tok) {
      case T.Name:
        return this.name();
      case T.Literal:
        return this.oliteral()!;
      case T.Lparen: {
        this.next();
        this.xnest++;
        const x = this.expr();
        this.xnest--;
        const rparen = this.pos();
        this.want(T.Rparen);
        return { kind: 'ParenExpr', pos, end: this.prevEnd, lparen: pos, x, rparen };
      }
      case T.Func: {
        this.next();
        const ftyp = this.funcType('function type', pos);
        if (this.tok === T.Lbrace) {
          this.xnest++;
          const body = this.funcBody();
          this.xnest--;
          return { kind: 'FuncLit', pos, end: this.prevEnd, type: ftyp, body };
        }
        return ftyp;
      }
      case T.Lbrack:
      case T.Chan:
      case T.Map:
      case T.Struct:
      case T.Interface:
        return this.type_();
      default: {
        const x = this.badExpr();
        this.syntaxError('expected expression');
        this.advance(T.Rparen, T.Rbrack, T.Rbrace);
        return x;
      }
    }
  }

  // pexpr parses a PrimaryExpr (operand followed by selectors, indices, slices, assertions, calls and
  // composite literal bodies).
  private pexpr(x0: Expr | undefined, _keepParens: boolean): Expr {
    let x = x0 ?? this.operand();
    for (let chain = 1; ; chain++) {
      if (this.depth + chain > maxNesting) throw new NestingError(this.tpos);
      const pos = this.pos();
      switch (this.tok) {
        case T.Dot: {
          this.next();
          if (this.tok === T.Name) {
            const sel = this.name();
            x = { kind: 'SelectorExpr', pos: x.pos, end: sel.end, x, sel };
          } else if (this.tok === T.Lparen) {
            const lparen = this.pos();
            this.next();
            let type: Expr | undefined;
            if (!this.got(T.Type)) type = this.type_();
            const rparen = this.pos();
            this.want(T.Rparen);
            x = { kind: 'TypeAssertExpr', pos: x.pos, end: this.prevEnd, x, lparen, type, rparen };
          } else {
            this.syntaxError('expected name or (');
            this.advance(T.Semi, T.Rparen);
          }
          continue;
        }
        case T.Lbrack: {
          this.next();
          let i: Expr | undefined;
          let rest: Expr[] = [];
          if (this.tok !== T.Colon) {
            let comma = false;
            if (this.tok === T.Rbrack) {
              // invalid empty instance, slice or index expression; accept but complain
              this.syntaxError('expected operand');
              i = this.badExpr();
            } else {
              const tl = this.typeList(false);
              i = tl.list[0];
              rest = tl.list.slice(1);
              comma = tl.comma;
            }
            if (comma || this.tok === T.Rbrack) {
              const rbrack = this.pos();
              this.want(T.Rbrack);
              // x[], x[i,] or x[i, j, ...]
              x = indexOrInstance(x, x.pos, this.prevEnd, pos, [i, ...rest], rbrack);
              continue;
            }
          }
          // x[i:...
          if (!this.got(T.Colon)) {
            this.syntaxError('expected comma, : or ]');
            this.advance(T.Comma, T.Colon, T.Rbrack);
          }
          this.xnest++;
          let high: Expr | undefined;
          let max: Expr | undefined;
          let slice3 = false;
          if (this.tok !== T.Colon && this.tok !== T.Rbrack) high = this.expr();
          if (this.tok === T.Colon) {
            slice3 = true;
            if (high === undefined) {
              this.error('middle index required in 3-index slice');
              high = this.badExpr();
            }
            this.next();
            if (this.tok !== T.Rbrack) {
              max = this.expr();
            } else {
              this.error('final index required in 3-index slice');
              max = this.badExpr();
            }
          }
          this.xnest--;
          const rbrack = this.pos();
          this.want(T.Rbrack);
          x = {
            kind: 'SliceExpr',
            pos: x.pos,
            end: this.prevEnd,
            x,
            lbrack: pos,
            low: i,
            high,
            max,
            slice3,
            rbrack,
          };
          continue;
        }
        case T.Lparen: {
          this.next();
          const { args, ellipsis, rparen } = this.argList();
          x = {
            kind: 'CallExpr',
            pos: x.pos,
            end: this.prevEnd,
            fun: x,
            lparen: pos,
            args,
            ellipsis,
            rparen,
          };
          continue;
        }
        case T.Lbrace: {
          // operand may have returned a parenthesized complit type; accept it but complain
          const t = unparen(x);
          let complitOk = false;
          switch (t.kind) {
            case 'Ident':
            case 'SelectorExpr':
              complitOk = this.xnest >= 0;
              break;
            case 'IndexExpr':
            case 'IndexListExpr':
              complitOk = this.xnest >= 0 && !isValue(t);
              break;
            case 'ArrayType':
            case 'StructType':
            case 'MapType':
              complitOk = true;
              break;
          }
          if (!complitOk) return x;
          if (t !== x) this.syntaxError('cannot parenthesize type in composite literal');
          const n = this.complitexpr();
          n.type = x;
          n.pos = x.pos;
          x = n;
          continue;
        }
        default:
          return x;
      }
    }
  }

  private bareComplitexpr(): Expr {
    this.enter();
    const x = this.tok === T.Lbrace ? this.complitexpr() : this.expr();
    this.depth--;
    return x;
  }

  private complitexpr(): CompositeLit {
    const lbrace = this.pos();
    const elts: Expr[] = [];
    this.xnest++;
    this.want(T.Lbrace);
    const r = this.list('composite literal', T.Comma, T.Rbrace, () => {
      let e = this.bareComplitexpr();
      if (this.tok === T.Colon) {
        const colon = this.pos();
        this.next();
        const value = this.bareComplitexpr();
        e = { kind: 'KeyValueExpr', pos: e.pos, end: value.end, key: e, colon, value };
      }
      elts.push(e);
      return false;
    });
    this.xnest--;
    return {
      kind: 'CompositeLit',
      pos: lbrace,
      end: this.prevEnd,
      lbrace,
      elts,
      rbrace: r.pos,
      incomplete: !r.ok,
    };
  }

  // ------------------------------------------------------------------------------------------------------
  // Types

  private type_(): Expr {
    let typ = this.typeOrNil();
    if (typ === undefined) {
      typ = this.badExpr();
      this.syntaxError('expected type');
      this.advance(T.Comma, T.Colon, T.Semi, T.Rparen, T.Rbrack, T.Rbrace);
    }
    return typ;
  }

  private typeOrNil(): Expr | undefined {
    this.enter();
    const t = this.typeOrNil0();
    this.depth--;
    return t;
  }

  private typeOrNil0(): Expr | undefined {
    const pos = this.pos();
    switch (this.tok) {
      case T.Star: {
        this.next();
        const x = this.type_();
        return { kind: 'StarExpr', pos, end: x.end, x };
      }
      case T.Arrow: {
        this.next();
        this.want(T.Chan);
        const value = this.chanElem();
        return { kind: 'ChanType', pos, end: value.end, arrow: pos, dir: 'recv', value };
      }
      case T.Func:
        this.next();
        return this.funcType('function type', pos);
      case T.Lbrack:
        this.next();
        if (this.got(T.Rbrack)) return this.sliceType(pos);
        return this.arrayType(pos, undefined);
      case T.Chan: {
        this.next();
        let dir: ChanType['dir'] = 'both';
        let arrow: Pos | undefined;
        if (this.tok === T.Arrow) {
          arrow = this.pos();
          this.next();
          dir = 'send';
        }
        const value = this.chanElem();
        return { kind: 'ChanType', pos, end: value.end, arrow, dir, value };
      }
      case T.Map: {
        this.next();
        this.want(T.Lbrack);
        const key = this.type_();
        this.want(T.Rbrack);
        const value = this.type_();
        return { kind: 'MapType', pos, end: value.end, key, value };
      }
      case T.Struct:
        return this.structType();
      case T.Interface:
        return this.interfaceType();
      case T.Name:
        return this.qualifiedName(undefined);
      case T.Lparen: {
        // gc drops the parentheses of a parenthesized type
        this.next();
        const t = this.type_();
        this.want(T.Rparen);
        return t;
      }
    }
    return undefined;
  }

  private typeInstance(typ: Expr): Expr {
    const lbrack = this.pos();
    this.want(T.Lbrack);
    let list: Expr[];
    if (this.tok === T.Rbrack) {
      this.syntaxError('expected type argument list');
      list = [this.badExpr()];
    } else {
      list = this.typeList(true).list;
    }
    const rbrack = this.pos();
    this.want(T.Rbrack);
    return indexOrInstance(typ, typ.pos, this.prevEnd, lbrack, list, rbrack);
  }

  // funcType parses a signature after `func` (or after an interface method name). If context is not empty,
  // type parameters are not permitted.
  private funcType(context: string, funcPos: Pos | undefined): FuncType {
    const typPos = this.pos();
    let typeParams: FieldList | undefined;
    if (this.tok === T.Lbrack) {
      const lbrack = this.pos();
      this.next();
      if (context !== '') this.syntaxErrorAt(typPos, context + ' must have no type parameters');
      if (this.tok === T.Rbrack) {
        this.syntaxError('empty type parameter list');
        this.next();
      } else {
        const pl = this.paramList(undefined, undefined, T.Rbrack, true);
        typeParams = toFieldList(pl.fields, lbrack, pl.close);
      }
    }
    const lparen = this.pos();
    this.want(T.Lparen);
    const pl = this.paramList(undefined, undefined, T.Rparen, false);
    const params = toFieldList(pl.fields, lparen, pl.close);
    const results = this.funcResult();
    return {
      kind: 'FuncType',
      pos: funcPos ?? typPos,
      end: this.prevEnd,
      funcPos,
      typeParams,
      params,
      results,
    };
  }

  // "[" has already been consumed, and pos is its position. If len is set it is the already consumed
  // array length.
  private arrayType(lbrack: Pos, len0: Expr | undefined): Expr {
    let len = len0;
    if (len === undefined) {
      if (this.tok === T.DotDotDot) {
        const p = this.pos();
        this.next();
        len = { kind: 'Ellipsis', pos: p, end: this.prevEnd } satisfies Ellipsis;
      } else {
        this.xnest++;
        len = this.expr();
        this.xnest--;
      }
    }
    if (this.tok === T.Comma) {
      // trailing commas are accepted in type parameter lists but not in array type declarations
      this.syntaxError('unexpected comma; expected ]');
      this.next();
    }
    this.want(T.Rbrack);
    const elt = this.type_();
    return { kind: 'ArrayType', pos: lbrack, end: elt.end, lbrack, len, elt };
  }

  private sliceType(lbrack: Pos): Expr {
    const elt = this.type_();
    return { kind: 'ArrayType', pos: lbrack, end: elt.end, lbrack, elt };
  }

  private chanElem(): Expr {
    let typ = this.typeOrNil();
    if (typ === undefined) {
      typ = this.badExpr();
      this.syntaxError('missing channel element type');
      // assume element type is simply absent - don't advance
    }
    return typ;
  }

  private structType(): StructType {
    const pos = this.pos();
    this.want(T.Struct);
    const lbrace = this.pos();
    this.want(T.Lbrace);
    const fields: Field[] = [];
    const r = this.list('struct type', T.Semi, T.Rbrace, () => {
      this.fieldDecl(fields);
      return false;
    });
    return {
      kind: 'StructType',
      pos,
      end: this.prevEnd,
      fields: {
        kind: 'FieldList',
        pos: lbrace,
        end: this.prevEnd,
        opening: lbrace,
        list: fields,
        closing: r.pos,
      },
      incomplete: !r.ok,
    };
  }

  private interfaceType(): InterfaceType {
    const pos = this.pos();
    this.want(T.Interface);
    const lbrace = this.pos();
    this.want(T.Lbrace);
    const methods: Field[] = [];
    const r = this.list('interface type', T.Semi, T.Rbrace, () => {
      const doc = this.leadComment;
      let f: Field | undefined;
      if (this.tok === T.Name) f = this.methodDecl();
      if (f === undefined || f.names.length === 0) f = this.embeddedElem(f);
      f.doc = doc;
      f.comment = this.lineComment;
      methods.push(f);
      return false;
    });
    return {
      kind: 'InterfaceType',
      pos,
      end: this.prevEnd,
      methods: {
        kind: 'FieldList',
        pos: lbrace,
        end: this.prevEnd,
        opening: lbrace,
        list: methods,
        closing: r.pos,
      },
      incomplete: !r.ok,
    };
  }

  private funcResult(): FieldList | undefined {
    if (this.tok === T.Lparen) {
      const lparen = this.pos();
      this.next();
      const pl = this.paramList(undefined, undefined, T.Rparen, false);
      return toFieldList(pl.fields, lparen, pl.close);
    }
    const pos = this.pos();
    const typ = this.typeOrNil();
    if (typ !== undefined) {
      const f: Field = { kind: 'Field', pos, end: typ.end, names: [], type: typ };
      return { kind: 'FieldList', pos, end: typ.end, list: [f] };
    }
    return undefined;
  }

  private fieldDecl(fields: Field[]): void {
    const pos = this.pos();
    const doc = this.leadComment;
    const add = (names: Ident[], type: Expr, tag: BasicLit | undefined): void => {
      fields.push({
        kind: 'Field',
        pos: names.length > 0 ? names[0].pos : pos,
        end: this.prevEnd,
        doc,
        names,
        type,
        tag,
        comment: this.lineComment,
      });
    };
    switch (this.tok) {
      case T.Name: {
        const name = this.name();
        if (this.tok === T.Dot || this.tok === T.Literal || this.tok === T.Semi || this.tok === T.Rbrace) {
          // embedded type
          const typ = this.qualifiedName(name);
          const tag = this.oliteral();
          add([], typ, tag);
          break;
        }
        // name1, name2, ... Type [ tag ]
        const names = this.nameList(name);
        let typ: Expr;
        if (names.length === 1 && this.tok === T.Lbrack) {
          const t = this.arrayOrTArgs();
          if (t.kind === 'targs') {
            // embedded type T[P1, P2, ...]
            const inst = indexOrInstance(name, name.pos, t.end, t.pos, t.list, t.rbrack);
            const tag = this.oliteral();
            add([], inst, tag);
            break;
          }
          typ = t;
        } else {
          typ = this.type_();
        }
        const tag = this.oliteral();
        add(names, typ, tag);
        break;
      }
      case T.Star: {
        this.next();
        let typ: Expr;
        if (this.tok === T.Lparen) {
          // *(T)
          this.syntaxError('cannot parenthesize embedded type');
          this.next();
          typ = this.qualifiedName(undefined);
          this.got(T.Rparen); // no need to complain if missing
        } else {
          typ = this.qualifiedName(undefined);
        }
        const tag = this.oliteral();
        add([], { kind: 'StarExpr', pos, end: typ.end, x: typ }, tag);
        break;
      }
      case T.Lparen: {
        this.syntaxError('cannot parenthesize embedded type');
        this.next();
        let typ: Expr;
        if (this.tok === T.Star) {
          const p = this.pos();
          this.next();
          const q = this.qualifiedName(undefined);
          typ = { kind: 'StarExpr', pos: p, end: q.end, x: q };
        } else {
          typ = this.qualifiedName(undefined);
        }
        this.got(T.Rparen);
        const tag = this.oliteral();
        add([], typ, tag);
        break;
      }
      default:
        this.syntaxError('expected field name or embedded type');
        this.advance(T.Semi, T.Rbrace);
    }
  }

  // arrayOrTArgs parses `[n]E` (an array or slice type) or `[T1, T2]` (type arguments of an embedded
  // instantiated type, returned as a 'targs' marker for the caller to complete).
  private arrayOrTArgs(): Expr | { kind: 'targs'; pos: Pos; end: Pos; list: Expr[]; rbrack: Pos } {
    const pos = this.pos();
    this.want(T.Lbrack);
    if (this.got(T.Rbrack)) return this.sliceType(pos);
    // x [n]E or x[n,], x[n1, n2], ...
    const tl = this.typeList(false);
    const rbrack = this.pos();
    this.want(T.Rbrack);
    if (!tl.comma) {
      const elem = this.typeOrNil();
      if (elem !== undefined) {
        return { kind: 'ArrayType', pos, end: elem.end, lbrack: pos, len: tl.list[0], elt: elem };
      }
    }
    return { kind: 'targs', pos, end: this.prevEnd, list: tl.list, rbrack };
  }

  private oliteral(): BasicLit | undefined {
    if (this.tok === T.Literal) {
      const sc = this.sc;
      const b: BasicLit = {
        kind: 'BasicLit',
        pos: this.pos(),
        end: mkPos(sc.eline, sc.ecol, sc.eoff),
        litKind: sc.kind,
        value: this.lit,
      };
      if (sc.bad) b.bad = true;
      this.next();
      return b;
    }
    return undefined;
  }

  private methodDecl(): Field {
    const pos = this.pos();
    const name = this.name();
    const context = 'interface method';
    const method = (): Field => {
      const type = this.funcType(context, undefined);
      return { kind: 'Field', pos, end: this.prevEnd, names: [name], type };
    };
    const embedded = (type: Expr): Field => ({ kind: 'Field', pos, end: this.prevEnd, names: [], type });
    switch (this.tok) {
      case T.Lparen:
        return method();
      case T.Lbrack: {
        // a generic method m[T C](x T) (accepted with an error) or an embedded instantiated type T[P1, P2]
        const lbrack = this.pos();
        this.next();
        if (this.tok === T.Rbrack) {
          const p = this.pos();
          this.next();
          if (this.tok === T.Lparen) {
            this.errorAt(p, 'empty type parameter list');
            return method();
          }
          this.errorAt(p, 'empty type argument list');
          return embedded(name);
        }
        const pl = this.paramList(undefined, undefined, T.Rbrack, false);
        if (pl.fields.length === 0) {
          if (this.tok === T.Lparen) return method();
          return embedded(name);
        }
        if (pl.fields[0].name !== undefined) {
          // generic method
          const f = method();
          this.errorAt(lbrack, 'interface method must have no type parameters');
          return f;
        }
        const list = pl.fields.map((f) => f.type!);
        const t = indexOrInstance(name, pos, this.prevEnd, lbrack, list, pl.close);
        return embedded(t);
      }
      default:
        return embedded(this.qualifiedName(name));
    }
  }

  private embeddedElem(f0: Field | undefined): Field {
    let f = f0;
    if (f === undefined) {
      const pos = this.pos();
      const type = this.embeddedTerm();
      f = { kind: 'Field', pos, end: this.prevEnd, names: [], type };
    }
    while (this.tok === T.Operator && this.op === '|') {
      const opPos = this.pos();
      this.next();
      const y = this.embeddedTerm();
      f.type = { kind: 'BinaryExpr', pos: f.type.pos, end: y.end, x: f.type, opPos, op: '|', y };
      f.end = this.prevEnd;
    }
    return f;
  }

  private embeddedTerm(): Expr {
    if (this.tok === T.Operator && this.op === '~') {
      const pos = this.pos();
      this.next();
      const x = this.type_();
      return { kind: 'UnaryExpr', pos, end: x.end, op: '~', x };
    }
    let t = this.typeOrNil();
    if (t === undefined) {
      t = this.badExpr();
      this.syntaxError('expected ~ term or type');
      this.advance(T.Operator, T.Semi, T.Rparen, T.Rbrack, T.Rbrace);
    }
    return t;
  }

  private paramDeclOrNil(name0: Ident | undefined, follow: Tok): PField | undefined {
    let name = name0;
    // type set notation is ok in type parameter lists
    const typeSetsOk = follow === T.Rbrack;
    let pos = this.pos();
    if (name !== undefined) {
      pos = name.pos;
    } else if (typeSetsOk && this.tok === T.Operator && this.op === '~') {
      const e = this.embeddedElem(undefined);
      return { pos: e.pos, type: e.type };
    }
    const f: PField = { pos };
    const elem = (): PField => {
      const e = this.embeddedElem({ kind: 'Field', pos: f.pos, end: this.prevEnd, names: [], type: f.type! });
      return { pos: f.pos, name: f.name, type: e.type };
    };
    if (this.tok === T.Name || name !== undefined) {
      if (name === undefined) name = this.name();
      if (this.tok === T.Lbrack) {
        // name "[" ...
        const t = this.arrayOrTArgs();
        if (t.kind === 'targs') {
          f.type = indexOrInstance(name, name.pos, t.end, t.pos, t.list, t.rbrack);
        } else {
          f.type = t;
          f.name = name;
        }
        if (typeSetsOk && this.tok === T.Operator && this.op === '|') return elem();
        return f;
      }
      if (this.tok === T.Dot) {
        // name "." ...
        f.type = this.qualifiedName(name);
        if (typeSetsOk && this.tok === T.Operator && this.op === '|') return elem();
        return f;
      }
      if (typeSetsOk && this.tok === T.Operator && this.op === '|') {
        // name "|" ...
        f.type = name;
        return elem();
      }
      f.name = name;
    }
    if (this.tok === T.DotDotDot) {
      // [name] "..." ...
      const p = this.pos();
      this.next();
      let elt = this.typeOrNil();
      if (elt === undefined) {
        elt = this.badExpr();
        this.syntaxError('... is missing type');
      }
      f.type = { kind: 'Ellipsis', pos: p, end: elt.end, elt };
      return f;
    }
    if (typeSetsOk && this.tok === T.Operator && this.op === '~') {
      // [name] "~" ...
      f.type = this.embeddedElem(undefined).type;
      return f;
    }
    f.type = this.typeOrNil();
    if (typeSetsOk && this.tok === T.Operator && this.op === '|' && f.type !== undefined) return elem();
    if (f.name !== undefined || f.type !== undefined) return f;
    this.syntaxError('expected ' + this.tokstring(follow));
    this.advance(T.Comma, follow);
    return undefined;
  }

  // paramList parses a parameter or type parameter list after "(" or "["; name and typ may supply the
  // already-parsed first parameter. In the result either all fields have a name or none has.
  private paramList(
    name0: Ident | undefined,
    typ0: Expr | undefined,
    close: Tok,
    requireNames: boolean,
  ): { fields: PField[]; close: Pos } {
    let name = name0;
    let typ = typ0;
    if (name !== undefined && typ !== undefined && this.tok === close) {
      const c = this.pos();
      this.next();
      return { fields: [{ pos: name.pos, name, type: typ }], close: c };
    }
    const list: PField[] = [];
    let named = 0;
    let typed = 0;
    const r = this.list('parameter list', T.Comma, close, () => {
      let par: PField | undefined;
      if (typ !== undefined) {
        par = { pos: name!.pos, name, type: typ };
      } else {
        par = this.paramDeclOrNil(name, close);
      }
      name = undefined;
      typ = undefined;
      if (par !== undefined) {
        if (par.name !== undefined && par.type !== undefined) named++;
        if (par.type !== undefined) typed++;
        list.push(par);
      }
      return false;
    });
    const end = r.pos;
    if (list.length === 0) return { fields: list, close: end };

    if (named === 0 && !requireNames) {
      // all unnamed => found names are named types
      for (const par of list) {
        if (par.name !== undefined) {
          par.type = par.name;
          par.name = undefined;
        }
      }
    } else if (named !== list.length) {
      // some named or we're in a type parameter list => all must be named
      let errPos: Pos | undefined;
      let t: Expr | undefined;
      for (let i = list.length - 1; i >= 0; i--) {
        const par = list[i];
        if (par.type !== undefined) {
          t = par.type;
          if (par.name === undefined) {
            errPos = t.pos;
            par.name = this.ident(errPos, '_');
          }
        } else if (t !== undefined) {
          par.type = t;
        } else {
          // par.type === undefined && t === undefined => we only have a par.name
          errPos = par.name!.pos;
          par.type = { kind: 'BadExpr', pos: errPos, end: par.name!.end };
        }
      }
      if (errPos !== undefined) {
        let msg: string;
        if (requireNames) {
          if (named === typed) {
            errPos = end; // position error at closing ]
            msg = 'missing type constraint';
          } else {
            msg = 'missing type parameter name';
            if (list.length === 1) msg += ' or invalid array length';
          }
        } else {
          msg = 'mixed named and unnamed parameters';
        }
        this.syntaxErrorAt(errPos, msg);
      }
    }
    return { fields: list, close: end };
  }

  private badExpr(): BadExpr {
    const p = this.pos();
    return { kind: 'BadExpr', pos: p, end: p };
  }

  // ------------------------------------------------------------------------------------------------------
  // Statements

  private simpleStmt(lhs0: Expr[] | undefined, keyword: Tok): Simple {
    if (keyword === T.For && this.tok === T.Range) {
      // _Range expr
      return this.rangeClause([], false, undefined);
    }
    const lhs = lhs0 ?? this.exprList();
    if (lhs.length === 1 && this.tok !== T.Assign && this.tok !== T.Define) {
      const x = lhs[0];
      const pos = this.pos();
      switch (this.tok) {
        case T.AssignOp: {
          const tok = (this.op + '=') as AssignOp;
          this.next();
          const y = this.expr();
          return { kind: 'AssignStmt', pos: x.pos, end: y.end, lhs, tokPos: pos, tok, rhs: [y] };
        }
        case T.IncOp: {
          const tok = this.op === '+' ? '++' : '--';
          this.next();
          return { kind: 'IncDecStmt', pos: x.pos, end: this.prevEnd, x, tokPos: pos, tok };
        }
        case T.Arrow: {
          this.next();
          const value = this.expr();
          return { kind: 'SendStmt', pos: x.pos, end: value.end, chan: x, arrow: pos, value };
        }
        default:
          return { kind: 'ExprStmt', pos: x.pos, end: x.end, x };
      }
    }
    switch (this.tok) {
      case T.Assign:
      case T.Define: {
        const pos = this.pos();
        const def = this.tok === T.Define;
        this.next();
        if (keyword === T.For && this.tok === T.Range) {
          // expr_list op= _Range expr
          return this.rangeClause(lhs, def, pos);
        }
        const rhs = this.exprList();
        const as: AssignStmt = {
          kind: 'AssignStmt',
          pos: lhs[0].pos,
          end: rhs[rhs.length - 1].end,
          lhs,
          tokPos: pos,
          tok: def ? ':=' : '=',
          rhs,
        };
        const g = rhs[0];
        if (
          rhs.length === 1 &&
          g.kind === 'TypeAssertExpr' &&
          g.type === undefined &&
          keyword === T.Switch &&
          def &&
          lhs.length === 1 &&
          lhs[0].kind === 'Ident'
        ) {
          // switch … lhs := rhs.(type)
          return { kind: 'GuardStmt', assign: as };
        }
        return as;
      }
      default: {
        this.syntaxError('expected := or = or comma');
        this.advance(T.Semi, T.Rbrace);
        const x = lhs[0];
        return { kind: 'ExprStmt', pos: x.pos, end: x.end, x };
      }
    }
  }

  private rangeClause(lhs: Expr[], def: boolean, tokPos: Pos | undefined): RangeClause {
    const rangePos = this.pos();
    this.next(); // consume range
    const x = this.expr();
    return {
      kind: 'RangeClause',
      pos: lhs.length > 0 ? lhs[0].pos : rangePos,
      lhs,
      def,
      tokPos,
      rangePos,
      x,
    };
  }

  private labeledStmtOrNil(label: Ident): Stmt | undefined {
    const colon = this.pos();
    this.want(T.Colon);
    if (this.tok === T.Rbrace) {
      // a label before "}" labels an empty statement
      const p = this.pos();
      const e: Stmt = { kind: 'EmptyStmt', pos: p, end: p, implicit: true };
      return { kind: 'LabeledStmt', pos: label.pos, end: p, label, colon, stmt: e };
    }
    const stmt = this.stmtOrNil();
    if (stmt !== undefined) return { kind: 'LabeledStmt', pos: label.pos, end: stmt.end, label, colon, stmt };
    // report error at line of ':' token
    this.syntaxErrorAt(colon, 'missing statement after label');
    return undefined;
  }

  // blockStmt parses a block; context must be non-empty unless the current token is "{".
  private blockStmt(context: string): BlockStmt {
    const lbrace = this.pos();
    if (!this.got(T.Lbrace)) {
      // people coming from C may forget that braces are mandatory in Go
      this.syntaxError('expected { after ' + context);
      this.advance(T.Name, T.Rbrace);
      const rb = this.pos();
      if (this.got(T.Rbrace))
        return { kind: 'BlockStmt', pos: lbrace, end: this.prevEnd, lbrace, list: [], rbrace: rb };
    }
    const list = this.stmtList();
    const rbrace = this.pos();
    this.want(T.Rbrace);
    return { kind: 'BlockStmt', pos: lbrace, end: this.prevEnd, lbrace, list, rbrace };
  }

  private declStmt(tok: GenTok): Stmt {
    const pos = this.pos();
    const doc = this.leadComment;
    this.next();
    let iota = 0;
    const f =
      tok === 'var'
        ? () => this.varSpec()
        : tok === 'const'
          ? () => this.constSpec(iota++)
          : () => this.typeSpec();
    const decl = this.genDecl(tok, pos, doc, f);
    return { kind: 'DeclStmt', pos, end: decl.end, decl };
  }

  private forStmt(): Stmt {
    const pos = this.pos();
    const h = this.header(T.For);
    const body = this.blockStmt('for clause');
    if (h.init !== undefined && h.init.kind === 'RangeClause') {
      const r = h.init;
      return {
        kind: 'RangeStmt',
        pos,
        end: body.end,
        key: r.lhs[0],
        value: r.lhs[1],
        extra: r.lhs[2],
        tokPos: r.tokPos,
        tok: r.lhs.length > 0 ? (r.def ? ':=' : '=') : undefined,
        rangePos: r.rangePos,
        x: r.x,
        body,
      };
    }
    return {
      kind: 'ForStmt',
      pos,
      end: body.end,
      init: h.init as Stmt | undefined,
      cond: h.cond,
      post: h.post as Stmt | undefined,
      body,
    };
  }

  private header(keyword: Tok): { init?: Simple; cond?: Expr; post?: Simple } {
    this.want(keyword);
    if (this.tok === T.Lbrace) {
      if (keyword === T.If) {
        this.syntaxError('missing condition in if statement');
        return { cond: this.badExpr() };
      }
      return {};
    }
    const outer = this.xnest;
    this.xnest = -1;

    let init: Simple | undefined;
    let cond: Expr | undefined;
    let post: Simple | undefined;
    if (this.tok !== T.Semi) {
      // accept potential varDecl but complain
      if (this.got(T.Var)) {
        this.syntaxError(`var declaration not allowed in ${tokenString(keyword)} initializer`);
      }
      init = this.simpleStmt(undefined, keyword);
      // if we have a range clause, we are done (can only happen for keyword == For)
      if (init.kind === 'RangeClause') {
        this.xnest = outer;
        return { init };
      }
    }

    let condStmt: Simple | undefined;
    let semiPos: Pos | undefined;
    let semiLit = '';
    if (this.tok !== T.Lbrace) {
      if (this.tok === T.Semi) {
        semiPos = this.pos();
        semiLit = this.lit;
        this.next();
      } else {
        // asking for a '{' rather than a ';' here leads to a better error message
        this.want(T.Lbrace);
        if (this.tok !== T.Lbrace) this.advance(T.Lbrace, T.Rbrace); // for better synchronization
      }
      if (keyword === T.For) {
        if (this.tok === T.Lbrace) {
          this.syntaxError('expected for loop condition');
        } else {
          if (this.tok !== T.Semi) condStmt = this.simpleStmt(undefined, 0 as Tok);
          this.want(T.Semi);
          if (this.tok !== T.Lbrace) {
            post = this.simpleStmt(undefined, 0 as Tok);
            if (post.kind === 'AssignStmt' && post.tok === ':=') {
              this.syntaxErrorAt(post.tokPos, 'cannot declare in post statement of for loop');
            }
          }
        }
      } else if (this.tok !== T.Lbrace) {
        condStmt = this.simpleStmt(undefined, keyword);
      }
    } else {
      condStmt = init;
      init = undefined;
    }

    // unpack condStmt
    if (condStmt === undefined) {
      if (keyword === T.If && semiPos !== undefined) {
        if (semiLit !== 'semicolon') {
          this.syntaxErrorAt(semiPos, `unexpected ${semiLit}, expected { after if clause`);
        } else {
          this.syntaxErrorAt(semiPos, 'missing condition in if statement');
        }
        cond = { kind: 'BadExpr', pos: semiPos, end: semiPos };
      }
    } else if (condStmt.kind === 'ExprStmt') {
      cond = condStmt.x;
    } else if (condStmt.kind === 'GuardStmt') {
      // keep the guard as the "condition"; switchStmt turns it into a TypeSwitchStmt
      this.guards.set(condStmt.assign.rhs[0], condStmt.assign);
      cond = condStmt.assign.rhs[0];
    } else {
      // A common syntax error is to write '=' instead of '==', which turns an expression into an
      // assignment. Provide a more explicit error message in that case.
      let str: string;
      let at: Pos;
      if (condStmt.kind === 'AssignStmt' && condStmt.tok === '=') {
        str = `assignment ${emphasize(condStmt.lhs)} = ${emphasize(condStmt.rhs)}`;
        at = condStmt.tokPos;
      } else if (condStmt.kind === 'RangeClause') {
        str = 'range clause';
        at = condStmt.rangePos;
      } else {
        str = stmtString(condStmt);
        at = gcStmtPos(condStmt);
      }
      this.syntaxErrorAt(at, `cannot use ${str} as value`);
    }
    this.xnest = outer;
    return { init, cond, post };
  }

  /** Type switch guards with a left-hand side, keyed by their `x.(type)` expression. */
  private readonly guards = new Map<Expr, AssignStmt>();

  // An else-if chain is parsed in a loop (gc recurses; its stack grows to 1 GB, ours does not): the
  // arms are collected, then linked innermost first. Every IfStmt of a chain ends where the chain does.
  private ifStmt(): Stmt {
    const arms: { pos: Pos; h: ReturnType<Parser['header']>; body: BlockStmt }[] = [];
    let els: Stmt | undefined;
    for (;;) {
      const pos = this.pos();
      const h = this.header(T.If);
      arms.push({ pos, h, body: this.blockStmt('if clause') });
      if (!this.got(T.Else)) break;
      if (this.tok === T.If) continue;
      if (this.tok === T.Lbrace) els = this.blockStmt('');
      else {
        this.syntaxError('else must be followed by if or statement block');
        this.advance(T.Name, T.Rbrace);
      }
      break;
    }
    const end = this.prevEnd;
    for (let i = arms.length - 1; i >= 0; i--) {
      const { pos, h, body } = arms[i];
      els = {
        kind: 'IfStmt',
        pos,
        end,
        init: h.init as Stmt | undefined,
        cond: h.cond ?? { kind: 'BadExpr', pos, end: pos },
        body,
        else: els as IfStmt['else'],
      };
    }
    return els as Stmt;
  }

  private switchStmt(): Stmt {
    const pos = this.pos();
    const h = this.header(T.Switch);
    const lbrace = this.pos();
    if (!this.got(T.Lbrace)) {
      this.syntaxError('missing { after switch clause');
      this.advance(T.Case, T.Default, T.Rbrace);
    }
    const clauses: CaseClause[] = [];
    while (this.tok !== T.EOF && this.tok !== T.Rbrace) clauses.push(this.caseClause());
    const rbrace = this.pos();
    this.want(T.Rbrace);
    const body: BlockStmt = {
      kind: 'BlockStmt',
      pos: lbrace,
      end: this.prevEnd,
      lbrace,
      list: clauses,
      rbrace,
    };
    const init = h.init as Stmt | undefined;
    const tag = h.cond;
    if (tag !== undefined && tag.kind === 'TypeAssertExpr' && tag.type === undefined) {
      const guard = this.guards.get(tag);
      const assign: TypeSwitchStmtAssign = guard ?? { kind: 'ExprStmt', pos: tag.pos, end: tag.end, x: tag };
      return { kind: 'TypeSwitchStmt', pos, end: this.prevEnd, init, assign, body };
    }
    return { kind: 'SwitchStmt', pos, end: this.prevEnd, init, tag, body };
  }

  private selectStmt(): Stmt {
    const pos = this.pos();
    this.want(T.Select);
    const lbrace = this.pos();
    if (!this.got(T.Lbrace)) {
      this.syntaxError('missing { after select clause');
      this.advance(T.Case, T.Default, T.Rbrace);
    }
    const clauses: CommClause[] = [];
    while (this.tok !== T.EOF && this.tok !== T.Rbrace) clauses.push(this.commClause());
    const rbrace = this.pos();
    this.want(T.Rbrace);
    const body: BlockStmt = {
      kind: 'BlockStmt',
      pos: lbrace,
      end: this.prevEnd,
      lbrace,
      list: clauses,
      rbrace,
    };
    return { kind: 'SelectStmt', pos, end: this.prevEnd, body };
  }

  private caseClause(): CaseClause {
    const pos = this.pos();
    let list: Expr[] = [];
    switch (this.tok) {
      case T.Case:
        this.next();
        list = this.exprList();
        break;
      case T.Default:
        this.next();
        break;
      default:
        this.syntaxError('expected case or default or }');
        this.advance(T.Colon, T.Case, T.Default, T.Rbrace);
    }
    const colon = this.pos();
    this.want(T.Colon);
    const body = this.stmtList();
    return { kind: 'CaseClause', pos, end: this.prevEnd, list, colon, body };
  }

  private commClause(): CommClause {
    const pos = this.pos();
    let comm: Stmt | undefined;
    switch (this.tok) {
      case T.Case: {
        this.next();
        const s = this.simpleStmt(undefined, 0 as Tok);
        // the syntax restricts the possible simple statements; invalid ones are flagged by the checker
        comm = s.kind === 'GuardStmt' ? s.assign : s.kind === 'RangeClause' ? undefined : s;
        break;
      }
      case T.Default:
        this.next();
        break;
      default:
        this.syntaxError('expected case or default or }');
        this.advance(T.Colon, T.Case, T.Default, T.Rbrace);
    }
    const colon = this.pos();
    this.want(T.Colon);
    const body = this.stmtList();
    return { kind: 'CommClause', pos, end: this.prevEnd, comm, colon, body };
  }

  private stmtOrNil(): Stmt | undefined {
    this.enter();
    const st = this.stmtOrNil0();
    this.depth--;
    return st;
  }

  private stmtOrNil0(): Stmt | undefined {
    // most statements (assignments) start with an identifier
    if (this.tok === T.Name) {
      const lhs = this.exprList();
      if (lhs.length === 1 && lhs[0].kind === 'Ident' && this.tok === T.Colon) {
        return this.labeledStmtOrNil(lhs[0]);
      }
      return this.simple(this.simpleStmt(lhs, 0 as Tok));
    }
    const pos = this.pos();
    switch (this.tok) {
      case T.Var:
        return this.declStmt('var');
      case T.Const:
        return this.declStmt('const');
      case T.Type:
        return this.declStmt('type');
      case T.Lbrace:
        return this.blockStmt('');
      case T.Operator:
      case T.Star:
        switch (this.op) {
          case '+':
          case '-':
          case '*':
          case '&':
          case '^':
          case '!':
            return this.simple(this.simpleStmt(undefined, 0 as Tok));
        }
        return undefined;
      case T.Literal:
      case T.Func:
      case T.Lparen:
      case T.Lbrack:
      case T.Struct:
      case T.Map:
      case T.Chan:
      case T.Interface:
      case T.Arrow:
        return this.simple(this.simpleStmt(undefined, 0 as Tok));
      case T.For:
        return this.forStmt();
      case T.Switch:
        return this.switchStmt();
      case T.Select:
        return this.selectStmt();
      case T.If:
        return this.ifStmt();
      case T.Fallthrough:
        this.next();
        return { kind: 'BranchStmt', pos, end: this.prevEnd, tok: 'fallthrough' };
      case T.Break:
      case T.Continue: {
        const tok = this.tok === T.Break ? 'break' : 'continue';
        this.next();
        let label: Ident | undefined;
        if (this.tok === T.Name) label = this.name();
        return { kind: 'BranchStmt', pos, end: this.prevEnd, tok, label };
      }
      case T.Go:
      case T.Defer:
        return this.callStmt();
      case T.Goto: {
        this.next();
        const label = this.name();
        return { kind: 'BranchStmt', pos, end: this.prevEnd, tok: 'goto', label };
      }
      case T.Return: {
        this.next();
        let results: Expr[] = [];
        if (this.tok !== T.Semi && this.tok !== T.Rbrace) results = this.exprList();
        return { kind: 'ReturnStmt', pos, end: this.prevEnd, results };
      }
      case T.Semi:
        return { kind: 'EmptyStmt', pos, end: pos, implicit: this.lit !== 'semicolon' };
    }
    return undefined;
  }

  // simple converts a simple statement outside a header to a Stmt (a stray range clause cannot occur there).
  private simple(s: Simple): Stmt {
    if (s.kind === 'GuardStmt') return s.assign;
    if (s.kind === 'RangeClause') return { kind: 'ExprStmt', pos: s.pos, end: s.x.end, x: s.x };
    return s;
  }

  private stmtList(): Stmt[] {
    const l: Stmt[] = [];
    while (this.tok !== T.EOF && this.tok !== T.Rbrace && this.tok !== T.Case && this.tok !== T.Default) {
      const s = this.stmtOrNil();
      if (s === undefined) break;
      l.push(s);
      // ";" is optional before "}"
      if (!this.got(T.Semi) && this.tok !== T.Rbrace) {
        this.syntaxError('at end of statement');
        this.advance(T.Semi, T.Rbrace, T.Case, T.Default);
        this.got(T.Semi); // avoid spurious empty statement
      }
    }
    return l;
  }

  private argList(): { args: Expr[]; ellipsis?: Pos; rparen: Pos } {
    const args: Expr[] = [];
    let ellipsis: Pos | undefined;
    this.xnest++;
    const r = this.list('argument list', T.Comma, T.Rparen, () => {
      args.push(this.expr());
      if (this.tok === T.DotDotDot) {
        ellipsis = this.pos();
        this.next();
        return true;
      }
      return false;
    });
    this.xnest--;
    return { args, ellipsis, rparen: r.pos };
  }

  // ------------------------------------------------------------------------------------------------------
  // Common productions

  private ident(pos: Pos, name: string): Ident {
    return {
      kind: 'Ident',
      pos,
      end: mkPos(pos.line, pos.col + name.length, pos.offset + name.length),
      name,
    };
  }

  private name(): Ident {
    if (this.tok === T.Name) {
      const sc = this.sc;
      const n: Ident = {
        kind: 'Ident',
        pos: this.pos(),
        end: mkPos(sc.eline, sc.ecol, sc.eoff),
        name: this.lit,
      };
      this.next();
      return n;
    }
    const n = this.ident(this.pos(), '_');
    this.syntaxError('expected name');
    this.advance();
    return n;
  }

  private nameList(first: Ident): Ident[] {
    const l = [first];
    while (this.got(T.Comma)) l.push(this.name());
    return l;
  }

  private qualifiedName(name: Ident | undefined): Expr {
    let x: Expr;
    if (name !== undefined) {
      x = name;
    } else if (this.tok === T.Name) {
      x = this.name();
    } else {
      x = this.ident(this.pos(), '_');
      this.syntaxError('expected name');
      this.advance(T.Dot, T.Semi, T.Rbrace);
    }
    if (this.tok === T.Dot) {
      this.next();
      const sel = this.name();
      x = { kind: 'SelectorExpr', pos: x.pos, end: sel.end, x, sel };
    }
    if (this.tok === T.Lbrack) x = this.typeInstance(x);
    return x;
  }

  private exprList(): Expr[] {
    const l = [this.expr()];
    while (this.got(T.Comma)) l.push(this.expr());
    return l;
  }

  // typeList parses a non-empty, comma-separated list of types, optionally followed by a comma. If strict
  // is false the first element may also be a (non-type) expression.
  private typeList(strict: boolean): { list: Expr[]; comma: boolean } {
    this.xnest++;
    const list = [strict ? this.type_() : this.expr()];
    let comma = false;
    if (this.got(T.Comma)) {
      comma = true;
      let t = this.typeOrNil();
      if (t !== undefined) {
        list.push(t);
        while (this.got(T.Comma)) {
          t = this.typeOrNil();
          if (t === undefined) break;
          list.push(t);
        }
      }
    }
    this.xnest--;
    return { list, comma };
  }
}

type IfStmt = Extract<Stmt, { kind: 'IfStmt' }>;
type TypeSwitchStmtAssign = AssignStmt | ExprStmt;

function toComment(c: RawComment): Comment {
  return {
    kind: 'Comment',
    pos: mkPos(c.line, c.col, c.offset),
    end: mkPos(c.endLine, c.endCol, c.endOffset),
    text: c.text,
  };
}

// toFieldList groups gc's one-name-per-field parameters into go/ast Fields: consecutive named parameters
// that share one type expression (`a, b int`) form one Field.
function toFieldList(ps: PField[], opening: Pos, closing: Pos): FieldList {
  const list: Field[] = [];
  for (const p of ps) {
    const type = p.type ?? ({ kind: 'BadExpr', pos: p.pos, end: p.pos } as BadExpr);
    const last = list[list.length - 1];
    if (p.name !== undefined && last !== undefined && last.names.length > 0 && last.type === type) {
      last.names.push(p.name);
      continue;
    }
    list.push({
      kind: 'Field',
      pos: p.name?.pos ?? type.pos,
      end: type.end,
      names: p.name ? [p.name] : [],
      type,
    });
  }
  return { kind: 'FieldList', pos: opening, end: closing, opening, list, closing };
}

// extractName splits x into (name, expr) if syntactically x can be written as `name expr` (parser.go).
function extractName(x: Expr, force: boolean): [Ident | undefined, Expr | undefined] {
  switch (x.kind) {
    case 'Ident':
      return [x, undefined];
    case 'BinaryExpr':
      if (x.op === '*') {
        if (x.x.kind === 'Ident' && (force || isTypeElem(x.y))) {
          // x = name *x.Y
          return [x.x, { kind: 'StarExpr', pos: x.opPos, end: x.y.end, x: x.y }];
        }
      } else if (x.op === '|') {
        const [name, lhs] = extractName(x.x, force || isTypeElem(x.y));
        if (name !== undefined && lhs !== undefined) {
          return [name, { ...x, pos: lhs.pos, x: lhs }];
        }
      }
      break;
    case 'CallExpr':
      if (
        x.fun.kind === 'Ident' &&
        x.args.length === 1 &&
        x.ellipsis === undefined &&
        (force || isTypeElem(x.args[0]))
      ) {
        // x = name (x.args[0])
        return [x.fun, unparen(x.args[0])];
      }
      break;
  }
  return [undefined, x];
}

// isTypeElem reports whether x is a (possibly parenthesized) type element expression.
function isTypeElem(x: Expr): boolean {
  switch (x.kind) {
    case 'ArrayType':
    case 'StructType':
    case 'FuncType':
    case 'InterfaceType':
    case 'MapType':
    case 'ChanType':
      return true;
    case 'BinaryExpr':
      return isTypeElem(x.x) || isTypeElem(x.y);
    case 'UnaryExpr':
      return x.op === '~' || isTypeElem(x.x);
    case 'StarExpr':
      return isTypeElem(x.x);
    case 'ParenExpr':
      return isTypeElem(x.x);
  }
  return false;
}

// isValue reports whether x syntactically must be a value (and not a type) expression.
function isValue(x: Expr): boolean {
  switch (x.kind) {
    case 'BasicLit':
    case 'CompositeLit':
    case 'FuncLit':
    case 'SliceExpr':
    case 'TypeAssertExpr':
    case 'CallExpr':
    case 'UnaryExpr':
    case 'BinaryExpr':
      return true;
    case 'ParenExpr':
      return isValue(x.x);
    case 'IndexExpr':
      return isValue(x.x) || isValue(x.index);
    case 'IndexListExpr':
      return isValue(x.x);
  }
  return false;
}

// emphasize returns the string of an expression list, parenthesizing a top-level binary expression.
function emphasize(xs: Expr[]): string {
  const s = xs.map(exprString).join(', ');
  if (xs.length === 1 && xs[0].kind === 'BinaryExpr') return '(' + s + ')';
  return s;
}

// gcStmtPos is the position gc's syntax tree gives a simple statement: its operator for assignments,
// increments and sends, the expression start otherwise.
function gcStmtPos(s: Stmt): Pos {
  switch (s.kind) {
    case 'AssignStmt':
    case 'IncDecStmt':
      return s.tokPos;
    case 'SendStmt':
      return s.arrow;
    default:
      return s.pos;
  }
}

export interface ParseOptions {
  /**
   * The gc release whose syntax error wording to reproduce, e.g. "go1.23". Default: the Go 1.24+ wording
   * (`unexpected name foo`, `unexpected keyword return`, `expected keyword chan`), which Go 1.26 prints;
   * before Go 1.24 gc printed the bare token (`unexpected foo`, `unexpected return`).
   */
  goVersion?: string;
}

function goMinor(v: string): number {
  const m = /^(?:go)?1\.(\d+)/.exec(v);
  return m ? Number(m[1]) : 99;
}

function mergeBranchErrors(ds: Diagnostic[], branch: Diagnostic[]): Diagnostic[] {
  if (branch.length === 0) return ds;
  return [...ds, ...branch].sort((a, b) => a.line - b.line || a.col - b.col);
}

/** Parses one Go source file. Never throws: malformed input yields diagnostics (and possibly no file). */
export function parseFile(filename: string, src: string, opts: ParseOptions = {}): ParseResult {
  let p: Parser | undefined;
  try {
    p = new Parser(filename, src, opts);
    const file = p.parseFile();
    const diagnostics = p.diagnostics();
    // Branch errors go with the type errors, unless syntax errors stop the build here (gc prints both).
    if (diagnostics.length > 0) return { file, diagnostics: mergeBranchErrors(diagnostics, p.branchErrors) };
    if (file !== undefined && p.branchErrors.length > 0) file.branchErrors = p.branchErrors;
    return { file, diagnostics };
  } catch (e) {
    // Only pathological nesting gets here (see maxNesting; RangeError is the stack's own limit).
    if ((e instanceof NestingError || e instanceof RangeError) && p !== undefined) {
      const at = e instanceof NestingError ? e.pos : p.currentPos();
      const ds = p.diagnostics();
      ds.push({
        file: filename,
        line: at.line,
        col: at.col,
        msg: 'syntax error: exceeded max nesting depth',
      });
      return { file: undefined, diagnostics: ds };
    }
    throw e;
  }
}

/** Reports whether a diagnostic stops compilation before type checking (gc's base.SyntaxErrors). */
export function isSyntaxError(d: Diagnostic): boolean {
  return d.msg.startsWith('syntax error');
}

/** `x[i]` (one index or type argument) or `x[A, B, ...]` (an instantiation), as go/ast shapes them. */
function indexOrInstance(x: Expr, pos: Pos, end: Pos, lbrack: Pos, list: Expr[], rbrack: Pos): Expr {
  return list.length === 1
    ? { kind: 'IndexExpr', pos, end, x, lbrack, index: list[0]!, rbrack }
    : { kind: 'IndexListExpr', pos, end, x, lbrack, indices: list, rbrack };
}
