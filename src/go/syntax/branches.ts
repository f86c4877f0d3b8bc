// Label and branch checks that gc's parser runs on every function body parsed without errors
// (cmd/compile/internal/syntax/branches.go, mode CheckBranches): misplaced break/continue, bad or undefined
// labels, unused labels, and gotos jumping into blocks or over variable declarations. parseFile reports
// them. They are not "syntax error"s: gc goes on to type-check and prints them together with the type
// checker's errors (types2 runs with IgnoreBranchErrors).
import type { BlockStmt, BranchStmt, Expr, File, LabeledStmt, Node, Pos, Stmt } from './ast.ts';
import type { Diagnostic } from './pos.ts';
import { exprString } from './printer.ts';
import { inspect } from './walk.ts';

interface Label {
  parent: Block;
  lstmt: LabeledStmt;
  used: boolean;
}

interface Block {
  parent: Block | undefined;
  start: Pos;
  lstmt: LabeledStmt | undefined;
}

type BreakTarget = Stmt | undefined;

interface Targets {
  breaks: BreakTarget;
  continues: Stmt | undefined;
  /** Index of the switch case whose body this is, -1 in any other block (fallthrough placement). */
  caseIndex: number;
}

/**
 * Checks every function body (declarations and literals) of a file; diagnostics are sorted by position.
 * parseFile already reports these (as gc's parser does); this is for trees built or changed elsewhere.
 */
export function checkBranches(file: File): Diagnostic[] {
  const out: Diagnostic[] = [];
  inspect(file, (n: Node) => {
    if (n.kind === 'FuncDecl' && n.body) checkFuncBody(file.filename, n.body, out);
    else if (n.kind === 'FuncLit') checkFuncBody(file.filename, n.body, out);
    return true;
  });
  return out.sort((a, b) => a.line - b.line || a.col - b.col);
}

/**
 * Checks one function body (not the bodies of function literals inside it, which are checked on their
 * own), appending diagnostics in the order gc reports them.
 */
