// The test main `go test` generates (cmd/go/internal/load/test.go, testmainTmplNewCoverage): a main
// package that imports the package under test as _test and its external test package as _xtest,
// lists their Test and Benchmark functions in source order (files in name order) and their examples
// with an output comment (go/doc Examples), and runs them through testing.MainStart; with a
// TestMain, TestMain runs and its exit code is read back from M as go1.23's template does.

import type { BlockStmt, CommentGroup, Field, File, FuncDecl } from '../syntax/ast.ts';
import type { LoadedPackage } from './load.ts';

/** Does name look like a test function name (go/doc isTest: the prefix, then not a lower-case letter)? */
export function isTestName(name: string, prefix: string): boolean {
  if (!name.startsWith(prefix)) return false;
  if (name.length === prefix.length) return true;
  return !/^\p{Ll}/u.test(name.slice(prefix.length));
}

/** A test function whose signature the go command rejects (load/test.go checkTestFunc). */
export interface BadTestFunc {
  file: string;
  line: number;
  col: number;
  name: string;
  /** `must be: func TestX(t *testing.T)` or `test functions cannot have type parameters`. */
  why: string;
}

/** An example the test binary runs: one with an output comment (go/doc Examples, load/test.go). */
export interface TestExample {
  name: string;
  output: string;
  unordered: boolean;
}

interface TestFuncs {
  tests: string[];
  benchmarks: string[];
  examples: TestExample[];
  testMain: boolean;
  bad?: BadTestFunc;
}

function testFuncs(files: readonly File[]): TestFuncs {
  const out: TestFuncs = { tests: [], benchmarks: [], examples: [], testMain: false };
  for (const f of files) {
    if (!f.filename.endsWith('_test.go')) continue;
    for (const d of f.decls) {
      if (d.kind !== 'FuncDecl' || (d as FuncDecl).recv !== undefined) continue;
      const fn = d as FuncDecl;
      const name = fn.name.name;
      // load/test.go checkTestFunc
      const check = (arg: string): boolean => {
        let why = '';
        if (!isTestFunc(fn, arg)) why = `must be: func ${name}(${arg.toLowerCase()} *testing.${arg})`;
        if ((fn.type.typeParams?.list.length ?? 0) > 0) why = 'test functions cannot have type parameters';
        if (why !== '') out.bad = { file: f.filename, line: fn.pos.line, col: fn.pos.col, name, why };
        return why === '';
      };
      if (name === 'TestMain') {
        // go1.23 takes a TestMain(t *testing.T) as an ordinary test
        if (isTestFunc(fn, 'T')) out.tests.push(name);
        else if (!check('M')) return out;
        else out.testMain = true;
      } else if (isTestName(name, 'Test')) {
        if (!check('T')) return out;
        out.tests.push(name);
      } else if (isTestName(name, 'Benchmark')) {
        if (!check('B')) return out;
        out.benchmarks.push(name);
      }
    }
    // go/doc Examples, one file at a time, in source order (load/test.go sorts by Order)
    for (const d of f.decls) {
      if (d.kind !== 'FuncDecl' || (d as FuncDecl).recv !== undefined) continue;
      const fn = d as FuncDecl;
      const name = fn.name.name;
      if (!isTestName(name, 'Example') || fn.type.params.list.length !== 0 || fn.body === undefined) continue;
      const o = exampleOutput(fn.body, f.comments);
      // Examples without an output comment are compiled but not run.
      if (o === undefined) continue;
      out.examples.push({ name, ...o });
    }
  }
  return out;
}

/**
 * The output an example's last comment states (go/doc example.go exampleOutput): the last comment
 * group inside the body, if its text starts with `Output:` or `Unordered output:` (any case).
 */
function exampleOutput(
  body: BlockStmt,
  comments: readonly CommentGroup[],
): { output: string; unordered: boolean } | undefined {
  let last: CommentGroup | undefined;
  for (const cg of comments) {
    if (cg.pos.offset < body.pos.offset) continue;
    if (cg.end.offset > body.end.offset) break;
    last = cg;
  }
  if (last === undefined) return undefined;
  const text = commentText(last);
  const m = /^[\t\n\v\f\r ]*(unordered )?output:/i.exec(text);
  if (m === null) return undefined;
  let output = text.slice(m[0].length).replace(/^ +/, '');
  if (output.startsWith('\n')) output = output.slice(1);
  return { output, unordered: m[1] !== undefined };
}

/** go/ast CommentGroup.Text: the comments' text without markers, directives and blank runs. */
function commentText(g: CommentGroup): string {
  const lines: string[] = [];
  for (const comment of g.list) {
    let c = comment.text;
    if (c[1] === '/') {
      c = c.slice(2);
      if (c.length > 0) {
        if (c[0] === ' ') c = c.slice(1);
        else if (isDirective(c)) continue;
      }
    } else c = c.slice(2, -2);
    for (const l of c.split('\n')) lines.push(l.replace(/[ \t\n\v\f\r]+$/, ''));
  }
  const kept: string[] = [];
  for (const l of lines) if (l !== '' || (kept.length > 0 && kept[kept.length - 1] !== '')) kept.push(l);
  if (kept.length > 0 && kept[kept.length - 1] !== '') kept.push('');
  return kept.join('\n');
}

