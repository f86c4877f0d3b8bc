// `go vet` for package targets: type-check each as the go command does, then run the analyzers.
// What go1.23 prints (cmd/go runs cmd/vet through unitchecker):
// - findings: `# <import path>`, for a main package also `# [<import path>]`, then
//   `<file>:<line>:<col>: <message>` lines, exit status 1;
// - a vetted package that does not type-check: the same headers, then `vet: ` and go/types' first
//   error; but a package some vetted package imports is compiled first (cmd/go's vet action needs its
//   export data), so its errors print as gc prints them, and the packages importing it are not vetted.
// Every package is vetted, main or library (vet does not link, so a main package needs no func main).
import { type BuildRequest, buildProgram } from '../build/build.ts';
import { defaultPhases } from '../build/default.ts';
import { displayPath } from '../build/errors.ts';
import { type RunTarget, type SourceFile, testFileMatches, testFileParseError } from '../build/load.ts';
import type { GoCmdError } from '../build/mod/errors.ts';
import { cleanPath } from '../build/mod/fs.ts';
import type { CheckedUnit, Phases } from '../build/phases.ts';
import type { BlockStmt, File, FuncDecl } from '../syntax/ast.ts';
import { goParserErrors, goParserErrorText } from '../syntax/goparser.ts';
import type { Diagnostic, Pos } from '../syntax/pos.ts';
import { vetPackage } from './vet.ts';

export interface VetResult {
  ok: boolean;
  stderr: string;
  /** The go command's errors as values when loading failed. */
  loadErrors?: GoCmdError[];
}

/** `variant`: a main package or a test build's package, which go1.23 heads `# p` then `# [p]`. */
function headers(path: string, variant: boolean): string {
  return variant ? `# ${path}\n# [${path}]\n` : `# ${path}\n`;
}

/** One vetted package, built and checked (library targets allowed), before anything is printed. */
type Checked =
  | { kind: 'load'; result: VetResult }
  /** `variant`: a test build's package (`p [p.test]`, `p_test`), headed `# p` then `# [p]`. */
  | { kind: 'ok'; path: string; units: CheckedUnit[]; req: BuildRequest; variant: boolean }
  /**
   * `failed` (an import path: the target or a package it imports) did not compile; gc's report.
   * `compileKey` names the failed package's compile action: a test variant's is its own.
   */
  | {
      kind: 'failed';
      path: string;
      name: string;
      failed: string;
      stderr: string;
      vetLine?: string;
      variant: boolean;
      compileKey: string;
    };

type FailedBuild = Extract<ReturnType<typeof buildProgram>, { ok: false }>;

function check(req: BuildRequest, phases: Phases): Checked {
  const r = buildProgram({ ...req, stopAfterCheck: true, library: true, vet: true }, phases);
  if (r.ok) {
    const path = r.units[r.units.length - 1]?.path ?? '';
    return { kind: 'ok', path, units: r.units, req, variant: false };
  }
  if (r.stage !== 'compile' || !r.diagnostics || r.diagnostics.length === 0 || !r.target || !r.failed)
    return { kind: 'load', result: { ok: false, stderr: r.stderr, loadErrors: r.loadErrors } };
  const failed = {
    kind: 'failed' as const,
    ...r.target,
    failed: r.failed,
    stderr: r.stderr,
    variant: r.target.name === 'main',
    compileKey: r.failed,
  };
  return r.failed === r.target.path ? { ...failed, vetLine: vetLine(r, req) } : failed;
}

/**
 * A directory with _test.go files: go vet vets the package with its test files (`p [p.test]`, or
 * the package itself when it has no test files of its own) and the external test package `p_test`,
 * not the package alone (cmd/go/internal/vet/vet.go: load.TestPackagesFor, then a vet action each).
 * `internal`: the package has test files of its own.
 */
