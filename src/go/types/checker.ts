// The checker's state and error reporting (types2 check.go, errors.go). The phases live in their own
// modules and take the Checker as first argument: resolver.ts (package-level collection), decl.ts
// (object declarations), typexpr.ts (type expressions), expr.ts / call.ts / builtins.ts (expressions),
// assign.ts, stmt.ts (function bodies), infer.ts (generics).

import type { Expr, File, FuncDecl, Ident, ImportSpec, Node, TypeSpec } from '../syntax/ast.ts';
import type { Diagnostic, Pos } from '../syntax/pos.ts';
import * as assignPhase from './assign.ts';
import * as builtinsPhase from './builtins.ts';
import * as callPhase from './call.ts';
import type { ConstValue } from './constant.ts';
import * as declPhase from './decl.ts';
import * as exprPhase from './expr.ts';
import { startPos } from './exprstring.ts';
import * as inferPhase from './infer.ts';
import { type Info, newInfo, type TypeAndValue } from './info.ts';
import { MonoGraph } from './mono.ts';
import type { Operand } from './operand.ts';
import { operandString } from './operand.ts';
import * as stmtPhase from './stmt.ts';
import type { Obj, Package, Scope, Signature, SrcPos, Type, Var } from './types.ts';
import { gcQualifier, type Qualifier, typeString } from './typestring.ts';
import * as typexprPhase from './typexpr.ts';

/** Resolves an import path to a checked package (user package or a std/native package checked from Go source). */
export interface Importer {
  import(path: string): Package | undefined;
}

export interface CheckOptions {
  /** How a file name is written in continuation lines ("\tother declaration of x"); default: as given. */
  displayFile?: (file: string) => string;
  /**
   * The absolute name of a source file, for the few messages where gc quotes a position as the compiler
   * saw it (`cannot infer T (/home/gopher/app/x.go:5:13)`: types2 formats the object's syntax.Pos,
   * which the go command does not shorten). Default: relative names under oplab's working directory.
   */
  absoluteFile?: (file: string) => string;
  /** The package comes from the registry (it sees the symbols hidden from programs, hidden.ts). */
  registry?: boolean;
  /** Package.graphImports. */
  graphImports?: readonly string[];
  /**
   * The language version of the package (the module's `go` line, e.g. "1.21" or "1.21.0"): features
   * newer than it are `requires go1.N or later` (types2 version.go). Undefined: every feature.
   */
  goVersion?: string;
}

/** oplab's default working directory (src/go/build/build.ts DEFAULT_CWD). */
const DEFAULT_WORKDIR = '/home/gopher/app';

/** Per package-level object: what is needed to check its declaration lazily. */
export interface DeclInfo {
  file: FileInfo;
  /** Variables declared together with `a, b = f()` (all share one init). */
  lhs?: Var[];
  vtype?: Expr;
  init?: Expr;
  /** Constant spec inheriting the previous spec's type/values. */
  inherited?: boolean;
  iota?: number;
  tspec?: TypeSpec;
  fdecl?: FuncDecl;
  /** Package-level objects this declaration's initialiser depends on (for init order). */
  deps: Set<Obj>;
}

export interface FileInfo {
  file: File;
  scope: Scope;
}

/** The current function context while checking a body. */
export interface FuncContext {
  sig: Signature;
  scope: Scope;
  decl: DeclInfo | undefined;
  /** Function node (FuncDecl or FuncLit) for captures. */
  node: Node;
  hasLabel: boolean;
  /** Scope of the function body (for capture detection). */
  bodyScope: Scope;
  /** The enclosing function context (closures). */
  outer: FuncContext | undefined;
  /** Labels declared in the body, and labelled branch statements to resolve at the end. */
  labels: Map<string, import('./types.ts').Label>;
  branchLabels: import('../syntax/ast.ts').Ident[];
}

export interface UntypedInfo {
  mode: TypeAndValue['mode'];
  type: Type;
  val: ConstValue | undefined;
  isLhs: boolean;
}