/** go/ast isDirective: `//line `, `//extern `, `//export ` or `//[a-z0-9]+:[a-z0-9]`. */
function isDirective(c: string): boolean {
  if (c.startsWith('line ') || c.startsWith('extern ') || c.startsWith('export ')) return true;
  const colon = c.indexOf(':');
  if (colon <= 0 || colon + 1 >= c.length) return false;
  for (let i = 0; i <= colon + 1; i++) {
    if (i === colon) continue;
    if (!/[a-z0-9]/.test(c[i])) return false;
  }
  return true;
}

/**
 * One parameter `*T` or `*x.T` and no results (load/test.go isTestFunc: how testing was imported
 * is not known there, so the selector's package is not checked).
 */
function isTestFunc(d: FuncDecl, arg: string): boolean {
  const params: Field[] = d.type.params.list;
  if ((d.type.results?.list.length ?? 0) > 0 || params.length !== 1 || params[0].names.length > 1)
    return false;
  const t = params[0].type;
  if (t.kind !== 'StarExpr') return false;
  const x = t.x;
  return (x.kind === 'Ident' && x.name === arg) || (x.kind === 'SelectorExpr' && x.sel.name === arg);
}

/** Go's %q of a string (the template's `printf "%q"`): JSON's escapes differ for control bytes. */
function goQuote(s: string): string {
  let out = '"';
  for (const ch of s) {
    const c = ch.codePointAt(0) as number;
    if (ch === '"' || ch === '\\') out += `\\${ch}`;
    else if (ch === '\n') out += '\\n';
    else if (ch === '\t') out += '\\t';
    else if (ch === '\r') out += '\\r';
    else if (c < 0x20 || c === 0x7f) out += `\\x${c.toString(16).padStart(2, '0')}`;
    else out += ch;
  }
  return `${out}"`;
}

/**
 * The test main's source, or the first test function with a wrong signature. The text is go1.23's
 * template (testmainTmplNewCoverage) expanded line for line, blank lines included, so that a stack
 * trace names the same `_testmain.go` line as gc's; testing/internal/testdeps is not simulated (the
 * testing package matches names itself), and its two lines are comments here.
 */
export function testMainSource(
  pkg: LoadedPackage | undefined,
  xtest: LoadedPackage | undefined,
): { src: string } | { bad: BadTestFunc } {
  const none: TestFuncs = { tests: [], benchmarks: [], examples: [], testMain: false };
  const internal = pkg === undefined ? none : testFuncs(pkg.files);
  const external = xtest === undefined ? none : testFuncs(xtest.files);
  const bad = internal.bad ?? external.bad;
  if (bad !== undefined) return { bad };
  const need = (t: TestFuncs) => t.tests.length + t.benchmarks.length + t.examples.length > 0 || t.testMain;
  const testMain = internal.testMain ? '_test' : external.testMain ? '_xtest' : undefined;
  const sides = [
    ['_test', internal],
    ['_xtest', external],
  ] as const;
  const funcs = (list: (t: TestFuncs) => string[]) =>
    sides.flatMap(([p, t]) => list(t).map((name) => `\n\t{${goQuote(name)}, ${p}.${name}},\n`)).join('');
  let src = '\n// Code generated by \'go test\'. DO NOT EDIT.\n\npackage main\n\nimport (\n\t"os"\n';
  src += testMain !== undefined ? '\n\t"reflect"\n' : '';
  src += '\n\t"testing"\n\t// "testing/internal/testdeps"\n\n\n';
  // (the package under test is imported when it has files, test files included)
  src += pkg !== undefined ? `\n\t${need(internal) ? '_test' : '_'} ${goQuote(pkg.path)}\n` : '';
  src += '\n';
  src += xtest !== undefined ? `\n\t${need(external) ? '_xtest' : '_'} ${goQuote(xtest.path)}\n` : '';
  src += '\n)\n\nvar tests = []testing.InternalTest{\n';
  src += funcs((t) => t.tests);
  src += '\n}\n\nvar benchmarks = []testing.InternalBenchmark{\n';
  src += funcs((t) => t.benchmarks);
  src += '\n}\n\nvar fuzzTargets = []testing.InternalFuzzTarget{\n';
  src += '\n}\n\nvar examples = []testing.InternalExample{\n';
  for (const [p, t] of sides)
    for (const e of t.examples)
      src += `\n\t{${goQuote(e.name)}, ${p}.${e.name}, ${goQuote(e.output)}, ${e.unordered}},\n`;
  const path = pkg?.path ?? (xtest as LoadedPackage).path.slice(0, -'_test'.length);
  src += `\n}\n\nfunc init() {\n\n\t// testdeps.ImportPath = ${goQuote(path)}\n}\n\n`;
  src += 'func main() {\n\tm := testing.MainStart(testdeps{}, tests, benchmarks, fuzzTargets, examples)\n';
  src +=
    testMain !== undefined
      ? `\n\t${testMain}.TestMain(m)\n\tos.Exit(int(reflect.ValueOf(m).Elem().FieldByName("exitCode").Int()))\n`
      : '\n\tos.Exit(m.Run())\n';
  // testdeps.TestDeps, after the template's last line (so that its lines keep their numbers)
  src += `\n}\n\ntype testdeps struct{}\n\nfunc (testdeps) ImportPath() string { return ${goQuote(path)} }\n`;
  return { src };
}
