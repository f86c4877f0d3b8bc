// passes/lostcancel (golang.org/x/tools as vendored in go1.23): the cancel function of
// context.WithCancel/WithTimeout/WithDeadline discarded (`ctx, _ :=`), or not used on some path from
// its definition to a return. The paths come from a control-flow graph built as go/cfg builds it
// (builder.go), with calls to functions that never return ending their block (passes/ctrlflow).
import type {
  BlockStmt,
  CallExpr,
  CaseClause,
  CommClause,
  Expr,
  FuncDecl,
  FuncLit,
  Node,
  ReturnStmt,
  Stmt,
} from '../syntax/ast.ts';
import { inspect } from '../syntax/walk.ts';
import type { Info } from '../types/info.ts';
import { type Func, under } from '../types/types.ts';
import type { Analyzer, Pass } from './pass.ts';
import { calleeFunc } from './printf.ts';

interface Block {
  nodes: Node[];
  succs: Block[];
  live: boolean;
}

interface Targets {
  tail?: Targets;
  brk?: Block;
  cont?: Block;
  fall?: Block;
}

interface LBlock {
  goto: Block;
  brk?: Block;
  cont?: Block;
}

/** go/cfg.New: the blocks of a function body, entry first. */
function buildCFG(body: BlockStmt, mayReturn: (call: CallExpr) => boolean): Block[] {
  const blocks: Block[] = [];
  const newBlock = (): Block => {
    const b: Block = { nodes: [], succs: [], live: false };
    blocks.push(b);
    return b;
  };
  let cur: Block = newBlock();
  let targets: Targets | undefined;
  const lblocks = new Map<string, LBlock>();
  const add = (n: Node) => cur.nodes.push(n);
  // After a jump the builder has no current block; what follows goes to a fresh unreachable one.
  const jump = (t: Block) => cur.succs.push(t);
  const ifelse = (t: Block, f: Block) => cur.succs.push(t, f);
  const labeled = (name: string): LBlock => {
    let lb = lblocks.get(name);
    if (!lb) lblocks.set(name, (lb = { goto: newBlock() }));
    return lb;
  };
  const withTargets = (t: Omit<Targets, 'tail'>, f: () => void) => {
    targets = { tail: targets, ...t };
    f();
    targets = targets.tail;
  };
  const list = (l: Stmt[]) => {
    for (const s of l) stmt(s);
  };
  const stmt = (s: Stmt, label?: LBlock): void => {
    switch (s.kind) {
      case 'BadStmt':
      case 'SendStmt':
      case 'IncDecStmt':
      case 'GoStmt':
      case 'DeferStmt':
      case 'EmptyStmt':
      case 'AssignStmt':
        add(s);
        break;
      case 'ExprStmt':
        add(s);
        if (s.x.kind === 'CallExpr' && !mayReturn(s.x)) cur = newBlock();
        break;
      case 'DeclStmt':
        if (s.decl.tok === 'var') for (const spec of s.decl.specs) add(spec);
        break;
      case 'LabeledStmt': {
        const lb = labeled(s.label.name);
        jump(lb.goto);
        cur = lb.goto;
        stmt(s.stmt, lb);
        break;
      }
      case 'ReturnStmt':
        add(s);
        cur = newBlock();
        break;
      case 'BranchStmt': {
        let b: Block | undefined;
        const find = (k: 'brk' | 'cont' | 'fall') => {
          for (let t = targets; t && !b; t = t.tail) b = t[k];
        };
        if (s.tok === 'break') s.label ? (b = lblocks.get(s.label.name)?.brk) : find('brk');
        else if (s.tok === 'continue') s.label ? (b = lblocks.get(s.label.name)?.cont) : find('cont');
        else if (s.tok === 'fallthrough') find('fall');
        else if (s.label) b = labeled(s.label.name).goto;
        jump(b ?? newBlock());
        cur = newBlock();
        break;
      }
      case 'BlockStmt':
        list(s.list);
        break;
      case 'IfStmt': {
        if (s.init) stmt(s.init);
        const then = newBlock();
        const done = newBlock();
        const els = s.else ? newBlock() : done;
        add(s.cond);
        ifelse(then, els);
        cur = then;
        stmt(s.body);
        jump(done);
        if (s.else) {
          cur = els;
          stmt(s.else);
          jump(done);
        }
        cur = done;
        break;
      }
      case 'SwitchStmt': {
        if (s.init) stmt(s.init);
        if (s.tag) add(s.tag);
        const done = newBlock();
        if (label) label.brk = done;
        const clauses = s.body.list as CaseClause[];
        let dflt: { body: Stmt[]; fall: Block; block: Block } | undefined;
        let fallthru: Block | undefined;
        let next: Block | undefined;
        clauses.forEach((cc, i) => {
          const body = fallthru ?? newBlock();
          fallthru = i + 1 < clauses.length ? newBlock() : done;
          if (cc.list.length === 0) {
            dflt = { body: cc.body, fall: fallthru, block: body };
            return;
          }
          for (const cond of cc.list) {
            next = newBlock();
            add(cond);
            ifelse(body, next);
            cur = next;
          }
          cur = body;
          withTargets({ brk: done, fall: fallthru }, () => list(cc.body));
          jump(done);
          cur = next!;
        });
        if (dflt) {
          const d = dflt;
          jump(d.block);
          cur = d.block;
          withTargets({ brk: done, fall: d.fall }, () => list(d.body));
        }
        jump(done);
        cur = done;
        break;
      }
      case 'TypeSwitchStmt': {
        if (s.init) stmt(s.init);
        add(s.assign);
        const done = newBlock();
        if (label) label.brk = done;
        let dflt: CaseClause | undefined;
        const caseBody = (cc: CaseClause) => {
          withTargets({ brk: done }, () => list(cc.body));
          jump(done);
        };
        for (const cc of s.body.list as CaseClause[]) {
          if (cc.list.length === 0) {
            dflt = cc;
            continue;
          }
          const body = newBlock();
          let next = cur;
          for (const _ of cc.list) {
            next = newBlock();
            ifelse(body, next);
            cur = next;
          }
          cur = body;
          caseBody(cc);
          cur = next;
        }
        if (dflt) caseBody(dflt);
        else jump(done);
        cur = done;
        break;
      }
      case 'SelectStmt': {
        const clauses = s.body.list as CommClause[];
        for (const cc of clauses) if (cc.comm) stmt(cc.comm);
        const done = newBlock();
        if (label) label.brk = done;
        let dflt: Stmt[] | undefined;
        for (const cc of clauses) {
          if (!cc.comm) {
            dflt = cc.body;
            continue;
          }
          const body = newBlock();
          const next = newBlock();
          ifelse(body, next);
          cur = body;
          withTargets({ brk: done }, () => {
            if (cc.comm?.kind === 'AssignStmt') add(cc.comm.lhs[0]);
            list(cc.body);
          });
          jump(done);
          cur = next;
        }
        if (dflt) {
          const d = dflt;
          withTargets({ brk: done }, () => list(d));
          jump(done);
        }
        cur = done;
        break;
      }
      case 'ForStmt': {
        if (s.init) stmt(s.init);
        const body = newBlock();
        const done = newBlock();
        const loop = s.cond ? newBlock() : body;
        const cont = s.post ? newBlock() : loop;
        if (label) {
          label.brk = done;
          label.cont = cont;
        }
        jump(loop);
        cur = loop;
        if (s.cond) {
          add(s.cond);
          ifelse(body, done);
          cur = body;
        }
        withTargets({ brk: done, cont }, () => stmt(s.body));
        jump(cont);
        if (s.post) {
          cur = cont;
          stmt(s.post);
          jump(loop);
        }
        cur = done;
        break;
      }
      case 'RangeStmt': {
        add(s.x);
        if (s.key) add(s.key);
        if (s.value) add(s.value);
        const loop = newBlock();
        jump(loop);
        cur = loop;
        const body = newBlock();
        const done = newBlock();
        ifelse(body, done);
        cur = body;
        if (label) {
          label.brk = done;
          label.cont = loop;
        }
        withTargets({ brk: done, cont: loop }, () => stmt(s.body));
        jump(loop);
        cur = done;
        break;
      }
    }
  };
  stmt(body);
  const q = [blocks[0]];
  while (q.length > 0) {
    const b = q.pop()!;
    if (!b.live) {
      b.live = true;
      q.push(...b.succs);
    }
  }
  // Falling off the end of the body is a return at its closing brace.
  if (cur.live) add({ kind: 'ReturnStmt', pos: body.rbrace, end: body.rbrace, results: [] } as ReturnStmt);
  return blocks;
}

