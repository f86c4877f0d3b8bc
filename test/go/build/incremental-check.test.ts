// Incremental checking, as a workspace builds after each edit: the program's own packages are checked
// again only when one of their files or one of the packages they import changed. A module with
// main → api → types and main → util: editing types re-checks types, api and main, never util; an
// edit that breaks a package is reported, and the fix builds and runs with the new code.
import { describe, expect, it } from 'vitest';
import { type BuildResult, buildProgram } from '../../../src/go/build/build.ts';
import { defaultPhases } from '../../../src/go/build/default.ts';
import type { Phases } from '../../../src/go/build/phases.ts';
import type { SourceFile } from '../../../src/go/index.ts';

const files = (greeting: string, utilBody = 'return s + "!"'): SourceFile[] => [
  { name: 'go.mod', src: 'module example.com/app\n\ngo 1.23\n' },
  {
    name: 'main.go',
    src: 'package main\n\nimport (\n\t"fmt"\n\n\t"example.com/app/api"\n\t"example.com/app/util"\n)\n\nfunc main() {\n\tfmt.Println(util.Shout(api.Hello()))\n}\n',
  },
  {
    name: 'api/api.go',
    src: 'package api\n\nimport "example.com/app/types"\n\nfunc Hello() string { return types.Greeting }\n',
  },
  { name: 'types/types.go', src: `package types\n\nconst Greeting = ${JSON.stringify(greeting)}\n` },
  { name: 'util/util.go', src: `package util\n\nfunc Shout(s string) string { ${utilBody} }\n` },
];

/** defaultPhases with a record of the program's own packages it type-checked (not the standard ones). */
function countingPhases(): { phases: Phases; checked: string[] } {
  const checked: string[] = [];
  const phases: Phases = {
    ...defaultPhases,
    check(pkg, importPackage) {
      if (!pkg.registry) checked.push(pkg.path);
      return defaultPhases.check(pkg, importPackage);
    },
  };
  return { phases, checked };
}

function build(phases: Phases, sources: SourceFile[]): BuildResult {
  return buildProgram({ sources, target: { kind: 'dir', dir: '.' } }, phases);
}

function output(phases: Phases, built: BuildResult): string {
  if (!built.ok || built.program === undefined) throw new Error(built.ok ? 'no program' : built.stderr);
  let out = '';
  phases.run(built.program, {
    stdout: (b) => {
      out += b;
    },
    stderr: () => {},
    env: {},
    args: ['main'],
  });
  return out;
}

describe('incremental checking of the program’s packages', () => {
  it('re-checks only the edited package and the packages that import it', () => {
    const { phases, checked } = countingPhases();
    expect(output(phases, build(phases, files('hello')))).toBe('hello!\n');
    expect(checked.sort()).toEqual([
      'example.com/app',
      'example.com/app/api',
      'example.com/app/types',
      'example.com/app/util',
    ]);

    checked.length = 0;
    expect(output(phases, build(phases, files('hello')))).toBe('hello!\n');
    expect(checked).toEqual([]);

    checked.length = 0;
    expect(output(phases, build(phases, files('bonjour')))).toBe('bonjour!\n');
    expect(checked).toEqual(['example.com/app/types', 'example.com/app/api', 'example.com/app']);

    checked.length = 0;
    expect(output(phases, build(phases, files('bonjour', 'return s + "?"')))).toBe('bonjour?\n');
    expect(checked).toEqual(['example.com/app/util', 'example.com/app']);
  });

  it('compiles kept packages against the edited ones: a call that may now park', () => {
    const { phases, checked } = countingPhases();
    const withGoroutine = (util: string): SourceFile[] =>
      files('hello', util).map((f) =>
        f.name === 'main.go'
          ? {
              name: 'main.go',
              src: 'package main\n\nimport (\n\t"fmt"\n\n\t"example.com/app/api"\n\t"example.com/app/util"\n)\n\nfunc main() {\n\tdone := make(chan bool)\n\tgo func() {\n\t\tfmt.Println(util.Shout(api.Hello()))\n\t\tdone <- true\n\t}()\n\t<-done\n}\n',
            }
          : f,
      );
    expect(output(phases, build(phases, withGoroutine('return s + "!"')))).toBe('hello!\n');
    checked.length = 0;
    const parks = 'c := make(chan string); go func() { c <- s + "~" }(); return <-c';
    expect(output(phases, build(phases, withGoroutine(parks)))).toBe('hello~\n');
    expect(checked).toEqual(['example.com/app/util', 'example.com/app']);
    checked.length = 0;
    expect(output(phases, build(phases, withGoroutine('return s + "!"')))).toBe('hello!\n');
  });

  it('reports an edit that breaks a package, and builds the fix with the new code', () => {
    const { phases, checked } = countingPhases();
    expect(output(phases, build(phases, files('hello')))).toBe('hello!\n');
    const broken = build(phases, files('hello', 'return s + 1'));
    expect(broken.ok).toBe(false);
    expect(broken.ok ? '' : broken.stderr).toContain(
      'util/util.go:3:38: invalid operation: s + 1 (mismatched types string and untyped int)',
    );
    checked.length = 0;
    expect(output(phases, build(phases, files('hello', 'return "<" + s + ">"')))).toBe('<hello>\n');
    expect(checked).toEqual(['example.com/app/util', 'example.com/app']);
  });
});
