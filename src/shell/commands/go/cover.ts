// `go test -cover`: the package under test rewritten as go1.23's cmd/cover rewrites it
// (src/cmd/cover/cover.go: Visit, addCounters, statementBoundary, endsBasicSourceBlock), so that its
// basic blocks — their positions and statement counts, hence the percentage and the profile — are
// gc's. The counters feed testing.RegisterCover (testing/cover.go), whose report the test binary
// prints after PASS/FAIL; the profile lines are sorted as internal/coverage/cformat sorts them.
// Terminal-only: nothing here ships in the exercise page's engine.
import { evalBuildExpr, fileNameMatches } from '../../../go/build/constraints.ts';
import { defaultPhases } from '../../../go/build/default.ts';
import type { SourceFile } from '../../../go/build/load.ts';
import type { BlockStmt, File, FuncLit, IfStmt, Node, Stmt } from '../../../go/syntax/ast.ts';
import { forEachChild } from '../../../go/syntax/walk.ts';

export type CoverMode = 'set' | 'count' | 'atomic';

/** One basic block: cmd/cover's coverage.CoverableUnit. */
export interface CoverUnit {
  file: string;
  stLine: number;
  stCol: number;
  enLine: number;
  enCol: number;
  stmts: number;
}

interface Edit {
  at: number;
  text: string;
}

/** The counter array the rewritten files share (a name no program writes). */
const COUNTERS = '_cover_ctrs_';

/** Line and byte column (1-based) of each UTF-16 offset of a source. */
function positioner(src: string): (offset: number) => { line: number; col: number } {
  const starts = [0];
  for (let i = 0; i < src.length; i++) if (src.charCodeAt(i) === 10) starts.push(i + 1);
  return (offset) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    const bytes = new TextEncoder().encode(src.slice(starts[lo], offset)).length;
    return { line: lo + 1, col: bytes + 1 };
  };
}

/** The first function literal under n in go/ast.Walk order: the offset of its body's `{` (hasFuncLiteral). */
function funcLitBrace(n: Node | undefined): number | undefined {
  if (n === undefined) return undefined;
  if (n.kind === 'FuncLit') return (n as FuncLit).body.lbrace.offset;
  let found: number | undefined;
  forEachChild(n, (c) => {
    found ??= funcLitBrace(c);
  });
  return found;
}

/** statementBoundary: where s ends the current basic block. */
function boundary(s: Stmt): number {
  const first = (...ns: (Node | undefined)[]) => {
    for (const n of ns) {
      const at = funcLitBrace(n);
      if (at !== undefined) return at;
    }
    return undefined;
  };
  switch (s.kind) {
    case 'BlockStmt':
      return s.lbrace.offset;
    case 'IfStmt':
      return first(s.init, s.cond) ?? s.body.lbrace.offset;
    case 'ForStmt':
      return first(s.init, s.cond, s.post) ?? s.body.lbrace.offset;
    case 'LabeledStmt':
      return boundary(s.stmt);
    case 'RangeStmt':
      return first(s.x) ?? s.body.lbrace.offset;
    case 'SwitchStmt':
      return first(s.init, s.tag) ?? s.body.lbrace.offset;
    case 'SelectStmt':
      return s.body.lbrace.offset;
    case 'TypeSwitchStmt':
      return first(s.init) ?? s.body.lbrace.offset;
  }
  return funcLitBrace(s) ?? s.end.offset;
}

/** endsBasicSourceBlock: s changes the flow of control (or holds a function literal). */
function endsBlock(s: Stmt): boolean {
  switch (s.kind) {
    case 'BlockStmt':
    case 'BranchStmt':
    case 'ForStmt':
    case 'IfStmt':
    case 'LabeledStmt':
    case 'RangeStmt':
    case 'SwitchStmt':
    case 'SelectStmt':
    case 'TypeSwitchStmt':
      return true;
    case 'ExprStmt': {
      // a call of panic: cmd/cover does not check that it is the builtin
      const x = s.x;
      if (x.kind === 'CallExpr' && x.fun.kind === 'Ident' && x.fun.name === 'panic' && x.args.length === 1)
        return true;
    }
  }
  return funcLitBrace(s) !== undefined;
}

