// The test main `go test` generates (cmd/go/internal/load/test.go, testmainTmpl): a main package
// that imports the package under test as _test and its external test package as _xtest, lists their
// Test functions in source order (files in name order), and runs them through testing.MainStart;
// with a TestMain, TestMain runs and its exit code is read back from M as go1.23's template does.

import type { Field, File, FuncDecl } from '../syntax/ast.ts';
import type { LoadedPackage } from './load.ts';

export interface TestFunc {
  /** 'internal' for the package's own _test.go files, 'external' for package p_test. */
  side: 'internal' | 'external';
  name: string;
}

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
  want: string;
}

function testFuncs(files: readonly File[]): { tests: string[]; testMain: boolean; bad?: BadTestFunc } {
  const tests: string[] = [];
  let testMain = false;
  for (const f of files) {
    if (!f.filename.endsWith('_test.go')) continue;
    for (const d of f.decls) {
      if (d.kind !== 'FuncDecl' || (d as FuncDecl).recv !== undefined) continue;
      const fn = d as FuncDecl;
      const name = fn.name.name;
      const bad = (want: string): BadTestFunc => ({
        file: f.filename,
        line: fn.pos.line,
        col: fn.pos.col,
        name,
        want,
      });
      if (name === 'TestMain') {
        // go1.23 takes a TestMain(t *testing.T) as an ordinary test
        if (isTestFunc(fn, 'T')) tests.push(name);
        else if (isTestFunc(fn, 'M')) testMain = true;
        else return { tests, testMain, bad: bad('func TestMain(m *testing.M)') };
      } else if (isTestName(name, 'Test')) {
        if (!isTestFunc(fn, 'T')) return { tests, testMain, bad: bad(`func ${name}(t *testing.T)`) };
        tests.push(name);
      }
    }
  }
  return { tests, testMain };
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

/** The test main's source, or the first test function with a wrong signature. */
export function testMainSource(
  pkg: LoadedPackage,
  xtest: LoadedPackage | undefined,
): { src: string } | { bad: BadTestFunc } {
  const internal = testFuncs(pkg.files);
  const external = xtest === undefined ? { tests: [], testMain: false } : testFuncs(xtest.files);
  const bad = internal.bad ?? external.bad;
  if (bad !== undefined) return { bad };
  const hasInternalTests = pkg.files.some((f) => f.filename.endsWith('_test.go'));
  const lines = ['package main', '', 'import (', '\t"os"', '\t"reflect"', '\t"testing"', ''];
  if (internal.tests.length > 0 || internal.testMain) lines.push(`\t_test ${JSON.stringify(pkg.path)}`);
  else if (hasInternalTests) lines.push(`\t_ ${JSON.stringify(pkg.path)}`);
  if (xtest !== undefined) {
    if (external.tests.length > 0 || external.testMain) lines.push(`\t_xtest ${JSON.stringify(xtest.path)}`);
    else lines.push(`\t_ ${JSON.stringify(xtest.path)}`);
  }
  lines.push(')', '', 'var _ = reflect.ValueOf', '', 'var tests = []testing.InternalTest{');
  for (const t of internal.tests) lines.push(`\t{${JSON.stringify(t)}, _test.${t}},`);
  for (const t of external.tests) lines.push(`\t{${JSON.stringify(t)}, _xtest.${t}},`);
  lines.push('}', '', 'func main() {', '\tm := testing.MainStart(nil, tests, nil, nil, nil)');
  const testMain = internal.testMain ? '_test' : external.testMain ? '_xtest' : undefined;
  if (testMain !== undefined)
    lines.push(
      `\t${testMain}.TestMain(m)`,
      '\tos.Exit(int(reflect.ValueOf(m).Elem().FieldByName("exitCode").Int()))',
    );
  else lines.push('\tos.Exit(m.Run())');
  lines.push('}', '');
  return { src: lines.join('\n') };
}