/** A phase function's arguments after the checker. */
type PhaseArgs<F> = F extends (c: Checker, ...rest: infer R) => unknown ? R : never;

export class Checker {
  pkg: Package;
  info: Info;
  importer: Importer;
  opts: CheckOptions;
  qf: Qualifier;
  diags: Diagnostic[] = [];
  /** Instantiations of the package's type parameters, for the instantiation-cycle check (mono.ts). */
  readonly mono = new MonoGraph();
  /** Package-level objects and their declarations. */
  objMap = new Map<Obj, DeclInfo>();
  /** Objects currently being declared (cycle detection), in order. */
  objPath: Obj[] = [];
  objColor = new Map<Obj, 'grey' | 'black'>();
  /** types2 check.delayed: the actions check.later queued (decl.ts laterBodies, processDelayed). */
  readonly delayed: (() => void)[] = [];
  /**
   * The expression being evaluated as a call argument or for an assignment to a function type: a
   * partial instantiation F[A] there stays generic, its missing type arguments inferred with the
   * call or from the target (types2 genericExprList, funcInst with infer = false).
   */
  keepPartial: Expr | undefined;
  /** Methods per receiver base type name, collected before types are resolved. */
  methodDecls = new Map<string, FuncDecl[]>();
  files: FileInfo[] = [];
  /** The declaration whose initialiser/body is being checked (for dependency recording). */
  decl: DeclInfo | undefined;
  /** iota value inside a constant declaration. */
  iota: ConstValue | undefined;
  /**
   * types2 errpos: while a constant with an inherited initializer is checked, its errors are
   * reported at the constant's identifier (handleError), not in the expression it repeats.
   */
  errPos: SrcPos | undefined;
  fn: FuncContext | undefined;
  /** The current lexical scope. */
  scope: Scope;
  untyped = new Map<Expr, UntypedInfo>();
  /** Imports per file, for "imported and not used". */
  imports: { spec: ImportSpec; obj: import('./types.ts').PkgName; file: FileInfo }[] = [];
  /** Dot-imported objects, by the file scope importing them, to mark that file's import used. */
  dotImports = new Map<Obj, Map<Scope, import('./types.ts').PkgName>>();
  /** Current file being checked (for positions of errors without nodes). */
  currentFile = '';
  /** Set while checking a `go`/`defer` call (changes some messages). */
  firstErr: Diagnostic | undefined;

  constructor(pkg: Package, importer: Importer, opts: CheckOptions) {
    this.pkg = pkg;
    this.importer = importer;
    this.opts = opts;
    this.info = newInfo();
    this.qf = gcQualifier(pkg);
    this.qf.posString = (p) => this.posString(p);
    this.scope = pkg.scope;
  }

  // --- positions -------------------------------------------------------------------------------

  srcPos(pos: Pos, file = this.currentFile): SrcPos {
    return { file, line: pos.line, col: pos.col, offset: pos.offset };
  }

  /** A position with the file's absolute name (see CheckOptions.absoluteFile). */
  absPosString(p: SrcPos, pkg?: Package): string {
    let f = p.file;
    // A standard-library file (registry files are named `<import path>/<file>`): the go command
    // prints GOROOT as `$GOROOT` in the compiler's output.
    if (pkg?.registry && !pkg.path.split('/')[0].includes('.') && !f.startsWith('/'))
      return `$GOROOT/src/${f.replace(/^\.\//, '')}:${p.line}:${p.col}`;
    if (this.opts.absoluteFile) f = this.opts.absoluteFile(f);
    else if (!f.startsWith('/')) f = `${DEFAULT_WORKDIR}/${f.replace(/^\.\//, '')}`;
    return `${f}:${p.line}:${p.col}`;
  }

  posString(p: SrcPos): string {
    const f = this.opts.displayFile ? this.opts.displayFile(p.file) : p.file;
    return `${f}:${p.line}:${p.col}`;
  }

  // --- errors ----------------------------------------------------------------------------------