/** isControl: a labeled statement that cannot be parted from its label. */
const isControl = (s: Stmt) =>
  s.kind === 'ForStmt' ||
  s.kind === 'RangeStmt' ||
  s.kind === 'SwitchStmt' ||
  s.kind === 'SelectStmt' ||
  s.kind === 'TypeSwitchStmt';

/** findText(pos, "else"): the offset of `else` after pos, skipping comments. */
function findElse(src: string, from: number): number {
  let i = from;
  while (i < src.length) {
    if (src.startsWith('else', i)) return i;
    if (src.startsWith('//', i)) {
      while (i < src.length && src[i] !== '\n') i++;
      continue;
    }
    if (src.startsWith('/*', i)) {
      const e = src.indexOf('*/', i + 2);
      if (e < 0) return -1;
      i = e + 2;
      continue;
    }
    i++;
  }
  return -1;
}

/** A labeled statement's label with an empty statement (the split addCounters makes for a goto target). */
interface SplitLabel {
  kind: 'SplitLabel';
  pos: { offset: number };
  end: { offset: number };
}

/**
 * The basic blocks of one file and the edits that count them: `counter(i)` is the statement that
 * bumps unit i (an index into `units`, which the caller renumbers).
 */
function blocksOf(
  file: File,
  src: string,
  name: string,
  seen: Set<string>,
): { units: CoverUnit[]; edits: Edit[]; funcs: number } {
  const at = positioner(src);
  const units: CoverUnit[] = [];
  const edits: Edit[] = [];
  let funcs = 0;
  const counter = (start: number, end: number, stmts: number, insert: number) => {
    const s = at(start);
    const e = at(end);
    // dedup: cmd/cover moves the end column on until the unit is unique
    let enCol = e.col;
    while (seen.has(`${name}:${s.line}.${s.col},${e.line}.${enCol}`)) enCol++;
    seen.add(`${name}:${s.line}.${s.col},${e.line}.${enCol}`);
    edits.push({ at: insert, text: `\x00${units.length};` });
    units.push({ file: name, stLine: s.line, stCol: s.col, enLine: e.line, enCol, stmts });
  };
  const addCounters = (
    pos: number,
    insertPos: number,
    blockEnd: number,
    stmts: readonly Stmt[],
    extendToClosingBrace: boolean,
  ) => {
    if (stmts.length === 0) {
      counter(insertPos, blockEnd, 0, insertPos);
      return;
    }
    let list: (Stmt | SplitLabel)[] = [...stmts];
    for (;;) {
      let last = 0;
      let end = blockEnd;
      for (; last < list.length; last++) {
        const stmt = list[last];
        if (stmt.kind === 'SplitLabel') continue;
        end = boundary(stmt);
        if (endsBlock(stmt)) {
          if (stmt.kind === 'LabeledStmt' && !isControl(stmt.stmt)) {
            // `foo: stmt` becomes `foo: ; stmt`: a goto may start a block at stmt
            end = stmt.pos.offset;
            list = [
              ...list.slice(0, last),
              { kind: 'SplitLabel', pos: stmt.pos, end: stmt.stmt.pos },
              stmt.stmt,
              ...list.slice(last + 1),
            ];
          }
          last++;
          extendToClosingBrace = false;
          break;
        }
      }
      if (extendToClosingBrace) end = blockEnd;
      if (pos !== end) counter(pos, end, last, insertPos);
      list = list.slice(last);
      if (list.length === 0) break;
      pos = list[0].pos.offset;
      insertPos = pos;
    }
  };
  const block = (b: BlockStmt, lbrace: number) => {
    const first = b.list[0]?.kind;
    if (first === 'CaseClause' || first === 'CommClause') {
      for (const c of b.list as (Stmt & { colon: { offset: number }; body: Stmt[] })[])
        addCounters(c.colon.offset + 1, c.colon.offset + 1, clauseEnd(c), c.body, false);
    } else addCounters(lbrace, lbrace + 1, b.rbrace.offset + 1, b.list, true);
    forEachChild(b, visit);
  };
  const visit = (n: Node): void => {
    switch (n.kind) {
      case 'BlockStmt':
        block(n, n.lbrace.offset);
        return;
      case 'IfStmt':
        ifStmt(n);
        return;
      case 'SelectStmt':
        if (n.body.list.length === 0) return;
        break;
      case 'SwitchStmt':
        if (n.body.list.length === 0) {
          if (n.init) visit(n.init);
          if (n.tag) visit(n.tag);
          return;
        }
        break;
      case 'TypeSwitchStmt':
        if (n.body.list.length === 0) {
          if (n.init) visit(n.init);
          visit(n.assign);
          return;
        }
        break;
      case 'FuncDecl':
        if (n.name.name === '_' || n.body === undefined) return;
        funcs++;
        visit(n.body);
        return;
      case 'FuncLit':
        // a literal inside a function is part of it; one at package level is a function of its own
        if (depth === 0) funcs++;
        depth++;
        visit(n.body);
        depth--;
        return;
    }
    forEachChild(n, visit);
  };
  let depth = 0;
  const ifStmt = (n: IfStmt) => {
    if (n.init) visit(n.init);
    visit(n.cond);
    visit(n.body);
    if (n.else === undefined) return;
    // `else if y {}` and `else {}` get a block of their own, opened just after `else`
    const e = findElse(src, n.body.end.offset);
    if (e < 0) return;
    edits.push({ at: e + 4, text: '{' });
    edits.push({ at: n.else.end.offset, text: '}' });
    const lbrace = e + 4;
    if (n.else.kind === 'IfStmt') {
      addCounters(lbrace, lbrace + 1, n.else.end.offset + 1, [n.else], true);
      visit(n.else);
    } else block(n.else, lbrace);
  };
  // FuncDecl bodies count as depth 1 for their literals
  for (const d of file.decls) {
    if (d.kind === 'FuncDecl') {
      depth = 1;
      visit(d);
      depth = 0;
    } else visit(d);
  }
  return { units, edits, funcs };
}