function checkTests(req: BuildRequest, phases: Phases, internal: boolean): Checked[] {
  const r = buildProgram({ ...req, test: true, stopAfterCheck: true, library: true, vet: true }, phases);
  const testMain = r.ok ? r.units[r.units.length - 1]?.path : r.target?.path;
  if (!r.ok && (r.stage !== 'compile' || !r.diagnostics || r.diagnostics.length === 0 || !r.failed))
    return [{ kind: 'load', result: { ok: false, stderr: r.stderr, loadErrors: r.loadErrors } }];
  if (testMain === undefined || !testMain.endsWith('.test')) return [];
  const path = testMain.slice(0, -'.test'.length);
  const xpath = `${path}_test`;
  const units = r.units ?? [];
  const out: Checked[] = [];
  for (const p of [path, xpath]) {
    const i = units.findIndex((u) => u.path === p);
    if (i < 0) continue;
    const variant = p === xpath || internal || units[i].name === 'main';
    out.push({ kind: 'ok', path: p, units: units.slice(0, i + 1), req, variant });
  }
  if (r.ok || r.failed === undefined) return out;
  const testKey = internal ? `${path} [${path}.test]` : path;
  if (r.failed === path) {
    const name = r.files?.[0]?.name.name ?? '';
    // A main package is always a test variant (load.TestPackagesFor copies it for the test binary).
    const variant = internal || name === 'main';
    const xImports = r.imports?.get(xpath);
    // The external test package imports it: the package is compiled for it first, so gc reports.
    if (xImports?.includes(path)) {
      const stderr = internal ? r.stderr.replace(/^# \S+\n/, `# ${testKey}\n`) : r.stderr;
      out.push({ kind: 'failed', path, name, failed: path, stderr, variant, compileKey: testKey });
    } else {
      const line = vetLine(r, req);
      out.push({
        kind: 'failed',
        path,
        name,
        failed: path,
        stderr: r.stderr,
        vetLine: line,
        variant,
        compileKey: testKey,
      });
      // An external test package that does not import it has a vet action of its own, which
      // needs nothing from the failed package: it is vetted as if the directory had no other files.
      if (xImports !== undefined) out.push(...externalAlone(req, phases, path));
    }
  } else if (r.failed === xpath) {
    const failed = { kind: 'failed' as const, path: xpath, name: xpath, failed: xpath, stderr: r.stderr };
    out.push({ ...failed, vetLine: vetLine(r, req), variant: true, compileKey: xpath });
  } else {
    // a package the tests import (gc's report)
    out.push({
      kind: 'failed',
      path,
      name: '',
      failed: r.failed,
      stderr: r.stderr,
      variant: false,
      compileKey: r.failed,
    });
  }
  return out;
}

/** The external test package `p_test` of directory target `req`, checked without package p's files. */
function externalAlone(req: BuildRequest, phases: Phases, path: string): Checked[] {
  if (req.target.kind !== 'dir') return [];
  const dir = cleanPath(req.target.dir);
  const sources = req.sources.filter(
    (f) => !(f.name.endsWith('.go') && dirOf(f.name) === dir && !isExternalTest(f)),
  );
  const xpath = `${path}_test`;
  return checkTests({ ...req, sources }, phases, false).filter((c) => c.kind !== 'load' && c.path === xpath);
}

/** What vet prints for the vetted package that did not type-check: go/parser's or go/types' first error. */
function vetLine(r: FailedBuild, req: BuildRequest): string | undefined {
  if (r.diagnostics === undefined || r.diagnostics.length === 0) return undefined;
  const first = goTypesFirst(r.diagnostics, r.files);
  // cmd/vet parses the package's files with go/parser, in order, and stops at the first file that does
  // not parse (unitchecker.go): go/parser's errors, not gc's (go/parser also rejects `defer f` itself).
  const srcs = new Map(req.sources.map((f) => [f.name, f.src]));
  for (const name of r.failedFiles ?? []) {
    const src = srcs.get(name);
    const errs = src === undefined ? [] : goParserErrors(src);
    if (errs.length > 0) return `vet: ${displayPath(name)}:${goParserErrorText(errs)}\n`;
  }
  // gc's syntax errors that go/parser leaves to go/types: print the compiler's.
  if (first.msg.startsWith('syntax error')) return undefined;
  const pos = first.goTypesAt ?? first;
  const at = first.line > 0 ? `${displayPath(first.file)}:${pos.line}:${pos.col}` : displayPath(first.file);
  return `vet: ${at}: ${goTypesFirstPart(first.msg)}\n`;
}

/**
 * go/types reports an error whose sub-errors have positions (`other declaration of x`, `previous
 * case`, a cycle's `T refers to U` lines) as one error per part, where types2 joins them with
 * `\n\t`; vet prints the first error only (go/types errors.go, error_.report: multiError).
 */
function goTypesFirstPart(msg: string): string {
  const lines = msg.split('\n');
  const sub = lines.findIndex((l, i) => i > 0 && /^\t\S+:\d+:\d+: /.test(l));
  const first = sub < 0 ? msg : lines.slice(0, sub).join('\n');
  // cmd/compile's `-lang` hint on version errors (src/go/build/wiring.ts) is not go/types'.
  const text = first.replace(/ \(-lang was set to go[0-9.]+; check go\.mod\)$/, '');
  for (const [gc, goTypes] of BRANCH_WORDING) if (gc.test(text)) return text.replace(gc, goTypes);
  return text;
}

/**
 * gc checks branches in its parser (cmd/compile/internal/syntax/branches.go); go/types words the same
 * errors its own way (go/types stmt.go, labels.go).
 */
const BRANCH_WORDING: [RegExp, string][] = [
  [/^break is not in a loop, switch, or select$/, 'break not in for, switch, or select statement'],
  [/^continue is not in a loop$/, 'continue not in for statement'],
  [/^label (\S+) defined and not used$/, 'label $1 declared and not used'],
  [/^label (\S+) not defined$/, 'label $1 not declared'],
  [/^goto (\S+) jumps into block starting at .*$/, 'goto $1 jumps into block'],
  [
    /^goto (\S+) jumps over declaration of \S+ at .*:(\d+):\d+$/,
    'goto $1 jumps over variable declaration at line $2',
  ],
  [/^(break|continue) label not defined: (\S+)$/, 'invalid $1 label $2'],
];

/** The errors go/types finds in its pass over a function's labels (labels.go), after the body's. */
const LABEL_ERROR =
  /^(label \S+ defined and not used|label \S+ not defined|goto \S+ jumps (into block|over declaration)|(break|continue) label not defined: |invalid (break|continue) label )/;

/**
 * The error go/types reports first: gc sorts its errors by position, but go/types checks a
 * function's labels after the function's statements (stmt.go funcBody: check.labels), and its
 * missing return after both.
 */
function goTypesFirst(diags: readonly Diagnostic[], files: readonly File[] | undefined): Diagnostic {
  const first = diags[0];
  if (!LABEL_ERROR.test(first.msg)) return first;
  const file = files?.find((f) => f.filename === first.file);
  const fn = file?.decls.find(
    (d): d is FuncDecl & { body: BlockStmt } =>
      d.kind === 'FuncDecl' && d.body !== undefined && within(d.pos, d.body.rbrace, first),
  );
  if (fn === undefined) return first;
  return (
    diags.find(
      (d) =>
        d.file === first.file &&
        !LABEL_ERROR.test(d.msg) &&
        d.msg !== 'missing return' &&
        within(fn.pos, fn.body.rbrace, d),
    ) ?? first
  );
}

function within(from: Pos, to: Pos, d: Diagnostic): boolean {
  const at = (p: Pos) => p.line * 100000 + p.col;
  const x = d.line * 100000 + d.col;
  return at(from) <= x && x <= at(to);
}

function findings(c: Extract<Checked, { kind: 'ok' }>): string {
  const unit = c.units[c.units.length - 1];
  if (!unit) return '';
  const found = vetPackage(
    unit.path,
    unit.files,
    unit.info,
    new Map(c.req.sources.map((f) => [f.name, f.src])),
    // the module's own packages (registry packages have no goVersion)
    c.units.slice(0, -1).filter((u) => u.goVersion !== undefined),
    unit.goVersion,
  );
  if (found.length === 0) return '';
  const lines = found.map((d) => `${displayPath(d.file)}:${d.line}:${d.col}: ${d.msg}\n`).join('');
  return headers(unit.path, c.variant || unit.name === 'main') + lines;
}

/** A directory's _test.go files, those of package p before those of p_test, in name order. */
function testFiles(sources: readonly SourceFile[], dir: string): string[] {
  const d = cleanPath(dir);
  const inDir = sources
    .filter((f) => testFileMatches(f.name) && dirOf(f.name) === d)
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return [...inDir.filter((f) => !isExternalTest(f)), ...inDir.filter(isExternalTest)].map((f) => f.name);
}

function isExternalTest(f: SourceFile | undefined): boolean {
  return f !== undefined && /^package\s+\w+_test\b/m.test(f.src);
}

function dirOf(name: string): string {
  const i = name.lastIndexOf('/');
  return i < 0 ? '.' : name.slice(0, i);
}

export interface VetTargetsResult {
  /** What vet printed for the targets that loaded, in the go command's order. */
  stderr: string;
  /** The targets that did not load (the go command's errors), in target order. */
  loadErrors: VetResult[];
}

/**
 * `go vet` of several targets (`./...`, or several patterns). cmd/go runs one vet action per package,
 * each after the vet actions of the packages it imports and the compile actions they need
 * (cmd/go/internal/work/action.go, vetAction); with -p 1 they run in that order, which is the order
 * printed here (with more processors the order of independent packages varies from run to run).
 */
export function vetTargets(
  sources: readonly SourceFile[],
  targets: readonly RunTarget[],
  cwd: string | undefined,
  phases: Phases = defaultPhases,
): VetTargetsResult {
  const loadErrors: VetResult[] = [];
  const byName = new Map(sources.map((f) => [f.name, f]));
  const roots: Exclude<Checked, { kind: 'load' }>[] = [];
  const seen = new Set<string>();
  for (const target of targets) {
    // vet checks the package's tests too, and the go command loads them first (testFileParseError)
    const bad =
      target.kind === 'dir' ? testFileParseError(testFiles(sources, target.dir), byName) : undefined;
    if (bad !== undefined) {
      loadErrors.push({ ok: false, stderr: `${bad}\n`, loadErrors: [{ kind: 'text', text: bad }] });
      continue;
    }
    const tests = target.kind === 'dir' ? testFiles(sources, target.dir) : [];
    const internal = tests.some((n) => !isExternalTest(byName.get(n)));
    const checked =
      tests.length > 0
        ? checkTests({ sources, target, cwd }, phases, internal)
        : [check({ sources, target, cwd }, phases)];
    for (const c of checked) {
      if (c.kind === 'load') {
        loadErrors.push(c.result);
        continue;
      }
      if (seen.has(c.path)) continue;
      seen.add(c.path);
      roots.push(c);
    }
  }
  // A dependency's vet action is the plain package's: a test variant's vet is not one.
  const byPath = new Map(roots.filter((r) => !r.variant).map((r) => [r.path, r]));
  // A package another target imports is compiled for it, so its errors print as gc prints them.
  const compiled = new Set<string>();
  for (const r of roots) if (r.kind === 'failed' && r.failed !== r.path) compiled.add(r.failed);
  let stderr = '';
  const done = new Set<string>();
  const reported = new Set<string>();
  const emit = (r: (typeof roots)[number]) => {
    if (done.has(r.path)) return;
    done.add(r.path);
    if (r.kind === 'ok') {
      // the vet actions of the imported targets run first (r.units is in dependency order)
      for (const u of r.units.slice(0, -1)) {
        const dep = byPath.get(u.path);
        if (dep) emit(dep);
      }
      stderr += findings(r);
      return;
    }
    if (r.failed === r.path && !compiled.has(r.compileKey) && r.vetLine !== undefined) {
      stderr += headers(r.path, r.variant) + r.vetLine;
      return;
    }
    // a package that did not compile is reported once; the packages importing it are not vetted
    if (reported.has(r.compileKey)) return;
    reported.add(r.compileKey);
    stderr += r.stderr;
  };
  for (const r of roots) emit(r);
  return { stderr, loadErrors };
}