  errorAt(pos: Pos | SrcPos, msg: string, soft = false, goTypesAt?: Pos): void {
    if (this.errPos !== undefined) pos = this.errPos;
    const file = 'file' in pos ? pos.file : this.currentFile;
    const d: Diagnostic = { file, line: pos.line, col: pos.col, msg };
    if (soft) d.soft = true;
    if (goTypesAt !== undefined && this.errPos === undefined)
      d.goTypesAt = { line: goTypesAt.line, col: goTypesAt.col };
    // gc reports at most one error per line (cmd/compile base.FlushErrors de-duplicates identical lines);
    // types2 itself suppresses follow-up errors via invalid operands.
    if (this.diags.some((x) => x.file === d.file && x.line === d.line && x.msg === d.msg)) return;
    // types2 handleError: follow-up errors mentioning invalid operands/types are dropped once an
    // error has been reported.
    if (this.diags.length > 0 && (msg.indexOf('invalid operand') > 0 || msg.indexOf('invalid type') > 0))
      return;
    this.diags.push(d);
  }

  error(at: Node | Pos, msg: string, soft = false): void {
    const pos = 'kind' in at ? startPos(at as Node) : (at as Pos);
    // go/types reports at the node's go/ast Pos (its first character), where gc may not (startPos)
    const goTypesAt =
      'kind' in at && (pos.line !== at.pos.line || pos.col !== at.pos.col) ? at.pos : undefined;
    this.errorAt(pos, msg, soft, goTypesAt);
  }

  /**
   * types2 allowVersion / verifyVersionf: whether the package's language version is at least go1.minor;
   * if not and `what` is given, reports `<what> requires go1.minor or later`.
   */
  allowVersion(minor: number, at?: Node | Pos, what?: string): boolean {
    const m = /^1\.(\d+)/.exec(this.opts.goVersion ?? '');
    if (m === null || Number(m[1]) >= minor) return true;
    if (at !== undefined && what !== undefined) this.error(at, `${what} requires go1.${minor} or later`);
    return false;
  }

  /** Operand description per types2 operandString (Go 1.24+ wording). */
  op(x: Operand): string {
    return operandString(x, this.qf);
  }

  t(t: Type | undefined): string {
    return typeString(t, this.qf);
  }

  // --- recording -------------------------------------------------------------------------------

  record(x: Operand): void {
    const e = x.expr;
    if (!e) return;
    if (x.mode === 'invalid') return;
    const t = x.type;
    const u = t.kind === 'basic' && t.info.startsWith('untyped');
    if (u) {
      this.untyped.set(e, { mode: x.mode, type: t, val: x.val, isLhs: false });
      return;
    }
    this.recordTypeAndValue(e, x.mode, t, x.val);
  }

  recordTypeAndValue(e: Expr, mode: TypeAndValue['mode'], t: Type, val: ConstValue | undefined): void {
    if (mode === 'invalid') return;
    const tv: TypeAndValue = { mode, type: t };
    if (mode === 'constant' && val) tv.value = val;
    this.info.types.set(e, tv);
  }

  recordDef(id: Ident, obj: Obj | undefined): void {
    this.info.defs.set(id, obj);
  }

  recordUse(id: Ident, obj: Obj): void {
    this.info.uses.set(id, obj);
  }

  /** Flush untyped expressions that never got a final type (they keep their untyped type). */
  recordUntyped(): void {
    for (const [e, u] of this.untyped) this.recordTypeAndValue(e, u.mode, u.type, u.val);
    this.untyped.clear();
  }

  /** Record that the current package-level declaration depends on obj. */
  addDep(obj: Obj): void {
    if (this.decl && this.objMap.has(obj)) this.decl.deps.add(obj);
  }

  // Entry points of the checking phases (expr.ts, call.ts, stmt.ts, …): a phase reaches another
  // through these methods, so no phase module imports another at run time (no import cycle).