const lastReturn = (b: Block): ReturnStmt | undefined => {
  const n = b.nodes.at(-1);
  return n?.kind === 'ReturnStmt' ? n : undefined;
};

/**
 * passes/ctrlflow's noReturn facts: a function of the vetted package or a module dependency whose
 * body reaches no return; in the standard library, go1.23's functions with that fact.
 */
function noReturnOracle(pass: Pass): (call: CallExpr) => boolean {
  const decls = new Map<Func, { decl: FuncDecl; info: Info }>();
  for (const { files, info } of [...(pass.deps ?? []), pass])
    for (const f of files)
      for (const d of f.decls)
        if (d.kind === 'FuncDecl') {
          const o = info.defs.get(d.name);
          if (o?.kind === 'func') decls.set(o, { decl: d, info });
        }
  const memo = new Map<Func, boolean>();
  const noReturn = (fn: Func): boolean => {
    const known = memo.get(fn);
    if (known !== undefined) return known;
    memo.set(fn, false); // breaks cycles as ctrlflow does
    const d = decls.get(fn);
    let r = false;
    if (d?.decl.body) {
      const blocks = buildCFG(d.decl.body, mayReturnIn(d.info));
      r = !blocks.some((b) => b.live && lastReturn(b));
    } else if (!d && fn.pkg) r = stdNoReturn(fn);
    memo.set(fn, r);
    return r;
  };
  const mayReturnIn =
    (info: Info) =>
    (call: CallExpr): boolean => {
      if (
        call.fun.kind === 'Ident' &&
        info.uses.get(call.fun)?.kind === 'builtin' &&
        call.fun.name === 'panic'
      )
        return false;
      const fn = calleeFunc(info, call);
      // An interface method is not a static callee.
      if (!fn || (fn.type.recv && under(fn.type.recv.type).kind === 'interface')) return true;
      return !noReturn(fn.origin ?? fn);
    };
  return mayReturnIn(pass.info);
}

