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

function testFuncs(files: readonly File[]): { tests: string[]; testMain: boolean } {
  const tests: string[] = [];
  let testMain = false;
  for (const f of files) {
    if (!f.filename.endsWith('_test.go')) continue;
    for (const d of f.decls) {
      if (d.kind !== 'FuncDecl' || (d as FuncDecl).recv !== undefined) continue;
      const name = (d as FuncDecl).name.name;
      if (name === 'TestMain' && takesPointerTo(d as FuncDecl, 'M')) testMain = true;
      else if (isTestName(name, 'Test')) tests.push(name);
    }
  }
  return { tests, testMain };
}

/** `func F(x *testing.M)` (or *T): the one parameter's type, as written. */
function takesPointerTo(d: FuncDecl, typ: string): boolean {
  const params: Field[] = d.type.params.list;
  if (params.length !== 1) return false;
  const t = params[0].type;
  if (t.kind !== 'StarExpr') return false;
  const x = t.x;
  return x.kind === 'SelectorExpr' && x.sel.name === typ;
}

export function testMainSource(pkg: LoadedPackage, xtest: LoadedPackage | undefined): string {
  const internal = testFuncs(pkg.files);
  const external = xtest === undefined ? { tests: [], testMain: false } : testFuncs(xtest.files);
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
  return lines.join('\n');
}