/** go/ast CaseClause.End / CommClause.End: the end of its last statement, or just past the colon. */
function clauseEnd(c: { colon: { offset: number }; body: Stmt[] }): number {
  return c.body.length > 0 ? c.body[c.body.length - 1].end.offset : c.colon.offset + 1;
}

/** The package's own files go/build lists for the directory (not _test.go, build constraints met). */
function packageFiles(
  sources: readonly SourceFile[],
  dir: string,
): { name: string; src: string; file: File }[] {
  const out: { name: string; src: string; file: File }[] = [];
  for (const f of sources) {
    const i = f.name.lastIndexOf('/');
    if ((i < 0 ? '.' : f.name.slice(0, i)) !== dir || !fileNameMatches(f.name)) continue;
    const r = defaultPhases.parseFile(f.name, f.src);
    if (r.file === undefined) continue;
    if (r.file.goBuild !== undefined && !evalBuildExpr(r.file.goBuild)) continue;
    out.push({ name: f.name, src: f.src, file: r.file });
  }
  return out.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** cformat's order: file, start line, end line, start column, end column, statements. */
function byPosition(a: CoverUnit, b: CoverUnit): number {
  return (
    (a.file < b.file ? -1 : a.file > b.file ? 1 : 0) ||
    a.stLine - b.stLine ||
    a.enLine - b.enLine ||
    a.stCol - b.stCol ||
    a.enCol - b.enCol ||
    a.stmts - b.stmts
  );
}

export interface CoveredPackage {
  /** The package's sources with its own files rewritten and the registration file added. */
  sources: SourceFile[];
  units: CoverUnit[];
  /** Whether cmd/cover found a function (else it writes an empty meta-data file). */
  hasFuncs: boolean;
}

/**
 * The package in `dir` (import path `path`) instrumented for `-covermode=mode`; profile names are
 * `path/base.go`.
 */
export function coverPackage(
  sources: readonly SourceFile[],
  dir: string,
  path: string,
  mode: CoverMode,
): CoveredPackage {
  const files = packageFiles(sources, dir);
  const seen = new Set<string>();
  const perFile = files.map((f) => {
    const name = `${path}/${f.name.slice(f.name.lastIndexOf('/') + 1)}`;
    return { ...f, ...blocksOf(f.file, f.src, name, seen) };
  });
  const units: CoverUnit[] = [];
  const rewritten = new Map<string, string>();
  for (const f of perFile) {
    // counters are numbered in profile order
    const order = f.units.map((u, i) => ({ u, i })).sort((a, b) => byPosition(a.u, b.u));
    const index = new Map<number, number>();
    for (const { u, i } of order) {
      index.set(i, units.length);
      units.push(u);
    }
    const bump = (i: number) =>
      mode === 'set' ? `${COUNTERS}[${index.get(i)}] = 1` : `${COUNTERS}[${index.get(i)}]++`;
    // edits at one offset apply in the order made (cmd/internal/edit sorts stably)
    const edits = f.edits.map((e, k) => ({ ...e, k })).sort((a, b) => a.at - b.at || a.k - b.k);
    let out = '';
    let from = 0;
    for (const e of edits) {
      out +=
        f.src.slice(from, e.at) +
        (e.text.startsWith('\x00') ? `${bump(Number(e.text.slice(1, -1)))};` : e.text);
      from = e.at;
    }
    rewritten.set(f.name, out + f.src.slice(from));
  }
  const hasFuncs = perFile.some((f) => f.funcs > 0);
  const out: SourceFile[] = sources.map((f) => {
    const src = rewritten.get(f.name);
    return src === undefined ? f : { name: f.name, src };
  });
  // a package of test files only registers no blocks: `coverage: [no statements]`
  const pkgName =
    files[0]?.file.name.name ??
    sources
      .filter(
        (f) =>
          f.name.endsWith('_test.go') &&
          (f.name.lastIndexOf('/') < 0 ? '.' : f.name.slice(0, f.name.lastIndexOf('/'))) === dir,
      )
      .map((f) => /^package\s+(\w+)/m.exec(f.src)?.[1])
      .find((n) => n !== undefined && !n.endsWith('_test'));
  if (pkgName !== undefined)
    out.push({
      name: `${dir === '.' ? '' : `${dir}/`}zz_cover_register.go`,
      src: register(pkgName, mode, units),
    });
  return { sources: out, units, hasFuncs };
}

/** The file that declares the counters and registers them with package testing. */
function register(pkg: string, mode: CoverMode, units: readonly CoverUnit[]): string {
  const files = [...new Set(units.map((u) => u.file))];
  let counters = '';
  let blocks = '';
  let from = 0;
  for (const name of files) {
    const mine = units.filter((u) => u.file === name);
    counters += `${JSON.stringify(name)}: ${COUNTERS}[${from}:${from + mine.length}], `;
    blocks += `${JSON.stringify(name)}: {${mine.map((u) => `{${u.stLine}, ${u.stCol}, ${u.enLine}, ${u.enCol}, ${u.stmts}}`).join(', ')}}, `;
    from += mine.length;
  }
  return (
    `package ${pkg}\n\nimport _cover_testing_ "testing"\n\nvar ${COUNTERS} [${units.length}]uint32\n\n` +
    `func init() {\n\t_cover_testing_.RegisterCover(_cover_testing_.Cover{Mode: ${JSON.stringify(mode)}, ` +
    `Counters: map[string][]uint32{${counters}}, Blocks: map[string][]_cover_testing_.CoverBlock{${blocks}}})\n}\n`
  );
}

/** The package's blocks without running it (a package without test files: every count 0). */
export function coverUnits(
  sources: readonly SourceFile[],
  dir: string,
  path: string,
): { units: CoverUnit[]; hasFuncs: boolean } {
  const r = coverPackage(sources, dir, path, 'set');
  return { units: r.units, hasFuncs: r.hasFuncs };
}

/** A profile's lines for units with these counts (cformat EmitTextual, without the mode line). */
export function profileLines(units: readonly CoverUnit[], counts?: readonly number[]): string {
  return units
    .map((u, i) => `${u.file}:${u.stLine}.${u.stCol},${u.enLine}.${u.enCol} ${u.stmts} ${counts?.[i] ?? 0}\n`)
    .join('');
}