  argList(...a: PhaseArgs<typeof callPhase.argList>): ReturnType<typeof callPhase.argList> {
    return callPhase.argList(this, ...a);
  }
  argumentsCheck(
    ...a: PhaseArgs<typeof callPhase.argumentsCheck>
  ): ReturnType<typeof callPhase.argumentsCheck> {
    return callPhase.argumentsCheck(this, ...a);
  }
  assignOp(...a: PhaseArgs<typeof assignPhase.assignOp>): ReturnType<typeof assignPhase.assignOp> {
    return assignPhase.assignOp(this, ...a);
  }
  assignVars(...a: PhaseArgs<typeof assignPhase.assignVars>): ReturnType<typeof assignPhase.assignVars> {
    return assignPhase.assignVars(this, ...a);
  }
  assignment(...a: PhaseArgs<typeof assignPhase.assignment>): ReturnType<typeof assignPhase.assignment> {
    return assignPhase.assignment(this, ...a);
  }
  binary(...a: PhaseArgs<typeof exprPhase.binary>): ReturnType<typeof exprPhase.binary> {
    return exprPhase.binary(this, ...a);
  }
  builtin(...a: PhaseArgs<typeof builtinsPhase.builtin>): ReturnType<typeof builtinsPhase.builtin> {
    return builtinsPhase.builtin(this, ...a);
  }
  callExpr(...a: PhaseArgs<typeof callPhase.callExpr>): ReturnType<typeof callPhase.callExpr> {
    return callPhase.callExpr(this, ...a);
  }
  collectTypeParams(
    ...a: PhaseArgs<typeof typexprPhase.collectTypeParams>
  ): ReturnType<typeof typexprPhase.collectTypeParams> {
    return typexprPhase.collectTypeParams(this, ...a);
  }
  comparison(...a: PhaseArgs<typeof exprPhase.comparison>): ReturnType<typeof exprPhase.comparison> {
    return exprPhase.comparison(this, ...a);
  }
  convertUntyped(
    ...a: PhaseArgs<typeof exprPhase.convertUntyped>
  ): ReturnType<typeof exprPhase.convertUntyped> {
    return exprPhase.convertUntyped(this, ...a);
  }
  matchTypes(...a: PhaseArgs<typeof exprPhase.matchTypes>): ReturnType<typeof exprPhase.matchTypes> {
    return exprPhase.matchTypes(this, ...a);
  }
  declStmt(...a: PhaseArgs<typeof declPhase.declStmt>): ReturnType<typeof declPhase.declStmt> {
    return declPhase.declStmt(this, ...a);
  }
  definedType(...a: PhaseArgs<typeof typexprPhase.definedType>): ReturnType<typeof typexprPhase.definedType> {
    return typexprPhase.definedType(this, ...a);
  }
  expr(...a: PhaseArgs<typeof exprPhase.expr>): ReturnType<typeof exprPhase.expr> {
    return exprPhase.expr(this, ...a);
  }
  exprWithHint(...a: PhaseArgs<typeof exprPhase.exprWithHint>): ReturnType<typeof exprPhase.exprWithHint> {
    return exprPhase.exprWithHint(this, ...a);
  }
  funcBody(...a: PhaseArgs<typeof stmtPhase.funcBody>): ReturnType<typeof stmtPhase.funcBody> {
    return stmtPhase.funcBody(this, ...a);
  }
  funcInstOperand(
    ...a: PhaseArgs<typeof inferPhase.funcInstOperand>
  ): ReturnType<typeof inferPhase.funcInstOperand> {
    return inferPhase.funcInstOperand(this, ...a);
  }
  funcType(...a: PhaseArgs<typeof typexprPhase.funcType>): ReturnType<typeof typexprPhase.funcType> {
    return typexprPhase.funcType(this, ...a);
  }
  genericExpr(...a: PhaseArgs<typeof exprPhase.genericExpr>): ReturnType<typeof exprPhase.genericExpr> {
    return exprPhase.genericExpr(this, ...a);
  }
  identOperand(...a: PhaseArgs<typeof exprPhase.identOperand>): ReturnType<typeof exprPhase.identOperand> {
    return exprPhase.identOperand(this, ...a);
  }
  implicitTypeAndValue(
    ...a: PhaseArgs<typeof exprPhase.implicitTypeAndValue>
  ): ReturnType<typeof exprPhase.implicitTypeAndValue> {
    return exprPhase.implicitTypeAndValue(this, ...a);
  }
  indexValue(...a: PhaseArgs<typeof exprPhase.indexValue>): ReturnType<typeof exprPhase.indexValue> {
    return exprPhase.indexValue(this, ...a);
  }
  infer(...a: PhaseArgs<typeof inferPhase.infer>): ReturnType<typeof inferPhase.infer> {
    return inferPhase.infer(this, ...a);
  }
  initConst(...a: PhaseArgs<typeof assignPhase.initConst>): ReturnType<typeof assignPhase.initConst> {
    return assignPhase.initConst(this, ...a);
  }
  initVar(...a: PhaseArgs<typeof assignPhase.initVar>): ReturnType<typeof assignPhase.initVar> {
    return assignPhase.initVar(this, ...a);
  }
  initVarDecl(...a: PhaseArgs<typeof assignPhase.initVarDecl>): ReturnType<typeof assignPhase.initVarDecl> {
    return assignPhase.initVarDecl(this, ...a);
  }
  initVars(...a: PhaseArgs<typeof assignPhase.initVars>): ReturnType<typeof assignPhase.initVars> {
    return assignPhase.initVars(this, ...a);
  }
  instantiateSignature(
    ...a: PhaseArgs<typeof inferPhase.instantiateSignature>
  ): ReturnType<typeof inferPhase.instantiateSignature> {
    return inferPhase.instantiateSignature(this, ...a);
  }
  instantiateType(
    ...a: PhaseArgs<typeof inferPhase.instantiateType>
  ): ReturnType<typeof inferPhase.instantiateType> {
    return inferPhase.instantiateType(this, ...a);
  }
  markPending(...a: Parameters<typeof assignPhase.markPending>): ReturnType<typeof assignPhase.markPending> {
    return assignPhase.markPending(...a);
  }
  multiExpr(...a: PhaseArgs<typeof exprPhase.multiExpr>): ReturnType<typeof exprPhase.multiExpr> {
    return exprPhase.multiExpr(this, ...a);
  }
  objDecl(...a: PhaseArgs<typeof declPhase.objDecl>): ReturnType<typeof declPhase.objDecl> {
    return declPhase.objDecl(this, ...a);
  }
  rawExpr(...a: PhaseArgs<typeof exprPhase.rawExpr>): ReturnType<typeof exprPhase.rawExpr> {
    return exprPhase.rawExpr(this, ...a);
  }
  representableConst(
    ...a: Parameters<typeof exprPhase.representableConst>
  ): ReturnType<typeof exprPhase.representableConst> {
    return exprPhase.representableConst(...a);
  }
  shortVarDecl(
    ...a: PhaseArgs<typeof assignPhase.shortVarDecl>
  ): ReturnType<typeof assignPhase.shortVarDecl> {
    return assignPhase.shortVarDecl(this, ...a);
  }
  typ(...a: PhaseArgs<typeof typexprPhase.typ>): ReturnType<typeof typexprPhase.typ> {
    return typexprPhase.typ(this, ...a);
  }
  typeAssertion(...a: PhaseArgs<typeof exprPhase.typeAssertion>): ReturnType<typeof exprPhase.typeAssertion> {
    return exprPhase.typeAssertion(this, ...a);
  }
  typesSummary(
    ...a: PhaseArgs<typeof assignPhase.typesSummary>
  ): ReturnType<typeof assignPhase.typesSummary> {
    return assignPhase.typesSummary(this, ...a);
  }
  updateExprType(
    ...a: PhaseArgs<typeof exprPhase.updateExprType>
  ): ReturnType<typeof exprPhase.updateExprType> {
    return exprPhase.updateExprType(this, ...a);
  }
  useArgs(...a: PhaseArgs<typeof callPhase.useArgs>): ReturnType<typeof callPhase.useArgs> {
    return callPhase.useArgs(this, ...a);
  }
  varType(...a: PhaseArgs<typeof typexprPhase.varType>): ReturnType<typeof typexprPhase.varType> {
    return typexprPhase.varType(this, ...a);
  }
}