export function checkFuncBody(filename: string, body: BlockStmt, out: Diagnostic[]): void {
  const labels = new Map<string, Label>();
  const err = (pos: Pos, msg: string): void => {
    out.push({ file: filename, line: pos.line, col: pos.col, msg });
  };
  const fmtPos = (p: Pos): string => `${displayName(filename)}:${p.line}:${p.col}`;

  const declare = (b: Block, s: LabeledStmt): Label => {
    const name = s.label.name;
    const alt = labels.get(name);
    if (alt !== undefined) {
      err(s.label.pos, `label ${name} already defined at ${fmtPos(alt.lstmt.label.pos)}`);
      return alt;
    }
    const l: Label = { parent: b, lstmt: s, used: false };
    labels.set(name, l);
    return l;
  };

  const gotoTarget = (b0: Block, name: string): LabeledStmt | undefined => {
    const l = labels.get(name);
    if (l !== undefined) {
      l.used = true;
      for (let b: Block | undefined = b0; b !== undefined; b = b.parent) {
        if (l.parent === b) return l.lstmt;
      }
    }
    return undefined;
  };

  // enclosingTarget returns the innermost enclosing labeled statement with the name, null if the label
  // exists but labels no enclosing statement, or undefined if it is not defined.
  const enclosingTarget = (b0: Block, name: string): LabeledStmt | null | undefined => {
    const l = labels.get(name);
    if (l !== undefined) {
      l.used = true;
      for (let b: Block | undefined = b0; b !== undefined; b = b.parent) {
        if (l.lstmt === b.lstmt) return l.lstmt;
      }
      return null;
    }
    return undefined;
  };

  const blockBranches = (
    parent: Block | undefined,
    ctxt: Targets,
    lstmt0: LabeledStmt | undefined,
    start: Pos,
    list: Stmt[],
  ): BranchStmt[] => {
    let lstmt = lstmt0;
    const b: Block = { parent, start, lstmt };
    let varPos: Pos | undefined;
    let varName = '';
    let fwdGotos: BranchStmt[] = [];
    let badGotos: BranchStmt[] = [];

    const recordVarDecl = (pos: Pos, name: string): void => {
      varPos = pos;
      varName = name;
      // any existing forward goto jumping over the declaration may be invalid
      badGotos = [...fwdGotos];
    };
    const innerBlock = (c: Targets, st: Pos, body: Stmt[]): void => {
      fwdGotos.push(...blockBranches(b, c, lstmt, st, body));
    };

    // A fallthrough counts as the last statement even if empty statements follow it.
    const stmtList = trimTrailingEmptyStmts(list);
    for (let stmtIndex = 0; stmtIndex < stmtList.length; stmtIndex++) {
      const stmt0 = stmtList[stmtIndex];
      lstmt = undefined;
      let stmt: Stmt = stmt0;
      for (;;) {
        if (stmt.kind !== 'LabeledStmt') break;
        const s = stmt;
        const name = s.label.name;
        if (name !== '_') {
          const l = declare(b, s);
          const keep: BranchStmt[] = [];
          for (const fwd of fwdGotos) {
            if (fwd.label?.name === name) {
              l.used = true;
              if (varPos !== undefined && badGotos.includes(fwd)) {
                err(fwd.label.pos, `goto ${name} jumps over declaration of ${varName} at ${fmtPos(varPos)}`);
              }
            } else {
              keep.push(fwd);
            }
          }
          fwdGotos = keep;
          lstmt = s;
        }
        stmt = s.stmt;
      }
      const s = stmt;
      switch (s.kind) {
        case 'DeclStmt':
          if (s.decl.tok === 'var' && s.decl.specs.length > 0) {
            const v = s.decl.specs[0];
            if (v.kind === 'ValueSpec') recordVarDecl(v.pos, v.names[0].name);
          }
          break;
        case 'BranchStmt': {
          if (s.label === undefined) {
            if (s.tok === 'break' && ctxt.breaks === undefined)
              err(s.pos, 'break is not in a loop, switch, or select');
            if (s.tok === 'continue' && ctxt.continues === undefined) err(s.pos, 'continue is not in a loop');
            if (s.tok === 'fallthrough') {
              const msg = fallthroughError(ctxt, stmtIndex + 1 < stmtList.length);
              if (msg !== undefined) err(s.pos, msg);
            }
            break;
          }
          const name = s.label.name;
          if (s.tok === 'break') {
            const t = enclosingTarget(b, name);
            if (t === undefined) err(s.label.pos, `break label not defined: ${name}`);
            else if (t === null || !isBreakable(t.stmt)) err(s.label.pos, `invalid break label ${name}`);
          } else if (s.tok === 'continue') {
            const t = enclosingTarget(b, name);
            if (t === undefined) err(s.label.pos, `continue label not defined: ${name}`);
            else if (t === null || !isLoop(t.stmt)) err(s.label.pos, `invalid continue label ${name}`);
          } else if (s.tok === 'goto') {
            if (gotoTarget(b, name) === undefined) fwdGotos.push(s);
          }
          break;
        }
        case 'AssignStmt':
          if (s.tok === ':=') recordVarDecl(s.tokPos, s.lhs.map((e: Expr) => exprString(e)).join(', '));
          break;
        case 'BlockStmt':
          innerBlock({ ...ctxt, caseIndex: -1 }, s.pos, s.list);
          break;
        case 'IfStmt': {
          // gc recurses into `else if` through a block holding it; such a block declares nothing, so
          // an else-if chain is walked in a loop (each arm's body as gc's, a level nearer the root).
          const inner: Targets = { ...ctxt, caseIndex: -1 };
          let arm: Stmt | undefined = s;
          while (arm?.kind === 'IfStmt') {
            innerBlock(inner, arm.body.pos, arm.body.list);
            arm = arm.else;
          }
          if (arm) innerBlock(inner, arm.pos, [arm]);
          break;
        }
        case 'ForStmt':
        case 'RangeStmt':
          innerBlock({ breaks: s, continues: s, caseIndex: -1 }, s.body.pos, s.body.list);
          break;
        case 'SwitchStmt':
        case 'TypeSwitchStmt':
        case 'SelectStmt': {
          s.body.list.forEach((cc, i) => {
            const inner: Targets = {
              breaks: s,
              continues: ctxt.continues,
              caseIndex: s.kind === 'SelectStmt' ? -1 : i,
            };
            if (cc.kind === 'CaseClause' || cc.kind === 'CommClause') innerBlock(inner, cc.pos, cc.body);
          });
          break;
        }
      }
    }
    return fwdGotos;
  };

  const fwd = blockBranches(
    undefined,
    { breaks: undefined, continues: undefined, caseIndex: -1 },
    undefined,
    body.pos,
    body.list,
  );
  for (const g of fwd) {
    const name = g.label!.name;
    const l = labels.get(name);
    if (l !== undefined) {
      l.used = true;
      err(g.label!.pos, `goto ${name} jumps into block starting at ${fmtPos(l.parent.start)}`);
    } else {
      err(g.label!.pos, `label ${name} not defined`);
    }
  }
  for (const l of labels.values()) {
    if (!l.used) err(l.lstmt.label.pos, `label ${l.lstmt.label.name} defined and not used`);
  }
}

// gc prints positions inside messages relative to the working directory, with "./" for a local file name.
function displayName(filename: string): string {
  if (filename.startsWith('/') || filename.startsWith('./') || filename.startsWith('../')) return filename;
  return './' + filename;
}

/** gc's message for a misplaced fallthrough (syntax/branches.go), undefined when it is allowed. */
function fallthroughError(ctxt: Targets, notLast: boolean): string | undefined {
  const t = ctxt.breaks;
  if (t?.kind === 'TypeSwitchStmt') return 'cannot fallthrough in type switch';
  if (t?.kind !== 'SwitchStmt' || ctxt.caseIndex < 0 || notLast) return 'fallthrough statement out of place';
  if (ctxt.caseIndex + 1 === t.body.list.length) return 'cannot fallthrough final case in switch';
  return undefined;
}

function trimTrailingEmptyStmts(list: Stmt[]): Stmt[] {
  let i = list.length;
  while (i > 0 && list[i - 1].kind === 'EmptyStmt') i--;
  return i === list.length ? list : list.slice(0, i);
}

function isBreakable(s: Stmt): boolean {
  return (
    s.kind === 'ForStmt' ||
    s.kind === 'RangeStmt' ||
    s.kind === 'SwitchStmt' ||
    s.kind === 'TypeSwitchStmt' ||
    s.kind === 'SelectStmt'
  );
}

function isLoop(s: Stmt): boolean {
  return s.kind === 'ForStmt' || s.kind === 'RangeStmt';
}