const logNoReturn = /^(Fatal|Panic)(f|ln)?$/;

function stdNoReturn(fn: Func): boolean {
  switch (fn.pkg?.path) {
    case 'os':
    case 'syscall':
      return fn.name === 'Exit' && !fn.type.recv;
    case 'runtime':
      return fn.name === 'Goexit';
    case 'log':
      return logNoReturn.test(fn.name);
    case 'testing':
      // (*common).FailNow ends in runtime.Goexit; Fatal, Fatalf, SkipNow, Skip and Skipf call it.
      return fn.type.recv !== undefined && /^(FailNow|Fatalf?|SkipNow|Skipf?)$/.test(fn.name);
  }
  return false;
}

const cancelFuncs = new Set(['WithCancel', 'WithTimeout', 'WithDeadline']);

export const lostcancel: Analyzer = (pass, report) => {
  const ctxImported = pass.files.some((f) => f.imports.some((s) => s.path.value === '"context"'));
  if (!ctxImported) return;
  let mayReturn: ((call: CallExpr) => boolean) | undefined;
  const isMainPkg = pass.files[0]?.name.name === 'main';
  for (const file of pass.files) {
    inspect(file, (fnode) => {
      if (fnode.kind !== 'FuncDecl' && fnode.kind !== 'FuncLit') return true;
      const fn = fnode as FuncDecl | FuncLit;
      if (!fn.body) return true;
      const info = pass.info;
      // cancel var → its defining statement, in the order found.
      const cancelvars = new Map<object, Node>();
      const stack: Node[] = [];
      inspect(
        fn,
        (n) => {
          if (n.kind === 'FuncLit' && stack.length > 0) return false; // nested functions: their own run
          stack.push(n);
          if (n.kind !== 'SelectorExpr' || !cancelFuncs.has(n.sel.name) || n.x.kind !== 'Ident') return true;
          const pkg = info.uses.get(n.x);
          if (pkg ? pkg.kind !== 'pkgname' || pkg.imported.path !== 'context' : n.x.name !== 'context')
            return true;
          if (stack.at(-2)?.kind !== 'CallExpr') return true;
          const st = stack.at(-3);
          let id: Expr | undefined;
          if (st?.kind === 'ValueSpec' && st.names.length > 1) id = st.names[1];
          else if (st?.kind === 'AssignStmt' && st.lhs.length > 1 && st.lhs[1].kind === 'Ident')
            id = st.lhs[1];
          if (id?.kind !== 'Ident') return true;
          if (id.name === '_') {
            report(
              file,
              id.pos,
              `the cancel function returned by context.${n.sel.name} should be called, not discarded, to avoid a context leak`,
            );
            return true;
          }
          const used = info.uses.get(id);
          if (used?.kind === 'var') {
            // A variable of an enclosing function is not this function's to lose.
            const p = used.pos;
            const after = (a: { line: number; col: number }, b: { line: number; col: number }) =>
              a.line > b.line || (a.line === b.line && a.col >= b.col);
            if (p.file === file.filename && after(p, fn.type.pos) && !after(p, fn.end))
              cancelvars.set(used, st!);
          } else {
            const def = info.defs.get(id);
            if (def?.kind === 'var') cancelvars.set(def, st!);
          }
          return true;
        },
        () => {
          stack.pop();
        },
      );
      if (cancelvars.size === 0) return true;
      if (fn.kind === 'FuncDecl' && fn.name.name === 'main' && !fn.recv && isMainPkg) return true;
      mayReturn ??= noReturnOracle(pass);
      const blocks = buildCFG(fn.body, mayReturn);
      const results = fn.type.results?.list ?? [];
      for (const [v, st] of cancelvars) {
        const named = results.some((f) => f.names?.some((nm) => info.defs.get(nm) === v));
        const ret = lostCancelPath(info, blocks, v, st, named);
        if (!ret) continue;
        const name = (v as { name: string }).name;
        report(file, st.pos, `the ${name} function is not used on all paths (possible context leak)`);
        report(
          file,
          ret.pos,
          `this return statement may be reached without using the ${name} var defined on line ${st.pos.line}`,
        );
      }
      return true;
    });
  }
};

function lostCancelPath(
  info: Info,
  blocks: Block[],
  v: object,
  st: Node,
  vIsNamedResult: boolean,
): ReturnStmt | undefined {
  const uses = (nodes: Node[]): boolean => {
    let found = false;
    for (const n of nodes)
      inspect(n, (m) => {
        if (m.kind === 'Ident' && info.uses.get(m) === v) found = true;
        else if (m.kind === 'ReturnStmt' && m.results.length === 0 && vIsNamedResult) found = true;
        return !found;
      });
    return found;
  };
  let def: Block | undefined;
  let rest: Node[] = [];
  for (const b of blocks) {
    const i = b.nodes.indexOf(st);
    if (i >= 0) {
      def = b;
      rest = b.nodes.slice(i + 1);
      break;
    }
  }
  if (!def || uses(rest)) return undefined;
  const r = lastReturn(def);
  if (r) return r;
  const seen = new Set<Block>();
  const search = (bs: Block[]): ReturnStmt | undefined => {
    for (const b of bs) {
      if (seen.has(b)) continue;
      seen.add(b);
      if (uses(b.nodes)) continue;
      const ret = lastReturn(b) ?? search(b.succs);
      if (ret) return ret;
    }
    return undefined;
  };
  return search(def.succs);
}
